import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { upcoming, type RespectPeriod, type UpcomingFacts } from '../../src/engine/index.js';
import { openMemory } from '../../src/memory/index.js';
import { runArchive, runCrisis, runUpcoming } from '../../src/flows/index.js';
import { upcomingText } from '../../src/present/upcoming-text.js';
import { upcomingIcs } from '../../src/present/upcoming-ics.js';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { DAY } from './flow-helpers.js';

const now = new Date(2026, 11, 2, 10, 0, 0);
const ago = (days: number) => now.getTime() - days * DAY;
const facts = (f: Partial<UpcomingFacts> = {}): UpcomingFacts => ({ slug: 'a', nickname: 'A', stage: '升温期', dates: [], lastContactMs: null, lastAnalysisMs: null, crises: [], respect: null, ...f });

describe('what is coming', () => {
  it('dates, contact against the stage, an analysis due and a crisis follow-up, soonest first, within the window', () => {
    const items = upcoming(
      [
        facts({ dates: [{ kind: 'birthday', month: 12, day: 5, text: '她的生日是12月5日' }], lastContactMs: ago(4), lastAnalysisMs: ago(10) }),
        facts({ slug: 'b', nickname: 'B', stage: '破冰期', lastContactMs: ago(1), crises: [{ code: 'C-7', ms: ago(2) }] }),
      ],
      now,
    );
    expect(items.map((i) => [i.slug, i.kind, i.date, i.overdue])).toEqual([
      // 升温期 allows two quiet days: four are two overdue, dated today.
      ['a', 'contact', '2026-12-02', 2],
      ['b', 'contact', '2026-12-04', 0],
      ['a', 'birthday', '2026-12-05', 0],
      ['a', 'analysis', '2026-12-06', 0],
      ['b', 'crisis', '2026-12-07', 0],
    ]);
    expect(items[0]?.due).toBe('2026-11-30');
    expect(upcoming([facts({ dates: [{ kind: 'birthday', month: 12, day: 25, text: 'x' }] })], now, 14)).toEqual([]);
    expect(upcoming([facts({ dates: [{ kind: 'birthday', month: 12, day: 25, text: 'x' }] })], now, 30)).toHaveLength(1);
  });

  it('while a period of respect holds, nothing that reaches out is listed: only its end and the playbook follow-ups', () => {
    const respect: RespectPeriod = { reason: 'outcome_no', since: '2026-11-25T10:00:00', startMs: ago(7), endMs: ago(7) + 28 * DAY, daysLeft: 21 };
    const items = upcoming([facts({ dates: [{ kind: 'birthday', month: 12, day: 5, text: 'b' }], lastContactMs: ago(9), lastAnalysisMs: ago(30), crises: [{ code: 'C-1', ms: ago(6) }], respect })], now, 30);
    expect(items.map((i) => [i.kind, i.date])).toEqual([
      ['crisis', '2026-12-03'],
      ['respect_end', '2026-12-23'],
      ['crisis', '2026-12-24'],
    ]);
  });
});

describe('simp upcoming', () => {
  it('reads every crush that is not archived, says why and what to run, in zh and en; --ics keeps its UIDs from one run to the next', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'lin', nickname: '林' });
    mem.create({ slug: 'old', nickname: '旧' });
    await mem.appendProfileSection('lin', '## 注意事项', '她的生日是12月5日，记得提前准备');
    await mem.appendProfileSection('old', '## 注意事项', '他的生日是12月4日');
    await runArchive(mem, 'old', true);
    await runCrisis(mem, 'lin', { type: 'C-7', what: '她说要想一想' });
    const r = runUpcoming(mem, 14);
    expect(r.items.map((i) => [i.slug, i.kind])).toEqual([
      ['lin', 'birthday'],
      ['lin', 'crisis'],
    ]);
    const zh = upcomingText(r, 'zh').join('\n');
    expect(zh).toContain('12-05（3 天后）  🎂 林 (lin)  生日：她的生日是12月5日');
    expect(zh).toContain('→ simp crisis lin --playbook C-7');
    expect(upcomingText(r, 'en').join('\n')).toContain('12-09 (in 7 days)  🆘 林 (lin)  day 7 after C-7');
    const uids = (text: string) => [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    const first = upcomingIcs(r, 'zh', now);
    expect(first).toMatch(/^BEGIN:VCALENDAR/);
    expect(first).toContain('DTSTART;VALUE=DATE:20261205');
    expect(uids(first)).toHaveLength(2);
    expect(uids(upcomingIcs(runUpcoming(mem, 14), 'zh', new Date(now.getTime() + 3600_000)))).toEqual(uids(first));
  });

  it('writes the calendar where asked and refuses a bad --days with exit 2', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['init', 'lin', '--nickname', '林', '--base-dir', base]).code).toBe(0);
    const out = join(tempDir(), 'simp.ics');
    const ok = simp(['upcoming', '--ics', out, '--base-dir', base]);
    expect(ok.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const bad = simp(['upcoming', '--days', 'soon', '--base-dir', base]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days');
  });
});
