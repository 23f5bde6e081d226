// zod's functional build ("zod/mini"): the same checks and issues as the classic
// build at a fraction of its load time (every write verb and the TUI load the
// schemas). The classic build sets English messages as it loads; this one is told
// to here, so every schema module imports zod through this one (as a namespace,
// `import * as z`, so the bundler keeps only what is used: the `locales` namespace
// would bring every language).
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
