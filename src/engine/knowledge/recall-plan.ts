import { holdingCounts, keyOf } from './keys.js';
import { HAN } from './normalize.js';
import { askedClasses, classesOfTopics, plainRelated, rankTopics, recallText, type RecallBasis, type RecallHit, type RecallOptions } from './retrieve.js';
import { namesIn } from './classes.js';
import type { KnowledgeEntry } from './schema.js';

/**
 * What `recall` works out from the whole set of topics, kept so that a call reads
 * it instead of every topic: the basis of the ranking (how many topics hold each
 * key, the names the topics give, the topics of each class), what each topic is
 * ranked by, and the words that can bring a topic back (its keys and their related
 * words), so a text is compared only with the topics it can meet. Plain data
 * (JSON): the memory service keeps it, sealed, for the knowledge.json it was made from.
 */
export interface RecallPlan {
  format: typeof RECALL_PLAN_FORMAT;
  /** Keys held by more than one topic, with how many (any other key: one). */
  holding: [string, number][];
  names: string[];
  /** Each class some topic is about, with the topics (positions) about it. */
  classes: [string, number[]][];
  /** A word, with the topics holding it as a key or as a key's related word. */
  probes: [string, number[]][];
  /** The first five letters of a one-word English key, with the topics holding such a key. */
  roots: [string, number[]][];
  /** The longest probe, in UTF-16 units. */
  longest: number;
  /** Per position: id, updated_at, trigger_keywords. */
  topics: [string, string, string[]][];
}

export const RECALL_PLAN_FORMAT = 'recall-plan|1';
/** The least common beginning of two words of one root (english.ts, sameRoot). */
const ROOT = 5;

function push(map: Map<string, number[]>, key: string, at: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

/** The plan of a set of topics, for recall with its default related words. */
export function recallPlan(entries: readonly KnowledgeEntry[]): RecallPlan {
  const names = new Set(entries.flatMap((e) => namesIn(e.canonical_meaning)));
  const probes = new Map<string, number[]>();
  const roots = new Map<string, number[]>();
  entries.forEach((entry, at) => {
    for (const keyword of entry.trigger_keywords) {
      const key = keyOf(keyword);
      if (key === '') continue;
      push(probes, key, at);
      for (const r of plainRelated(key)) push(probes, r, at);
      if (!HAN.test(key) && !key.includes(' ') && key.length >= ROOT) push(roots, key.slice(0, ROOT), at);
    }
  });
  const classes = new Map<string, number[]>();
  classesOfTopics(entries, names).forEach((about, at) => {
    for (const cls of about) push(classes, cls, at);
  });
  let longest = 0;
  for (const p of probes.keys()) longest = Math.max(longest, p.length);
  return {
    format: RECALL_PLAN_FORMAT,
    holding: [...holdingCounts(entries, plainRelated)].filter(([, n]) => n !== 1),
    names: [...names],
    classes: [...classes],
    probes: [...probes],
    roots: [...roots],
    longest,
    topics: entries.map((e) => [e.id, e.updated_at, e.trigger_keywords]),
  };
}

/** The plan's basis of the ranking. */
function basisOfPlan(plan: RecallPlan): RecallBasis {
  const classes = new Map(plan.classes);
  return { holding: new Map(plan.holding), names: new Set(plan.names), holders: (cls) => classes.get(cls) ?? [] };
}

/**
 * The topics (positions) that can meet the text: those with a key or a key's
 * related word in it (Chinese as letters, English as whole words), a key the
 * text names through a kind, an English key of the same root as one of its
 * words, or a class it names. Every topic `recall` would return is among them.
 */
export function planCandidates(plan: RecallPlan, text: string): Set<number> {
  const t = recallText(text);
  const probes = new Map(plan.probes);
  const out = new Set<number>();
  const add = (list: readonly number[] | undefined): void => {
    for (const at of list ?? []) out.add(at);
  };
  const { haystack, words } = t;
  for (let i = 0; i < haystack.length; i += 1) {
    for (let end = i + 1; end <= Math.min(haystack.length, i + plan.longest); end += 1) {
      const part = haystack.slice(i, end);
      if (HAN.test(part)) add(probes.get(part));
    }
  }
  // English: each run of whole words (between two spaces of the padded text).
  const spaces: number[] = [];
  for (let i = 0; i < words.length; i += 1) if (words[i] === ' ') spaces.push(i);
  for (let a = 0; a < spaces.length; a += 1) {
    for (let b = a + 1; b < spaces.length && (spaces[b] as number) - (spaces[a] as number) - 1 <= plan.longest; b += 1) {
      const part = words.slice((spaces[a] as number) + 1, spaces[b]);
      if (!HAN.test(part)) add(probes.get(part));
    }
  }
  for (const kind of t.extra) add(probes.get(kind));
  const roots = new Map(plan.roots);
  for (const w of t.latin) if (w.length >= ROOT) add(roots.get(w.slice(0, ROOT)));
  const basis = basisOfPlan(plan);
  for (const cls of askedClasses(basis, text)) add(basis.holders(cls));
  return out;
}

/**
 * `recall` answered from a plan: the candidates ranked with the plan's basis;
 * `load` gives the whole topics of the positions returned (null: they could not
 * be read as the plan has them, and the caller asks `recall` instead).
 */
export function recallByPlan(
  plan: RecallPlan,
  text: string,
  load: (positions: readonly number[]) => KnowledgeEntry[] | null,
  opts: Pick<RecallOptions, 'limit'> = {},
): RecallHit[] | null {
  const topics = [...planCandidates(plan, text)].map((at) => {
    const [id, updated_at, trigger_keywords] = plan.topics[at] as [string, string, string[]];
    return [at, { id, updated_at, trigger_keywords }] as const;
  });
  const ranked = rankTopics(basisOfPlan(plan), topics, text, opts);
  const whole = load(ranked.map((r) => r.at));
  if (whole === null || whole.length !== ranked.length || whole.some((e, i) => e.id !== ranked[i]?.entry.id)) return null;
  return ranked.map((r, i) => ({ entry: whole[i] as KnowledgeEntry, hits: r.hits }));
}
