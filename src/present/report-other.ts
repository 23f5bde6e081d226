import { QUIT_CONCLUSIONS } from '../engine/catalog-quit-signals.js';
import type { CatalogRow } from '../flows/catalog.js';
import { MODE_FOCUS } from '../flows/directions.js';
import { modeName } from './names.js';
import type { AdjustOutcome } from '../flows/adjust.js';
import type { ConfessOutcome } from '../flows/confess.js';
import type { CrisisOutcome } from '../flows/crisis.js';
import type { QuitOutcome } from '../flows/quit.js';
import type { TimelineReview } from '../flows/quit-history.js';
import { closing, footer, indent, labelOf, pick, stageName, textFor, type Lang, type Medium } from './report-text.js';
import type { UpdateOutcome } from '../flows/profile.js';
import type { OutcomeResult } from '../flows/outcome.js';
import type { CrisisSuggestions } from '../flows/crisis-suggest.js';
import type { LintResult, Workshop } from '../flows/message.js';
import type { ChecklistResult } from '../engine/confess-checklist.js';
import { onThisDayLines } from './on-this-day-text.js';
import type { RepeatedMessage } from '../engine/draft-repeat.js';
import { OBSERVATIONS } from '../engine/mbti-read.js';
import { terminalSafe } from './terminal-text.js';
import { respectLines } from './respect-text.js';
import { afterCareText, moodLines, quitPlanText, sceneLines } from './quit-depth-text.js';
import { AFTER_CONFESSION, METHODS } from '../engine/confess-builder.js';
import { PLAYBOOKS, REJECTION_KINDS } from '../engine/crisis-playbooks.js';
import type { ConfessionPlan } from '../flows/confess-plan.js';
import type { MbtiResult } from '../flows/mbti.js';
import { scoreOutOf } from '../model/enums.js';

/** The review said before the quit questions (SPEC 6.3): span, stage changes, scores, signals, earlier conclusions. */
/**
 * The story told by both files, for the review before letting go: how many
 * records of each, from when to when, and what the interactions say (kinds, weeks,
 * who opened the conversations, the imported chat's score). The TUI draws these too.
 */
export function storyText(v: TimelineReview, lang: Lang): string[] {
  const t = textFor(lang);
  const s = v.story;
  const i = v.interactions;
  if (!s || !i) return [t.reviewSpan(v.events, (v.first ?? '').slice(0, 10), (v.last ?? '').slice(0, 10))];
  const out = [t.storySpan(s.records, v.events, i.count, (s.first ?? '').slice(0, 10), (s.last ?? '').slice(0, 10), s.days)];
  if (i.count > 0) {
    const kinds = Object.entries(i.byType)
      .sort(([, a], [, b]) => b - a)
      .map(([k, n]) => `${t.storyKind[k] ?? k} ${n}`);
    out.push(`${t.storyKinds}${kinds.join(' · ')}`);
    if (i.weeks.length > 0) out.push(t.storyWeeks(i.earlierWeeks), ...i.weeks.map((w) => t.storyWeek(w.start.slice(5), w.sent, w.received, w.other)));
    if (i.opened.you + i.opened.them > 0) out.push(t.storyOpened(i.opened.you, i.opened.them));
  }
  if (i.chatScore) out.push(t.storyChatScore(i.chatScore.score, i.chatScore.at));
  if (i.planned > 0) out.push(t.storyPlanned(i.planned));
  return out;
}

export function quitReviewText(v: TimelineReview, lang: Lang): string[] {
  const t = textFor(lang);
  if (v.events === 0 && (v.interactions?.count ?? 0) === 0) return [t.reviewEmpty];
  return [
    ...storyText(v, lang),
    ...(v.stageChanges.length > 0
      ? [t.reviewStages, ...v.stageChanges.map((c) => `  ${c.ts.slice(0, 10)}  ${stageName(c.from, lang)} → ${stageName(c.to, lang)}`)]
      : []),
    ...(v.scores.length > 0 ? [t.reviewScores(v.scores.map((s) => s.score).join(' → '))] : []),
    t.reviewSignals(v.greens, v.reds, v.lastGreen?.slice(0, 10) ?? null),
    ...(v.verdicts.length > 0 ? [t.reviewVerdicts, ...v.verdicts.map((x) => `  ${t.verdictLine(t.ago(x.daysAgo), x.ts.slice(0, 10), x.conclusion, conclusionLabel(x.conclusion, lang))}`)] : []),
    ...onThisDayLines(v.onThisDay ?? [], lang),
  ];
}

function conclusionLabel(id: string | null, lang: Lang): string {
  const c = QUIT_CONCLUSIONS.find((x) => x.id === id);
  return c ? pick(c.label, lang) : '';
}

/** On the command line, after a let-go conclusion, name the archive verb (the TUI offers a key instead). */
export function quitText(r: QuitOutcome, lang: Lang, slug = '', medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const j = r.judgement;
  const judged = [
    ...sceneLines(r, lang),
    t.dimensionLine(t.other[j.dimensions.other] ?? '', t.self[j.dimensions.self] ?? '', t.cost[j.dimensions.cost] ?? ''),
    ...moodLines(r.opening.moods, lang).map((l) => `  ${l}`),
    ...(j.signals.length > 0 ? [t.quitSignals, ...j.signals.map((s) => `  · ${labelOf(s, lang)}`)] : []),
    t.conclusion(j.conclusion, conclusionLabel(j.conclusion, lang)),
    ...j.reasons.map((x) => `  · ${pick(x, lang)}`),
    pick(r.reflection, lang),
    ...quitPlanText(r, slug, lang, medium),
    t.yourCall,
  ];
  // Offered, never pushed: one line, only after a let-go conclusion.
  const archive = medium === 'cli' && j.verdict === 'let_go' ? ['', t.archiveHint(slug)] : [];
  const after = r.afterCare ? ['', ...afterCareText(slug, lang, medium, r.hasScore)] : [];
  return [t.reviewTitle, ...indent(quitReviewText(r.review, lang)), '', t.quitTitle, ...indent(judged), ...archive, ...after, ...closing(t, r.write, [], medium)];
}

export function crisisText(r: CrisisOutcome, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const own = r.resolution !== r.crisis.timing.zh;
  const body = [t.timing(pick(r.crisis.timing, lang)), ...(own ? [t.resolution(r.resolution)] : [])];
  return [t.crisisTitle(r.crisis.id, pick(r.crisis.name, lang)), ...indent(body), ...closing(t, r.write, r.candidates, medium)];
}

export function confessText(r: ConfessOutcome, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const rd = r.readiness;
  const rejected = r.stage === '表白后-被拒' || r.stage === '友谊区';
  const body = [
    t.method(r.method),
    t.style(modeName(r.mode, lang), pick(r.style, lang)),
    `${t.readiness(rd.count, rd.of)}${rd.met.length > 0 ? `${t.colon}${t.list(rd.met.map((m) => labelOf(m, lang)))}` : ''}`,
    ...(rd.missing.length > 0 ? [t.notYet, ...rd.missing.map((m) => `  · ${pick(m, lang)}`)] : []),
    t.greens(r.greensRecorded),
    ...(rejected ? [t.respectNo] : rd.count < 3 ? [t.lowReadiness] : []),
    t.anyAnswer,
  ];
  return [t.confessTitle, ...indent(body), ...closing(t, r.write, r.candidates, medium)];
}

/** The nine-item confession check: the verdict, each item ticked or not by layer, and what to do next. */
export function checklistText(r: ChecklistResult, lang: Lang, slug: string): string[] {
  const t = textFor(lang);
  const layers = ['signals', 'relationship', 'self'] as const;
  const body = layers.flatMap((layer) => [
    '',
    t.checkLayers[layer] ?? layer,
    ...r.items.filter((i) => i.item.layer === layer).map((i) => `  ${i.met ? '☑' : '☐'} ${pick(i.item.label, lang)}${i.item.auto ? '' : `  (${i.item.id})`}`),
  ]);
  const after =
    r.verdict === 'ready'
      ? [t.checkReady(slug)]
      : r.verdict === 'not_now'
        ? [t.checkBlocked(r.blockers.map((b) => pick(b.label, lang)).join(lang === 'zh' ? '；' : '; '))]
        : [t.checkWait(r.missing.length)];
  return [t.checkTitle(t.checkVerdicts[r.verdict] ?? r.verdict), ...body, '', ...after, t.checkConfirmHow(slug)];
}

/** The confession builder's report: the check, the method, the words, their check, and the plans for each answer. */
export function confessionPlanText(r: ConfessionPlan, lang: Lang, slug: string): string[] {
  const t = textFor(lang);
  const method = METHODS[r.method];
  const out = [
    t.planTitle,
    ...indent([
      t.planCheck(t.checkVerdicts[r.checklist.verdict] ?? r.checklist.verdict, slug),
      t.planMethod(pick(method.name, lang)),
      `  ${pick(method.how, lang)}`,
    ]),
    '',
  ];
  if (r.text === null) out.push(t.planNeedsWords(slug));
  else {
    out.push(t.planWords(modeName(r.mode, lang)), '', ...r.text.map((l) => `  ${l}`), '');
    out.push(r.findings.length === 0 ? t.lintClean : t.planFindings(r.findings.map((f) => t.lintKinds[f.kind] ?? f.kind).join(lang === 'zh' ? '、' : ', ')));
  }
  const after = (k: 'yes' | 'no' | 'pending') => {
    const a = AFTER_CONFESSION[k];
    return [
      t.planAfter[k] ?? k,
      ...a.steps.map((s) => `  · ${pick(s, lang).replace('<slug>', slug)}`),
      ...(a.say ? [`  ${t.planSay}${pick(a.say, lang)}`] : []),
      ...(a.dont ?? []).map((d) => `  ❌ ${pick(d, lang)}`),
    ];
  };
  out.push('', ...after('yes'), ...after('no'), ...after('pending'));
  return out;
}

/** The mode lines a situation shows: the crush's mode, or both for a hybrid one. */
const shownModes = (r: Pick<Workshop, 'mode'>): ('sweet' | 'strategic')[] => (r.mode === 'strategic' || r.mode === 'sweet' ? [r.mode] : ['sweet', 'strategic']);

/**
 * A situation's card: a word first when it is meant for a later stage, its principle, its line in
 * the crush's mode (both ways for a hybrid one), what not to send, the personality hint, where the
 * detail comes from (when the line leaves room for one) and the playbook for what a message cannot mend.
 */
export function situationLines(r: Pick<Workshop, 'situation' | 'mode' | 'personalityHint' | 'detail' | 'stage' | 'stageFits'>, lang: Lang, slug: string): string[] {
  const x = r.situation;
  if (!x) return [];
  const t = textFor(lang);
  const modes = shownModes(r);
  const lineOf = (m: 'sweet' | 'strategic'): string => pick(m === 'sweet' ? x.sweet : x.strategic, lang);
  // The detail only the two of you know, from the topic memory that fits, where the line leaves room for it.
  const fill = (line: string): string => (r.detail ? line.replaceAll('{detail}', r.detail.keyword) : line);
  const lines = modes.map((m) => `${t.workshopLine(modeName(m, lang))}${fill(lineOf(m))}`);
  const roomForDetail = modes.some((m) => lineOf(m).includes('{detail}'));
  return [
    ...(!r.stageFits && x.stages ? [t.workshopTooEarly(t.list(x.stages.map((st) => stageName(st, lang))), stageName(r.stage, lang)), ''] : []),
    `${x.icon} ${pick(x.name, lang)}`,
    ...indent([pick(x.principle, lang), ...lines, `${t.workshopAvoid}${pick(x.avoid, lang)}`]),
    ...(r.personalityHint ? [`  ${pick(r.personalityHint, lang)}`] : []),
    ...(roomForDetail ? [`  ${r.detail ? t.workshopDetailFrom(r.detail.keyword, r.detail.meaning) : t.workshopDetail}`] : []),
    ...(x.playbook ? [`  ${t.workshopPlaybook(slug, x.playbook)}`] : []),
  ];
}

/** The message workshop: the situations, or one situation's card with the line for the mode, topics and the three-layer draft. */
export function workshopText(r: Workshop, lang: Lang, slug: string): string[] {
  const t = textFor(lang);
  if (r.situation === null && r.draft === null) {
    return [t.workshopList, ...r.situations.map((x) => `  ${x.icon} ${x.id.padEnd(14)}${pick(x.name, lang)} · ${pick(x.principle, lang)}`), '', t.workshopHow(slug)];
  }
  const out: string[] = [];
  // While their no is respected, the workshop offers no line that pursues: only how to answer if they write.
  if (r.respect) out.push(...respectLines(r.respect, slug, lang, { contact: true }));
  else {
    if (r.situation) out.push(...situationLines(r, lang, slug));
    if (r.topics.length > 0) out.push('', t.workshopTopics, ...r.topics.map((e) => `  · ${e.canonical_meaning}`));
  }
  if (r.draft) {
    out.push('', t.workshopDraft, `  ${r.draft}`, ...repeatLines(r.repeat, lang).slice(0, 1), r.findings.length === 0 ? (r.respect ? t.lintCleanRespect : t.lintClean) : t.planFindings(r.findings.map((f) => t.lintKinds[f.kind] ?? f.kind).join(lang === 'zh' ? '、' : ', ')));
  } else if (!r.respect) out.push('', t.workshopLayers(slug, r.situation?.id ?? 'morning'));
  out.push('', t.workshopNote);
  return out;
}

/** The MBTI reading: per letter and confidence, the type's card, how it meets yours; or the observations to make. */
export function mbtiText(r: MbtiResult, lang: Lang, slug: string): string[] {
  const t = textFor(lang);
  const out: string[] = [];
  if (r.type === null) {
    out.push(t.mbtiNone, '');
    for (const o of OBSERVATIONS) out.push(`  ${o.id.padEnd(13)}${pick(o.label, lang)}：${o.dimension[0]} ${pick(o.ways[0], lang)} / ${o.dimension[1]} ${pick(o.ways[1], lang)}`);
    out.push('', t.mbtiHow(slug));
    return out;
  }
  out.push(t.mbtiType(r.type, r.reading === null));
  if (r.reading) for (const l of r.reading.letters) out.push(`  ${l.dimension}: ${l.letter}  ${t.mbtiConfidence[l.confidence] ?? l.confidence}${l.of > 0 ? ` (${l.votes}/${l.of})` : ''}`);
  if (r.runnerUp) {
    const u = r.runnerUp;
    out.push(t.mbtiRunnerUp(u.type, `${u.dimension[0]}/${u.dimension[1]}`, u.from, u.to, u.forMain, u.forOther));
  }
  if (r.card) {
    const c = r.card;
    out.push('', `🔮 ${r.type} · ${pick(c.name, lang)}`, ...indent([
      `${t.mbtiCard.need}${pick(c.need, lang)}`,
      `${t.mbtiCard.pace}${pick(c.pace, lang)}`,
      `${t.mbtiCard.works}${pick(c.works, lang)}`,
      `${t.mbtiCard.say}${pick(c.say, lang)}`,
      `${t.mbtiCard.avoid}${pick(c.avoid, lang)}`,
      `${t.mbtiCard.probe}${pick(c.probe, lang)}`,
    ]));
  }
  if (r.why.length > 0) out.push('', t.mbtiWhy, ...r.why.map((w) => `  ${w.letter}  ${pick(w.why, lang)}`));
  if (r.compatibility && r.you) {
    const pair = r.compatibility.pair;
    out.push(
      '',
      t.mbtiPair(r.you, r.type),
      ...(pair ? [`  ${t.mbtiTypicalPair(pick(pair.strength, lang), pick(pair.mind, lang))}`] : []),
      ...r.compatibility.draws.map((d) => `  ✨ ${pick(d, lang)}`),
      ...r.compatibility.rubs.map((d) => `  ⚡ ${pick(d, lang)}`),
    );
  }
  if (r.saved) out.push('', t.mbtiSaved(r.type));
  out.push('', t.mbtiNote);
  return out;
}

/** A draft's findings: each kind, the words it is about and what to do; or that it reads like the user. */
export function lintText(r: LintResult, lang: Lang, slug = ''): string[] {
  const t = textFor(lang);
  const respect = respectLines(r.respect, slug, lang, { contact: true });
  const head = [...(respect.length > 0 ? [...respect, ''] : []), ...repeatLines(r.repeat ?? null, lang)];
  if (r.findings.length === 0) return [...head, respect.length > 0 ? t.lintCleanRespect : t.lintClean];
  return [
    ...head,
    t.lintTitle(r.findings.length),
    ...r.findings.flatMap((f) => ['', `${f.kind.startsWith('manip') ? '⚠️ ' : '🤖'} ${t.lintKinds[f.kind] ?? f.kind}${f.words.length > 0 ? `${t.colon}${f.words.map((w) => `「${w}」`).join(' ')}` : ''}`, `   ${pick(f.advice, lang)}`]),
    '',
    t.lintNote,
  ];
}

/** A crisis type's staged playbook (today, the weeks after, the months after), with C-1's kinds of no. */
export function playbookText(id: string, lang: Lang): string[] {
  const t = textFor(lang);
  const stages = PLAYBOOKS[id];
  if (!stages) return [];
  const out: string[] = [];
  if (id === 'C-1') {
    out.push(t.rejectionKinds, ...REJECTION_KINDS.map((k) => `  · ${pick(k.name, lang)}：${pick(k.sounds, lang)} → ${pick(k.room, lang)}`), '');
  }
  for (const s of stages) {
    out.push(`⏱ ${pick(s.when, lang)}`);
    out.push(...s.do.map((d) => `  · ${pick(d, lang)}`));
    out.push(...(s.say ?? []).map((d) => `  💬 ${pick(d, lang)}`));
    out.push(...(s.dont ?? []).map((d) => `  ❌ ${pick(d, lang)}`));
  }
  return out;
}

/** Which crisis types a description sounds like, each with its playbook, and how to record one. */
export function crisisGuessText(r: CrisisSuggestions, lang: Lang, slug: string): string[] {
  const t = textFor(lang);
  if (r.suggestions.length === 0) return [t.crisisNoGuess, t.crisisSeeCatalog];
  return [
    t.crisisGuessTitle,
    ...r.suggestions.flatMap((s, i) => [
      '',
      `${i === 0 ? '▶' : ' '} ${t.crisisTitle(s.id, pick(s.name, lang))}`,
      ...indent([s.matched.length > 0 ? t.crisisMatched(s.matched.join(lang === 'zh' ? '；' : '; ')) : t.crisisByModel, t.timing(pick(s.timing, lang))], '    '),
    ]),
    ...(r.suggestions[0] && PLAYBOOKS[r.suggestions[0].id] ? ['', ...playbookText(r.suggestions[0].id, lang)] : []),
    '',
    t.crisisConfirm(slug, r.suggestions[0]?.id ?? 'C-1'),
  ];
}

/** How the confession went, the stage it leads to, and the step that fits (a celebration or a playbook). */
export function outcomeText(r: OutcomeResult, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const stage = r.stage.changed
    ? t.moved(t.stageWord, stageName(r.stage.from, lang), stageName(r.stage.to, lang))
    : t.stageUnchanged(stageName(r.stage.from, lang));
  const next = r.next.kind === 'celebrate' ? [...t.celebrate] : [t.playbook(r.next.id, pick(r.next.name, lang)), `  ${pick(r.next.timing, lang)}`];
  return [t.outcomeTitle[r.outcome] ?? r.outcome, ...indent([stage, '', ...next]), ...closing(t, r.write, [], medium)];
}

export function updateText(r: UpdateOutcome, lang: Lang): string[] {
  const t = textFor(lang);
  if (r.events.length === 0) return [t.noChange];
  const show = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));
  return [
    ...r.events.map((e) => t.updated(String(e.data['field']), show(e.data['old_value']), show(e.data['new_value']))),
    ...footer(t, { changed: r.changed, events: r.events, attempts: 1 }),
  ];
}

/** A catalogue in the reader's language, one id a row (`--json` carries both labels). */
export function catalogText(rows: readonly CatalogRow[], lang: Lang): string[] {
  const t = textFor(lang);
  const width = Math.max(...rows.map((r) => r.id.length));
  return rows.map((r) => {
    const dimension = r.dimension === null ? null : (t.dims[r.dimension] ?? r.dimension);
    const extra = [dimension, r.points === null ? null : r.points > 0 ? `+${r.points}` : String(r.points)].filter(Boolean);
    return `${r.id.padEnd(width)}  ${extra.length > 0 ? `[${extra.join(' ')}] ` : ''}${lang === 'en' ? r.en : r.zh}`;
  });
}

export function adjustText(r: AdjustOutcome, slug: string, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textFor(lang);
  const score = (n: number | null): string => (n === null ? '—' : `${scoreOutOf(n)}`);
  const lines = [
    ...(r.stage.changed ? [t.moved(t.stageWord, stageName(r.stage.from, lang), stageName(r.stage.to, lang))] : []),
    ...(r.score.changed ? [t.moved(t.scoreWord, score(r.score.from), score(r.score.to))] : []),
    ...(r.mode.changed ? [t.moved(t.modeWord, modeName(r.mode.from, lang), modeName(r.mode.to, lang)), `  ${pick(MODE_FOCUS[r.mode.to] ?? { zh: '', en: '' }, lang)}`] : []),
  ];
  if (lines.length === 0) return [t.adjustTitle(slug), `  ${t.noChange}`];
  return [t.adjustTitle(slug), ...indent(lines), ...closing(t, r.write, [], medium)];
}

/** The longest part of a sent message quoted back. */
const QUOTE_CHARS = 40;

/** "You sent something like this on 11-20", with the message quoted (cut to a line), then a blank line. */
function repeatLines(repeat: RepeatedMessage | null, lang: Lang): string[] {
  if (repeat === null) return [];
  const chars = [...terminalSafe(repeat.text).replace(/\s+/g, ' ').trim()];
  const quoted = chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS - 1).join('')}…` : chars.join('');
  return [textFor(lang).repeatSent(repeat.ts.slice(5, 10), quoted), ''];
}
