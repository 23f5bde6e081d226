import type { CrushView } from '../../../src/memory/index.js';
import type { Lang } from '../../../src/i18n/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import { scoreSegs } from '../score/score-segs.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';
import { padEnd } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';
import { sparkline } from './sparkline.js';
import { stageLadder } from './stage-ladder.js';
import { headingName, storedText } from '../../../src/present/names.js';
import { shortUpdate } from '../crush-list/crush-rows.js';
import type { MoodTrend } from '../../../src/engine/mood.js';
import { moodTrendLine } from '../../../src/present/feel-text.js';


/** The state pane: ladder, score with band, trend, mode, milestones, score history, known topics, then the four sections. */
export function stateLines(
  view: CrushView,
  history: readonly number[] | null,
  width: number,
  t: TuiMessages,
  lang: Lang,
  topics: readonly Line[] = [],
  mood: MoodTrend | null = null,
): Line[] {
  const f = view.state.fields;
  const names = [t.state.stage, t.state.score, t.state.trend, t.state.history, t.state.mood, t.state.updated];
  const labelW = Math.max(...names.map(textWidth)) + 2;
  const label = (text: string) => ({ text: padEnd(text, labelW), token: 'muted' as const });
  const spark = sparkline(history ?? [], Math.max(8, width - labelW - 16));
  const out: Line[] = [
    [label(t.state.stage), ...stageLadder(f.current_stage, t, lang, width - labelW)],
    [label(t.state.score), ...scoreSegs(f.signal_score, null, t, lang)],
    [
      label(t.state.trend),
      { text: t.trend[f.score_trend] ?? f.score_trend, bold: true },
      { text: `   ${t.state.mode} `, token: 'muted' },
      { text: t.mode[f.recommended_mode] ?? f.recommended_mode },
      { text: `   ${t.state.milestones(f.milestones_done)}`, token: 'muted' },
    ],
    history === null
      ? [label(t.state.history), { text: t.state.readingHistory, token: 'muted' }]
      : history.length > 0
        ? [label(t.state.history), { text: spark, token: 'accent' }, { text: `  ${history.slice(-5).join(' ')}`, token: 'muted' }]
        : [label(t.state.history), { text: t.state.noHistory, token: 'muted' }],
    // The user's own recorded moods (`simp feel`, h), beside the score: only once there are some.
    ...(mood === null ? [] : [[label(t.state.mood), { text: moodTrendLine(mood, lang), token: mood.low >= 3 ? ('warning' as const) : ('muted' as const) }]]),
    [label(t.state.updated), { text: shortUpdate(f.last_updated ?? ''), token: 'muted' }],
  ];
  if (topics.length > 0) out.push(blank, ...topics);
  for (const s of view.state.sections) {
    out.push(blank, line(headingName(s.header, lang), { token: 'heading', bold: true }));
    out.push(...paragraph(storedText(s.content, lang), width));
  }
  return out;
}
