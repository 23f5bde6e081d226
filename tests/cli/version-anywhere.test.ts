import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asksVersion } from '../../src/cli/front.js';
import { ROOT, simp } from '../helpers/temp.js';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('-V and --version anywhere on the line (issue S)', () => {
  it.each([
    [['-V'], true],
    [['--version'], true],
    [['list', '--version'], true],
    [['events', 'xq', '-V'], true],
    [['--base-dir', '/tmp/x', '-V'], true],
    [['rollback', 'xq', '--version'], true],
    [['rollback', 'xq', '--version', '--dry-run'], true],
    // rollback's own option, with the version to restore
    [['rollback', 'xq', '--version', 'v2'], false],
    // after `--`, the user's own text
    [['remember', 'xq', '--', '-V'], false],
    [['list'], false],
  ] as const)('%j → %s', (args, yes) => {
    expect(asksVersion(args)).toBe(yes);
  });

  it('the binary prints the version on the read fast path and the verbs, and rollback still takes its version', () => {
    for (const args of [['events', 'nobody', '-V'], ['append', '--version'], ['analyze', 'x', '-V']]) {
      const r = simp(args);
      expect([r.code, r.stdout.trim()]).toEqual([0, VERSION]);
    }
    const r = simp(['--base-dir', '/nonexistent-simp', 'rollback', 'xq', '--version', 'v2']);
    expect(r.code).toBe(2);
    expect(r.stdout.trim()).not.toBe(VERSION);
  });
});
