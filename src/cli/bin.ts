// The binary: a small file that decides where a call goes and loads only that:
// dist/read-verbs.js (the plain read verbs, one file), dist/append-verb.js,
// dist/tui-launch.js (the UI's launcher) or dist/main.js (everything else). Each
// verb then parses and runs the code it needs and no other verb's tables.
import { guardTerminal, wantsUi } from './front.js';
import { applyConfigDefaults } from '../memory/home.js';

// `simp timeline x | head` closes the pipe early; that is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

async function start(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  // `simp where` shows a broken config file instead of stopping at it.
  if (args[0] !== 'where') applyConfigDefaults();
  if (wantsUi(args)) {
    // dist/tui-launch.js: the launcher draws the list and answers keys while the app loads.
    const { runTui } = await import('./tui-entry.js');
    return runTui(args);
  }
  guardTerminal(process.stdout);
  guardTerminal(process.stderr);
  if (args[0] === 'append') {
    // The one write here (dist/append-verb.js): scripts log events with it, so it starts as fast as the reads.
    const { appendVerb } = await import('./action-append.js');
    const code = await appendVerb(args);
    if (code !== null) return code;
  } else {
    const { runReadVerb } = await import('./read-verbs.js');
    const code = await runReadVerb(args);
    if (code !== null) return code;
  }
  const { main } = await import('./main.js');
  return main(argv);
}

start(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  async (err: unknown) => {
    // Said as every verb says it; the reporter (and its messages) is loaded only for an error.
    const { reportError, langOfArgs } = await import('./read-verbs.js');
    process.exitCode = reportError(err, langOfArgs(process.argv.slice(2)));
  },
);
