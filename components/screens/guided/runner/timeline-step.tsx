import { SCREEN_INTERACTIONS } from '../../../../src/flows/rhythm.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useNav } from '../../../shell/kernel/nav-context.js';
import { useLive } from '../../../shell/kernel/live-data.js';
import { useCommands } from '../../../shell/keys/keypress-context.js';
import { K, NAV, type Binding } from '../../../shell/keys/keymap.js';
import { useEventIndex } from '../../timeline/event-index-store.js';
import { useTimelineState } from '../../timeline/use-timeline-state.js';
import { useStoryView } from '../../timeline/use-story-view.js';
import { sortedInteractions } from '../../timeline/timeline-view.js';
import { useTimeline } from '../../timeline/use-timeline.js';
import { TimelinePane, timelineRows } from '../../timeline/timeline-pane.js';
import { useCorrections } from '../../timeline/use-corrections.js';

const STEP_KEYS: readonly Binding[] = [K.move, ...NAV, { ...K.open, label: 'record' }, { ...K.proceed, label: 'proceed' }, K.search, K.filter, K.back, K.help];

interface Props {
  slug: string;
  height: number;
  isActive: boolean;
  onNext: () => void;
  onBack: () => void;
}

/**
 * The whole story as a guided step (the quit review, SPEC 6.3): every event and
 * every interaction, oldest first, each at its time; scroll, search (`/`, the
 * interactions too) and filter by type (`t`) as in the timeline pane. Enter opens
 * the highlighted record; Tab goes on to the questions; Esc goes back. Only the
 * visible window of the log is read, whatever its size.
 */
export function TimelineStep({ slug, height, isActive, onNext, onBack }: Props) {
  const { mem } = useServices();
  const nav = useNav();
  const idx = useEventIndex(slug);
  const [state, dispatch] = useTimelineState();
  const interactions = useLive(`interactions:${slug}`, slug, () => {
    try {
      return sortedInteractions(mem.recentInteractions(slug, SCREEN_INTERACTIONS));
    } catch {
      return [];
    }
  });
  const { view, searching, types } = useStoryView(idx, state, interactions, true);
  const fixes = useCorrections(slug);
  useTimeline({
    state,
    dispatch,
    view,
    height: timelineRows(height, state),
    isActive,
    types,
    onCorrect: (at, action) => {
      const record = at < 0 ? interactions[-at - 1] : undefined;
      const index = idx.index;
      const ref = record ? (record.offset === undefined ? null : `i@${record.offset}`) : index && at >= 0 && index.offsetOf(at) >= 0 ? `@${index.offsetOf(at)}` : null;
      if (ref) nav.push({ kind: 'correct', slug, ref, action });
    },
    onOpen: (at) => {
      const record = at < 0 ? interactions[-at - 1] : undefined;
      if (record) nav.push({ kind: 'record', slug, record });
      else if (at >= 0) nav.push({ kind: 'event', slug, index: at });
    },
  });
  // What the pane lets through: Tab on to the questions, and Esc once nothing is filtered.
  useCommands(STEP_KEYS, (command) => (command === 'proceed' ? onNext() : command === 'back' ? onBack() : false), { isActive });
  return <TimelinePane idx={idx} state={state} view={view} interactions={interactions} searching={searching} height={height} types={types} oldestFirst fixes={fixes} />;
}
