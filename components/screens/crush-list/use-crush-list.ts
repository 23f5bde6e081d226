import type { Dispatch } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { FILTER_KEYS, LIST_KEYS } from './list-keys.js';
import { editText } from '../../widgets/text/text-edit.js';
import type { CrushListAction, CrushListState } from './use-crush-list-state.js';
import { windowStep } from '../../widgets/scroll/window-step.js';


interface Options {
  state: CrushListState;
  dispatch: Dispatch<CrushListAction>;
  count: number;
  height: number;
  isActive: boolean;
  onOpen: (index: number) => void;
  onCreate: () => void;
  /** Search every crush's records (prefilled with a filter that matched no name). */
  onFind: (text: string) => void;
}

export function useCrushList({ state, dispatch, count, height, isActive, onOpen, onCreate, onFind }: Options): void {
  useCommands(
    state.typing ? FILTER_KEYS : LIST_KEYS,
    (command) => {
      const step = windowStep(command, count, height);
      if (step) return dispatch(step);
      switch (command) {
        case 'open':
          // A filter no name matches: look for it in what is written about them instead.
          if (state.typing && count === 0 && state.query.value.trim() !== '') return onFind(state.query.value);
          if (state.typing) return dispatch({ type: 'endFilter' });
          if (count > 0) onOpen(state.win.cursor);
          return;
        case 'search':
          return dispatch({ type: 'startFilter' });
        case 'create':
          return onCreate();
        case 'find':
          return onFind('');
        case 'archive':
          return dispatch({ type: 'toggleArchived' });
        case 'back':
          // At the root Esc only clears a filter; it never quits.
          if (state.typing || state.query.value) return dispatch({ type: 'clearFilter' });
          return false;
        default:
          return false;
      }
    },
    {
      isActive,
      onOther: (input, key) => {
        if (!state.typing) return false;
        const next = editText(state.query, input, key);
        if (next) dispatch({ type: 'query', query: next });
        return true;
      },
    },
  );
}
