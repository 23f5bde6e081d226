import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { skillWriterArgs } from '../../src/cli/skill-args.js';
import { itWithShared } from '../helpers/shared.js';

const writer = (base: string, ...args: string[]) => spawnSync('python3', [join(SKILL_TOOLS, 'skill_writer.py'), ...args, '--base-dir', base], { encoding: 'utf8' });

describe("the skill writer's --action command line", () => {
  it('means the verbs', () => {
    expect(skillWriterArgs(['--action', 'list', '--base-dir', 'b'])).toEqual(['list', '--base-dir', 'b']);
    expect(skillWriterArgs(['--action=init', '--slug', 'a'])).toEqual(['init', 'a']);
    expect(skillWriterArgs(['--action', 'rollback', '--slug', 'a', '--version', 'v1'])).toEqual(['rollback', 'a', '--version', 'v1']);
    expect(skillWriterArgs(['--action', 'update-meta', '--slug', 'a', '--score', '9', '--mode', 'sweet'])).toEqual(['update-meta', 'a', '--score', '9', '--mode', 'sweet']);
    expect(skillWriterArgs(['list'])).toBeNull();
    expect(() => skillWriterArgs(['--action', 'backup'])).toThrow(/action needs slug/);
    expect(() => skillWriterArgs(['--action', 'fly'])).toThrow(/unknown action fly/);
  });

  itWithShared('runs through simp and leaves the folders the skill writer leaves (init, update-meta, backup, versions)', () => {
    const ours = join(tempDir(), 'crushes');
    const theirs = join(tempDir(), 'crushes');
    expect(simp(['--action', 'init', '--slug', 'abc', '--base-dir', ours]).code).toBe(0);
    expect(writer(theirs, '--action', 'init', '--slug', 'abc').status).toBe(0);
    expect(simp(['--action', 'update-meta', '--slug', 'abc', '--stage', '升温期', '--score', '9', '--base-dir', ours]).code).toBe(0);
    writer(theirs, '--action', 'update-meta', '--slug', 'abc', '--stage', '升温期', '--score', '9');
    const meta = (base: string) => JSON.parse(readFileSync(join(base, 'abc', 'meta.json'), 'utf8')) as Record<string, unknown>;
    for (const key of ['slug', 'current_stage', 'signal_score', 'mode']) expect([key, meta(ours)[key]]).toEqual([key, meta(theirs)[key]]);
    expect(simp(['--action', 'backup', '--slug', 'abc', '--base-dir', ours]).code).toBe(0);
    expect(simp(['--action', 'versions', '--slug', 'abc', '--base-dir', ours]).stdout).toMatch(/v1_\d{8}_\d{6}/);
    // The skill writer reads what simp wrote.
    expect(writer(ours, '--action', 'versions', '--slug', 'abc').stdout + writer(ours, '--action', 'versions', '--slug', 'abc').stderr).toMatch(/v1_\d{8}_\d{6}/);
    expect(simp(['--action', 'backup', '--base-dir', ours]).code).toBe(2);
  });
});
