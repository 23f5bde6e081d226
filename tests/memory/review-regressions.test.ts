import { describe, it, expect } from 'vitest';
import { mkdirSync, writeFileSync, readFileSync, readdirSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { InputError } from '../../src/model/index.js';
import { resolveBaseDir } from '../../src/memory/crush/paths.js';
import { runAdjust } from '../../src/flows/index.js';
import { tempDir, fixtureBase, steppingClock, treeHash } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

const read = (p: string): string => readFileSync(p, 'utf8');

describe('older folders can be written before an upgrade', () => {
  it('appends to a folder whose meta.json has only stage, score and mode (no slug), keeping it that way', async () => {
    const base = join(tempDir(), 'crushes');
    mkdirSync(join(base, 'old'), { recursive: true });
    writeFileSync(join(base, 'old', 'meta.json'), JSON.stringify({ current_stage: '升温期', signal_score: 9, mode: '混合' }));
    const mem = openMemory({ baseDir: base, now: steppingClock() });
    await mem.append('old', 'crisis_handled', { crisis_type: 'C-1', resolution: 'ok' });
    const meta = JSON.parse(read(join(base, 'old', 'meta.json'))) as Record<string, unknown>;
    expect(meta).toMatchObject({ current_stage: '升温期', signal_score: 9, mode: '混合', event_count: 1 });
    expect(meta['slug']).toBeUndefined();
    await mem.backup('old');
    await runAdjust(mem, 'old', { score: 10 });
    // The stage meta.json had is kept (no state.md yet: meta.json's stage is "now").
    expect(JSON.parse(read(join(base, 'old', 'meta.json')))).toMatchObject({ current_stage: '升温期', signal_score: 10, version: 'v2' });
  });
});

describe('a refused write leaves nothing behind', () => {
  itWithShared('a state rewrite that cannot be rendered appends no events (staged until everything rendered)', async () => {
    const base = fixtureBase();
    const path = join(base, 'xiaoyu', 'state.md');
    writeFileSync(path, read(path).replace('milestones_done: 7\n', 'milestones_done: 7\nmemo: 见面 --- 下次\n'));
    const mem = openMemory({ baseDir: base });
    const before = treeHash(base);
    await expect(
      mem.transaction('xiaoyu', (tx) => {
        tx.append([{ type: 'crisis_handled', data: { crisis_type: 'C-1', resolution: 'x' } }]);
        tx.write(path, 'not reached', 'state.md');
        throw new InputError('refused after staging');
      }),
    ).rejects.toThrow(/refused after staging/);
    expect(treeHash(base)).toBe(before);
    // A field this write did not edit is written back exactly as the file had it.
    await mem.updateState('xiaoyu', { signal_score: 3 });
    expect(read(path)).toContain('memo: 见面 --- 下次\n');
    await expect(mem.updateState('xiaoyu', { current_stage: '破冰期', memo: '见面 --- 下次再说' } as never)).rejects.toThrow(/may not contain "---"/);
  });

  itWithShared('rollback refuses a damaged version before backing up or replacing anything', async () => {
    const base = fixtureBase();
    const v = join(base, 'xiaoyu', 'versions', 'v1_20260101_000000');
    mkdirSync(v, { recursive: true });
    writeFileSync(join(v, 'meta.json'), JSON.stringify({ current_stage: '破冰期', signal_score: 99 }));
    writeFileSync(join(v, 'state.md'), '---\ncurrent_stage: 破冰期\n---\n');
    const before = treeHash(base);
    await expect(openMemory({ baseDir: base }).rollback('xiaoyu', 'v1_20260101_000000')).rejects.toThrow(/meta\.json: signal_score/);
    writeFileSync(join(v, 'meta.json'), JSON.stringify({ current_stage: '破冰期', signal_score: 1 }));
    writeFileSync(join(v, 'state.md'), '---js\nx\n---\n');
    const before2 = treeHash(base);
    await expect(openMemory({ baseDir: base }).rollback('xiaoyu', 'v1_20260101_000000')).rejects.toThrow(/state\.md: line 1/);
    expect(treeHash(base)).toBe(before2);
    expect(before2).not.toBe(before);
  });

  it('upgrade checks every existing file before it changes any', async () => {
    const base = join(tempDir(), 'crushes');
    mkdirSync(join(base, 'old'), { recursive: true });
    writeFileSync(join(base, 'old', 'profile.md'), '# 小雨\n\n喜欢猫\n');
    writeFileSync(join(base, 'old', 'state.md'), '---js\nx\n---\n');
    const before = treeHash(base);
    await expect(openMemory({ baseDir: base }).upgrade('old')).rejects.toThrow(/state\.md: line 1/);
    expect(treeHash(base)).toBe(before);
  });

  it('snapshot reads the state before creating anything', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    rmSync(join(base, 'a', 'snapshots'), { recursive: true });
    writeFileSync(join(base, 'a', 'state.md'), '---js\nx\n---\n');
    await expect(mem.snapshot('a')).rejects.toThrow(/state\.md/);
    expect(existsSync(join(base, 'a', 'snapshots'))).toBe(false);
  });
});

describe('the temp-file sweep stays inside the folder', () => {
  it('does not follow a snapshots/ link out of the base', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    const outside = join(tempDir(), 'outside');
    mkdirSync(join(outside, '.cache.tmp'), { recursive: true });
    writeFileSync(join(outside, '.thesis.tmp'), 'precious');
    rmSync(join(base, 'a', 'snapshots'), { recursive: true });
    symlinkSync(outside, join(base, 'a', 'snapshots'));
    await mem.append('a', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' }).catch(() => undefined);
    expect(readdirSync(outside).sort()).toEqual(['.cache.tmp', '.thesis.tmp']);
  });
});

describe('the narrative only grows, section by section', () => {
  it('refuses an insertion inside existing text and a renamed heading', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    await mem.appendProfileSection('a', '## 注意事项', '喜欢猫');
    const body = mem.read('a').profile.body;
    const before = treeHash(base);
    await expect(mem.updateProfileBody('a', body.replace('喜欢猫', '不喜欢猫，讨厌'))).rejects.toThrow(/only grows/);
    await expect(mem.updateProfileBody('a', body.replace('## 性格画像', '## 性格画像（作废）'))).rejects.toThrow(/only grows/);
    expect(treeHash(base)).toBe(before);
    await mem.updateProfileBody('a', `${body}\n## 共同回忆\n\n海边\n`);
    expect(mem.read('a').profile.body.endsWith('## 共同回忆\n\n海边\n')).toBe(true);
  });
});

describe('base folder from the environment', () => {
  it('treats an empty SIMP_HOME as unset and refuses an empty --base-dir', () => {
    expect(resolveBaseDir(undefined, { SIMP_HOME: '' })).toMatch(/\/crushes$/);
    expect(() => resolveBaseDir('', {})).toThrow(/--base-dir is empty/);
  });
});

describe('profile fields are checked by the memory service', () => {
  it('refuses a bad MBTI, personality type or age from any front end, naming the field', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'a', nickname: 'A' });
    const before = treeHash(base);
    await expect(mem.updateProfile('a', { mbti: 'hello' })).rejects.toThrow(/profile\.md: mbti: must be a four-letter type/);
    await expect(mem.updateProfile('a', { personality_type: '随便' })).rejects.toThrow(/profile\.md: personality_type/);
    await expect(mem.updateProfile('a', { age: '' })).rejects.toThrow(/profile\.md: age/);
    await expect(mem.updateProfile('a', { age: '26岁左右' })).rejects.toThrow(/profile\.md: age must be a whole number from 0 to 150/);
    await expect(mem.updateProfile('a', { city: ' ' })).rejects.toThrow(/profile\.md: city is required/);
    expect(treeHash(base)).toBe(before);
    await mem.updateProfile('a', { mbti: 'INFP', age: 24, favourite_food: '火锅' });
    expect(mem.read('a').profile.fields).toMatchObject({ mbti: 'INFP', age: 24, favourite_food: '火锅' });
  });
});
