import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// What `npm run bench` measures. Add a case by adding an entry; `fx` (the
// fixtures, see run.mjs) gives paths and what the synthetic data implies.
//   name     shown in the table and results.json
//   argv     (fx) => the command, starting with node
//   target   { maxRatio } (median time / node -e 0) and/or { maxRssMiB }; none: report only
//   check    (stdout, fx) => null when the output is right, else what is wrong
//   tty      { until, keys, then? }: run in a pseudo-terminal, timed until /until/ is on screen, then type
//            keys; with then: { until, keys } timed until the answer to those keys shows, then type then.keys
//   pending  a reason instead of argv: listed, not measured (cases that wait for code)
//   env      (fx) => the environment of each run (default: the bench's own)

const simp = (fx, base, ...args) => [fx.node, fx.cli, ...args, '--base-dir', base];
const lines = (text) => text.split('\n').filter((l) => l !== '');

const python = (fx, tool, ...args) => ['python3', `${fx.reference}/${tool}`, ...args];

/** A verb on the bundled example (what most people have: a few crushes, a few events), next to the reference tool. */
const example = (label, args, reference, check) => [
  { name: `simp ${label} (example)`, argv: (fx) => simp(fx, fx.exampleBase, ...args), target: { maxRatio: 1.5 }, check },
  reference
    ? {
        name: `reference ${label} (example)`,
        argv: (fx) => (fx.reference ? python(fx, ...reference(fx)) : [fx.node, '-e', 'process.exit(3)']),
        check,
      }
    : null,
];

/** The same read on one of the synthetic logs, by simp and by the reference (which must give the same answer). */
const sideBySide = (slug, size, target, { cold = false } = {}) => {
  const refName = (what) => `reference ${what} ${size} events`;
  const rebuildCheck = (out, fx) => {
    const want = JSON.stringify(fx[slug].state);
    const got = JSON.stringify(JSON.parse(out));
    return got === want ? null : `rebuilt state ${got}, expected ${want}`;
  };
  // The reference prints at most the newest 100,000 events (its read limit); simp prints them all.
  const timelineCheck = (cap) => (out, fx) => {
    const rows = lines(out).length - 1;
    const want = Math.min(fx[slug].events, cap);
    return rows === want ? null : `expected ${want} event rows, got ${rows}`;
  };
  const lastCheck = (out, fx) => (lines(out).at(-1) === fx[slug].lastLine ? null : 'the last line is not the last event written');
  const pair = (what, args, check, refCheck = check) => [
    { name: `simp ${what} ${size} events`, argv: (fx) => simp(fx, fx.bigBase, ...args), target: { vs: refName(what), ...target }, check },
    {
      name: refName(what),
      argv: (fx) => (fx.reference ? python(fx, 'memory.py', ...args, '--base-dir', fx.bigBase) : [fx.node, '-e', 'process.exit(3)']),
      check: refCheck,
    },
  ];
  return [
    ...pair('rebuild', ['rebuild', slug], rebuildCheck),
    ...pair('timeline', ['timeline', slug], timelineCheck(Infinity), timelineCheck(100_000)),
    cold && {
      // Every run with an empty cache folder: the whole log parsed and its rendering saved (the rows
      // above print it again from the cache, parsing only what was appended since).
      name: `simp timeline ${size} events, first print (cache built)`,
      argv: (fx) => simp(fx, fx.bigBase, 'timeline', slug),
      env: () => ({ ...process.env, SIMP_CACHE_DIR: mkdtempSync(join(tmpdir(), 'simp-bench-cache-')) }),
      target: { vs: refName('timeline'), atMost: 1, label: 'not slower than ref.' },
      check: timelineCheck(Infinity),
    },
    ...pair('events --last 5', ['events', slug, '--last', '5'], lastCheck),
  ].filter(Boolean);
};

/** Reading the file and JSON.parse of every line: no program that reads every event can be faster. */
const PARSE_FLOOR =
  "const t=require('fs').readFileSync(process.argv[1],'utf8');let n=0;for(const l of t.split('\\n'))if(l){JSON.parse(l);n++}console.log(n)";

export const CASES = [
  { name: 'node -e 0', baseline: true, argv: (fx) => [fx.node, '-e', '0'] },
  ...[
    ...example('timeline xiaoyu', ['timeline', 'xiaoyu'], (fx) => ['memory.py', 'timeline', 'xiaoyu', '--base-dir', fx.exampleBase], (out) =>
      out.startsWith('📅') ? null : 'no timeline header'),
    ...example('events xiaoyu --last 5', ['events', 'xiaoyu', '--last', '5'], (fx) => ['memory.py', 'events', 'xiaoyu', '--last', '5', '--base-dir', fx.exampleBase]),
    ...example('context xiaoyu', ['context', 'xiaoyu'], (fx) => ['memory.py', 'context', 'xiaoyu', '--base-dir', fx.exampleBase], (out) =>
      out.includes('profile.md') ? null : 'no profile in the context'),
    ...example('list', ['list'], (fx) => ['skill_writer.py', '--action', 'list', '--base-dir', fx.exampleBase]),
  ].filter(Boolean),
  {
    // knowledge.json of 10,000 topics: recall's plan of it is kept in the bench's cache folder (src/memory/cache/topic-index.ts,
    // made by the checked run), and a call ranks only the topics the text meets.
    name: 'simp recall (10,000 topics)',
    argv: (fx) => simp(fx, fx.bigBase, 'recall', fx.topics.slug, '她最近还喝拿铁吗'),
    target: { maxRatio: 2 },
    check: (out) => (out.includes('拿铁') ? null : 'no topic of 拿铁 recalled'),
  },
  // search/list/recall: search reads only the crushes its index (src/memory/cache/search-index.ts, in the
  // bench's cache folder, made by the checked run) cannot rule out; list at 10,000 folders; recall on the example.
  ...[
    ['1,000 crushes', (fx) => fx.manyBase, { maxRatio: 4 }],
    ['10,000 crushes', (fx) => fx.hugeBase, { maxMs: 2000 }],
  ].map(([label, base, target]) => ({
    name: `simp search (${label})`,
    argv: (fx) => simp(fx, base(fx), 'search', '昵称12'),
    target,
    check: (out) => (out.includes('📁 crush-0012  昵称12') ? null : 'crush-0012 not found by its nickname'),
  })),
  {
    name: 'simp search (one crush, 2,000 events)',
    argv: (fx) => simp(fx, fx.k2Base, 'search', '咖啡店'),
    target: { maxRatio: 1.6 },
    check: (out) => (out.includes('📁 k2') && out.includes('咖啡店') ? null : 'no event of 咖啡店 found'),
  },
  {
    name: 'simp list (10,000 folders)',
    argv: (fx) => simp(fx, fx.hugeBase, 'list'),
    target: { maxRatio: 3 },
    check: (out, fx) => {
      const rows = lines(out).filter((l) => l.startsWith('  📁 ')).length;
      return rows === fx.huge.folders ? null : `expected ${fx.huge.folders} rows, got ${rows}`;
    },
  },
  {
    name: 'simp recall (example)',
    argv: (fx) => simp(fx, fx.exampleBase, 'recall', 'xiaoyu', '周末去猫咖？'),
    target: { maxRatio: 1.6 },
    // The example has no topic memories yet: what a new user sees.
    check: (out) => (out.startsWith('🔎') ? null : 'no recall answer'),
  },
  // (end of search/list/recall)
  ...sideBySide('k2', '2,000', { atMost: 1, label: 'not slower than ref.' }),
  ...sideBySide('k100', '100,000', { atMost: 0.2, label: '≥ 5x faster than ref.' }, { cold: true }),
  {
    name: 'parse floor: read + JSON.parse every line, 100,000 events',
    argv: (fx) => [fx.node, '-e', PARSE_FLOOR, `${fx.bigBase}/k100/events.jsonl`],
    check: (out, fx) => (Number(out.trim()) === fx.k100.events ? null : `counted ${out.trim()}`),
  },
  {
    name: 'parse floor: read + JSON.parse every line, 200,000 events',
    argv: (fx) => [fx.node, '-e', PARSE_FLOOR, `${fx.bigBase}/big/events.jsonl`],
    check: (out, fx) => (Number(out.trim()) === fx.big.events ? null : `counted ${out.trim()}`),
  },
  {
    // A type the log never holds: every line is looked at, by a byte search before any parse.
    name: 'simp events big --type version_restored (none in 200,000)',
    argv: (fx) => simp(fx, fx.bigBase, 'events', 'big', '--type', 'version_restored', '--last', '5'),
    target: { vs: 'parse floor: read + JSON.parse every line, 200,000 events', atMost: 0.5, label: '≤ half the parse floor' },
  },
  {
    name: 'simp append (example)',
    argv: (fx) => simp(fx, fx.exampleBase, 'append', 'xiaoyu', 'signal_recorded', '{"direction":"green","content":"bench","score_delta":1}'),
    target: { maxRatio: 1.5 },
  },
  {
    name: 'reference append (example)',
    argv: (fx) =>
      fx.reference
        ? python(fx, 'memory.py', 'append', 'ajie', 'signal_recorded', '{"direction":"green","content":"bench","score_delta":1}', '--base-dir', fx.exampleBase)
        : [fx.node, '-e', 'process.exit(3)'],
  },
  {
    // The Python tool appends (not timed) and leaves meta.json's count behind the log; simp's append must not read the whole log for it.
    name: 'simp append big, right after a Python append (200,000 events)',
    before: (fx) => fx.pythonAppend('pyappend'),
    argv: (fx) => simp(fx, fx.bigBase, 'append', 'pyappend', 'signal_recorded', '{"direction":"green","content":"bench","score_delta":1}'),
    target: { vs: 'simp append (example)', atMost: 1.25, label: 'as fast as on the example' },
    check: (out, fx) => fx.countIsExact('pyappend'),
  },
  {
    name: 'simp events big --last 5',
    argv: (fx) => simp(fx, fx.bigBase, 'events', 'big', '--last', '5'),
    target: { maxRatio: 1.5 },
    check: (out, fx) => {
      const got = lines(out);
      if (got.length !== 5) return `expected 5 lines, got ${got.length}`;
      return got[4] === fx.big.lastLine ? null : `last line differs from the last event written:\n${got[4]}\n${fx.big.lastLine}`;
    },
  },
  {
    name: 'simp events xiaoyu --type signal_recorded --since 2026-01-01 --grep 主动 (example)',
    argv: (fx) => simp(fx, fx.exampleBase, 'events', 'xiaoyu', '--type', 'signal_recorded', '--since', '2026-01-01', '--grep', '主动', '--last', '5'),
  },
  {
    // Filters read back from the end until --last records pass: a 1,000,000-event log costs what a short one does.
    name: 'simp events 1,000,000 events --type signal_recorded --since 2200-01-01 --grep 主动 --last 5',
    argv: (fx) => simp(fx, fx.bigBase, 'events', 'k1m', '--type', 'signal_recorded', '--since', '2200-01-01', '--grep', '主动', '--last', '5'),
    target: { vs: 'simp events xiaoyu --type signal_recorded --since 2026-01-01 --grep 主动 (example)', atMost: 1.25, label: 'within 1.25x of the example' },
    check: (out) => {
      const got = lines(out).map((l) => JSON.parse(l));
      if (got.length !== 5) return `expected 5 lines, got ${got.length}`;
      return got.every((e) => e.type === 'signal_recorded' && JSON.stringify(e.data).includes('主动')) ? null : 'a line that does not pass the filters';
    },
  },
  {
    name: 'simp rebuild big',
    argv: (fx) => simp(fx, fx.bigBase, 'rebuild', 'big'),
    target: { maxRssMiB: 128 },
    check: (out, fx) => {
      const want = JSON.stringify(fx.big.state);
      const got = JSON.stringify(JSON.parse(out));
      return got === want ? null : `rebuilt state ${got}, expected ${want}`;
    },
  },
  {
    // Read from the end; the mode never changed, which meta.json's mark says (src/memory/log/log-marks.ts): no search of the log.
    name: 'simp rebuild 1,000,000 events',
    argv: (fx) => simp(fx, fx.bigBase, 'rebuild', 'k1m'),
    target: { vs: 'simp rebuild 2,000 events', atMost: 1.25, label: 'as fast as at 2,000' },
    check: (out, fx) => {
      const want = JSON.stringify(fx.k1m.state);
      const got = JSON.stringify(JSON.parse(out));
      return got === want ? null : `rebuilt state ${got}, expected ${want}`;
    },
  },
  {
    name: 'simp timeline big > /dev/null',
    argv: (fx) => simp(fx, fx.bigBase, 'timeline', 'big'),
    target: { maxRssMiB: 128 },
    check: (out, fx) => {
      const rows = lines(out).length - 1; // minus the header line
      return rows === fx.big.events ? null : `expected ${fx.big.events} event rows, got ${rows}`;
    },
  },
  {
    name: 'simp list (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, 'list'),
    check: (out, fx) => {
      const rows = lines(out).filter((l) => l.startsWith('  📁 ')).length;
      return rows === fx.many.folders ? null : `expected ${fx.many.folders} rows, got ${rows}`;
    },
  },
  {
    // From start to the first list row on screen, in a 120x40 pseudo-terminal; then `q` quits.
    name: 'simp TUI first frame (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: 'q' },
    target: { maxRatio: 4 },
  },
  {
    // The first frame is drawn before React and Ink have loaded (components/screens/crush-list/first-frame.ts);
    // this is the time until a key typed at that first frame is answered: `?` opens the help (the
    // launcher answers it while the app loads, components/shell/pre-app.ts; the app opens with it shown).
    name: 'simp TUI answers the first key (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: '?', then: { until: 'Keys · ', keys: 'q' } },
    target: { maxRatio: 3 },
  },
  // --- tagger and Enter (issue 37) ---
  // `remember` loads the Chinese tagger: its WebAssembly compiled, its prepared dictionary (about
  // 46 MiB, src/memory/cache/tagger-state.ts) copied from the user cache folder into the instance, the
  // hash of it skipped while the file is the one checked before. What is left over 3x is mostly
  // the flows' module loading (main.mjs), not the tagger.
  {
    name: 'simp remember --dry-run (example, Chinese)',
    argv: (fx) => simp(fx, fx.exampleBase, 'remember', 'xiaoyu', '她怕猫，喜欢村上春树的《挪威的森林》', '--dry-run'),
    check: (out) => (out.includes('猫、村上春树、挪威的森林') ? null : 'keywords 猫、村上春树、挪威的森林 not planned'),
    target: { maxRatio: 3 },
  },
  {
    // The launcher answers moves, `?`, Esc and q itself; Enter is the app's: this is when the app,
    // loaded, has opened the crush under the cursor (the app starts loading once the list is drawn).
    name: 'simp TUI opens a crush on Enter typed at the first frame (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: '\r', then: { until: '› crush-\\d{4}', keys: '\x1b' }, quit: { until: 'Crushes \\(', keys: 'q' } },
    target: { maxRatio: 4 },
  },
  {
    // Enter typed 300 ms after the list shows (a human's reaction), timed from the key to the
    // crush's detail on screen: the "within 3x the key floor" (17-40 ms) is about node -e 0.
    name: 'simp TUI Enter 300 ms after the first frame: key to detail (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: '\r', delayMs: 300, fromKey: true, then: { until: '› crush-\\d{4}', keys: '\x1b' }, quit: { until: 'Crushes \\(', keys: 'q' } },
    target: { maxRatio: 1 },
  },
  // --- end of tagger and Enter ---
  {
    name: 'simp TUI first frame (10,000 folders)',
    argv: (fx) => simp(fx, fx.hugeBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: 'q' },
  },
  {
    name: 'simp TUI answers the first key (10,000 folders)',
    argv: (fx) => simp(fx, fx.hugeBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: '?', then: { until: 'Keys · ', keys: 'q' } },
    target: { maxRatio: 5 },
  },
  {
    // A WeChat TXT export of a million messages (tests/fixtures/chats/make-big.py), read, scored and
    // filed as a report (the report is rewritten each run; no interaction records).
    name: 'simp import 1,000,000 chat messages (WeChat TXT, 48 MiB)',
    argv: (fx) => simp(fx, fx.chat.base, 'import', 'xm', fx.chat.file, '--user', '我', '--json'),
    check: (out) => (JSON.parse(out).analysis.total === 1_000_000 ? null : `read ${JSON.parse(out).analysis.total} messages`),
    target: { vs: 'reference chat_parser 1,000,000 messages', atMost: 1, label: 'faster than ref.', maxRssMiB: 256 },
  },
  {
    name: 'reference chat_parser 1,000,000 messages',
    argv: (fx) => (fx.reference ? python(fx, 'chat_parser.py', fx.chat.file, '小美', '--user', '我') : [fx.node, '-e', 'process.exit(3)']),
  },
  {
    name: 'simp rhythm (example)',
    argv: (fx) => simp(fx, fx.exampleBase, 'rhythm', 'xiaoyu'),
    target: { maxRatio: 1.5 },
  },
  {
    name: 'reference time_tracker analyze (example)',
    argv: (fx) => (fx.reference ? python(fx, 'time_tracker.py', 'analyze', 'xiaoyu', '--base-dir', fx.exampleBase) : [fx.node, '-e', 'process.exit(3)']),
  },
  {
    name: 'simp chart --kind score, SVG (example)',
    argv: (fx) => simp(fx, fx.exampleBase, 'chart', 'xiaoyu', '--out', join(fx.chat.base, 'score.svg')),
  },
  // --- export ---------------------------------------------------------------------------------
  // The story of a long log as one HTML page (the score chart drawn), written to --out as the log
  // streams: the lists wait in spools, the chart is drawn from a bounded series; memory flat in the
  // log's length (src/present/export-write.ts, src/memory/outside/out-stream.ts).
  ...[
    ['k100', '100,000', { vs: 'parse floor: read + JSON.parse every line, 100,000 events', atMost: 2, label: '≤ 2x the parse floor', maxRssMiB: 256 }],
    ['k1m', '1,000,000', { rssVs: 'simp export --format html, 100,000 events', rssAtMost: 1.25, rssLabel: 'RSS ≤ 1.25x at 100,000' }],
  ].map(([slug, size, target]) => {
    const out = (fx) => join(dirname(fx.bigBase), `export-${slug}.html`);
    return {
      name: `simp export --format html, ${size} events`,
      argv: (fx) => simp(fx, fx.bigBase, 'export', slug, '--format', 'html', '--out', out(fx), '--lang', 'en'),
      target,
      check: (stdout, fx) => {
        const html = readFileSync(out(fx), 'utf8');
        const heading = `<h2>Every event (${fx[slug].events})</h2>\n<ul>\n`;
        const at = html.indexOf(heading);
        if (at === -1 || !html.endsWith('</html>\n')) return `no heading of ${fx[slug].events} events, or the page is cut`;
        const list = html.slice(at + heading.length, html.indexOf('\n</ul>', at));
        const items = list.split('\n').filter((l) => l.startsWith('<li>')).length;
        return items === fx[slug].events ? null : `expected ${fx[slug].events} event items, got ${items}`;
      },
    };
  }),
  // daily verbs: the verbs people run every day (issue 35), each a whole process within 1.6x of
  // `node -e 0`. The verbs that write get a fresh copy of the example before every sample
  // (`before`, not timed), so each run writes what the first one wrote.
  ...(() => {
    const fresh = (fx) => {
      // Inside the bench's temp folder (beside the example), removed with it at the end.
      fx.dailyBase = mkdtempSync(join(fx.exampleBase, '..', 'daily-'));
      cpSync(fx.exampleBase, fx.dailyBase, { recursive: true });
    };
    const has = (word) => (out) => (out.includes(word) ? null : `no "${word}" in the output`);
    const daily = (label, args, check, writes = true) => ({
      name: `simp ${label} (example)`,
      ...(writes && { before: fresh }),
      argv: (fx) => simp(fx, writes ? fx.dailyBase : fx.exampleBase, ...args),
      target: { maxRatio: 1.6 },
      check,
    });
    return [
      daily('snapshot xiaoyu', ['snapshot', 'xiaoyu'], has('snapshots/')),
      daily('log xiaoyu chat_sent', ['log', 'xiaoyu', 'chat_sent', '--summary', 'bench'], has('interactions.jsonl')),
      daily('versions ajie', ['versions', 'ajie'], has('ajie'), false),
      daily('analyze xiaoyu', ['analyze', 'xiaoyu', '--signals', 'msg.initiates_often', '--fresh'], has('3/25')),
      daily('progress xiaoyu', ['progress', 'xiaoyu'], has('xiaoyu')),
      daily('daily xiaoyu', ['daily', 'xiaoyu'], has('xiaoyu')),
      {
        name: 'simp context --for analyze 2,000 events',
        argv: (fx) => simp(fx, fx.bigBase, 'context', 'k2', '--for', 'analyze'),
        target: { maxRatio: 1.6 },
        check: has('/simp analyze'),
      },
    ];
  })(),
  // The keypress cases run once inside bench/tui-keypress.bench.tsx (60 keys each, medians);
  // run.mjs adds their rows: time from key to rendered frame, 200 vs 200,000 events.
];
