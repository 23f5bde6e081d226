import type { KnowledgeEntry } from './knowledge-schema.js';

const isText = (v: unknown): v is string => typeof v === 'string';
const isFilled = (v: unknown): v is string => typeof v === 'string' && v.length >= 1;
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function isSource(v: unknown): boolean {
  return isRecord(v) && isFilled(v['ts']) && isFilled(v['kind']) && isText(v['text']);
}

function isEntry(v: unknown): v is KnowledgeEntry {
  if (!isRecord(v)) return false;
  if (!isFilled(v['id']) || !isText(v['canonical_meaning']) || !isFilled(v['created_at']) || !isFilled(v['updated_at'])) return false;
  const keys = v['trigger_keywords'];
  const sources = v['sources'];
  return Array.isArray(keys) && keys.every(isText) && Array.isArray(sources) && sources.every(isSource);
}

/**
 * knowledge.json's entries checked in one pass without the schema library (what
 * `recall` and every topic read do on each call). It accepts only what
 * knowledgeFileSchema() accepts (the same fields, unknown ones kept, ids unique)
 * and gives up (null) on anything else, which then goes through the schema for
 * its message; a property test holds the two together.
 */
export function quickKnowledge(raw: unknown): KnowledgeEntry[] | null {
  if (!isRecord(raw) || raw['version'] !== 1 || !Array.isArray(raw['entries'])) return null;
  const entries = raw['entries'] as unknown[];
  const ids = new Set<string>();
  for (const e of entries) {
    if (!isEntry(e) || ids.has(e.id)) return null;
    ids.add(e.id);
  }
  return entries as KnowledgeEntry[];
}
