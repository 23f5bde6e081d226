import { langOfArgs, reportError } from './io.js';
import { skillWriterArgs } from './skill-args.js';
import { VERSION } from './version.js';
import { runReadVerb } from './read-verbs.js';
import { asksVersion, guardTerminal } from './front.js';
import { wantsUi } from './plain-args.js';
import { withoutPagerFlag } from './pager.js';

/**
 * One run of `simp` with `argv` (node, script, args...): prints through
 * process.stdout / process.stderr and returns the exit code. The binary
 * (bin.ts) calls it once; dist/main.mjs exports it for running verbs in-process.
 */
export async function main(argv: string[]): Promise<number> {
  try {
    return await run([...argv.slice(0, 2), ...withoutPagerFlag(argv.slice(2))]);
  } catch (err) {
    return reportError(err, langOfArgs(argv.slice(2)));
  }
}

/** The app's modules the TUI launcher does not hold (the binary's launcher loads them from here). */
export async function loadTuiApp() {
  const { loadAppModules } = await import('../../components/shell/launch-app.js');
  return loadAppModules();
}

async function run(argv: string[]): Promise<number> {
  // The skill writer's `--action` command line means one of the verbs.
  const asVerb = skillWriterArgs(argv.slice(2));
  if (asVerb) argv = [...argv.slice(0, 2), ...asVerb];
  const args = argv.slice(2);
  if (wantsUi(args)) {
    // The UI (Ink, React) is loaded only here, so the verbs start fast.
    const { launchTui } = await import('../../components/shell/launch.js');
    return launchTui(args, loadTuiApp);
  }
  // A verb prints file content (names, notes, events). On a terminal, escape sequences
  // in it (window titles, clipboard writes, clearing the screen) must not act; piped
  // output stays byte for byte what the reference tools print.
  guardTerminal(process.stdout);
  guardTerminal(process.stderr);
  if (asksVersion(args)) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const code = await runReadVerb(args);
  if (code !== null) return code;
  // The daily verbs, defined as data, run without commander when the pre-parse reads them whole.
  const { runQuickVerb } = await import('./verb-specs.js');
  const quick = await runQuickVerb(args);
  if (quick !== null) return quick;
  // Commander and the verb definitions load only for verbs, not for the UI.
  const { buildProgram } = await import('./program.js');
  const { CommanderError } = await import('commander');
  const program = buildProgram(langOfArgs(args));
  try {
    process.exitCode = undefined;
    await program.parseAsync(argv);
    // A verb that found something to report (doctor) says so through the exit code.
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.exitCode === 0) return 0;
      return 2;
    }
    return reportError(err, langOfArgs(args));
  }
}
