import { describe, expect, it } from 'vitest';
import { conversationOpenings, countOpenings, CONVERSATION_GAP_MS, recordOpenings, whoStarts } from '../../src/engine/who-starts.js';

const MIN = 60_000;
const ts = (min: number) => {
  const d = new Date(Date.UTC(2026, 4, 1) + min * MIN);
  return d.toISOString().slice(0, 19);
};
const sent = (min: number, extra = {}) => ({ ts: ts(min), type: 'chat_sent', data: { is_initiator: true, ...extra } });
const got = (min: number) => ({ ts: ts(min), type: 'chat_received', data: { is_initiator: false } });

describe('who starts: per conversation, an hour of quiet apart', () => {
  it('a chat after more than an hour of quiet opens a conversation; exactly an hour does not', () => {
    expect(CONVERSATION_GAP_MS).toBe(60 * MIN);
    const o = conversationOpenings([0, 30, 90, 151, 300].map((m) => m * MIN), [1, 0, 0, 0, 0]);
    expect(o.map((x) => [x.at / MIN, x.mine])).toEqual([[0, true], [151, false], [300, false]]);
  });

  it('sorts by time, and chats at the same moment keep the order given', () => {
    expect(conversationOpenings([200 * MIN, 0, 0], [1, 1, 0]).map((x) => x.mine)).toEqual([true, true]);
    expect(conversationOpenings([200 * MIN, 0, 0], [1, 0, 1]).map((x) => x.mine)).toEqual([false, true]);
  });

  it('records: only chats with a known writer that happened; other records neither open nor join one', () => {
    const records = [got(0), { ts: ts(50), type: 'meeting', data: { is_initiator: true } }, sent(100, { planned: true }), sent(130), { ts: 'soon', type: 'chat_sent', data: { is_initiator: true } }, { ts: ts(400), type: 'chat_sent', data: {} }];
    expect(recordOpenings(records).map((x) => [x.at, x.mine])).toEqual([[Date.UTC(2026, 4, 1), false], [Date.UTC(2026, 4, 1) + 130 * MIN, true]]);
  });

  it('a window counts the conversations begun in it: a reply inside it to one begun before counts nowhere', () => {
    const records = [got(0), sent(30), sent(200), got(400)];
    const from = Date.UTC(2026, 4, 1) + 10 * MIN;
    expect(whoStarts(records, from)).toEqual({ conversations: 2, you: 1, them: 1, percent: 50 });
    expect(whoStarts(records)).toEqual({ conversations: 3, you: 1, them: 2, percent: 33 });
    expect(countOpenings([])).toEqual({ conversations: 0, you: 0, them: 0, percent: null });
  });
});
