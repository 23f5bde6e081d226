import { dedupeKeywords, HAN } from './normalize.js';
import type { KnowledgeEntry } from './schema.js';

/** What a flow proposes to remember; `meaning` may be blank when only keywords are added. */
export interface KnowledgeCandidate {
  keywords: readonly string[];
  meaning: string;
  source: { kind: string; text: string };
}

// "，" joins clauses of one statement ("她怕猫，也怕狗"), so it is not a boundary. An
// English full stop ends a sentence when a space or the end follows it, and not in
// an ellipsis or a number ("3.5", "...").
const STATEMENT_END = /[。；;！!？?\n]|(?<=[\p{L}\p{N})"'’])\.(?=\s|$)/u;

export function splitStatements(meaning: string): string[] {
  const statements = meaning.split(STATEMENT_END).map((s) => s.trim()).filter((s) => s !== '');
  return [...new Set(statements)];
}

/**
 * Differentiated retention: every distinct statement of the old meaning stays and
 * the new ones are appended. When the candidate brings no new statement (blank or
 * all already known) the old meaning is returned verbatim, so nothing is rewritten.
 */
export function fuseMeaning(oldMeaning: string, newMeaning: string): string {
  const old = splitStatements(oldMeaning);
  const added = splitStatements(newMeaning).filter((s) => !old.includes(s));
  if (added.length === 0) return oldMeaning;
  const all = [...old, ...added];
  return all.join(all.some((s) => HAN.test(s)) ? '；' : '; ');
}

export function fuseEntry(old: KnowledgeEntry, candidate: KnowledgeCandidate, now: string): KnowledgeEntry {
  return {
    ...old,
    trigger_keywords: dedupeKeywords([...old.trigger_keywords, ...candidate.keywords]),
    canonical_meaning: fuseMeaning(old.canonical_meaning, candidate.meaning),
    sources: [...old.sources, { ts: now, ...candidate.source }],
    updated_at: now,
  };
}

export function createEntry(id: string, candidate: KnowledgeCandidate, now: string): KnowledgeEntry {
  return {
    id,
    trigger_keywords: dedupeKeywords(candidate.keywords),
    canonical_meaning: fuseMeaning('', candidate.meaning),
    created_at: now,
    updated_at: now,
    sources: [{ ts: now, ...candidate.source }],
  };
}
