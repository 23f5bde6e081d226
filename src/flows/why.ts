import { explainScore, RISKS, SIGNALS, type ScoreExplanation } from '../engine/index.js';
import { type Memory } from '../memory/index.js';
import { knownStage } from './state-text.js';

const SIGNAL_IDS = new Set<string>(SIGNALS.map((s) => s.id));
const RISK_IDS = new Set<string>(RISKS.map((r) => r.id));

/** The reading the score came from, explained item by item from the engine's own scoring. */
export interface WhyScore {
  /** When the analysis was recorded, the stage it read, and the note written with it. */
  at: string;
  stage: string;
  note: string | null;
  /** The score the analysis recorded. */
  recorded: number;
  /** null: the analysis was written without its signal ids (by another tool); only its score is known. */
  explanation: ScoreExplanation | null;
}

export interface WhyReport {
  /** The score state.md holds now (null: never scored). */
  current: number | null;
  /** The latest analysis (null: none yet). */
  score: WhyScore | null;
  /** A progress check set the score after the latest analysis (or without any): when, and to what. */
  laterSetBy: { type: string; at: string; score: number } | null;
  /** The risks the last progress check raised, and when. */
  risks: { at: string; ids: string[] } | null;
}

/** Why the score is what it is: reads only; nothing is written. */
export function whyScore(mem: Memory, slug: string): WhyReport {
  const view = mem.read(slug);
  const mbti = typeof view.profile.fields['mbti'] === 'string' ? view.profile.fields['mbti'] : null;
  const analysis = mem.recent(slug, 1, ['analysis_done']).events[0];
  let score: WhyScore | null = null;
  if (analysis) {
    const d = analysis.data;
    const ids = Array.isArray(d['signals']) ? d['signals'].filter((x): x is string => typeof x === 'string' && SIGNAL_IDS.has(x)) : null;
    const stage = typeof d['stage'] === 'string' ? d['stage'] : view.state.fields.current_stage;
    let explanation: ScoreExplanation | null = null;
    if (ids !== null && ids.length > 0) {
      try {
        explanation = explainScore(ids, { mbti, stage: knownStage(stage) });
      } catch {
        // ids the current profile no longer allows (a J-only item without J): only the recorded score is shown
      }
    }
    score = { at: analysis.ts, stage, note: typeof d['note'] === 'string' ? d['note'] : null, recorded: typeof d['score'] === 'number' ? d['score'] : 0, explanation };
  }
  // The newest scored record, in log order: a progress check after the analysis set the score since.
  const lastSet = mem.recent(slug, 1, ['analysis_done', 'progress_evaluated']).events[0];
  const laterSetBy = lastSet && lastSet.type !== 'analysis_done' && typeof lastSet.data['score'] === 'number' ? { type: lastSet.type, at: lastSet.ts, score: lastSet.data['score'] } : null;
  const check = mem.recent(slug, 1, ['progress_evaluated']).events[0];
  const riskIds = check && Array.isArray(check.data['risks']) ? check.data['risks'].filter((x): x is string => typeof x === 'string' && RISK_IDS.has(x)) : null;
  return { current: view.state.fields.signal_score, score, laterSetBy, risks: check && riskIds ? { at: check.ts, ids: riskIds } : null };
}
