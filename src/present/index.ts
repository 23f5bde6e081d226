/**
 * Everything the user reads: the reports of the flows, the timeline lines, field
 * errors in the user's language and terminal-safe text, in zh and en (one `Lang`,
 * from src/i18n, where the message catalogues live). Flows return structured
 * results; the command line and the TUI render them through this layer.
 */
export { analyzeText, progressText, dailyText } from './report-score.js';
export { quitText, quitReviewText, crisisText, confessText, updateText, catalogText, adjustText, outcomeText } from './report-other.js';
export { textFor, indent, labelOf, type Medium } from './report-text.js';
export { modeName, headingName, storedLine, storedText, fieldValueText } from './names.js';
export { stageName, personalityName, stageFromInput, personalityFromInput, stageInputs, personalityInputs } from './enum-names.js';
export { knowledgeText, type KnowledgeText } from './knowledge-messages.js';
export { errorText, fieldMessages, fieldSentence } from './field-errors.js';
export { terminalSafe } from './terminal-text.js';
export { timelineLine, eventLabel, eventDescription, shortTs } from './format-timeline.js';
export type { Lang } from '../i18n/index.js';
