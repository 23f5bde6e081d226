// The list screen drawn as plain terminal text, without React or Ink, so a user
// sees their crushes while the interactive app is still loading. It is built
// from the same line builders as the Ink screens; the app's own first frame then
// replaces it (tests/tui/first-frame.test.tsx checks that the two are the same).
import type { Lang } from '../../../src/i18n/index.js';
import { tuiZh, type TuiMessages } from '../../../src/i18n/tui-zh.js';
import { tuiEn } from '../../../src/i18n/tui-en.js';
import type { CrushSummary, Memory } from '../../../src/memory/index.js';
import { quickSummaries } from '../../../src/memory/crush/list-quick.js';
import type { Ctx } from '../../../src/memory/crush/folder.js';
import { quickTrend } from '../../../src/memory/crush/state-quick.js';
import { recentEvents } from '../../../src/memory/log/tail.js';
import { START, type CursorWindow } from '../../widgets/scroll/cursor-window.js';
import { layoutFor, tooSmall, type Size } from '../../shell/kernel/layout.js';
import { titleLine } from '../../shell/title-line.js';
import { footerLine } from '../../shell/keys/footer-line.js';
import { lineToAnsi } from '../../widgets/text/ansi-line.js';
import { blank, type Line } from '../../widgets/text/line.js';
import { makeTheme } from '../../shell/kernel/theme.js';
import { crushRowLine, headerLine, listRowsHeight, listTitleLine, showsSince } from './crush-row.js';
import { LIST_KEY, listedRows, sortByUpdate } from './crush-rows.js';
import { LIST_KEYS } from './list-keys.js';
import { readRowTrends, ROW_TRENDS, type RowInfo, type RowSource, type TrendCache } from './row-trend.js';
import type { Preread } from '../../shell/kernel/live-data.js';

export interface FirstFrameInput {
  /** Latest update first, as the list shows them. */
  rows: readonly CrushSummary[];
  trends: ReadonlyMap<string, RowInfo>;
  size: Size;
  lang: Lang;
  /** Colours on (not NO_COLOR / --no-color). */
  color: boolean;
  /** The terminal takes SGR styles at all (chalk's level > 0, as Ink decides); default true. */
  styles?: boolean;
  /** The cursor and the first row shown (keys typed before the app loaded move it); the top row by default. */
  win?: CursorWindow;
}

/** How many crush rows the list shows at this size (no filter line). */
export function listHeight(size: Size): number {
  return listRowsHeight(layoutFor(size).body, false);
}

/** The rows the list shows, top to bottom, from the window's first row. */
export function firstFrameRows(rows: readonly CrushSummary[], size: Size, win: CursorWindow = START): readonly CrushSummary[] {
  return rows.slice(win.top, win.top + listHeight(size));
}

/**
 * The lines of the list screen as the app shows it once loaded: title, list title,
 * column header, rows, blank rows down to the notice line, footer. Null when the
 * app would open on something else (no crushes, or a terminal below the minimum size).
 */
export function firstFrameLines({ rows, trends, size, lang, win = START, opening = null }: Omit<FirstFrameInput, 'color' | 'styles'> & { opening?: string | null }): Line[] | null {
  const listed = listedRows(rows, false);
  // The app opens on the list with rows to show; anything else (nothing, or everyone archived) it draws itself.
  if (listed.length === 0 || tooSmall(size)) return null;
  const t = lang === 'zh' ? tuiZh : tuiEn;
  const layout = layoutFor(size);
  const shown = firstFrameRows(listed, size, win);
  const archived = { count: rows.length - listed.length, shown: false };
  return listScreenLines(
    [
      listTitleLine(listed.length, listed.length, null, t, archived),
      headerLine(layout.cols, t),
      ...shown.map((row, i) => crushRowLine(row, trends.get(row.slug) ?? null, win.top + i === win.cursor, layout.cols, t, lang)),
    ],
    size,
    t,
    // Enter was typed before the app was up: the notice line says which crush is opening.
    opening === null ? null : t.list.opening(opening),
  );
}

/**
 * The shell around what the list screen shows (its rows, or the key help over it):
 * the title, the body padded to its height, the notice line (empty) and the
 * footer, one row less than the terminal, as the app's shell draws it.
 */
export function listScreenLines(body: readonly Line[], size: Size, t: TuiMessages, notice: string | null = null): Line[] {
  const lines: Line[] = [titleLine([{ kind: 'list' }], t), ...body];
  while (lines.length < 1 + layoutFor(size).body) lines.push(blank);
  lines.push([{ text: notice ?? ' ', token: 'success' }], footerLine(LIST_KEYS, t));
  return lines;
}

/** The frame as terminal output: from the top-left corner, each row cleared to its end. */
export function firstFrameText(input: FirstFrameInput): string | null {
  const lines = firstFrameLines(input);
  return lines && linesText(lines, input);
}

/** Screen lines as terminal output: from the top-left corner, each row cleared to its end. */
export function linesText(lines: readonly Line[], o: { size: Size; color: boolean; styles?: boolean }): string {
  const theme = makeTheme(o.color);
  const body = lines.map((l) => `${lineToAnsi(l, theme, o.size.cols, o.styles ?? true)}\u001B[K`).join('\n');
  return `\u001B[H${body}\u001B[J\u001B[H`;
}

/**
 * Reads what the list shows (meta.json of every folder, state.md of the rows on
 * screen) and draws it (null text when the base folder cannot be listed: the app
 * says why), with what it read for the app to start from.
 */
export function drawFirstFrame(mem: Memory, size: Size, lang: Lang, color: boolean, styles = true): { text: string | null; preread: Preread } {
  let rows: CrushSummary[];
  try {
    // The quick reader (no schema library per file) when it accepts every meta.json; it lists
    // exactly what the memory service lists (tests/memory/list-quick.test.ts), less the
    // count check the screens do not show (a stat per folder).
    rows = sortByUpdate(quickSummaries(mem.ctx, { counts: false }) ?? mem.list());
  } catch {
    return { text: null, preread: {} };
  }
  const cache: TrendCache = new Map();
  const trends = readRowTrends(mem, firstFrameRows(listedRows(rows, false), size), cache, showsSince(layoutFor(size).cols));
  // What was read here is handed to the app, so each meta.json and state.md is read once.
  const preread: Preread = { values: { [LIST_KEY]: { rows, error: null } }, caches: { [ROW_TRENDS]: cache } };
  return { text: firstFrameText({ rows, trends, size, lang, color, styles }), preread };
}

/** The launcher's readers of what a row shows beyond meta.json: no YAML parser, no schema library. */
export function quickRowSource(ctx: Ctx): RowSource {
  return {
    state: (slug) => ({ fields: { score_trend: quickTrend(ctx, slug) } }),
    recent: (slug, n, types) => recentEvents(ctx, slug, n, types),
  };
}

/**
 * The list as the launcher reads it before the memory service has loaded: the rows
 * (handed to the app, so each meta.json is read once). Null when a folder needs the
 * memory service (no meta.json, an unusual one) or the base folder cannot be listed:
 * the app then reads and draws it.
 */
export function quickList(ctx: Ctx): CrushSummary[] | null {
  try {
    const rows = quickSummaries(ctx, { counts: false });
    return rows && sortByUpdate(rows);
  } catch {
    return null;
  }
}
