import type { Command } from '../../shell/keys/keymap.js';

/**
 * How far a scrolling key moves through `total` rows shown `height` at a time
 * (top and bottom: all the way, callers clamp); null for other keys.
 */
export function scrollDelta(command: Command, height: number, total: number): number | null {
  switch (command) {
    case 'up':
      return -1;
    case 'down':
      return 1;
    case 'pageUp':
      return -height;
    case 'pageDown':
      return height;
    case 'top':
      return -total;
    case 'bottom':
      return total;
    default:
      return null;
  }
}

/** The cursor-window action every scrolling list reducer understands. */
export type WindowStep = { type: 'move'; delta: number; count: number; height: number };

/** What a scrolling key means for a list of `count` rows shown `height` at a time; null for other keys. */
export function windowStep(command: Command, count: number, height: number): WindowStep | null {
  const delta = scrollDelta(command, height, count);
  return delta === null ? null : { type: 'move', delta, count, height };
}
