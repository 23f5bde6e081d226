import { holdingCounts, keyOf } from './keys.js';
import { HAN } from './normalize.js';
import { askedClasses, classesOfTopics, plainRelated, rankTopics, recallText, type RankedTopic, type RecallBasis, type RecallHit, type RecallOptions } from './retrieve.js';
import { namesIn } from './classes.js';
import type { KnowledgeEntry } from './schema.js';

/**
 * What `recall` works out from the whole set of topics, kept so that a call reads
 * it instead of every topic: the basis of the ranking (how many topics hold each
 * key, the names the topics give, the topics of each class), what each topic is
 * ranked by, and the words that can bring a topic back (its keys and their related
 * words), so a text is compared only with the topics it can meet. Plain data
 * (JSON): the memory service keeps it, sealed, for the knowledge.json it was made
 * from. The long parts are text read only where a call looks (a list of positions
 * is "3,17,40"): parsing every topic's row would cost what the plan saves.
 */
export interface RecallPlan {
  format: typeof RECALL_PLAN_FORMAT;
  /** Keys held by more than one topic, with how many (any other key: one). */
  holding: [string, number][];
  names: string[];
  /** Each class some topic is about, with the topics (positions) about it. */
  classes: [string, string][];
  /** Lines "word<TAB>positions", sorted: a word, with the topics holding it as a key or as a key's related word. */
  probes: string;
  /** The first five letters of a one-word English key, with the topics holding such a key. */
  roots: [string, string][];
  /** The longest probe, in UTF-16 units. */
  longest: number;
  /** A line per position: [id, updated_at, trigger_keywords] as JSON, and their compared forms (keyOf) where one differs. */
  topics: string;
}

export const RECALL_PLAN_FORMAT = 'recall-plan|3';
/** The least common beginning of two words of one root (english.ts, sameRoot). */
const ROOT = 5;

function push(map: Map<string, number[]>, key: string, at: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

const listed = (map: Map<string, number[]>): [string, string][] => [...map].map(([k, at]) => [k, at.join(',')]);
const positions = (text: string | undefined): number[] => (text === undefined || text === '' ? [] : text.split(',').map(Number));

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
  // A word with a tab or a line end would break the lines: such a plan answers nothing (recallByPlan), and recall reads every topic.
  const odd = [...probes.keys()].filter((p) => /[\t\n]/.test(p));
  for (const p of probes.keys()) longest = Math.max(longest, p.length);
  return {
    format: RECALL_PLAN_FORMAT,
    holding: [...holdingCounts(entries, plainRelated)].filter(([, n]) => n !== 1),
    names: [...names],
    classes: listed(classes),
    probes: odd.length > 0 ? '' : listed(probes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([w, at]) => `${w}\t${at}`).join('\n'),
    roots: listed(roots),
    longest: odd.length > 0 ? -1 : longest,
    topics: entries
      .map((e) => {
        const keys = e.trigger_keywords.map(keyOf);
        return JSON.stringify(keys.every((k, i) => k === e.trigger_keywords[i]) ? [e.id, e.updated_at, e.trigger_keywords] : [e.id, e.updated_at, e.trigger_keywords, keys]);
      })
      .join('\n'),
  };
}

/** Where each line of a text starts (and, past the last, where it would). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) starts.push(nl + 1);
  starts.push(text.length + 1);
  return starts;
}

/** A plan as a call reads it: the probes found by halving, a topic's row parsed when asked for. */
interface PlanReader {
  basis: RecallBasis;
  probe(word: string): number[];
  root(prefix: string): number[];
  topic(at: number): RankedTopic;
}

function readerOf(plan: RecallPlan): PlanReader {
  const classes = new Map(plan.classes);
  const roots = new Map(plan.roots);
  const probeLines = plan.probes === '' ? [] : lineStarts(plan.probes);
  const topicLines = lineStarts(plan.topics);
  const probe = (word: string): number[] => {
    let lo = 0;
    let hi = probeLines.length - 2;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = probeLines[mid] as number;
      const end = (probeLines[mid + 1] as number) - 1;
      const tab = plan.probes.indexOf('\t', start);
      const w = plan.probes.slice(start, tab);
      if (w === word) return positions(plan.probes.slice(tab + 1, end));
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return [];
  };
  return {
    basis: { holding: new Map(plan.holding), names: new Set(plan.names), holders: (cls) => positions(classes.get(cls)) },
    probe,
    root: (prefix) => positions(roots.get(prefix)),
    topic(at) {
      const [id, updated_at, trigger_keywords, keys = trigger_keywords] = JSON.parse(plan.topics.slice(topicLines[at], (topicLines[at + 1] as number) - 1)) as [string, string, string[], string[]?];
      return { id, updated_at, trigger_keywords, keys };
    },
  };
}

/**
 * The topics (positions) that can meet the text: those with a key or a key's
 * related word in it (Chinese as letters, English as whole words), a key the
 * text names through a kind, an English key of the same root as one of its
 * words, or a class it names. Every topic `recall` would return is among them.
 */
export function planCandidates(plan: RecallPlan, text: string, reader: PlanReader = readerOf(plan)): Set<number> {
  const t = recallText(text);
  const out = new Set<number>();
  const add = (list: readonly number[]): void => {
    for (const at of list) out.add(at);
  };
  const { haystack, words } = t;
  for (let i = 0; i < haystack.length; i += 1) {
    for (let end = i + 1; end <= Math.min(haystack.length, i + plan.longest); end += 1) {
      const part = haystack.slice(i, end);
      if (HAN.test(part)) add(reader.probe(part));
    }
  }
  // English: each run of whole words (between two spaces of the padded text).
  const spaces: number[] = [];
  for (let i = 0; i < words.length; i += 1) if (words[i] === ' ') spaces.push(i);
  for (let a = 0; a < spaces.length; a += 1) {
    for (let b = a + 1; b < spaces.length && (spaces[b] as number) - (spaces[a] as number) - 1 <= plan.longest; b += 1) {
      const part = words.slice((spaces[a] as number) + 1, spaces[b]);
      if (!HAN.test(part)) add(reader.probe(part));
    }
  }
  for (const kind of t.extra) add(reader.probe(kind));
  for (const w of t.latin) if (w.length >= ROOT) add(reader.root(w.slice(0, ROOT)));
  for (const cls of askedClasses(reader.basis, text)) add(reader.basis.holders(cls));
  return out;
}

/**
 * `recall` answered from a plan: the candidates ranked with the plan's basis;
 * `load` gives the whole topics of the positions returned (null: they could not
 * be read as the plan has them, and the caller asks `recall` instead, as it does
 * for a plan with a word it cannot look up).
 */
export function recallByPlan(
  plan: RecallPlan,
  text: string,
  load: (positions: readonly number[]) => KnowledgeEntry[] | null,
  opts: Pick<RecallOptions, 'limit'> = {},
): RecallHit[] | null {
  if (plan.longest < 0) return null;
  const reader = readerOf(plan);
  const topics = [...planCandidates(plan, text, reader)].map((at) => [at, reader.topic(at)] as const);
  const ranked = rankTopics(reader.basis, topics, text, opts);
  const whole = load(ranked.map((r) => r.at));
  if (whole === null || whole.length !== ranked.length || whole.some((e, i) => e.id !== ranked[i]?.entry.id)) return null;
  return ranked.map((r, i) => ({ entry: whole[i] as KnowledgeEntry, hits: r.hits }));
}
