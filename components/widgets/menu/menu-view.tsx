import type { CursorWindow } from '../scroll/cursor-window.js';
import { LinesView } from '../text/lines-view.js';
import type { Line, Seg } from '../text/line.js';

/** A list with a ▶ on the chosen row (bold as well, so it reads without colour). */
export function MenuView({ items, win, height }: { items: readonly (string | Line)[]; win: CursorWindow; height: number }) {
  const lines: Line[] = items.slice(win.top, win.top + height).map((item, i) => {
    const here = win.top + i === win.cursor;
    const segs: Seg[] = typeof item === 'string' ? [{ text: item }] : [...item];
    return [{ text: here ? '▶ ' : '  ', token: 'accent', bold: true }, ...segs.map((s) => (here ? { ...s, bold: true } : s))];
  });
  return <LinesView lines={lines} height={height} />;
}
