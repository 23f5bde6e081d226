import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

/** The time tracker (the reference) on a base folder. */
function tracker(base: string, ...args: string[]) {
  const res = spawnSync('python3', [join(SKILL_TOOLS, 'time_tracker.py'), ...args, '--base-dir', base], { encoding: 'utf8' });
  if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
  return res;
}

function crush() {
  const base = join(tempDir(), 'crushes');
  expect(simp(['init', 'a', '--nickname', 'A', '--base-dir', base]).code).toBe(0);
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  const lines = () => readFileSync(join(base, 'a', 'interactions.jsonl'), 'utf8');
  const meta = () => JSON.parse(readFileSync(join(base, 'a', 'meta.json'), 'utf8')) as Record<string, unknown>;
  return { base, run, lines, meta };
}

const RECORD = ['--summary', '一起看了电影', '--duration', '120', '--activity', '看电影', '--location', '万达影城', '--initiator', 'me', '--time', '2026-05-15T19:30'];

describe('simp log', () => {
  itWithShared('writes the very line the time tracker writes, for every type, and counts it in meta.json as it does (keeping the latest time)', () => {
    const ours = crush();
    const theirs = crush();
    for (const type of ['meeting', 'chat_sent', 'chat_received', 'call', 'online_interaction']) {
      const time = ['--time', `2026-05-1${type.length % 10}T0${type.length % 10}:05:09`];
      expect(ours.run('log', 'a', type, ...RECORD.slice(0, -2), ...time).code).toBe(0);
      expect(tracker(theirs.base, 'record', 'a', type, ...RECORD.slice(0, -2), ...time).status).toBe(0);
    }
    expect(ours.lines()).toBe(theirs.lines());
    expect(ours.meta()['interaction_count']).toBe(5);
    // The tracker keeps the time of the record written last; simp the latest time any record
    // has, so a chat logged after a later one does not move "last talked" back.
    expect(theirs.meta()['last_interaction']).toBe('2026-05-18T08:05:09');
    expect(ours.meta()['last_interaction']).toBe('2026-05-19T09:05:09');
  });

  itWithShared('skips a repeat of the last record, whichever program wrote it, and the tracker reads what simp wrote', () => {
    const { base, run, lines, meta } = crush();
    expect(tracker(base, 'record', 'a', 'meeting', ...RECORD).status).toBe(0);
    const before = treeHash(base);
    const again = run('log', 'a', 'meeting', ...RECORD);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('已跳过');
    expect(treeHash(base)).toBe(before);
    expect(run('log', 'a', 'call', '--summary', '聊了一小时', '--lang', 'en').stdout).toMatch(/^✅ Interaction recorded: call \(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\)\n/);
    expect(lines().trim().split('\n')).toHaveLength(2);
    expect(meta()['interaction_count']).toBe(2);
    const analysed = tracker(base, 'analyze', 'a', '--days', '100000');
    expect(analysed.status).toBe(0);
    expect(analysed.stdout).toContain('互动');
  });

  it('keeps a multi-line note from stdin, can also note a signal, and refuses bad input with exit 2 and no file changed', () => {
    const { base, run, lines } = crush();
    const noted = simp(['log', 'a', 'call', '--note', '-', '--json', '--base-dir', base], { input: '第一行\n第二行\n' });
    expect((JSON.parse(noted.stdout) as { record: { data: { note: string } } }).record.data.note).toBe('第一行\n第二行');
    const signalled = JSON.parse(run('log', 'a', 'chat_received', '--summary', '她先找我聊天', '--signal', 'green', '--json').stdout) as { changed: string[]; signal: { type: string; data: Record<string, unknown> } };
    expect(signalled.signal).toMatchObject({ type: 'signal_recorded', data: { direction: 'green', content: '她先找我聊天', score_delta: 1 } });
    expect(signalled.changed).toEqual(expect.arrayContaining(['interactions.jsonl', 'events.jsonl', 'state.md']));
    const before = treeHash(base);
    for (const bad of [
      ['log', 'a', 'dance'],
      ['log', 'a', 'call', '--time', '2026-02-30'],
      ['log', 'a', 'call', '--time', 'sometime'],
      ['log', 'a', 'call', '--duration', '0'],
      ['log', 'a', 'call', '--initiator', 'her'],
      ['log', 'a', 'call', '--signal', 'green'],
      ['log', 'a', 'call', '--delta', '2'],
      ['log', 'nobody', 'call'],
    ]) {
      const r = run(...bad);
      expect(r.code, bad.join(' ')).toBe(2);
      expect(r.stderr.length, bad.join(' ')).toBeGreaterThan(0);
    }
    expect(treeHash(base)).toBe(before);
    expect(lines().trim().split('\n')).toHaveLength(2);
  });
});

describe('simp timeline --interactions', () => {
  it('shows each interaction at its time among the events, in both languages and as JSON; without the flag nothing changes', () => {
    const { run } = crush();
    const plain = run('timeline', 'a').stdout;
    run('log', 'a', 'meeting', '--summary', '一起看了电影', '--duration', '120', '--location', '影城', '--initiator', 'me', '--time', '2020-01-01T19:30');
    // A time still to come is only taken as a plan; the timeline shows it marked.
    expect(run('log', 'a', 'call', '--note', '打了很久\n第二行', '--time', '2099-01-01T08:00').code).toBe(2);
    run('log', 'a', 'call', '--note', '打了很久\n第二行', '--time', '2099-01-01T08:00', '--planned');
    expect(run('timeline', 'a').stdout).toBe(plain);
    const merged = run('timeline', 'a', '--interactions').stdout.split('\n');
    expect(merged[0]).toBe('📅 事件时间线（共 1 条，另有 2 条互动）');
    expect(merged.slice(2, 5)).toEqual([
      '  2020-01-01 19:30  🤝 见面  一起看了电影 · 120 分钟 · 影城 · 我发起',
      expect.stringMatching(/^ {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}🌱 /),
      '  2099-01-01 08:00  📞 通话  🗓 计划中 · 打了很久',
    ]);
    const json = run('timeline', 'a', '--interactions', '--json', '--lang', 'en').stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(json.map((r) => r['kind'] ?? 'event')).toEqual(['interaction', 'event', 'interaction']);
    expect(json[0]).toMatchObject({ label: '🤝 Meeting', description: '一起看了电影 · 120 min · 影城 · I started it' });
  });
});
