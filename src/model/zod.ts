// zod's functional build ("zod/mini"): the same checks and issues as the classic
// build at a fraction of its load time (every write verb and the TUI load the
// schemas). The classic build sets English messages as it loads; this one is told
// to here, so every schema is made through this module.
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };
