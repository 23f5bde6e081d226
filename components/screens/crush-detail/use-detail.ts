import type { Dispatch } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, NAV, type Binding } from '../../shell/keys/keymap.js';
import type { DetailAction, DetailState } from './use-detail-state.js';
import { TIMELINE_KEYS } from '../timeline/use-timeline.js';
import { scrollDelta } from '../../widgets/scroll/window-step.js';

export const DETAIL_KEYS: readonly Binding[] = [
  K.nextPane,
  K.prevPane,
  K.move,
  ...NAV,
  K.actions,
  K.remember,
  K.topics,
  K.log,
  K.workshop,
  K.rhythm,
  K.why,
  K.feel,
  K.analyze,
  K.entry,
  K.edit,
  K.section,
  K.versions,
  K.doctor,
  // Search is the timeline pane's key: kept out of this footer so `? help` stays visible.
  { ...K.search, footer: false },
  K.filter,
  K.back,
  K.help,
];
/** What the help overlay lists on this screen: the timeline's keys too. */
export const DETAIL_HELP: readonly Binding[] = [...DETAIL_KEYS, ...TIMELINE_KEYS.filter((b) => b.label === 'event')];

/** With the timeline pane focused the footer offers its keys (Enter, /, t) before the screen's. */
const IN_TIMELINE = ['nextPane', 'move', 'event', 'search', 'filter', 'back'];
export const DETAIL_TIMELINE_HELP: readonly Binding[] = [
  ...IN_TIMELINE.flatMap((label) => DETAIL_HELP.filter((b) => b.label === label).map((b) => ({ ...b, footer: true }))),
  ...DETAIL_HELP.filter((b) => !IN_TIMELINE.includes(b.label)).map((b) => ({ ...b, footer: false })),
];

export type DetailCommand = 'actions' | 'remember' | 'topics' | 'log' | 'workshop' | 'rhythm' | 'why' | 'feel' | 'analyze' | 'entry' | 'edit' | 'section' | 'versions' | 'doctor' | 'search' | 'filter' | 'back';

interface Options {
  state: DetailState;
  dispatch: Dispatch<DetailAction>;
  /** Lines and visible rows of the focused text pane, for scrolling. */
  total: number;
  height: number;
  isActive: boolean;
  onCommand: (command: DetailCommand) => void;
}

/** Keys of the detail screen: panes, scrolling the profile/state panes, and the actions. */
export function useDetail({ state, dispatch, total, height, isActive, onCommand }: Options): void {
  useCommands(
    state.pane === 'timeline' ? DETAIL_TIMELINE_HELP : DETAIL_HELP,
    (command) => {
      const pane = state.pane;
      const scroll = (delta: number) =>
        pane !== 'timeline' && dispatch({ type: 'scroll', pane, delta, total, height });
      const delta = scrollDelta(command, height, total);
      if (delta !== null) return void scroll(delta);
      switch (command) {
        case 'nextPane':
          return dispatch({ type: 'cycle', by: 1 });
        case 'prevPane':
          return dispatch({ type: 'cycle', by: -1 });
        case 'actions':
        case 'remember':
        case 'topics':
        case 'log':
        case 'workshop':
        case 'rhythm':
        case 'why':
        case 'feel':
        case 'analyze':
        case 'entry':
        case 'edit':
        case 'section':
        case 'versions':
        case 'doctor':
        case 'search':
        case 'filter':
        case 'back':
          return onCommand(command);
        default:
          return false;
      }
    },
    { isActive },
  );
}
