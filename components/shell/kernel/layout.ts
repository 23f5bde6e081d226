/** A terminal size in cells. */
export interface Size {
  cols: number;
  rows: number;
}

/** Below this the app shows what size it needs instead of a broken layout (80×23 is a default terminal under tmux). */
export const MIN_SIZE: Size = { cols: 70, rows: 20 };
/** From this width the detail screen shows panes side by side. */
export const WIDE_COLS = 110;

/** Rows the shell keeps for itself: title, notice and footer; one more so Ink never fills the whole terminal. */
const CHROME_ROWS = 4;

export interface Layout {
  readonly cols: number;
  readonly rows: number;
  /** Rows a screen may use. */
  readonly body: number;
  readonly wide: boolean;
}

export function layoutFor(size: Size): Layout {
  return { cols: size.cols, rows: size.rows, body: size.rows - CHROME_ROWS, wide: size.cols >= WIDE_COLS };
}

export function tooSmall(size: Size): boolean {
  return size.cols < MIN_SIZE.cols || size.rows < MIN_SIZE.rows;
}
