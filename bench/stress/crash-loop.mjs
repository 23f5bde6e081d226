// Part (b): a writer is SIGKILLed at random moments while it performs writes of
// every kind. After each kill: every file parses, each file is the old or the new
// version, every acknowledged write is there, and the next append is intact.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from '../lib/pyjson.mjs';
import { runNode } from './children.mjs';
import { makePlan, cliArgs, applyOp, linesAdded, KINDS } from './ops.mjs';
import { inspect, compareModel } from './inspect.mjs';

const WRITER = new URL('./kill-writer.mjs', import.meta.url).pathname;

/** Running mean duration of each kind of write, so kills land inside writes rather than around them. */
function timings() {
  const avg = new Map();
  return {
    get: (key, fallback) => avg.get(key) ?? fallback,
    add: (key, ms) => avg.set(key, avg.has(key) ? avg.get(key) * 0.7 + ms * 0.3 : ms),
  };
}

async function libBatch(ctx, from, to) {
  const { r, t, plan } = ctx;
  const target = r.int(from, to - 1);
  const begun = new Map();
  const acked = [];
  let lastBegun = null;
  let killed = false;
  const errors = [];
  const res = await runNode([WRITER, ctx.libFile, ctx.base, ctx.slug, ctx.planFile, String(from), String(to)], {
    onLine: (line, child) => {
      const [word, n, ...rest] = line.split(' ');
      const i = Number(n);
      if (word === 'begin') {
        begun.set(i, performance.now());
        lastBegun = i;
        if (i === target) setTimeout(() => ((killed = true), child.kill('SIGKILL')), r() * 1.5 * t.get(`lib:${plan[i].kind}`, 8));
      } else if (word === 'ack') {
        acked.push(i);
        t.add(`lib:${plan[i].kind}`, performance.now() - begun.get(i));
      } else if (word === 'error') errors.push(`write ${i} (${plan[i].kind}) failed: ${rest.join(' ')}`);
    },
  });
  if (!killed && res.code !== 0) errors.push(`writer exited ${res.code ?? res.signal}: ${res.stderr.trim().split('\n').slice(0, 3).join(' | ')}`);
  const interrupted = lastBegun !== null && !acked.includes(lastBegun) ? lastBegun : null;
  return { acked, interrupted, killed: res.signal === 'SIGKILL', errors, next: lastBegun === null ? from : lastBegun + 1 };
}

async function cliWrite(ctx, op) {
  const { r, t } = ctx;
  const key = `cli:${op.kind}`;
  const start = performance.now();
  const delay = t.get(key, 150) * (0.5 + 0.7 * r());
  let timer;
  const res = await runNode([ctx.cli, ...cliArgs(op, ctx.slug, ctx.base)], {
    onSpawn: (child) => (timer = setTimeout(() => child.kill('SIGKILL'), delay)),
  });
  clearTimeout(timer);
  const killed = res.signal === 'SIGKILL';
  if (res.code === 0) t.add(key, performance.now() - start);
  const errors = !killed && res.code !== 0 ? [`simp ${op.kind} exited ${res.code}: ${res.stderr.trim()}`] : [];
  return { acked: res.code === 0 ? [op.i] : [], interrupted: res.code === 0 ? null : op.i, killed, errors, next: op.i + 1 };
}

export async function runCrashLoop({ lib, libFile, cli, work, writes, seed, cliShare, tornEvery }) {
  const base = join(work, 'crash');
  const slug = 'crash';
  const mem = lib.openMemory({ baseDir: base });
  mem.create({ slug, nickname: '崩溃测试' });
  const plan = makePlan(writes, seed, cliShare);
  const planFile = join(work, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const ctx = { r: rng(seed + 1), t: timings(), libFile, cli, plan, planFile, base, slug };
  const stats = { writes, kills: 0, killedMidWrite: Object.fromEntries(KINDS.map((k) => [k, 0])), killedBetweenWrites: 0, cleanExits: 0, viaCli: 0, staleLocks: 0, staleWaitedMs: [], tornInjected: 0, nextAppendsIntact: 0, leftovers: 0 };
  const problems = [];
  let before = inspect(mem, slug);
  problems.push(...before.problems);
  let next = 0;
  for (let round = 1; next < writes && problems.length === 0; round += 1) {
    const op = plan[next];
    const res = op.via === 'cli' ? await cliWrite(ctx, op) : await libBatch(ctx, next, Math.min(writes, next + ctx.r.int(1, 6)));
    if (op.via === 'cli') stats.viaCli += 1;
    const where = `round ${round} (writes ${next}..${res.next - 1}, interrupted: ${res.interrupted === null ? 'none' : `${res.interrupted} ${plan[res.interrupted].kind}`})`;
    problems.push(...res.errors.map((e) => `${where}: ${e}`));
    if (res.killed) {
      stats.kills += 1;
      if (res.interrupted === null) stats.killedBetweenWrites += 1;
      else stats.killedMidWrite[plan[res.interrupted].kind] += 1;
    } else stats.cleanExits += 1;

    const final = res.acked.map((i) => plan[i]).reduce(applyOp, before.model);
    const interruptedOp = res.interrupted === null ? null : plan[res.interrupted];
    const alt = interruptedOp ? applyOp(final, interruptedOp) : null;
    const now = inspect(mem, slug);
    const fail = (msg) => problems.push(`${where}: ${msg}`);
    now.problems.forEach(fail);
    // A file that does not parse is already reported; comparing its missing fields would only add noise.
    if (now.problems.length === 0) compareModel(now.model, final, alt).forEach(fail);
    if (now.info.bad.length !== stats.tornInjected) fail(`events.jsonl has unreadable lines ${now.info.bad.join(', ')}`);
    if (now.info.tornTail) fail('events.jsonl ends with a torn line');
    // A write killed after its events landed but before meta.json was rewritten leaves the count behind by its lines.
    const landed = interruptedOp ? linesAdded(interruptedOp, final) : 0;
    if (now.info.metaCount !== now.info.valid && now.info.metaCount !== now.info.valid - landed) {
      fail(`meta.json event_count ${now.info.metaCount}, events.jsonl has ${now.info.valid} events`);
    }

    // A lock a killed writer left names a process that is gone: the next writer takes it over at once.
    const takeover = now.info.lock;
    if (takeover) stats.staleLocks += 1;
    if (tornEvery > 0 && round % tornEvery === 0) {
      // A power cut mid-append leaves half a line without a newline; the next append must not merge with it.
      appendFileSync(join(base, slug, 'events.jsonl'), `{"ts": "2026-01-01T00:00:00", "v": 1, "type": "signal_rec`);
      stats.tornInjected += 1;
    }
    const waitStart = performance.now();
    const probe = `probe-${round}`;
    try {
      await mem.append(slug, 'signal_recorded', { direction: 'neutral', content: probe, score_delta: 0 });
    } catch (err) {
      fail(`the next append failed: ${err.message}`);
    }
    if (takeover) stats.staleWaitedMs.push(Math.round(performance.now() - waitStart));
    const after = inspect(mem, slug);
    after.problems.forEach(fail);
    if (after.info.last?.data?.content !== probe || after.info.tornTail) fail(`the next append is not intact: last event ${JSON.stringify(after.info.last)}`);
    else stats.nextAppendsIntact += 1;
    if (after.info.valid !== now.info.valid + 1) fail(`the next append added ${after.info.valid - now.info.valid} events`);
    if (after.info.metaCount !== after.info.valid) fail(`after the next append meta.json event_count is ${after.info.metaCount}, events.jsonl has ${after.info.valid}`);
    if (after.info.metaBytes !== after.info.size) fail(`after the next append meta.json events_bytes is ${after.info.metaBytes}, the file has ${after.info.size}`);
    stats.leftovers = after.info.leftovers;
    before = after;
    next = res.next;
  }
  return { summary: stats, problems, folder: join(base, slug) };
}
