import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { leftOutWithoutShared } from './tests/helpers/shared-rule.js';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * ../shared, beside the checkout, holds the simp-skill tools and their golden outputs. A clone
 * on its own has none: the tests that need it are skipped, one line says so. Files that are
 * nothing but comparisons with the reference say so on their first line (`// needs ../shared`)
 * and are left out whole; in every other file the tests that need it are marked one by one
 * (itWithShared / describeWithShared, tests/helpers/shared.ts). CI (CI=true) never skips
 * anything: a missing ../shared fails there.
 */
function wholeFilesNeedingShared(): string[] {
  // A file that uses ../shared but does not mark its tests is left out whole too, so a clone on
  // its own never runs a test that cannot pass there (tests/architecture/shared-marks.test.ts
  // keeps any file from being in that case).
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name)) {
        const text = readFileSync(p, 'utf8');
        if (leftOutWithoutShared(text)) out.push(p);
      }
    }
  };
  walk('tests');
  return out;
}
const sharedMissing = !existsSync(join('..', 'shared', 'simp-skill', 'tools')) && process.env['CI'] !== 'true';
const leftOut = sharedMissing ? wholeFilesNeedingShared() : [];
if (sharedMissing) {
  console.log(
    `simp: ../shared (the simp-skill tools and their golden outputs) is not beside this checkout: ` +
      `${leftOut.length} test files that only compare with them are left out, and the tests that need it in other files are skipped`,
  );
}

export default defineConfig({
  define: { __SIMP_VERSION__: JSON.stringify(version) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['**/node_modules/**', ...leftOut],
    setupFiles: ['tests/setup.ts'],
    // tests/setup.ts sets CI=false for Ink; tests/helpers/shared.ts needs the real value.
    env: { SIMP_REAL_CI: process.env['CI'] ?? '' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The JSON copy lets .ci/run print one plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results.json' },
  },
});
