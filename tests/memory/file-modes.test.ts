import { describe, expect, it } from 'vitest';
import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('file permissions', () => {
  it('creates the base and crush folders 0700 and every file 0600', () => {
    const base = join(tempDir(), 'private', 'crushes');
    expect(simp(['init', 'a', '--nickname', 'A', '--base-dir', base]).code).toBe(0);
    expect(mode(base)).toBe(0o700);
    const dir = join(base, 'a');
    expect(mode(dir)).toBe(0o700);
    for (const name of readdirSync(dir)) expect([name, mode(join(dir, name))]).toEqual([name, statSync(join(dir, name)).isDirectory() ? 0o700 : 0o600]);
  });

  it("keeps a user's chmod through rewrites and appends, and makes new snapshots and versions private", () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--nickname', 'A', '--base-dir', base]);
    const dir = join(base, 'a');
    chmodSync(join(dir, 'state.md'), 0o640);
    chmodSync(join(dir, 'meta.json'), 0o644);
    chmodSync(join(dir, 'events.jsonl'), 0o604);
    expect(simp(['analyze', 'a', '--signals', 'msg.initiates_often', '--base-dir', base]).code).toBe(0);
    expect(simp(['stage', 'a', '暧昧期', '--base-dir', base]).code).toBe(0);
    expect(mode(join(dir, 'state.md'))).toBe(0o640);
    expect(mode(join(dir, 'meta.json'))).toBe(0o644);
    expect(mode(join(dir, 'events.jsonl'))).toBe(0o604);
    expect(mode(join(dir, 'strategy.md'))).toBe(0o600);
    for (const name of readdirSync(join(dir, 'snapshots'))) expect(mode(join(dir, 'snapshots', name))).toBe(0o600);
    const versions = readdirSync(join(dir, 'versions'));
    expect(versions.length).toBeGreaterThan(0);
    for (const v of versions) expect(mode(join(dir, 'versions', v))).toBe(0o700);
  });
});
