// Part (d): writes on a disk that is full or nearly full. The scenario runs in a
// private mount namespace on a 1 MiB tmpfs (a real full disk, nothing leaks to the
// machine); that needs root, as CI has. A write lands whole or not at all: a
// refused one changed no file and says the disk is full; the Python tool,
// appending between rounds, always starts a clean line.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { account, markerOf, parseLog } from './account.mjs';

const INNER = new URL('./disk-full-inner.mjs', import.meta.url).pathname;
/** The analyze writes tick four signals: four signal events and one analysis_done. */
const ANALYZE_SIGNALS = 4;
const STAGE_EVENTS = new Set(['stage_changed', 'strategy_updated']);

export function runDiskFull({ cli, work, memoryPy, rounds, seed }) {
  const mount = join(work, 'small-disk');
  mkdirSync(mount);
  const inner = `mount -t tmpfs -o size=1m tmpfs '${mount}' && '${process.execPath}' '${INNER}' '${mount}' '${cli}' '${memoryPy}' ${rounds} ${seed}`;
  const started = Date.now();
  const r = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', inner], { encoding: 'utf8', timeout: 600_000, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    return { summary: null, problems: [`could not run on a small tmpfs (needs root for unshare and mount): ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}`] };
  }
  const report = JSON.parse(r.stdout);
  const { events, torn } = parseLog(report.log);
  const simpWrites = report.writes.filter((w) => !w.python);
  const { figures, problems } = account(simpWrites, events);
  for (const w of simpWrites) {
    if (w.code === 0) continue;
    if (w.changed.length > 0) problems.push(`${w.marker}: refused (exit ${w.code}) yet changed ${w.changed.join(', ')}`);
    if (w.code !== 1 || !/is full \(ENOSPC\); nothing was written/.test(w.stderr)) problems.push(`${w.marker}: exit ${w.code} without the full-disk message: ${w.stderr}`);
  }
  // A flow's events land together: each analysis is preceded by all of its signals
  // (and by the stage and strategy events when its first reading set the stage).
  let analyses = 0;
  events.forEach((e, i) => {
    if (e.type !== 'analysis_done') return;
    analyses += 1;
    let j = i - 1;
    while (j >= 0 && STAGE_EVENTS.has(events[j].type)) j -= 1;
    const signalsBefore = events.slice(Math.max(0, j - (ANALYZE_SIGNALS - 1)), j + 1);
    if (signalsBefore.length !== ANALYZE_SIGNALS || signalsBefore.some((b) => b.type !== 'signal_recorded' || markerOf(b) === null || /^[dp]y?\d+$/.test(markerOf(b)))) {
      problems.push(`analysis ${markerOf(e)} landed without all of its ${ANALYZE_SIGNALS} signals`);
    }
  });
  // log --signal: its interaction lands exactly when its signal does (one write, two logs).
  const interactionsOf = new Map();
  for (const line of (report.interactions ?? '').split('\n').filter(Boolean)) {
    try {
      const summary = JSON.parse(line)?.data?.content_summary;
      if (typeof summary === 'string') interactionsOf.set(summary, (interactionsOf.get(summary) ?? 0) + 1);
    } catch {
      problems.push('a torn line in interactions.jsonl');
    }
  }
  const logs = simpWrites.filter((w) => w.kind === 'log');
  for (const w of logs) {
    const n = interactionsOf.get(w.marker) ?? 0;
    const expected = w.code === 0 ? 1 : 0;
    if (n !== expected) problems.push(`${w.marker}: log --signal ${w.code === 0 ? 'acknowledged' : 'refused'} with ${n} interactions in interactions.jsonl`);
  }
  for (const w of report.writes.filter((x) => x.python)) problems.push(`the Python tool's append ${w.marker} failed with room to spare: ${w.stderr}`);
  const pythonInLog = events.filter((e) => /^py\d+$/.test(e.data?.content ?? '')).length;
  if (pythonInLog !== report.pythonLines) problems.push(`the Python tool wrote ${report.pythonLines} lines; ${pythonInLog} parse in the log`);
  if (torn) problems.push(`${torn} torn lines in events.jsonl`);
  if (figures.refused === 0 || figures.acknowledged === 0) problems.push(`every write ${figures.refused === 0 ? 'landed' : 'was refused'}: the disk was never both full and not`);
  return {
    summary: { ...figures, analyses, logs: logs.length, pythonLines: report.pythonLines, seconds: (Date.now() - started) / 1000 },
    problems,
  };
}
