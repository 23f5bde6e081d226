import { describe, expect, it } from 'vitest';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

/** A copy of the bundled example made private, as simp makes its own folders. */
function example(): string {
  const base = join(tempDir(), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  const walk = (p: string): void => {
    const dir = statSync(p).isDirectory();
    chmodSync(p, dir ? 0o700 : 0o600);
    if (dir) for (const n of readdirSync(p)) walk(join(p, n));
  };
  for (const n of readdirSync(base)) walk(join(base, n));
  return base;
}

describe('simp doctor', () => {
  it('a healthy folder: nothing to mend, exit 0', () => {
    const base = example();
    const r = simp(['doctor', '--base-dir', base]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('✓ ajie：没有发现问题');
  });

  itWithShared('finds each disagreement and leftover in one line with its fix (exit 1), and --fix mends them through the one write path', () => {
    const base = example();
    const dir = join(base, 'ajie');
    expect(spawnSync('python3', [join(SKILL_TOOLS, 'skill_writer.py'), '--action', 'update-meta', '--slug', 'ajie', '--score', '20', '--stage', '暧昧期', '--base-dir', base]).status).toBe(0);
    writeFileSync(join(dir, 'knowledge.json'), '{"version": 1, "entries": [');
    writeFileSync(join(dir, '.state.md.simp-999999-0badcafe.tmp'), 'half');
    mkdirSync(join(dir, '.simp.lock'));
    writeFileSync(join(dir, '.simp.lock', 'owner-0123456789abcdef.json'), JSON.stringify({ pid: 999999, host: spawnSync('hostname', { encoding: 'utf8' }).stdout.trim(), started: null, token: 't', since: '2026-01-01T00:00:00', command: 'x' }));
    chmodSync(join(dir, 'profile.md'), 0o644);
    const r = simp(['doctor', 'ajie', '--base-dir', base, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('meta.json and state.md disagree (stage: meta.json Flirting, state.md Warming up; score: meta.json 20, state.md 12): meta.json is newer');
    expect(r.stdout).toMatch(/knowledge\.json cannot be read: .*\n\s+fix: simp rebuild ajie --write/);
    expect(r.stdout).toContain('1 temp file left behind (.state.md.simp-999999-0badcafe.tmp)');
    expect(r.stdout).toContain('a lock is left by a writer that is gone (pid 999999');
    expect(r.stdout).toContain('others can read (profile.md 0644)');
    const json = JSON.parse(simp(['doctor', 'ajie', '--json', '--base-dir', base]).stdout) as { crushes: { findings: { code: string }[] }[] };
    expect(json.crushes[0]?.findings.map((f) => f.code).sort()).toEqual(['meta-state', 'modes', 'stale-lock', 'temps', 'unreadable']);
    const fixed = simp(['doctor', 'ajie', '--fix', '--base-dir', base, '--lang', 'en']);
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stdout).toContain('✓ ajie: nothing to mend');
    // What was mended, and how: the adopted values as a manual change, the topics file rebuilt, the leftovers gone.
    const events = readFileSync(join(dir, 'events.jsonl'), 'utf8');
    expect(events).toContain('采用 meta.json');
    expect(readFileSync(join(dir, 'state.md'), 'utf8')).toMatch(/^current_stage: 暧昧期$/m);
    expect(JSON.parse(readFileSync(join(dir, 'knowledge.json'), 'utf8'))).toMatchObject({ version: 1 });
    expect(existsSync(join(dir, '.state.md.simp-999999-0badcafe.tmp'))).toBe(false);
    expect(existsSync(join(dir, '.simp.lock', 'owner-0123456789abcdef.json'))).toBe(false);
    expect(statSync(join(dir, 'profile.md')).mode & 0o777).toBe(0o600);
  });

  it("finds meta.json's counts off from the logs and mends them", () => {
    const base = example();
    const meta = join(base, 'nuonuo', 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), event_count: 99, interaction_count: 7 }, null, 2));
    chmodSync(meta, 0o600);
    const r = simp(['doctor', 'nuonuo', '--base-dir', base]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('meta.json 的 event_count 是 99，记录里是 14');
    expect(r.stdout).toContain('meta.json 的 interaction_count 是 7，记录里是 0');
    expect(simp(['doctor', 'nuonuo', '--fix', '--base-dir', base]).code).toBe(0);
    expect(JSON.parse(readFileSync(meta, 'utf8'))).toMatchObject({ event_count: 14, interaction_count: 0 });
  });
});
