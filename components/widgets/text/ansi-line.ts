import type { Theme } from '../../shell/kernel/theme.js';
import type { Line, Seg } from './line.js';
import { graphemes, textWidth } from './text-width.js';
import { cleanText } from './clean-text.js';

// SGR foreground codes of the colour names the theme uses (the names Ink accepts).
const FG: Readonly<Record<string, number>> = {
  black: 30,
  red: 31,
  green: 32,
  yellow: 33,
  blue: 34,
  magenta: 35,
  cyan: 36,
  white: 37,
  gray: 90,
  grey: 90,
  redBright: 91,
  greenBright: 92,
  yellowBright: 93,
  blueBright: 94,
  magentaBright: 95,
  cyanBright: 96,
  whiteBright: 97,
};

/** Cut to `width` cells the way Ink's truncate-end does: width-1 cells, then `…`. */
function fit(segs: readonly Seg[], width: number): Seg[] {
  if (segs.reduce((n, s) => n + textWidth(s.text), 0) <= width) return [...segs];
  const out: Seg[] = [];
  let room = width - 1;
  for (const s of segs) {
    if (room <= 0) break;
    let text = '';
    for (const g of graphemes(s.text)) {
      if (g.width > room) {
        room = 0;
        break;
      }
      text += g.ch;
      room -= g.width;
    }
    out.push({ ...s, text });
  }
  out.push({ text: '…' });
  return out;
}

function styled(seg: Seg, theme: Theme): string {
  const codes: number[] = [];
  if (seg.bold) codes.push(1);
  if (seg.dim) codes.push(2);
  if (seg.inverse) codes.push(7);
  if (seg.strike) codes.push(9);
  const colour = theme.fg(seg.token);
  const fg = colour === undefined ? undefined : FG[colour];
  if (fg !== undefined) codes.push(fg);
  return codes.length === 0 ? seg.text : `\u001B[${codes.join(';')}m${seg.text}\u001B[0m`;
}

/**
 * One terminal row as text with SGR styles, cut to `width` cells; for output drawn
 * without Ink. `styles: false` (a terminal without any, as Ink's chalk sees it) writes
 * the text alone, as Ink then does.
 */
export function lineToAnsi(line: Line, theme: Theme, width: number, styles = true): string {
  const clean = line.map((s) => ({ ...s, text: cleanText(s.text) }));
  return fit(clean, width)
    .map((s) => (styles ? styled(s, theme) : s.text))
    .join('');
}
