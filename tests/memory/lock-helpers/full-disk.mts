// Runs inside a private mount namespace with a small tmpfs mounted at argv[2]:
// writes with simp while the disk is full or nearly full, and reports what each
// write did to the files. Usage: node --import tsx full-disk.mts <mountpoint> <simp cli.js> <memory.py>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { openSync, writeSync, closeSync, ftruncateSync, fstatSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appendDurable } from '../../../src/memory/io/atomic.js';

const [mount, cli, memoryPy] = process.argv.slice(2) as [string, string, string];
const base = join(mount, 'crushes');
const simp = (...args: string[]) => spawnSync(process.execPath, [cli, ...args, '--base-dir', base], { encoding: 'utf8', env: { ...process.env, SIMP_LANG: 'en' } });
const files = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (p: string, rel: string): void => {
    for (const n of readdirSync(p).sort()) {
      const full = join(p, n);
      if (statSync(full).isDirectory()) walk(full, `${rel}${n}/`);
      else out[`${rel}${n}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir, '');
  return out;
};

simp('init', 'lin', '--nickname', 'Lin');
simp('analyze', 'lin', '--signals', 'msg.initiates_often');
const dir = join(base, 'lin');
// A filler that takes the rest of the disk; shrinking it frees exactly that much.
const filler = openSync(join(mount, 'filler'), 'w');
const page = Buffer.alloc(4096, 120);
try {
  for (;;) writeSync(filler, page);
} catch {
  // ENOSPC: the disk is full.
}
const full = fstatSync(filler).size;
const note = '她说下次一起去看海。'.repeat(300);
const signals = 'msg.extends_topics,msg.remembers_details,offline.one_on_one,offline.physical_close,emotion.shares_private,emotion.vulnerable';
const runs: { pages: number; code: number | null; stderr: string; changed: string[] }[] = [];
for (let pages = 0; pages <= 24; pages += 1) {
  ftruncateSync(filler, Math.max(0, full - pages * 4096));
  const before = files(dir);
  const r = simp('analyze', 'lin', '--signals', signals, '--note', note, '--accept-suggested');
  const after = files(dir);
  const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  runs.push({ pages, code: r.status, stderr: r.stderr.trim(), changed });
  // Back to a full disk for the next round (whatever this one wrote stays).
  ftruncateSync(filler, full);
  try {
    for (;;) writeSync(filler, page);
  } catch {
    // full again
  }
}
// An append that runs out of room part way is cut back: the log is byte for byte as before.
const events = join(dir, 'events.jsonl');
const logBefore = readFileSync(events);
// Every free byte taken by a second filler (the first one's truncations leave holes that make its size
// say nothing of the room left), then exactly one page of it given back: far less than the line needs.
const last = openSync(join(mount, 'filler2'), 'w');
for (const size of [4096, 1]) {
  const chunk = Buffer.alloc(size, 121);
  try {
    for (;;) writeSync(last, chunk);
  } catch {
    // this size no longer fits
  }
}
ftruncateSync(last, Math.max(0, fstatSync(last).size - 4096));
let appendError = '';
try {
  appendDurable(events, `${JSON.stringify({ ts: '2026-12-01T00:00:00', v: 1, type: 'signal_recorded', slug: 'lin', data: { direction: 'green', content: 'x'.repeat(20_000), score_delta: 1 } })}\n`);
} catch (err) {
  appendError = (err as NodeJS.ErrnoException).code ?? String(err);
}
const logSame = Buffer.compare(logBefore, readFileSync(events)) === 0;
closeSync(filler);
closeSync(last);
// With room again, the reference tool appends after whatever simp left: its line must stand alone.
ftruncateSync(openSync(join(mount, 'filler'), 'r+'), 0);
ftruncateSync(openSync(join(mount, 'filler2'), 'r+'), 0);
const py = spawnSync('python3', [memoryPy, 'append', 'lin', 'crisis_handled', JSON.stringify({ crisis_type: 'C-2 突然冷落', resolution: 'wait' }), '--base-dir', base], { encoding: 'utf8' });
const lines = readFileSync(join(dir, 'events.jsonl'), 'utf8').split('\n');
const bad = lines.filter((l) => {
  if (l === '') return false;
  try {
    JSON.parse(l);
    return false;
  } catch {
    return true;
  }
});
const rebuild = simp('rebuild', 'lin');
process.stdout.write(JSON.stringify({ runs, python: py.status, badLines: bad.length, lastType: (JSON.parse(lines.filter(Boolean).at(-1) as string) as { type: string }).type, appendError, logSame, rebuild: rebuild.status }));
