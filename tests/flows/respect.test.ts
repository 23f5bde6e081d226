import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESPECT_ACTIONS, RESPECT_DAYS, respectPeriod, type EngineEvent } from '../../src/engine/index.js';
import { runAnalyze, runCrisis, runDaily, runOutcome, runProgress, runRespect } from '../../src/flows/index.js';
import { lintDraft, workshop } from '../../src/flows/message.js';
import { dailyText, progressText } from '../../src/present/report-score.js';
import { lintText, workshopText } from '../../src/present/report-other.js';
import { respectText } from '../../src/present/respect-text.js';
import { DAY, freshCrush } from './flow-helpers.js';

const at = (day: number, type: string, data: Record<string, unknown>): EngineEvent => ({ ts: `2026-05-${String(day).padStart(2, '0')}T10:00:00`, type, data });
const may = (day: number) => new Date(2026, 4, day, 12, 0, 0);

describe('when a period of respect holds', () => {
  it('begins after a no, a C-1 crisis or a let-go verdict; other crises and verdicts do not begin one', () => {
    expect(respectPeriod([at(1, 'confess_outcome', { outcome: 'no' })], may(2))?.reason).toBe('outcome_no');
    expect(respectPeriod([at(1, 'crisis_handled', { crisis_type: 'C-1 明确被拒', resolution: '' })], may(2))?.reason).toBe('crisis_c1');
    // Another tool may write the bare code.
    expect(respectPeriod([at(1, 'crisis_handled', { crisis_type: 'C-1', resolution: '' })], may(2))?.reason).toBe('crisis_c1');
    expect(respectPeriod([at(1, 'quit_evaluated', { verdict: 'let_go', reason: '' })], may(2))?.reason).toBe('let_go');
    for (const e of [at(1, 'crisis_handled', { crisis_type: 'C-10 单方面付出', resolution: '' }), at(1, 'crisis_handled', { crisis_type: 'C-11', resolution: '' }), at(1, 'quit_evaluated', { verdict: 'reconsider', reason: '' }), at(1, 'confess_outcome', { outcome: 'pending' })]) {
      expect(respectPeriod([e], may(2))).toBeNull();
    }
  });

  it(`lasts ${RESPECT_DAYS} days, ends early by the user or a later yes, and a new no begins it again`, () => {
    const no = at(1, 'confess_outcome', { outcome: 'no' });
    expect(respectPeriod([no], may(2))?.daysLeft).toBe(RESPECT_DAYS - 1);
    expect(respectPeriod([no], new Date(may(1).getTime() + (RESPECT_DAYS - 1) * DAY))).not.toBeNull();
    expect(respectPeriod([no], new Date(new Date(2026, 4, 1, 10).getTime() + RESPECT_DAYS * DAY))).toBeNull();
    expect(respectPeriod([no, at(3, 'respect_ended', { since: no.ts })], may(4))).toBeNull();
    expect(respectPeriod([no, at(3, 'confess_outcome', { outcome: 'yes' })], may(4))).toBeNull();
    const again = at(5, 'crisis_handled', { crisis_type: 'C-1', resolution: '' });
    expect(respectPeriod([no, at(3, 'respect_ended', { since: no.ts }), again], may(6))).toMatchObject({ reason: 'crisis_c1', since: again.ts });
  });
});

describe('daily, progress and message during a period of respect', () => {
  it('give self-care and low contact, never pursuit, and say why; ending it writes one event and the coach returns to its pace', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'msg.extends_topics', 'emotion.shares_private'] });
    await runOutcome(c.mem, c.slug, { outcome: 'no', note: '她说只想做朋友' });

    const daily = await runDaily(c.mem, c.slug);
    expect(daily.kind).toBe('respect');
    expect(daily.respect?.reason).toBe('outcome_no');
    expect(daily.suggestion.id).toMatch(/^respect\./);
    // No nudge to read their signals, no hour to send, no occasion to use.
    expect(daily.nudge).toBeUndefined();
    expect(daily.sendHour).toBeNull();
    expect(daily.dates).toEqual([]);
    for (const lang of ['zh', 'en'] as const) {
      const text = dailyText(daily, c.slug, lang).join('\n');
      expect(text).toContain(lang === 'zh' ? '为什么：' : 'Why: on ');
      expect(text).toContain(`simp respect ${c.slug} --end`);
    }

    const progress = await runProgress(c.mem, c.slug);
    expect(progress.progress.nextActions.map((a) => a.id)).toEqual(RESPECT_ACTIONS.map((a) => a.id));
    expect(progress.respect?.reason).toBe('outcome_no');
    expect(progressText(progress, c.slug, 'en').join('\n')).toContain('not about pursuing');

    const ws = workshop(c.mem, c.slug, { situation: 'morning' });
    const wsText = workshopText(ws, 'zh', c.slug).join('\n');
    expect(wsText).toContain('尊重期');
    // The situation's pursuing lines are not offered.
    expect(wsText).not.toContain(ws.situation?.principle.zh ?? '∅');
    const lint = lintDraft(c.mem, c.slug, '今晚出来吃饭吧');
    expect(lintText(lint, 'zh', c.slug).join('\n')).toContain('尊重期');

    const before = readFileSync(join(c.dir, 'events.jsonl'), 'utf8');
    const ended = await runRespect(c.mem, c.slug, { end: true, note: '想正常做朋友' });
    expect(ended.ended).toBe(true);
    const added = readFileSync(join(c.dir, 'events.jsonl'), 'utf8').slice(before.length).trim().split('\n');
    expect(added.map((l) => JSON.parse(l) as { type: string; data: unknown })).toEqual([expect.objectContaining({ type: 'respect_ended', data: { since: ended.period?.since, note: '想正常做朋友' } })]);
    expect(respectText(ended, c.slug, 'zh').join('\n')).toContain('已提前结束');
    expect((await runDaily(c.mem, c.slug)).kind).not.toBe('respect');
    // Ending again finds none and writes nothing.
    const again = await runRespect(c.mem, c.slug, { end: true });
    expect([again.ended, again.write.changed]).toEqual([false, []]);
    expect(respectText(again, c.slug, 'en', true).join('\n')).toContain('nothing was written');
  });

  it('a C-1 crisis begins it; after its days the coach is back by itself', async () => {
    const c = freshCrush();
    await runCrisis(c.mem, c.slug, { type: 'C-1', what: '她说我们不合适' });
    expect((await runDaily(c.mem, c.slug)).respect?.reason).toBe('crisis_c1');
    c.clock.advance(RESPECT_DAYS + 1);
    expect((await runDaily(c.mem, c.slug)).respect).toBeNull();
    expect((await runRespect(c.mem, c.slug)).period).toBeNull();
  });
});
