import type { ReactNode } from 'react';
import { Box } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { PaneTitle } from './pane-title.js';
import { PANES, type Pane } from './use-detail-state.js';

export interface PaneSizes {
  /** Content rows of each pane (0 when collapsed). */
  readonly rows: Readonly<Record<Pane, number>>;
  readonly width: Readonly<Record<Pane, number>>;
}

/**
 * Wide terminals: state over profile on the left, the timeline on the right.
 * Narrow ones: the panes stacked, the focused one open and the others one title row each.
 */
export function paneSizes(wide: boolean, cols: number, height: number, focus: Pane): PaneSizes {
  if (wide) {
    const left = Math.floor(cols / 2) - 1;
    const stateRows = Math.ceil((height - 2) * 0.6);
    return {
      rows: { state: stateRows, profile: height - 2 - stateRows, timeline: height - 1 },
      width: { state: left, profile: left, timeline: cols - left - 2 },
    };
  }
  const open = height - PANES.length;
  const rows = { profile: 0, state: 0, timeline: 0, [focus]: open };
  return { rows, width: { profile: cols, state: cols, timeline: cols } };
}

interface Props {
  wide: boolean;
  focus: Pane;
  sizes: PaneSizes;
  summaries: Readonly<Record<Pane, string>>;
  content: Readonly<Record<Pane, ReactNode>>;
}

export function DetailLayout({ wide, focus, sizes, summaries, content }: Props) {
  const { t } = useServices();
  const pane = (p: Pane) => (
    <Box key={p} flexDirection="column" width={sizes.width[p]}>
      <PaneTitle title={t.panes[p]} focused={focus === p} summary={sizes.rows[p] === 0 ? summaries[p] : ''} />
      {sizes.rows[p] > 0 ? content[p] : null}
    </Box>
  );
  if (!wide) return <Box flexDirection="column">{PANES.map(pane)}</Box>;
  return (
    <Box flexDirection="row" gap={2}>
      <Box flexDirection="column">
        {pane('state')}
        {pane('profile')}
      </Box>
      {pane('timeline')}
    </Box>
  );
}
