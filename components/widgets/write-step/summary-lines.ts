import type { Line } from '../text/line.js';
import { padEnd } from '../text/wrap-lines.js';
import { textWidth } from '../text/text-width.js';

/** How a summary names a field and shows its value in the reader's language (never a stored key or enum). */
export interface SummaryWords {
  label(key: string): string;
  value(key: string, value: unknown): string;
}

/** "label  value" rows of what is about to be written, in words. */
export function summaryLines(data: Readonly<Record<string, unknown>>, words: SummaryWords, title?: string): Line[] {
  const keys = Object.keys(data);
  const width = Math.max(0, ...keys.map((k) => textWidth(words.label(k)))) + 2;
  const rows: Line[] = keys.map((k) => [
    { text: `  ${padEnd(words.label(k), width)}`, token: 'muted' },
    { text: words.value(k, data[k]) },
  ]);
  return title ? [[{ text: title, bold: true }], ...rows] : rows;
}
