import type { Key } from 'ink';

/** A key with nothing pressed, no modifier held: the base a reading sets the flags of. */
export const NOTHING: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

type Flag = 'upArrow' | 'downArrow' | 'leftArrow' | 'rightArrow' | 'pageUp' | 'pageDown' | 'home' | 'end' | 'tab';

/** The escape sequences of the named keys (xterm's CSI and SS3 forms), as the terminal sends them. */
const SEQUENCES: Readonly<Record<string, { flag: Flag; shift?: boolean }>> = {
  '\u001B[A': { flag: 'upArrow' },
  '\u001BOA': { flag: 'upArrow' },
  '\u001B[B': { flag: 'downArrow' },
  '\u001BOB': { flag: 'downArrow' },
  '\u001B[C': { flag: 'rightArrow' },
  '\u001BOC': { flag: 'rightArrow' },
  '\u001B[D': { flag: 'leftArrow' },
  '\u001BOD': { flag: 'leftArrow' },
  '\u001B[5~': { flag: 'pageUp' },
  '\u001B[6~': { flag: 'pageDown' },
  '\u001B[H': { flag: 'home' },
  '\u001BOH': { flag: 'home' },
  '\u001B[1~': { flag: 'home' },
  '\u001B[F': { flag: 'end' },
  '\u001BOF': { flag: 'end' },
  '\u001B[4~': { flag: 'end' },
  '\u001B[Z': { flag: 'tab', shift: true },
};

/** One key press read from raw terminal input: what Ink's useInput would be handed for it, and its length in bytes. */
export interface RawKey {
  input: string;
  key: Key;
  length: number;
}

/**
 * The key pressed at `at` of raw terminal input (`text` as latin1: one character
 * a byte), read the way Ink reads it for useInput, so a keymap's bindings
 * (`commandFor`) match it as they match the app's keys: the arrows, PgUp/PgDn,
 * Home/End and Shift-Tab sequences, Enter, Tab, Backspace, a lone Esc (the last
 * byte read: Esc followed by more is another key), Ctrl chords and printable
 * ASCII. Anything else (a sequence it does not know, text beyond ASCII) is null:
 * the reader stops there and leaves the rest to the app.
 */
export function readKey(text: string, at: number): RawKey | null {
  const ch = text[at];
  if (ch === undefined) return null;
  if (ch === '\u001B') {
    if (at === text.length - 1) return { input: '', key: { ...NOTHING, escape: true }, length: 1 };
    for (const length of [3, 4]) {
      const named = SEQUENCES[text.slice(at, at + length)];
      if (named) return { input: '', key: { ...NOTHING, [named.flag]: true, shift: named.shift === true }, length };
    }
    return null;
  }
  const one = (key: Partial<Key>, input = ''): RawKey => ({ input, key: { ...NOTHING, ...key }, length: 1 });
  if (ch === '\r' || ch === '\n') return one({ return: true });
  if (ch === '\t') return one({ tab: true });
  if (ch === '\u007F') return one({ delete: true });
  if (ch === '\b') return one({ backspace: true });
  const code = ch.charCodeAt(0);
  // Ctrl-A … Ctrl-Z: the letter with ctrl set (Ctrl-C is 'c').
  if (code >= 1 && code <= 26) return one({ ctrl: true }, String.fromCharCode(code + 96));
  if (code >= 0x20 && code < 0x7f) return one({ shift: ch >= 'A' && ch <= 'Z' }, ch);
  return null;
}
