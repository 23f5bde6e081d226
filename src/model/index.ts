/**
 * The file contract (SPEC): stored enums, the schemas of events, state, meta,
 * profile and knowledge, the error classes and the clock. It imports nothing of
 * ours. Paths that must not load zod import `./enums.js` or `./time.js` directly.
 */
export * from './enums.js';
export * from './schemas.js';
export * from './knowledge-schema.js';
export * from './field-issues.js';
export * from './errors.js';
export * from './time.js';
export * from './records.js';
