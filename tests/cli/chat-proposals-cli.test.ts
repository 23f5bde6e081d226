import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const WECHAT = resolve(import.meta.dirname, '..', 'fixtures', 'chats', 'wechat.txt');

function crush() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir], { env: { TZ: 'UTC' } });
  run('init', 'xm', '--nickname', '小美');
  const events = () => readFileSync(join(dir, 'xm', 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  return { run, events };
}

describe('import proposes signals; analyze ticks them; why cites them', () => {
  it('zh: the import names what the next analyze pre-ticks; analyze without --signals takes them, --untick leaves one out', () => {
    const { run, events } = crush();
    const imported = run('import', 'xm', WECHAT, '--target', '小美');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('💬 下次信号分析会预先勾上（你可以取消）：');
    expect(imported.stdout).toContain('· ta 每周主动找你聊天 3 次以上：11 次对话里 ta 开启了 7 次（63.6%）');
    expect(imported.stdout).toContain('· ta 深夜（22 点后）找你聊天：ta 在深夜（22 点到 3 点）开启了 4 次对话');
    expect(imported.stdout).toContain('--untick msg.initiates_often');
    expect(events().at(-1)?.type).toBe('chat_imported');
    const r = run('analyze', 'xm', '--untick', 'msg.late_night');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✓ ta 每周主动找你聊天 3 次以上');
    expect(r.stdout).toContain('✗ ta 深夜（22 点后）找你聊天（这次没有勾）');
    expect(r.stdout).toContain('依据：聊天记录 wechat.txt（2026-03-02 至 2026-03-10）：11 次对话里 ta 开启了 7 次（63.6%）');
    const done = events().at(-1);
    expect(done?.data['signals']).toEqual(['msg.initiates_often']);
    expect(Object.keys(done?.data['signal_evidence'] as object)).toEqual(['msg.initiates_often']);
    const why = run('why', 'xm');
    expect(why.stdout).toMatch(/\+3 {2}ta 每周主动找你聊天 3 次以上\n +依据：聊天记录 wechat\.txt/);
    // Used by that reading: nothing is pre-ticked again, so a bare analyze has nothing to score.
    const again = run('analyze', 'xm', '--fresh');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('至少勾选一个信号');
  });

  it('en and JSON: the evidence under each signal of why --json; a bad --untick is refused naming it, nothing written', () => {
    const { run, events } = crush();
    expect(run('import', 'xm', WECHAT, '--target', '小美', '--lang', 'en').stdout).toContain('💬 The next signal reading will pre-tick these (you can untick them):');
    const before = events().length;
    const bad = run('analyze', 'xm', '--untick', 'msg.nope', '--lang', 'en');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('untick');
    expect(events().length).toBe(before);
    const r = JSON.parse(run('analyze', 'xm', '--signals', 'offline.one_on_one', '--json').stdout) as { proposed: { id: string; ticked: boolean; evidence: { measure: string } }[] };
    expect(r.proposed.map((p) => [p.id, p.ticked, p.evidence.measure])).toEqual([
      ['msg.initiates_often', true, 'initiative.high'],
      ['msg.late_night', true, 'late.some'],
    ]);
    const why = JSON.parse(run('why', 'xm', '--json').stdout) as { score: { explanation: { items: { signal_id: string; evidence: { kind: string; of?: number }[] }[] } } };
    const items = Object.fromEntries(why.score.explanation.items.map((i) => [i.signal_id, i.evidence]));
    expect(items['msg.initiates_often']).toEqual([expect.objectContaining({ kind: 'chat', count: 7, of: 11, from: '2026-03-02', to: '2026-03-10' })]);
    expect(items['offline.one_on_one']).toEqual([]);
    expect(run('why', 'xm', '--lang', 'en').stdout).toContain('From: chat wechat.txt (2026-03-02 to 2026-03-10): they opened 4 conversations late at night (22:00 to 03:00)');
  });
});
