import { useCommands } from '../../shell/keys/keypress-context.js';
import { K, type Binding } from '../../shell/keys/keymap.js';
import { useNav } from '../../shell/kernel/nav-context.js';

const BACK_ONLY: readonly Binding[] = [K.back, K.help];
const WITH_REPAIR: readonly Binding[] = [K.repair, K.back, K.help];

/**
 * Keys of a screen that could not show what it is for: Esc always goes back, and
 * when the cause is a state.md or meta.json a rebuild from the events mends, R
 * opens that repair. No error screen is a dead end.
 */
export function useProblemKeys(slug: string, repairable: boolean, isActive: boolean, priority = 1): void {
  const nav = useNav();
  useCommands(
    repairable ? WITH_REPAIR : BACK_ONLY,
    (command) => {
      if (command === 'repair') return nav.push({ kind: 'repair', slug });
      if (command === 'back') return nav.back();
      return false;
    },
    { isActive, priority },
  );
}
