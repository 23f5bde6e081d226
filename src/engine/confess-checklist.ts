import { BANDS } from './bands.js';
import { scoreOutOf } from '../model/enums.js';
import type { Label } from './types.js';

/** The strong-green band's floor: the score the check asks for. */
const STRONG = (BANDS.find((b) => b.tone === 'strong') as { min: number }).min;

/** The confession readiness checklist: signals, the relationship, and yourself. */
export interface ChecklistItem {
  id: string;
  layer: 'signals' | 'relationship' | 'self';
  label: Label;
  /** Unmet, it says "not now" rather than "wait". */
  blocker: boolean;
  /** Read from the records; the others the user confirms. */
  auto: boolean;
}

export const CONFESS_CHECKLIST: readonly ChecklistItem[] = [
  { id: 'check.score', layer: 'signals', blocker: false, auto: true, label: { zh: `综合评分 ≥ ${scoreOutOf(STRONG)}（强烈绿灯区间）`, en: `Score of ${scoreOutOf(STRONG)} or more (strong green)` } },
  { id: 'check.greens', layer: 'signals', blocker: false, auto: true, label: { zh: '最近两周内至少 2 个明确的绿灯信号', en: 'At least 2 clear green signals in the last two weeks' } },
  { id: 'check.not_friends', layer: 'signals', blocker: true, auto: true, label: { zh: '没有明确的“只是朋友”定义', en: 'Nothing has defined you as "just friends"' } },
  { id: 'check.one_on_one', layer: 'relationship', blocker: false, auto: true, label: { zh: '已有稳定的 1 对 1 相处（不只是群体场合）', en: 'Steady 1-on-1 time, not only in groups' } },
  { id: 'check.knows_you', layer: 'relationship', blocker: false, auto: false, label: { zh: '对方了解你这个人，不只是泛泛之交', en: 'They know you, not only in passing' } },
  { id: 'check.no_rival', layer: 'relationship', blocker: false, auto: false, label: { zh: '没有活跃的竞争对手正在推进', en: 'No rival is actively pursuing them' } },
  { id: 'check.sincere', layer: 'self', blocker: true, auto: false, label: { zh: '表白是出于真心，不是焦虑、不甘心或怕被抢走', en: 'You confess because you mean it, not from anxiety, pride or fear of losing them' } },
  { id: 'check.accept_no', layer: 'self', blocker: true, auto: false, label: { zh: '被拒后你能接受，不会做出让双方难堪的事', en: 'You can take a no without making it hard for either of you' } },
  { id: 'check.time_place', layer: 'self', blocker: false, auto: false, label: { zh: '选好了时间和地点', en: 'Time and place chosen' } },
];

/** What the records say about the automatic items. */
export interface ChecklistFacts {
  score: number | null;
  greensInTwoWeeks: number;
  friendZone: boolean;
  milestones: readonly string[];
}

export type ChecklistVerdict = 'ready' | 'wait' | 'not_now';

export interface ChecklistResult {
  verdict: ChecklistVerdict;
  items: { item: ChecklistItem; met: boolean }[];
  /** Unmet blockers: why it is "not now". */
  blockers: ChecklistItem[];
  missing: ChecklistItem[];
}

/**
 * The nine-item check of the confession guide: the automatic items from the
 * records, the rest as the user confirms them. All met: ready; a blocker the
 * records show (a "just friends" stage): not now; else wait (an item not yet
 * ticked, such as being able to take a no, is one more thing to be sure of).
 */
export function checkReadiness(facts: ChecklistFacts, confirmed: readonly string[]): ChecklistResult {
  const auto: Record<string, boolean> = {
    'check.score': facts.score !== null && facts.score >= STRONG,
    'check.greens': facts.greensInTwoWeeks >= 2,
    'check.not_friends': !facts.friendZone,
    'check.one_on_one': facts.milestones.includes('ms.one_on_one') || facts.milestones.includes('ms.they_made_one_on_one') || confirmed.includes('check.one_on_one'),
  };
  const items = CONFESS_CHECKLIST.map((item) => ({ item, met: item.auto ? Boolean(auto[item.id]) : confirmed.includes(item.id) }));
  // Only what the records show blocks: an item the user has not ticked is not known to be false.
  const blockers = items.filter((i) => !i.met && i.item.blocker && i.item.auto).map((i) => i.item);
  const missing = items.filter((i) => !i.met).map((i) => i.item);
  const verdict: ChecklistVerdict = missing.length === 0 ? 'ready' : blockers.length > 0 ? 'not_now' : 'wait';
  return { verdict, items, blockers, missing };
}
