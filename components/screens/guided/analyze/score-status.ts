import type { AnalyzeReport } from '../../../../src/flows/index.js';
import type { Lang } from '../../../../src/i18n/index.js';
import type { TuiMessages } from '../../../../src/i18n/tui-zh.js';
import { scoreSegs } from '../../score/score-segs.js';
import type { Line } from '../../../widgets/text/line.js';
import { stageName } from '../../../../src/present/enum-names.js';

/** The live total under the signal list: score, band (colour, marker and words), subtotals, friend-zone flag. */
export function scoreStatus(live: { ok: true; value: AnalyzeReport } | { ok: false; error: string } | null, t: TuiMessages, lang: Lang): Line[] {
  if (live === null) return [[{ text: t.analyze.total, token: 'muted' }, { text: t.score.none, token: 'muted' }]];
  if (!live.ok) return [[{ text: `✗ ${live.error}`, token: 'danger' }]];
  const s = live.value.score;
  const lines: Line[] = [
    [
      { text: t.analyze.total, bold: true },
      ...scoreSegs(s.total, null, t, lang),
      { text: `  (${t.analyze.dims(s.subtotals.messaging, s.subtotals.offline, s.subtotals.emotional)})`, token: 'muted' },
    ],
    [{ text: t.analyze.suggestedStage(stageName(s.suggestedStage, lang)), token: 'muted' }],
  ];
  if (s.friendZone) lines.push([{ text: `⚠ ${t.analyze.friendZone}`, token: 'warning', bold: true }]);
  return lines;
}
