// `npm run stress`: (a) concurrent appends from several OS processes, mixing the
// command line and the library; (b) a writer SIGKILLed at random moments during
// writes of every kind; (c) the writer holding the lock paused (SIGSTOP) longer
// than any stale age; (d) writes on a full disk (a small tmpfs; needs root);
// (e) the unlocked Python tool appending beside simp. Each writer part reports
// writes attempted, in the log, acknowledged, lost and misreported (lost and
// misreported must be 0). Bounded: stops by itself, exits 1 on any violation.
// Usage: node bench/stress.mjs [--size small|full] [--seed N] [--keep]
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CLI, copyCli } from './lib/paths.mjs';
import { buildLibrary, importLibrary } from './lib/library.mjs';
import { runConcurrent } from './stress/concurrent.mjs';
import { runCrashLoop } from './stress/crash-loop.mjs';
import { killAll } from './stress/children.mjs';
import { runPaused } from './stress/paused.mjs';
import { runDiskFull } from './stress/disk-full.mjs';
import { runPythonBeside } from './stress/python-beside.mjs';
import { figuresLine } from './stress/account.mjs';
import { MEMORY_PY } from './lib/paths.mjs';

const SIZES = {
  small: {
    workers: 8, count: 20, cliEvery: 5, writes: 20, tornEvery: 4,
    paused: { writes: 24, concurrency: 4, pauseMs: 6_000, pauses: 1 },
    diskRounds: 12, python: { simpWrites: 20, pythonWrites: 20, simpLanes: 2 }, deadlineS: 300,
  },
  full: {
    workers: 8, count: 1000, cliEvery: 2, writes: 200, tornEvery: 10,
    paused: { writes: 200, concurrency: 6, pauseMs: 6_000, pauses: 6 },
    diskRounds: 80, python: { simpWrites: 300, pythonWrites: 300, simpLanes: 3 }, deadlineS: 2400,
  },
};
const { values: opt } = parseArgs({
  options: { size: { type: 'string', default: 'full' }, seed: { type: 'string', default: '20260412' }, keep: { type: 'boolean', default: false } },
});
const size = SIZES[opt.size];
if (!size) {
  console.error(`stress: --size must be small or full, not ${JSON.stringify(opt.size)}`);
  process.exit(2);
}
if (!existsSync(CLI)) {
  console.error(`stress: ${CLI} is missing; run \`npm run stress\` (it builds first)`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'simp-stress-'));
const deadline = setTimeout(() => {
  console.error(`stress: FAILED: still running after ${size.deadlineS} s; stopped`);
  killAll();
  process.exit(1);
}, size.deadlineS * 1000);

const seed = Number(opt.seed);
let problems = [];
try {
  const cli = copyCli(work);
  const libFile = await buildLibrary(work);
  const lib = await importLibrary(libFile);
  console.log(`stress (${opt.size}, seed ${seed}) in ${work}`);

  const a = await runConcurrent({ lib, libFile, cli, work, workers: size.workers, count: size.count, cliEvery: size.cliEvery });
  const s = a.summary;
  console.log(
    `(a) concurrent appends: ${s.workers} processes x ${s.perWorker} (${s.viaCli} via CLI, ${s.viaLib} via library) in ${s.seconds.toFixed(1)} s: ` +
      `${s.lines} events, ${s.lost} lost, ${s.torn} torn, ${s.duplicated} duplicated, ${s.outOfOrder} out of order, meta event_count ${s.eventCount}`,
  );
  problems = problems.concat(a.problems.map((p) => `(a) ${p}`));

  const b = await runCrashLoop({ lib, libFile, cli, work, writes: size.writes, seed, cliShare: 0.3, tornEvery: size.tornEvery });
  const k = b.summary;
  const mid = Object.entries(k.killedMidWrite).map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(
    `(b) crash loop: ${k.writes} writes of every kind (${k.viaCli} run through the CLI), ${k.kills} SIGKILLs ` +
      `(mid-write: ${mid}; between writes: ${k.killedBetweenWrites}), ${k.cleanExits} writers finished before their kill; ` +
      `${k.staleLocks} locks of killed writers taken over (in ${k.staleWaitedMs.join(', ')} ms); ` +
      `${k.tornInjected} torn tails injected; ${k.nextAppendsIntact} next appends intact; ${k.leftovers} temp files left by killed writers`,
  );
  problems = problems.concat(b.problems.map((p) => `(b) ${p}`));

  const c = await runPaused({ lib, cli, work, ...size.paused });
  const p = c.summary;
  console.log(`(c) paused holders: ${p.pausedHolders} lock holders stopped for ${p.pauseMs / 1000} s each, ${size.paused.concurrency} writers at once: ${figuresLine(p)}`);
  problems = problems.concat(c.problems.map((x) => `(c) ${x}`));

  const d = runDiskFull({ cli, work, memoryPy: MEMORY_PY, rounds: size.diskRounds, seed });
  if (d.summary) {
    console.log(`(d) full disk (1 MiB tmpfs, 0-9 pages free): ${figuresLine(d.summary)}; ${d.summary.analyses} multi-event analyses landed whole; ${d.summary.pythonLines} Python appends between rounds, all clean lines`);
  }
  problems = problems.concat(d.problems.map((x) => `(d) ${x}`));

  const e = await runPythonBeside({ lib, cli, work, memoryPy: MEMORY_PY, ...size.python });
  const q = e.summary;
  console.log(
    `(e) Python beside: simp ${figuresLine(q.simp)}; Python ${figuresLine(q.python)}; ${q.torn} torn lines; ` +
      `event_count ${q.countRepaired ? 'exact' : 'WRONG'} after the next simp write`,
  );
  problems = problems.concat(e.problems.map((x) => `(e) ${x}`));
  console.log(
    `STRESS-SUMMARY ${JSON.stringify({ size: opt.size, seed, concurrent: s, crash: k, paused: p, diskFull: d.summary, pythonBeside: q, violations: problems.length })}`,
  );
} catch (err) {
  problems.push(`stress harness error: ${err.stack ?? err}`);
} finally {
  clearTimeout(deadline);
  if (opt.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
for (const p of problems) console.error(`VIOLATION ${p}`);
console.log(problems.length === 0 ? 'stress: OK, 0 violations' : `stress: FAILED, ${problems.length} violation(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
