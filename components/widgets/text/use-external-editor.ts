import { useStdin, useStdout } from 'ink';
import { editExternally } from '../../../src/memory/index.js';
import { errorText } from '../../../src/present/field-errors.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { ENTER_ALT, HIDE_CURSOR, LEAVE_ALT, SHOW_CURSOR } from '../../shell/terminal-modes.js';


export type EditorResult = { ok: true; text: string } | { ok: false; error: string };

/**
 * Ctrl-E: the text goes to $VISUAL / $EDITOR and comes back. The terminal is
 * handed over while the editor runs (main screen, cursor shown, cooked mode),
 * then taken back and the app drawn again whole.
 */
export function useExternalEditor(): (text: string) => EditorResult {
  const { stdin } = useStdin();
  const { stdout, write } = useStdout();
  const { lang } = useServices();
  return (text) => {
    const tty = stdin.isTTY === true;
    stdout.write(SHOW_CURSOR + LEAVE_ALT);
    if (tty) stdin.setRawMode(false);
    try {
      return { ok: true, text: editExternally(text) };
    } catch (err) {
      return { ok: false, error: errorText(err, lang) };
    } finally {
      if (tty) stdin.setRawMode(true);
      stdout.write(ENTER_ALT + HIDE_CURSOR);
      // Through Ink: it clears what it drew and draws the whole last frame again.
      write('');
    }
  };
}
