import {
  applyWrite,
  contradictions,
  createEntry,
  extractKeywords,
  fuseEntry,
  fuseMeaning,
  planBatch,
  splitStatements,
  type KeywordSegmenter,
  type KnowledgeCandidate,
  type KnowledgeEntry,
  type RelatedWords,
} from '../engine/knowledge/index.js';
import { type KnowledgeWriteOp } from '../memory/index.js';
import { InputError, refused } from '../model/index.js';
import type { RememberInput } from './knowledge-candidates.js';
import { knowledgeIds } from './knowledge-ids.js';
import { relatedWords } from './knowledge-segmenter.js';

/** What a screen shows before saving: old vs fused meaning of one write. */
export interface RememberPreview {
  action: 'insert' | 'merge';
  /** The entry written: the matched topic on a merge, a new id on an insert. */
  id: string;
  old_meaning: string | null;
  fused_meaning: string;
  /** Trigger keywords after the write, and those this write adds. */
  keywords: string[];
  added_keywords: string[];
  /**
   * New statements that negate one the topic holds: the topic is to be confirmed,
   * both are shown and the user keeps the old, the new or both (`keep`).
   */
  clashes: { old: string; new: string }[];
}

/** What the user keeps when a new statement contradicts an old one. */
export type KeepChoice = 'old' | 'new' | 'both';
export const KEEP_CHOICES: readonly KeepChoice[] = ['old', 'new', 'both'];

export interface RememberPlan {
  /** The entries the plan was made against (a re-plan starts from fresh ones). */
  base: readonly KnowledgeEntry[];
  inputs: readonly RememberInput[];
  now: string;
  /** The user's edits of the fused meaning, by input index. */
  edits: readonly (string | undefined)[];
  /** Every id handed out, in order, so a re-plan shows the same ids again. */
  ids: string[];
  segmenter?: KeywordSegmenter;
  keep?: KeepChoice;
  ops: KnowledgeWriteOp[];
  previews: RememberPreview[];
}

export interface PlanOptions {
  edits?: readonly (string | undefined)[];
  segmenter?: KeywordSegmenter;
  /** Default: the tagger's sub-words and the kinds table (see relatedWords). */
  related?: RelatedWords;
  /** The user's choice where statements contradict; undecided, both stay and the preview says so. */
  keep?: KeepChoice;
}

/**
 * Decides every write of one batch: match, fuse, and the candidate alone as the
 * fallback for a target that vanishes before the write. Candidates are planned
 * one at a time against a running snapshot, so a later candidate sees (and fuses
 * with) what the earlier ones will write, including the user's edits.
 */
export function planRemember(
  entries: readonly KnowledgeEntry[],
  inputs: readonly RememberInput[],
  now: string,
  newId: () => string,
  opts: PlanOptions = {},
): RememberPlan {
  const ids: string[] = [];
  const nextId = (): string => {
    const id = newId();
    ids.push(id);
    return id;
  };
  let snapshot: KnowledgeEntry[] = [...entries];
  const ops: KnowledgeWriteOp[] = [];
  const previews: RememberPreview[] = [];
  inputs.forEach((input, index) => {
    const candidate = toCandidate(input, opts.segmenter);
    // Matching searches the whole snapshot: every stored entry plus this batch's writes.
    const [planned] = planBatch(snapshot, [candidate], now, nextId, { related: opts.related ?? relatedWords() });
    if (!planned) throw new Error('planBatch returned no write for one candidate');
    // A statement that goes on from the one before and meets no topic joins that one's topic.
    const previous = index > 0 && input.continues && planned.target_id === null ? ops.at(-1)?.entry.id : undefined;
    const into = previous === undefined ? undefined : snapshot.find((e) => e.id === previous);
    const write = into ? { target_id: into.id, entry: fuseEntry(into, candidate, now) } : planned;
    const before = write.target_id === null ? null : (snapshot.find((e) => e.id === write.target_id) ?? null);
    if (before === null && candidate.meaning === '') {
      throw refused({ field: 'text', kind: 'say', what: 'remember-text' });
    }
    const clashes = before === null ? [] : contradictions(splitStatements(before.canonical_meaning), splitStatements(candidate.meaning));
    const entry = withEdit(kept(write.entry, before, clashes, opts.keep), before, opts.edits?.[index]);
    const fallback = before === null ? entry : createEntry(nextId(), { ...candidate, meaning: addedMeaning(before, entry, candidate) }, now);
    ops.push({ target_id: write.target_id, entry, fallback });
    previews.push({ ...previewOf(before, entry), clashes });
    snapshot = applyWrite(snapshot, { target_id: write.target_id, entry });
  });
  return { base: entries, inputs, now, edits: opts.edits ?? [], ids, segmenter: opts.segmenter, keep: opts.keep, ops, previews };
}

/** The fused meaning as the user chose: without the new statements that clash, or without the old ones. */
function kept(entry: KnowledgeEntry, before: KnowledgeEntry | null, clashes: readonly { old: string; new: string }[], keep?: KeepChoice): KnowledgeEntry {
  if (before === null || clashes.length === 0 || keep === undefined || keep === 'both') return entry;
  const drop = new Set(clashes.map((c) => (keep === 'old' ? c.new : c.old)));
  const statements = splitStatements(entry.canonical_meaning).filter((s) => !drop.has(s));
  return { ...entry, canonical_meaning: fuseMeaning('', statements.join('\n')) };
}

/**
 * The user's version of one fused meaning. On a merge it is fused with the old
 * meaning again, so an edit can drop or reword what is new but never lose an old
 * statement (a blank edit keeps the old meaning as it was).
 */
export function editMeaning(plan: RememberPlan, index: number, meaning: string, newId?: () => string): RememberPlan {
  if (index < 0 || index >= plan.inputs.length) throw new InputError(`no write #${index} in this plan`);
  const edits = [...plan.edits];
  edits[index] = meaning;
  return replan(plan, plan.base, edits, newId);
}

/** The same plan with the user's choice where statements contradict. */
export function withKeep(plan: RememberPlan, keep: KeepChoice, newId?: () => string): RememberPlan {
  return replan({ ...plan, keep }, plan.base, plan.edits, newId);
}

/** The same inputs and edits planned against other entries (after a conflict). */
export function replan(
  plan: RememberPlan,
  entries: readonly KnowledgeEntry[],
  edits: readonly (string | undefined)[] = plan.edits,
  newId?: () => string,
): RememberPlan {
  const ids = newId ?? knowledgeIds(entries.map((e) => e.id), plan.ids);
  return planRemember(entries, plan.inputs, plan.now, ids, { edits, segmenter: plan.segmenter, keep: plan.keep });
}

function toCandidate(input: RememberInput, segmenter?: KeywordSegmenter): KnowledgeCandidate {
  const keywords = extractKeywords(input.text, { tags: input.tags, segmenter });
  if (keywords.length === 0) {
    throw refused({ field: 'text', kind: 'say', what: 'remember-keyword' });
  }
  return { keywords, meaning: input.text.trim(), source: { kind: input.kind, text: input.text } };
}

function withEdit(entry: KnowledgeEntry, before: KnowledgeEntry | null, edit: string | undefined): KnowledgeEntry {
  if (edit === undefined) return entry;
  const meaning = fuseMeaning(before?.canonical_meaning ?? '', edit);
  if (before === null && meaning.trim() === '') throw refused({ field: 'meaning', kind: 'say', what: 'meaning' });
  return { ...entry, canonical_meaning: meaning };
}

/** What the write adds to the old meaning: the fallback inserts that alone, never the old statements. */
function addedMeaning(before: KnowledgeEntry, entry: KnowledgeEntry, candidate: KnowledgeCandidate): string {
  const old = splitStatements(before.canonical_meaning);
  const added = splitStatements(entry.canonical_meaning).filter((s) => !old.includes(s));
  return added.length > 0 ? fuseMeaning('', added.join('\n')) : candidate.meaning;
}

function previewOf(before: KnowledgeEntry | null, entry: KnowledgeEntry): Omit<RememberPreview, 'clashes'> {
  return {
    action: before === null ? 'insert' : 'merge',
    id: entry.id,
    old_meaning: before?.canonical_meaning ?? null,
    fused_meaning: entry.canonical_meaning,
    keywords: entry.trigger_keywords,
    added_keywords: entry.trigger_keywords.filter((k) => !(before?.trigger_keywords ?? []).includes(k)),
  };
}
