// The list screen drawn as plain terminal text, without React or Ink, so a user
// sees their crushes while the interactive app is still loading. It is built
// from the same line builders as the Ink screens; the app's own first frame then
// replaces it (tests/tui/first-frame.test.tsx checks that the two are the same).
import type { Lang } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import type { CrushSummary, Memory } from '../../src/memory/index.js';
import { quickSummaries } from '../../src/memory/list-quick.js';
import { layoutFor, tooSmall, type Size } from '../kernel/layout.js';
import { titleLine } from '../shell/title-line.js';
import { footerLine } from '../keys/footer-line.js';
import { lineToAnsi } from '../text/ansi-line.js';
import { blank, type Line } from '../text/line.js';
import { makeTheme } from '../kernel/theme.js';
import { crushRowLine, headerLine, listRowsHeight, listTitleLine, showsSince } from './crush-row.js';
import { LIST_KEY, listedRows, sortByUpdate } from './crush-rows.js';
import { LIST_KEYS } from './list-keys.js';
import { readRowTrends, ROW_TRENDS, type RowInfo, type TrendCache } from './row-trend.js';
import type { Preread } from '../kernel/live-data.js';

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
}

/** The rows the list shows first, top to bottom (the cursor on the first one). */
export function firstFrameRows(rows: readonly CrushSummary[], size: Size): readonly CrushSummary[] {
  return rows.slice(0, listRowsHeight(layoutFor(size).body, false));
}

/**
 * The lines of the list screen as the app shows it once loaded: title, list title,
 * column header, rows, blank rows down to the notice line, footer. Null when the
 * app would open on something else (no crushes, or a terminal below the minimum size).
 */
export function firstFrameLines({ rows, trends, size, lang }: Omit<FirstFrameInput, 'color' | 'styles'>): Line[] | null {
  const listed = listedRows(rows, false);
  // The app opens on the list with rows to show; anything else (nothing, or everyone archived) it draws itself.
  if (listed.length === 0 || tooSmall(size)) return null;
  const t = lang === 'zh' ? tuiZh : tuiEn;
  const layout = layoutFor(size);
  const shown = firstFrameRows(listed, size);
  const archived = { count: rows.length - listed.length, shown: false };
  const lines: Line[] = [
    titleLine([{ kind: 'list' }], t),
    listTitleLine(listed.length, listed.length, null, t, archived),
    headerLine(layout.cols, t),
    ...shown.map((row, i) => crushRowLine(row, trends.get(row.slug) ?? null, i === 0, layout.cols, t, lang)),
  ];
  // Title + body, then the notice line (empty) and the footer: one row less than the terminal.
  while (lines.length < 1 + layout.body) lines.push(blank);
  lines.push([{ text: ' ', token: 'success' }]);
  lines.push(footerLine(LIST_KEYS, t));
  return lines;
}

/** The frame as terminal output: from the top-left corner, each row cleared to its end. */
export function firstFrameText(input: FirstFrameInput): string | null {
  const lines = firstFrameLines(input);
  if (!lines) return null;
  const theme = makeTheme(input.color);
  const body = lines.map((l) => `${lineToAnsi(l, theme, input.size.cols, input.styles ?? true)}\u001B[K`).join('\n');
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
