import type { Dispatch } from 'react';
import type { CursorWindow } from '../scroll/cursor-window.js';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, NAV, type Binding } from '../../shell/keys/keymap.js';
import type { MenuAction } from './use-menu-state.js';
import { windowStep } from '../scroll/window-step.js';

export const MENU_KEYS: readonly Binding[] = [K.move, ...NAV, K.open, K.back, K.help];

interface Options {
  win: CursorWindow;
  dispatch: Dispatch<MenuAction>;
  count: number;
  height: number;
  isActive: boolean;
  onSelect: (index: number) => void;
  onBack: () => void;
  /** Extra keys of the screen (for example b: back up), tried after the menu's own. */
  extra?: readonly Binding[];
  onExtra?: (command: string) => boolean | void;
}

/** Keys of a one-choice list: move, Enter picks, Esc goes back. */
export function useMenu({ win, dispatch, count, height, isActive, onSelect, onBack, extra = [], onExtra }: Options): void {
  useCommands(
    extra.length ? [...MENU_KEYS, ...extra] : MENU_KEYS,
    (command) => {
      const step = windowStep(command, count, height);
      if (step) return dispatch(step);
      switch (command) {
        case 'open':
          if (count > 0) onSelect(win.cursor);
          return;
        case 'back':
          return onBack();
        default:
          return onExtra ? onExtra(command) : false;
      }
    },
    { isActive },
  );
}
