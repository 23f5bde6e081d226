import { QUIT_CONCLUSIONS, QUIT_SIGNALS, type QuitConclusion, type QuitVerdict } from './catalog-quit-signals.js';
import { QUIT_SELF_QUESTIONS, QUIT_COST_QUESTIONS, type OtherReading } from './catalog-quit.js';
import { historySignals } from './quit-history.js';
import { parseQuitAnswers } from './quit-answers.js';
import type { EngineEvent, Label } from './types.js';

export type SelfReading = 'sincere' | 'mixed' | 'stubborn';
export type CostReading = 'ok' | 'high' | 'persistent';

/** Sincere with 4+ of 5 sincere answers, stubborn with 1 or fewer, mixed between. */
export const SELF_SINCERE_MIN = 4;
export const SELF_STUBBORN_MAX = 1;
/** Cost is high when 2+ of the 3 cost questions are answered yes. */
export const COST_HIGH_MIN = 2;
/** This many quit signals (answered + history) make even a sincere, low-cost case a pause. */
export const MANY_QUIT_SIGNALS = 3;

const VERDICTS = Object.fromEntries(QUIT_CONCLUSIONS.map((c) => [c.id, c.verdict])) as Record<
  QuitConclusion,
  QuitVerdict
>;

export interface QuitResult {
  readonly dimensions: { readonly other: OtherReading; readonly self: SelfReading; readonly cost: CostReading };
  /** Answered signals first (catalogue order), then history signals. */
  readonly signals: readonly string[];
  readonly conclusion: QuitConclusion;
  readonly verdict: QuitVerdict;
  readonly reasons: readonly Label[];
}

/**
 * SPEC 6.3. Answers are validated here too (see parseQuitAnswers), so a
 * caller cannot judge on a half-filled form.
 *
 * Conclusion, first match wins:
 * D: other is negative, or a clear-no signal (just friends, dating someone,
 *    rejected with nothing since), or self is stubborn, or cost is persistent
 *    (high and tired for 3+ months).
 * C: self is mixed, or cost is high, or 3+ quit signals were found.
 * A: other is positive and no quit signal was found.
 * B: everything else (sincere, cost ok, signals weak, unclear or absent).
 */
export function judgeQuit(rawAnswers: unknown, events: readonly EngineEvent[], now: Date): QuitResult {
  const answers = parseQuitAnswers(rawAnswers);
  const answered = answers.signals ?? {};
  const sincere = QUIT_SELF_QUESTIONS.filter((q) => answers.self[q.key] === q.sincereAnswer).length;
  const self: SelfReading =
    sincere >= SELF_SINCERE_MIN ? 'sincere' : sincere <= SELF_STUBBORN_MAX ? 'stubborn' : 'mixed';
  const costYes = QUIT_COST_QUESTIONS.filter((q) => answers.cost[q.key]).length;
  const cost: CostReading =
    costYes < COST_HIGH_MIN ? 'ok' : answered.tired_months === true ? 'persistent' : 'high';

  const ticked = QUIT_SIGNALS.filter((s) => answered[s.key] === true);
  const signals = [...ticked.map((s) => s.id), ...historySignals(events, now)];
  const clearNo = ticked.filter((s) => s.clearNo);
  const other = answers.other;

  const d: Label[] = [];
  if (other === 'negative') d.push({ zh: 'ta 的信号是明确消极的', en: 'Their signals are clearly negative' });
  for (const s of clearNo) d.push({ zh: `ta 已经给过明确的答案：${s.label.zh}`, en: `They have given a clear answer: ${s.label.en}` });
  if (self === 'stubborn') d.push({ zh: '你的回答更多指向不甘心，而不是喜欢', en: 'Your answers point more to not wanting to lose than to love' });
  if (cost === 'persistent') d.push({ zh: '代价一直很高，并且已经持续 3 个月以上', en: 'The cost has been high for 3+ months' });

  const c: Label[] = [];
  if (self === 'mixed') c.push({ zh: '你的心意有些复杂', en: 'Your feelings are mixed' });
  if (cost === 'high') c.push({ zh: '你付出的代价有点大', en: 'The cost to you is running high' });
  if (signals.length >= MANY_QUIT_SIGNALS) {
    c.push({ zh: `出现了 ${signals.length} 个值得留意的信号`, en: `${signals.length} quit signals showed up` });
  }

  let conclusion: QuitConclusion;
  let reasons: Label[];
  if (d.length > 0) [conclusion, reasons] = ['D', d];
  else if (c.length > 0) [conclusion, reasons] = ['C', c];
  else if (other === 'positive' && signals.length === 0) {
    [conclusion, reasons] = ['A', [{ zh: '你是真心的，ta 的信号积极，代价你承受得起', en: 'You are sincere, their signals are positive, and the cost is bearable' }]];
  } else {
    reasons = [{ zh: '你是真心的，代价也承受得起，但 ta 的信号还不够清楚', en: 'You are sincere and the cost is bearable, but their signals are not clear enough yet' }];
    if (signals.length > 0) reasons.push({ zh: `有 ${signals.length} 个信号值得留意`, en: `${signals.length} signal(s) worth keeping an eye on` });
    conclusion = 'B';
  }

  return { dimensions: { other, self, cost }, signals, conclusion, verdict: VERDICTS[conclusion], reasons };
}
