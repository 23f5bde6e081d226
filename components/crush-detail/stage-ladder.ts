import { SCORED_LADDER } from '../../src/engine/index.js';
import type { TuiMessages } from '../../src/i18n/tui-zh.js';
import type { Seg } from '../text/line.js';

const AFTER = '表白后';

/**
 * 破冰期 → 升温期 → [暧昧期] → 表白前 → 表白后: the current rung is bracketed and
 * bold (not only coloured); side states (友谊区, 重启期, 未知) are named after the ladder.
 */
export function stageLadder(stage: string, t: TuiMessages): Seg[] {
  const rung = stage.startsWith(AFTER) ? AFTER : stage;
  const segs: Seg[] = [];
  [...SCORED_LADDER, AFTER].forEach((name, i) => {
    if (i > 0) segs.push({ text: ' → ', token: 'muted' });
    const here = name === rung;
    const label = here && stage !== name ? stage : name;
    segs.push(here ? { text: `[${label}]`, token: 'accent', bold: true } : { text: name, token: 'muted' });
  });
  if (![...SCORED_LADDER, AFTER].includes(rung)) segs.push({ text: `  ${t.state.side(stage)}`, token: 'warning', bold: true });
  return segs;
}
