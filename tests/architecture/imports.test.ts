import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from '../helpers/temp.js';

/**
 * The layer rules of docs/architecture.md, read from the import statements of
 * every source file. A layer may import itself and the layers listed for it.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  model: [],
  engine: ['model'],
  memory: ['model'],
  flows: ['model', 'engine', 'memory'],
  i18n: ['model'],
  present: ['model', 'engine', 'memory', 'flows', 'i18n'],
  cli: ['model', 'engine', 'memory', 'flows', 'i18n', 'present', 'components/shell/launch'],
  components: ['model', 'engine', 'memory', 'flows', 'i18n', 'present'],
};

/** Packages a layer may load; everything else is refused. Node's own modules are checked apart. */
const PACKAGES: Record<string, readonly string[] | 'any'> = {
  model: ['zod'],
  engine: ['zod', 'entities', 'chrono-node'],
  memory: ['zod', 'gray-matter', 'yaml', 'jieba-wasm', '@resvg/resvg-wasm', 'csv-parse', 'stream-json', 'stream-chain', 'exifr', 'tar-stream', 'opencc-js', 'pinyin-pro'],
  flows: [],
  i18n: [],
  present: ['diff', 'ics', 'string-width', 'vega', 'vega-lite'],
  cli: ['commander'],
  components: 'any',
};

/** Only the memory service touches files (text a user hands the CLI on stdin or as a file is read there too, bounded). */
const FILE_SYSTEM = new Set(['memory']);
const FILE_SYSTEM_EXCEPTIONS = new Set<string>();

function layerOf(path: string): string | null {
  const rel = relative(ROOT, path).replaceAll('\\', '/');
  // The UI's entries: the launcher, and the loader of the app's modules the main bundle holds.
  if (/^components\/shell\/launch(-app)?\./.test(rel)) return 'components/shell/launch';
  if (rel.startsWith('components/')) return 'components';
  const m = /^src\/([^/]+)\//.exec(rel);
  return m ? (m[1] as string) : null;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every module a file names: static imports and re-exports, and `import()`. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    out.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  return out;
}

const FILES = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'components'))];

function violations(): string[] {
  return FILES.flatMap((file) => judge(file, readFileSync(file, 'utf8')));
}

/** What is wrong with the imports of one file. */
function judge(file: string, text: string): string[] {
  const found: string[] = [];
  const from = layerOf(file);
  const layer = from === 'components/shell/launch' ? 'components' : from;
  if (!layer || !(layer in MAY_IMPORT)) {
    return [`${relative(ROOT, file)}: not in any layer`];
  }
  for (const spec of specifiers(text)) {
    const where = `${relative(ROOT, file)} imports ${spec}`;
    if (spec.startsWith('.')) {
      const target = layerOf(resolve(dirname(file), spec));
      const targetLayer: string | null = target === 'components/shell/launch' && layer === 'components' ? 'components' : target;
      if (targetLayer === layer) continue;
      if (!targetLayer || !(MAY_IMPORT[layer] as readonly string[]).includes(targetLayer)) found.push(`${where} (${layer} may not import ${targetLayer})`);
    } else if (spec.startsWith('node:')) {
      const fs = /^node:fs(\/|$)/.test(spec);
      if (fs && !FILE_SYSTEM.has(layer) && !FILE_SYSTEM_EXCEPTIONS.has(relative(ROOT, file))) found.push(`${where} (only memory touches files)`);
      if ((layer === 'model' || layer === 'engine') && !/^node:(util|crypto)$/.test(spec)) found.push(`${where} (${layer} is pure)`);
    } else {
      const allowed = PACKAGES[layer];
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
      if (allowed !== 'any' && !allowed?.includes(pkg)) found.push(`${where} (package not allowed in ${layer})`);
    }
  }
  return found;
}

/** Inside the TUI: what every screen uses (widgets, the shell's kernel and keys) names no screen. */
const NO_SCREENS = /^components\/(widgets|shell\/kernel|shell\/keys)\//;

function screenImports(file: string, text: string): string[] {
  const rel = relative(ROOT, file).replaceAll('\\', '/');
  if (!NO_SCREENS.test(rel)) return [];
  return specifiers(text)
    .filter((spec) => spec.startsWith('.') && relative(ROOT, resolve(dirname(file), spec)).replaceAll('\\', '/').startsWith('components/screens/'))
    .map((spec) => `${rel} imports ${spec} (a widget, the kernel and the keys name no screen)`);
}

describe('layers (docs/architecture.md)', () => {
  it('every import points down the layers, only memory touches files, and the pure layers load no I/O', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(violations()).toEqual([]);
  });

  it('inside the TUI, widgets/, shell/kernel/ and shell/keys/ import no screen', () => {
    expect(FILES.filter((f) => NO_SCREENS.test(relative(ROOT, f).replaceAll('\\', '/'))).length).toBeGreaterThan(40);
    expect(FILES.flatMap((file) => screenImports(file, readFileSync(file, 'utf8')))).toEqual([]);
    const at = (...p: string[]) => join(ROOT, ...p);
    expect(screenImports(at('components', 'widgets', 'text', 'x.ts'), "import { A } from '../../screens/timeline/a.js';")).toHaveLength(1);
    expect(screenImports(at('components', 'shell', 'kernel', 'x.ts'), "import { A } from '../../screens/crush-list/a.js';")).toHaveLength(1);
    expect(screenImports(at('components', 'shell', 'app.tsx'), "import { A } from '../screens/crush-list/a.js';")).toEqual([]);
    expect(screenImports(at('components', 'screens', 'score', 'x.ts'), "import { A } from '../timeline/a.js';")).toEqual([]);
  });

  it('the rule reader finds the imports it must judge', () => {
    const text = "import { a } from '../memory/index.js';\nexport { b } from './x.js';\nimport type { C } from 'zod';\nconst m = await import('../../components/shell/launch.js');\nimport 'side-effect';";
    expect(specifiers(text)).toEqual(['../memory/index.js', './x.js', 'zod', '../../components/shell/launch.js', 'side-effect']);
    expect(layerOf(join(ROOT, 'components', 'shell', 'launch.ts'))).toBe('components/shell/launch');
    expect(layerOf(join(ROOT, 'src', 'flows', 'run.ts'))).toBe('flows');
  });

  it('a wrong import is caught, each rule on its own', () => {
    const at = (...p: string[]) => join(ROOT, ...p);
    expect(judge(at('src', 'flows', 'x.ts'), "import { analyzeText } from '../present/index.js';")).toHaveLength(1);
    expect(judge(at('src', 'engine', 'x.ts'), "import { openMemory } from '../memory/index.js';")).toHaveLength(1);
    expect(judge(at('components', 'screens', 'timeline', 'x.ts'), "import { say } from '../../../src/cli/env.js';")).toHaveLength(1);
    expect(judge(at('src', 'cli', 'x.ts'), "import { App } from '../../components/shell/app.js';")).toHaveLength(1);
    expect(judge(at('src', 'cli', 'x.ts'), "const l = await import('../../components/shell/launch.js');")).toEqual([]);
    expect(judge(at('src', 'flows', 'x.ts'), "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(judge(at('src', 'engine', 'x.ts'), "import { spawn } from 'node:child_process';")).toHaveLength(1);
    expect(judge(at('src', 'model', 'x.ts'), "import matter from 'gray-matter';")).toHaveLength(1);
    expect(judge(at('src', 'memory', 'x.ts'), "import matter from 'gray-matter';\nimport { readFileSync } from 'node:fs';")).toEqual([]);
  });
});
