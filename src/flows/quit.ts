import { AFTER_CARE, CONCLUSION_PARTS, LOWEST_MOMENT_RULE, QUIT_SCENES, type ConclusionPart } from '../engine/catalog-quit-depth.js';
import { COME_BACK_HOURS, quitPlan, type LowMoment, type QuitPlan } from '../engine/quit-depth.js';
import { QUIT_CONCLUSIONS } from '../engine/catalog-quit-signals.js';
import { QuitAnswersSchema, withCatalogIds, type QuitAnswers } from '../engine/quit-answers.js';
import { judgeQuit, type QuitResult } from '../engine/judge-quit.js';
import type { Label } from '../engine/types.js';
import type { MoodTrend } from '../engine/mood.js';
import { OnThisDayFinder, type OnThisDay } from '../engine/on-this-day.js';
import { emptyReport, type Memory, type ReadReport } from '../memory/index.js';
import { InputError, localIso } from '../model/index.js';
import { fieldIssues, issueText } from '../model/field-issues.js';
import { QuitHistory, type TimelineReview } from './quit-history.js';
import { InteractionsTally, type InteractionsReview } from './story.js';
import { runFlow } from './run.js';
import type { Planned, WriteOutcome } from './types.js';

export interface QuitRead {
  history: QuitHistory;
  /** Every interaction folded (logged and imported chats, meetings, calls). */
  interactions: InteractionsTally;
  /** The newest imported chat's score (meta.json `chat_score`), if any. */
  chatScore: InteractionsReview['chatScore'];
  /** Lines of events.jsonl that were skipped (not JSON, torn tail). */
  skipped: ReadReport;
  /** state.md holds a signal score (what `simp progress` needs). */
  hasScore: boolean;
  /** This day in earlier years, from the events and the interactions read for the review. */
  onThisDay: OnThisDay[];
}

/** The review shown before the questions: every event and every interaction, the span over both. */
export function reviewOf(read: QuitRead, now: Date): TimelineReview {
  return { ...read.history.wholeReview(now, read.interactions, read.chatScore), onThisDay: read.onThisDay };
}

/** The opening said before the questions: the six scenes, the low-moment rule, and what the records say of now. */
export interface QuitOpening {
  scenes: typeof QUIT_SCENES;
  rule: Label;
  /** A low moment now (a crisis or a no in the last 72 hours, or low recorded moods); a suggestion, never a block. */
  low: LowMoment | null;
  /** The moods the user recorded (`mood_recorded`), shown beside the cost questions; null when none. */
  moods: MoodTrend | null;
}

export function openingOf(read: QuitRead, now: Date): QuitOpening {
  return { scenes: QUIT_SCENES, rule: LOWEST_MOMENT_RULE, ...read.history.opening(now) };
}

export interface QuitReport {
  judgement: QuitResult;
  /** The conclusion's reflection, never an order (SPEC 6.3 tone). */
  reflection: Label;
  review: TimelineReview;
  opening: QuitOpening;
  /** The scene the answers named (`scene`), or null. */
  scene: (typeof QUIT_SCENES)[number] | null;
  /** The conclusion's concrete part: how long, until when, what to watch, what it means day to day. */
  plan: QuitPlan & ConclusionPart;
  /** After a let-go conclusion: the after-care questions and their answers; null otherwise. */
  afterCare: typeof AFTER_CARE | null;
  /** A signal score is recorded, so the text may point to `simp progress`. */
  hasScore: boolean;
  /**
   * When to run the review again before acting on it: at a low moment the records show,
   * or when the user named a passing low as the scene (the skill: not decided in a low); else null.
   */
  lookAgainAfter: string | null;
}

export type QuitOutcome = QuitReport & { write: WriteOutcome };

/** Streams the whole log and every interaction (SPEC 4: quit reads ALL events; the review is the whole story). */
export async function loadQuit(mem: Memory, slug: string): Promise<QuitRead> {
  const history = new QuitHistory();
  const earlier = new OnThisDayFinder(mem.ctx.now());
  const skipped = emptyReport();
  for await (const { event } of mem.events(slug, skipped)) {
    history.add(event);
    earlier.add(event);
  }
  const interactions = new InteractionsTally();
  await mem.eachInteraction(slug, (r) => {
    interactions.add(r);
    earlier.add(r);
  });
  const meta = mem.meta(slug) as Record<string, unknown> | null;
  const score = meta?.['chat_score'];
  const at = meta?.['chat_scored_at'];
  const chatScore = typeof score === 'number' && Number.isFinite(score) ? { score, at: typeof at === 'string' ? at : null } : null;
  return { history, interactions, chatScore, skipped, hasScore: mem.read(slug).state.fields.signal_score !== null, onThisDay: earlier.found() };
}

/** Checks an answers file before anything is read, naming each field that is wrong (in the user's language on screen). */
export function checkQuitAnswers(given: unknown): QuitAnswers {
  const raw = withCatalogIds(given);
  const r = QuitAnswersSchema.safeParse(raw);
  if (r.success) return r.data;
  const issues = fieldIssues(QuitAnswersSchema, r.error, raw);
  throw new InputError(`answers: ${issues.map(issueText).join('; ')}`, issues, 'answers');
}

export function planQuit(rawAnswers: unknown, read: QuitRead, now: Date): Planned<QuitReport> {
  const answers = checkQuitAnswers(rawAnswers);
  const judgement = judgeQuit(answers, read.history.events(), now);
  const conclusion = QUIT_CONCLUSIONS.find((c) => c.id === judgement.conclusion);
  const reflection = conclusion?.reflection ?? { zh: '', en: '' };
  const scene = QUIT_SCENES.find((x) => x.key === answers.scene) ?? null;
  const plan = { ...quitPlan(judgement.conclusion, now), ...CONCLUSION_PARTS[judgement.conclusion] };
  const afterCare = judgement.verdict === 'let_go' ? AFTER_CARE : null;
  const opening = openingOf(read, now);
  const lookAgainAfter = opening.low?.comeBack ?? (scene?.focus === 'mood' ? localIso(new Date(now.getTime() + COME_BACK_HOURS * 3_600_000)) : null);
  return {
    report: { judgement, reflection, review: reviewOf(read, now), opening, scene, plan, afterCare, hasScore: read.hasScore, lookAgainAfter },
    writes: {
      events: [
        {
          type: 'quit_evaluated',
          data: {
            verdict: judgement.verdict,
            reason: judgement.reasons.map((r) => r.zh).join('；'),
            conclusion: judgement.conclusion,
            conclusion_label: conclusion?.label.zh ?? judgement.conclusion,
            dimensions: judgement.dimensions,
            signals: [...judgement.signals],
            ...(scene ? { scene: scene.id } : {}),
          },
        },
      ],
      state: null,
      strategy: null,
      run: null,
    },
  };
}

/**
 * Timeline review, then the quit judgement (SPEC 6.3). Writes one
 * `quit_evaluated` event and nothing else: no state, no run record, and not the
 * day's snapshot either (meta.json's event count is the service's bookkeeping).
 */
export async function runQuit(mem: Memory, slug: string, rawAnswers: unknown): Promise<QuitOutcome> {
  // Refuse a half-filled form before streaming a long log.
  checkQuitAnswers(rawAnswers);
  const { report, write } = await runFlow(
    mem,
    slug,
    () => loadQuit(mem, slug),
    (read, now) => planQuit(rawAnswers, read, now),
    { snapshot: false },
  );
  return { ...report, write };
}
