import { STAGES } from '../../src/model/enums.js';

/**
 * The checks of issue S on what simp says: in zh no English sentence, in en no
 * Chinese beyond stored values and the user's own text. Flag names, paths, ids,
 * time stamps and what the user typed are not sentences.
 */

/** The verbs of simp: a command line in a sentence (`simp rebuild xiaoyu --write`) is what the user types, not English. */
const VERBS = 'append|events|context|snapshot|timeline|rebuild|export|search|amend|void|doctor|where|list|archive|unarchive|rename|delete|init|create|backup|restore|rollback|versions|update-meta|upgrade|analyze|mbti|message|outcome|upcoming|why|feel|respect|log|rhythm|import|photos|social|chart|progress|quit|crisis|confess|daily|stage|mode|update|catalog|remember|recall|edit-topic|forget|knowledge|completion|help';
const COMMAND = new RegExp(`\\bsimp (?:${VERBS})(?: [\\w.=<>:-]+)*`, 'g');

/** A text without the simp command lines in it. */
export const withoutCommands = (text: string): string => text.replace(COMMAND, ' ');

/** Tokens that are not sentences: command lines, backticked code, flags, paths, ids, time stamps, JSON. */
function withoutTokens(text: string): string {
  return withoutCommands(text)
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
