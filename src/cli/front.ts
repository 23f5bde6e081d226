// What the binary decides before loading anything else: UI or verb, and the
// terminal guard every verb prints through.
import { terminalSafe } from '../present/terminal-text.js';

/** Global options that may come without a verb and still mean "open the UI". */
const UI_FLAGS = new Set(['--no-color', '--ascii', '--no-ascii', '--base-dir', '--lang']);
/** UI flags that take no value. */
const SWITCHES = new Set(['--no-color', '--ascii', '--no-ascii']);

export function wantsUi(args: readonly string[]): boolean {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    const name = a.split('=')[0] as string;
    if (!UI_FLAGS.has(name)) return false;
    if (!SWITCHES.has(name) && !a.includes('=')) i += 1;
  }
  return true;
}

const GUARDED = Symbol('simp.guarded');

/** On a terminal, escape sequences in what a verb prints (file content) are made harmless; once per stream. */
export function guardTerminal(stream: NodeJS.WriteStream & { [GUARDED]?: true }): void {
  if (!stream.isTTY || stream[GUARDED]) return;
  stream[GUARDED] = true;
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' ? terminalSafe(chunk) : Buffer.isBuffer(chunk) ? terminalSafe(chunk.toString('utf8')) : chunk, ...rest)) as typeof stream.write;
}
