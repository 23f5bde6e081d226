import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { localDate, localIso } from '../../src/model/time.js';
import { loggedTimes } from '../../src/engine/index.js';
import { itWithShared } from '../helpers/shared.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  expect(simp(['init', 'a', '--nickname', 'A', '--base-dir', base]).code).toBe(0);
  const run = (args: string[], env: Record<string, string> = {}) => simp([...args, '--base-dir', base], { env });
  const file = (name: string) => readFileSync(join(base, 'a', name), 'utf8');
  const lines = (name: string) =>
    file(name)
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { ts: string; type: string; data: Record<string, unknown> });
  const meta = () => JSON.parse(file('meta.json')) as Record<string, unknown>;
  return { base, run, file, lines, meta };
}

const DAY = 86_400_000;
const yesterday = () => localDate(new Date(Date.now() - DAY));

describe('dates mean what the user said', () => {
  it("a signal logged with an interaction is dated at the interaction's time, in the log, state.md and the reading order", () => {
    const c = crush();
    const when = `${yesterday()}T12:30`;
    expect(c.run(['log', 'a', 'meeting', '--summary', '一起吃了午饭', '--time', when, '--signal', 'green']).code).toBe(0);
    const signal = c.lines('events.jsonl').at(-1);
    expect(signal).toMatchObject({ type: 'signal_recorded', ts: `${when}:00`, data: { direction: 'green', content: '一起吃了午饭' } });
    // It says when it was written, so the order of the log is still known.
    expect(String(signal?.data['recorded_at']).slice(0, 10)).toBe(localDate(new Date()));
    expect(c.file('state.md')).toContain(`- 🟢 ${yesterday()} 一起吃了午饭`);
    // Read in log order, a back-dated signal does not pull the events before it back to its own time.
    const events = c.lines('events.jsonl');
    const times = loggedTimes(events);
    expect(times[0]).toBe(new Date(events[0]?.ts ?? '').getTime());
    expect(times.at(-1)).toBe(new Date(`${when}:00`).getTime());
  });

  it('a time still to come is refused (exit 2, nothing written) unless --planned; a plan is never counted as having happened', () => {
    const c = crush();
    const before = treeHash(c.base);
    const future = localIso(new Date(Date.now() + 3 * DAY)).slice(0, 16);
    const refused = c.run(['log', 'a', 'meeting', '--summary', '看展', '--time', future], { SIMP_LANG: 'zh' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('时间（time）还没到');
    expect(refused.stderr).toContain('--planned');
    expect(treeHash(c.base)).toBe(before);
    expect(c.run(['log', 'a', 'meeting', '--summary', '看展', '--time', future, '--planned', '--signal', 'green']).code).toBe(2);
    expect(c.run(['log', 'a', 'meeting', '--summary', '看展', '--time', future, '--planned']).code).toBe(0);
    expect(c.lines('interactions.jsonl').at(-1)).toMatchObject({ data: { planned: true } });
    // Not an interaction that happened: not counted, and the list's "last talked" stays empty.
    expect(c.meta()['interaction_count']).toBe(0);
    expect(c.meta()['last_interaction']).toBeNull();
    // A plan in the past is refused too.
    expect(c.run(['log', 'a', 'meeting', '--time', `${yesterday()}T10:00`, '--planned']).code).toBe(2);
    const timeline = c.run(['timeline', 'a', '--interactions', '--lang', 'en']);
    expect(timeline.code).toBe(0);
    expect(timeline.stdout).toMatch(/Meeting\s+🗓 planned · 看展/);
  });

  itWithShared('a date without a time is stored without an hour; the hour analyses leave it out; the time tracker reads the file', () => {
    const c = crush();
    expect(c.run(['log', 'a', 'chat_received', '--summary', '她发来照片', '--time', yesterday()]).code).toBe(0);
    expect(c.run(['log', 'a', 'chat_received', '--summary', '晚上聊天', '--time', `${yesterday()}T21:15`]).code).toBe(0);
    const [dateOnly, timed] = c.lines('interactions.jsonl');
    expect(dateOnly?.ts).toBe(yesterday());
    expect(dateOnly?.data).not.toHaveProperty('hour');
    expect(dateOnly?.data['day_of_week']).toMatch(/^(mon|tue|wed|thu|fri|sat|sun)$/);
    expect(timed?.data['hour']).toBe(21);
    const golden = JSON.parse(c.run(['rhythm', 'a', '--golden', '--json']).stdout) as { golden: { peak_hour: number | null; top_windows: { hour: number; count: number }[] } };
    // Only the timed record has an hour: 21, once (not a second record at midnight).
    expect(golden.golden.top_windows).toEqual([expect.objectContaining({ hour: 21, count: 1 })]);
    const tracker = spawnSync('python3', [join(SKILL_TOOLS, 'time_tracker.py'), 'analyze', 'a', '--golden', '--frequency', '--base-dir', c.base], { encoding: 'utf8' });
    expect(tracker.status, tracker.stderr).toBe(0);
    expect(tracker.stdout).toContain('21:00');
    expect(tracker.stdout).not.toContain('00:00  (');
  });
});
