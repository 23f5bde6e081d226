// The ranking's own files, not the engine's index: recall loads neither the schemas nor the segmenters.
import { DEFAULT_RECALL_LIMIT, recall, type RecallHit } from '../engine/knowledge/retrieve.js';
import { recallByPlan, recallPlan, RECALL_PLAN_FORMAT } from '../engine/knowledge/recall-plan.js';
import type { TopicReads } from '../memory/topic-reads.js';
import { refused } from '../model/errors.js';

/**
 * Optional key of a person's meta.json (meta keeps unknown keys): how many topic
 * memories recall and the context block show for this person. Per person because
 * a long-running crush collects far more topics than a new one.
 */
export const MAX_ITEMS_KEY = 'knowledge_context_max_items';

/** An explicit limit (`--limit`) wins, then meta.json's key, then the default of 5. */
export function knowledgeLimit(meta: Readonly<Record<string, unknown>> | null, override?: number): number {
  if (override !== undefined) return checkLimit(override, '--limit');
  const value = meta?.[MAX_ITEMS_KEY];
  return value === undefined || value === null ? DEFAULT_RECALL_LIMIT : checkLimit(value, MAX_ITEMS_KEY, 'meta.json');
}

function checkLimit(value: unknown, field: string, scope = ''): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw refused({ field, kind: 'at-least', value: JSON.stringify(value) ?? String(value), min: 1, integer: true, unit: 'count' }, { scope });
  }
  return value;
}

/**
 * The person's topic memories ranked by how many trigger keywords the text mentions.
 * A long knowledge.json is ranked from its plan kept in the cache folder (the
 * memory service's topic index: made again whenever the file changes; a call
 * reads only the parts its text needs), the same answer as ranking every topic.
 */
export function recallFor(
  mem: TopicReads,
  slug: string,
  text: string,
  opts: { limit?: number; onProblem?: (err: unknown) => void } = {},
): RecallHit[] {
  const indexed = text.trim() === '' ? null : mem.topicIndex(slug, planVariant(), recallPlan);
  if (indexed) {
    const hits = recallByPlan(indexed.parts, text, indexed.load, { limit: limitFor(mem, slug, opts.limit) });
    if (hits !== null) return hits;
  }
  // An unreadable knowledge.json recalls nothing, and says so through onProblem.
  const { entries, problem } = mem.topics(slug);
  if (problem) opts.onProblem?.(problem);
  if (text.trim() === '') throw refused({ field: 'text', kind: 'say', what: 'recall-text' });
  return recall(entries, text, { limit: limitFor(mem, slug, opts.limit) });
}

/**
 * The plan ranks ties by updated_at, a local time: kept per time zone, as told by
 * its offsets in winter and in summer (a plan made in another zone is made again).
 */
function planVariant(): string {
  const year = new Date().getFullYear();
  return `${RECALL_PLAN_FORMAT} ${new Date(year, 0, 1).getTimezoneOffset()} ${new Date(year, 6, 1).getTimezoneOffset()}`;
}

// meta.json is read only when needed: a flag must work even if other files are broken.
const limitFor = (mem: Pick<TopicReads, 'meta'>, slug: string, override: number | undefined): number =>
  override !== undefined ? knowledgeLimit(null, override) : knowledgeLimit(mem.meta(slug));
