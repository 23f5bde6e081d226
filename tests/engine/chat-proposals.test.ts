import { describe, expect, it } from 'vitest';
import { SIGNALS } from '../../src/engine/catalog-signals.js';
import type { ChatAnalysis } from '../../src/engine/chat/analyze.js';
import { CHAT_SIGNAL_MAP, chatEvidenceOf, chatProposals, pendingProposals, PROPOSAL_DAYS } from '../../src/engine/chat/proposals.js';

const DAY = 86_400_000;
const SIGNAL_IDS = new Set<string>(SIGNALS.map((s) => s.id));
const isSignal = (id: string) => SIGNAL_IDS.has(id);

/** The parts of a chat's analysis the proposals read. */
function analysis(signals: ChatAnalysis['signals'], o: { days?: number; theyOpened?: number; youOpened?: number } = {}): ChatAnalysis {
  const first = Date.UTC(2026, 10, 2);
  return {
    signals,
    firstDay: first,
    lastDay: first + (o.days ?? 14) * DAY,
    initiative: { target: o.theyOpened ?? 8, user: o.youOpened ?? 4, targetPercent: 66.7, userPercent: 33.3 },
  } as ChatAnalysis;
}

describe('chat measurements → catalog signals', () => {
  it('maps only to signals of the catalog, and each measurement at most once', () => {
    const measures = CHAT_SIGNAL_MAP.map((r) => r.measure);
    expect(new Set(measures).size).toBe(measures.length);
    const a = analysis([]);
    for (const r of CHAT_SIGNAL_MAP) expect(SIGNAL_IDS.has(typeof r.signal === 'function' ? r.signal(a) : r.signal)).toBe(true);
    // No honest match: left out.
    for (const m of ['reply.fast', 'reply.prompt', 'trend.faster', 'trend.slower', 'length.longer']) expect(measures).not.toContain(m);
  });

  it('proposes the signals with the figure measured; "often" needs 3 or more openings a week', () => {
    const often = chatProposals(analysis([{ id: 'initiative.high', value: 66.7 }, { id: 'late.often', value: 6 }, { id: 'followup.often', value: 12 }, { id: 'reply.slow', value: 5400 }, { id: 'length.longer', value: 40 }]));
    expect(often).toEqual([
      { signal: 'msg.initiates_often', measure: 'initiative.high', value: 66.7, count: 8, of: 12 },
      { signal: 'msg.late_night', measure: 'late.often', value: 6 },
      { signal: 'msg.extends_topics', measure: 'followup.often', value: 12 },
      { signal: 'msg.read_no_reply', measure: 'reply.slow', value: 5400 },
    ]);
    // 8 openings over 8 weeks is one a week: they start "now and then".
    expect(chatProposals(analysis([{ id: 'initiative.high', value: 66.7 }], { days: 56 }))[0]?.signal).toBe('msg.initiates_sometimes');
    expect(chatProposals(analysis([{ id: 'initiative.none', value: 10 }]))[0]?.signal).toBe('yellow.rarely_starts');
    expect(chatProposals(analysis([{ id: 'reply.fast', value: 30 }, { id: 'trend.faster', value: 0 }]))).toEqual([]);
    // They never wrote (a one-sided export): nothing of theirs to propose.
    expect(chatProposals({ ...analysis([{ id: 'initiative.none', value: 0 }]), fromTarget: 0 })).toEqual([]);
  });
});

describe('open proposals', () => {
  const now = new Date(2026, 11, 3, 12, 0, 0);
  const at = (daysAgo: number) => {
    const d = new Date(now.getTime() - daysAgo * DAY);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:00`;
  };
  const imported = (daysAgo: number, proposals: unknown[], file = 'wechat.txt') => ({
    ts: at(daysAgo),
    type: 'chat_imported',
    data: { report: `memories/chats/${file}.md`, files: [file], from: '2026-11-01', to: '2026-11-20', proposals },
  });
  const late = { signal_id: 'msg.late_night', measure: 'late.often', value: 6 };
  const often = { signal_id: 'msg.initiates_often', measure: 'initiative.high', value: 70, count: 7, of: 10 };
  const sometimes = { signal_id: 'msg.initiates_sometimes', measure: 'initiative.some', value: 40, count: 4, of: 10 };

  it('an import after the latest analysis proposes its signals, with the evidence', () => {
    const open = pendingProposals([{ ts: at(5), type: 'analysis_done', data: {} }, imported(2, [often, late])], now, isSignal);
    expect(open.map((p) => p.signal)).toEqual(['msg.initiates_often', 'msg.late_night']);
    expect(open[0]?.evidence).toEqual({ kind: 'chat', measure: 'initiative.high', value: 70, count: 7, of: 10, files: ['wechat.txt'], report: 'memories/chats/wechat.txt.md', from: '2026-11-01', to: '2026-11-20', imported_at: at(2) });
  });

  it('an analysis after the import uses them: none is proposed again', () => {
    expect(pendingProposals([imported(3, [often, late]), { ts: at(1), type: 'analysis_done', data: {} }], now, isSignal)).toEqual([]);
  });

  it('the same chat imported again after an analysis used it proposes nothing again; another chat does', () => {
    const again = [imported(6, [often, late]), { ts: at(4), type: 'analysis_done', data: {} }, imported(2, [often, late])];
    expect(pendingProposals(again, now, isSignal)).toEqual([]);
    const other = { ...imported(2, [late], 'other.txt'), data: { ...imported(2, [late], 'other.txt').data, from: '2026-11-21', to: '2026-12-01' } };
    expect(pendingProposals([imported(6, [often, late]), { ts: at(4), type: 'analysis_done', data: {} }, other], now, isSignal).map((p) => p.signal)).toEqual(['msg.late_night']);
  });

  it(`an import older than ${PROPOSAL_DAYS} days proposes nothing`, () => {
    expect(pendingProposals([imported(PROPOSAL_DAYS + 1, [late])], now, isSignal)).toEqual([]);
    expect(pendingProposals([imported(PROPOSAL_DAYS - 1, [late])], now, isSignal)).toHaveLength(1);
  });

  it('the newest import stands: its evidence for a signal proposed twice, its item of an exclusive group', () => {
    const open = pendingProposals([imported(4, [often, { ...late, value: 9 }], 'old.txt'), imported(1, [sometimes, late], 'new.txt')], now, isSignal);
    expect(open.map((p) => [p.signal, p.evidence.files[0]])).toEqual([
      ['msg.initiates_sometimes', 'new.txt'],
      ['msg.late_night', 'new.txt'],
    ]);
  });

  it('leaves out what is not in the shape this program writes', () => {
    const open = pendingProposals([imported(1, [{ signal_id: 'msg.nope', measure: 'late.often', value: 1 }, { signal_id: 'msg.late_night', measure: 'made.up', value: 1 }, { signal_id: 'msg.late_night' }, null, 'x'])], now, isSignal);
    expect(open).toEqual([]);
    expect(chatEvidenceOf({ kind: 'risk' })).toBeNull();
    expect(chatEvidenceOf([1])).toBeNull();
  });
});
