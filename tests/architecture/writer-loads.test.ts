import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { ROOT } from '../helpers/temp.js';

/**
 * What the daily writers load up front: their static imports, as the bundler
 * follows them (dynamic imports are loaded only when reached). Events, meta.json
 * and state.md are checked by the rule tables, so no writer loads the schema
 * library for them; chrono's natural-date readers load only for a time typed that
 * is not ISO (flows/interaction.ts: naturalReaderFor).
 */
const WRITERS = ['actions-saved', 'action-log', 'action-analyze', 'action-progress', 'action-daily'] as const;

async function staticGraph(entry: string): Promise<Map<string, string | null>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    external: ['./yaml.js'],
    alias: { 'string-width': './components/widgets/text/string-width-shim.ts' },
    define: { __SIMP_VERSION__: '"0"', __SIMP_YAML_FILE__: '"./yaml.js"', __SIMP_DAILY_VERBS__: '{}' },
  });
  const inputs = result.metafile.inputs;
  // Each file reached, with the file that imports it first (for the message).
  const from = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || from.has(imp.path)) continue;
      from.set(imp.path, file);
      queue.push(imp.path);
    }
  }
  return from;
}

const chain = (graph: Map<string, string | null>, file: string): string => {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = graph.get(at)) steps.unshift(at);
  return steps.join(' -> ');
};

describe('the daily writers load no schema library for events, meta.json or state.md, and no natural-date reader', () => {
  it.each(WRITERS)('%s', async (file) => {
    const graph = await staticGraph(`src/cli/${file}.ts`);
    const files = [...graph.keys()];
    const chrono = files.find((f) => f.includes('node_modules/chrono-node/'));
    expect(chrono === undefined ? '' : chain(graph, chrono)).toBe('');
    expect(files).not.toContain('src/engine/natural-date.ts');
    // zod only through knowledge.json's schemas (the topic memory reads it with them).
    const zod = files.filter((f) => f === 'src/model/zod.ts').map((f) => chain(graph, f));
    for (const path of zod) expect(path).toMatch(/src\/memory\/crush\/knowledge\.ts -> src\/model\/knowledge-schema\.ts -> src\/model\/zod\.ts$/);
    for (const rules of ['src/model/event-rules.ts', 'src/model/meta-rules.ts', 'src/model/field-rules.ts']) expect(files, rules).toContain(rules);
  });

  it('the rule tables and the model files the writers read reach no schema library', async () => {
    for (const entry of ['src/model/field-rules.ts', 'src/model/event-rules.ts', 'src/model/meta-rules.ts', 'src/model/schemas.ts', 'src/model/index.ts']) {
      const files = [...(await staticGraph(entry)).keys()];
      expect(files.filter((f) => f.includes('zod')), entry).toEqual([]);
    }
  });
});
