import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

interface Planned {
  op: string;
  parts: { name: string; file: string; text: string; tokens: number; budget: number | null; cut: number }[];
  tokens: number;
}

function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  run('init', 'a', '--nickname', 'A');
  for (let i = 0; i < 8; i += 1) run('append', 'a', 'signal_recorded', JSON.stringify({ direction: 'green', content: `第${i}件事`, score_delta: 1 }));
  run('remember', 'a', '她怕猫');
  const plan = (op: string) => JSON.parse(run('context', 'a', '--for', op, '--json').stdout) as Planned;
  return { base, run, plan };
}

describe('simp context --for', () => {
  it('reads what each command of the skill reads (the memory protocol), in its order', () => {
    const { base, plan } = crush();
    expect(plan('analyze').parts.map((p) => p.name)).toEqual(['profile', 'state']);
    expect(plan('message').parts.map((p) => p.name)).toEqual(['profile', 'state', 'strategy', 'knowledge']);
    expect(plan('daily').parts.map((p) => p.name)).toEqual(['state', 'week']);
    const progress = plan('progress');
    expect(progress.parts.map((p) => p.name)).toEqual(['profile', 'state', 'last5']);
    // The newest of the last five events, as stored, as many as the budget holds.
    const lines = readFileSync(join(base, 'a', 'events.jsonl'), 'utf8').trim().split('\n');
    const got = progress.parts[2]?.text.split('\n') ?? [];
    expect(got.length).toBeGreaterThan(0);
    expect(got.map((l) => JSON.parse(l) as unknown)).toEqual(lines.slice(-got.length).map((l) => JSON.parse(l) as unknown));
    expect(progress.parts[2]?.tokens).toBeLessThanOrEqual(150);
    expect((progress.parts[2]?.cut ?? 0) > 0).toBe(got.length < 5);
    expect(plan('message').parts[3]?.text).toContain('她怕猫');
  });

  it('cuts a part to its read budget at a line end and says how much was left out; quit gets the whole log', () => {
    const { base, run, plan } = crush();
    const profile = join(base, 'a', 'profile.md');
    // A long narrative, as a user may write it.
    writeFileSync(profile, `${readFileSync(profile, 'utf8')}\n${'她很喜欢下雨天，常常一个人去书店待一下午。\n'.repeat(40)}`);
    const p = plan('crisis').parts[0];
    expect(p?.budget).toBe(300);
    expect(p?.tokens).toBeLessThanOrEqual(300);
    expect(p?.cut).toBeGreaterThan(0);
    const text = run('context', 'a', '--for', 'crisis').stdout;
    expect(text).toMatch(/…（超出预算，截去约 \d+ token；全文见 simp context a）/);
    const quit = plan('quit');
    expect(quit.parts[2]?.budget).toBeNull();
    expect(quit.parts[2]?.text.split('\n').length).toBe(readFileSync(join(base, 'a', 'events.jsonl'), 'utf8').trim().split('\n').length);
    const before = treeHash(base);
    run('context', 'a', '--for', 'message');
    expect(treeHash(base)).toBe(before);
  });
});
