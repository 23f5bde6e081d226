import { START, type CursorWindow } from '../../widgets/scroll/cursor-window.js';

/** Where the app opens: the list's cursor, whether the key help is open and the crush opened (keys the launcher answered before the app loaded). */
export interface StartState {
  win: CursorWindow;
  help: boolean;
  /** The crush Enter opened (its slug): the app's first screen is its detail, the list under it. */
  open?: string;
}

export const OPENING: StartState = { win: START, help: false };
