import { stemOf } from './english.js';
import { HAN, normalizeText } from './normalize.js';
import { remembered } from './remembered.js';
import type { KnowledgeEntry } from './schema.js';

/**
 * Words a keyword stands for besides itself: the words inside it ("熊猫" in
 * "大熊猫", never "毛球" in "羽毛球") and what it is a kind of ("狗" for "柴犬").
 * Injected by the flows from the tagger's dictionary; the engine only compares.
 */
export type RelatedWords = (key: string) => readonly string[];

export const noRelated: RelatedWords = () => [];

/** The form keywords are compared in: normalized, each English word stemmed. */
export const keyOf: (keyword: string) => string = remembered((keyword) => {
  const norm = normalizeText(keyword).trim();
  return HAN.test(norm) ? norm : norm.split(/\s+/).map(stemOf).join(' ');
});

/** A match through a related word counts this much of an exact one. */
export const RELATED_WEIGHT = 0.5;
// A one-character keyword (猫, 茶, 催) says less about which topic is meant.
const ONE_CHAR_WEIGHT = 0.75;

/**
 * How much a keyword says about which topic is meant: a keyword held by many
 * topics says little, a one-character one a little less than a word.
 */
export function weightOf(key: string, topicsHolding: number): number {
  return keyWeight(topicsHolding, [...key].length === 1);
}

/** weightOf for a key known by how many topics hold it and whether it is one character (recall's plan keeps no more of it). */
export function keyWeight(topicsHolding: number, oneChar: boolean): number {
  return (1 / Math.max(1, topicsHolding)) * (oneChar ? ONE_CHAR_WEIGHT : 1);
}

/** How many entries hold each key (exactly or through a related word). */
export function holdingCounts(entries: readonly KnowledgeEntry[], related: RelatedWords): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const keys = new Set(entry.trigger_keywords.map(keyOf).filter((k) => k !== ''));
    for (const k of [...keys]) for (const r of related(k)) keys.add(r);
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
