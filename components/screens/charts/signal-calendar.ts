import type { Token } from '../../shell/kernel/theme.js';
import type { Line, Seg } from '../../widgets/text/line.js';

export interface DayCount {
  green: number;
  red: number;
}

const DAY_MS = 86_400_000;
/** Each day one glyph, so the reading never rests on colour alone. */
export const CALENDAR_GLYPHS = {
  green: { glyph: '▲', token: 'signal.green' },
  red: { glyph: '▼', token: 'signal.red' },
  both: { glyph: '◆', token: 'warning' },
  none: { glyph: '·', token: 'muted' },
} as const satisfies Record<string, { glyph: string; token: Token }>;

const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A calendar of the last `weeks` weeks, a column a week and a row a weekday
 * (Monday first), each day marked by the signals noted on it: green, red,
 * both, or none; days after today are left empty. Month numbers head the
 * week a month starts in.
 */
export function signalCalendar(days: ReadonlyMap<string, DayCount>, today: string, weeks: number, weekdayNames: readonly string[]): Line[] {
  const todayN = dayNumber(today);
  const weekday = (todayN + 3) % 7; // 1970-01-01 was a Thursday: Monday is 0
  const start = todayN - weekday - (weeks - 1) * 7;
  const nameW = Math.max(...weekdayNames.map((n) => [...n].length));
  const head: Seg[] = [{ text: ' '.repeat(nameW + 1) }];
  let lastMonth = '';
  for (let w = 0; w < weeks; w += 1) {
    const month = dateOf(start + w * 7 + 6).slice(5, 7);
    head.push({ text: month !== lastMonth ? String(Number(month)).padEnd(2) : '  ', token: 'muted' });
    lastMonth = month;
  }
  const rows: Line[] = [head];
  for (let d = 0; d < 7; d += 1) {
    const segs: Seg[] = [{ text: `${(weekdayNames[d] ?? '').padEnd(nameW)} `, token: 'muted' }];
    for (let w = 0; w < weeks; w += 1) {
      const day = start + w * 7 + d;
      if (day > todayN) {
        segs.push({ text: '  ' });
        continue;
      }
      const c = days.get(dateOf(day));
      const kind = !c || (c.green === 0 && c.red === 0) ? 'none' : c.green > 0 && c.red > 0 ? 'both' : c.green > 0 ? 'green' : 'red';
      const { glyph, token } = CALENDAR_GLYPHS[kind];
      segs.push({ text: `${glyph} `, token });
    }
    rows.push(segs);
  }
  return rows;
}
