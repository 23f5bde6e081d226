import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { TextFieldView } from '../../widgets/text/text-field-view.js';
import type { Line } from '../../widgets/text/line.js';
import type { IndexState } from './event-index-store.js';
import type { TimelineView } from './timeline-view.js';
import type { TimelineState } from './use-timeline-state.js';
import { INTERACTIONS_TYPE } from './use-story-view.js';
import { interactionRow, timelineRow } from './timeline-row.js';
import { correctionOf, type Corrections, type InteractionRecord } from '../../../src/memory/index.js';
import { visibleEvents } from './visible-events.js';

/** Rows left for events once the pane's own header (and the search line) are drawn. */
export function timelineRows(height: number, state: TimelineState): number {
  return Math.max(1, height - 1 - (state.mode === 'search' ? 1 : 0));
}

interface Props {
  idx: IndexState;
  state: TimelineState;
  view: TimelineView;
  /** The interactions the view's negative rows stand for, oldest first. */
  interactions?: readonly InteractionRecord[];
  searching: boolean;
  height: number;
  /** What the type filter offers. */
  types: readonly string[];
  /** The rows run oldest first (the review before letting go). */
  oldestFirst?: boolean;
  /** The crush's corrections: a corrected row reads as it now is, a retracted one struck through. */
  fixes?: Corrections;
}

/** The event timeline: only the visible window is read from disk, whatever the size of the log. */
export function TimelinePane({ idx, state, view, interactions = [], searching, height, types, oldestFirst = false, fixes }: Props) {
  const { t, m, theme } = useServices();
  // The pane may be half the screen: the search box stays within that.
  const { cols } = useLayout();
  const rows = timelineRows(height, state);
  const { index } = idx;
  const tags = [
    state.types ? t.timeline.filterLabel(state.types.length) : '',
    state.query ? t.timeline.searchLabel(state.query) : '',
    searching ? t.timeline.searching : '',
    idx.partial ? t.timeline.readingRest : '',
    index && index.report.badLines.length > 0 ? t.timeline.skipped(index.report.badLines.length) : '',
  ].filter(Boolean);
  let lines: Line[];
  if (idx.error) lines = [[{ text: t.error(idx.error), token: 'danger' }]];
  else if (!index) lines = [[{ text: t.timeline.loading, token: 'muted' }]];
  else if (state.mode === 'pick') {
    const label = (type: string) => (type === INTERACTIONS_TYPE ? t.timeline.interactionsType : (m.timeline.labels[type] ?? type));
    // The picker scrolls with its cursor: there may be more types than rows.
    const top = Math.max(0, Math.min(state.pick.cursor - rows + 2, types.length - rows + 1));
    lines = types.slice(top, top + rows - 1).map((type, k) => {
      const i = top + k;
      return [
        { text: i === state.pick.cursor ? '▶ ' : '  ', token: 'accent' as const },
        { text: state.pick.ticked.includes(type) ? '[x] ' : '[ ] ' },
        { text: label(type), bold: i === state.pick.cursor },
      ];
    });
    lines.unshift([{ text: t.timeline.filterTitle, token: 'muted' }]);
  } else if (view.length === 0) {
    lines = [[{ text: index.count === 0 ? t.timeline.empty : t.timeline.noMatch, token: 'muted' }]];
  } else {
    lines = visibleEvents(index, view, state.win.top, rows).map(({ at, event }, i) => {
      const selected = state.win.top + i === state.win.cursor;
      const record = at < 0 ? interactions[-at - 1] : undefined;
      if (record) return interactionRow(record, selected, m);
      const e = event as NonNullable<typeof event>;
      return timelineRow(e, selected, m, fixes && fixes.size > 0 ? correctionOf(fixes.events, index.offsetOf(at), e) : null);
    });
  }
  return (
    <Box flexDirection="column" height={height}>
      <Text wrap="truncate-end" color={theme.fg('muted')}>
        {index ? t.timeline.header(view.length - (view.interactions ?? 0), index.count, oldestFirst) : ' '}
        {view.interactions ? ` · ${t.timeline.withInteractions(view.interactions)}` : ''}
        {tags.length > 0 ? ` · ${tags.join(' · ')}` : ''}
      </Text>
      {state.mode === 'search' ? (
        <Box>
          <Text color={theme.fg('accent')}>{t.timeline.search}</Text>
          <TextFieldView edit={state.draft} focused width={Math.max(10, Math.floor(cols / 2) - 12)} />
        </Box>
      ) : null}
      <LinesView lines={lines} height={rows} />
    </Box>
  );
}
