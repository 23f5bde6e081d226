import { applyWrite, type KnowledgeWrite } from './apply-write.js';
import { commonSense, namesIn } from './classes.js';
import { createEntry, fuseEntry, type KnowledgeCandidate } from './fuse.js';
import { holdingCounts, keyOf, noRelated, RELATED_WEIGHT, weightOf, type RelatedWords } from './keys.js';
import { sameRoot } from './english.js';
import { byRecencyThenId } from './order.js';
import type { KnowledgeEntry } from './schema.js';

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** Keywords shared exactly. */
  overlap: number;
  /** The weight of what matches: exact keywords, and related words at half. */
  score: number;
  /** Where the first shared keyword stands among the entry's own: 0 is the word it was filed under. */
  home: number;
}

export interface MatchOptions {
  related?: RelatedWords;
  /** The candidate's text, for its topic class and the sense of a name in it (default: its keywords). */
  text?: string;
}

/**
 * The entry the candidate's keywords point to most, searched over ALL entries: a
 * pre-filtered top-N would miss an old fact and duplicate it. Each shared keyword
 * counts by its weight (rarer among the topics counts more), a keyword met through
 * a related word ("熊猫" and "大熊猫", "胃" and "胃病") or an English word of the same
 * root ("therapy" and "therapist") at half; ties go to more keywords shared,
 * then the topic that holds a shared keyword nearer the front of its own, then the
 * most recently updated, then the smallest id; nothing shared → null.
 *
 * Topic classes (work, sleep, pets…) never merge facts: on text written
 * elsewhere a class shared with the one topic of that class joined more facts
 * that belong apart than together (held-out merge precision 0.733 → 0.684 for
 * recall 0.366 → 0.391), and again when tried only for a fact that shares no
 * word with any topic (0.783 → 0.733 for 0.391 → 0.422, after the junk-keyword
 * rules); recall uses them instead (retrieve.ts). A name that
 * is also a common noun (a dog called 可乐) meets only the topics that use it in
 * the same sense: "喝可乐" is the drink, whichever topic named the dog.
 */
export function findTarget(
  entries: readonly KnowledgeEntry[],
  keywords: readonly string[],
  { related: anyRelated = noRelated, text = keywords.join(' ') }: MatchOptions = {},
): KnowledgeMatch | null {
  const wanted = [...new Set(keywords.map(keyOf).filter((k) => k !== ''))];
  const names = new Set([...entries.flatMap((e) => namesIn(e.canonical_meaning)), ...namesIn(text)]);
  // A name stands for nothing but what it names: the dog 煤球 is no 球.
  const related: RelatedWords = (key) => (names.has(key) ? [] : anyRelated(key));
  const holding = holdingCounts(entries, related);
  let best: KnowledgeMatch | null = null;
  for (const entry of entries) {
    const otherSense = (key: string) => names.has(key) && commonSense(text, key) !== commonSense(entry.canonical_meaning, key);
    const match = matchOf(entry, wanted.filter((k) => !otherSense(k)), holding, related);
    if (match.score === 0) continue;
    if (best === null || better(match, best)) best = match;
  }
  return best;
}

function matchOf(entry: KnowledgeEntry, wanted: readonly string[], holding: Map<string, number>, related: RelatedWords): KnowledgeMatch {
  const own = new Set(entry.trigger_keywords.map(keyOf));
  const near = new Set([...own].flatMap((k) => related(k)));
  const order = entry.trigger_keywords.map(keyOf);
  let overlap = 0;
  let score = 0;
  let home = Number.POSITIVE_INFINITY;
  for (const key of wanted) {
    const weight = weightOf(key, holding.get(key) ?? 1);
    if (own.has(key)) {
      overlap += 1;
      score += weight;
      home = Math.min(home, order.indexOf(key));
    } else if (near.has(key) || related(key).some((r) => own.has(r)) || [...own].some((o) => sameRoot(o, key))) {
      score += weight * RELATED_WEIGHT;
    }
  }
  return { entry, overlap, score, home };
}

const EPSILON = 1e-9;

function better(a: KnowledgeMatch, b: KnowledgeMatch): boolean {
  if (Math.abs(a.score - b.score) > EPSILON) return a.score > b.score;
  if (a.overlap !== b.overlap) return a.overlap > b.overlap;
  // A keyword two topics share belongs more to the one first filed under it ("打雷"
  // in the thunder topic, not in the cat topic a fact about both once joined).
  if (a.home !== b.home) return a.home < b.home;
  return byRecencyThenId(a.entry, b.entry) < 0;
}

/**
 * Plans the writes of one batch. Each candidate is matched against a running
 * snapshot that already holds the writes planned before it, so two candidates
 * about one new topic become one entry instead of two.
 */
export function planBatch(
  entries: readonly KnowledgeEntry[],
  candidates: readonly KnowledgeCandidate[],
  now: string,
  newId: () => string,
  opts: MatchOptions = {},
): KnowledgeWrite[] {
  let snapshot: KnowledgeEntry[] = [...entries];
  const writes: KnowledgeWrite[] = [];
  for (const candidate of candidates) {
    const target = findTarget(snapshot, candidate.keywords, { ...opts, text: candidate.meaning || candidate.keywords.join(' ') });
    const write: KnowledgeWrite = target
      ? { target_id: target.entry.id, entry: fuseEntry(target.entry, candidate, now) }
      : { target_id: null, entry: createEntry(newId(), candidate, now) };
    writes.push(write);
    snapshot = applyWrite(snapshot, write);
  }
  return writes;
}
