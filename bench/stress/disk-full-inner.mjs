// Runs inside a private mount namespace with a small tmpfs at argv[2] (see
// disk-full.mjs): many writes through the built command line while the disk has
// 0 to a few pages free, each one recorded with its exit code and whether the
// files changed. Between rounds the Python tool appends with room to spare.
// Usage: node disk-full-inner.mjs <mountpoint> <cli.js> <memory.py> <rounds> <seed>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, ftruncateSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const [mount, cli, memoryPy, roundsText, seedText] = process.argv.slice(2);
const base = join(mount, 'crushes');
const dir = join(base, 'lin');
const simp = (...args) => spawnSync(process.execPath, [cli, ...args, '--base-dir', base], { encoding: 'utf8', env: { ...process.env, SIMP_LANG: 'en' } });
const hashTree = (p, rel = '', out = {}) => {
  for (const n of readdirSync(p).sort()) {
    const full = join(p, n);
    if (statSync(full).isDirectory()) hashTree(full, `${rel}${n}/`, out);
    else out[`${rel}${n}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
};
let seed = Number(seedText) >>> 0;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

if (simp('init', 'lin', '--nickname', 'Lin').status !== 0) throw new Error('init failed on the small disk');
const fillerPath = join(mount, 'filler');
const filler = openSync(fillerPath, 'w');
const page = Buffer.alloc(4096, 120);
const fill = () => {
  try {
    for (;;) writeSync(filler, page);
  } catch {
    // ENOSPC: the disk is full.
  }
  return fstatSync(filler).size;
};
let full = fill();
const signals = 'msg.extends_topics,msg.remembers_details,offline.one_on_one,emotion.shares_private';
const writes = [];
let pythonLines = 0;
for (let i = 0; i < Number(roundsText); i += 1) {
  const pages = Math.floor(random() * 10);
  ftruncateSync(filler, Math.max(0, full - pages * 4096));
  const before = hashTree(dir);
  const marker = `d${i}`;
  // In turn: a single append; analyze (five events, state.md, meta.json, maybe a snapshot) in one write;
  // log --signal (an interaction and a signal, two logs, in one write: both or neither).
  const kind = ['append', 'analyze', 'append', 'log'][i % 4];
  const multi = kind === 'analyze';
  const r =
    kind === 'analyze'
      ? simp('analyze', 'lin', '--signals', signals, '--note', `${marker} ${'她说下次一起去看海。'.repeat(40 + (i % 50))}`)
      : kind === 'log'
        ? simp('log', 'lin', 'meeting', '--summary', marker, '--note', '字'.repeat(500 + ((i * 97) % 3000)), '--signal', 'green', '--delta', '1')
        : simp('append', 'lin', 'signal_recorded', JSON.stringify({ direction: 'neutral', content: marker, score_delta: 0, pad: '字'.repeat(500 + ((i * 97) % 3000)) }));
  const after = hashTree(dir);
  const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  writes.push({ marker, multi, kind, pages, code: r.status ?? -1, stderr: r.stderr.trim(), changed });
  // Room for the Python tool every few rounds: its line must start cleanly after whatever simp left.
  if (i % 5 === 4) {
    ftruncateSync(filler, 0);
    const py = spawnSync('python3', [memoryPy, 'append', 'lin', 'signal_recorded', JSON.stringify({ direction: 'green', content: `py${i}`, score_delta: 1 }), '--base-dir', base], { encoding: 'utf8' });
    if (py.status === 0) pythonLines += 1;
    else writes.push({ marker: `py${i}`, python: true, code: py.status ?? -1, stderr: py.stderr.trim(), changed: [] });
  }
  ftruncateSync(filler, full);
  full = fill();
}
closeSync(filler);
process.stdout.write(`${JSON.stringify({ writes, pythonLines, log: readFileSync(join(dir, 'events.jsonl'), 'utf8'), interactions: readFileSync(join(dir, 'interactions.jsonl'), 'utf8') })}\n`);
