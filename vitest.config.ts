import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  define: { __SIMP_VERSION__: JSON.stringify(version) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The JSON copy lets .ci/run print one plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results.json' },
  },
});
