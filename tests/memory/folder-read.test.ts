import { describe, it, expect } from 'vitest';
import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { InputError } from '../../src/model/index.js';
import { tempDir, steppingClock } from '../helpers/temp.js';

// Files of a crush folder are read in one open that refuses to follow a link; a link
// there is then read only when it stays inside the base folder.
function base() {
  const root = tempDir();
  const dir = join(root, 'crushes');
  const mem = openMemory({ baseDir: dir, now: steppingClock() });
  mem.create({ slug: 'a', nickname: 'Aa', personality_type: '感性型' });
  mem.create({ slug: 'b', nickname: 'Bb', personality_type: '感性型' });
  return { root, dir, mem };
}

/** Moves a file of the folder elsewhere and leaves a symlink to it in its place. */
function linkAway(from: string, to: string, target: string): void {
  renameSync(from, to);
  symlinkSync(target, from);
}

describe('reading the files of a crush folder', () => {
  it('reads meta.json, state.md and profile.md through a link that stays inside the base folder', async () => {
    const { dir, mem } = base();
    await mem.updateState('a', { signal_score: 7 });
    mkdirSync(join(dir, '.shared'));
    linkAway(join(dir, 'a', 'meta.json'), join(dir, '.shared', 'meta.json'), '../.shared/meta.json');
    linkAway(join(dir, 'a', 'state.md'), join(dir, '.shared', 'state.md'), '../.shared/state.md');
    linkAway(join(dir, 'a', 'profile.md'), join(dir, '.shared', 'profile.md'), '../.shared/profile.md');
    const row = mem.list().find((r) => r.slug === 'a');
    expect(row).toMatchObject({ nickname: 'Aa', score: 7, problem: null });
    expect(mem.state('a').fields.signal_score).toBe(7);
    expect(mem.read('a').profile.fields['nickname']).toBe('Aa');
  });

  it('reads a file larger than one read buffer whole, a character split at the buffer edge included', () => {
    const { dir, mem } = base();
    const path = join(dir, 'a', 'profile.md');
    const text = readFileSync(path, 'utf8');
    // 64 KiB is where the first read stops: put three-byte characters across it and past it.
    for (const extra of [64 * 1024 - Buffer.byteLength(text) - 1, 64 * 1024 - Buffer.byteLength(text), 200_000]) {
      const tail = `${'x'.repeat(Math.max(0, extra % 3))}${'心'.repeat(Math.ceil(Math.max(extra, 3) / 3))}`;
      writeFileSync(path, `${text}\n${tail}\n`);
      const body = mem.read('a').profile.body;
      expect(body.endsWith(`${tail}\n`) || body.endsWith(tail)).toBe(true);
      expect(body).not.toContain('\uFFFD');
    }
  });

  it('refuses a link that leads out of the base folder, naming the file, and lists the other crushes', () => {
    const { root, dir, mem } = base();
    writeFileSync(join(root, 'secret.md'), '---\nsignal_score: 25\n---\nSECRET\n');
    writeFileSync(join(root, 'secret.json'), JSON.stringify({ nickname: 'SECRET', current_stage: '表白后' }));
    linkAway(join(dir, 'a', 'state.md'), join(root, 'old-state.md'), join(root, 'secret.md'));
    linkAway(join(dir, 'a', 'meta.json'), join(root, 'old-meta.json'), join(root, 'secret.json'));
    expect(() => mem.state('a')).toThrow(InputError);
    expect(() => mem.state('a')).toThrow(/state\.md points outside the base folder/);
    const rows = mem.list();
    expect(rows.find((r) => r.slug === 'a')?.problem).toMatch(/meta\.json points outside the base folder/);
    expect(JSON.stringify(rows)).not.toContain('SECRET');
    expect(rows.find((r) => r.slug === 'b')).toMatchObject({ nickname: 'Bb', problem: null });
  });

  it('names a broken link and a link to itself instead of reading them', () => {
    const { dir, mem } = base();
    linkAway(join(dir, 'a', 'state.md'), join(dir, 'a', 'gone.md'), 'nowhere.md');
    expect(() => mem.state('a')).toThrow(/state\.md is a broken symbolic link/);
    linkAway(join(dir, 'b', 'meta.json'), join(dir, 'b', 'old.json'), 'meta.json');
    expect(mem.list().find((r) => r.slug === 'b')?.problem).toMatch(/meta\.json is a broken symbolic link/);
  });

  it('state() reads only state.md: a broken profile.md does not stop it', async () => {
    const { dir, mem } = base();
    await mem.updateState('a', { signal_score: 4 });
    writeFileSync(join(dir, 'a', 'profile.md'), '---js\nthrow 1\n---\n');
    expect(() => mem.read('a')).toThrow(InputError);
    expect(mem.state('a').fields.signal_score).toBe(4);
    expect(readFileSync(join(dir, 'a', 'state.md'), 'utf8')).toContain('signal_score: 4');
  });

  it('refuses a FIFO or a folder where a file should be, at once and naming it, instead of hanging', () => {
    const { dir, mem } = base();
    rmSync(join(dir, 'a', 'state.md'));
    expect(spawnSync('mkfifo', [join(dir, 'a', 'state.md')]).status).toBe(0);
    expect(() => mem.state('a')).toThrow(InputError);
    expect(() => mem.state('a')).toThrow(/state\.md is not a regular file/);
    rmSync(join(dir, 'b', 'meta.json'));
    mkdirSync(join(dir, 'b', 'meta.json'));
    expect(mem.list().find((r) => r.slug === 'b')?.problem).toMatch(/meta\.json is not a regular file/);
  });
});
