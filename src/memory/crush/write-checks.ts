// What the write path imports only when it needs it, as one module: the binary's
// append file (CommonJS, dist/append-verb.js) loads it as dist/write-checks.mjs
// for the day's snapshot (the state.md reader and its YAML). mutate.ts imports it
// from its own module; the build maps that import here, so every name it imports
// must be exported here.
export { readState } from './state.js';
