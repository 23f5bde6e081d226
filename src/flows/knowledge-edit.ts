import { dedupeKeywords } from '../engine/knowledge/normalize.js';
import type { KnowledgeEntry } from '../engine/knowledge/index.js';
import type { KnowledgeChangeOutcome, Memory } from '../memory/index.js';
import { issueText, NotFoundError, refused } from '../model/index.js';

/** What the user changes in one topic; unset parts stay as they are. */
export interface TopicEdit {
  /** The new meaning, replacing the old one as typed (an edit is the user's own wording). */
  meaning?: string;
  /** The new trigger keywords, replacing all of them. */
  keywords?: readonly string[];
  add?: readonly string[];
  remove?: readonly string[];
}

export type TopicStore = Pick<Memory, 'knowledge' | 'changeKnowledge' | 'revision'>;

/** The topic as it will be after the edit; refuses an edit that changes nothing or leaves no keyword. */
export function editedEntry(entry: KnowledgeEntry, edit: TopicEdit, now: string): KnowledgeEntry {
  const meaning = edit.meaning === undefined ? entry.canonical_meaning : edit.meaning.trim();
  if (meaning === '') throw refused({ field: 'meaning', kind: 'say', what: 'meaning' });
  const removed = new Set((edit.remove ?? []).map((k) => k.trim()));
  const base = edit.keywords ?? entry.trigger_keywords;
  const keywords = dedupeKeywords([...base, ...(edit.add ?? [])].map((k) => k.trim()).filter((k) => !removed.has(k)));
  if (keywords.length === 0) throw refused({ field: 'keywords', kind: 'say', what: 'topic-keywords' });
  const unknown = [...removed].filter((k) => !base.includes(k));
  if (unknown.length > 0) throw refused({ field: 'remove', kind: 'not-recorded', values: unknown, recorded: base });
  if (meaning === entry.canonical_meaning && keywords.join('\n') === entry.trigger_keywords.join('\n')) {
    throw refused({ field: '', kind: 'none-given', fields: ['meaning', 'keywords', 'add', 'remove'] });
  }
  return {
    ...entry,
    canonical_meaning: meaning,
    trigger_keywords: keywords,
    updated_at: now,
    sources: [...entry.sources, { ts: now, kind: 'edit', text: meaning }],
  };
}

function findTopic(mem: TopicStore, slug: string, id: string): KnowledgeEntry {
  const entry = mem.knowledge(slug).find((e) => e.id === id);
  if (!entry) {
    const issue = { field: 'id', kind: 'no-topic', value: id, slug } as const;
    throw new NotFoundError(issueText(issue), null, [issue]);
  }
  return entry;
}

/** Edits one topic through the memory service (one `knowledge_recorded` event). */
export async function editTopic(mem: TopicStore, slug: string, id: string, edit: TopicEdit, now: string) {
  const revision = mem.revision(slug);
  const entry = editedEntry(findTopic(mem, slug, id), edit, now);
  return mem.changeKnowledge(slug, id, entry, { expectRevision: revision });
}

/**
 * Deletes one topic. It is gone from knowledge.json; the event keeps what it said.
 * Nothing brings it back by itself: a plan made before the delete that would have
 * merged into it saves only its own statements as a new topic.
 */
export async function deleteTopic(mem: TopicStore, slug: string, id: string): Promise<{ result: KnowledgeChangeOutcome; changed: string[] }> {
  findTopic(mem, slug, id);
  return mem.changeKnowledge(slug, id, null);
}
