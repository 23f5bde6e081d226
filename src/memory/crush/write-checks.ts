// What the write path imports only when it needs it, as one module: the binary's
// append file (CommonJS, dist/append-verb.js) loads it as dist/write-checks.mjs
// for the day's snapshot (the state.md reader) or a field to name (the schemas).
// mutate.ts and meta-load.ts import these from their own modules; the build maps
// those imports here, so every name they import must be exported here.
export { readState } from './state.js';
export { validateEventData } from '../log/event-check.js';
export { checkedMeta, metaText } from './meta.js';
