import { describe, expect, it } from 'vitest';
import { renderApp, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk, fileText } from './fixtures.js';

async function flow(item: string, person = { slug: 'yu', nickname: 'Yu', mbti: 'INTJ', score: 12, stage: '升温期' }): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([person]);
  const app = await renderApp({ baseDir, cols: 100, rows: 30 });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor(`(${person.slug}) ·`);
  await app.press('m');
  const frame = await app.waitFor('Actions');
  const rows = frame.split('\n').filter((l) => /^(▶| ) /.test(l) && !l.includes('›'));
  const index = rows.findIndex((l) => l.includes(item));
  for (let i = 0; i < index; i += 1) await app.press('j');
  await app.waitFor(`▶ ${item}`);
  await app.press(KEY.enter);
  return { app, baseDir };
}

const types = (baseDir: string, slug = 'yu') => eventsOnDisk(baseDir, slug).map((e) => e.type);

describe('guided flows', () => {
  it('analyze: MBTI-calibrated points, live total and band, note, stage, summary, then the events', async () => {
    const { app, baseDir } = await flow('🔍 Read signals');
    let frame = await app.waitFor('Step 1/3');
    // INTJ: late-night messages count +4 instead of +3.
    expect(frame).toMatch(/late at night \(after 22:00\)\s+\+4 \(calibrated for INTJ\)/);
    await app.press(KEY.enter);
    await app.waitFor('✗ Tick at least one signal');
    await app.press(KEY.space);
    await app.waitFor('Total 3/25');
    for (let i = 0; i < 4; i += 1) await app.press('j');
    await app.press(KEY.space);
    frame = await app.waitFor('Total 7/25');
    expect(frame).toContain('🟡 Ambiguous');
    await app.press(KEY.enter);
    await app.waitFor('Step 2/3');
    await app.type('他约我周末看展');
    await app.press(KEY.enter);
    frame = await app.waitFor('Step 3/3');
    expect(frame).toMatch(/▶ \S+\s+suggested/);
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Total 7/25');
    expect(types(baseDir)).not.toContain('signal_recorded');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    expect(app.frame()).toContain('replaces state.md');
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('state.md');
    const written = eventsOnDisk(baseDir, 'yu');
    const signals = written.filter((e) => e.type === 'signal_recorded');
    expect(signals.map((e) => e.data['score_delta'])).toEqual([3, 4]);
    expect(written.at(-1)).toMatchObject({ type: 'analysis_done', data: { score: 7, note: '他约我周末看展' } });
    expect(fileText(baseDir, 'yu', 'state.md')).toContain('signal_score: 7');
    await app.press(KEY.enter);
    await app.waitFor((f) => f.includes('(yu) ·') && f.includes('7/25'));
  });

  it('progress: the burnout check comes first, then milestones, questions, the report, the write', async () => {
    const { app, baseDir } = await flow('📊 Check progress');
    let frame = await app.waitFor('Step 1/4');
    expect(frame).toContain('First, how you are doing');
    await app.press(KEY.enter);
    await app.waitFor('Tick the milestones');
    await app.press(KEY.space);
    await app.press('j');
    await app.press(KEY.space);
    await app.press(KEY.enter);
    frame = await app.waitFor('A few questions');
    expect(frame).toContain('[no ]');
    await app.press(KEY.space);
    await app.waitFor('[yes]');
    await app.press(KEY.enter);
    await app.waitFor('Stage (pick a new one');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Milestones 2/10');
    expect(frame).toContain('Confession readiness');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'progress_evaluated', data: { milestones_done: 2 } });
    expect((eventsOnDisk(baseDir, 'yu').at(-1)?.data['next_actions'] as string[]).length).toBe(3);
  });

  it('quit: the whole timeline first, then three dimensions, then a calm conclusion and one quit_evaluated event', async () => {
    const { app, baseDir } = await flow('🍃 Should I let go?');
    let frame = await app.waitFor('First, the whole timeline');
    expect(frame).toContain('days since the first event');
    expect(frame).toContain('No green signal recorded yet');
    expect(frame).toContain('Score history');
    await app.press(KEY.enter);
    await app.waitFor('Looking back over the whole timeline');
    await app.press('j');
    await app.press(KEY.enter);
    await app.waitFor('About your own feelings');
    await app.press(KEY.space);
    await app.press(KEY.enter);
    await app.waitFor('About what it costs you');
    await app.press(KEY.enter);
    await app.waitFor('Tick what applies');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toMatch(/Conclusion [A-D]/);
    expect(frame).toContain('the choice is yours');
    await app.press(KEY.enter);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).not.toContain('state.md');
    expect(types(baseDir).at(-1)).toBe('quit_evaluated');
  });

  it('crisis: type, timing advice, what happened (required), then crisis_handled and state.md', async () => {
    const { app, baseDir } = await flow('🆘 Crisis help');
    await app.waitFor('What happened?');
    await app.press('j');
    await app.press(KEY.enter);
    let frame = await app.waitFor('C-2 Suddenly cold');
    expect(frame).toContain('Wait 2-3 days');
    await app.press(KEY.enter);
    await app.waitFor('What happened, and what you mean to do');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('✗ required');
    await app.press(KEY.up);
    await app.type('两天没回消息');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('What will be written');
    await app.press(KEY.enter);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('state.md');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'crisis_handled', data: { crisis_id: 'C-2', what: '两天没回消息' } });
  });

  it('confess: method, readiness ticks, readiness N/5, confess_prepared', async () => {
    const { app, baseDir } = await flow('💌 Prepare to confess');
    await app.waitFor('How would you like to tell them?');
    await app.type('写一封信');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('Which conditions really hold?');
    await app.press(KEY.space);
    await app.press('j');
    await app.press(KEY.space);
    await app.press(KEY.enter);
    const frame = await app.waitFor('What will be written');
    expect(frame).toContain('Confession readiness 2/5');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'confess_prepared', data: { method: '写一封信', readiness_score: 2 } });
  });

  it('daily: one idea for today; saving records only the run', async () => {
    const { app, baseDir } = await flow('☀️  Daily check-in');
    await app.waitFor('One small idea for today');
    const before = types(baseDir);
    await app.press(KEY.enter);
    await app.waitFor('What will be written');
    await app.press(KEY.enter);
    await app.press('y');
    const frame = await app.waitFor('changed: meta.json');
    expect(frame).not.toContain('events.jsonl');
    expect(types(baseDir)).toEqual(before);
    expect(fileText(baseDir, 'yu', 'meta.json')).toContain('daily');
  });
});
