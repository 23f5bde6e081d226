import { recall, type KnowledgeEntry } from '../engine/knowledge/index.js';
import { byRecencyThenId } from '../engine/knowledge/order.js';
import { type Memory } from '../memory/index.js';
import { EVENT_TYPES, MISSING_SECTION } from '../model/index.js';
import { approxTokens } from '../memory/index.js';
import type { Lang } from '../i18n/index.js';
import { blockSeparator } from './block-separator.js';
import { knowledgeLimit } from '../flows/knowledge-recall.js';
import { foldLineBreaks } from '../model/text.js';

/** One heading whatever the language: the reference context has only Chinese headings. */
export const KNOWLEDGE_HEADING = '# [话题记忆] knowledge.json';

/** The block must not crowd out profile and state in a prompt's context window. */
export const KNOWLEDGE_BLOCK_TOKENS = 300;

const TRIGGERS: Record<Lang, (keywords: readonly string[]) => string> = {
  zh: (k) => `（触发词：${k.join('、')}）`,
  en: (k) => ` (triggers: ${k.join(', ')})`,
};

/**
 * "Known topic memories" for a context: the entries the text mentions, ranked by
 * hits; when it mentions none, the most recently updated ones (a context with no
 * topic at all is less useful than one with the latest). '' when there is none.
 */
export function knowledgeContextBlock(
  entries: readonly KnowledgeEntry[],
  text: string,
  max: number,
  lang: Lang = 'zh',
  budget = KNOWLEDGE_BLOCK_TOKENS,
): string {
  if (entries.length === 0 || max < 1) return '';
  const hits = recall(entries, text, { limit: max }).map((h) => h.entry);
  const chosen = hits.length > 0 ? hits : [...entries].sort(byRecencyThenId).slice(0, max);
  const head = `${KNOWLEDGE_HEADING}\n\n`;
  const lines: string[] = [];
  const fits = (line: string): boolean => approxTokens(`${head}${[...lines, line].join('\n')}\n\n`) <= budget;
  for (const entry of chosen) {
    const meaning = foldLineBreaks(entry.canonical_meaning);
    const line = (m: string): string => `- ${m}${TRIGGERS[lang](entry.trigger_keywords)}`;
    if (fits(line(meaning))) {
      lines.push(line(meaning));
      continue;
    }
    // The first entry that does not fit is cut short rather than left out; the rest are.
    const cut = longestPrefix([...meaning], (prefix) => fits(line(`${prefix}…`)));
    if (cut !== '') lines.push(line(`${cut}…`));
    break;
  }
  return lines.length === 0 ? '' : `${head}${lines.join('\n')}\n\n`;
}

/** The longest proper prefix accepted by `ok` (monotone: a shorter prefix never costs more). */
function longestPrefix(chars: string[], ok: (prefix: string) => boolean): string {
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(chars.slice(0, mid).join(''))) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}

type ContextReader = Pick<Memory, 'topics' | 'state' | 'meta' | 'recent'>;

/** Told when knowledge.json cannot be read (the context goes on without topics). */
export type TopicProblem = (err: unknown) => void;

/**
 * Appends the topic block to `simp context`'s output. Placed after everything
 * the reference prints (strategy included), so the reference output stays a
 * byte-exact prefix; with no topic memory the context is returned untouched.
 */
export function withKnowledgeBlock(
  mem: ContextReader,
  slug: string,
  context: { text: string; tokens: number },
  lang: Lang,
  onProblem?: TopicProblem,
): { text: string; tokens: number } {
  const block = knowledgeBlock(mem, slug, lang, context.text, onProblem);
  if (block === '') return context;
  const text = `${context.text}${blockSeparator(context.text)}${block}`;
  return { text, tokens: approxTokens(text) };
}

/** The topic block for a context ('' when there is none); `fallback` selects topics when state.md cannot be read. */
export function knowledgeBlock(mem: ContextReader, slug: string, lang: Lang, fallback = '', onProblem?: TopicProblem): string {
  const { entries, problem } = mem.topics(slug);
  if (problem) onProblem?.(problem);
  if (entries.length === 0) return '';
  const { query, meta } = contextQuery(mem, slug, fallback);
  return knowledgeContextBlock(entries, query, knowledgeLimit(meta), lang);
}

export { blockSeparator } from './block-separator.js';

const RECENT_EVENTS = 5;
const SITUATION_EVENTS = EVENT_TYPES.filter((t) => t !== 'knowledge_recorded');

/**
 * What the person's situation is about now: the state.md sections and the last
 * few events. Topic-memory audit events are left out, or the block would only
 * echo what was just remembered. A folder whose state cannot be parsed still
 * gets a block, selected by the context text itself.
 */
function contextQuery(mem: ContextReader, slug: string, fallback: string): { query: string; meta: Record<string, unknown> | null } {
  try {
    // state.md and meta.json only: the profile may be large and says nothing about now.
    const state = mem.state(slug);
    const sections = state.sections.map((s) => s.content).filter((c) => c !== MISSING_SECTION);
    const events = mem
      .recent(slug, RECENT_EVENTS, SITUATION_EVENTS)
      .events.flatMap((e) => Object.values(e.data).filter((v): v is string => typeof v === 'string'));
    return { query: [...sections, ...events].join('\n'), meta: mem.meta(slug) };
  } catch {
    return { query: fallback, meta: null };
  }
}
