import { bandFor } from '../../../src/engine/bands.js';
import type { Lang } from '../../../src/i18n/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Seg } from '../../widgets/text/line.js';

const ARROW: Record<string, string> = { up: '↑', down: '↓', stable: '→' };

/**
 * "17/25 🟢🟡 Moderate interest ↑": the band colour is never the only signal,
 * the marker and its words say the same.
 */
export function scoreSegs(score: number | null, trend: string | null, t: TuiMessages, lang: Lang, withLabel = true): Seg[] {
  if (score === null) return [{ text: t.score.none, token: 'muted' }];
  const band = bandFor(score);
  const segs: Seg[] = [
    { text: t.score.of(score), token: `band.${band.tone}`, bold: true },
    { text: ` ${band.marker}` },
  ];
  if (withLabel) segs.push({ text: ` ${band.label[lang]}`, token: `band.${band.tone}` });
  if (trend) segs.push({ text: ` ${ARROW[trend] ?? ''}` });
  return segs;
}
