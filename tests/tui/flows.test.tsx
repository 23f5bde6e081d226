import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, pickRow, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk, fileText } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { loadAnalyze, planAnalyze, runAnalyze, runQuit } from '../../src/flows/index.js';
import { stageName } from '../../src/present/enum-names.js';
import { QUIT_COST_QUESTIONS, QUIT_OTHER_QUESTION, QUIT_SELF_QUESTIONS, QUIT_SIGNALS } from '../../src/engine/index.js';
import stringWidth from 'string-width';

/** From a crush's detail screen: `m`, then the action named `item`. */
async function chooseAction(app: Harness, item: string): Promise<void> {
  await app.press('m');
  await app.waitFor('Actions');
  await pickRow(app, item);
}

/** The app on the only crush's detail screen. */
async function openCrush(baseDir: string, slug: string): Promise<Harness> {
  const app = await renderApp({ baseDir, cols: 100, rows: 30 });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor(`(${slug}) ·`);
  return app;
}

async function flow(item: string, person = { slug: 'yu', nickname: 'Yu', mbti: 'INTJ', score: 12, stage: '升温期' }): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([person]);
  const app = await openCrush(baseDir, person.slug);
  await chooseAction(app, item);
  return { app, baseDir };
}

const types = (baseDir: string, slug = 'yu') => eventsOnDisk(baseDir, slug).map((e) => e.type);

/** Answers a yes/no step question by question (y or n each; the cursor moves down), then Enter. */
async function answer(app: Harness, keys: readonly string[]): Promise<void> {
  for (const k of keys) await app.press(k);
  await app.press(KEY.enter);
}
const no = (n: number) => Array.from({ length: n }, () => 'n');

/** The quit review's two steps: the review itself, then every record (Tab on to the opening); gives the opening's frame. */
async function toTheOpening(app: Harness): Promise<string> {
  await app.waitFor('First, the whole timeline');
  await app.press(KEY.enter);
  await app.waitFor('Every record, oldest first');
  await app.press(KEY.tab);
  return app.waitFor('Why now?');
}

/** Past the review and the opening (no scene named), to the first question. */
async function pastTheReview(app: Harness): Promise<void> {
  await toTheOpening(app);
  await app.press(KEY.enter);
  await app.waitFor('Looking back over the whole timeline');
}

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
    // The current stage is where the cursor starts; the suggestion is shown beside its own row.
    expect(frame).toMatch(/▶ Warming up\s+current/);
    expect(frame).toMatch(/ {2}Ice-breaking\s+suggested/);
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Total 7/25');
    expect(frame).toContain('Score: 12 → 7');
    expect(frame).toContain('Stage: Warming up (kept; these signals suggest Ice-breaking)');
    expect(frame).not.toContain('--accept-suggested');
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
    expect(written.at(-1)).toMatchObject({ type: 'analysis_done', data: { score: 7, stage: '升温期', note: '他约我周末看展' } });
    expect(written.map((e) => e.type)).not.toContain('stage_changed');
    expect(fileText(baseDir, 'yu', 'state.md')).toContain('signal_score: 7');
    expect(fileText(baseDir, 'yu', 'state.md')).toContain('current_stage: 升温期');
    await app.press(KEY.enter);
    await app.waitFor((f) => f.includes('(yu) ·') && f.includes('7/25'));
    // A second reading is a re-check: last time's signals are ticked and marked.
    await chooseAction(app, '🔍 Read signals');
    frame = await app.waitFor('Re-check: last time');
    expect(frame).toMatch(/\[x\] They message you late at night \(after 22:00\)\s+\+4 \(calibrated for INTJ\) · last time/);
    expect(frame).toContain('Total 7/25');
  });

  it('analyze on a crush with no stage yet: the cursor starts on the suggestion, and Enter writes what the flow decides', async () => {
    const { app, baseDir } = await flow('🔍 Read signals', { slug: 'yu', nickname: 'Yu', mbti: 'INTJ', score: 0, stage: '未知' });
    await app.waitFor('Step 1/3');
    await app.press(KEY.space);
    await app.waitFor('Total 3/25');
    await app.press(KEY.enter);
    await app.waitFor('Step 2/3');
    await app.press(KEY.enter);
    const frame = await app.waitFor('Step 3/3');
    const read = loadAnalyze(openMemory({ baseDir }), 'yu');
    // The flow's own answer for these signals when no stage is picked: the screen must start there.
    const decided = planAnalyze({ signals: ['msg.initiates_often'] }, read, new Date()).report.stage;
    expect(decided.from).toBe('未知');
    expect(decided.to).toBe(decided.suggested);
    expect(decided.to).not.toBe('未知');
    expect(frame).toMatch(new RegExp(`▶ ${stageName(decided.to, 'en')}\\s+suggested`));
    expect(frame).toMatch(/ {2}Unknown\s+current/);
    await app.press(KEY.enter);
    await app.waitFor('What will be written');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    const written = eventsOnDisk(baseDir, 'yu');
    expect(written.at(-1)).toMatchObject({ type: 'analysis_done', data: { stage: decided.to } });
    expect(written.find((e) => e.type === 'stage_changed')?.data).toMatchObject({ from: '未知', to: decided.to });
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
    // Every question starts unanswered, and each must be answered.
    expect(frame).not.toContain('[no ]');
    expect(frame).not.toContain('[yes]');
    await app.press(KEY.enter);
    await app.waitFor('6 questions not answered yet');
    await answer(app, ['y', ...no(5)]);
    await app.waitFor('Stage (pick a new one');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Milestones 0/10 → 2/10');
    expect(frame).toContain('Confession readiness');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'progress_evaluated', data: { milestones_done: 2 } });
    expect((eventsOnDisk(baseDir, 'yu').at(-1)?.data['next_actions'] as string[]).length).toBe(3);

    // The next check starts from the recorded milestones; unticking one is marked and said before y.
    await app.press(KEY.enter);
    await app.waitFor('(yu) ·');
    await chooseAction(app, '📊 Check progress');
    await app.waitFor('First, how you are doing');
    await app.press(KEY.enter);
    frame = await app.waitFor('Tick the milestones');
    expect(frame).toMatch(/\[x\] A stable way to stay in touch\s+recorded/);
    await app.press(KEY.space);
    frame = await app.waitFor('will be removed');
    expect(frame).toMatch(/\[ \] A stable way to stay in touch\s+will be removed/);
    await app.press(KEY.enter);
    await app.waitFor('A few questions');
    await answer(app, no(6));
    await app.waitFor('Stage (pick a new one');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Milestones 2/10 → 1/10');
    expect(frame).toContain('removed, as you confirmed: A stable way to stay in touch');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'progress_evaluated', data: { milestones_done: 1 } });
  });

  it('progress asks first when the record is older than 14 days, and can go to a signal reading instead', async () => {
    const baseDir = await baseWith([]);
    const then = new Date(Date.now() - 20 * 86_400_000);
    const old = openMemory({ baseDir, now: () => then });
    old.create({ slug: 'yu', nickname: 'Yu', personality_type: '感性型' });
    await runAnalyze(old, 'yu', { signals: ['msg.initiates_often'] });
    const app = await openCrush(baseDir, 'yu');
    await chooseAction(app, '📊 Check progress');
    let frame = await app.waitFor('Step 1/5');
    expect(frame).toContain('First, is the record still current?');
    expect(frame).toContain('This record was last updated 20 days ago');
    expect(frame).toMatch(/▶ Something changed: do a signal reading first/);
    await app.press(KEY.enter);
    frame = await app.waitFor('🔍 Read signals · yu');
    expect(frame).toContain('Step 1/3');
    await app.press(KEY.esc);
    await app.waitFor('(yu) ·');
    expect(types(baseDir)).not.toContain('progress_evaluated');
  });

  it('mode: pick one (the current is first), see how it approaches things, then state.md, meta.json and strategy.md follow', async () => {
    const { app, baseDir } = await flow('🎚️  Change the mode');
    let frame = await app.waitFor('Choose the mode');
    expect(frame).toMatch(/▶ Hybrid\s+sincere at heart, mindful of timing \(default\) · current/);
    await app.press(KEY.down);
    await app.waitFor('▶ Sweet');
    await app.press(KEY.enter);
    await app.waitFor('Why (optional)');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Mode: Hybrid → Sweet');
    await app.press(KEY.enter);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('strategy.md');
    expect(fileText(baseDir, 'yu', 'state.md')).toContain('recommended_mode: sweet');
    expect(JSON.parse(fileText(baseDir, 'yu', 'meta.json'))).toMatchObject({ mode: 'sweet' });
    expect(fileText(baseDir, 'yu', 'strategy.md')).toContain('## 推荐模式\n\n纯情模式');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'strategy_updated', data: { old_mode: 'hybrid', new_mode: 'sweet' } });
  });

  it('quit: the review and every event first, then three dimensions, a calm conclusion, one quit_evaluated event', async () => {
    const { app, baseDir } = await flow('🍃 Should I let go?');
    let frame = await app.waitFor('First, the whole timeline');
    expect(frame).toContain('2 records (2 events, 0 interactions)');
    expect(frame).toContain('days since the first record');
    expect(frame).toContain('No green signal recorded yet');
    expect(frame).toContain('Score history');
    await app.press(KEY.enter);
    frame = await app.waitFor('Every record, oldest first');
    // Oldest first: the profile was created before the reading.
    expect(frame.indexOf('🌱 Profile created')).toBeGreaterThan(0);
    expect(frame.indexOf('🌱 Profile created')).toBeLessThan(frame.search(/🔍 Analysis done\s+score 12\/25/));
    // Enter opens the highlighted record; Esc comes back to the same place.
    await app.press(KEY.enter);
    frame = await app.waitFor('Event 1/2');
    expect(frame).toContain('Profile created');
    await app.press(KEY.esc);
    await app.waitFor('Every record, oldest first');
    await app.press(KEY.tab);
    // The opening: why now, the six scenes and the low-moment rule; naming a scene is optional.
    frame = await app.waitFor('Why now?');
    expect(frame).toContain("Don't decide at your lowest moment");
    expect(frame).toContain('They have just turned you down, clearly');
    await app.press(KEY.enter);
    await app.waitFor('Looking back over the whole timeline');
    await app.press('j');
    await app.press(KEY.enter);
    frame = await app.waitFor('About your own feelings');
    // Nothing is answered for the user: Enter straight through gives no verdict.
    expect(frame).not.toContain('[no ]');
    await app.press(KEY.enter);
    await app.waitFor(`${QUIT_SELF_QUESTIONS.length} questions not answered yet`);
    await answer(app, ['y', ...no(QUIT_SELF_QUESTIONS.length - 1)]);
    await app.waitFor('About what it costs you');
    await answer(app, no(QUIT_COST_QUESTIONS.length));
    await app.waitFor('Does each of these apply?');
    await answer(app, no(QUIT_SIGNALS.length));
    frame = await app.waitFor('What will be written');
    expect(frame).toMatch(/Conclusion [A-C]/);
    expect(frame).toContain('the choice is yours');
    await app.press(KEY.enter);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).not.toContain('state.md');
    // Not a let-go conclusion: nothing is offered.
    expect(frame).not.toContain('archive');
    expect(types(baseDir).at(-1)).toBe('quit_evaluated');
  });

  it('quit at 80×24: the long questions and every self-question are shown whole, wrapped, never cut off', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', score: 12, stage: '升温期' }]);
    const app = await renderApp({ baseDir, cols: 80, rows: 24 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    await app.waitFor('(yu) ·');
    await chooseAction(app, '🍃 Should I let go?');
    await pastTheReview(app);
    let frame = app.frame();
    const joined = (f: string) => f.split('\n').map((l) => l.trim()).join(' ');
    expect(joined(frame)).toContain(QUIT_OTHER_QUESTION.label.en);
    await app.press(KEY.enter);
    frame = await app.waitFor('About your own feelings');
    for (const q of QUIT_SELF_QUESTIONS) expect(joined(frame).replace(/\s*\[ {3}\]\s*/g, ' ')).toContain(q.label.en);
    expect(frame).not.toContain('…');
    for (const row of frame.split('\n')) expect(stringWidth(row)).toBeLessThanOrEqual(80);
  });

  it('quit: the opening says a low moment, a named scene opens the conclusion, recorded moods stand under the cost questions', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', score: 12, stage: '升温期' }]);
    const mem = openMemory({ baseDir });
    for (const mood of [2, 1, 2]) await mem.append('yu', 'mood_recorded', { mood });
    const app = await openCrush(baseDir, 'yu');
    await chooseAction(app, '🍃 Should I let go?');
    let frame = await toTheOpening(app);
    expect(frame).toContain('the moods you recorded lately are low');
    await app.press('j');
    await app.waitFor('▶ They have just turned you down, clearly');
    await app.press(KEY.enter);
    await app.waitFor('Looking back over the whole timeline');
    await app.press(KEY.enter);
    await app.waitFor('About your own feelings');
    await answer(app, ['y', 'y', 'n', 'n', 'y']);
    frame = await app.waitFor('About what it costs you');
    expect(frame).toMatch(/The moods you recorded \(1 lowest, 5 best\): lately 2 → 1 → 2/);
    await answer(app, no(QUIT_COST_QUESTIONS.length));
    await app.waitFor('Does each of these apply?');
    await answer(app, no(QUIT_SIGNALS.length));
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('What brought you here: They have just turned you down, clearly');
    expect(frame).not.toMatch(/simp (progress|quit|daily)/);
  });

  it('quit: earlier conclusions are recalled; after a let-go conclusion archiving is offered, only taken with a', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', score: 3, stage: '破冰期' }]);
    const then = new Date(Date.now() - 21 * 86_400_000);
    const self = { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true };
    const first = await runQuit(openMemory({ baseDir, now: () => then }), 'yu', { other: 'unclear', self, cost: { energy: true, neglected_life: true, anxiety_over_joy: true } });
    expect(first.judgement.conclusion).toBe('C');
    const app = await openCrush(baseDir, 'yu');
    await chooseAction(app, '🍃 Should I let go?');
    let frame = await app.waitFor('First, the whole timeline');
    expect(frame).toMatch(/3 weeks ago \(\d{4}-\d{2}-\d{2}\) you concluded C \(Pause and think\)/);
    await app.press(KEY.enter);
    await app.waitFor('Every record, oldest first');
    await app.press(KEY.tab);
    // The opening: why now, the six scenes and the low-moment rule; naming a scene is optional.
    frame = await app.waitFor('Why now?');
    expect(frame).toContain("Don't decide at your lowest moment");
    expect(frame).toContain('They have just turned you down, clearly');
    await app.press(KEY.enter);
    await app.waitFor('Looking back over the whole timeline');
    for (let i = 0; i < 2; i += 1) await app.press('j');
    await app.waitFor('▶ Clear negative signals');
    await app.press(KEY.enter);
    for (const [title, n] of [['About your own feelings', QUIT_SELF_QUESTIONS.length], ['About what it costs you', QUIT_COST_QUESTIONS.length], ['Does each of these apply?', QUIT_SIGNALS.length]] as const) {
      await app.waitFor(title);
      await answer(app, no(n));
    }
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Conclusion D');
    await app.press(KEY.enter);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('If you like, you could also archive Yu');
    expect(JSON.parse(fileText(baseDir, 'yu', 'meta.json'))['archived_at']).toBeUndefined();
    await app.press('a');
    frame = await app.waitFor('📦 Archive · yu');
    expect(frame).toContain('nothing is deleted');
    // A trivial write is confirmed once: Enter asks y/N at once, what it writes above the question.
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('meta.json records when it was archived');
    expect(frame).not.toContain('What will be written');
    await app.press('y');
    await app.waitFor('is archived');
    expect(JSON.parse(fileText(baseDir, 'yu', 'meta.json'))['archived_at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await app.press(KEY.enter);
    await app.press(KEY.esc);
    frame = await app.waitFor('1 archived not shown');
    expect(frame).toContain('All 1 crushes are archived');
    await app.press('a');
    frame = await app.waitFor('showing archived crushes');
    expect(frame).toContain('📦 Yu (yu)');
  });

  it('crisis: type, timing advice, what happened (required), then crisis_handled and state.md', async () => {
    const { app, baseDir } = await flow('🆘 Crisis help');
    await app.waitFor('What happened?');
    await app.press('j');
    await app.press(KEY.enter);
    let frame = await app.waitFor('C-2 Suddenly cold');
    expect(frame).toContain('Wait 1-3 days');
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
    const check = await app.waitFor('Which conditions really hold?');
    // Green signals and 1-on-1 contact are read from the records (none here): shown as read, never offered as ticks.
    expect(check).toContain('· not yet: 3+ recent green signals (read from your records');
    expect(check).toContain('· not yet: Stable 1-on-1 contact (read from your records');
    expect(check).not.toMatch(/\[ \] 3\+ recent green signals/);
    await app.press(KEY.space);
    await app.press('j');
    await app.press(KEY.space);
    await app.press(KEY.enter);
    const frame = await app.waitFor('What will be written');
    expect(frame).toContain('Confession readiness 2/5');
    expect(frame).toContain('3+ recent green signals');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'confess_prepared', data: { method: '写一封信', readiness_score: 2 } });
  });

  it('respect: after a no, m shows the period and why; Enter, y ends it with one respect_ended record', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', mbti: 'INTJ', score: 12, stage: '表白前' }]);
    await openMemory({ baseDir }).append('yu', 'confess_outcome', { outcome: 'no' });
    const app = await openCrush(baseDir, 'yu');
    await chooseAction(app, '🕊️ Period of respect');
    let frame = await app.waitFor('A period of respect: 28 days left');
    expect(frame).toContain('they said no to your confession');
    expect(frame).toContain('Enter ends the period early');
    // The command line's hint is not the screen's.
    expect(frame).not.toContain('simp respect');
    await app.press(KEY.enter);
    frame = await app.waitFor('(y/N)');
    expect(frame).toContain('End the period of respect begun');
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'yu').at(-1)).toMatchObject({ type: 'respect_ended', data: { since: eventsOnDisk(baseDir, 'yu').at(-2)?.ts } });
  });

  it('daily: one idea for today; saving records only the run', async () => {
    const { app, baseDir } = await flow('☀️  Daily check-in');
    await app.waitFor('One small idea for today');
    const before = types(baseDir);
    // One confirmation for a trivial write: Enter asks y/N at once, no summary step.
    await app.press(KEY.enter);
    let frame = await app.waitFor('Write it? (y/N)');
    expect(frame).not.toContain('What will be written');
    await app.press('y');
    frame = await app.waitFor('changed: meta.json');
    expect(frame).not.toContain('events.jsonl');
    expect(types(baseDir)).toEqual(before);
    expect(fileText(baseDir, 'yu', 'meta.json')).toContain('daily');
  });
});

describe('no dead ends', () => {
  it('a flow that cannot start: Esc goes back; a broken state.md offers the repair, and after it the flow starts', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu', score: 12, stage: '升温期' }]);
    const statePath = join(baseDir, 'yu', 'state.md');
    writeFileSync(statePath, readFileSync(statePath, 'utf8').replace(/^signal_score: .*$/m, 'signal_score: 99'));
    const app = await renderApp({ baseDir, cols: 100, rows: 30 });
    await app.waitFor('Crushes (1)');
    await app.press(KEY.enter);
    // The detail says why in its state pane, with the way out.
    let frame = await app.waitFor('R repairs it from the history · Esc back');
    expect(frame).toMatch(/signal_score\) must be a\s+whole number from -15 to 25/);
    await app.press('a');
    await app.waitFor((f) => f.includes('Read signals') && f.includes('R repairs it from the history'));
    await app.press('R');
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    frame = await app.waitFor('state.md: signal_score 99 → 12');
    expect(frame).toMatch(/changed: versions\/v1_\d{8}_\d{6}\/, state\.md/);
    expect(readFileSync(statePath, 'utf8')).toMatch(/^signal_score: 12$/m);
    await app.press(KEY.enter);
    // Back on the flow, which now reads the mended folder and starts.
    await app.waitFor('Step 1/3');
    await app.press(KEY.esc);
    await app.waitFor('(yu) ·');
  });

  it('a refusal without a repair (no score yet) still has Esc back', async () => {
    const baseDir = await baseWith([{ slug: 'yu', nickname: 'Yu' }]);
    const app = await openCrush(baseDir, 'yu');
    await chooseAction(app, '📊 Check progress');
    const frame = await app.waitFor('Esc back');
    expect(frame).not.toContain('R repairs');
    await app.press(KEY.esc);
    await app.waitFor((f) => f.includes('(yu) ·') && !f.includes('Esc back\n'));
  });
});
