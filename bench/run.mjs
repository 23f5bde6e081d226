// `npm run bench`: builds synthetic data in a temp folder, then measures every
// case of cases.mjs side by side (interleaved rounds, medians) next to `node -e 0`.
// Usage: node bench/run.mjs [--runs 7] [--events 200000] [--folders 1000] [--many-folders 10000]
//   [--million-events 1000000] [--topics 10000] [--only PATTERN] [--keep] [--strict]
import { mkdtempSync, rmSync, existsSync, readFileSync, writeFileSync, readdirSync, cpSync, appendFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { CLI, BENCH, ROOT, REFERENCE_TOOLS, copyCli } from './lib/paths.mjs';
import { buildLibrary, importLibrary } from './lib/library.mjs';
import { appendSyntheticEvents, syncMeta, makeFolders } from './lib/synth.mjs';
import { writeTopics } from './lib/topics.mjs';
import { makeRunner, median } from './lib/measure.mjs';
import { CASES } from './cases.mjs';

const { values: opt } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    // Cases that take well under a second (the start-up figures, where the machine's noise is
    // a large share of a ratio) get this many runs in all; the extra rounds interleave them too.
    'short-runs': { type: 'string', default: '21' },
    events: { type: 'string', default: '200000' },
    folders: { type: 'string', default: '1000' },
    'many-folders': { type: 'string', default: '10000' },
    // The log `rebuild` reads from its end at a million events (against the same at 2,000).
    'million-events': { type: 'string', default: '1000000' },
    topics: { type: 'string', default: '10000' },
    // Only the cases whose name matches this pattern (with the cases their targets compare with, and
    // node -e 0); the vitest rows are left out.
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
});
const RUNS = Number(opt.runs);
const SHORT_RUNS = Math.max(RUNS, Number(opt['short-runs']));
/** A case is short when its checked run took less than this. */
const SHORT_MS = 1000;
if (!existsSync(CLI)) {
  console.error(`bench: ${CLI} is missing; run \`npm run bench\` (it builds first)`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'simp-bench-'));
// Timelines of long logs are cached (src/memory/cache/render-cache.ts): the bench keeps its own cache folder.
process.env.SIMP_CACHE_DIR = join(work, 'cache');
const REFERENCE = REFERENCE_TOOLS;
const MiB = 1024 * 1024;

async function makeFixtures() {
  const t0 = Date.now();
  const lib = await importLibrary(await buildLibrary(work));
  const bigBase = join(work, 'one');
  const manyBase = join(work, 'many');
  // The first event of each log is the real profile_created; the rest are written as lines.
  const mem = lib.openMemory({ baseDir: bigBase, now: () => new Date(2019, 11, 31, 9, 0, 0) });
  const logs = {};
  for (const [slug, count] of [['big', Number(opt.events)], ['small', 200], ['k2', 2_000], ['k100', 100_000], ['k1m', Number(opt['million-events'])]]) {
    const { dir } = mem.create({ slug, nickname: slug === 'big' ? '小雨' : '阿明', personality_type: '感性型' });
    const made = appendSyntheticEvents(join(dir, 'events.jsonl'), slug, count);
    syncMeta(dir, count + 1, { current_stage: made.state.current_stage, signal_score: made.state.signal_score });
    logs[slug] = { ...made, events: count + 1 };
  }
  // A crush with many topics in knowledge.json, for `recall`.
  const { dir: topicsDir } = mem.create({ slug: 'topics', nickname: '小雨' });
  writeTopics(topicsDir, Number(opt.topics));
  // A copy of the big log for the append-after-Python case, which grows it (the big one stays as generated).
  cpSync(join(bigBase, 'big'), join(bigBase, 'pyappend'), { recursive: true });
  makeFolders(lib.openMemory({ baseDir: manyBase }), Number(opt.folders));
  const hugeBase = join(work, 'huge');
  makeFolders(lib.openMemory({ baseDir: hugeBase }), Number(opt['many-folders']));
  // A chat export of a million messages, for `import`.
  const chatBase = join(work, 'chat');
  lib.openMemory({ baseDir: chatBase }).create({ slug: 'xm', nickname: '小美' });
  const chatFile = join(work, 'big-chat.txt');
  const made = spawnSync('python3', [join(ROOT, 'tests', 'fixtures', 'chats', 'make-big.py'), chatFile], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`make-big.py failed: ${made.stderr}`);
  // One crush alone (a copy of k2's 2,000 events), for `search` where a single crush is read.
  const k2Base = join(work, 'k2only');
  cpSync(join(bigBase, 'k2'), join(k2Base, 'k2'), { recursive: true });
  const exampleBase = join(work, 'example');
  cpSync(join(ROOT, 'crushes'), exampleBase, { recursive: true });
  const fx = {
    node: process.execPath,
    exampleBase,
    // The reference tools, where shared/ sits next to the checkout (null: their rows are listed, not measured).
    reference: existsSync(REFERENCE) ? REFERENCE : null,
    cli: copyCli(work),
    bigBase,
    k2Base,
    manyBase,
    hugeBase,
    big: logs.big,
    small: logs.small,
    k2: logs.k2,
    k100: logs.k100,
    k1m: logs.k1m,
    topics: { slug: 'topics', count: Number(opt.topics) },
    chat: { base: chatBase, file: chatFile },
    many: { folders: readdirSync(manyBase).length },
    huge: { folders: readdirSync(hugeBase).length },
    /** What the Python tool does to a folder on `append` (one line, then meta.json rewritten with event_count + 1), not timed. */
    pythonAppend(slug) {
      const data = JSON.stringify({ direction: 'neutral', content: 'from the Python tool', score_delta: 0 });
      if (fx.reference) {
        const r = spawnSync('python3', [join(fx.reference, 'memory.py'), 'append', slug, 'signal_recorded', data, '--base-dir', bigBase], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`memory.py append failed: ${r.stderr}`);
        return;
      }
      const dir = join(bigBase, slug);
      appendFileSync(join(dir, 'events.jsonl'), `{"ts": "2026-12-01T10:00:00", "v": 1, "type": "signal_recorded", "slug": "${slug}", "data": ${data}}\n`);
      const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
      writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta, event_count: meta.event_count + 1 }, null, 2));
    },
    /** null when meta.json's event_count is the number of lines of the log. */
    countIsExact(slug) {
      const dir = join(bigBase, slug);
      const n = readFileSync(join(dir, 'events.jsonl'), 'utf8').split('\n').filter((l) => l !== '').length;
      const count = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')).event_count;
      return count === n ? null : `event_count ${count}, the log has ${n} lines`;
    },
  };
  console.log(
    `fixtures in ${work} (${((Date.now() - t0) / 1000).toFixed(1)} s): big = ${fx.big.events} events, ` +
      `${(fx.big.bytes / MiB).toFixed(1)} MiB; small = ${fx.small.events} events; ${fx.many.folders} and ${fx.huge.folders} folders`,
  );
  return fx;
}

function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryMiB: Math.round(totalmem() / MiB),
    os: `${platform()} ${release()}`,
    node: process.version,
    date: new Date().toISOString(),
  };
}

/** The cases measured: all, or with --only those named and what their targets compare with. */
function chosenCases() {
  if (opt.only === undefined) return CASES;
  const pattern = new RegExp(opt.only);
  const named = CASES.filter((c) => pattern.test(c.name));
  const wanted = new Set([...named.map((c) => c.name), ...named.flatMap((c) => [c.target?.vs, c.target?.rssVs]).filter(Boolean)]);
  return CASES.filter((c) => c.baseline || wanted.has(c.name));
}

async function measure(fx, runner) {
  const live = chosenCases().filter((c) => !c.pending);
  const samples = new Map(live.map((c) => [c.name, []]));
  const problems = [];
  const once = (c, opts) => {
    c.before?.(fx);
    return c.tty ? runner.runTty(c.argv(fx), c.tty) : runner.run(c.argv(fx), { ...opts, env: c.env?.(fx) });
  };
  // One checked run per case first: it warms the page cache and proves the command does the work measured.
  const short = new Set();
  for (const c of live) {
    const outFile = join(work, 'stdout.txt');
    const res = await once(c, { stdout: outFile });
    const wrong = res.code !== 0 ? `exit ${res.code ?? res.signal}: ${res.stderr.trim()}` : c.check?.(readFileSync(outFile, 'utf8'), fx);
    if (wrong) problems.push(`${c.name}: ${wrong}`);
    if (res.ms < SHORT_MS || c.baseline) short.add(c.name);
  }
  // Rounds interleave the cases, so a slow moment of the machine hits all of them alike; the
  // rounds past RUNS run the short cases only (node -e 0 among them).
  for (let round = 0; round < SHORT_RUNS; round += 1) {
    for (const c of live) {
      if (round >= RUNS && !short.has(c.name)) continue;
      const res = await once(c);
      if (res.code !== 0) problems.push(`${c.name}: exit ${res.code ?? res.signal} in round ${round + 1}`);
      samples.get(c.name).push(res);
    }
  }
  return { samples, problems };
}

function summarise(samples) {
  const base = median(samples.get(CASES.find((c) => c.baseline).name).map((s) => s.ms));
  const medianOf = (name) => (samples.has(name) ? median(samples.get(name).map((s) => s.ms)) : null);
  const peakRssOf = (name) => {
    const rss = (samples.get(name) ?? []).map((s) => s.rssKiB).filter((x) => x !== null);
    return rss.length ? Math.max(...rss) / 1024 : null;
  };
  return chosenCases().map((c) => {
    if (c.pending) return { name: c.name, pending: c.pending };
    const runs = samples.get(c.name);
    const ms = median(runs.map((s) => s.ms));
    const rss = runs.map((s) => s.rssKiB).filter((x) => x !== null);
    const peakRssMiB = rss.length ? Math.max(...rss) / 1024 : null;
    const ratio = ms / base;
    const t = c.target ?? {};
    const misses = [];
    if (t.maxRatio !== undefined && !(ratio <= t.maxRatio)) misses.push(`time ${ratio.toFixed(2)}x > ${t.maxRatio}x`);
    if (t.maxMs !== undefined && !(ms <= t.maxMs)) misses.push(`time ${(ms / 1000).toFixed(2)} s > ${t.maxMs / 1000} s`);
    if (t.maxRssMiB !== undefined && !(peakRssMiB !== null && peakRssMiB < t.maxRssMiB)) misses.push(`RSS ≥ ${t.maxRssMiB} MiB`);
    // { vs: case name, atMost: factor }: this case's median at most factor x that case's median (same run).
    const other = t.vs === undefined ? null : medianOf(t.vs);
    if (t.vs !== undefined && !(other !== null && ms <= t.atMost * other)) misses.push(other === null ? `${t.vs} not measured` : `${(ms / other).toFixed(2)}x "${t.vs}" > ${t.atMost}x`);
    // { rssVs: case name, rssAtMost: factor }: this case's peak RSS at most factor x that case's (same run).
    const otherRss = t.rssVs === undefined ? null : peakRssOf(t.rssVs);
    if (t.rssVs !== undefined && !(otherRss !== null && peakRssMiB !== null && peakRssMiB <= t.rssAtMost * otherRss))
      misses.push(otherRss === null || peakRssMiB === null ? `RSS of ${t.rssVs} not measured` : `RSS ${(peakRssMiB / otherRss).toFixed(2)}x "${t.rssVs}" > ${t.rssAtMost}x`);
    const target = [
      t.maxRatio !== undefined && `≤ ${t.maxRatio}x node`,
      t.maxMs !== undefined && `≤ ${t.maxMs / 1000} s`,
      t.maxRssMiB !== undefined && `< ${t.maxRssMiB} MiB`,
      t.vs !== undefined && t.label,
      t.rssVs !== undefined && (t.rssLabel ?? `RSS ≤ ${t.rssAtMost}x "${t.rssVs}"`),
    ]
      .filter(Boolean)
      .join(', ');
    return {
      name: c.name,
      medianMs: ms,
      minMs: Math.min(...runs.map((s) => s.ms)),
      maxMs: Math.max(...runs.map((s) => s.ms)),
      ratio,
      peakRssMiB,
      target: target || null,
      pass: target ? misses.length === 0 : null,
      misses,
      samplesMs: runs.map((s) => Math.round(s.ms * 10) / 10),
      samplesRssMiB: runs.map((s) => (s.rssKiB === null ? null : Math.round(s.rssKiB / 102.4) / 10)),
    };
  });
}

/**
 * The in-process benchmarks, via vitest: key → frame in the timeline with 200 and
 * 200,000 events (target: the same), and topic memory's quality and keyword time.
 */
function vitestRows() {
  const out = join(work, 'keypress.json');
  const knowledge = join(work, 'knowledge.json');
  const text = join(work, 'text-judges.json');
  const res = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'bench/vitest.config.ts'], {
    cwd: ROOT,
    env: { ...process.env, SIMP_BENCH_OUT: out, SIMP_KNOWLEDGE_OUT: knowledge, SIMP_TEXT_OUT: text, CI: 'false' },
    encoding: 'utf8',
  });
  return [...keypressRows(out, res), ...knowledgeRows(knowledge, res), ...textJudgeRows(text, res)];
}

/**
 * Topic memory: the development set (tuned on, reported), the older held-out set
 * (reported) and the fresh held-out set, whose figures count: its rows carry the
 * issue's targets and PASS/FAIL.
 */
function knowledgeRows(file, res) {
  if (!existsSync(file)) return [{ name: 'topic memory', pending: `did not run: ${res.stderr.slice(-300)}` }];
  const k = JSON.parse(readFileSync(file, 'utf8'));
  const row = (name, value, test) => ({
    name,
    shown: value.toFixed(3),
    medianMs: null,
    ratio: null,
    peakRssMiB: null,
    target: test ? test.label : null,
    pass: test ? test.ok(value) : null,
    misses: test && !test.ok(value) ? [`not ${test.label}`] : [],
  });
  const atLeast = (min) => ({ label: `≥ ${min}`, ok: (v) => v >= min });
  const none = { label: '= 0', ok: (v) => v === 0 };
  const quality = (label, q, targets) => [
    row(`topic memory, ${label} (${q.facts} facts, ${q.queries} queries): merge precision`, q.precision, targets && atLeast(0.95)),
    row(`topic memory, ${label}: merge recall`, q.recall, targets && atLeast(0.85)),
    row(`topic memory, ${label}: recall@5 of queries`, q.recallAt5, targets && atLeast(0.9)),
    ...(q.refused === undefined ? [] : [{ ...row(`topic memory, ${label}: facts refused (no keyword)`, q.refused, targets && none), shown: String(q.refused) }]),
  ];
  const guard = (label, c) =>
    c ? [row(`contradiction guard, ${label} (${c.pairs} pairs): precision`, c.precision), row(`contradiction guard, ${label}: recall`, c.recall)] : [];
  return [
    ...quality('dev set', k, false),
    ...guard('dev set', k.contradictions),
    ...(k.heldOut ? quality('held-out set (same hands)', k.heldOut, false) : []),
    ...(k.fresh ? [...quality('HELD-OUT set (counts)', k.fresh, true), ...guard('HELD-OUT set', k.fresh.contradictions)] : []),
    ...(k.fresh2 ? [...quality('second HELD-OUT set (counts)', k.fresh2, true), ...guard('second HELD-OUT set', k.fresh2.contradictions)] : []),
    { name: 'topic memory: keywords per fact, after start-up', medianMs: k.perFactMs, ratio: null, peakRssMiB: null, target: '< 5 ms', pass: k.perFactMs < 5, misses: ['5 ms or more'] },
    { name: 'topic memory: tagger start-up (load + dictionary)', medianMs: k.startupMs, ratio: null, peakRssMiB: null, target: null, pass: null, misses: [] },
  ];
}

/**
 * The draft checker and crisis matching on tests/drafts and tests/crisis: the held-out
 * parts against the issue's targets (PASS/FAIL), the development parts for reading.
 */
function textJudgeRows(file, res) {
  if (!existsSync(file)) return [{ name: 'draft checker / crisis matching', pending: `did not run: ${res.stderr.slice(-300)}` }];
  const { drafts, crisis, modelCv } = JSON.parse(readFileSync(file, 'utf8'));
  const row = (name, value, target, pass) => ({ name, shown: value, medianMs: null, ratio: null, peakRssMiB: null, target, pass, misses: pass === false ? ['below target'] : [] });
  const share = (n, of) => `${n}/${of} (${(n / of).toFixed(3)})`;
  const rows = [];
  for (const [part, d] of [['held-out', drafts.heldOut], ['second held-out', drafts.heldOut2], ['third held-out', drafts.heldOut3], ['fourth held-out', drafts.heldOut4], ['fifth held-out', drafts.heldOut5], ['held-out, rules alone', drafts.heldOutRulesOnly], ['third held-out, rules alone', drafts.heldOut3RulesOnly], ['fourth held-out, rules alone', drafts.heldOut4RulesOnly], ['fifth held-out, rules alone', drafts.heldOut5RulesOnly], ['dev', drafts.dev]]) {
    if (d === undefined) continue;
    const held = part === 'held-out' || part === 'second held-out' || part === 'third held-out' || part === 'fourth held-out' || part === 'fifth held-out';
    rows.push(
      row(`draft checker, ${part}: pressuring drafts flagged as manipulation`, share(d.caught, d.pressure), held ? '≥ 0.9' : null, held ? d.caught / d.pressure >= 0.9 : null),
      row(`draft checker, ${part}: kind drafts flagged as manipulation`, share(d.kindManip, d.kind), held ? '0' : null, held ? d.kindManip === 0 : null),
      row(`draft checker, ${part}: kind drafts with any finding`, share(d.kindAny, d.kind), held ? '≤ 0.1' : null, held ? d.kindAny / d.kind <= 0.1 : null),
    );
  }
  for (const [part, c] of [['held-out', crisis.heldOut], ['second held-out', crisis.heldOut2], ['third held-out', crisis.heldOut3], ['fourth held-out', crisis.heldOut4], ['held-out, rules alone', crisis.heldOutRulesOnly], ['dev', crisis.dev]]) {
    if (c === undefined) continue;
    const held = part === 'held-out' || part === 'second held-out' || part === 'third held-out' || part === 'fourth held-out';
    for (const lang of ['zh', 'en']) {
      const l = c[lang];
      rows.push(
        row(`crisis matching, ${part}, ${lang}: right code in top 3`, share(l.top3, l.crises), held ? '≥ 0.85' : null, held ? l.top3 / l.crises >= 0.85 : null),
        row(`crisis matching, ${part}, ${lang}: right code first`, share(l.first, l.crises), held ? '≥ 0.7' : null, held ? l.first / l.crises >= 0.7 : null),
      );
    }
    rows.push(row(`crisis matching, ${part}: no-crisis texts matched`, share(c.calmMatched, c.calm), held ? '≤ 0.1' : null, held ? c.calmMatched / c.calm <= 0.1 : null));
  }
  // The text models alone, 5-fold cross-validated on the development parts (src/engine/data/text-models.json).
  for (const lang of ['zh', 'en']) {
    const d = modelCv[`drafts.${lang}`];
    const c = modelCv[`crisis.${lang}`];
    rows.push(
      row(`text model, dev 5-fold CV, drafts ${lang}: pressuring caught / kind flagged`, `${share(d.caught, d.pressure)} / ${d.kindFlagged}/${d.kind}`, null, null),
      row(`text model, dev 5-fold CV, crisis ${lang}: top 3 / first / calm matched`, `${c.top3} / ${c.first} / ${c.calmMatched}/${c.calm}`, null, null),
    );
  }
  rows.push(
    { name: 'draft checker: time per draft', medianMs: drafts.perTextMs, ratio: null, peakRssMiB: null, target: null, pass: null, misses: [] },
    { name: 'crisis matching: time per description', medianMs: crisis.perTextMs, ratio: null, peakRssMiB: null, target: null, pass: null, misses: [] },
  );
  return rows;
}

function keypressRows(out, res) {
  if (!existsSync(out)) return [{ name: 'TUI timeline keypress', pending: `did not run: ${res.stderr.slice(-300)}` }];
  const { small, big } = JSON.parse(readFileSync(out, 'utf8'));
  const same = big.median < small.median * 2 + 2;
  const row = (name, m, target, pass) => ({ name, medianMs: m.median, ratio: null, peakRssMiB: null, target, pass, misses: pass ? [] : ['slower with more events'], p90Ms: m.p90 });
  return [
    row('TUI timeline keypress → frame, 200 events', small, null, null),
    row('TUI timeline keypress → frame, 200,000 events', big, 'same as 200 events', same),
  ];
}

function table(rows) {
  const head = ['case', 'median ms', 'x node', 'peak RSS MiB', 'target', 'result'];
  const body = rows.map((r) =>
    r.pending
      ? [r.name, '-', '-', '-', '-', `pending: ${r.pending}`]
      : [
          r.name,
          r.shown ?? (r.medianMs < 1 ? r.medianMs.toFixed(3) : r.medianMs.toFixed(1)),
          r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x`,
          r.peakRssMiB === null ? '-' : r.peakRssMiB.toFixed(1),
          r.target ?? '(report only)',
          r.pass === null ? '-' : r.pass ? 'PASS' : `FAIL (${r.misses.join('; ')})`,
        ],
  );
  const width = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const fmt = (cells) => `| ${cells.map((c, i) => (i > 0 && i < 4 ? c.padStart(width[i]) : c.padEnd(width[i]))).join(' | ')} |`;
  return [fmt(head), `|${width.map((w, i) => (i > 0 && i < 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`, ...body.map(fmt)].join('\n');
}

const runner = makeRunner(work);
try {
  const fx = await makeFixtures();
  const info = machine();
  console.log(`${info.cpu}, ${info.cores} cores, ${info.memoryMiB} MiB, ${info.os}, node ${info.node}; ${RUNS} runs per case, ${SHORT_RUNS} for cases under ${SHORT_MS / 1000} s, peak RSS by ${runner.method}\n`);
  const { samples, problems } = await measure(fx, runner);
  const rows = [...summarise(samples), ...(opt.only === undefined ? vitestRows() : [])];
  console.log(table(rows));
  const failed = rows.filter((r) => r.pass === false);
  writeFileSync(
    join(BENCH, 'results.json'),
    `${JSON.stringify({ machine: info, runs: RUNS, shortRuns: SHORT_RUNS, rssMethod: runner.method, fixtures: { events: fx.big.events, eventsBytes: fx.big.bytes, folders: fx.many.folders }, cases: rows, problems }, null, 2)}\n`,
  );
  console.log(`\nwritten ${join(BENCH, 'results.json').slice(ROOT.length + 1)}`);
  for (const p of problems) console.error(`bench: WRONG OUTPUT ${p}`);
  if (failed.length) console.log(`${failed.length} target(s) missed: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = problems.length > 0 || (opt.strict && failed.length > 0) ? 1 : 0;
} finally {
  runner.close();
  if (opt.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
