import type { Label } from '../engine/types.js';
import { flowTextEn } from './text-en.js';
import { flowTextZh, type FlowText } from './text-zh.js';
import type { TopicCandidate, WriteOutcome } from '../flows/types.js';

import type { Lang } from '../i18n/index.js';
export { stageName } from './enum-names.js';
export { labelOf } from './catalog-labels.js';

export type { Lang };

/**
 * Where a report is read: the command line (hints naming its options, and the
 * closing lines saying what was written) or a TUI screen, which asks instead of
 * hinting and shows the changed files itself.
 */
export type Medium = 'cli' | 'screen';

export const textFor = (lang: Lang): FlowText => (lang === 'en' ? flowTextEn() : flowTextZh);

export const pick = (label: Label, lang: Lang): string => label[lang];



/** The closing lines every verb shares on the command line, after a blank one: a re-read notice, what was written, candidates. */
export function closing(t: FlowText, write: WriteOutcome | null, candidates: readonly TopicCandidate[] = [], medium: Medium = 'cli'): string[] {
  return medium === 'cli' ? ['', ...footer(t, write, candidates)] : [];
}

export function footer(t: FlowText, write: WriteOutcome | null, candidates: readonly TopicCandidate[] = []): string[] {
  const lines: string[] = [];
  if (write && write.attempts > 1) lines.push(t.retried);
  if (write) lines.push(write.changed.length > 0 ? t.wrote(t.list(write.changed)) : t.wroteNothing);
  if (candidates.length > 0) lines.push(t.candidates(candidates.length));
  return lines;
}

export const indent = (lines: readonly string[], by = '  '): string[] => lines.map((l) => (l === '' ? l : `${by}${l}`));
