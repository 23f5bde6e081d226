/**
 * The file contract (SPEC): stored enums, the shapes of events, state, meta and
 * profile with their rule tables, the types of knowledge, the error classes and
 * the clock. It imports nothing of ours and loads no schema library.
 */
export * from './enums.js';
export * from './schemas.js';
export * from './field-issues.js';
export * from './errors.js';
export * from './time.js';
export * from './records.js';
// The types of knowledge.json only: its schemas (zod) load with the topic memory that reads them.
export type { KnowledgeEntry, KnowledgeFile, KnowledgeSource } from './knowledge-schema.js';
