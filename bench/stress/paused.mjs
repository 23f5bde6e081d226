// Part (c): command-line writers on one folder while the one holding the lock is
// paused (SIGSTOP, as Ctrl-Z or a debugger would) for longer than any "stale
// lock" age, then resumed. A paused holder is waited for, never taken over; a
// writer that gives up says so and wrote nothing. Nothing acknowledged is lost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runNode } from './children.mjs';
import { account, readLog } from './account.mjs';

const LOCK = '.simp.lock';

/** The pid recorded in the folder's lock, if one is held. */
function holderPid(dir) {
  try {
    const owner = readdirSync(join(dir, LOCK)).find((n) => /^owner-[0-9a-f]{16}\.json$/.test(n));
    return owner ? JSON.parse(readFileSync(join(dir, LOCK, owner), 'utf8')).pid : null;
  } catch {
    return null;
  }
}

/** How long (s) the ordinary writers wait for the lock: longer than any pause. */
const PATIENT = '60';

export async function runPaused({ lib, cli, work, writes, concurrency, pauseMs, pauses }) {
  const base = join(work, 'paused');
  const slug = 'paused';
  lib.openMemory({ baseDir: base }).create({ slug, nickname: '暂停' });
  const dir = join(base, slug);
  const live = new Map();
  const results = [];
  let next = 0;
  const started = Date.now();

  const one = async (marker, wait) => {
    const data = JSON.stringify({ direction: 'neutral', content: marker, score_delta: 0 });
    const res = await runNode([cli, 'append', slug, 'signal_recorded', data, '--base-dir', base], {
      env: { SIMP_LOCK_WAIT: wait, SIMP_LANG: 'en' },
      onSpawn: (child) => live.set(child.pid, child),
    });
    results.push({ marker, code: res.code ?? -1, stderr: res.stderr, impatient: wait !== PATIENT });
  };
  const lanes = Array.from({ length: concurrency }, async () => {
    while (next < writes) {
      const i = next;
      next += 1;
      await one(`p${i}`, PATIENT);
    }
  });

  // The pauser: find the writer that holds the lock right now and stop it.
  let pausedHolders = 0;
  const pauser = (async () => {
    for (let p = 0; p < pauses && next < writes; ) {
      const pid = holderPid(dir);
      const child = pid === null ? undefined : live.get(pid);
      if (!child || child.exitCode !== null) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      child.kill('SIGSTOP');
      pausedHolders += 1;
      // While it is stopped, a writer that waits only a second must give up, having written nothing.
      const impatient = one(`i${p}`, '1');
      await new Promise((r) => setTimeout(r, pauseMs));
      child.kill('SIGCONT');
      await impatient;
      p += 1;
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  await Promise.all([...lanes, pauser]);

  const { events, torn } = readLog(join(dir, 'events.jsonl'));
  const { figures, problems } = account(results, events);
  for (const r of results) {
    if (r.impatient && (r.code !== 1 || !/gave up after waiting .* nothing was written/.test(r.stderr))) {
      problems.push(`${r.marker}: waited 1 s for a paused holder and ended with exit ${r.code}, not a clear give-up: ${r.stderr.trim()}`);
    }
    if (!r.impatient && r.code !== 0) problems.push(`${r.marker}: a writer that waits longer than the pause failed: exit ${r.code}: ${r.stderr.trim()}`);
  }
  if (pausedHolders === 0) problems.push('no lock holder was ever paused: the scenario did not run');
  if (torn) problems.push(`${torn} torn lines`);
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  if (meta.event_count !== events.length) problems.push(`meta.json event_count is ${meta.event_count}, the log has ${events.length}`);
  return { summary: { ...figures, pausedHolders, pauseMs, seconds: (Date.now() - started) / 1000 }, problems };
}
