import { useStdin, useStdout } from 'ink';
import { editExternally } from '../../src/memory/index.js';
import { errorText } from '../../src/present/field-errors.js';
import { useServices } from '../kernel/services-context.js';

const LEAVE_ALT = '\u001B[?1049l';
const ENTER_ALT = '\u001B[?1049h\u001B[H';
const SHOW_CURSOR = '\u001B[?25h';
const HIDE_CURSOR = '\u001B[?25l';
const PASTE_OFF = '\u001B[?2004l';
const PASTE_ON = '\u001B[?2004h';

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
    stdout.write(PASTE_OFF + SHOW_CURSOR + LEAVE_ALT);
    if (tty) stdin.setRawMode(false);
    try {
      return { ok: true, text: editExternally(text) };
    } catch (err) {
      return { ok: false, error: errorText(err, lang) };
    } finally {
      if (tty) stdin.setRawMode(true);
      stdout.write(ENTER_ALT + HIDE_CURSOR + PASTE_ON);
      // Through Ink: it clears what it drew and draws the whole last frame again.
      write('');
    }
  };
}
