import {
  inputsFromText,
  knowledgeIds,
  parseTags,
  planRemember,
  type KnowledgeStore,
  type RememberInput,
  type RememberPlan,
} from '../../src/flows/knowledge-index.js';

/** A plan and the folder revision it was made against (the save refuses, then re-plans, if it moved). */
export interface Planned {
  readonly plan: RememberPlan;
  readonly revision: string;
}

/** The typed fact split into statements, with the user's tags (none when the field is blank). */
export function typedInputs(text: string, tags: string): RememberInput[] {
  return inputsFromText(text, { tags: tags.trim() === '' ? [] : parseTags(tags), kind: 'remember' });
}

/** Plans against the person's entries as they are now; the revision is read first, as applyRemember expects. */
export function planNow(mem: KnowledgeStore, slug: string, inputs: readonly RememberInput[], now: string): Planned {
  const revision = mem.revision(slug);
  const entries = mem.knowledge(slug);
  return { revision, plan: planRemember(entries, inputs, now, knowledgeIds(entries.map((e) => e.id))) };
}
