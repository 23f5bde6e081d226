import type { Dispatch } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, NAV, QUIT_WHILE_TYPING, type Binding } from '../../shell/keys/keymap.js';
import { editText } from '../../widgets/text/text-edit.js';
import type { TimelineView } from './timeline-view.js';
import { isFiltered, type TimelineAction, type TimelineState } from './use-timeline-state.js';
import { scrollDelta, windowStep } from '../../widgets/scroll/window-step.js';

export const TIMELINE_KEYS: readonly Binding[] = [...NAV, { ...K.open, label: 'event' }, K.search, K.filter, K.correct, K.retract];
const TEXT_KEYS: readonly Binding[] = [{ ...K.open, label: 'search' }, { ...K.back, label: 'cancel' }, QUIT_WHILE_TYPING];
const PICK_KEYS: readonly Binding[] = [K.move, ...NAV, K.toggle, { ...K.open, label: 'applyFilter' }, { ...K.back, label: 'cancel' }];

interface Options {
  state: TimelineState;
  dispatch: Dispatch<TimelineAction>;
  view: TimelineView;
  height: number;
  isActive: boolean;
  /** Enter on a row: an event's log index, or -(j + 1) for the j-th interaction. */
  onOpen: (at: number) => void;
  /** What the type filter offers (useStoryView's `types`). */
  types: readonly string[];
  /** c / x on a row: correct or retract that record (the same `at` as onOpen). */
  onCorrect?: (at: number, action: 'amend' | 'void') => void;
}

/** Keys of the timeline pane; it goes before the detail screen's keys (priority) so typing a search never triggers a shortcut. */
export function useTimeline({ state, dispatch, view, height, isActive, onOpen, types, onCorrect }: Options): void {
  const count = view.length;
  const keys = state.mode === 'search' ? TEXT_KEYS : state.mode === 'pick' ? PICK_KEYS : [...TIMELINE_KEYS, K.back];
  useCommands(
    keys,
    (command) => {
      if (state.mode === 'pick') {
        const delta = scrollDelta(command, height, types.length);
        if (delta !== null) dispatch({ type: 'pickMove', delta, count: types.length });
        else if (command === 'toggle') dispatch({ type: 'pickToggle', name: types[state.pick.cursor] ?? '' });
        else if (command === 'open') dispatch({ type: 'applyPick', all: types });
        else dispatch({ type: 'cancel' });
        return;
      }
      if (state.mode === 'search') return dispatch(command === 'open' ? { type: 'applySearch' } : { type: 'cancel' });
      const step = windowStep(command, count, height);
      if (step) return dispatch(step);
      switch (command) {
        case 'open':
          if (count > 0) onOpen(view.at(state.win.cursor));
          return;
        case 'correct':
        case 'retract':
          if (!onCorrect || count === 0) return false;
          return onCorrect(view.at(state.win.cursor), command === 'correct' ? 'amend' : 'void');
        case 'search':
          return dispatch({ type: 'startSearch' });
        case 'filter':
          return dispatch({ type: 'startPick', all: types });
        case 'back':
          // Esc first clears a search or filter; only then does it leave the screen.
          if (isFiltered(state)) return dispatch({ type: 'clear' });
          return false;
        default:
          return false;
      }
    },
    {
      isActive,
      priority: 1,
      // Browsing, the detail screen's footer names the pane's keys; searching or picking types, the pane's own.
      publish: state.mode !== 'browse',
      onOther: (input, key) => {
        if (state.mode !== 'search') return false;
        const draft = editText(state.draft, input, key);
        if (draft) dispatch({ type: 'draft', draft });
        return true;
      },
    },
  );
}
