import type { TimelineReview } from '../../../../src/flows/index.js';
import type { TuiMessages } from '../../../../src/i18n/tui-zh.js';
import type { Lang } from '../../../../src/i18n/index.js';
import { QUIT_CONCLUSIONS } from '../../../../src/engine/index.js';
import { textFor } from '../../../../src/present/report-text.js';
import { storyText } from '../../../../src/present/report-other.js';
import { sparkline } from '../../crush-detail/sparkline.js';
import { stageName } from '../../../../src/present/enum-names.js';
import { blank, line, type Line } from '../../../widgets/text/line.js';
import { scoreOutOf } from '../../../../src/model/enums.js';

const DAY = 86_400_000;

function daysSince(ts: string | null, now: Date): number | null {
  if (!ts) return null;
  const ms = Date.parse(ts);
  return Number.isNaN(ms) ? null : Math.max(0, Math.floor((now.getTime() - ms) / DAY));
}

/**
 * The review shown before any quit question, of the whole story: every event and
 * every interaction (their span, what the chats said, who opened them), then
 * scores, stage changes, time since the first record and the last green signal.
 */
export function reviewLines(r: TimelineReview, now: Date, t: TuiMessages, lang: Lang): Line[] {
  const q = t.quit;
  if (r.events === 0 && (r.interactions?.count ?? 0) === 0) return [line(q.empty, { token: 'muted' })];
  const first = daysSince(r.story?.first ?? r.first, now);
  const green = daysSince(r.lastGreen, now);
  const [span = '', ...story] = storyText(r, lang);
  const out: Line[] = [
    line(span, { bold: true }),
    ...story.map((s) => line(s, { token: s.startsWith('  ') ? 'muted' : undefined })),
    line(first === null ? q.noDate : q.sinceFirst(first)),
    line(green === null ? q.noGreen : q.sinceGreen(green, (r.lastGreen ?? '').slice(0, 10)), { token: green === null ? 'warning' : undefined }),
    line(q.signals(r.greens, r.reds)),
    blank,
    line(q.scores, { token: 'heading', bold: true }),
  ];
  if (r.scores.length === 0) out.push(line(`  ${q.noScores}`, { token: 'muted' }));
  else {
    out.push([{ text: `  ${sparkline(r.scores.map((s) => s.score), 40)}  `, token: 'accent' }, { text: r.scores.map((s) => s.score).join(' → ') }]);
    for (const s of r.scores) out.push(line(`  ${s.ts.slice(0, 10)}  ${scoreOutOf(s.score)}  ${s.stage === null || s.stage === undefined ? '' : stageName(s.stage, lang)}`, { token: 'muted' }));
  }
  out.push(blank, line(q.stages, { token: 'heading', bold: true }));
  if (r.stageChanges.length === 0) out.push(line(`  ${q.noStages}`, { token: 'muted' }));
  for (const c of r.stageChanges) out.push(line(`  ${c.ts.slice(0, 10)}  ${stageName(c.from, lang)} → ${stageName(c.to, lang)}`));
  if (r.verdicts.length > 0) {
    // Earlier reviews ("3 weeks ago you concluded C"): the same words as the command line.
    const f = textFor(lang);
    out.push(blank, line(f.reviewVerdicts, { token: 'heading', bold: true }));
    for (const v of r.verdicts) {
      const label = QUIT_CONCLUSIONS.find((c) => c.id === v.conclusion)?.label[lang] ?? '';
      out.push(line(`  ${f.verdictLine(f.ago(v.daysAgo), v.ts.slice(0, 10), v.conclusion, label)}`));
    }
  }
  out.push(blank, line(q.go, { token: 'muted' }));
  return out;
}
