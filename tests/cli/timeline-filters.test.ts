import { describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** A crush with events on three days (a traditional 貓 among them) and two interactions. */
function base() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir]);
  run('init', 'a', '--nickname', '小雨');
  const line = (ts: string, type: string, data: object) => `${JSON.stringify({ ts, v: 1, type, slug: 'a', data })}\n`;
  appendFileSync(
    join(dir, 'a', 'events.jsonl'),
    line('2026-05-01T10:00:00', 'signal_recorded', { direction: 'green', content: '她说起她家的貓', score_delta: 2 }) +
      line('2026-05-02T09:00:00', 'stage_changed', { from: '破冰期', to: '升温期', trigger: '一起吃了火锅' }) +
      line('2026-05-03T21:00:00', 'signal_recorded', { direction: 'red', content: '回得很慢，ＣＡＴ表情也没有', score_delta: -1 }) +
      line('2026-05-03', 'signal_recorded', { direction: 'green', content: '一整天都在聊', score_delta: 1 }),
  );
  run('log', 'a', 'meeting', '--summary', '一起去猫咖', '--time', '2026-05-02T15:00');
  run('log', 'a', 'chat_sent', '--summary', '晚安', '--time', '2026-05-03T23:00');
  return { dir, run };
}

const events = (out: string) => out.trim().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { ts: string; type: string; data: Record<string, unknown> });
const times = (out: string) => events(out).map((e) => e.ts);

describe('events with filters', () => {
  it('--type takes one type or several, --since/--until read dates as search does, a day alone meeting the range', () => {
    const { run } = base();
    expect(times(run('events', 'a', '--type', 'stage_changed', '--last', '9').stdout)).toEqual(['2026-05-02T09:00:00']);
    expect(events(run('events', 'a', '--type', 'stage_changed,signal_recorded', '--last', '9').stdout).map((e) => e.type)).not.toContain('profile_created');
    expect(times(run('events', 'a', '--since', '2026-05-02', '--until', '2026-05-03T12:00', '--last', '9').stdout)).toEqual(['2026-05-02T09:00:00', '2026-05-03']);
    expect(times(run('events', 'a', '--type', 'signal_recorded', '--since', '2026-05-03', '--last', '9').stdout)).toEqual(['2026-05-03T21:00:00', '2026-05-03']);
  });

  it('--grep matches the values (folded: traditional, width, case), never the keys, and all words must hold', () => {
    const { run } = base();
    expect(times(run('events', 'a', '--grep', '猫', '--last', '9').stdout)).toEqual(['2026-05-01T10:00:00']);
    expect(times(run('events', 'a', '--grep', 'cat', '--last', '9').stdout)).toEqual(['2026-05-03T21:00:00']);
    expect(times(run('events', 'a', '--grep', '回得 表情', '--last', '9').stdout)).toEqual(['2026-05-03T21:00:00']);
    expect(run('events', 'a', '--grep', '回得 火锅', '--last', '9').stdout).toBe('');
    for (const key of ['score_delta', 'direction', 'signal_recorded', 'green']) expect(run('events', 'a', '--grep', key).stdout, key).toBe('');
    expect(run('events', 'a', '--grep', 'score_delta').stderr).toContain('没有符合筛选的记录');
  });

  it('--last counts after the filters, the newest ones', () => {
    const { run } = base();
    expect(times(run('events', 'a', '--type', 'signal_recorded', '--last', '2').stdout)).toEqual(['2026-05-03T21:00:00', '2026-05-03']);
    const json = JSON.parse(run('events', 'a', '--type', 'signal_recorded', '--grep', '聊', '--last', '1', '--json').stdout) as { ts: string }[];
    expect(json.map((e) => e.ts)).toEqual(['2026-05-03']);
  });
});

describe('timeline with filters', () => {
  it('streams only what passes, with a header and the count of what passed', () => {
    const { run } = base();
    const out = run('timeline', 'a', '--type', 'signal_recorded', '--since', '2026-05-02').stdout;
    expect(out.split('\n')[0]).toBe('📅 事件时间线（共 5 条，下面只列出符合筛选的）');
    expect(out).toContain('符合筛选的记录：2 条');
    expect(out).not.toContain('05-01');
    const en = run('timeline', 'a', '--grep', 'nothing-here', '--lang', 'en').stdout;
    expect(en).toBe('📅 Event timeline (5 records; only those that pass the filters below)\n\nNo record passes the filters\n');
    const json = events(run('timeline', 'a', '--grep', '火锅', '--json').stdout);
    expect(json.map((e) => e.type)).toEqual(['stage_changed']);
  });

  it('filters the interactions the same way with --interactions', () => {
    const { run } = base();
    const rows = events(run('timeline', 'a', '--interactions', '--grep', '猫', '--json').stdout);
    // Each at its place in the whole timeline (the log's order: its first line is dated today).
    expect(rows.map((r) => r.ts).sort()).toEqual(['2026-05-01T10:00:00', '2026-05-02T15:00:00']);
    const typed = events(run('timeline', 'a', '--interactions', '--type', 'chat_sent,stage_changed', '--json').stdout);
    expect(typed.map((r) => r.type).sort()).toEqual(['chat_sent', 'stage_changed']);
    const until = events(run('timeline', 'a', '--interactions', '--until', '2026-05-02T12:00', '--json').stdout);
    expect(until.every((r) => r.ts < '2026-05-02T12:00')).toBe(true);
    expect(until.length).toBeGreaterThan(1);
  });

  it('accepts a type another tool wrote when the log holds it', () => {
    const { dir, run } = base();
    appendFileSync(join(dir, 'a', 'events.jsonl'), `${JSON.stringify({ ts: '2026-05-04T10:00:00', v: 1, type: 'photo_added', slug: 'a', data: { note: 'x' } })}\n`);
    expect(times(run('events', 'a', '--type', 'photo_added').stdout)).toEqual(['2026-05-04T10:00:00']);
    expect(run('events', 'a', '--type', 'photo_gone').code).toBe(2);
  });

  it.each([
    [['--type', 'nope'], '类型（--type）', 'the type (--type)'],
    [['--type', 'chat_sent'], '类型（--type）', 'the type (--type)'],
    [['--since', '某天'], '起始时间（--since）', 'the start (--since)'],
    [['--until', 'whenever'], '截止时间（--until）', 'the end (--until)'],
    [['--since', '2026-05-03', '--until', '2026-05-01'], '晚于截止时间（--until）', 'later than the end (--until)'],
    [['--grep', '  '], '要找的文字（--grep）', 'the text to look for (--grep)'],
  ])('refuses %j naming the flag, in zh and en, exit 2, nothing changed', (flags, zh, en) => {
    const { dir, run } = base();
    const before = readFileSync(join(dir, 'a', 'events.jsonl'), 'utf8');
    for (const verb of ['events', 'timeline']) {
      const z = run(verb, 'a', ...flags);
      expect(z.code).toBe(2);
      expect(z.stderr).toContain(zh);
      expect(z.stdout).toBe('');
      const e = run(verb, 'a', ...flags, '--lang', 'en');
      expect(e.code).toBe(2);
      expect(e.stderr.toLowerCase()).toContain(en.toLowerCase());
    }
    expect(readFileSync(join(dir, 'a', 'events.jsonl'), 'utf8')).toBe(before);
  });

  it('the plain spellings and commander give the same output and the same refusals', () => {
    const { dir, run } = base();
    for (const flags of [
      ['events', 'a', '--grep', '猫', '--since', '2026-05-01', '--last', '9'],
      ['timeline', 'a', '--interactions', '--type', 'signal_recorded,meeting', '--until', '2026-05-03'],
      ['timeline', 'a', '--since', '某天'],
    ]) {
      const fast = run(...flags);
      // A global option before the verb: the call goes through commander.
      const slow = simp(['--base-dir', dir, ...flags]);
      expect(slow.code, flags.join(' ')).toBe(fast.code);
      expect(slow.stdout).toBe(fast.stdout);
      expect(slow.stderr).toBe(fast.stderr);
    }
  });

  it('search refuses a start after its end too', () => {
    const { run } = base();
    const r = run('search', '猫', '--since', '2026-05-03', '--until', '2026-05-01');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('起始时间（--since）晚于截止时间（--until）');
  });
});
