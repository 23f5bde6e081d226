import type { Command } from '../keys/keymap.js';

/** The cursor-window actions every scrolling list reducer understands. */
export type WindowStep =
  | { type: 'move'; delta: number; count: number; height: number }
  | { type: 'jump'; index: number; count: number; height: number };

/** What a scrolling key means for a list of `count` rows shown `height` at a time; null for other keys. */
export function windowStep(command: Command, count: number, height: number): WindowStep | null {
  const move = (delta: number): WindowStep => ({ type: 'move', delta, count, height });
  const jump = (index: number): WindowStep => ({ type: 'jump', index, count, height });
  switch (command) {
    case 'up':
      return move(-1);
    case 'down':
      return move(1);
    case 'pageUp':
      return move(-height);
    case 'pageDown':
      return move(height);
    case 'top':
      return jump(0);
    case 'bottom':
      return jump(count - 1);
    default:
      return null;
  }
}
