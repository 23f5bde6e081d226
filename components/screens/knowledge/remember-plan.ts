import { inputsFromText, parseTags, planFor, type Planned, type PlanStore, type RememberInput } from '../../../src/flows/knowledge-index.js';

export type { Planned };

/** The typed fact split into statements, with the user's tags (none when the field is blank). */
export function typedInputs(text: string, tags: string) {
  return (segmenter: Parameters<typeof inputsFromText>[1]['segmenter']): RememberInput[] =>
    inputsFromText(text, { tags: tags.trim() === '' ? [] : parseTags(tags), kind: 'remember', segmenter });
}

/** Plans against the person's entries as they are now; the revision is read first, as applyRemember expects. */
export function planNow(mem: PlanStore, slug: string, inputs: readonly RememberInput[] | ReturnType<typeof typedInputs>, now: string): Planned {
  return planFor(mem, slug, typeof inputs === 'function' ? inputs : () => inputs, now);
}
