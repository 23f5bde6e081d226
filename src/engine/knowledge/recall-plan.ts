import { holdingCounts, keyOf, keyWeight, RELATED_WEIGHT } from './keys.js';
import { HAN } from './normalize.js';
import { askedClasses, classesOfTopics, classWeights, DEFAULT_RECALL_LIMIT, plainRelated, rankTopics, recallText, type RankedTopic, type RecallBasis, type RecallHit, type RecallOptions } from './retrieve.js';
import { classOfKey, namesIn } from './classes.js';
import { byRecencyThenId } from './order.js';
import type { KnowledgeEntry } from './schema.js';

/**
 * What `recall` works out from the whole set of topics, kept so that a call reads
 * only the little of it its text needs instead of every topic. Named parts of
 * text (the memory service keeps them, sealed, for the knowledge.json they were
 * made from, and reads a part only when asked for it):
 *
 * - `head`: JSON (PlanHead): the names the topics give, the classes with how many
 *   topics are about each, and the first word of each block of the parts below;
 * - `p/<i>`: lines "word<TAB>groups", sorted, cut in blocks: a word, with the
 *   topics holding it as a key, and for each key it is a related word of, the
 *   topics holding that key; a group is "key<TAB>how many topics hold it<TAB>postings",
 *   a posting "position,rank,place": the topic, its place in recall's order of
 *   ties (most recently updated, then id) and the key's place among its keywords
 *   ("拿铁<TAB>拿铁<TAB>962<TAB>17,4031,1 40,12,0<TAB>…");
 * - `r/<i>`: the same for the first five letters of one-word English keys (a root);
 * - `c/<class>`: the topics about a class, each with its rank and the places of its
 *   keywords of that class ("3:812:0.2,17:5:,40:77:1");
 * - `t/<i>`: a line per topic, ROWS topics a part: [id, updated_at, trigger_keywords,
 *   their compared forms (keyOf) or null when the same, how many topics hold each
 *   or null when one each] as JSON.
 *
 * A call finds the words of its text, reads their blocks and works out, for each
 * topic met, the most it can score and the most hits it can have (its score
 * itself, unless a root is all it meets), then reads and ranks the topics in that
 * order and stops when no topic left can come before the last one shown.
 */
export type RecallPlan = Map<string, string>;

/** The plan's parts of some names (a name the plan has no part of is left out); null: the plan cannot be read as it was made. */
export type PlanParts = (names: readonly string[]) => ReadonlyMap<string, string> | null;

interface PlanHead {
  format: typeof RECALL_PLAN_FORMAT;
  names: string[];
  /** The longest probe, in UTF-16 units; -1: a word with a tab or a line end, which the plan cannot hold (recall reads every topic). */
  longest: number;
  /** The first word of each block of probes (`p/<i>`) and of roots (`r/<i>`). */
  probes: string[];
  roots: string[];
  /** Each class some topic is about, with how many are. */
  classes: [string, number][];
}

export const RECALL_PLAN_FORMAT = 'recall-plan|4';
/** The least common beginning of two words of one root (english.ts, sameRoot). */
const ROOT = 5;
/** Topics a part of `t/`. */
const ROWS = 32;
/** A block of probes or roots is cut after this many UTF-16 units. */
const BLOCK = 4096;
/** Bounds and scores add the same numbers in another order: a bound is taken as this much larger. */
const SLACK = 1e-9;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted lines "word(<TAB>key<TAB>holding<TAB>postings)…" cut in blocks: the parts `<prefix><i>`, and the first word of each. */
function blocks(out: RecallPlan, prefix: string, postings: Map<string, Map<string, string[]>>, holding: ReadonlyMap<string, number>): string[] {
  const lines = [...postings.keys()].sort(byText).map((w) => [w, ...[...(postings.get(w) as Map<string, string[]>)].map(([key, list]) => `${key}\t${holding.get(key) ?? 1}\t${list.join(' ')}`)].join('\t'));
  const firsts: string[] = [];
  let block: string[] = [];
  let size = 0;
  const flush = (): void => {
    out.set(`${prefix}${firsts.length}`, block.join('\n'));
    firsts.push((block[0] as string).slice(0, (block[0] as string).indexOf('\t')));
    block = [];
    size = 0;
  };
  for (const line of lines) {
    block.push(line);
    size += line.length + 1;
    if (size >= BLOCK) flush();
  }
  if (block.length > 0) flush();
  return firsts;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** The plan of a set of topics, for recall with its default related words. */
export function recallPlan(entries: readonly KnowledgeEntry[]): RecallPlan {
  const out: RecallPlan = new Map();
  const names = new Set(entries.flatMap((e) => namesIn(e.canonical_meaning)));
  const holding = holdingCounts(entries, plainRelated);
  // Each topic's place in the order ties are ranked in (a stable sort: positions break what the order leaves equal).
  const rank = new Array<number>(entries.length);
  entries
    .map((e, at) => [e, at] as const)
    .sort(([a], [b]) => byRecencyThenId(a, b))
    .forEach(([, at], r) => (rank[at] = r));
  // Per word: the topics holding it as a key, and for each key it is a related word or the root of, the topics holding that key.
  const probes = new Map<string, Map<string, string[]>>();
  const roots = new Map<string, Map<string, string[]>>();
  const post = (map: Map<string, Map<string, string[]>>, word: string, key: string, posting: string): void => {
    let byKey = map.get(word);
    if (byKey === undefined) map.set(word, (byKey = new Map()));
    push(byKey, key, posting);
  };
  entries.forEach((entry, at) => {
    const seen = new Set<string>();
    entry.trigger_keywords.forEach((keyword, i) => {
      const key = keyOf(keyword);
      if (key === '' || seen.has(key)) return;
      seen.add(key);
      // Each key by its first place among the keywords, as rankTopics counts it.
      const posting = `${at},${rank[at]},${i}`;
      post(probes, key, key, posting);
      for (const r of new Set(plainRelated(key))) if (r !== key) post(probes, r, key, posting);
      if (!HAN.test(key) && !key.includes(' ') && key.length >= ROOT) post(roots, key.slice(0, ROOT), key, posting);
    });
  });
  const head: PlanHead = { format: RECALL_PLAN_FORMAT, names: [...names], longest: -1, probes: [], roots: [], classes: [] };
  // A word with a tab or a line end would break the lines: such a plan answers nothing (recallByPlan), and recall reads every topic.
  if ([...probes.keys()].some((w) => /[\t\n]/.test(w))) {
    out.set('head', JSON.stringify(head));
    return out;
  }
  head.longest = Math.max(0, ...[...probes.keys()].map((w) => w.length));
  head.probes = blocks(out, 'p/', probes, holding);
  head.roots = blocks(out, 'r/', roots, holding);
  const classes = new Map<string, string[]>();
  classesOfTopics(entries, names).forEach((about, at) => {
    const keys = (entries[at] as KnowledgeEntry).trigger_keywords.map(keyOf);
    for (const cls of about) push(classes, cls, `${at}:${rank[at]}:${keys.flatMap((k, i) => (classOfKey(k) === cls ? [i] : [])).join('.')}`);
  });
  for (const [cls, list] of classes) out.set(`c/${cls}`, list.join(','));
  head.classes = [...classes].map(([cls, list]) => [cls, list.length]);
  for (let from = 0; from < entries.length; from += ROWS) {
    const rows = entries.slice(from, from + ROWS).map((e) => {
      const keys = e.trigger_keywords.map(keyOf);
      const counts = keys.map((k) => holding.get(k) ?? 1);
      return JSON.stringify([e.id, e.updated_at, e.trigger_keywords, keys.every((k, i) => k === e.trigger_keywords[i]) ? null : keys, counts.every((n) => n === 1) ? null : counts]);
    });
    out.set(`t/${from / ROWS}`, rows.join('\n'));
  }
  out.set('head', JSON.stringify(head));
  return out;
}

/** A plan as a plain map of its parts (one just made), read as the memory service reads a kept one. */
export const partsOf =
  (plan: RecallPlan): PlanParts =>
  (names) =>
    new Map(names.flatMap((n) => (plan.has(n) ? [[n, plan.get(n) as string] as const] : [])));

/** The plan could not be read as it was made: the caller reads every topic. */
class Unreadable extends Error {}

function need(parts: PlanParts, names: readonly string[]): ReadonlyMap<string, string> {
  const got = parts([...new Set(names)]);
  if (got === null) throw new Unreadable();
  return got;
}

function headOf(parts: PlanParts): PlanHead | null {
  const text = need(parts, ['head']).get('head');
  if (text === undefined) throw new Unreadable();
  const head = JSON.parse(text) as PlanHead;
  return head.format === RECALL_PLAN_FORMAT && head.longest >= 0 ? head : null;
}

/** The block (index) a word would be in: the last whose first word is not after it; -1 before the first. */
function blockOf(firsts: readonly string[], word: string): number {
  let lo = 0;
  let hi = firsts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((firsts[mid] as string) <= word) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Lines "word<TAB>postings" of the blocks these words are in (read); the postings of each word found. */
function postingsOf(parts: PlanParts, firsts: readonly string[], prefix: string, words: Iterable<string>): Map<string, string> {
  const wanted = [...words].map((w) => [w, blockOf(firsts, w)] as const).filter(([, b]) => b >= 0);
  const got = need(
    parts,
    wanted.map(([, b]) => `${prefix}${b}`),
  );
  const lines = new Map<number, Map<string, string>>();
  const out = new Map<string, string>();
  for (const [word, b] of wanted) {
    let block = lines.get(b);
    if (block === undefined) {
      const text = got.get(`${prefix}${b}`);
      if (text === undefined) throw new Unreadable();
      block = new Map(text.split('\n').map((l) => [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)]));
      lines.set(b, block);
    }
    const postings = block.get(word);
    if (postings !== undefined) out.set(word, postings);
  }
  return out;
}

/** The words of the plan the text holds (Chinese as letters, English as runs of whole words), the kinds it names, the roots of its English words. */
function wordsOf(head: PlanHead, text: string): { inText: Set<string>; extra: ReadonlySet<string>; roots: Set<string> } {
  const t = recallText(text);
  const inText = new Set<string>();
  const { haystack } = t;
  for (let i = 0; i < haystack.length; i += 1) {
    for (let end = i + 1; end <= Math.min(haystack.length, i + head.longest); end += 1) {
      const part = haystack.slice(i, end);
      if (HAN.test(part)) inText.add(part);
    }
  }
  // English: each run of whole words (between two spaces of the padded text).
  const spaces: number[] = [];
  for (let i = 0; i < t.words.length; i += 1) if (t.words[i] === ' ') spaces.push(i);
  for (let a = 0; a < spaces.length; a += 1) {
    for (let b = a + 1; b < spaces.length && (spaces[b] as number) - (spaces[a] as number) - 1 <= head.longest; b += 1) {
      const part = t.words.slice((spaces[a] as number) + 1, spaces[b]);
      if (!HAN.test(part)) inText.add(part);
    }
  }
  return { inText, extra: t.extra, roots: new Set(t.latin.filter((w) => w.length >= ROOT).map((w) => w.slice(0, ROOT))) };
}

/** The basis of the ranking as far as this call needs it: the classes the text names with their topics (read), the holding counts of the topics read. */
function basisOf(parts: PlanParts, head: PlanHead, text: string): RecallBasis & { holding: Map<string, number>; classKeywords: Map<string, Map<number, { rank: number; keywords: number[] }>> } {
  const names = new Set(head.names);
  const counts = new Map(head.classes);
  const asked = [...askedClasses({ holding: new Map(), names, holders: () => [] }, text)].filter((cls) => counts.has(cls));
  const got = need(
    parts,
    asked.map((cls) => `c/${cls}`),
  );
  // Per class: its topics, each with the places of its keywords of the class.
  const classKeywords = new Map(
    asked.map((cls) => {
      const list = got.get(`c/${cls}`);
      if (list === undefined) throw new Unreadable();
      const topics = list.split(',').map((p) => {
        const [at, rank, keywords] = p.split(':') as [string, string, string];
        return [Number(at), { rank: Number(rank), keywords: keywords === '' ? [] : keywords.split('.').map(Number) }] as const;
      });
      return [cls, new Map(topics)] as const;
    }),
  );
  return { holding: new Map(), names, holders: (cls) => [...(classKeywords.get(cls)?.keys() ?? [])], classKeywords };
}

/** What a topic met can reach: at most its score (its score itself unless a root is all that meets a key) and its hits, and its place among ties. */
interface Reach {
  score: number;
  hits: number;
  rank: number;
}

/**
 * Each topic the text can meet (by position), with what it can reach. Every
 * topic `recall` would return is among them: a topic none of the words, roots
 * and classes of the text meet scores nothing.
 */
function reachOf(parts: PlanParts, head: PlanHead, basis: ReturnType<typeof basisOf>, text: string): Map<number, Reach> {
  const { inText, extra, roots } = wordsOf(head, text);
  // Per topic: for each of its keys met, four numbers: its place among the keywords, what it counts (1: in the text;
  // RELATED_WEIGHT: a kind the text names, a related word in it, maybe its root; 0: nothing), how many topics hold it, 1 if it is one character.
  const keys = new Map<number, number[]>();
  const ranks = new Map<number, number>();
  // Read by hand, a character at a time: a text met by a common word has thousands of postings.
  const meet = (postings: string, level: number, n: number, one: boolean): void => {
    let p = 0;
    const num = (): number => {
      let c = postings.charCodeAt(p);
      if (!(c >= 48 && c <= 57)) throw new Unreadable();
      let v = 0;
      for (; c >= 48 && c <= 57; c = postings.charCodeAt(p)) {
        v = v * 10 + (c - 48);
        p += 1;
      }
      p += 1;
      return v;
    };
    while (p < postings.length) {
      const topic = num();
      ranks.set(topic, num());
      const i = num();
      let held = keys.get(topic);
      if (held === undefined) keys.set(topic, (held = []));
      let at = 0;
      while (at < held.length && held[at] !== i) at += 4;
      if (at === held.length) held.push(i, level, n, one ? 1 : 0);
      else if (level > (held[at + 1] as number)) held[at + 1] = level;
    }
  };
  /** Each group of a word's line ("key, how many hold it, postings"), met at the level `levelOf` gives its key (0: not read). */
  const groups = (line: string, levelOf: (key: string) => number): void => {
    const cells = line.split('\t');
    if (cells.length % 3 !== 0) throw new Unreadable();
    for (let g = 0; g < cells.length; g += 3) {
      const key = cells[g] as string;
      const level = levelOf(key);
      if (level > 0) meet(cells[g + 2] as string, level, Number(cells[g + 1]), [...key].length === 1);
    }
  };
  for (const [word, line] of postingsOf(parts, head.probes, 'p/', new Set([...inText, ...extra]))) {
    const said = inText.has(word);
    // The key itself in the text counts whole, a kind the text names half; a related word counts half when it is in
    // the text, and is not read for a key in the text itself (that key counts whole).
    groups(line, (key) => (key === word ? (said ? 1 : RELATED_WEIGHT) : said && !inText.has(key) ? RELATED_WEIGHT : 0));
  }
  for (const line of postingsOf(parts, head.roots, 'r/', roots).values()) groups(line, (key) => (inText.has(key) ? 0 : RELATED_WEIGHT));
  /** The places of the keys met that count. */
  const counted = (held: readonly number[] | undefined): number[] => {
    const places: number[] = [];
    for (let at = 0; held !== undefined && at < held.length; at += 4) if ((held[at + 1] as number) > 0) places.push(held[at] as number);
    return places.sort((a, b) => a - b);
  };
  const out = new Map<number, Reach>();
  for (const [topic, held] of keys) {
    // Added in the keywords' order, as rankTopics adds them: the same number where nothing is a root.
    let score = 0;
    const places = counted(held);
    for (const i of places) {
      let k = 0;
      while (held[k] !== i) k += 4;
      const weight = keyWeight(held[k + 2] as number, held[k + 3] === 1);
      score += held[k + 1] === 1 ? weight : weight * RELATED_WEIGHT;
    }
    out.set(topic, { score, hits: places.length, rank: ranks.get(topic) as number });
  }
  const byClass = classWeights(basis, text);
  for (const [topic, { weight, classes }] of byClass) {
    const hits = new Set(counted(keys.get(topic)));
    let rank = -1;
    for (const cls of classes) {
      const about = basis.classKeywords.get(cls)?.get(topic);
      if (about === undefined) throw new Unreadable();
      rank = about.rank;
      for (const i of about.keywords) hits.add(i);
    }
    out.set(topic, { score: (out.get(topic)?.score ?? 0) + weight, hits: hits.size, rank });
  }
  return out;
}

/** The topics a text can meet in a plan (positions), for the tests: those `recallByPlan` may read. */
export function planCandidates(parts: PlanParts, text: string): Set<number> {
  const head = headOf(parts);
  if (head === null) return new Set();
  return new Set(reachOf(parts, head, basisOf(parts, head, text), text).keys());
}

/** The rows of these positions (their parts read), with the holding counts of their keys put in the basis. */
function readRows(parts: PlanParts, positions: readonly number[], holding: Map<string, number>): [number, RankedTopic][] {
  const got = need(
    parts,
    positions.map((at) => `t/${Math.floor(at / ROWS)}`),
  );
  const split = new Map<string, string[]>();
  return positions.map((at) => {
    const name = `t/${Math.floor(at / ROWS)}`;
    let lines = split.get(name);
    if (lines === undefined) {
      const text = got.get(name);
      if (text === undefined) throw new Unreadable();
      split.set(name, (lines = text.split('\n')));
    }
    const line = lines[at % ROWS];
    if (line === undefined) throw new Unreadable();
    const [id, updated_at, trigger_keywords, keys, counts] = JSON.parse(line) as [string, string, string[], string[] | null, number[] | null];
    const compared = keys ?? trigger_keywords;
    if (counts !== null) compared.forEach((k, i) => holding.set(k, counts[i] as number));
    return [at, { id, updated_at, trigger_keywords, keys: compared }];
  });
}

/** recall's order (score, then hits, then most recent and smallest id), on what topics can reach. */
const byReach = (a: Reach, b: Reach): number => b.score - a.score || b.hits - a.hits || a.rank - b.rank;

/**
 * `recall` answered from a plan: the topics the text can meet, read and ranked
 * with the plan's basis in the order of what they can reach, until no topic left
 * can come before the last one kept (the same answer as ranking them all); `load`
 * gives the whole topics of the positions returned. Null when the plan cannot
 * answer: a part cannot be read as it was made, the topics read are not the
 * plan's, or a plan with a word it cannot look up; the caller then asks `recall`.
 */
export function recallByPlan(
  parts: PlanParts,
  text: string,
  load: (positions: readonly number[]) => KnowledgeEntry[] | null,
  opts: Pick<RecallOptions, 'limit'> = {},
): RecallHit[] | null {
  const limit = Math.max(0, opts.limit ?? DEFAULT_RECALL_LIMIT);
  let ranked: ReturnType<typeof rankTopics<RankedTopic>> = [];
  try {
    const head = headOf(parts);
    if (head === null) return null;
    const basis = basisOf(parts, head, text);
    const reach = reachOf(parts, head, basis, text);
    const order = [...reach].sort(([a, ra], [b, rb]) => byReach(ra, rb) || a - b);
    const read: [number, RankedTopic][] = [];
    for (let next = 0, batch = Math.max(2 * limit, 8); next < order.length && limit > 0; batch *= 2) {
      read.push(...readRows(parts, order.slice(next, next + batch).map(([at]) => at), basis.holding));
      next = Math.min(order.length, next + batch);
      ranked = rankTopics(basis, [...read].sort((a, b) => a[0] - b[0]), text, { limit });
      const last = ranked[limit - 1];
      if (last === undefined || next >= order.length) continue;
      // The last one kept, as what it reached; a topic left that cannot come before it, nor any after it, is never read.
      const kept = { score: last.score, hits: last.hits.length, rank: (reach.get(last.at) as Reach).rank };
      const left = (order[next] as [number, Reach])[1];
      if (left.score * (1 + SLACK) < kept.score || (left.score === kept.score && byReach(left, kept) > 0)) break;
    }
  } catch (err) {
    if (err instanceof Unreadable || err instanceof SyntaxError) return null;
    throw err;
  }
  const whole = load(ranked.map((r) => r.at));
  if (whole === null || whole.length !== ranked.length || whole.some((e, i) => e.id !== ranked[i]?.entry.id)) return null;
  return ranked.map((r, i) => ({ entry: whole[i] as KnowledgeEntry, hits: r.hits }));
}
