// Ink renders differently when it believes it runs in CI (no resize, last frame only);
// tests must see what a user in a terminal sees.
process.env.CI = 'false';

// Rendered timelines of long logs are cached in the user's cache folder; tests keep theirs apart.
import { mkdtempSync as makeCacheDir } from 'node:fs';
import { tmpdir as cacheTmp } from 'node:os';
import { join as joinCache } from 'node:path';
process.env.SIMP_CACHE_DIR = makeCacheDir(joinCache(cacheTmp(), 'simp-cache-'));
// Without --base-dir, SIMP_HOME or ./crushes, data goes to the user's data folder; a config
// file may set defaults. Tests never touch the real ones.
process.env.XDG_DATA_HOME = makeCacheDir(joinCache(cacheTmp(), 'simp-data-'));
process.env.XDG_CONFIG_HOME = makeCacheDir(joinCache(cacheTmp(), 'simp-config-'));
// The key that seals the cache's entries lives in the user's state folder.
process.env.XDG_STATE_HOME = makeCacheDir(joinCache(cacheTmp(), 'simp-state-'));
delete process.env.SIMP_CONFIG;
// The tagger's prepared dictionary (src/memory/cache/tagger-state.ts) is 50 MB: not kept in each test's cache folder.
process.env.SIMP_NO_TAGGER_CACHE = '1';
// Verbs run on a pseudo-terminal (util-linux `script`) would page long output through less,
// which waits for keys; tests read the output straight (tests/cli/pager.test.ts sets its own).
process.env.SIMP_PAGER = 'cat';
