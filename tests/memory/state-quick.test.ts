import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { quickTrend, trendOfState } from '../../src/memory/crush/state-quick.js';
import { tempDir } from '../helpers/temp.js';

describe("state.md's score trend read without the YAML parser (the launcher's first frame)", () => {
  it('answers what the memory service answers for every layout it accepts, and throws for the rest', async () => {
    const base = join(tempDir('simp-state-quick-'), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    await mem.updateState('a', { score_trend: 'up' });
    const path = join(base, 'a', 'state.md');
    const written = readFileSync(path, 'utf8');
    const variants: [string, string][] = [
      ['as simp writes it', written],
      ['quoted', written.replace('score_trend: up', 'score_trend: "down"')],
      ['single-quoted', written.replace('score_trend: up', "score_trend: 'stable'")],
      ['CRLF', written.replaceAll('\n', '\r\n')],
      ['trailing blanks', written.replace('score_trend: up', 'score_trend: up  ')],
    ];
    for (const [what, text] of variants) {
      writeFileSync(path, text);
      expect(quickTrend({ base, now: () => new Date() }, 'a'), what).toBe(mem.state('a').fields.score_trend);
    }
    const odd: [string, string][] = [
      ['no front matter', '## 当前状态\n'],
      ['never closed', '---\nscore_trend: up\n'],
      ['no trend line (the service would default it)', written.replace(/score_trend: up\n/, '')],
      ['twice', written.replace('score_trend: up', 'score_trend: up\nscore_trend: down')],
      ['not a trend', written.replace('score_trend: up', 'score_trend: sideways')],
      ['a flow value', written.replace('score_trend: up', 'score_trend: [up]')],
      ['a comment after it', written.replace('score_trend: up', 'score_trend: up # was down')],
    ];
    for (const [what, text] of odd) expect(() => trendOfState(text), what).toThrow();
    expect(() => quickTrend({ base, now: () => new Date() }, 'missing')).toThrow();
    // No state.md at all (an older folder): the service reads meta.json's fields, and the trend is stable.
    rmSync(path);
    expect(quickTrend({ base, now: () => new Date() }, 'a')).toBe(mem.state('a').fields.score_trend);
    expect(quickTrend({ base, now: () => new Date() }, 'a')).toBe('stable');
  });
});
