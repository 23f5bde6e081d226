import stringWidth from 'string-width';

// Wrapping for the terminal measured in cells, as --help shows text (src/cli/help-lang.ts):
// a Chinese character takes two cells, and Chinese text may break between characters
// where it has no spaces. Hand-written (about 40 lines): commander wraps at spaces only,
// and the wrapping libraries installed with Ink (wrap-ansi) are not the project's own
// dependency and break CJK only as an over-long word.

/** The cells a text takes in a terminal (colour codes take none). */
export const cellWidth = (text: string): number => stringWidth(text);

/** Characters a line may break before or after without a space (CJK ideographs, kana, hangul, full-width forms). */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
/** Punctuation that never starts a line (it stays with the character before it). */
const NO_LINE_START = /^[，。、；：！？）】》」』”’%,.;:!?)\]]/u;
/** Punctuation that never ends a line (it goes with the character after it). */
const NO_LINE_END = /[（【《「『“‘([]$/u;

/**
 * Whether a line may break between two characters of a word: beside a Chinese character,
 * but not inside a Latin word, between a number and its unit (26岁), beside a quote, before
 * closing or after opening punctuation.
 */
function mayBreak(prev: string, ch: string): boolean {
  if (!CJK.test(prev) && !CJK.test(ch)) return false;
  if (/\w/u.test(prev) || /["'`]/u.test(prev + ch)) return false;
  return !NO_LINE_START.test(ch) && !NO_LINE_END.test(prev);
}

/**
 * The pieces a line may be broken between: a run of spaces and the word after it; in
 * Chinese text also beside a Chinese character (punctuation stays with its neighbour).
 * In English help a Chinese value ("温柔型") stays whole, like a word.
 */
function pieces(line: string, cjkBreaks: boolean): string[] {
  const out: string[] = [];
  // A list of ids (a|b|c) may break after each bar, as it could after a space.
  for (const word of (line.match(/\s*\S+/gu) ?? []).flatMap((w) => w.split(/(?<=\|)/u))) {
    if (!cjkBreaks) {
      out.push(word);
      continue;
    }
    let current = '';
    for (const ch of word) {
      const prev = current.at(-1) ?? '';
      const breakBefore = current.trim() !== '' && mayBreak(prev, ch);
      if (breakBefore) {
        out.push(current);
        current = ch;
      } else current += ch;
    }
    if (current !== '') out.push(current);
  }
  return out;
}

/**
 * Text wrapped to `width` terminal cells, its line breaks kept: at spaces, after the bars
 * of an id list, and with `cjkBreaks` (Chinese text) beside Chinese characters.
 */
export function wrapCells(str: string, width: number, cjkBreaks: boolean): string {
  return str
    .split(/\r\n|\n/)
    .map((line) => {
      const rows: string[] = [];
      let row = '';
      for (const piece of pieces(line, cjkBreaks)) {
        if (row !== '' && stringWidth(row + piece) > width) {
          rows.push(row);
          row = piece.trimStart();
        } else row += piece;
      }
      rows.push(row);
      return rows.join('\n');
    })
    .join('\n');
}
