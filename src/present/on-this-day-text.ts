import type { OnThisDay } from '../engine/on-this-day.js';
import { messages } from '../i18n/index.js';
import { eventLabel } from './format-timeline.js';
import { terminalSafe } from './terminal-text.js';
import { textFor, type Lang } from './report-text.js';

const whatOf = (f: OnThisDay, lang: Lang): string => (f.text === '' ? eventLabel(f.type, messages(lang)) : terminalSafe(f.text));

/** "A year ago today…": each record of this day in earlier years, in the user's words where they wrote any (daily, the quit review). */
export function onThisDayLines(found: readonly OnThisDay[], lang: Lang): string[] {
  if (found.length === 0) return [];
  const t = textFor(lang);
  return [t.onThisDayTitle, ...found.map((f) => t.onThisDay(f.years, f.ts.slice(0, 10), whatOf(f, lang)))];
}

/** The same in one line (the crush screen): the newest year's record, and how many more; null when there is none. */
export function onThisDayLine(found: readonly OnThisDay[], lang: Lang): string | null {
  const first = found[0];
  if (first === undefined) return null;
  const t = textFor(lang);
  const more = found.length - 1;
  return `📅 ${t.onThisDay(first.years, first.ts.slice(0, 10), whatOf(first, lang)).trim()}${more > 0 ? t.onThisDayMore(more) : ''}`;
}
