import { describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ArchiveError, type ArchiveProblem } from '../../src/model/archive.js';
import { unsafeName } from '../../src/memory/outside/archive-paths.js';
import { parseManifest } from '../../src/memory/outside/archive-manifest.js';
import { HEADER_SIZE, newSealKey, openSealKey } from '../../src/memory/outside/archive-crypto.js';
import { writeArchive } from '../../src/memory/outside/archive-write.js';
import { openArchive, verifyArchive } from '../../src/memory/outside/archive-read.js';
import { stageRestore } from '../../src/memory/outside/archive-extract.js';
import { runArchiveBackup, runRestore } from '../../src/flows/folder-archive.js';
import { openMemory } from '../../src/memory/index.js';
import { freshCrush, files } from '../flows/flow-helpers.js';
import { tempDir, treeHash } from '../helpers/temp.js';

/** The problem an ArchiveError carries, or a failure when something else was thrown. */
async function problemOf(fn: () => unknown): Promise<ArchiveProblem> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ArchiveError) return err.problem;
    throw err;
  }
  throw new Error('nothing was refused');
}

const never = () => Promise.reject(new Error('no passphrase should be asked'));

describe('archive names', () => {
  it('only relative paths of plain names under a slug are safe', () => {
    expect(unsafeName('xiaoyu/profile.md')).toBeNull();
    expect(unsafeName('xiaoyu/versions/v1_20260410_090000/meta.json')).toBeNull();
    expect(unsafeName('xiaoyu/.DS_Store')).toBeNull();
    expect(unsafeName('/etc/passwd')).toBe('absolute');
    expect(unsafeName('C:/x')).toBe('absolute');
    expect(unsafeName('../x')).toBe('parent');
    expect(unsafeName('xiaoyu/../../x')).toBe('parent');
    for (const name of ['xiaoyu//x', 'xiaoyu/./x', 'Xiaoyu/x', '.trash/x', 'xiaoyu/a\\b', 'xiaoyu/a\0b', 'xiaoyu/.simp.lock/owner', 'xiaoyu/.meta.json.simp-1-ab.tmp', `xiaoyu/${'x'.repeat(256)}`]) {
      expect(unsafeName(name), name).toBe('name');
    }
  });
});

describe('the manifest', () => {
  const good = () => ({
    format: 'simp-archive',
    version: 1,
    created_at: '2026-04-10T09:00:00',
    simp_version: '0.1.0',
    crushes: [{ slug: 'a', files: 1, bytes: 2 }],
    folders: [{ path: 'a', mode: '0700' }, { path: 'a/memories', mode: '0700' }],
    files: [{ path: 'a/memories/x.md', size: 2, mode: '0600', sha256: 'a'.repeat(64) }],
  });

  it('is read when it is what simp writes, and refused naming the field otherwise', async () => {
    expect(parseManifest(JSON.stringify(good())).files).toHaveLength(1);
    const field = async (change: (m: ReturnType<typeof good>) => unknown) => {
      const m = good();
      change(m);
      return problemOf(() => parseManifest(JSON.stringify(m)));
    };
    expect(await field((m) => (m.files[0]!.sha256 = 'xyz'))).toEqual({ kind: 'bad-manifest', field: 'files[0].sha256' });
    expect(await field((m) => (m.files[0]!.mode = '777'))).toEqual({ kind: 'bad-manifest', field: 'files[0].mode' });
    expect(await field((m) => (m.files[0]!.size = -1))).toEqual({ kind: 'bad-manifest', field: 'files[0].size' });
    expect(await field((m) => m.folders.pop())).toEqual({ kind: 'bad-manifest', field: 'files[0].path' });
    expect(await field((m) => (m.crushes[0]!.bytes = 3))).toEqual({ kind: 'bad-manifest', field: 'crushes[0].bytes' });
    expect(await field((m) => (m.files[0]!.path = 'b/x.md'))).toEqual({ kind: 'bad-manifest', field: 'files[0].path' });
    expect(await field((m) => (m.files[0]!.path = 'a/../x.md'))).toEqual({ kind: 'unsafe-entry', entry: 'a/../x.md', why: 'parent' });
    expect(await field((m) => m.files.push({ ...m.files[0]! }))).toMatchObject({ kind: 'unsafe-entry', why: 'duplicate' });
    expect(await field((m) => (m.version = 2))).toEqual({ kind: 'unsupported', format: 'simp-archive', version: '2' });
    expect(await problemOf(() => parseManifest('not json'))).toEqual({ kind: 'bad-manifest', field: 'manifest.json' });
  });
});

describe('the encryption header', () => {
  it('opens with its passphrase only; a changed header byte reads as a wrong passphrase', async () => {
    const key = await newSealKey('pässphrase');
    expect(key.header.length).toBe(HEADER_SIZE);
    // NFC: the same passphrase typed with a combining mark opens it.
    const opened = await openSealKey('f', key.header, 'pa\u0308ssphrase');
    expect(opened.cipherKey.equals(key.cipherKey)).toBe(true);
    expect(await problemOf(() => openSealKey('f', key.header, 'passphrase'))).toEqual({ kind: 'wrong-passphrase', file: 'f' });
    const changed = Buffer.from(key.header);
    changed[20] = (changed[20] as number) ^ 1;
    expect(await problemOf(() => openSealKey('f', changed, 'pässphrase'))).toEqual({ kind: 'wrong-passphrase', file: 'f' });
    const costly = Buffer.from(key.header);
    costly[9] = 30;
    expect(await problemOf(() => openSealKey('f', costly, 'pässphrase'))).toMatchObject({ kind: 'damaged' });
  }, 20_000);
});

describe('writing and restoring in process', () => {
  it('an archive written, verified and staged; abort leaves the base as it was, commit puts the crush in place', async () => {
    const { mem, dir } = freshCrush('xiaoyu');
    const out = join(tempDir(), 'x.tar.gz');
    const written = await writeArchive(mem.ctx, { slugs: ['xiaoyu'], out, simpVersion: '9.9.9', key: null });
    expect(written.crushes).toEqual([{ slug: 'xiaoyu', files: written.files, bytes: written.bytes }]);
    const verified = await verifyArchive(openArchive(out), null);
    expect(verified.manifest.simp_version).toBe('9.9.9');

    const base = join(tempDir(), 'other');
    const other = openMemory({ baseDir: base });
    const staged = await stageRestore(other.ctx, verified, ['xiaoyu']);
    expect(readdirSync(base)).toHaveLength(1);
    staged.abort();
    // The base did not exist before: it goes with the temp folder.
    expect(existsSync(base)).toBe(false);
    const again = await stageRestore(other.ctx, verified, ['xiaoyu']);
    expect(again.commit('xiaoyu')).toBe(join(base, 'xiaoyu'));
    expect(readdirSync(base)).toEqual(['xiaoyu']);
    expect(files(join(base, 'xiaoyu'))).toEqual(files(dir));
  });

  it('an archive swapped after it was verified is caught while extracting, and leaves nothing behind', async () => {
    const { mem } = freshCrush('xiaoyu');
    const work = tempDir();
    const out = join(work, 'x.tar.gz');
    await writeArchive(mem.ctx, { slugs: ['xiaoyu'], out, simpVersion: '1', key: null });
    const verified = await verifyArchive(openArchive(out), null);
    // Another archive of the same crush after a change: same names, other content.
    await mem.append('xiaoyu', 'signal_recorded', { direction: 'green', content: 'x', score_delta: 1 });
    const later = join(work, 'later.tar.gz');
    await writeArchive(mem.ctx, { slugs: ['xiaoyu'], out: later, simpVersion: '1', key: null });
    copyFileSync(later, out);
    const base = join(tempDir(), 'other');
    const problem = await problemOf(() => stageRestore(openMemory({ baseDir: base }).ctx, verified, ['xiaoyu']));
    expect(problem).toMatchObject({ kind: 'mismatch' });
    expect(existsSync(base)).toBe(false);
  });

  it('the flows: backup refuses before asking a passphrase; restore asks only for an encrypted archive', async () => {
    const { mem, base } = freshCrush('xiaoyu');
    const before = treeHash(base);
    expect(await problemOf(() => runArchiveBackup(mem, { all: true, out: join(base, 'x.tar.gz'), encrypt: true, version: '1', passphrase: never }))).toMatchObject({ kind: 'inside-data' });
    expect(await problemOf(() => runArchiveBackup(mem, { slug: 'xiaoyu', all: true, out: join(tempDir(), 'x'), version: '1', passphrase: never }))).toEqual({ kind: 'usage', what: 'both' });
    expect(await problemOf(() => runArchiveBackup(mem, { all: true, version: '1', passphrase: never }))).toEqual({ kind: 'usage', what: 'all-needs-archive' });
    expect(await problemOf(() => runArchiveBackup(mem, { all: true, out: join(tempDir(), 'nowhere', 'x'), version: '1', passphrase: never }))).toMatchObject({ kind: 'no-folder' });
    expect(treeHash(base)).toBe(before);

    const out = join(tempDir(), 'x.simp');
    const asked: boolean[] = [];
    const pass = (confirm: boolean) => (asked.push(confirm), Promise.resolve('secret'));
    await runArchiveBackup(mem, { slug: 'xiaoyu', out, encrypt: true, version: '1', passphrase: pass });
    expect(readFileSync(out).subarray(0, 8).toString()).toBe('SIMPAENC');
    const restoreBase = join(tempDir(), 'r');
    const r = await runRestore(openMemory({ baseDir: restoreBase }), { file: out, passphrase: pass });
    expect(asked).toEqual([true, false]);
    expect(r.crushes.map((c) => [c.slug, c.action])).toEqual([['xiaoyu', 'restore']]);
    expect(existsSync(join(restoreBase, 'xiaoyu', 'events.jsonl'))).toBe(true);
    // A plain archive never asks.
    const plain = join(tempDir(), 'p.tar.gz');
    await runArchiveBackup(mem, { slug: 'xiaoyu', out: plain, version: '1', passphrase: never });
    const dry = await runRestore(openMemory({ baseDir: restoreBase }), { file: plain, dryRun: true, force: true, passphrase: never });
    expect(dry.crushes[0]?.action).toBe('replace');
  }, 30_000);
});
