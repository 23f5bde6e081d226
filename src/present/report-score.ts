import { DAILY_KINDS, DAY_DIRECTION, HOLD_BACK_KINDS } from '../engine/daily-coach.js';
import { HOT_COLD_CAUSES, NICE_TO_ALL_QUESTIONS, SWING_READINGS, TEMPERATURE_READINGS } from '../engine/analysis-reading.js';
import { SITUATIONS } from '../engine/message-workshop.js';
import { SIGNALS } from '../engine/catalog-signals.js';
import { SPECIAL_SITUATIONS, type SituationId } from '../engine/special-situations.js';
import { stageBarLines } from './stage-bar.js';
import type { BurnoutResult } from '../engine/check-burnout.js';
import type { AnalyzeResult } from '../flows/analyze.js';
import type { DailyLine, DailyOutcome } from '../flows/daily.js';
import { errorText } from './field-errors.js';
import { terminalSafe } from './terminal-text.js';
import type { ProgressOutcome } from '../flows/progress.js';
import { respectLines } from './respect-text.js';
import { onThisDayLines } from './on-this-day-text.js';
import { moodProgressLine } from './feel-text.js';
import { photoCitedLines, proposedLines } from './proposal-text.js';
import { closing, indent, labelOf, pick, stageName, textFor, type Lang, type Medium } from './report-text.js';

/** The break message comes before anything else a flow says (SPEC 6.4). */
function burnoutLines(b: BurnoutResult, lang: Lang): string[] {
  if (!b.tookBreak || !b.message) return [];
  return [`🌙 ${pick(b.message, lang)}`, ...b.fired.map((f) => `   · ${pick(f.why, lang)}`), ''];
}

/** On the command line, add the hints that name its options (the TUI asks instead). */
export function analyzeText(r: AnalyzeResult, slug: string, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const s = r.score;
  const dims = (['messaging', 'offline', 'emotional'] as const).map((d) => `${t.dims[d]} ${s.subtotals[d]}`).join(' · ');
  const body = [
    dims,
    t.total(s.total, s.band.marker, pick(s.band.label, lang)),
    t.scoreMove(r.previousScore, s.total),
    ...(r.recheckedFrom === null ? [] : [r.recheckedFrom > 0 ? t.recheckedFrom(r.recheckedFrom) : t.freshStart]),
    ...(s.friendZone ? [t.friendZone] : []),
    r.stage.changed
      ? t.stageChanged(stageName(r.stage.from, lang), stageName(r.stage.to, lang), stageName(r.stage.suggested, lang))
      : r.stage.suggested === r.stage.to
        ? t.stageSame(stageName(r.stage.to, lang))
        : t.stageKept(stageName(r.stage.to, lang), stageName(r.stage.suggested, lang)),
    ...(medium === 'cli' && !r.stage.changed && r.stage.suggested !== r.stage.to ? [`  ${t.acceptHint}`] : []),
    t.recorded(s.items.length),
    ...proposedLines(r.proposed, (id) => labelOf(id, lang), lang),
    ...photoCitedLines(r.evidence, (id) => labelOf(id, lang), lang),
    ...readingLines(r, slug, lang, medium),
    ...(r.nextStep ? [t.nextStep(pick(r.nextStep, lang))] : []),
  ];
  return [t.analyzeTitle(slug), ...indent(body), ...closing(t, r.write, r.candidates, medium)];
}

const signalLabel = new Map<string, { zh: string; en: string }>(SIGNALS.map((x) => [x.id, x.label]));

/** The reading beside the total: the strongest green, what to watch, hot and cold, kind to everyone, a message idea. */
function readingLines(r: AnalyzeResult, slug: string, lang: Lang, medium: Medium): string[] {
  const t = textFor(lang);
  const g = r.reading;
  const named = (id: string): string => {
    const label = signalLabel.get(id);
    return label ? pick(label, lang) : id;
  };
  const points = (n: number): string => (n === 0 ? '' : lang === 'zh' ? `（${n > 0 ? '+' : ''}${n}）` : ` (${n > 0 ? '+' : ''}${n})`);
  const idea = g.messageIdea === null ? undefined : SITUATIONS.find((x) => x.id === g.messageIdea);
  return [
    ...(g.top.length > 0 ? [t.readingTop, ...g.top.map((i) => `  · ${named(i.id)}${points(i.points)}`)] : []),
    ...(g.watch.length > 0 ? [t.readingWatch, ...g.watch.map((i) => `  · ${named(i.id)}${points(i.points)}`)] : []),
    ...(g.hotCold === null ? [] : [g.hotCold === 'ticked' ? t.hotColdTicked : t.hotColdHistory(SWING_READINGS), ...HOT_COLD_CAUSES.map((c, n) => `  ${n + 1}. ${pick(c.cause, lang)} → ${pick(c.what, lang)}`)]),
    ...(g.temperature === null ? [] : [t.temperature(TEMPERATURE_READINGS[g.temperature].icon, pick(TEMPERATURE_READINGS[g.temperature].name, lang), pick(TEMPERATURE_READINGS[g.temperature].what, lang))]),
    ...(g.niceToAll ? [t.niceToAll, ...NICE_TO_ALL_QUESTIONS.map((q) => `  · ${pick(q, lang)}`)] : []),
    ...(idea ? [t.messageIdea(`${idea.icon} ${pick(idea.name, lang)} · ${pick(idea.principle, lang)}`), ...(medium === 'cli' ? [`  ${t.messageIdeaHow(slug, idea.id)}`] : [])] : []),
  ];
}

export function progressText(r: ProgressOutcome, slug: string, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const p = r.progress;
  const range = p.stageFit.range ? `${p.stageFit.range.min}–${p.stageFit.range.max}` : '';
  const body = [
    ...stageBarLines(r.stage.to, lang),
    `${t.score(p.score, p.band?.marker ?? '', p.band ? pick(p.band.label, lang) : '')} · ${t.trend[p.trend.reading] ?? ''}`,
    ...(r.mood ? [moodProgressLine(r.mood, lang)] : []),
    t.fit(stageName(r.stage.to, lang), range, p.stageFit.fits),
    `${t.milestones(r.milestones.before, p.milestonesDone)}${p.milestones.length > 0 ? `${t.colon}${t.list(p.milestones.map((m) => labelOf(m, lang)))}` : ''}`,
    ...(r.milestones.added.length > 0 ? [`  ${t.milestonesAdded(t.list(r.milestones.added.map((m) => labelOf(m, lang))))}`] : []),
    ...(r.milestones.removed.length > 0 ? [`  ${t.milestonesRemoved(t.list(r.milestones.removed.map((m) => labelOf(m, lang))))}`] : []),
    ...(p.risks.length > 0 ? [t.risks, ...p.risks.map((x) => `  · ${pick(x.reason, lang)}`)] : []),
    ...situationLines(r.situations, lang),
    `${t.readiness(p.readiness.count, p.readiness.of)}${p.readiness.met.length > 0 ? `${t.colon}${t.list(p.readiness.met.map((m) => labelOf(m, lang)))}` : ''}`,
    ...(p.stalled ? [t.stalled] : []),
    ...respectLines(r.respect, slug, lang, { medium }),
    ...(r.rhythm
      ? [
          t.rhythmTitle,
          `  ${t.rhythmPace(r.rhythm.perDay, r.rhythm.pace, r.rhythm.streak)}`,
          ...(r.rhythm.initiative ? [`  ${t.rhythmInitiative(r.rhythm.initiative.percent, r.rhythm.initiative.chats)}`] : []),
          ...(r.rhythm.ideal ? [`  ${t.rhythmIdeal(pick(r.rhythm.ideal, lang))}`] : []),
        ]
      : []),
    ...questionLines(r, slug, lang),
    t.actions,
    ...p.nextActions.map((a, i) => `  ${i + 1}. ${pick(a.label, lang)}`),
  ];
  // Stale data is said first (SPEC 6.2): everything after it rests on what was recorded.
  const stale = p.stale ? [`⏳ ${t.stale(r.staleDays, slug)}`, ''] : [];
  return [...stale, ...burnoutLines(r.burnout, lang), t.progressTitle(slug), ...indent(body), ...closing(t, r.write, [], medium)];
}

/** "Is there hope?" and "am I too eager?", each answered in a line from the records. */
function questionLines(r: ProgressOutcome, slug: string, lang: Lang): string[] {
  const t = textFor(lang);
  const { hope, eager, eagerSaid } = r.questions;
  const named = (id: string): string => {
    const label = signalLabel.get(id);
    return label ? pick(label, lang) : id;
  };
  const first = r.progress.nextActions[0];
  const hopeLine =
    hope.kind === 'good'
      ? t.hope.good
      : hope.kind === 'building'
        ? t.hope.building(hope.missing === null ? null : named(hope.missing))
        : hope.kind === 'unclear'
          ? t.hope.unclear(hope.red.length > 0 ? t.list(hope.red.map(named)) : null, first ? pick(first.label, lang) : null)
          : t.hope.told;
  const initiative = r.rhythm?.initiative ?? null;
  const eagerLine = eager === null ? t.eagerUnknown(slug) : eagerSaid || initiative === null ? t.eagerSaid[eager] : t.eager[eager](initiative.percent, initiative.chats);
  return [t.hopeTitle, `  ${hopeLine}`, t.eagerTitle, `  ${eagerLine}`];
}

/** The strategy's special situations that hold: what is at stake, then the steps. */
function situationLines(ids: readonly SituationId[], lang: Lang): string[] {
  if (ids.length === 0) return [];
  const t = textFor(lang);
  return [
    t.situationsTitle,
    ...SPECIAL_SITUATIONS.filter((s) => ids.includes(s.id)).flatMap((s) => [
      `  ${s.icon} ${pick(s.name, lang)}${t.colon}${pick(s.risk, lang)}`,
      ...s.steps.map((step) => `    · ${pick(step, lang)}`),
    ]),
  ];
}

export function dailyText(r: DailyOutcome, slug: string, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const dates = r.dates.map((d) => t.comingDate(d.kind, d.month, d.day, d.daysLeft, d.text));
  const kind = r.kind ? DAILY_KINDS[r.kind] : null;
  const body = [
    ...(kind ? [t.dailyKind(`${kind.icon} ${pick(kind.name, lang)}`), pick(kind.frame, lang)] : []),
    ...respectLines(r.respect, slug, lang, { contact: true, medium }),
    t.suggestion(pick(r.suggestion.label, lang)),
    ...(r.sendHour !== null ? [t.sendTime(r.sendHour)] : []),
    // The weekday/weekend direction speaks of contact: only on a day that reaches out.
    ...(r.kind !== null && !HOLD_BACK_KINDS.has(r.kind) ? [pick(DAY_DIRECTION[r.dayType], lang)] : []),
    ...dates,
    ...(r.nudge !== undefined ? [t.analysisNudge(r.nudge, slug)] : []),
    ...(kind ? [t.reminder(pick(r.reminder, lang))] : []),
    ...(r.firm === 'again' ? [t.firmAgain] : r.firm === 'warning' ? [t.firmWarning] : []),
    ...onThisDayLines(r.onThisDay, lang),
  ];
  return [...burnoutLines(r.burnout, lang), t.dailyTitle(slug), ...indent(body)];
}

const OVERVIEW = {
  zh: { title: '☀️ 今天 · 每个 ta 一条', rest: '先休息一下', how: '看某一个人的完整建议（并记下今天的小结）：simp daily <slug>', none: '还没有档案：simp init <slug> 建一个。', unreadable: (why: string) => `读不了：${why}` },
  en: { title: '☀️ Today · one line per crush', rest: 'A break first', how: "One crush's whole advice (and today's check-in recorded): simp daily <slug>", none: 'No crushes yet: simp init <slug> makes one.', unreadable: (why: string) => `cannot be read: ${why}` },
} as const;

/** `simp daily` with no crush: today's kind and suggestion for each, one line each. */
export function dailyOverviewText(lines: readonly DailyLine[], lang: Lang): string[] {
  const o = OVERVIEW[lang];
  if (lines.length === 0) return [o.none];
  const out: string[] = [o.title];
  for (const l of lines) {
    const who = `${terminalSafe(l.nickname)} (${l.slug})`;
    if ('error' in l) {
      out.push(`  ${who}  ${o.unreadable(errorText(l.error, lang))}`);
      continue;
    }
    const kind = l.report.kind ? DAILY_KINDS[l.report.kind] : null;
    const head = kind ? `${kind.icon} ${pick(kind.name, lang)}` : `🛌 ${o.rest}`;
    out.push(`  ${who}  ${head} · ${pick(l.report.suggestion.label, lang)}`);
  }
  return [...out, '', o.how];
}
