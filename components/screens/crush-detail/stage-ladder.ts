import { SCORED_LADDER } from '../../../src/engine/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Lang } from '../../../src/i18n/index.js';
import { stageName } from '../../../src/present/enum-names.js';
import type { Seg } from '../../widgets/text/line.js';
import { textWidth } from '../../widgets/text/text-width.js';

const AFTER = '表白后';

/**
 * 破冰期 → 升温期 → [暧昧期] → 表白前 → 表白后: the current rung is bracketed and
 * bold (not only coloured); side states (友谊区, 重启期, 未知) are named after the
 * ladder. Where the whole ladder does not fit in `width` cells, only the rungs
 * next to the current one are named (`… → [Flirting] → Pre-confession → …`).
 */
export function stageLadder(stage: string, t: TuiMessages, lang: Lang, width = Infinity): Seg[] {
  const rung = stage.startsWith(AFTER) ? AFTER : stage;
  const rungs = [...SCORED_LADDER, AFTER];
  const at = rungs.indexOf(rung);
  const side: Seg[] = at < 0 ? [{ text: `  ${t.state.side(stageName(stage, lang))}`, token: 'warning', bold: true }] : [];
  const label = (name: string) => (name === rung && stage !== name ? stageName(stage, lang) : name === AFTER ? t.state.after : stageName(name, lang));
  const draw = (names: readonly string[], before: boolean, after: boolean): Seg[] => {
    const segs: Seg[] = before ? [{ text: '… → ', token: 'muted' }] : [];
    names.forEach((name, i) => {
      if (i > 0) segs.push({ text: ' → ', token: 'muted' });
      segs.push(name === rung ? { text: `[${label(name)}]`, token: 'accent', bold: true } : { text: label(name), token: 'muted' });
    });
    if (after) segs.push({ text: ' → …', token: 'muted' });
    return [...segs, ...side];
  };
  const whole = draw(rungs, false, false);
  if (lineWidth(whole) <= width) return whole;
  if (at < 0) return [{ text: t.state.side(stageName(stage, lang)), token: 'warning', bold: true }];
  const from = Math.max(0, at - 1);
  const to = Math.min(rungs.length, at + 2);
  return draw(rungs.slice(from, to), from > 0, to < rungs.length);
}

const lineWidth = (segs: readonly Seg[]): number => segs.reduce((n, s) => n + textWidth(s.text), 0);
