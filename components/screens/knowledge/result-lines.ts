import type { RememberResult } from '../../../src/flows/knowledge-index.js';
import { knowledgeText } from '../../../src/present/index.js';
import type { Lang } from '../../../src/i18n/index.js';

/** What a save did, one block per write, in the words the CLI uses for `simp remember`. */
export function resultLines(result: RememberResult, lang: Lang): string[] {
  const t = knowledgeText(lang);
  return result.outcomes.flatMap((o, i) => {
    const entry = o.entry;
    if (o.action === 'insert') return [t.inserted(entry.id, entry.canonical_meaning), t.keywords(entry.trigger_keywords, [])];
    if (o.action === 'insert_missing_target') {
      const target = result.plan.ops[i]?.target_id ?? '';
      return [t.missingTarget(target, entry.id, entry.canonical_meaning), t.keywords(entry.trigger_keywords, [])];
    }
    const before = o.before?.canonical_meaning ?? '';
    const oldKeys = o.before?.trigger_keywords ?? [];
    const meaning = before === entry.canonical_meaning ? [t.unchanged(before)] : [t.old(before), t.fused(entry.canonical_meaning)];
    return [t.merged(entry.id), ...meaning, t.keywords(entry.trigger_keywords, entry.trigger_keywords.filter((k) => !oldKeys.includes(k)))];
  });
}
