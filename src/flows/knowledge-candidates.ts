import { extractKeywords, splitStatements, type KeywordSegmenter } from '../engine/knowledge/index.js';
import { InputError } from '../model/index.js';

/** What the user asked to remember, before keywords are extracted. */
export interface RememberInput {
  text: string;
  /** The user's own trigger keywords; they also let a blank text add keywords to a topic. */
  tags?: readonly string[];
  /** Where it came from: 'remember' | 'analyze' | 'crisis' | 'confess' (stored as the source kind). */
  kind: string;
}

/** A note offered as a candidate, with the keywords it would be filed under. */
export interface OfferedCandidate extends RememberInput {
  keywords: string[];
}

/**
 * Splits a typed text into one input per statement, so "她怕猫。她喜欢火锅" files
 * two topics. A statement without any keyword ("真的。") cannot trigger a memory
 * by itself, so it stays with its neighbour instead of becoming an orphan entry.
 */
export function inputsFromText(
  text: string,
  opts: { tags?: readonly string[]; kind: string; segmenter?: KeywordSegmenter },
): RememberInput[] {
  const tags = opts.tags ?? [];
  const statements = splitStatements(text);
  if (statements.length === 0) {
    if (tags.length === 0) throw new InputError('text is empty: nothing to remember');
    return [{ text: '', tags, kind: opts.kind }];
  }
  const groups: string[][] = [];
  for (const statement of statements) {
    const last = groups.at(-1);
    if (last && extractKeywords(statement, { segmenter: opts.segmenter }).length === 0) last.push(statement);
    else groups.push([statement]);
  }
  const first = groups[0];
  const second = groups[1];
  if (first && second && extractKeywords(first.join('\n'), { segmenter: opts.segmenter }).length === 0) {
    groups.splice(0, 2, [...first, ...second]);
  }
  return groups.map((group) => ({ text: group.join('\n'), tags, kind: opts.kind }));
}

/** Parses `--tags a,b` (also 、 and ，); a flag given with no tag in it is a mistake, not "no tags". */
export function parseTags(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const tags = raw.split(/[,，、]/).map((t) => t.trim()).filter((t) => t !== '');
  if (tags.length === 0) throw new InputError('--tags holds no tag: write --tags 猫,宠物');
  return tags;
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
