import { describe, expect, it } from 'vitest';
import { freshCrush, eventLines } from './flow-helpers.js';
import { logInteraction, runCorrection, runSignal } from '../../src/flows/index.js';
import { InputError } from '../../src/model/index.js';

const kindOf = async (p: Promise<unknown>): Promise<string | undefined> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  return (err as InputError).issues[0]?.kind;
};

// freshCrush's clock stands at Friday 10 April 2026, 09:00 (and ticks a second a read).
describe('natural dates read on the memory’s own clock', () => {
  it('log: 昨天晚上9点 and 上周四 are written as the time tracker writes a time and a day', async () => {
    const c = freshCrush();
    const timed = await logInteraction(c.mem, c.slug, { type: 'meeting', summary: '吃饭', time: '昨天晚上9点' });
    expect(timed.record).toMatchObject({ ts: '2026-04-09T21:00:00', data: { hour: 21, day_of_week: 'thu' } });
    const day = await logInteraction(c.mem, c.slug, { type: 'call', time: '上周四' });
    expect(day.record.ts).toBe('2026-04-02');
    expect(day.record.data).not.toHaveProperty('hour');
  });

  it('log: a natural time still to come is refused unless planned, and a planned one must be to come', async () => {
    const c = freshCrush();
    expect(await kindOf(logInteraction(c.mem, c.slug, { type: 'call', time: '明天晚上8点' }))).toBe('future');
    expect(await kindOf(logInteraction(c.mem, c.slug, { type: 'call', time: 'tomorrow' }))).toBe('future');
    expect(await kindOf(logInteraction(c.mem, c.slug, { type: 'call', time: '3天前', planned: true }))).toBe('past-plan');
    const plan = await logInteraction(c.mem, c.slug, { type: 'meeting', time: '明天晚上8点', planned: true });
    expect(plan.record).toMatchObject({ ts: '2026-04-11T20:00:00', data: { planned: true } });
    expect(await kindOf(logInteraction(c.mem, c.slug, { type: 'call', time: '某天' }))).toBe('time');
    expect(await kindOf(logInteraction(c.mem, c.slug, { type: 'call', time: '2026-02-30' }))).toBe('real-time');
  });

  it('correct: an event’s time amended as 前天下午3点半', async () => {
    const c = freshCrush();
    await runSignal(c.mem, c.slug, { direction: 'green', content: 'A', score_delta: 1 });
    const line = eventLines(c).findIndex((e) => e.type === 'signal_recorded') + 1;
    const out = await runCorrection(c.mem, c.slug, { ref: `#${line}`, action: 'amend', set: { ts: '前天下午3点半' } });
    expect(out.after?.ts).toBe('2026-04-08T15:30:00');
    expect(await kindOf(runCorrection(c.mem, c.slug, { ref: `#${line}`, action: 'amend', set: { ts: '明天' } }))).toBe('future');
  });
});
