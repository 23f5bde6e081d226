import { START, type CursorWindow } from '../../widgets/scroll/cursor-window.js';

/** Where the app opens: the list's cursor and whether the key help is open (keys the launcher answered before the app loaded). */
export interface StartState {
  win: CursorWindow;
  help: boolean;
}

export const OPENING: StartState = { win: START, help: false };
