import type { KeywordSegmenter } from '../engine/knowledge/index.js';
import type { Memory } from '../memory/index.js';
import { knowledgeIds } from './knowledge-ids.js';
import { planRemember, type KeepChoice, type RememberPlan } from './knowledge-remember.js';
import type { RememberInput } from './knowledge-candidates.js';
import { segmenterFor } from './knowledge-segmenter.js';

/** A plan and the folder revision it was made against (the save refuses, then re-plans, if it moved). */
export interface Planned {
  readonly plan: RememberPlan;
  readonly revision: string;
}

export type PlanStore = Pick<Memory, 'knowledge' | 'revision' | 'read'>;

/**
 * Plans a remember against the person's topics as they are now, with their own
 * segmenter (profile words, keywords in use). `inputs` gets that segmenter, since
 * splitting a text into statements depends on which of them have keywords.
 */
export function planFor(
  mem: PlanStore,
  slug: string,
  inputs: (segmenter: KeywordSegmenter) => readonly RememberInput[],
  now: string,
  keep?: KeepChoice,
): Planned {
  const revision = mem.revision(slug);
  const entries = mem.knowledge(slug);
  const segmenter = segmenterFor(mem, slug, entries);
  return { revision, plan: planRemember(entries, inputs(segmenter), now, knowledgeIds(entries.map((e) => e.id)), { segmenter, keep }) };
}
