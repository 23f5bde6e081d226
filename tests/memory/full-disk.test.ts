// needs ../shared: its one test runs the reference memory.py on a full disk.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLI, ROOT, tempDir } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';

interface Report {
  runs: { pages: number; code: number; stderr: string; changed: string[] }[];
  python: number;
  badLines: number;
  lastType: string;
  appendError: string;
  logSame: boolean;
  rebuild: number;
}

/**
 * The scenario runs in a private mount namespace on a 512 KiB tmpfs, so a full
 * disk is real (no fs mock) and nothing leaks to the machine. Mounting needs root
 * (CI runs as root); a machine that refuses it fails this test loudly.
 */
function onSmallDisk(): Report {
  const mount = tempDir('simp-full-');
  const script = join(ROOT, 'tests', 'memory', 'lock-helpers', 'full-disk.mts');
  const inner = `mount -t tmpfs -o size=512k tmpfs '${mount}' && '${process.execPath}' --import tsx '${script}' '${mount}' '${CLI}' '${join(SKILL_TOOLS, 'memory.py')}'`;
  const r = spawnSync('unshare', ['--mount', '--propagation', 'private', 'sh', '-c', inner], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`could not run on a small tmpfs (unshare/mount as root): ${r.stderr || r.error?.message}`);
  return JSON.parse(r.stdout) as Report;
}

describe('a full disk', () => {
  it('a write lands whole or not at all; a cut append leaves the log as it was; the reference tool appends cleanly after', { timeout: 150_000 }, () => {
    const report = onSmallDisk();
    const failed = report.runs.filter((r) => r.code !== 0);
    const landed = report.runs.filter((r) => r.code === 0);
    expect(failed.length).toBeGreaterThan(0);
    expect(landed.length).toBeGreaterThan(0);
    for (const r of failed) {
      expect(r.changed, `${r.pages} pages free`).toEqual([]);
      expect(r.stderr).toMatch(/^simp: the disk holding .*lin is full \(ENOSPC\); nothing was written\. Free some space and try again$/);
      expect(r.code).toBe(1);
    }
    // A landed write logs its events and records them in meta.json (state.md too, unless two landed in the same second with the same reading: then its text is the same).
    for (const r of landed) expect(r.changed).toEqual(expect.arrayContaining(['events.jsonl', 'meta.json']));
    expect(landed.some((r) => r.changed.includes('state.md'))).toBe(true);
    expect(report.appendError).toBe('ENOSPC');
    expect(report.logSame).toBe(true);
    expect(report).toMatchObject({ python: 0, badLines: 0, lastType: 'crisis_handled', rebuild: 0 });
  });
});
