import { langOfArgs, reportError } from './io.js';
import { VERSION } from './version.js';
import { terminalSafe } from '../present/terminal-text.js';

/** Global options that may come without a verb and still mean "open the UI". */
const UI_FLAGS = new Set(['--no-color', '--ascii', '--no-ascii', '--base-dir', '--lang']);
/** UI flags that take no value. */
const SWITCHES = new Set(['--no-color', '--ascii', '--no-ascii']);

function wantsUi(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    const name = a.split('=')[0] as string;
    if (!UI_FLAGS.has(name)) return false;
    if (!SWITCHES.has(name) && !a.includes('=')) i += 1;
  }
  return true;
}

function guardTerminal(stream: NodeJS.WriteStream): void {
  if (!stream.isTTY) return;
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' ? terminalSafe(chunk) : Buffer.isBuffer(chunk) ? terminalSafe(chunk.toString('utf8')) : chunk, ...rest)) as typeof stream.write;
}

/**
 * One run of `simp` with `argv` (node, script, args...): prints through
 * process.stdout / process.stderr and returns the exit code. The binary
 * (bin.ts) calls it once; dist/main.js exports it for running verbs in-process.
 */
export async function main(argv: string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (err) {
    return reportError(err, langOfArgs(argv.slice(2)));
  }
}

async function run(argv: string[]): Promise<number> {
  const args = argv.slice(2);
  if (wantsUi(args)) {
    // The UI (Ink, React) is loaded only here, so the verbs start fast.
    const { launchTui } = await import('../../components/shell/launch.js');
    return launchTui(args);
  }
  // A verb prints file content (names, notes, events). On a terminal, escape sequences
  // in it (window titles, clipboard writes, clearing the screen) must not act; piped
  // output stays byte for byte what the reference tools print.
  guardTerminal(process.stdout);
  guardTerminal(process.stderr);
  if (args.length === 1 && (args[0] === '-V' || args[0] === '--version')) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (args[0] === 'events') {
    const { parseEventsArgs, printEvents } = await import('./action-events.js');
    const fast = parseEventsArgs(args);
    if (fast) {
      printEvents(fast);
      return 0;
    }
  }
  if (await readVerbFast(args)) return 0;
  // Commander and the verb definitions load only for verbs, not for the UI.
  const { buildProgram } = await import('./program.js');
  const { CommanderError } = await import('commander');
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.exitCode === 0) return 0;
      return 2;
    }
    return reportError(err, langOfArgs(args));
  }
}

/**
 * The plain spellings of the read verbs (timeline, context, list) run without
 * commander, at about Node's own speed; false when the call needs commander
 * (other flags, usage errors) or the full memory service, and nothing was printed.
 */
async function readVerbFast(args: readonly string[]): Promise<boolean> {
  if (!['timeline', 'context', 'list'].includes(args[0] ?? '')) return false;
  const { plainArgs } = await import('./plain-args.js');
  const timeline = plainArgs(args, 'timeline', ['--full'], 1);
  if (timeline) {
    const { printTimeline } = await import('./action-timeline.js');
    await printTimeline({ slug: timeline.positionals[0] as string, full: timeline.switches.has('--full'), json: timeline.json, baseDir: timeline.baseDir, lang: timeline.lang });
    return true;
  }
  const context = plainArgs(args, 'context', ['--with-strategy'], 1);
  if (context) {
    const { contextFast } = await import('./action-context.js');
    return contextFast({ slug: context.positionals[0] as string, withStrategy: context.switches.has('--with-strategy'), json: context.json, baseDir: context.baseDir });
  }
  const list = plainArgs(args, 'list', ['--all'], 0);
  if (list) {
    const { listFast } = await import('./action-list.js');
    return listFast({ all: list.switches.has('--all'), json: list.json, baseDir: list.baseDir, lang: list.lang });
  }
  return false;
}
