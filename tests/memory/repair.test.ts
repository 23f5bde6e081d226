import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAdjust, runAnalyze, runProgress } from '../../src/flows/index.js';
import { freshCrush, meta, text } from '../flows/flow-helpers.js';
import { errorText } from '../../src/present/field-errors.js';
import { repairFixText } from '../../src/memory/index.js';

/** A repair's fixes as plain English lines. */
const said = (r: { fixes: Parameters<typeof repairFixText>[0][] }): string[] => r.fixes.map(repairFixText);

/** The error a refused call threw, as the command line says it in English and in Chinese. */
async function refusal(call: Promise<unknown>): Promise<{ remedy: unknown; en: string; zh: string }> {
  const err: unknown = await call.then(
    () => expect.unreachable('the flow should have refused'),
    (e: unknown) => e,
  );
  return { remedy: (err as { remedy?: unknown }).remedy, en: errorText(err, 'en'), zh: errorText(err, 'zh') };
}

const savedVersion = (dir: string): string => readdirSync(join(dir, 'versions')).filter((n) => !n.startsWith('.')).sort().at(-1) as string;

describe('rebuild --write repairs what a flow refuses to start on', () => {
  it('an out-of-range signal_score in state.md: refused with the repair named, then repaired from the events', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one'] }); // 6
    const broken = text(c, 'state.md').replace('signal_score: 6', 'signal_score: 99');
    writeFileSync(join(c.dir, 'state.md'), broken);
    const refused = await refusal(runProgress(c.mem, c.slug, {}));
    expect(refused.remedy).toEqual({ kind: 'rebuild', slug: 'xiaoyu' });
    expect(refused.en).toMatch(/state\.md: .*signal_score.* -15 .* 25.*simp rebuild xiaoyu --write/);
    expect(refused.zh).toMatch(/simp rebuild xiaoyu --write` 会从 events\.jsonl 重建/);
    const res = await c.mem.repair(c.slug);
    expect(said(res)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^could not be read: .*signal_score/), expect.stringMatching(/^the folder as it was is saved in versions\//), 'state.md: signal_score 99 → 6']),
    );
    expect(readFileSync(join(c.dir, 'versions', savedVersion(c.dir), 'state.md'), 'utf8')).toBe(broken);
    // Sections were kept; the flow runs again.
    expect(text(c, 'state.md')).toContain('## 当前状态（一句话）\n\n破冰期');
    await expect(runProgress(c.mem, c.slug, {})).resolves.toBeDefined();
    expect(said(await c.mem.repair(c.slug))).toEqual([]);
  });

  it('a meta.json that is not JSON is rebuilt from the events and the profile', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often'] });
    await runAdjust(c.mem, c.slug, { mode: 'strategic' });
    const before = meta(c);
    writeFileSync(join(c.dir, 'meta.json'), '{"slug": "xiaoyu", "nickname": "小雨", oops');
    const refused = await refusal(runAnalyze(c.mem, c.slug, { signals: ['msg.late_night'] }));
    expect(refused.remedy).toEqual({ kind: 'rebuild', slug: 'xiaoyu' });
    expect(refused.en).toMatch(/meta\.json: not valid JSON at line 1, column 38 .*simp rebuild xiaoyu --write/);
    const res = await c.mem.repair(c.slug);
    expect(said(res)).toEqual(expect.arrayContaining([expect.stringMatching(/^could not be read: .*meta\.json/)]));
    const after = meta(c);
    expect(after).toMatchObject({
      slug: 'xiaoyu',
      nickname: '小雨',
      current_stage: '破冰期',
      signal_score: 3,
      mode: 'strategic',
      event_count: before['event_count'],
      last_snapshot: before['last_snapshot'],
      version: 'v3',
    });
    expect(after['created_at']).toBe(before['created_at']);
    await expect(runAnalyze(c.mem, c.slug, { signals: ['msg.late_night'] })).resolves.toBeDefined();
  });

  it('a meta.json value that breaks its rule is derived again; the rest is kept as it was', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often'] });
    writeFileSync(join(c.dir, 'meta.json'), JSON.stringify({ ...meta(c), version: 'second', signal_score: 40, custom: 'mine' }, null, 2));
    const res = await c.mem.repair(c.slug);
    expect(said(res)).toEqual(expect.arrayContaining(['meta.json: version "second" → "v2"', 'meta.json: signal_score 40 → 3']));
    expect(meta(c)).toMatchObject({ version: 'v2', signal_score: 3, custom: 'mine', nickname: '小雨' });
  });

  it('follows a logged mode change; otherwise keeps the mode state.md has', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often'] });
    writeFileSync(join(c.dir, 'state.md'), text(c, 'state.md').replace('recommended_mode: hybrid', 'recommended_mode: 纯情'));
    expect(said(await c.mem.repair(c.slug))).toEqual([]);
    await runAdjust(c.mem, c.slug, { mode: 'strategic' });
    writeFileSync(join(c.dir, 'state.md'), text(c, 'state.md').replace('recommended_mode: strategic', 'recommended_mode: hybrid'));
    expect(said(await c.mem.repair(c.slug))).toEqual([expect.stringMatching(/^the folder as it was is saved in versions\/v\d+_/), 'state.md: recommended_mode "hybrid" → "strategic"']);
  });
});
