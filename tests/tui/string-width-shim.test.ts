import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import realStringWidth from 'string-width';
import shimWidth from '../../components/widgets/text/string-width-shim.js';

// What the screens draw, and what they must hand over untouched: CJK, kana, Hangul,
// emoji alone and joined, skin tones, flags, keycaps, combining marks, the screens'
// symbols, East Asian ambiguous ones, colour codes and other escape sequences.
const PIECES = [
  'a', 'Z', ' ', '~', '小', '雨', 'の', '한', '，', '。', 'Ａ', '🟢', '🟡', '🔴', '📁', '❤️', '👍🏽', '👨‍👩‍👧', '🇨🇳', '🇨', '1️⃣',
  'é', 'e\u0301', '⚠', '⚠️', '▶', '·', '…', '→', '−', '↑', '─', '✓', '×', '°', '±', '§', '\u00ad', '\u200b', '\t',
  '\u001b[31m', '\u001b[0m', '\u001b[1;38;5;208m', '\u001b]0;title\u0007', '\u001b[2J', '\u009b31m',
  '\u009d0;title\u0007', '\u0090dcs\u009c', '\u0085',
];

describe('the bundle\'s string-width', () => {
  it('gives string-width\'s answer for any mix of what the screens draw', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(shimWidth(text)).toBe(realStringWidth(text));
        expect(shimWidth(text, { ambiguousIsNarrow: false })).toBe(realStringWidth(text, { ambiguousIsNarrow: false }));
      }),
      { numRuns: 2_000 },
    );
  });

  it('measures a coloured list row as string-width does', () => {
    expect(shimWidth('\u001b[32m▶ 小雨 (xiaoyu)\u001b[39m  Flirting  17/25 🟢🟡 ↑')).toBe(realStringWidth('\u001b[32m▶ 小雨 (xiaoyu)\u001b[39m  Flirting  17/25 🟢🟡 ↑'));
  });
});
