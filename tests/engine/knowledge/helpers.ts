import type { KnowledgeCandidate, KnowledgeEntry } from '../../../src/engine/knowledge/index.js';

export function entry(id: string, keywords: string[], overrides: Partial<KnowledgeEntry> = {}): KnowledgeEntry {
  return {
    id,
    trigger_keywords: keywords,
    canonical_meaning: `meaning of ${id}`,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    sources: [],
    ...overrides,
  };
}

export function candidate(keywords: string[], meaning: string, kind = 'remember'): KnowledgeCandidate {
  return { keywords, meaning, source: { kind, text: meaning } };
}

export function sequentialIds(prefix = 'k'): () => string {
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
}
