// Terminal cell widths, so panes can wrap and window text to an exact height
// (Ink measures the same way: CJK and emoji take two cells).

const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

function isZeroWidth(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp < 0xa0) ||
    cp === 0x200d ||
    (cp >= 0x300 && cp <= 0x36f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f)
  );
}

export function codePointWidth(cp: number): number {
  if (isZeroWidth(cp)) return 0;
  for (const [lo, hi] of WIDE) if (cp >= lo && cp <= hi) return 2;
  return 1;
}

/** Width of each visible character; an emoji presentation selector (U+FE0F) widens the one before it. */
export function graphemes(text: string): { ch: string; width: number }[] {
  const out: { ch: string; width: number }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = out[out.length - 1];
    if (isZeroWidth(cp) && last) {
      last.ch += ch;
      if (cp === 0xfe0f) last.width = 2;
      continue;
    }
    out.push({ ch, width: codePointWidth(cp) });
  }
  return out;
}

export function textWidth(text: string): number {
  return graphemes(text).reduce((sum, g) => sum + g.width, 0);
}
