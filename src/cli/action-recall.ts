// `recall`: the topic memories a text mentions (its definition is data, verb-specs.ts). A file of
// its own: ranking the topics needs neither the tagger nor the writes of `remember`.
import { recallFor } from '../flows/knowledge-recall.js';
import { knowledgeText } from '../present/knowledge-messages.js';
import { globalsOf, type VerbCall } from './args.js';
import { openTopicReads } from '../memory/topic-reads.js';
import { printJson, say, topicWarning } from './io.js';

export function recall(slug: string, text: string, o: { limit?: number }, cmd: VerbCall): void {
  // The topic reads alone, not the whole memory service (env.ts): a recall loads none of its writes.
  const env = globalsOf(cmd);
  const hits = recallFor(openTopicReads({ baseDir: env.baseDir }), slug, text, { limit: o.limit, onProblem: topicWarning(env.lang) });
  if (env.json) return printJson(hits);
  const t = knowledgeText(env.lang);
  if (hits.length === 0) return say(t.recallEmpty);
  say([t.recallHeader(hits.length), ...hits.flatMap(({ entry, hits: words }, i) => [`${i + 1}. [${entry.id}] ${entry.canonical_meaning}`, t.hits(words)])]);
}
