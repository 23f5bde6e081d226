import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * Files that run the simp-skill tools or read their golden outputs (../shared, beside
 * the checkout). A clone on its own has no ../shared: those files are left out with
 * one line saying so. CI (CI=true) never leaves anything out: a missing ../shared fails there.
 */
function needsShared(): string[] {
  const uses = /SKILL_TOOLS|\bFIXTURES\b|fixtureBase|'shared'|reference-tool|'stress\.mjs'/;
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name) && uses.test(readFileSync(p, 'utf8'))) out.push(p);
    }
  };
  walk('tests');
  return out;
}
const sharedMissing = !existsSync(join('..', 'shared', 'simp-skill', 'tools')) && process.env['CI'] !== 'true';
const leftOut = sharedMissing ? needsShared() : [];
if (leftOut.length > 0) {
  console.log(`simp: ../shared (the simp-skill tools and their golden outputs) is not beside this checkout: ${leftOut.length} test files that compare with them are skipped`);
}

export default defineConfig({
  define: { __SIMP_VERSION__: JSON.stringify(version) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['**/node_modules/**', ...leftOut],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The JSON copy lets .ci/run print one plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results.json' },
  },
});
