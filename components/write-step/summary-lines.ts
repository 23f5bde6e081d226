import type { Line } from '../text/line.js';

/** "key  value" rows of what is about to be written (values as they will be stored). */
export function summaryLines(data: Readonly<Record<string, unknown>>, title?: string): Line[] {
  const keys = Object.keys(data);
  const width = Math.max(0, ...keys.map((k) => k.length)) + 2;
  const rows: Line[] = keys.map((k) => {
    const v = data[k];
    return [
      { text: `  ${k.padEnd(width)}`, token: 'muted' },
      { text: typeof v === 'string' ? v : JSON.stringify(v) },
    ];
  });
  return title ? [[{ text: title, bold: true }], ...rows] : rows;
}
