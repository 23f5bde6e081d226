// What the binary decides before loading anything else: the version asked for, and
// the terminal guard every verb prints through (UI or verb: plain-args.ts).
import { StringDecoder } from 'node:string_decoder';
import { terminalSafe } from '../present/terminal-text.js';

/**
 * `-V` or `--version` anywhere on the line (before `--`) prints the version, except
 * rollback's own `--version <name>`, which is followed by the version to restore.
 */
export function asksVersion(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const line = end < 0 ? args : args.slice(0, end);
  const rollback = line.includes('rollback');
  return line.some((a, i) => {
    if (a === '-V') return true;
    if (a !== '--version') return false;
    const next = line[i + 1];
    return !(rollback && next !== undefined && !next.startsWith('-'));
  });
}

// Registered symbols: the binary and the main bundle each hold a copy of this module.
const GUARDED = Symbol.for('simp.guarded');
const RAW = Symbol.for('simp.raw');
type Guarded = NodeJS.WriteStream & { [GUARDED]?: true; [RAW]?: (chunk: string) => boolean };

/**
 * On a terminal, escape sequences in what a verb prints (file content) are made
 * harmless; once per stream. Bytes (a cached rendering read back in 1 MiB chunks)
 * are decoded as one stream, so a character split between two chunks arrives whole.
 */
export function guardTerminal(stream: Guarded): void {
  if (!stream.isTTY || stream[GUARDED]) return;
  stream[GUARDED] = true;
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const decoder = new StringDecoder('utf8');
  stream[RAW] = (chunk) => write(chunk);
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk instanceof Uint8Array) return write(terminalSafe(decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))), ...rest);
    // Text follows whatever bytes came before it (never in the middle of a character: end() is '' then).
    if (typeof chunk === 'string') return write(terminalSafe(decoder.end() + chunk), ...rest);
    return write(chunk, ...rest);
  }) as typeof stream.write;
  // Bytes left at the very end are no whole character: said as one U+FFFD, as a decoder says them.
  process.once('exit', () => {
    const rest = decoder.end();
    if (rest !== '') write(rest);
  });
}

/** Writes simp's own control sequences (a progress line's carriage return), past the guard; never file content. */
export function writeControl(stream: NodeJS.WriteStream, text: string): void {
  const raw = (stream as Guarded)[RAW];
  if (raw) raw(text);
  else stream.write(text);
}
