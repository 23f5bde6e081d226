// node scripts/smoke.mjs NODE: the built binary (dist/cli.js) run by the Node.js binary NODE on a
// copy of the bundled example: reads, every kind of write, an archive there and back, both kinds
// of picture (PNG through the WebAssembly renderer), a chat import (the Chinese tagger), the
// version. Each must exit 0 and print what it should. CI runs it with the oldest Node.js that
// package.json's engines allows (.ci/run); the suite runs on the others.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const node = process.argv[2];
if (!node) {
  console.error('usage: node scripts/smoke.mjs NODE');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const work = mkdtempSync(join(tmpdir(), 'simp-smoke-'));
const base = join(work, 'crushes');
cpSync(join(root, 'crushes'), base, { recursive: true });
const font = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));
const chat = join(root, 'tests', 'fixtures', 'chats', 'wechat.txt');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// [arguments, text the output must hold]
const calls = [
  [['-V'], version],
  [['list'], 'xiaoyu'],
  [['timeline', 'xiaoyu'], '完成分析'],
  [['events', 'xiaoyu', '--last', '2'], '"type"'],
  [['context', 'xiaoyu'], '小雨'],
  [['append', 'xiaoyu', 'signal_recorded', '{"direction":"green","content":"她主动约我周末","score_delta":3}', '--json'], '她主动约我周末'],
  [['timeline', 'xiaoyu'], '她主动约我周末'],
  [['search', '周末'], 'xiaoyu'],
  [['why', 'xiaoyu', '--lang', 'en'], ''],
  [['export', 'xiaoyu'], '小雨'],
  [['upcoming'], ''],
  [['daily'], ''],
  [['snapshot', 'xiaoyu'], ''],
  [['rebuild', 'xiaoyu'], ''],
  [['backup', 'xiaoyu'], ''],
  [['versions', 'xiaoyu'], ''],
  [['init', 'lin', '--nickname', 'Lin', '--stage', 'warming-up'], 'lin'],
  [['log', 'lin', 'meeting', '--lang', 'en'], ''],
  [['feel', 'lin', '4', 'fine'], ''],
  [['update-meta', 'lin', '--score', '5'], ''],
  [['import', 'xiaoyu', chat, '--target', '小美'], ''],
  [['chart', 'xiaoyu', '--kind', 'signals', '--out', join(work, 'signals.svg')], ''],
  ...(font ? [[['chart', 'lin', '--out', join(work, 'score.png'), '--lang', 'en', '--font', font], '']] : []),
  [['backup', '--all', '--archive', join(work, 'all.simp.tar.gz')], ''],
  [['restore', join(work, 'all.simp.tar.gz'), '--force'], ''],
  [['doctor', '--fix'], ''],
  [['list', '--all'], 'lin'],
];
let failed = 0;
for (const [args, expect] of calls) {
  const r = spawnSync(node, [cli, ...args, '--base-dir', base], { cwd: work, encoding: 'utf8', env: { ...process.env, SIMP_HOME: base, NO_COLOR: '1' } });
  const out = `${r.stdout}${r.stderr}`;
  if (r.status !== 0 || !out.includes(expect)) {
    failed += 1;
    console.error(`FAIL (exit ${r.status}) simp ${args.join(' ')}${expect ? ` (expected "${expect}")` : ''}\n${out.slice(0, 600)}`);
  }
}
const v = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
rmSync(work, { recursive: true, force: true });
console.log(`smoke on Node.js ${v}: ${calls.length - failed} of ${calls.length} calls passed${font ? '' : ' (no DejaVu font: the PNG call left out)'}`);
process.exit(failed === 0 ? 0 : 1);
