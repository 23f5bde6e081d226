import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshCrush, eventLines, text, files, changedFiles } from './flow-helpers.js';
import { findRecord, gatherStory, loadQuit, reviewOf, runCorrection, runSearch, runSignal } from '../../src/flows/index.js';
import { InputError } from '../../src/model/index.js';
import { fieldSentence } from '../../src/present/index.js';

const refusal = async (p: Promise<unknown>): Promise<InputError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return err as InputError;
};

describe('a mistaken record is corrected, the log stays as written', () => {
  it('amend: the line itself is untouched, a record_corrected event names it, and every reader reads the new value', async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'green', content: '她请我喝了奶茶', score_delta: 3 });
    const raw = readFileSync(join(c.dir, 'events.jsonl'), 'utf8');
    const line = eventLines(c).findIndex((e) => e.type === 'signal_recorded') + 1;
    const out = await runCorrection(c.mem, c.slug, { ref: `#${line}`, action: 'amend', set: { content: '她请我喝了咖啡', score_delta: '2' }, reason: '记错了' });
    // Append-only: the old bytes are a prefix of the new file.
    const now = readFileSync(join(c.dir, 'events.jsonl'), 'utf8');
    expect(now.startsWith(raw)).toBe(true);
    const last = eventLines(c).at(-1) as { type: string; data: Record<string, unknown> };
    expect(last.type).toBe('record_corrected');
    expect(last.data).toMatchObject({ file: 'events.jsonl', line, action: 'amend', changes: { content: '她请我喝了咖啡', score_delta: 2 }, reason: '记错了', target_type: 'signal_recorded' });
    expect(out.after?.data['content']).toBe('她请我喝了咖啡');
    // Readers: the newest signals, state.md's signals section (it said what the log said), search.
    expect(c.mem.recent(c.slug, 5, ['signal_recorded']).events.map((e) => e.data['content'])).toEqual(['她请我喝了咖啡']);
    expect(text(c, 'state.md')).toContain('她请我喝了咖啡');
    expect(text(c, 'state.md')).not.toContain('奶茶');
    const found = await runSearch(c.mem, '咖啡');
    expect(found.total).toBeGreaterThan(0);
  });

  it("amend of a signal keeps a signals section written by hand: only the corrected signal's bullet changes, nothing when it has none", async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'green', content: '深夜发消息', score_delta: 3 });
    const state = text(c, 'state.md');
    const bullet = state.split('\n').find((l) => l.includes('深夜发消息')) as string;
    // Somebody (or the skill) keeps their own list of signals there.
    const mine = `${bullet}\n- 🟢 2026-04-01 ta 主动问周末有没有空\n- 🟡 2026-03-30 回复慢了一些`;
    writeFileSync(join(c.dir, 'state.md'), state.replace(bullet, mine));
    const line = eventLines(c).findIndex((e) => e.type === 'signal_recorded') + 1;
    // A score only: the bullet reads the same, the section is not touched.
    await runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: { score_delta: '2' } });
    expect(text(c, 'state.md')).toContain(mine);
    // The content: that bullet changes, the hand-written ones stay.
    await runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: { content: '深夜打了电话' } });
    const after = text(c, 'state.md');
    expect(after).toContain('ta 主动问周末有没有空');
    expect(after).toContain('回复慢了一些');
    expect(after).toContain('深夜打了电话');
    expect(after).not.toContain('深夜发消息');
    // Retracted: its bullet goes, the others stay.
    await runCorrection(c.mem, c.slug, { ref: String(line), action: 'void' });
    const gone = text(c, 'state.md');
    expect(gone).not.toContain('深夜打了电话');
    expect(gone).toContain('ta 主动问周末有没有空');
    expect(gone).toContain('回复慢了一些');
  });

  it('void: a retracted signal counts nowhere (newest signals, the whole-story review), but stays in the file', async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'red', content: '已读不回', score_delta: -2 });
    await runSignal(c.mem, c.slug, { direction: 'green', content: '主动约饭', score_delta: 3 });
    const before = reviewOf(await loadQuit(c.mem, c.slug), c.clock.peek());
    expect(before.reds).toBe(1);
    const line = eventLines(c).findIndex((e) => (e['data'] as Record<string, unknown>)['content'] === '已读不回') + 1;
    await runCorrection(c.mem, c.slug, { ref: `e:${line}`, action: 'void', reason: '看错人了' });
    expect(readFileSync(join(c.dir, 'events.jsonl'), 'utf8')).toContain('已读不回');
    const after = reviewOf(await loadQuit(c.mem, c.slug), c.clock.peek());
    expect(after.reds).toBe(0);
    expect(after.greens).toBe(1);
    // The correction itself is not one more record of the story.
    expect(after.events).toBe(before.events - 1);
    expect(c.mem.recent(c.slug, 5, ['signal_recorded']).events.map((e) => e.data['content'])).toEqual(['主动约饭']);
    expect(text(c, 'state.md')).not.toContain('已读不回');
    // The export is the story as corrected too.
    const story = await gatherStory(c.mem, c.slug, c.clock.peek());
    expect(JSON.stringify(story.events)).not.toContain('已读不回');
    expect(JSON.stringify(story.events)).toContain('主动约饭');
  });

  it('a stage change retracted: state.md and the rebuild go back to the stage before it', async () => {
    const c = freshCrush();
    const { runAdjust } = await import('../../src/flows/index.js');
    await runAdjust(c.mem, c.slug, { stage: '升温期', reason: '手动调整' } as never).catch(() => undefined);
    const lines = eventLines(c);
    const at = lines.findIndex((e) => e['type'] === 'stage_changed' && (e['data'] as Record<string, unknown>)['to'] === '升温期');
    if (at < 0) {
      // Written by hand as another tool would.
      const ts = '2026-04-10T10:00:00';
      writeFileSync(join(c.dir, 'events.jsonl'), `${readFileSync(join(c.dir, 'events.jsonl'), 'utf8')}{"ts": "${ts}", "type": "stage_changed", "data": {"from": "未知", "to": "升温期", "trigger": "手动"}}\n`);
    }
    const stageLine = eventLines(c).findIndex((e) => e['type'] === 'stage_changed' && (e['data'] as Record<string, unknown>)['to'] === '升温期') + 1;
    const stageBefore = (await c.mem.rebuild(c.slug)).state.current_stage;
    expect(stageBefore).toBe('升温期');
    await runCorrection(c.mem, c.slug, { ref: `#${stageLine}`, action: 'void' });
    const rebuilt = (await c.mem.rebuild(c.slug)).state.current_stage;
    expect(rebuilt).not.toBe('升温期');
    expect(c.mem.state(c.slug).fields.current_stage).toBe(rebuilt);
  });

  it('interactions: amended and retracted records are read as corrected by the counts and the tail', async () => {
    const c = freshCrush();
    await c.mem.logInteraction(c.slug, { ts: '2026-04-09T20:00:00', type: 'chat_sent', data: { duration_min: 30, initiator: 'me' } });
    await c.mem.logInteraction(c.slug, { ts: '2026-04-09T22:00:00', type: 'call', data: { duration_min: 10, initiator: 'them' } });
    await runCorrection(c.mem, c.slug, { ref: 'i:1', action: 'amend', set: { duration_min: '45', location: '学校' } });
    await runCorrection(c.mem, c.slug, { ref: 'i:2', action: 'void' });
    const tail = c.mem.recentInteractions(c.slug, 10);
    expect(tail).toHaveLength(1);
    expect(tail[0]).toMatchObject({ type: 'chat_sent', amended: true, data: { duration_min: 45, location: '学校' } });
    expect(JSON.parse(text(c, 'meta.json'))).toMatchObject({ interaction_count: 1 });
    // interactions.jsonl itself is as written.
    expect(text(c, 'interactions.jsonl').split('\n').filter(Boolean)).toHaveLength(2);
  });

  it('refs: by time stamp when it names one record, refused naming both when it names two', async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'green', content: 'A', score_delta: 1, at: '2026-04-08T12:30' });
    const found = await findRecord(c.mem, c.slug, '2026-04-08T12:30');
    expect(found.record.data['content']).toBe('A');
    await c.mem.logInteraction(c.slug, { ts: '2026-04-08T12:30:00', type: 'chat', data: {} });
    const err = await refusal(findRecord(c.mem, c.slug, '2026-04-08 12:30'));
    expect(err.issues[0]?.kind).toBe('ambiguous');
    expect(fieldSentence(err.issues[0] as never, 'zh')).toMatch(/i:1/);
  });

  it('bad input is refused field by field in the user’s language, and no file changes', async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'green', content: 'A', score_delta: 1 });
    const line = eventLines(c).findIndex((e) => e.type === 'signal_recorded') + 1;
    const before = files(c.dir);
    const cases: [() => Promise<unknown>, string][] = [
      [() => runCorrection(c.mem, c.slug, { ref: '999', action: 'void' }), 'no-record'],
      [() => runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: { colour: 'red' } }), 'no-field'],
      [() => runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: { score_delta: '99' } }), ''],
      [() => runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: { ts: 'yesterday-ish' } }), ''],
      [() => runCorrection(c.mem, c.slug, { ref: String(line), action: 'amend', set: {} }), 'required'],
    ];
    for (const [p, kind] of cases) {
      const err = await refusal(p());
      const issue = err.issues[0];
      expect(issue).toBeDefined();
      if (kind) expect(issue?.kind).toBe(kind);
      const zh = fieldSentence(issue as never, 'zh');
      const en = fieldSentence(issue as never, 'en');
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(en).not.toMatch(/[\u4e00-\u9fff]{2}/);
    }
    expect(changedFiles(before, files(c.dir))).toEqual([]);
    // A correction is not itself corrected.
    await runCorrection(c.mem, c.slug, { ref: String(line), action: 'void' });
    const own = eventLines(c).length;
    expect((await refusal(runCorrection(c.mem, c.slug, { ref: String(own), action: 'void' }))).issues[0]?.kind).toBe('a-correction');
  });
});
