import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, ROOT, tempDir } from '../helpers/temp.js';

interface Report {
  runs: {
    pages: number;
    code: number;
    stderr: string;
    from: boolean;
    to: boolean;
    changed: string[];
    retry: { code: number; stderr: string; to: boolean; slug: unknown; profile: boolean } | null;
  }[];
  last: string;
  timeline: number;
  meta: Record<string, unknown>;
}

/**
 * A real full disk (no fs mock): a 512 KiB tmpfs in a private mount namespace, as
 * tests/memory/full-disk.test.ts. Mounting needs root (CI runs as root); a machine
 * that refuses it fails this test loudly.
 */
function onSmallDisk(): Report {
  const mount = tempDir('simp-full-');
  const script = join(ROOT, 'tests', 'memory', 'lock-helpers', 'full-disk-rename.mts');
  const inner = `mount -t tmpfs -o size=512k tmpfs '${mount}' && '${process.execPath}' --import tsx '${script}' '${mount}' '${CLI}'`;
  const r = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', inner], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`could not run on a small tmpfs (unshare/mount as root): ${r.stderr || r.error?.message}`);
  return JSON.parse(r.stdout) as Report;
}

describe('simp rename on a full disk', () => {
  it('a rename that fails has moved nothing and changed nothing, says so, and the same command with room finishes it', () => {
    const report = onSmallDisk();
    const failed = report.runs.filter((r) => r.code !== 0);
    const landed = report.runs.filter((r) => r.code === 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(landed.length).toBeGreaterThan(0);
    for (const r of failed) {
      const at = `${r.pages} pages free`;
      expect([at, r.from, r.to, r.changed]).toEqual([at, true, false, []]);
      expect(r.stderr, at).toMatch(/磁盘.*满|full \(ENOSPC\)/);
      expect(r.stderr, at).toMatch(/什么都没有|nothing was/);
      expect(r.code, at).toBe(1);
      expect(r.retry, at).toMatchObject({ code: 0, to: true, profile: true });
    }
    for (const r of landed) expect([r.pages, r.from, r.to]).toEqual([r.pages, false, true]);
    expect(report.timeline).toBe(0);
    expect(report.meta['slug']).toBe(report.last);
    // A rename tried at every free page count of a small disk, each a whole process: the limit is
    // the helper's own (120 s), not a time target.
  }, 150_000);
});
