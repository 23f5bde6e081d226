import type { Command } from 'commander';
import { type KnowledgeWriteOutcome } from '../memory/index.js';
import { localIso, type KnowledgeEntry } from '../model/index.js';
import {
  applyRemember,
  inputsFromText,
  knowledgeIds,
  parseTags,
  planRemember,
  recallFor,
} from '../flows/knowledge-index.js';
import { knowledgeText, type KnowledgeText } from '../present/index.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** `simp remember`: plan against the current entries, write, retry on a concurrent write. */
export async function remember(slug: string, text: string, o: { tags?: string }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const tags = parseTags(o.tags);
  const revision = env.mem.revision(slug);
  const entries = env.mem.knowledge(slug);
  const inputs = inputsFromText(text, { tags, kind: 'remember' });
  const now = localIso(env.mem.ctx.now());
  const plan = planRemember(entries, inputs, now, knowledgeIds(entries.map((e) => e.id)));
  const { outcomes, changed } = await applyRemember(env.mem, slug, plan, { expectRevision: revision });
  const writes = outcomes.map((outcome, i) => writeRow(outcome, plan.ops[i]?.target_id ?? null));
  if (env.json) return printJson({ writes, changed });
  say(writes.flatMap((w) => writeLines(w, knowledgeText(env.lang))));
}

export function recall(slug: string, text: string, o: { limit?: number }, cmd: Command): void {
  const env = envOf(cmd);
  const hits = recallFor(env.mem, slug, text, { limit: o.limit });
  if (env.json) return printJson(hits);
  const t = knowledgeText(env.lang);
  if (hits.length === 0) return say(t.recallEmpty);
  say([t.recallHeader(hits.length), ...hits.flatMap(({ entry, hits: words }, i) => [`${i + 1}. [${entry.id}] ${entry.canonical_meaning}`, t.hits(words)])]);
}

export function knowledge(slug: string, _o: unknown, cmd: Command): void {
  const env = envOf(cmd);
  const entries = env.mem.knowledge(slug);
  if (env.json) return printJson(entries);
  const t = knowledgeText(env.lang);
  if (entries.length === 0) return say(t.listEmpty);
  say([t.listHeader(entries.length), ...entries.flatMap((e) => [`[${e.id}] ${e.canonical_meaning}`, t.listMeta(e.trigger_keywords, e.updated_at)])]);
}

interface WriteRow {
  /** "merge" where storage says "update": what the user did, not how the file changed. */
  action: 'insert' | 'merge' | 'insert_missing_target';
  id: string;
  target_id: string | null;
  before: string | null;
  after: string;
  keywords: string[];
  added_keywords: string[];
}

function writeRow(outcome: KnowledgeWriteOutcome, target: string | null): WriteRow {
  const entry: KnowledgeEntry = outcome.entry;
  const old = outcome.before?.trigger_keywords ?? [];
  return {
    action: outcome.action === 'update' ? 'merge' : outcome.action,
    id: entry.id,
    target_id: target,
    before: outcome.before?.canonical_meaning ?? null,
    after: entry.canonical_meaning,
    keywords: entry.trigger_keywords,
    added_keywords: entry.trigger_keywords.filter((k) => !old.includes(k)),
  };
}

function writeLines(w: WriteRow, t: KnowledgeText): string[] {
  if (w.action === 'insert') return [t.inserted(w.id, w.after), t.keywords(w.keywords, [])];
  if (w.action === 'insert_missing_target') return [t.missingTarget(w.target_id ?? '', w.id, w.after), t.keywords(w.keywords, [])];
  const meaning = w.before === w.after ? [t.unchanged(w.after)] : [t.old(w.before ?? ''), t.fused(w.after)];
  return [t.merged(w.id), ...meaning, t.keywords(w.keywords, w.added_keywords)];
}
