export { applyWrite, type KnowledgeWrite } from './apply-write.js';
export { createEntry, fuseEntry, fuseMeaning, splitStatements, type KnowledgeCandidate } from './fuse.js';
export { findTarget, planBatch, type KnowledgeMatch, type MatchOptions } from './match.js';
export { keyOf, noRelated, type RelatedWords } from './keys.js';
export { kindsOf } from './kinds.js';
export { DEFAULT_RECALL_LIMIT, recall, type RecallHit, type RecallOptions } from './retrieve.js';
export {
  knowledgeEntrySchema,
  knowledgeFileSchema,
  knowledgeSourceSchema,
  type KnowledgeEntry,
  type KnowledgeFile,
  type KnowledgeSource,
} from './schema.js';
export { bigramSegmenter } from './bigram.js';
export {
  chooseSegmenter,
  extractKeywords,
  intlSplitter,
  segmentationWorks,
  segmenterFrom,
  type ExtractOptions,
  type KeywordSegmenter,
  type WordSegment,
  type WordSplitter,
} from './segment.js';
export { oneCharNoun, posSegmenter, type Lexicon, type PosTagger, type TaggedWord } from './pos.js';
export { contradictions, contradicts } from './contradict.js';
export { goesOn, isNotTopicWord } from './en-pos.js';
export { partsOf, planCandidates, recallByPlan, recallPlan, RECALL_PLAN_FORMAT, type PlanParts, type RecallPlan } from './recall-plan.js';
