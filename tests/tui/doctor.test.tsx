import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, KEY } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';

describe('a crush that needs mending', () => {
  it('shows a one-line banner with its fix; F shows what and how, y mends it and the banner goes', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', score: 12, stage: '升温期' }]);
    // Another tool sets the stage and score in meta.json only (the skill writer's update-meta).
    const meta = join(baseDir, 'yu', 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), current_stage: '暧昧期', signal_score: 20, updated_at: '2099-01-01T00:00:00' }, null, 2));
    const app = await renderApp({ baseDir, lang: 'en', cols: 100, rows: 30 });
    await app.waitFor('(yu)');
    await app.press(KEY.enter);
    let frame = await app.waitFor('F mends it');
    expect(frame).toContain('⚠ F mends it · meta.json and state.md disagree (stage: meta.json Flirting, state.md Warming up;');
    await app.press('F');
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain("the newer file wins (another program's values are adopted as a manual change)");
    await app.press('y');
    await app.waitFor('nothing to mend');
    await app.press(KEY.enter);
    frame = await app.waitFor((f) => f.includes('(yu) ·') && !f.includes('F mends it'));
    expect(frame).toContain('Flirting · 20/25');
    expect(eventsOnDisk(baseDir, 'yu').some((e) => String(e.data['trigger'] ?? '').includes('采用 meta.json'))).toBe(true);
  });
});
