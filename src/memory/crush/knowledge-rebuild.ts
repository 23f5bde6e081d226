import type { KnowledgeEntry } from '../../model/knowledge-schema.js';
import { forEachOfTypes } from '../log/event-scan.js';
import { emptyReport } from '../log/event-lines.js';
import type { Folder } from './folder.js';

/**
 * The topic memories the log implies: every `knowledge_recorded` event replayed
 * in order (an insert or update sets the topic's meaning and keywords, an edit
 * likewise, a delete removes it). What the events do not hold (each statement's
 * own source) is one source saying the topic was rebuilt from the log. Used when
 * knowledge.json cannot be read, so the topics are never simply lost.
 */
export async function knowledgeFromEvents(folder: Folder): Promise<KnowledgeEntry[]> {
  const topics = new Map<string, KnowledgeEntry>();
  forEachOfTypes(folder.path('events'), ['knowledge_recorded'], emptyReport(), (event) => {
    const d = event.data;
    const id = typeof d['id'] === 'string' ? d['id'] : '';
    if (id === '') return;
    if (d['action'] === 'delete') {
      topics.delete(id);
      return;
    }
    const meaning = typeof d['after'] === 'string' ? d['after'] : '';
    const keywords = Array.isArray(d['keywords']) ? d['keywords'].filter((k): k is string => typeof k === 'string') : [];
    const was = topics.get(id);
    topics.set(id, {
      id,
      trigger_keywords: keywords.length > 0 ? keywords : (was?.trigger_keywords ?? []),
      canonical_meaning: meaning || (was?.canonical_meaning ?? ''),
      created_at: was?.created_at ?? event.ts,
      updated_at: event.ts,
      sources: [{ ts: event.ts, kind: 'rebuilt', text: meaning }],
    });
  });
  return [...topics.values()];
}
