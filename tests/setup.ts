// Ink renders differently when it believes it runs in CI (no resize, last frame only);
// tests must see what a user in a terminal sees.
process.env.CI = 'false';

// Rendered timelines of long logs are cached in the user's cache folder; tests keep theirs apart.
import { mkdtempSync as makeCacheDir } from 'node:fs';
import { tmpdir as cacheTmp } from 'node:os';
import { join as joinCache } from 'node:path';
process.env.SIMP_CACHE_DIR = makeCacheDir(joinCache(cacheTmp(), 'simp-cache-'));
