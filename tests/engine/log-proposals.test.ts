import { describe, expect, it } from 'vitest';
import { SIGNALS } from '../../src/engine/catalog-signals.js';
import {
  CITED_MEETUPS,
  CITED_RECORDS,
  evidenceListOf,
  interactionProposals,
  LOG_SIGNAL_MAP,
  mergeProposals,
  photoEvidence,
  PROPOSAL_DAYS,
  signalEvidenceOf,
  storedEvidence,
  type ChatEvidence,
  type PendingProposal,
} from '../../src/engine/chat/proposals.js';
import type { Meetup } from '../../src/engine/photos.js';
import { wallTime } from '../../src/engine/rhythm.js';

const DAY = 86_400_000;
const SIGNAL_IDS = new Set<string>(SIGNALS.map((s) => s.id));
/** The wall clock of the tests: 2026-12-03 12:00. */
const NOW = wallTime('2026-12-03T12:00:00') as number;
const ts = (daysAgo: number, hour = 12, minute = 0) => {
  const d = new Date(NOW - daysAgo * DAY);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(hour)}:${p(minute)}:00`;
};
const rec = (daysAgo: number, type: string, data: Record<string, unknown> = {}, hour = 12) => ({ ts: ts(daysAgo, hour), type, data });
const them = (daysAgo: number, hour = 12, type = 'chat_received') => rec(daysAgo, type, { initiator: 'them', content_summary: `chat ${daysAgo}` }, hour);
const signals = (records: Parameters<typeof interactionProposals>[0], since: number | null = null) => interactionProposals(records, since, NOW).map((p) => p.signal);

describe('logged interactions → catalog signals (one table)', () => {
  it('maps only to signals of the catalog, each measure once', () => {
    const measures = LOG_SIGNAL_MAP.map((r) => r.measure);
    expect(new Set(measures).size).toBe(measures.length);
    for (const r of LOG_SIGNAL_MAP) {
      for (const v of [0, 1, 3, 10]) expect(SIGNAL_IDS.has(typeof r.signal === 'function' ? r.signal(v) : r.signal)).toBe(true);
    }
  });

  it('chats they started: 3 or more a week is "often", two in a window "now and then", one is no habit', () => {
    // Three in the last 4 days: a window under a week counts as one week.
    expect(signals([them(1), them(2), them(4)])).toEqual(['msg.initiates_often']);
    // Four over 3 weeks (the window starts at the first record): 1.3 a week.
    const sometimes = interactionProposals([them(21), them(14), them(7), them(1)], null, NOW);
    expect(sometimes.map((p) => p.signal)).toEqual(['msg.initiates_sometimes']);
    expect(sometimes[0]?.evidence).toMatchObject({ kind: 'interactions', measure: 'log.initiates', value: 1.3, count: 4, from: ts(21), to: ts(1) });
    expect(signals([them(3)])).toEqual([]);
    // A chat you started, or a meeting, is not a chat they started.
    expect(signals([rec(1, 'chat_sent', { initiator: 'me' }), rec(2, 'meeting', { initiator: 'them' }), them(3)])).toEqual(['offline.one_on_one']);
  });

  it('of 5 or more conversations with their starter logged, under 20% theirs: they rarely start (not "now and then")', () => {
    const mine = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => rec(d, 'chat_sent', { initiator: 'me' }));
    const rarely = interactionProposals([...mine, them(10), them(11)], null, NOW);
    expect(rarely.map((p) => p.signal)).toEqual(['yellow.rarely_starts']);
    expect(rarely[0]?.evidence).toMatchObject({ measure: 'log.rarely_starts', value: 18.2, count: 2, of: 11 });
    // 20% is not under 20%: two they started stand as "now and then".
    expect(signals([...mine.slice(0, 3), them(9), them(10)])).toEqual(['msg.initiates_sometimes']);
    // Four conversations are too few to say "rarely".
    expect(signals(mine.slice(0, 4))).toEqual([]);
  });

  it('late at night: two or more they started from 22:00 to 02:59', () => {
    expect(signals([them(3, 22), them(2, 2)])).toEqual(['msg.initiates_sometimes', 'msg.late_night']);
    expect(signals([them(3, 22), them(2, 3)])).toEqual(['msg.initiates_sometimes']);
    // A record of a day alone has no hour.
    expect(signals([them(3, 23), { ts: ts(2).slice(0, 10), type: 'chat_received', data: { initiator: 'them' } }])).not.toContain('msg.late_night');
    // Late messages of yours are not theirs.
    expect(signals([rec(3, 'chat_sent', { initiator: 'me' }, 23), rec(2, 'chat_sent', { initiator: 'me' }, 23)])).toEqual([]);
  });

  it('slow replies: three or more whose reply_after averages over an hour', () => {
    const reply = (d: number, min: number) => rec(d, 'chat_received', { reply_delay_min: min });
    const slow = interactionProposals([reply(3, 50), reply(2, 70), reply(1, 90)], null, NOW);
    expect(slow.map((p) => p.signal)).toEqual(['msg.read_no_reply']);
    expect(slow[0]?.evidence).toMatchObject({ measure: 'log.slow_replies', value: 70, count: 3 });
    expect(slow[0]?.evidence.kind === 'interactions' && slow[0].evidence.records.map((r) => r.reply_after)).toEqual([50, 70, 90]);
    // An hour exactly is not over it; two replies are too few.
    expect(signals([reply(3, 60), reply(2, 60), reply(1, 60)])).toEqual([]);
    expect(signals([reply(2, 300), reply(1, 300)])).toEqual([]);
  });

  it('a meeting they initiated: they create a one-on-one; the evidence cites the record (ts, type, initiator, summary)', () => {
    const met = interactionProposals([rec(2, 'meeting', { initiator: 'them', content_summary: '一起看电影' }), rec(1, 'meeting', { initiator: 'me' })], null, NOW);
    expect(met).toEqual([
      {
        signal: 'offline.one_on_one',
        evidence: { kind: 'interactions', measure: 'log.meeting', value: 1, count: 1, from: ts(2), to: ts(2), records: [{ ts: ts(2), type: 'meeting', initiator: 'them', summary: '一起看电影' }] },
      },
    ]);
  });

  it(`the window: after the latest analysis, within ${PROPOSAL_DAYS} days, what happened (planned and future records left out)`, () => {
    const records = [them(40), them(35), them(5), them(4), them(3)];
    expect(interactionProposals(records, null, NOW)[0]?.evidence).toMatchObject({ count: 3, from: ts(5) });
    // An analysis 2.5 days ago used what came before it.
    expect(interactionProposals(records, NOW - 2.5 * DAY, NOW)).toEqual([]);
    expect(signals([them(2), { ...them(1), data: { initiator: 'them', planned: true } }, { ...them(-1) }])).toEqual([]);
  });

  it(`cites at most the newest ${CITED_RECORDS} records, counting them all`, () => {
    const many = Array.from({ length: 12 }, (_, i) => them(12 - i));
    const e = interactionProposals(many, null, NOW)[0]?.evidence;
    expect(e?.kind === 'interactions' && [e.count, e.records.length, e.records[0]?.ts, e.to]).toEqual([12, CITED_RECORDS, ts(8), ts(1)]);
  });
});

describe('a chat and the log propose the same or rival signals: the newest evidence stands', () => {
  const chat = (to: string, signal: PendingProposal['signal'] = 'msg.initiates_often'): PendingProposal<ChatEvidence> => ({
    signal,
    evidence: { kind: 'chat', measure: 'initiative.high', value: 60, files: ['w.txt'], report: 'memories/chats/w.md', from: '2026-11-01', to, imported_at: ts(0) },
  });
  const logged = interactionProposals([them(3), them(2, 23), them(1, 23)], null, NOW);

  it('the log reaching later than the chat wins its rival; what only one proposes stays', () => {
    const merged = mergeProposals([chat(ts(10).slice(0, 10), 'msg.initiates_sometimes'), chat(ts(10).slice(0, 10), 'msg.extends_topics')], logged);
    expect(merged.map((p) => [p.signal, p.evidence.kind])).toEqual([
      ['msg.extends_topics', 'chat'],
      ['msg.initiates_often', 'interactions'],
      ['msg.late_night', 'interactions'],
    ]);
  });

  it('a chat whose last day is the log’s last day stands (it read the whole day); a later chat stands too', () => {
    for (const to of [ts(1).slice(0, 10), ts(0).slice(0, 10)]) {
      const merged = mergeProposals([chat(to)], logged);
      expect(merged.map((p) => [p.signal, p.evidence.kind])).toEqual([
        ['msg.initiates_often', 'chat'],
        ['msg.late_night', 'interactions'],
      ]);
    }
  });

  it('with nothing logged the chats’ proposals are as they were', () => {
    const only = [chat('2026-11-20')];
    expect(mergeProposals(only, [])).toEqual(only);
  });
});

describe('photo meetups as evidence', () => {
  const meetup = (daysAgo: number, photos = 3): Meetup => {
    const day = ts(daysAgo).slice(0, 10);
    return { date: day, start: '14:00', end: '16:30', durationMin: 150, photoCount: photos, gps: null, photos: Array.from({ length: photos }, (_, i) => `${day}/${i}.jpg`) };
  };

  it('cites the meetups since the previous analysis within the window, the first few file names of each', () => {
    const e = photoEvidence([meetup(40), meetup(9, 5), meetup(2, 2)], null, NOW);
    expect(e).toEqual({
      kind: 'photos',
      meetups: [
        { date: ts(9).slice(0, 10), start: '14:00', end: '16:30', photo_count: 5, photos: [0, 1, 2].map((i) => `${ts(9).slice(0, 10)}/${i}.jpg`) },
        { date: ts(2).slice(0, 10), start: '14:00', end: '16:30', photo_count: 2, photos: [0, 1].map((i) => `${ts(2).slice(0, 10)}/${i}.jpg`) },
      ],
    });
    expect(photoEvidence([meetup(9), meetup(2)], NOW - 5 * DAY, NOW)?.meetups).toHaveLength(1);
    expect(photoEvidence([meetup(9)], NOW - 5 * DAY, NOW)).toBeNull();
    expect(photoEvidence(Array.from({ length: 8 }, (_, i) => meetup(8 - i)), null, NOW)?.meetups).toHaveLength(CITED_MEETUPS);
  });
});

describe('stored evidence read back', () => {
  it('reads each kind this program writes, one object or a list, and nothing else', () => {
    const logged = interactionProposals([rec(2, 'meeting', { initiator: 'them' })], null, NOW)[0]?.evidence;
    const photos = { kind: 'photos', meetups: [{ date: '2026-12-01', start: '14:00', end: '15:00', photo_count: 2, photos: ['a.jpg', 'b.jpg'] }] };
    expect(signalEvidenceOf(JSON.parse(JSON.stringify(logged)))).toEqual(logged);
    expect(evidenceListOf(JSON.parse(JSON.stringify(storedEvidence([logged as never, photos as never]))))).toEqual([logged, photos]);
    expect(storedEvidence([photos as never])).toEqual(photos);
    expect(evidenceListOf({ kind: 'interactions', measure: 'log.made_up', value: 1, count: 1, from: 'x', to: 'y' })).toEqual([]);
    expect(evidenceListOf({ kind: 'photos', meetups: [{ date: 'someday', photo_count: 1 }] })).toEqual([]);
    expect(evidenceListOf([null, 'x', { kind: 'other' }])).toEqual([]);
  });
});
