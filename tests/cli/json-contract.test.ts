import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { ROOT, tempDir } from '../helpers/temp.js';

/**
 * Every verb's --json holds to docs/cli-json.md: keys in the files' snake_case, and an
 * object names its schema (simp.<verb>/N), except the verbs that print the files'
 * records or the reference tools' output as they are.
 */
const AS_RECORDED = new Set(['append', 'events', 'timeline', 'context', 'snapshot', 'rebuild']);

/** One call of each verb on a copy of the bundled example; `@topic`, `@archive` are filled in as the calls go. */
const CALLS: readonly (readonly string[])[] = [
  ['append', 'ajie', 'signal_recorded', '{"direction":"green","content":"她先约我","score_delta":1}'],
  ['events', 'ajie', '--last', '2'],
  ['context', 'ajie'],
  ['snapshot', 'ajie'],
  ['timeline', 'ajie'],
  ['rebuild', 'ajie'],
  ['search', '周末'],
  ['amend', 'ajie', '#1', '--set', 'nickname=阿杰'],
  ['void', 'ajie', '#2'],
  ['doctor', 'ajie'],
  ['where'],
  ['list'],
  ['init', 'json1', '--nickname', '小一'],
  ['create', 'json2', '--nickname', '小二'],
  ['archive', 'json1'],
  ['unarchive', 'json1'],
  ['rename', 'json2', 'json3'],
  ['backup', 'ajie'],
  ['backup', 'ajie', '--archive', '@archive'],
  ['versions', 'ajie'],
  ['rollback', 'ajie', '--version', 'v1', '--dry-run'],
  ['update-meta', 'ajie', '--score', '13'],
  ['upgrade', 'ajie'],
  ['analyze', 'ajie', '--signals', 'msg.initiates_often'],
  ['mbti', 'ajie'],
  ['message', 'ajie'],
  ['outcome', 'json1', 'pending'],
  ['upcoming'],
  ['why', 'ajie'],
  ['respect', 'ajie'],
  ['log', 'ajie', 'chat_sent', '--summary', '聊了展览'],
  ['feel', 'ajie', '4', '还不错'],
  ['rhythm', 'ajie'],
  ['import', 'json1', join(ROOT, 'tests', 'fixtures', 'chats', 'wechat.txt'), '--user', '我', '--target', '小美'],
  ['photos', 'ajie', '--dir', '@empty'],
  ['social', 'ajie', '--dir', '@empty'],
  ['progress', 'ajie'],
  ['quit', 'ajie'],
  ['crisis', 'ajie', '--describe', '她两天没回我消息'],
  ['confess', 'ajie', '--check'],
  ['daily', 'ajie'],
  ['stage', 'ajie', '暧昧期'],
  ['mode', 'ajie', 'sweet'],
  ['update', 'ajie', '--set', 'city=杭州'],
  ['catalog', 'signals'],
  ['remember', 'ajie', '她怕打雷'],
  ['recall', 'ajie', '打雷'],
  ['knowledge', 'ajie'],
  ['edit-topic', 'ajie', '@topic', '--add', '雷雨'],
  ['forget', 'ajie', '@topic'],
  ['restore', '@archive', '--dry-run', '--force'],
  ['delete', 'json3', '--yes'],
];

const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;
function camelKeys(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => camelKeys(v, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(CAMEL.test(k) ? [`${at}.${k}`] : []), ...camelKeys(v, `${at}.${k}`)]);
}

describe('the JSON of every verb (issue S, docs/cli-json.md)', () => {
  let run: Runner;
  let base: string;
  const fill: Record<string, string> = {};
  beforeAll(() => {
    run = startRunner(join(ROOT, 'dist'));
    const dir = tempDir();
    base = join(dir, 'crushes');
    cpSync(join(ROOT, 'crushes'), base, { recursive: true });
    fill['@archive'] = join(dir, 'ajie.tar.gz');
    fill['@empty'] = join(dir, 'empty');
    mkdirSync(fill['@empty']);
  });
  afterAll(() => run.stop());

  it('every verb with --json is called here', () => {
    const withJson = buildProgram('en').commands.filter((c) => c.options.some((o) => o.long === '--json')).map((c) => c.name());
    expect(withJson.filter((v) => !CALLS.some((c) => c[0] === v))).toEqual([]);
  });

  it('keys are snake_case; an object names its schema; docs/cli-json.md names every verb', async () => {
    const docs = readFileSync(join(ROOT, 'docs', 'cli-json.md'), 'utf8');
    const wrong: string[] = [];
    for (const call of CALLS) {
      const args = call.map((a) => fill[a] ?? a);
      const r = await run.run(['--base-dir', base, ...args, '--json']);
      const verb = call[0] as string;
      // doctor's exit code says whether it found something to mend.
      if (r.code !== 0 && !(verb === 'doctor' && r.code === 1)) {
        wrong.push(`${verb}: exit ${r.code} ${r.stderr.split('\n')[0]}`);
        continue;
      }
      const text = r.stdout.trim();
      let values: unknown[];
      try {
        values = verb === 'timeline' ? text.split('\n').map((l) => JSON.parse(l) as unknown) : [JSON.parse(text) as unknown];
      } catch {
        wrong.push(`${verb}: not JSON: ${text.slice(0, 60)}`);
        continue;
      }
      if (verb === 'remember') fill['@topic'] = JSON.stringify(values[0]).match(/k_[0-9a-f]{8}/)?.[0] ?? '';
      if (!docs.includes(`\`${verb}\``)) wrong.push(`${verb}: not in docs/cli-json.md`);
      if (AS_RECORDED.has(verb)) continue;
      for (const v of values) {
        const camel = camelKeys(v);
        if (camel.length > 0) wrong.push(`${verb}: camelCase ${camel.slice(0, 3).join(', ')}`);
        if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
          const schema = (v as Record<string, unknown>)['schema'];
          if (typeof schema !== 'string' || !new RegExp(`^simp\\.${verb}/\\d+$`).test(schema)) wrong.push(`${verb}: schema ${String(schema)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
