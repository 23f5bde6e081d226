import type { WriteOutcome } from '../../src/flows/index.js';
import { describeError } from '../../src/memory/index.js';
import { paragraph, type Line } from '../text/line.js';

/** A flow report before anything is written (the flows' text functions expect a write). */
export const NO_WRITE: WriteOutcome = { changed: [], events: [], attempts: 1 };

/** The flows' report text ends with a blank line and "Wrote: …"; the TUI shows changed files itself. */
export function withoutFooter(lines: readonly string[]): string[] {
  const i = lines.lastIndexOf('');
  return i > 0 ? lines.slice(0, i) : [...lines];
}

/** Report text wrapped to the screen. */
export function reportLines(lines: readonly string[], width: number): Line[] {
  return lines.flatMap((l) => {
    if (l === '') return [[{ text: '' }]];
    // Wrapped rows keep the report's own indentation.
    const indent = /^ */.exec(l)?.[0] ?? '';
    return paragraph(l.slice(indent.length), width, {}, indent);
  });
}

/** Runs a pure plan for a preview; a refusal (bad input) becomes the message shown. */
export function attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; error: string } {
  try {
    return { ok: true, value: fn() };
  } catch (err) {
    return { ok: false, error: describeError(err) };
  }
}
