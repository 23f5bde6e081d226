import { useCommands } from '../../keys/keypress-context.js';
import { K, NAV, type Binding } from '../../keys/keymap.js';
import { useEventIndex } from '../../timeline/event-index-store.js';
import { useTimelineState } from '../../timeline/use-timeline-state.js';
import { useTimelineData } from '../../timeline/use-timeline-data.js';
import { useTimeline } from '../../timeline/use-timeline.js';
import { TimelinePane, timelineRows } from '../../timeline/timeline-pane.js';

const STEP_KEYS: readonly Binding[] = [K.move, ...NAV, K.search, K.filter, { ...K.open, label: 'submit' }, K.back, K.help];

interface Props {
  slug: string;
  height: number;
  isActive: boolean;
  onNext: () => void;
  onBack: () => void;
}

/**
 * Every event of the log as a guided step (the quit review, SPEC 6.3): scroll,
 * search (`/`) and filter by type (`t`) as in the timeline pane; only the visible
 * window is read, whatever the size of the log. Enter goes on, Esc goes back.
 */
export function TimelineStep({ slug, height, isActive, onNext, onBack }: Props) {
  const idx = useEventIndex(slug);
  const [state, dispatch] = useTimelineState();
  const { view, searching } = useTimelineData(idx, state.types, state.query);
  useTimeline({ state, dispatch, view, height: timelineRows(height, state), isActive, onOpen: onNext });
  // What the pane lets through: Enter on an empty view, and Esc once nothing is filtered.
  useCommands(STEP_KEYS, (command) => (command === 'open' ? onNext() : command === 'back' ? onBack() : false), { isActive });
  return <TimelinePane idx={idx} state={state} view={view} searching={searching} height={height} />;
}
