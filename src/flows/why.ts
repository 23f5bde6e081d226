import { explainScore, RISKS, SIGNALS, type RiskEvidence, type ScoreExplanation } from '../engine/index.js';
import { isStage } from '../model/enums.js';
import { type Memory } from '../memory/index.js';
import { knownStage } from './state-text.js';
import { evidenceListOf, type SignalEvidence } from '../engine/chat/proposals.js';

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
  /** What a signal rests on, where the analysis recorded it (`signal_evidence`: a proposal the user kept, of an imported chat or of logged interactions, and for an offline signal the photos' meetups). */
  evidence: Record<string, SignalEvidence[]>;
}

export interface WhyReport {
  /** The score state.md holds now (null: never scored). */
  current: number | null;
  /** The latest analysis (null: none yet). */
  score: WhyScore | null;
  /** A progress check set the score after the latest analysis (or without any): when, and to what. */
  laterSetBy: { type: string; at: string; score: number } | null;
  /** The risks the last progress check raised, and when; each with what raised it where the check recorded that (null: an older check, or another tool's). */
  risks: { at: string; ids: string[]; evidence: Record<string, WhyEvidence | null> } | null;
}

/** What raised a risk, as the progress check recorded it (`risk_evidence`), the friend-zone reading with its time. */
export type WhyEvidence = RiskEvidence | { kind: 'reading'; at: string | null };

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
    score = { at: analysis.ts, stage, note: typeof d['note'] === 'string' ? d['note'] : null, recorded: typeof d['score'] === 'number' ? d['score'] : 0, explanation, evidence: signalEvidenceOf(d['signal_evidence'], ids ?? []) };
  }
  // The newest scored record, in log order: a progress check after the analysis set the score since.
  const lastSet = mem.recent(slug, 1, ['analysis_done', 'progress_evaluated']).events[0];
  const laterSetBy = lastSet && lastSet.type !== 'analysis_done' && typeof lastSet.data['score'] === 'number' ? { type: lastSet.type, at: lastSet.ts, score: lastSet.data['score'] } : null;
  const check = mem.recent(slug, 1, ['progress_evaluated']).events[0];
  const riskIds = check && Array.isArray(check.data['risks']) ? check.data['risks'].filter((x): x is string => typeof x === 'string' && RISK_IDS.has(x)) : null;
  const recorded = check?.data['risk_evidence'];
  const evidence = Object.fromEntries((riskIds ?? []).map((id) => [id, evidenceOf(recorded && typeof recorded === 'object' ? (recorded as Record<string, unknown>)[id] : undefined)]));
  return { current: view.state.fields.signal_score, score, laterSetBy, risks: check && riskIds ? { at: check.ts, ids: riskIds, evidence } : null };
}

/** The recorded evidence of the reading's signals, each only in a shape this program writes. */
function signalEvidenceOf(value: unknown, ids: readonly string[]): Record<string, SignalEvidence[]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, SignalEvidence[]> = {};
  for (const id of ids) {
    const list = Object.hasOwn(value, id) ? evidenceListOf((value as Record<string, unknown>)[id]) : [];
    if (list.length > 0) out[id] = list;
  }
  return out;
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** A recorded piece of evidence, only in a shape this program writes; anything else reads as none. */
function evidenceOf(value: unknown): WhyEvidence | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  switch (v['kind']) {
    case 'stage':
      return str(v['stage']) && isStage(v['stage']) ? { kind: 'stage', stage: v['stage'] } : null;
    case 'reading':
      return { kind: 'reading', at: str(v['at']) ? v['at'] : null };
    case 'answer':
    case 'burnout':
      return { kind: v['kind'] };
    case 'scores':
      return num(v['from']) && num(v['to']) ? { kind: 'scores', from: v['from'], to: v['to'] } : null;
    case 'initiative':
      return num(v['percent']) && num(v['chats']) ? { kind: 'initiative', percent: v['percent'], chats: v['chats'] } : null;
    case 'since':
      return { kind: 'since', since: str(v['since']) ? v['since'] : null };
    default:
      return null;
  }
}
