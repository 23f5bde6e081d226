import type { TopicCandidate, WriteOutcome } from '../../../src/flows/index.js';
import { errorText, type Lang } from '../../../src/present/index.js';
import { paragraph, type Line } from '../../widgets/text/line.js';
import type { FlowSpec, Offer } from './runner/guided-types.js';

/** A flow report before anything is written (the flows' text functions expect a write). */
export const NO_WRITE: WriteOutcome = { changed: [], events: [], attempts: 1 };

/** Report text wrapped to the screen. */
export function reportLines(lines: readonly string[], width: number): Line[] {
  return lines.flatMap((l) => {
    if (l === '') return [[{ text: '' }]];
    // Wrapped rows keep the report's own indentation.
    const indent = /^ */.exec(l)?.[0] ?? '';
    return paragraph(l.slice(indent.length), width, {}, indent);
  });
}

/** A load that failed: read again once the folder changes (a repair may have mended it). */
export const failed = (r: { ok: boolean }): boolean => !r.ok;

/** Runs a read or a pure plan for a preview; a refusal (bad input) becomes the message shown, in the user's language. */
export function attempt<T>(lang: Lang, fn: () => T): { ok: true; value: T } | { ok: false; error: string } {
  try {
    return { ok: true, value: fn() };
  } catch (err) {
    return { ok: false, error: errorText(err, lang) };
  }
}

/**
 * The summary and the write of a guided flow: before y/N, the report of its pure plan
 * (nothing written); after it, the report of the run, the files it changed and the
 * notes it offers as topic memories. `plan` is null until the flow's data is read
 * (`loadError` says why when reading failed); `text` is the report without its footer.
 */
export function planThenRun<T>(o: {
  plan: (() => T) | null;
  loadError: string | null;
  text: (out: T & { write: WriteOutcome }) => readonly string[];
  run: () => Promise<T & { write: WriteOutcome; candidates?: readonly TopicCandidate[] }>;
  replaces: boolean;
  width: number;
  lang: Lang;
  /** A next step to offer once written (never taken for the user). */
  offer?: (out: T & { write: WriteOutcome }) => Offer | undefined;
}): Pick<FlowSpec, 'preview' | 'write'> {
  const { plan, text, width } = o;
  return {
    preview: () => {
      if (!plan) return { error: o.loadError ?? '' };
      const planned = attempt(o.lang, plan);
      if (!planned.ok) return { error: planned.error };
      return { lines: reportLines(text({ ...planned.value, write: NO_WRITE }), width), replaces: o.replaces };
    },
    write: async () => {
      const r = await o.run();
      return { changed: r.write.changed, lines: reportLines(text(r), width), candidates: r.candidates, offer: o.offer?.(r) };
    },
  };
}
