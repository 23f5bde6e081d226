export { applyWrite, type KnowledgeWrite } from './apply-write.js';
export { createEntry, fuseEntry, fuseMeaning, splitStatements, type KnowledgeCandidate } from './fuse.js';
export { findTarget, planBatch, type KnowledgeMatch } from './match.js';
export { DEFAULT_RECALL_LIMIT, recall, type RecallHit } from './retrieve.js';
export {
  KnowledgeEntrySchema,
  KnowledgeFileSchema,
  KnowledgeSourceSchema,
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
export { posSegmenter, type Lexicon, type PosTagger, type TaggedWord } from './pos.js';
