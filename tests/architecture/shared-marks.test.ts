import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/temp.js';
import { MARKS_SHARED, USES_SHARED, WHOLE_NEEDS_SHARED } from '../helpers/shared-rule.js';

// A clone on its own has no ../shared. vitest.config.ts leaves out whole only the files that
// say so on their first line; every other test that needs it is marked one by one
// (itWithShared / describeWithShared). A file that reads ../shared without either would be
// left out whole, silently taking its other tests with it: none may.
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? testFiles(p) : /\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('tests that need ../shared', () => {
  it('are marked one by one, or their file says it needs ../shared on its first line', () => {
    const unmarked = testFiles(join(ROOT, 'tests')).filter((p) => {
      const text = readFileSync(p, 'utf8');
      return USES_SHARED.test(text) && !MARKS_SHARED.test(text) && !WHOLE_NEEDS_SHARED.test(text);
    });
    expect(unmarked.map((p) => p.slice(ROOT.length + 1))).toEqual([]);
  });
});
