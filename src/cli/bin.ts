// The binary. The plain read verbs run from this one file (the build bundles it
// alone), so they load no other module; every other call loads dist/main.js.
import { guardTerminal, wantsUi } from './front.js';
import { runReadVerb } from './read-verbs.js';
import { langOfArgs, reportError } from './io.js';
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
  const code = await runReadVerb(args);
  if (code !== null) return code;
  const { main } = await import('./main.js');
  return main(argv);
}

start(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.exitCode = reportError(err, langOfArgs(process.argv.slice(2)));
  },
);
