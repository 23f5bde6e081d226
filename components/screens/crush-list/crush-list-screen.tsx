import { useEffect, useRef, type Dispatch } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { TextFieldView } from '../../widgets/text/text-field-view.js';
import { textWidth } from '../../widgets/text/text-width.js';
import type { Line } from '../../widgets/text/line.js';
import { EmptyList } from './empty-list.js';
import { filterCrushes, listedRows, wantsPinyin } from './crush-rows.js';
import { usePinyin } from './use-pinyin.js';
import { crushRowLine, headerLine, listRowsHeight, listTitleLine, showsSince } from './crush-row.js';
import { useCrushes } from './use-crushes.js';
import { useRowTrends } from './use-row-trends.js';
import { useCrushListState, type CrushListAction, type CrushListState } from './use-crush-list-state.js';
import type { CrushSummary } from '../../../src/memory/index.js';
import { useCrushList } from './use-crush-list.js';
import { BAND_DAYS, useUpcomingBand } from './upcoming-band.js';
import { upcomingBandLines } from '../../../src/present/upcoming-text.js';

/** How many of the band's items fit under the list: more on a tall terminal. */
const bandItems = (body: number): number => (body >= 30 ? 4 : 2);

/**
 * Keeps the cursor on the crush it was on when the rows re-sort under it (a write
 * moves a crush to the top; another program adds one), so the next action is on
 * the same person. A new filter or the archived toggle starts from the top instead.
 */
function useFollowCrush(shown: readonly CrushSummary[], state: CrushListState, dispatch: Dispatch<CrushListAction>, height: number): void {
  const order = shown.map((r) => r.slug).join('\n');
  const view = `${state.query.value}\n${state.showArchived}`;
  const current = shown[state.win.cursor]?.slug ?? null;
  const seen = useRef({ order, view, slug: current });
  // After every render, acting only when the order changed with the same filter.
  useEffect(() => {
    const before = seen.current;
    seen.current = { order, view, slug: current };
    if (before.order === order || before.view !== view || before.slug === null || before.slug === current) return;
    const at = shown.findIndex((r) => r.slug === before.slug);
    if (at < 0) return;
    seen.current = { order, view, slug: before.slug };
    dispatch({ type: 'jump', index: at, count: shown.length, height });
  });
}

/** The first screen: every crush, latest update first, with a `/` filter. */
export function CrushListScreen({ isActive }: { isActive: boolean }) {
  const { t, lang, theme } = useServices();
  const { cols, body } = useLayout();
  const nav = useNav();
  const { rows, error } = useCrushes();
  const [state, dispatch] = useCrushListState();
  const listed = listedRows(rows, state.showArchived);
  const pinyin = usePinyin(wantsPinyin(state.query.value));
  const shown = filterCrushes(listed, state.query.value, pinyin);
  const archived = { count: rows.filter((r) => r.archived).length, shown: state.showArchived };
  const filterRow = state.typing || state.query.value !== '';
  // What is coming across every crush, read after this frame is drawn; it takes its rows once it is there (not while filtering).
  const coming = useUpcomingBand(rows, isActive);
  const band: Line[] = coming && !filterRow ? upcomingBandLines(coming, BAND_DAYS, lang, bandItems(body)).map((text, i) => [{ text, token: i === 0 ? 'accent' : 'muted' }]) : [];
  const height = Math.max(1, listRowsHeight(body, filterRow) - band.length);
  const visible = shown.slice(state.win.top, state.win.top + height);
  const trends = useRowTrends(visible, showsSince(cols));

  // The list changes under the cursor (live refresh, filter, resize): keep the cursor on a row.
  useEffect(() => dispatch({ type: 'fit', count: shown.length, height }), [shown.length, height, dispatch]);
  useFollowCrush(shown, state, dispatch, height);

  useCrushList({
    state,
    dispatch,
    count: shown.length,
    height,
    isActive,
    onOpen: (i) => {
      const row = shown[i];
      if (row) nav.push({ kind: 'detail', slug: row.slug });
    },
    onCreate: () => nav.push({ kind: 'create' }),
    onFind: (text) => nav.push({ kind: 'search', text }),
  });

  if (rows.length === 0 && !error) return <EmptyList height={body} />;
  const lines: Line[] = visible.map((row, i) =>
    crushRowLine(row, trends.get(row.slug) ?? null, state.win.top + i === state.win.cursor, cols, t, lang),
  );
  if (shown.length === 0) {
    const why = state.query.value ? t.list.noMatch(state.query.value) : t.list.allArchived(archived.count);
    lines.push([{ text: `  ${why}`, token: 'muted' }]);
  }
  return (
    <Box flexDirection="column" height={body}>
      <LinesView lines={[listTitleLine(listed.length, shown.length, error, t, archived)]} height={1} />
      {filterRow ? (
        <Box>
          <Text color={theme.fg('accent')}>{t.list.filter}</Text>
          <TextFieldView edit={state.query} focused={state.typing} width={Math.max(10, cols - textWidth(t.list.filter) - textWidth(t.list.filterHint) - 3)} />
          <Text color={theme.fg('muted')}>  {state.typing ? t.list.filterHint : ''}</Text>
        </Box>
      ) : null}
      <LinesView lines={[headerLine(cols, t)]} height={1} />
      <LinesView lines={lines} height={height} />
      {band.length > 0 ? <LinesView lines={band} height={band.length} /> : null}
    </Box>
  );
}
