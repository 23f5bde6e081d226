/**
 * Every verb that writes, on a disk with no room at all: each stops with exit 1,
 * says in the user's language that the disk is full and nothing was written, and
 * no file changed. The disk is a real 512 KiB tmpfs in a private mount namespace
 * (root, as CI runs; a machine that refuses it fails loudly).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, ROOT, tempDir } from '../helpers/temp.js';

describe('a full disk, verb by verb', () => {
  it('every writing verb refuses whole and says so in zh: no bare ENOSPC, no EBADF, no file changed', { timeout: 250_000 }, () => {
    const mount = tempDir('simp-full-verbs-');
    const script = join(ROOT, 'tests', 'memory', 'lock-helpers', 'full-disk-verbs.sh');
    const r = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', `mount -t tmpfs -o size=512k tmpfs '${mount}' && bash '${script}' '${mount}' '${process.execPath}' '${CLI}'`], { encoding: 'utf8', timeout: 240_000 });
    if (r.status !== 0) throw new Error(`could not run on a small tmpfs (unshare/mount as root): ${r.stderr || r.error?.message}`);
    const rows = r.stdout.trim().split('\n').map((l) => l.split('\t'));
    expect(rows.length).toBe(14);
    for (const [args, rc, same, said] of rows) {
      expect([args, rc, same], said).toEqual([args, '1', 'same']);
      expect(said, args).toMatch(/^simp: 存放 .* 的磁盘已满（ENOSPC）；什么都没有写入。腾出一些空间后再试一次$/);
    }
  });
});
