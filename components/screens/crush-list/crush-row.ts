import type { Lang } from '../../../src/i18n/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { CrushSummary } from '../../../src/memory/index.js';
import { scoreSegs } from '../score/score-segs.js';
import type { Line, Seg } from '../../widgets/text/line.js';
import { lineText } from '../../widgets/text/line.js';
import { padEnd, truncate } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';
import { cleanText } from '../../widgets/text/clean-text.js';
import { shortUpdate } from './crush-rows.js';
import { stageName } from '../../../src/present/enum-names.js';
import type { RowInfo } from './row-trend.js';

const STAGE_W = 14;
const SCORE_W = 15;
const UPDATED_W = 16;
/** "💬 12d" and "🟢 3d": days since the last interaction and the last green signal. */
const SINCE_W = 8;
/** From this width the list also shows how long since the last interaction and green signal. */
export const SINCE_FROM_COLS = 100;

export const showsSince = (width: number): boolean => width >= SINCE_FROM_COLS;

function nameWidth(width: number): number {
  return Math.max(10, width - 2 - STAGE_W - SCORE_W - UPDATED_W - 3 - (showsSince(width) ? 2 * SINCE_W + 2 : 0));
}

/** Whole days from a local time stamp's date to today's (null when there is none or it cannot be read). */
export function daysSince(ts: string | null | undefined, now: Date): number | null {
  const m = typeof ts === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ts) : null;
  if (!m) return null;
  const then = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((today - then) / 86_400_000));
}

/** Rows the list itself gets below its title and column header (and the filter line while it shows). */
export function listRowsHeight(body: number, filterRow: boolean): number {
  return Math.max(1, body - 2 - (filterRow ? 1 : 0));
}

/**
 * `Crushes (12) · latest update first`, how many archived ones are left out (or
 * that they are shown), and what went wrong reading the base folder, if anything.
 */
export function listTitleLine(
  total: number,
  shown: number,
  error: string | null,
  t: TuiMessages,
  archived: { count: number; shown: boolean } = { count: 0, shown: false },
): Line {
  const segs: Seg[] = [{ text: t.list.header(total, shown), token: 'heading', bold: true }];
  if (archived.count > 0) segs.push({ text: `  ${archived.shown ? t.list.archivedShown : t.list.archivedHidden(archived.count)}`, token: 'muted' });
  if (error) segs.push({ text: ` ${t.error(error)}`, token: 'danger', bold: true });
  return segs;
}

export function headerLine(width: number, t: TuiMessages): Line {
  const [name = '', stage = '', score = '', updated = ''] = t.list.columns;
  const since = showsSince(width) ? `${padEnd(t.list.sinceChat, SINCE_W)} ${padEnd(t.list.sinceGreen, SINCE_W)} ` : '';
  const text = `  ${padEnd(name, nameWidth(width))} ${padEnd(stage, STAGE_W)} ${padEnd(score, SCORE_W)} ${since}${updated}`;
  return [{ text, token: 'muted' }];
}

/** One list row; the selected row is marked with ▶ as well as inverse video (colour is never the only cue). */
export function crushRowLine(
  row: CrushSummary,
  info: RowInfo | null,
  selected: boolean,
  width: number,
  t: TuiMessages,
  lang: Lang,
  now: Date = new Date(),
): Line {
  const trend = info?.trend ?? null;
  const nickname = cleanText(row.nickname);
  const name = `${row.archived ? '📦 ' : ''}${nickname === row.slug ? row.slug : `${nickname} (${row.slug})`}`;
  const score = scoreSegs(row.score, trend, t, lang, false);
  const scoreText = lineText(score);
  const segs: Seg[] = [
    { text: selected ? '▶ ' : '  ', token: 'accent', bold: true },
    { text: `${padEnd(truncate(name, nameWidth(width)), nameWidth(width))} `, bold: selected, inverse: selected },
    { text: `${padEnd(truncate(cleanText(stageName(row.stage, lang)), STAGE_W), STAGE_W)} ` },
    ...score,
    { text: `${' '.repeat(Math.max(1, SCORE_W - textWidth(scoreText) + 1))}` },
    ...(showsSince(width) ? sinceSegs(daysSince(row.meta?.last_interaction, now), daysSince(info?.lastGreen, now), t) : []),
    row.problem ? { text: t.list.problem, token: 'danger' } : { text: shortUpdate(row.updatedAt), token: 'muted' },
  ];
  return segs;
}

/** The two "days since" cells: muted when it has been a while, nothing known shown as —. */
function sinceSegs(chat: number | null, green: number | null, t: TuiMessages): Seg[] {
  const cell = (icon: string, days: number | null): Seg => ({
    text: `${padEnd(days === null ? `${icon} —` : `${icon} ${t.list.days(days)}`, SINCE_W)} `,
    token: days === null || days > 14 ? 'muted' : undefined,
  });
  return [cell('💬', chat), cell('🟢', green)];
}
