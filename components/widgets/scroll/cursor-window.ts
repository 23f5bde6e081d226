/** A cursor in a list of `count` rows and the first row shown in a window of `height` rows. */
export interface CursorWindow {
  readonly cursor: number;
  readonly top: number;
}

export const START: CursorWindow = { cursor: 0, top: 0 };

const clamp = (n: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, n));

/** Keeps the cursor inside the list and the window around the cursor (scrolling only when it leaves). */
export function fit(w: CursorWindow, count: number, height: number): CursorWindow {
  const h = Math.max(1, height);
  const cursor = clamp(w.cursor, 0, Math.max(0, count - 1));
  let top = clamp(w.top, 0, Math.max(0, count - h));
  if (cursor < top) top = cursor;
  if (cursor >= top + h) top = cursor - h + 1;
  return { cursor, top };
}

export function moveBy(w: CursorWindow, delta: number, count: number, height: number): CursorWindow {
  return fit({ ...w, cursor: w.cursor + delta }, count, height);
}

export function moveTo(w: CursorWindow, index: number, count: number, height: number): CursorWindow {
  return fit({ ...w, cursor: index }, count, height);
}

/** A plain scroll offset (no cursor) for text panes. */
export function scrollBy(offset: number, delta: number, total: number, height: number): number {
  return clamp(offset + delta, 0, Math.max(0, total - height));
}
