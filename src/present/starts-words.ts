// How "who starts" is said wherever simp says it (rhythm, progress, the chat
// import's report, the charts, the review): per conversation, the engine's
// `whoStarts` (src/engine/who-starts.ts).
import type { Label } from '../engine/types.js';

/** The rule, as a parenthesis beside a count of who opened the conversations. */
export const STARTS_RULE: Label = { zh: '隔一小时以上算新的一段对话', en: 'a new conversation after an hour of quiet' };
