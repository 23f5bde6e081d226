// Finding a name in text the way a reader sees it: whatever its letter case, in
// full-width or other compatibility forms (ＸＩＡＯＹＵ, ｘｉａｏｙｕ), and with
// invisible characters slipped inside it (林\u200B小雨).

/** A character with the marks that combine with it: the unit a match starts and ends on. */
const UNIT = /\p{M}+|\P{M}\p{M}*/gsu;
/** Characters that draw nothing (zero-width spaces and joiners, bidi controls, variation selectors): no part of a name. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * One piece of text folded for comparing: compatibility forms to their plain
 * letters (NFKC), then case folded (upper then lower, so ß meets SS and ς meets Σ),
 * invisible characters dropped.
 */
export function foldForMatch(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().replace(IGNORABLE, '');
}

/** A text folded unit by unit, with where each unit starts in the text and in the folded text. */
function folded(text: string): { folded: string; from: number[]; at: number[] } {
  const from: number[] = [];
  const at: number[] = [];
  let out = '';
  for (const m of text.matchAll(UNIT)) {
    from.push(m.index);
    at.push(out.length);
    out += foldForMatch(m[0]);
  }
  return { folded: out, from, at };
}

/** A value to find (already folded with foldForMatch) and what is written in its place. */
export interface Needle {
  folded: string;
  mark: string;
  /** Only where it stands as a word of its own (not inside a longer Latin word). */
  word?: boolean;
}

/** A letter or digit that would make a match part of a longer Latin word. */
const WORDY = /[\p{Script=Latin}\p{N}]/u;

/**
 * The text with every place a needle matches (folded) replaced by its mark; a
 * match that starts or ends inside a unit takes the whole unit. Longer needles
 * are matched first, and a later match never overlaps an earlier one.
 */
export function maskText(text: string, needles: readonly Needle[]): string {
  if (text === '' || needles.length === 0) return text;
  const f = folded(text);
  const ranges: { start: number; end: number; mark: string }[] = [];
  const sorted = [...needles].filter((n) => n.folded !== '').sort((a, b) => b.folded.length - a.folded.length);
  for (const n of sorted) {
    for (let i = f.folded.indexOf(n.folded); i >= 0; i = f.folded.indexOf(n.folded, i + 1)) {
      if (n.word && (WORDY.test(f.folded[i - 1] ?? '') || WORDY.test(f.folded[i + n.folded.length] ?? ''))) continue;
      const startUnit = lastAtOrBefore(f.at, i);
      const endUnit = lastAtOrBefore(f.at, i + n.folded.length - 1);
      const start = f.from[startUnit] as number;
      const end = endUnit + 1 < f.from.length ? (f.from[endUnit + 1] as number) : text.length;
      if (ranges.some((r) => r.start < end && start < r.end)) continue;
      ranges.push({ start, end, mark: n.mark });
    }
  }
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a.start - b.start);
  let out = '';
  let from = 0;
  for (const r of ranges) {
    out += text.slice(from, r.start) + r.mark;
    from = r.end;
  }
  return out + text.slice(from);
}

/** The index of the last unit that starts at or before folded position `pos`. */
function lastAtOrBefore(at: readonly number[], pos: number): number {
  let lo = 0;
  let hi = at.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((at[mid] as number) <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
