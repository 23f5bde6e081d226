// Long output on a terminal goes through a pager, as git does: $SIMP_PAGER, else
// $PAGER, else `less` (with LESS=FRX when the user set no LESS: quit when it fits on
// one screen, keep colours, leave the text on the screen). Never for a pipe or a
// file, never for the UI, never with --no-pager, and not when the pager is empty
// or `cat`. Small on purpose: the binary loads it before any verb.
import type { ChildProcess } from 'node:child_process';
import { onPath } from '../memory/outside/programs.js';
import { verbOf } from './plain-args.js';

/** Verbs whose output can run past a screen. */
const PAGED = new Set([
  'timeline', 'events', 'export', 'search', 'context', 'knowledge', 'recall', 'list', 'catalog', 'rhythm',
  'versions', 'why', 'upcoming', 'quit', 'history', 'help',
]);
/** The pager to run (a shell command, and the environment it runs in), or null for none. */
export function pagerFor(args: readonly string[], env: NodeJS.ProcessEnv, isTTY: boolean): { command: string; env: NodeJS.ProcessEnv } | null {
  if (!isTTY || env['CI'] === 'true') return null;
  const end = args.indexOf('--');
  const line = end < 0 ? args : args.slice(0, end);
  if (line.includes('--no-pager')) return null;
  const verb = verbOf(line);
  const help = line.includes('--help') || line.includes('-h');
  if (!help && (verb === undefined || !PAGED.has(verb))) return null;
  const command = (env['SIMP_PAGER'] ?? env['PAGER'] ?? 'less').trim();
  if (command === '' || command === 'cat') return null;
  const less = /(^|\/)less(\s|$)/.test(command);
  return { command, env: less && env['LESS'] === undefined ? { ...env, LESS: 'FRX' } : env };
}

/** The command line without the pager's own switch (the verbs do not know it). */
export const withoutPagerFlag = (args: readonly string[]): string[] => {
  const end = args.indexOf('--');
  return args.filter((a, i) => a !== '--no-pager' || (end >= 0 && i > end));
};

export interface Paging {
  /** Ends the pager's input and waits for the user to leave it. */
  done(): Promise<void>;
}

/**
 * Sends everything written to stdout to the pager from now on. When the pager cannot
 * start (not installed), output goes to the terminal as it would have.
 */
export async function startPager(pager: { command: string; env: NodeJS.ProcessEnv }): Promise<Paging> {
  if (!onPath(pager.command.split(/\s+/)[0] as string, pager.env)) return { done: async () => undefined };
  // Loaded only when a pager runs: most calls are piped or short, and the binary starts without it.
  const { spawn } = await import('node:child_process');
  let child: ChildProcess;
  try {
    child = spawn(pager.command, { shell: true, stdio: ['pipe', 'inherit', 'inherit'], env: pager.env });
  } catch {
    return { done: async () => undefined };
  }
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout);
  let failed = false;
  const closed = new Promise<void>((resolve) => {
    child.on('close', () => resolve());
    child.on('error', () => {
      // Not there (or not runnable): the output goes where it would have gone.
      failed = true;
      stdout.write = write;
      resolve();
    });
  });
  // The user left the pager before the end: the rest is not wanted, and that is no error.
  child.stdin?.on('error', () => undefined);
  stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (failed || child.stdin === null || child.stdin.destroyed) return true;
    return child.stdin.write(chunk as string, ...(rest as []));
  }) as typeof stdout.write;
  return {
    done: async () => {
      if (!failed) child.stdin?.end();
      await closed;
      stdout.write = write;
    },
  };
}
