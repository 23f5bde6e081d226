import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { referenceRebuild } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  expect(run('stage', 'a', '表白前').code).toBe(0);
  const events = () => readFileSync(join(base, 'a', 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  return { base, run, events };
}

describe('simp outcome', () => {
  itWithShared('a yes: the outcome event, stage 表白后-成功 through the stage events, and a celebration; the reference rebuilds the same stage', () => {
    const { base, run, events } = crush();
    const r = run('outcome', 'a', 'yes', '--note', '她说她也是');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^💞 ta 答应了！\n {2}阶段：表白前 → 表白后-成功\n\n {2}🎉 恭喜/);
    expect(events().slice(-3).map((e) => e.type)).toEqual(['confess_outcome', 'stage_changed', 'strategy_updated']);
    expect(events().at(-3)?.data).toEqual({ outcome: 'yes', note: '她说她也是' });
    expect(referenceRebuild(base, 'a')['current_stage']).toBe('表白后-成功');
    expect(JSON.parse(run('rebuild', 'a').stdout)['current_stage']).toBe('表白后-成功');
  });

  it('a no leads to 表白后-被拒 and the C-1 playbook; "needs time" keeps the stage and offers C-7', () => {
    const no = crush();
    const r = JSON.parse(no.run('outcome', 'a', 'no', '--json').stdout) as { stage: { to: string }; next: { kind: string; id: string } };
    expect(r.stage.to).toBe('表白后-被拒');
    expect(r.next).toMatchObject({ kind: 'crisis', id: 'C-1' });
    const pending = crush();
    const p = pending.run('outcome', 'a', 'pending', '--lang', 'en');
    expect(p.stdout).toContain('Stage unchanged: Pre-confession');
    expect(p.stdout).toContain('crisis playbook C-7');
    expect(pending.events().at(-1)).toMatchObject({ type: 'confess_outcome', data: { outcome: 'pending' } });
    expect(pending.run('timeline', 'a', '--full').stdout).toContain('💞 表白结果  ta 需要时间');
  });

  it('refuses an answer it does not know with exit 2, changing nothing', () => {
    const { base, run } = crush();
    const before = treeHash(base);
    const r = run('outcome', 'a', 'maybe');
    expect(r.code).toBe(2);
    expect(treeHash(base)).toBe(before);
  });
});
