// What `npm run bench` measures. Add a case by adding an entry; `fx` (the
// fixtures, see run.mjs) gives paths and what the synthetic data implies.
//   name     shown in the table and results.json
//   argv     (fx) => the command, starting with node
//   target   { maxRatio } (median time / node -e 0) and/or { maxRssMiB }; none: report only
//   check    (stdout, fx) => null when the output is right, else what is wrong
//   tty      { until, keys, then? }: run in a pseudo-terminal, timed until /until/ is on screen, then type
//            keys; with then: { until, keys } timed until the answer to those keys shows, then type then.keys
//   pending  a reason instead of argv: listed, not measured (cases that wait for code)

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
    // The first frame is drawn before React and Ink have loaded (components/crush-list/first-frame.ts);
    // this is the time until the app answers a key typed at that first frame: `?` opens the help overlay.
    name: 'simp TUI answers the first key (1,000 folders)',
    argv: (fx) => simp(fx, fx.manyBase, '--lang', 'en'),
    tty: { until: '\\(crush-\\d{4}\\)', keys: '?', then: { until: 'Keys · ', keys: 'q' } },
  },
  // The keypress cases run once inside bench/tui-keypress.bench.tsx (60 keys each, medians);
  // run.mjs adds their rows: time from key to rendered frame, 200 vs 200,000 events.
];
