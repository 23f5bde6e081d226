import { recall, type KnowledgeEntry, type RecallHit } from '../../../src/engine/knowledge/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import { line, type Line, type Seg } from '../../widgets/text/line.js';
import { truncate, wrapText } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';

/** The topic touched last first: it is the one most likely still true. */
const byRecency = (a: KnowledgeEntry, b: KnowledgeEntry): number => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id);

/**
 * What a screen shows of a person's topics: those the situation mentions first
 * (ranked by keyword hits), then the most recent, at most `limit`.
 */
export function knownTopics(entries: readonly KnowledgeEntry[], situation: string, limit: number): RecallHit[] {
  const hits = recall(entries, situation, { limit: entries.length });
  const hit = new Set(hits.map((h) => h.entry.id));
  const rest = entries.filter((e) => !hit.has(e.id)).sort(byRecency).map((entry) => ({ entry, hits: [] }));
  return [...hits, ...rest].slice(0, Math.max(0, limit));
}

/** Marks matched keywords in words as well as colour. */
const hitSegs = (hits: readonly string[], t: TuiMessages): Seg[] =>
  hits.length > 0 ? [{ text: `  ${t.knowledge.hits(hits)}`, token: 'accent', bold: true }] : [];

/** The "known topics" block of the detail view: meaning (wrapped) and keywords of each shown entry. */
export function topicLines(shown: readonly RecallHit[], total: number, width: number, t: TuiMessages, error: string | null = null): Line[] {
  const k = t.knowledge;
  const heading = line(shown.length < total ? k.knownSome(shown.length, total) : k.known(total), { token: 'heading', bold: true });
  if (error) return [heading, line(`⚠ ${t.error(error)}`, { token: 'danger' })];
  if (total === 0) return [heading, line(k.none, { token: 'muted' })];
  return [
    heading,
    ...shown.flatMap(({ entry, hits }) => [
      ...wrapText(entry.canonical_meaning, width - 2).map((row, i) => line(`${i === 0 ? '• ' : '  '}${row}`)),
      [{ text: `  ${truncate(k.keywords(entry.trigger_keywords), width - 2)}`, token: 'muted' as const }, ...hitSegs(hits, t)],
    ]),
  ];
}

/** Live recall under a text the user is typing: one row per matching topic, nothing when there are no topics. */
export function liveTopicLines(entries: readonly KnowledgeEntry[], typed: string, limit: number, width: number, t: TuiMessages): Line[] {
  if (entries.length === 0) return [];
  const hits = typed.trim() === '' ? [] : recall(entries, typed, { limit });
  const head = line(t.knowledge.live, { token: 'heading', bold: true });
  if (hits.length === 0) return [[{ text: '' }], head, line(t.knowledge.liveNone, { token: 'muted' })];
  return [
    [{ text: '' }],
    head,
    ...hits.map(({ entry, hits: words }): Line => {
      const tail = `  ${t.knowledge.hits(words)}`;
      return [{ text: `• ${truncate(entry.canonical_meaning, Math.max(8, width - 2 - textWidth(tail)))}` }, ...hitSegs(words, t)];
    }),
  ];
}
