import type { Lang } from '../../src/i18n/index.js';
import type { TuiMessages } from '../../src/i18n/tui-zh.js';
import type { CrushSummary } from '../../src/memory/index.js';
import { scoreSegs } from '../score/score-segs.js';
import type { Line, Seg } from '../text/line.js';
import { lineText } from '../text/line.js';
import { padEnd, truncate } from '../text/wrap-lines.js';
import { textWidth } from '../text/text-width.js';
import { cleanText } from '../text/clean-text.js';
import { shortUpdate } from './crush-rows.js';
import { stageName } from '../../src/present/enum-names.js';

const STAGE_W = 14;
const SCORE_W = 15;
const UPDATED_W = 16;

function nameWidth(width: number): number {
  return Math.max(10, width - 2 - STAGE_W - SCORE_W - UPDATED_W - 3);
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
  const text = `  ${padEnd(name, nameWidth(width))} ${padEnd(stage, STAGE_W)} ${padEnd(score, SCORE_W)} ${updated}`;
  return [{ text, token: 'muted' }];
}

/** One list row; the selected row is marked with ▶ as well as inverse video (colour is never the only cue). */
export function crushRowLine(row: CrushSummary, trend: string | null, selected: boolean, width: number, t: TuiMessages, lang: Lang): Line {
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
    row.problem ? { text: t.list.problem, token: 'danger' } : { text: shortUpdate(row.updatedAt), token: 'muted' },
  ];
  return segs;
}
