import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { importChats } from '../../src/flows/chat-import.js';
import { loadAnalyze, preTicked, runAnalyze } from '../../src/flows/analyze.js';
import { whyScore } from '../../src/flows/why.js';
import { chatReport } from '../../src/present/chat-report.js';
import { whyText } from '../../src/present/why-text.js';
import { tempDir } from '../helpers/temp.js';
import { referenceMemory, referenceRebuild } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

// Export times are read in the local zone; the fixture's figures below are in UTC.
process.env.TZ = 'UTC';

const WECHAT = resolve(import.meta.dirname, '..', 'fixtures', 'chats', 'wechat.txt');

/** A crush with the bundled WeChat export imported (小美 opened 7 of 11 conversations, 4 of them late at night). */
async function importedCrush(now = () => new Date()) {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now });
  mem.create({ slug: 'xm', nickname: '小美' });
  const r = await importChats(mem, 'xm', { files: [WECHAT], target: '小美' }, (o) => chatReport(o, 'zh', new Date()));
  return { mem, r, base };
}

describe('chat import → proposed signals → analysis → why', () => {
  it('the import records its proposals with what was measured in a chat_imported event', async () => {
    const { mem, r } = await importedCrush();
    expect(r.proposals.map((p) => p.signal)).toEqual(['msg.initiates_often', 'msg.late_night']);
    expect(r.changed).toContain('events.jsonl');
    const e = mem.recent('xm', 1, ['chat_imported']).events[0];
    expect(e?.data).toMatchObject({
      report: r.report,
      files: ['wechat.txt'],
      from: '2026-03-02',
      to: '2026-03-10',
      messages: r.analysis.total,
      score: r.analysis.score,
      proposals: [
        { signal_id: 'msg.initiates_often', measure: 'initiative.high', value: 63.6, count: 7, of: 11 },
        { signal_id: 'msg.late_night', measure: 'late.some', value: 4 },
      ],
    });
  });

  it('the next analysis starts with them ticked; what the user keeps is recorded with its evidence, and why shows it under the signal', async () => {
    const { mem } = await importedCrush();
    const read = loadAnalyze(mem, 'xm');
    expect(read.proposed.map((p) => p.signal)).toEqual(['msg.initiates_often', 'msg.late_night']);
    expect(preTicked(read)).toEqual(['msg.initiates_often', 'msg.late_night']);
    // As the CLI runs it: the proposals ticked, one left out, one more ticked by hand.
    const done = await runAnalyze(mem, 'xm', { signals: ['offline.one_on_one'], proposals: true, untick: ['msg.late_night'], recheck: true });
    expect(done.score.items.map((i) => i.id).sort()).toEqual(['msg.initiates_often', 'offline.one_on_one']);
    expect(done.proposed.map((p) => [p.id, p.ticked])).toEqual([
      ['msg.initiates_often', true],
      ['msg.late_night', false],
    ]);
    const analysis = mem.recent('xm', 1, ['analysis_done']).events[0];
    expect(analysis?.data['signal_evidence']).toEqual({
      'msg.initiates_often': expect.objectContaining({ kind: 'chat', measure: 'initiative.high', value: 63.6, count: 7, of: 11, files: ['wechat.txt'], from: '2026-03-02', to: '2026-03-10' }),
    });
    const why = whyScore(mem, 'xm');
    expect(Object.keys(why.score?.evidence ?? {})).toEqual(['msg.initiates_often']);
    const zh = whyText(why, 'xm', 'zh').join('\n');
    expect(zh).toMatch(/\+3 {2}ta 每周主动找你聊天 3 次以上\n +依据：聊天记录 wechat\.txt（2026-03-02 至 2026-03-10）：11 次对话里 ta 开启了 7 次（63\.6%） · 报告 memories\/chats\//);
    const en = whyText(why, 'xm', 'en').join('\n');
    expect(en).toContain('From: chat wechat.txt (2026-03-02 to 2026-03-10): they opened 7 of 11 conversations (63.6%)');
    // Used: the next reading proposes nothing, the unticked one included.
    expect(loadAnalyze(mem, 'xm').proposed).toEqual([]);
  });

  it('without the proposals asked for (the TUI passes its ticks), only a ticked proposed signal carries its evidence', async () => {
    const { mem } = await importedCrush();
    await runAnalyze(mem, 'xm', { signals: ['msg.late_night'] });
    const data = mem.recent('xm', 1, ['analysis_done']).events[0]?.data;
    expect(data?.['signals']).toEqual(['msg.late_night']);
    expect(Object.keys(data?.['signal_evidence'] as object)).toEqual(['msg.late_night']);
  });

  it('a proposal 30 days old is no longer offered', async () => {
    let clock = new Date();
    const { mem } = await importedCrush(() => clock);
    expect(loadAnalyze(mem, 'xm').proposed).toHaveLength(2);
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    expect(loadAnalyze(mem, 'xm').proposed).toEqual([]);
  });

  itWithShared('the reference tools read a folder holding the import event and the evidence: timeline by its raw type, the same rebuild', async () => {
    const { mem, base } = await importedCrush();
    await runAnalyze(mem, 'xm', { signals: [], proposals: true });
    const timeline = referenceMemory(base, 'timeline', 'xm');
    expect(timeline).toMatch(/chat_imported/);
    expect(timeline).toMatch(/完成分析 {2}评分 6\/25/);
    expect(referenceRebuild(base, 'xm')).toMatchObject({ signal_score: 6 });
    expect(referenceMemory(base, 'events', 'xm', '--type', 'chat_imported')).toContain('"proposals"');
  });

  it('an unknown id to untick is refused, naming the field, and nothing is written', async () => {
    const { mem } = await importedCrush();
    const before = mem.recent('xm', 100).events.length;
    await expect(runAnalyze(mem, 'xm', { signals: [], proposals: true, untick: ['msg.nope'] })).rejects.toThrow(/untick/);
    expect(mem.recent('xm', 100).events.length).toBe(before);
  });
});
