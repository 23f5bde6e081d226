import { describe, it, expect } from 'vitest';
import type { Key } from 'ink';
import { splitChunk } from '../../components/shell/keys/split-chunk.js';

const key = (over: Partial<Key> = {}): Key =>
  ({
    upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false,
    home: false, end: false, return: false, escape: false, ctrl: false, shift: false, tab: false,
    backspace: false, delete: false, meta: false, super: false, hyper: false, capsLock: false, numLock: false,
    ...over,
  }) as Key;

const names = (parts: [string, Key][]) =>
  parts.map(([text, k]) => (k.return ? '⏎' : k.delete ? '⌫' : k.backspace ? '⌫b' : k.tab ? '⇥' : text));

describe('a burst of input becomes the key presses it holds', () => {
  it('splits typed text from the Enter that follows it', () => {
    expect(names(splitChunk('小美\r', key()))).toEqual(['小美', '⏎']);
  });

  it('turns two backspaces in one chunk into two presses', () => {
    expect(names(splitChunk('\u007f\u007f', key()))).toEqual(['⌫', '⌫']);
  });

  it('keeps order across text, tab and enter', () => {
    expect(names(splitChunk('ab\tcd\r\n', key()))).toEqual(['ab', '⇥', 'cd', '⏎', '⏎']);
  });

  it('turns control characters in a chunk into Ctrl chords as Ink reports them (Ctrl-C is ctrl + c)', () => {
    const parts = splitChunk('j\u0003', key());
    expect(parts.map(([text, k]) => [text, k.ctrl])).toEqual([
      ['j', false],
      ['c', true],
    ]);
    expect(splitChunk('\u0003\u0003', key()).map(([text, k]) => `${k.ctrl ? '^' : ''}${text}`)).toEqual(['^c', '^c']);
  });

  it('leaves single keys, ctrl chords and escape sequences alone', () => {
    const k = key({ return: true });
    expect(splitChunk('', k)).toEqual([['', k]]);
    expect(splitChunk('x', key())).toHaveLength(1);
    expect(splitChunk('c', key({ ctrl: true }))[0]?.[1].ctrl).toBe(true);
    expect(splitChunk('\u001b[A', key())).toHaveLength(1);
  });
});
