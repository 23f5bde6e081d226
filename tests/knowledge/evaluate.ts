// Measures topic memory on a labelled set: each fact remembered in order as its own
// call, as a user would type them; then every query recalled. Also the contradiction
// guard on the set's labelled pairs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyWrite, contradicts, recall, type KeywordSegmenter, type KnowledgeEntry } from '../../src/engine/knowledge/index.js';
import { extractKeywords } from '../../src/engine/knowledge/segment.js';
import { InputError } from '../../src/model/index.js';
import { inputsFromText, knowledgeIds, lexiconOf, planRemember, segmenterWith } from '../../src/flows/knowledge-index.js';

interface Person {
  slug: string;
  profile: Record<string, string>;
  facts: { text: string; topic: string }[];
  queries: { text: string; topics: string[] }[];
}
interface ContradictionPair {
  before: string;
  after: string;
  contradicts: boolean;
}
type EvalSet = { people: Person[]; contradictions?: ContradictionPair[] };
const load = (name: string): EvalSet => JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8'));
const merged = (...sets: EvalSet[]): EvalSet => ({
  people: sets.flatMap((s) => s.people),
  contradictions: sets.flatMap((s) => s.contradictions ?? []),
});
/** The development part (eval-set.json and the facts added for issue Q): the rules may be tuned on it. */
export const EVAL_SET: EvalSet = merged(load('eval-set.json'), load('eval-set-added.json'));
/** The development part as it was before issue Q's additions (eval-set.json alone). */
export const EVAL_SET_FIRST: EvalSet = load('eval-set.json');
/** The development facts added for issue Q (eval-set-added.json). */
export const EVAL_SET_ADDED: EvalSet = load('eval-set-added.json');
/** Written after the first rules were settled by the same hands; never used to tune them. */
export const HELD_OUT: EvalSet = load('held-out.json');
/** Written elsewhere before any change for issue Q and never used to tune: the figures that count. */
export const HELD_OUT_FRESH: EvalSet = load('held-out-fresh.json');
/** A second fresh held-out part, by another writer who saw neither the rules nor the other sets; only measured. */
export const HELD_OUT_FRESH_2: EvalSet = load('held-out-fresh-2.json');

export interface ContradictionResult {
  pairs: number;
  /** Pairs flagged that do contradict / all pairs flagged. */
  precision: number;
  /** Contradicting pairs flagged / all contradicting pairs. */
  recall: number;
}

/** The contradiction guard on a set's labelled pairs. */
export function evaluateContradictions(set: EvalSet): ContradictionResult {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const pair of set.contradictions ?? []) {
    const flagged = contradicts(pair.before, pair.after);
    if (flagged && pair.contradicts) tp += 1;
    else if (flagged) fp += 1;
    else if (pair.contradicts) fn += 1;
  }
  return { pairs: set.contradictions?.length ?? 0, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn) };
}

export interface EvalResult {
  facts: number;
  queries: number;
  /** Pairs of facts filed in one topic that belong together / all pairs filed together. */
  mergePrecision: number;
  /** Pairs of facts that belong together and were filed together / all that belong together. */
  mergeRecall: number;
  /** Queries with an expected topic among the first five recalled. */
  recallAt5: number;
  /** Facts refused for want of a keyword. */
  refused: number;
  /** What went wrong, for reading: wrongly joined and wrongly split pairs, missed queries. */
  misses: string[];
}

/** Runs the set with a segmenter made per call (default: the product's, from the profile and topics). */
export function evaluate(
  set: EvalSet = EVAL_SET,
  makeSegmenter: (p: Person, entries: readonly KnowledgeEntry[]) => KeywordSegmenter = (p, entries) =>
    segmenterWith(lexiconOf({ ...p.profile, slug: p.slug }, entries)),
): EvalResult {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let found = 0;
  let queries = 0;
  let facts = 0;
  let refused = 0;
  const misses: string[] = [];
  for (const person of set.people) {
    let entries: KnowledgeEntry[] = [];
    const filedIn: string[] = [];
    let n = 0;
    for (const fact of person.facts) {
      const segmenter = makeSegmenter(person, entries);
      const ids = knowledgeIds(entries.map((e) => e.id));
      facts += 1;
      let plan;
      try {
        const inputs = inputsFromText(fact.text, { kind: 'remember', segmenter });
        plan = planRemember(entries, inputs, `2026-01-01T00:00:${String(n++).padStart(2, '0')}`, ids, { segmenter });
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
        // No keyword: the user is asked for a tag; unfiled, it is in no topic.
        filedIn.push(`unfiled ${facts}`);
        refused += 1;
        misses.push(`no keyword: ${fact.text}`);
        continue;
      }
      for (const op of plan.ops) entries = applyWrite(entries, { target_id: op.target_id, entry: op.entry });
      filedIn.push(plan.ops[0]?.entry.id ?? '');
    }
    person.facts.forEach((a, i) => {
      person.facts.slice(i + 1).forEach((b, k) => {
        const together = filedIn[i] === filedIn[i + 1 + k];
        const belong = a.topic === b.topic;
        if (together && belong) tp += 1;
        else if (together) {
          fp += 1;
          misses.push(`joined: ${a.text} | ${b.text}`);
        } else if (belong) {
          fn += 1;
          misses.push(`split: ${a.text} | ${b.text}`);
        }
      });
    });
    const topicsOf = (entry: KnowledgeEntry) => new Set(person.facts.filter((_, i) => filedIn[i] === entry.id).map((f) => f.topic));
    for (const q of person.queries) {
      queries += 1;
      const hits = recall(entries, q.text, { limit: 5 });
      if (hits.some((h) => q.topics.some((t) => topicsOf(h.entry).has(t)))) found += 1;
      else misses.push(`query missed: ${q.text} (${extractKeywords(q.text, { segmenter: makeSegmenter(person, entries) }).join(',')})`);
    }
  }
  return {
    facts,
    queries,
    mergePrecision: tp + fp === 0 ? 1 : tp / (tp + fp),
    mergeRecall: tp + fn === 0 ? 1 : tp / (tp + fn),
    recallAt5: queries === 0 ? 1 : found / queries,
    refused,
    misses,
  };
}
