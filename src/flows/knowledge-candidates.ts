import { extractKeywords, goesOn, splitStatements, type KeywordSegmenter } from '../engine/knowledge/index.js';
import { refused } from '../model/index.js';

/** What the user asked to remember, before keywords are extracted. */
export interface RememberInput {
  text: string;
  /** The user's own trigger keywords; they also let a blank text add keywords to a topic. */
  tags?: readonly string[];
  /** Where it came from: 'remember' | 'analyze' | 'crisis' | 'confess' (stored as the source kind). */
  kind: string;
  /**
   * The statement goes on from the one before it in the same text, having no subject
   * of its own ("Biscuit hates the rain. Won't go out if it's wet."): when it meets no
   * topic, it joins the topic of the one before rather than starting its own.
   */
  continues?: boolean;
}

/** A note offered as a candidate, with the keywords it would be filed under. */
export interface OfferedCandidate extends RememberInput {
  keywords: string[];
}

// "#宠物" after a statement: a tag of that statement, taken out of the text.
const INLINE_TAG = /#([\p{L}\p{N}_-]+)/gu;

/** A statement's inline #tags, and its text without them. */
export function inlineTags(statement: string): { text: string; tags: string[] } {
  const tags = [...statement.matchAll(INLINE_TAG)].map((m) => m[1] as string);
  return { text: statement.replace(INLINE_TAG, '').replace(/\s{2,}/g, ' ').trim(), tags };
}

/**
 * Splits a typed text into one input per statement, so "她怕猫。她喜欢火锅" files
 * two topics. Tags belong to the statement they were typed with: "#宠物" inside it,
 * or `tags` (one group per statement, in order; one group when there is one
 * statement). A statement without any keyword ("真的。") cannot trigger a memory
 * by itself, so it stays with its neighbour instead of becoming an orphan entry.
 */
export function inputsFromText(
  text: string,
  opts: { tags?: readonly (readonly string[])[] | readonly string[]; kind: string; segmenter?: KeywordSegmenter },
): RememberInput[] {
  const groupsOfTags = tagGroups(opts.tags);
  const statements = splitStatements(text).map(inlineTags);
  if (statements.length === 0 || statements.every((s) => s.text === '' && s.tags.length === 0)) {
    const only = groupsOfTags[0] ?? [];
    if (only.length === 0 || groupsOfTags.length > 1) throw refused({ field: 'text', kind: 'say', what: 'remember-text' });
    return [{ text: '', tags: only, kind: opts.kind }];
  }
  if (groupsOfTags.length > 1 && groupsOfTags.length !== statements.length) {
    throw refused({ field: 'tags', kind: 'tag-groups', groups: groupsOfTags.length, statements: statements.length });
  }
  if (groupsOfTags.length === 1 && statements.length > 1) {
    // One group fits when the statements are one input anyway ("她怕猫。真的。").
    const untagged = inputsFromText(text, { kind: opts.kind, segmenter: opts.segmenter });
    if (untagged.length === 1) return untagged.map((input) => ({ ...input, tags: [...new Set([...(groupsOfTags[0] ?? []), ...(input.tags ?? [])])] }));
    throw refused({ field: 'tags', kind: 'tag-groups', groups: 1, statements: statements.length });
  }
  const tagged = statements.map((s, i) => ({ text: s.text, tags: [...(groupsOfTags[i] ?? []), ...s.tags] }));
  const hasKeywords = (s: { text: string; tags: readonly string[] }) =>
    s.tags.length > 0 || extractKeywords(s.text, { segmenter: opts.segmenter }).length > 0;
  const groups: { text: string; tags: string[] }[][] = [];
  for (const statement of tagged) {
    const last = groups.at(-1);
    if (last && !hasKeywords(statement)) last.push(statement);
    else groups.push([statement]);
  }
  const first = groups[0];
  const second = groups[1];
  if (first && second && !first.some(hasKeywords)) groups.splice(0, 2, [...first, ...second]);
  return groups.map((group, i) => {
    const text = group.map((s) => s.text).filter((s) => s !== '').join('\n');
    const input: RememberInput = { text, tags: [...new Set(group.flatMap((s) => s.tags))], kind: opts.kind };
    return i > 0 && goesOn(text) ? { ...input, continues: true } : input;
  });
}

/** `tags` as groups: a flat list is one group. */
function tagGroups(tags: readonly (readonly string[])[] | readonly string[] | undefined): readonly (readonly string[])[] {
  if (!tags || tags.length === 0) return [];
  return typeof tags[0] === 'string' ? [tags as readonly string[]] : (tags as readonly (readonly string[])[]);
}

/**
 * Parses `--tags`: tags split by , ，、 and groups (one per statement) by ; ；.
 * A flag given with no tag in it is a mistake, not "no tags".
 */
export function parseTags(raw: string | undefined): string[][] {
  if (raw === undefined) return [];
  const groups = raw.split(/[;；]/).map((g) => g.split(/[,，、]/).map((t) => t.trim()).filter((t) => t !== ''));
  if (groups.every((g) => g.length === 0)) throw refused({ field: 'tags', kind: 'say', what: 'tags' });
  return groups;
}

/**
 * Candidates from the notes typed in analyze, crisis and confess. They are only
 * OFFERED: the screen shows them and the user picks which to remember
 * (then `planRemember`), nothing is saved from here.
 */
export function candidatesFromNotes(
  notes: readonly { text: string; kind: string }[],
  segmenter?: KeywordSegmenter,
): OfferedCandidate[] {
  const seen = new Set<string>();
  const offered: OfferedCandidate[] = [];
  for (const note of notes) {
    for (const statement of splitStatements(note.text)) {
      const keywords = extractKeywords(statement, { segmenter });
      if (keywords.length === 0 || seen.has(statement)) continue;
      seen.add(statement);
      offered.push({ text: statement, kind: note.kind, tags: [], keywords });
    }
  }
  return offered;
}
