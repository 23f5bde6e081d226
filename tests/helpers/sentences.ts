import { STAGES } from '../../src/model/enums.js';

/**
 * The checks of issue S on what simp says: in zh no English sentence, in en no
 * Chinese beyond stored values and the user's own text. Flag names, paths, ids,
 * time stamps and what the user typed are not sentences.
 */

/** Tokens that are not sentences: backticked code, flags, paths, ids, time stamps, JSON. */
function withoutTokens(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/'[^']*'/g, ' ')
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/(^|\s)--?[a-zA-Z][\w-]*(=\S*)?/g, ' ')
    .replace(/\/[\w./-]+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\b[a-z]+_[a-z_]+\b/g, ' ')
    .replace(/\b[A-Z]+-?\d+\b|\b\d[\d:T.-]*\b/g, ' ')
    .replace(/^simp:/gm, ' ');
}

/** A run of three or more English words, in what is left once tokens are gone. */
export function englishSentence(text: string): string | null {
  const m = /[A-Za-z]{2,}(?:[ ,;()]+[A-Za-z]{1,}){2,}/.exec(withoutTokens(text));
  return m ? m[0] : null;
}

/** The stored values that stay Chinese in every language: stages and personality types. */
const STORED = [...STAGES, '感性型', '理性型', '傲娇型', '温柔型'];

/** Chinese beyond stored values and `userText` (the user's own words in the calls). */
export function chineseLeft(text: string, userText: readonly string[] = []): string | null {
  const known = new RegExp([...STORED, ...userText].sort((a, b) => b.length - a.length).join('|'), 'g');
  const m = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/.exec(text.replace(known, ''));
  return m ? m[0] : null;
}
