// `recall`: the topic memories a text mentions (its definition is data, verb-specs.ts). A file of
// its own: ranking the topics needs neither the tagger nor the writes of `remember`.
import type { VerbCall } from './args.js';
import { recallFor } from '../flows/knowledge-recall.js';
import { knowledgeText } from '../present/knowledge-messages.js';
import { envOf, say } from './env.js';
import { printJson, topicWarning } from './io.js';

export function recall(slug: string, text: string, o: { limit?: number }, cmd: VerbCall): void {
  const env = envOf(cmd);
  const hits = recallFor(env.mem, slug, text, { limit: o.limit, onProblem: topicWarning(env.lang) });
  if (env.json) return printJson(hits);
  const t = knowledgeText(env.lang);
  if (hits.length === 0) return say(t.recallEmpty);
  say([t.recallHeader(hits.length), ...hits.flatMap(({ entry, hits: words }, i) => [`${i + 1}. [${entry.id}] ${entry.canonical_meaning}`, t.hits(words)])]);
}
