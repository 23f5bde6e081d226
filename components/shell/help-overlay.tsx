import { useState } from 'react';
import { useServices } from './kernel/services-context.js';
import { useLayout } from './kernel/layout-context.js';
import { useNav, useNavView } from './kernel/nav-context.js';
import { LinesView } from '../widgets/text/lines-view.js';
import { scrollBy } from '../widgets/scroll/cursor-window.js';
import { useActiveBindings, useKeys, type InputKey } from './keys/keypress-context.js';
import { K, NAV, commandFor } from './keys/keymap.js';
import { scrollDelta } from '../widgets/scroll/window-step.js';
import { helpFrame } from './help-lines.js';

/** `?`: every key of the current screen, then the global ones. Esc or ? closes it. */
export function HelpOverlay() {
  const { t } = useServices();
  const { body } = useLayout();
  const { top } = useNavView();
  const nav = useNav();
  const bindings = useActiveBindings();
  const [offset, setOffset] = useState(0);
  // The same rows the launcher draws when `?` is typed before the app has loaded.
  const { lines, total } = helpFrame(bindings, t, top.kind, body, offset);
  const height = body - 2;
  useKeys(
    (input, key: InputKey) => {
      // The help has nothing to type into: a paste is ignored.
      if (key.paste) return true;
      const command = commandFor([K.back, K.help, ...NAV], input, key);
      if (command === 'back' || command === 'help') nav.help(false);
      else {
        const delta = command === null ? null : scrollDelta(command, height, total);
        if (delta === null) return false;
        setOffset((o) => scrollBy(o, delta, total, height));
      }
      return true;
    },
    { isActive: true },
  );
  return <LinesView lines={lines} height={body} />;
}
