import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { tempDir, fixtureBase, steppingClock } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

const read = (p: string): string => readFileSync(p, 'utf8');
const json = (p: string): Record<string, unknown> => JSON.parse(read(p)) as Record<string, unknown>;

describe('backup, versions, rollback', () => {
  it('backs up the files (the skill\'s four, the topics, the interactions) into versions/{version}_{stamp}/ and bumps the version', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: () => new Date(2026, 3, 10, 14, 5, 9) });
    mem.create({ slug: 'a', nickname: 'A' });
    const { name, version } = await mem.backup('a');
    expect(name).toBe('v1_20260410_140509');
    expect(version).toBe('v2');
    expect(readdirSync(join(base, 'a', 'versions', name)).sort()).toEqual(['interactions.jsonl', 'knowledge.json', 'meta.json', 'profile.md', 'state.md', 'strategy.md']);
    const second = await mem.backup('a');
    expect(second.name).toBe('v2_20260410_140509');
    expect(mem.versions('a').map((v) => v.name)).toEqual(['v1_20260410_140509', 'v2_20260410_140509']);
  });

  itWithShared('rolls back by exact name or newest {version}_ prefix, backing up first; no event undone, one trace added; counts re-derived', async () => {
    const base = fixtureBase();
    const mem = openMemory({ baseDir: base, now: steppingClock(new Date(2026, 10, 30, 12, 0, 0)) });
    const dir = join(base, 'aming');
    const eventsBefore = read(join(dir, 'events.jsonl'));
    const stateNow = read(join(dir, 'state.md'));
    const res = await mem.rollback('aming', 'v1');
    expect(res.restored).toBe('v1_20261130_020629');
    expect(res.backup).toMatch(/^v3_20261130_1200\d\d$/);
    expect(read(join(dir, 'state.md'))).toBe(read(join(dir, 'versions', 'v1_20261130_020629', 'state.md')));
    expect(read(join(dir, 'versions', res.backup, 'state.md'))).toBe(stateNow);
    // The log is only added to: every earlier line as it was, then the rollback's trace.
    const eventsAfter = read(join(dir, 'events.jsonl'));
    expect(eventsAfter.startsWith(eventsBefore)).toBe(true);
    const trace = JSON.parse(eventsAfter.slice(eventsBefore.length)) as { type: string; data: Record<string, unknown> };
    expect(trace).toMatchObject({ type: 'version_restored', data: { version: 'v1_20261130_020629', backup: res.backup } });
    expect(trace.data['files']).toEqual(res.files);
    const meta = json(join(dir, 'meta.json'));
    expect(meta['event_count']).toBe(401);
    expect(meta['version']).toBe('v4');
    await mem.rollback('aming', 'v2_20261130_020629');
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(402);
  });

  itWithShared('an unknown version lists the available ones and changes nothing', async () => {
    const base = fixtureBase();
    const mem = openMemory({ baseDir: base });
    await expect(mem.rollback('aming', 'v9')).rejects.toThrow(/version "v9" not found for aming; available: v1_20261130_020629, v2_20261130_020629/);
    expect(readdirSync(join(base, 'aming', 'versions'))).toHaveLength(2);
    await expect(mem.rollback('emma', 'v1')).rejects.toThrow(/available: none/);
  });
});

describe('upgrade of older folders', () => {
  it('loads an old folder with defaults and only upgrades on request, keeping existing text', async () => {
    const base = join(tempDir(), 'crushes');
    const dir = join(base, 'old');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'profile.md'), '# 小美\n\n喜欢猫\n');
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ current_stage: '升温期', signal_score: 9, mode: '混合' }));
    const mem = openMemory({ baseDir: base, now: steppingClock() });
    const view = mem.read('old');
    expect(view.state.exists).toBe(false);
    // Without a state.md, the stage, score and mode meta.json kept are "now".
    expect(view.state.fields).toMatchObject({ current_stage: '升温期', signal_score: 9, recommended_mode: 'hybrid' });
    expect(view.meta).toMatchObject({ current_stage: '升温期', signal_score: 9, mode: 'hybrid', event_count: 0 });
    expect(readdirSync(dir).sort()).toEqual(['meta.json', 'profile.md']);
    const done = await mem.upgrade('old');
    expect(done).toEqual(
      expect.arrayContaining([
        'profile.md: front matter added, narrative kept',
        'state.md: created with the stage, score and mode meta.json had',
        'events.jsonl: stage_changed, analysis_done recorded from meta.json, so rebuild agrees',
      ]),
    );
    expect(mem.read('old').state.fields).toMatchObject({ current_stage: '升温期', signal_score: 9, recommended_mode: 'hybrid' });
    const { state } = await mem.rebuild('old');
    expect(state).toMatchObject({ current_stage: '升温期', signal_score: 9 });
    expect(json(join(dir, 'meta.json'))).toMatchObject({ event_count: 2 });
    const profile = read(join(dir, 'profile.md'));
    expect(profile.startsWith('---\nnickname: old\n')).toBe(true);
    expect(profile).toContain('# 小美\n\n喜欢猫\n');
    const meta = json(join(dir, 'meta.json'));
    expect(meta).toMatchObject({ current_stage: '升温期', signal_score: 9, mode: '混合', event_count: 2, version: 'v1' });
    expect(await mem.upgrade('old')).toEqual([]);
  });

  itWithShared('tolerates missing empty sub-folders (git does not keep them)', async () => {
    const base = fixtureBase();
    rmSync(join(base, 'xiaoyu', 'snapshots'), { recursive: true, force: true });
    const mem = openMemory({ baseDir: base, now: () => new Date(2026, 11, 1, 9, 0, 0) });
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' });
    expect(existsSync(join(base, 'xiaoyu', 'snapshots', '2026-12-01.json'))).toBe(true);
  });
});

describe('context', () => {
  itWithShared('returns the reference text with an approximate token count', () => {
    const mem = openMemory({ baseDir: fixtureBase() });
    const ctx = mem.context('xiaoyu', true);
    expect(ctx.text.startsWith('# [档案] profile.md\n\n---\nnickname: 小雨')).toBe(true);
    expect(ctx.text).toContain('# [策略] strategy.md');
    expect(ctx.tokens).toBeGreaterThan(300);
    expect(ctx.tokens).toBeLessThan(ctx.text.length);
  });
});

describe('nothing outside the base folder is written', () => {
  it('refuses to back up into a versions/ folder that is a symlink leading out', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    const outside = join(tempDir(), 'outside');
    mkdirSync(outside);
    rmSync(join(base, 'a', 'versions'), { recursive: true });
    symlinkSync(outside, join(base, 'a', 'versions'));
    await expect(mem.backup('a')).rejects.toThrow(/versions is not a real folder inside the data folder \(it is a link leading outside the data folder\)/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses to snapshot through a snapshots/ symlink leading out', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    const outside = join(tempDir(), 'outside');
    mkdirSync(outside);
    rmSync(join(base, 'a', 'snapshots'), { recursive: true });
    symlinkSync(outside, join(base, 'a', 'snapshots'));
    await expect(mem.snapshot('a')).rejects.toThrow(/points outside the base folder/);
    const events = readFileSync(join(base, 'a', 'events.jsonl'), 'utf8');
    await expect(mem.append('a', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' })).rejects.toThrow(/outside/);
    expect(readFileSync(join(base, 'a', 'events.jsonl'), 'utf8')).toBe(events);
    expect(readdirSync(outside)).toEqual([]);
  });
});
