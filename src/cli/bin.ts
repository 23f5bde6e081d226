// The binary: a small file that decides where a call goes and loads only that:
// dist/read-verbs.js (the plain read verbs), dist/append-verb.js, dist/tui-launch.js
// (the UI's launcher), dist/daily-<file>.js (the daily verbs of verb-specs.ts, a file for
// the verbs of each file of actions, run without commander when the pre-parse reads them
// whole) or dist/main.mjs (everything else). All but the last are CommonJS files beside this
// one, required as they are: a call that stays in them never starts Node's ES module loader,
// and parses no other verb's code.
import { createRequire } from 'node:module';
import { asksVersion, guardTerminal } from './front.js';
import { plainRead, wantsUi } from './plain-args.js';
import { VERSION } from './version.js';
import { pagerFor, startPager, withoutPagerFlag } from './pager.js';
import { applyConfigDefaults } from '../memory/outside/home.js';
import { directStdout, mayBeTerminal, writeStdout } from '../memory/outside/stdout.js';

// The daily verbs (verb-specs.ts) and the file of actions of each, set by the build from that table.
declare const __SIMP_DAILY_VERBS__: Record<string, string>;

// The files beside this one in dist/ (see scripts/build.mjs); not bundled in.
const sibling = createRequire(import.meta.url);
const readVerbs = (): typeof import('./read-verbs.js') => sibling('./read-verbs.js');

// `simp timeline x | head` closes the pipe early; that is not an error. Standard output that is a
// pipe or a file is written by its descriptor until something makes process.stdout (a stream for
// a pipe costs ~10 ms to make: src/memory/outside/stdout.ts).
const direct = directStdout(
  (stream) =>
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(0);
      throw err;
    }),
  () => process.exit(0),
);

async function start(given: string[]): Promise<number> {
  // Long output on a terminal goes through the pager (simp … --no-pager to skip it).
  // A pipe or a file (written directly) is no terminal.
  const pager = pagerFor(given.slice(2), process.env, !direct && process.stdout.isTTY === true);
  const argv = [...given.slice(0, 2), ...withoutPagerFlag(given.slice(2))];
  const paging = pager === null ? null : await startPager(pager);
  try {
    return await route(argv);
  } finally {
    await paging?.done();
  }
}

async function route(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  // `simp where` shows a broken config file instead of stopping at it.
  if (args[0] !== 'where') applyConfigDefaults();
  if (asksVersion(args)) {
    writeStdout(`${VERSION}\n`);
    return 0;
  }
  if (wantsUi(args)) {
    // The launcher draws the list and answers keys while the app loads.
    const { runTui } = sibling('./tui-launch.js') as typeof import('./tui-entry.js');
    return runTui(args);
  }
  // Only a terminal is guarded: a pipe or a file (standard output written directly among them) is
  // none, and its stream is not made for the asking (~10 ms for a pipe).
  if (!direct) guardTerminal(process.stdout);
  if (mayBeTerminal(2)) guardTerminal(process.stderr);
  if (args[0] === 'append') {
    // The one write here: scripts log events with it, so it starts as fast as the reads.
    const { appendVerb } = sibling('./append-verb.js') as typeof import('./action-append.js');
    const code = await appendVerb(args);
    if (code !== null) return code;
  } else if (plainRead(args) !== null) {
    const code = await readVerbs().runReadVerb(args);
    if (code !== null) return code;
  } else if (Object.hasOwn(__SIMP_DAILY_VERBS__, args[0] ?? '')) {
    // The file of this daily verb (dist/daily-<file>.js); a call it does not read whole goes on to commander.
    const { runQuickVerb } = sibling(`./daily-${__SIMP_DAILY_VERBS__[args[0] as string]}.js`) as typeof import('./verb-specs.js');
    const code = await runQuickVerb(args);
    if (code !== null) return code;
  }
  const { main } = await import('./main.js');
  return main(argv);
}

start(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Said as every verb says it; the reporter (and its messages) is loaded only for an error.
    const { reportError, langOfArgs } = readVerbs();
    process.exitCode = reportError(err, langOfArgs(process.argv.slice(2)));
  },
);
