// knowledge.json is a file format, so its schema lives with the memory service;
// the engine works on the same types.
export * from '../../model/knowledge-schema.js';
