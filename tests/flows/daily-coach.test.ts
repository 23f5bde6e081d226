import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { dailyKind, type DailyFacts } from '../../src/engine/index.js';
import { openMemory } from '../../src/memory/index.js';
import { runDaily } from '../../src/flows/index.js';
import { dailyText } from '../../src/present/report-score.js';
import { tempDir } from '../helpers/temp.js';

const facts = (f: Partial<DailyFacts> = {}): DailyFacts => ({
  stage: '升温期',
  score: 14,
  daysSinceInteraction: 1,
  lastInitiators: [],
  occasionSoon: false,
  daysInStage: 5,
  ...f,
});

describe("the daily coach's kinds", () => {
  it('catches an occasion first, breaks a long-set pattern, waits after three of yours, reaches out after three quiet days', () => {
    expect(dailyKind(facts({ occasionSoon: true, daysSinceInteraction: 9 }))).toBe('opportunity');
    expect(dailyKind(facts({ stage: '暧昧期', daysInStage: 40 }))).toBe('break');
    expect(dailyKind(facts({ stage: '暧昧期', daysInStage: 20 }))).toBe('self');
    expect(dailyKind(facts({ lastInitiators: ['them', 'me', 'me', 'me'], daysSinceInteraction: 5 }))).toBe('wait');
    expect(dailyKind(facts({ daysSinceInteraction: 3 }))).toBe('reach');
    expect(dailyKind(facts({ daysSinceInteraction: null }))).toBe('reach');
    expect(dailyKind(facts({ stage: '友谊区', score: 4, daysInStage: 3 }))).toBe('wait');
    expect(dailyKind(facts({ stage: '破冰期', score: 4 }))).toBe('self');
  });

  it('says weekday or weekend, one reminder, and a nudge when the last reading is a week old', async () => {
    const base = join(tempDir(), 'crushes');
    const saturday = new Date(2026, 4, 2, 10, 0);
    const mem = openMemory({ baseDir: base, now: () => saturday });
    mem.create({ slug: 'a', nickname: 'A' });
    const r = await runDaily(mem, 'a');
    expect(r.dayType).toBe('weekend');
    expect(r.nudge).toBeNull();
    const text = dailyText(r, 'a', 'en').join('\n');
    // A day for yourself: the weekend's line about meeting them is not beside it.
    expect(text).toContain('Yourself first');
    expect(text).not.toContain('A weekend: good for meeting');
    expect(text).toContain('No signal reading yet');
    expect(text).toMatch(/💡 For today: /);
  });

  it('holds a break once more the same day, then gives advice with a warning', async () => {
    const base = join(tempDir(), 'crushes');
    let minute = 0;
    const mem = openMemory({ baseDir: base, now: () => new Date(2026, 4, 4, 9, minute) });
    mem.create({ slug: 'a', nickname: 'A' });
    const seen: [boolean, string | null][] = [];
    for (let i = 0; i < 5; i += 1) {
      minute += 1;
      const r = await runDaily(mem, 'a');
      seen.push([r.burnout.tookBreak, r.firm]);
      if (r.firm === 'warning') expect(dailyText(r, 'a', 'zh').join('\n')).toContain('⚠️ 今天的状态不太适合追求动作');
      if (r.firm === 'again') expect(r.suggestion.id).toMatch(/^rest\./);
    }
    // The third daily of the day is told to rest; asked again it holds; the next gets advice with a warning.
    expect(seen).toEqual([[false, null], [false, null], [true, null], [true, 'again'], [true, 'warning']]);
  });
});

describe('daily with no crush named', () => {
  it('gives one line per crush that is not archived, each from its own day, and records nothing', async () => {
    const { dailyOverview, runArchive, runOutcome } = await import('../../src/flows/index.js');
    const { dailyOverviewText } = await import('../../src/present/report-score.js');
    const { treeHash } = await import('../helpers/temp.js');
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: () => new Date(2026, 4, 2, 10, 0) });
    for (const slug of ['a', 'b', 'gone']) mem.create({ slug, nickname: slug.toUpperCase() });
    await runOutcome(mem, 'b', { outcome: 'no' });
    await runArchive(mem, 'gone', true);
    const before = treeHash(base);
    const lines = dailyOverview(mem);
    expect(lines.map((l) => [l.slug, 'report' in l ? l.report.kind : 'error'])).toEqual([
      ['a', 'self'],
      ['b', 'respect'],
    ]);
    expect(treeHash(base)).toBe(before);
    const zh = dailyOverviewText(lines, 'zh');
    expect(zh[0]).toBe('☀️ 今天 · 每个 ta 一条');
    expect(zh[2]).toMatch(/^ {2}B \(b\) {2}🕊️ 尊重期 · /);
    expect(dailyOverviewText([], 'en')).toEqual(['No crushes yet: simp init <slug> makes one.']);
  });
});
