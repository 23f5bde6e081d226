import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderApp, pickRow, openAction, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk, fileText } from './fixtures.js';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { PROFILE_FIELDS } from '../../src/model/index.js';
import { openMemory } from '../../src/memory/index.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import { TOOLS } from '../../components/shell/screen-router.js';

async function onCrush(key: string, rows = 30): Promise<{ app: Harness; baseDir: string }> {
  const baseDir = await baseWith([{ slug: 'lin', nickname: 'Lin', mbti: 'ENTP' }]);
  const app = await renderApp({ baseDir, rows });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor('Lin (lin)');
  await app.press(key);
  return { app, baseDir };
}

describe('manual event entry', () => {
  it('offers a signal form and the flows for everything else, never the types only a flow writes', async () => {
    const { app } = await onCrush('n');
    const frame = await app.waitFor('What happened?');
    for (const item of ['Note a signal', 'Set the stage', 'Crisis help', 'Prepare to confess', 'Remember this', 'Edit profile fields']) expect(frame).toContain(item);
    for (const raw of ['Analysis done', 'Progress evaluated', 'Quit check', 'Strategy updated', 'Topic memory', 'Profile created']) expect(frame).not.toContain(raw);
  });

  it('a signal: field errors are sentences in the language; after y it is in the log and in state.md', async () => {
    const { app, baseDir } = await onCrush('n');
    await app.waitFor('What happened?');
    await app.press(KEY.enter);
    let frame = await app.waitFor('Points');
    expect(frame).toContain('-5..5');
    // Fields and choices in words, never the stored keys.
    for (const raw of ['direction', 'content', 'score_delta', '‹ green ›']) expect(frame).not.toContain(raw);
    expect(frame).toContain('Direction');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.type('9');
    await app.press(KEY.enter);
    frame = await app.waitFor('Please fix the marked fields');
    expect(frame).toContain('✗ The content is required');
    expect(frame).toContain('✗ The point change must be a whole number from -5 to 5');
    // The first marked field has the cursor.
    expect(frame).toMatch(/▶ What/);
    await app.type('she saved me a seat');
    await app.press(KEY.down);
    await app.press(KEY.backspace);
    await app.type('2');
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('she saved me a seat');
    expect(frame).toMatch(/Direction\s+🟢/);
    for (const raw of ['direction', 'score_delta']) expect(frame).not.toContain(raw);
    expect(eventsOnDisk(baseDir, 'lin').map((e) => e.type)).toEqual(['profile_created']);
    await app.press('y');
    frame = await app.waitFor('changed: events.jsonl');
    expect(frame).toContain('state.md');
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'signal_recorded', data: { direction: 'green', content: 'she saved me a seat', score_delta: 2, source: 'manual' } });
    expect(fileText(baseDir, 'lin', 'state.md')).toMatch(/## 最近信号（最新3条）\n\n- 🟢 \d{4}-\d{2}-\d{2} she saved me a seat/);
  });

  it('a stage change goes through the stage flow: state, strategy, meta and the events agree; anything but y cancels', async () => {
    const { app, baseDir } = await onCrush('n');
    await app.waitFor('What happened?');
    await app.press(KEY.down);
    await app.press(KEY.enter);
    let frame = await app.waitFor('Choose the stage');
    expect(frame).toMatch(/▶ Unknown\s+current/);
    for (let i = 0; i < 3; i += 1) await app.press(KEY.down);
    await app.waitFor('▶ Flirting');
    await app.press(KEY.enter);
    await app.waitFor('Why (optional)');
    await app.type('we watched a film');
    await app.press(KEY.enter);
    frame = await app.waitFor('What will be written');
    expect(frame).toContain('Stage: Unknown → Flirting');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('n');
    await app.waitFor('Cancelled; nothing was written');
    expect(eventsOnDisk(baseDir, 'lin').map((e) => e.type)).toEqual(['profile_created']);
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('changed: events.jsonl');
    expect(eventsOnDisk(baseDir, 'lin').slice(1)).toMatchObject([
      { type: 'stage_changed', data: { from: '未知', to: '暧昧期', trigger: '手动调整：we watched a film' } },
      { type: 'strategy_updated', data: { old_stage: '未知', new_stage: '暧昧期' } },
    ]);
    expect(fileText(baseDir, 'lin', 'state.md')).toContain('current_stage: 暧昧期');
    expect(fileText(baseDir, 'lin', 'strategy.md')).toContain('## 当前阶段\n\n暧昧期');
    expect(JSON.parse(fileText(baseDir, 'lin', 'meta.json'))).toMatchObject({ current_stage: '暧昧期' });
  });
});

describe('create, edit, append', () => {
  it('creates a crush from the empty screen and opens it', async () => {
    const baseDir = tempDir('simp-tui-create-');
    const app = await renderApp({ baseDir });
    await app.waitFor('No crushes yet');
    await app.press('n');
    await app.waitFor('Folder name (slug)');
    await app.type('Bad Slug');
    // Enter goes field by field (the profile's, then the intake's); on the last one it submits.
    for (let i = 0; i < 18; i += 1) await app.press(KEY.enter);
    let frame = await app.waitFor('Please fix the marked fields');
    expect(frame).toContain('invalid slug');
    expect(frame).toContain('✗ required');
    expect(frame).toMatch(/▶ Folder name/);
    for (let i = 0; i < 8; i += 1) await app.press(KEY.backspace);
    await app.type('xiaolin');
    await app.press(KEY.down);
    await app.type('小林');
    await app.press(KEY.down);
    await app.press(KEY.right);
    await app.press(KEY.right);
    await app.waitFor('‹ Rational ›');
    await app.press(KEY.down);
    await app.type('INTJ');
    // Zodiac, gender, age, city, how you met, then the intake: who reaches out more is "them".
    for (let i = 0; i < 8; i += 1) await app.press(KEY.enter);
    await app.press(KEY.right);
    await app.press(KEY.right);
    await app.press(KEY.right);
    await app.waitFor('‹ them ›');
    for (let i = 0; i < 7; i += 1) await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    expect(existsSync(join(baseDir, 'xiaolin'))).toBe(false);
    await app.press('y');
    frame = await app.waitFor('changed: profile.md');
    expect(frame).toContain('events.jsonl');
    expect(fileText(baseDir, 'xiaolin', 'profile.md')).toContain('personality_type: 理性型');
    expect(fileText(baseDir, 'xiaolin', 'profile.md')).toContain('mbti: INTJ');
    expect(fileText(baseDir, 'xiaolin', 'profile.md')).toMatch(/## 关系现状\n\n谁更主动：ta 更多\n/);
    expect(eventsOnDisk(baseDir, 'xiaolin')[0]).toMatchObject({ type: 'profile_created', data: { nickname: '小林' } });
    await app.press(KEY.enter);
    await app.waitFor('小林 (xiaolin)');
  });

  it('edits a profile field and records profile_updated', async () => {
    const { app, baseDir } = await onCrush('e');
    await app.waitFor('Pick the field to change');
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.enter);
    await app.waitFor('New value');
    await app.type('28');
    await app.press(KEY.enter);
    const frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('age');
    await app.press('y');
    await app.waitFor('changed: profile.md, events.jsonl');
    expect(fileText(baseDir, 'lin', 'profile.md')).toMatch(/^age: 28$/m);
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'profile_updated', data: { field: 'age', new_value: 28 } });
    await app.press(KEY.enter);
    await app.waitFor((f) => f.includes('Pick the field to change') && /Age\s+28/.test(f));
  });

  it('the same edit gives the same file as the command line: MBTI typed in lower case is stored in capitals', async () => {
    const { app, baseDir } = await onCrush('e');
    await app.waitFor('Pick the field to change');
    const editable = PROFILE_FIELDS.filter((f) => f !== 'slug' && f !== 'created_at');
    for (let i = 0; i < editable.indexOf('mbti'); i += 1) await app.press(KEY.down);
    await app.press(KEY.enter);
    await app.waitFor('New value');
    for (let i = 0; i < 4; i += 1) await app.press(KEY.backspace);
    await app.type('intj');
    await app.press(KEY.enter);
    // The summary already shows what will be stored.
    expect(await app.waitFor('Write it? (y/N)')).toContain('ENTP → INTJ');
    await app.press('y');
    await app.waitFor('changed: profile.md, events.jsonl');
    const cliBase = await baseWith([{ slug: 'lin', nickname: 'Lin', mbti: 'ENTP' }]);
    expect(simp(['update', 'lin', '--set', 'mbti=intj', '--base-dir', cliBase]).code).toBe(0);
    const field = (base: string) => /^mbti: .*$/m.exec(fileText(base, 'lin', 'profile.md'))?.[0];
    expect(field(baseDir)).toBe('mbti: INTJ');
    expect(field(cliBase)).toBe(field(baseDir));
    const last = (base: string) => eventsOnDisk(base, 'lin').at(-1)?.data;
    expect(last(baseDir)).toEqual(last(cliBase));
  });

  it('resizing below the minimum and back keeps the form and the text typed in it', async () => {
    const { app, baseDir } = await onCrush('s');
    await app.waitFor('Pick a section');
    await app.press(KEY.enter);
    await app.waitFor('Text to add');
    await app.type('怕打雷');
    await app.resize(60, 15);
    await app.waitFor('The terminal is too small');
    // Keys wait while it is too small: nothing is typed into the hidden form.
    await app.type('x');
    await app.resize(100, 30);
    const frame = await app.waitFor('Text to add');
    expect(frame).toMatch(/Text to add\s+怕打雷/);
    expect(frame).not.toContain('怕打雷x');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('changed: profile.md');
    expect(fileText(baseDir, 'lin', 'profile.md')).toContain('怕打雷');
  });

  it('appends to a profile section without rewriting it', async () => {
    const { app, baseDir } = await onCrush('s');
    await app.waitFor('Pick a section');
    const before = fileText(baseDir, 'lin', 'profile.md');
    await app.press(KEY.enter);
    await app.waitFor('Text to add');
    await app.type('喜欢猫，怕打雷');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    const done = await app.waitFor('changed: profile.md');
    // Said once, on the result; gone once the screen is left.
    expect(done.split('changed:').length - 1).toBe(1);
    await app.press(KEY.enter);
    await app.waitFor((f) => f.includes('Lin (lin)') && !f.includes('Pick a section'));
    expect(app.frame()).not.toContain('changed:');
    const after = fileText(baseDir, 'lin', 'profile.md');
    expect(after).toContain('喜欢猫，怕打雷');
    expect(after.startsWith(before.slice(0, before.indexOf('## 性格画像')))).toBe(true);
    expect(after.length).toBeGreaterThan(before.length);
  });
});

/** The versions screen of a crush with one backup just made (b, y), back on its list. */
async function withOneVersion(): Promise<{ app: Harness; baseDir: string }> {
  const { app, baseDir } = await onCrush('v');
  await app.waitFor('No saved versions yet');
  await app.press('b');
  await app.waitFor('Write it? (y/N)');
  await app.press('y');
  await app.waitFor('changed: versions/v1_');
  await app.press(KEY.enter);
  return { app, baseDir };
}

describe('versions', () => {
  it('b backs up, Enter asks y/N before rolling back, N leaves files alone', async () => {
    const { app, baseDir } = await withOneVersion();
    await app.waitFor('▶ v1_');
    await app.press(KEY.enter);
    let frame = await app.waitFor('Roll back to v1_');
    // Nothing differs yet: each file says so, and the files it would replace are named.
    expect(frame).toContain('profile.md: the same as now');
    expect(frame).toMatch(/Replaces: profile\.md, state\.md, strategy\.md, meta\.json/);
    await app.press('x');
    await app.waitFor('Cancelled; nothing was written');
    expect(existsSync(join(baseDir, 'lin', 'versions'))).toBe(true);
    const count = () => (app.frame().match(/ v\d_\d{8}/g) ?? []).length;
    expect(count()).toBe(1);
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    frame = await app.waitFor('changed: versions/v2_');
    expect(frame).toContain('state.md');
    expect(frame).toContain('events.jsonl');
  });

  it('a rollback shows the version next to now, line by line, scrolls while y/N waits, and leaves a trace in the timeline', async () => {
    const { app, baseDir } = await withOneVersion();
    const mem = openMemory({ baseDir });
    await mem.updateProfile('lin', { city: 'Chengdu' });
    for (let i = 0; i < 12; i += 1) await mem.appendProfileSection('lin', '## 注意事项', `note number ${i}`);
    await app.press(KEY.enter);
    let frame = await app.waitFor('Roll back to v1_');
    expect(frame).toMatch(/profile\.md: \d+ line\(s\) go, 1 come back/);
    expect(frame).toContain('  -city: Chengdu');
    expect(frame).toMatch(/\+city: .*待填写/);
    expect(frame).toMatch(/rows 1–\d+ of \d+/);
    await app.press('G');
    frame = await app.waitFor('Replaces: profile.md');
    expect(frame).toContain('Write it? (y/N)');
    // ↑ right after G moves one row up at once (no dead presses past the end).
    const [, from, to, of] = /rows (\d+)–(\d+) of (\d+)/.exec(frame) ?? [];
    expect(to).toBe(of);
    await app.press(KEY.up);
    await app.waitFor(`rows ${Number(from) - 1}–${Number(to) - 1} of ${of}`);
    await app.press(KEY.pageDown);
    await app.waitFor(`rows ${from}–${to} of ${of}`);
    await app.press(KEY.up);
    await app.waitFor(`rows ${Number(from) - 1}–${Number(to) - 1} of ${of}`);
    await app.press('y');
    await app.waitFor('changed: versions/v2_');
    expect(fileText(baseDir, 'lin', 'profile.md')).not.toContain('Chengdu');
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'version_restored' });
  });
});

describe('logging an interaction', () => {
  it('l: the kind, then what, how long, who started it, when, and a signal; y writes the time tracker line and the signal', async () => {
    const { app, baseDir } = await onCrush('l');
    await app.waitFor('What happened?');
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.enter);
    await app.waitFor('🤝 Meeting');
    await app.type('看了电影');
    await app.press(KEY.enter);
    await app.type('9x');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.press(KEY.right);
    await app.press(KEY.enter);
    await app.type('2026-02-30');
    // Past "planned" and the note to the last field, where Enter submits.
    for (let i = 0; i < 4; i += 1) await app.press(KEY.enter);
    // Refused on its field: minutes that are not a number; nothing written.
    let frame = await app.waitFor((f) => /Minutes\s+9x\s+✗/.test(f) || f.includes('✗'));
    expect(frame).not.toContain('Write it?');
    expect(fileText(baseDir, 'lin', 'interactions.jsonl')).toBe('');
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.down);
    await app.press(KEY.backspace);
    await app.press(KEY.backspace);
    await app.type('15T19:30');
    await app.press(KEY.up);
    await app.press(KEY.up);
    await app.press(KEY.up);
    await app.press(KEY.backspace);
    await app.press(KEY.backspace);
    await app.type('90');
    // Down to the last field (also a signal), a good one, and Enter submits.
    for (let i = 0; i < 6; i += 1) await app.press(KEY.down);
    await app.press(KEY.right);
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('🤝 Meeting  2026-02-15 19:30');
    expect(frame).toContain('  Minutes: 90 how long');
    expect(frame).toContain('  Who started it: me');
    await app.press('y');
    await app.waitFor('interactions.jsonl');
    expect(fileText(baseDir, 'lin', 'interactions.jsonl')).toBe(
      '{"ts": "2026-02-15T19:30:00", "v": 1, "type": "meeting", "slug": "lin", "data": {"content_summary": "看了电影", "duration_min": 90, "initiator": "me", "hour": 19, "day_of_week": "sun"}}\n',
    );
    // The signal is dated when the meeting was, not when it was entered.
    expect(eventsOnDisk(baseDir, 'lin').at(-1)).toMatchObject({ type: 'signal_recorded', ts: '2026-02-15T19:30:00', data: { direction: 'green', content: '看了电影', score_delta: 1 } });
    expect(fileText(baseDir, 'lin', 'state.md')).toContain('- 🟢 2026-02-15 看了电影');
  });
});

describe('the confession outcome', () => {
  it('m → outcome: no, a note, y; the stage becomes 表白后-被拒 and the C-1 playbook is shown whole', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('Confession outcome: what they said');
    await pickRow(app, '💞 Confession outcome');
    await app.waitFor('You confessed: what did they say?');
    await app.press(KEY.down);
    await app.press(KEY.enter);
    await app.type('she said friends');
    await app.press(KEY.enter);
    let frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('The stage becomes Confessed: no');
    await app.press('y');
    frame = await app.waitFor('crisis playbook C-1');
    // Wrapped, not cut: the playbook's last words are on screen.
    expect(frame).toMatch(/ answer\.\n/);
    expect(frame).not.toContain('…');
    expect(eventsOnDisk(baseDir, 'lin').slice(-3).map((e) => e.type)).toEqual(['confess_outcome', 'stage_changed', 'strategy_updated']);
    expect(fileText(baseDir, 'lin', 'state.md')).toContain('current_stage: 表白后-被拒');
  });
});

describe('moving a crush to the trash', () => {
  it('m lists every flow, then every tool screen of the table, each once, and Move to the trash last', async () => {
    const { app } = await onCrush('m', 50);
    const frame = await app.waitFor('Actions');
    const labels = Object.values(tuiEn.actions) as string[];
    const rows = frame.split('\n').map((l) => l.replace(/^\s*▶?\s*/, '').trimEnd()).filter((l) => labels.includes(l));
    const tools = TOOLS.map((k) => tuiEn.actions[k] as string);
    expect(rows.length).toBe(30);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows[0]).toBe('🔍 Read signals');
    expect(rows.slice(-tools.length)).toEqual(tools);
    expect(rows.at(-1)).toBe('🗑  Move to the trash');
  });

  it('m → move to the trash: a wrong name moves nothing; the right one, then y, moves the folder and returns to the list', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('Actions');
    // The last action, past the bottom of a 30-row screen: G goes there.
    await app.press('G');
    await app.waitFor('▶ 🗑  Move to the trash');
    await app.press(KEY.enter);
    await app.waitFor('▶ Type the name');
    await app.type('lim');
    await app.press(KEY.enter);
    await app.waitFor('That is not lin: nothing was moved');
    expect(existsSync(join(baseDir, 'lin'))).toBe(true);
    for (let i = 0; i < 3; i += 1) await app.press(KEY.backspace);
    await app.type('lin');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('Moved to ');
    await app.press(KEY.enter);
    const frame = await app.waitFor('🗑 lin moved to the trash (.trash/)');
    expect(frame).not.toContain('Lin (lin)');
    expect(existsSync(join(baseDir, 'lin'))).toBe(false);
  });
});

describe('exporting a story', () => {
  it('m → export: Markdown to a file named for the crush, redacted; y writes it whole and private', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('Actions · lin');
    await pickRow(app, '📤 Export everything');
    await app.waitFor('Export in which format?');
    await app.press(KEY.enter);
    await app.waitFor('lin.md');
    // Inside the data folder it is refused; a path typed in full elsewhere is written.
    for (let i = 0; i < 6; i += 1) await app.press(KEY.backspace);
    await app.type(join(baseDir, 'story.md'));
    await app.press(KEY.enter);
    await app.press(KEY.right);
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('is inside the data folder');
    expect(existsSync(join(baseDir, 'story.md'))).toBe(false);
    await app.press(KEY.enter);
    const out = join(tempDir(), 'story.md');
    await app.waitFor((f) => f.includes('▶ Redact') && !f.includes('inside the data folder'));
    await app.press(KEY.up);
    for (let i = 0; i < join(baseDir, 'story.md').length; i += 1) await app.press(KEY.backspace);
    await app.type(out);
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('✅ Exported:');
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('# [name] ([name]) · exported from simp');
    expect(text).not.toContain('Lin');
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });
});

describe('MBTI from behaviour', () => {
  it('m → MBTI: the type follows the answers; Enter on the last line saves it after y and shows its card', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('MBTI: their type from what they do');
    await pickRow(app, '🔮 MBTI');
    await app.waitFor('How chats start');
    // One line of each dimension: E (first), S (second of N/S), T (first), P (second of J/P).
    await app.press(KEY.right);
    for (let i = 0; i < 5; i += 1) await app.press(KEY.down);
    await app.press(KEY.right);
    await app.press(KEY.right);
    for (let i = 0; i < 4; i += 1) await app.press(KEY.down);
    await app.press(KEY.right);
    for (let i = 0; i < 4; i += 1) await app.press(KEY.down);
    await app.press(KEY.right);
    await app.press(KEY.right);
    let frame = await app.waitFor('Likely: ESTP');
    expect(frame).toContain('Entrepreneur');
    // One line each: every letter leads by one, and the first of them is turned.
    expect(frame).toContain('runner-up ISTP');
    for (let i = 0; i < 3; i += 1) await app.press(KEY.down);
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain("Write ESTP to the profile's mbti field");
    await app.press('y');
    frame = await app.waitFor('changed: profile.md');
    expect(frame).toContain('Needs: Thrill, the moment, no limits');
    expect(frame).toContain('A small test: Suggest something on the spot');
    expect(fileText(baseDir, 'lin', 'profile.md')).toContain('mbti: ESTP');
  });
});

describe('form rows at 80 columns', () => {
  it("a chosen option longer than the hint's room stays on its row, whole where it fits, cut with … where not; the labels stay in one column", async () => {
    const baseDir = await baseWith([{ slug: 'lin', nickname: 'Lin', mbti: 'ENTP' }]);
    const app = await renderApp({ baseDir, cols: 80, rows: 24 });
    await openAction(app, 'Lin (lin)', '🔮 MBTI');
    await app.waitFor('How chats start');
    await app.press(KEY.right);
    const rows = (await app.waitFor('They often start')).split('\n');
    const at = rows.findIndex((r) => r.includes('How chats start'));
    expect(rows[at]).toContain('‹ E They often start, with many topics ›');
    // The next row is the next field, not the rest of the option.
    expect(rows[at + 1]).toContain('Message length');
    const column = (row: string | undefined) => row?.indexOf('‹');
    expect(column(rows[at])).toBe(column(rows[at + 1]));
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(80);
    // Narrower: the option is cut, and still one row.
    await app.resize(70, 24);
    const narrow = (await app.waitFor('Message length')).split('\n');
    const i = narrow.findIndex((r) => r.includes('How chats start'));
    expect(narrow[i]).toMatch(/‹ E They often start.*… ›/);
    expect(narrow[i + 1]).toContain('Message length');
    expect(column(narrow[i])).toBe(column(narrow[i + 1]));
  });
});

describe('crisis help', () => {
  it('m → something went wrong: the suggestion follows the words, with its playbook; nothing is written', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('Something went wrong');
    await pickRow(app, '🧭 Something went wrong');
    await app.waitFor('Write a few words; the suggestion follows.');
    const before = eventsOnDisk(baseDir, 'lin').length;
    await app.type('她说需要想想');
    const frame = await app.waitFor('C-7');
    expect(frame).toContain('⏱ While you wait');
    expect(eventsOnDisk(baseDir, 'lin')).toHaveLength(before);
  });
});

describe('before you confess', () => {
  it('m → before you confess: ticks and answers move the verdict and the method; the words appear in four layers; nothing is written', async () => {
    const { app, baseDir } = await onCrush('m');
    await app.waitFor('Before you confess');
    await pickRow(app, '💐 Before you confess');
    let frame = await app.waitFor('Timing: ');
    expect(frame).toContain('How: In person');
    const before = eventsOnDisk(baseDir, 'lin').length;
    // "Easy to meet?" → no: a message instead.
    for (let i = 0; i < 5; i += 1) await app.press(KEY.down);
    await app.press(KEY.right);
    await app.press(KEY.right);
    await app.waitFor('How: By message');
    for (let i = 0; i < 3; i += 1) await app.press(KEY.down);
    await app.type('那天你把伞留给了我。');
    await app.press(KEY.down);
    await app.type('我到现在还记得哈。');
    frame = await app.waitFor('I like you.');
    expect(frame).toContain('那天你把伞留给了我。');
    expect(eventsOnDisk(baseDir, 'lin')).toHaveLength(before);
  });
});

describe('a write waiting for another writer', () => {
  it('names the holder while it waits, and Esc stops waiting with nothing written', { timeout: 90_000 }, async () => {
    const { withFolderLock } = await import('../../src/memory/io/lock.js');
    const { app, baseDir } = await onCrush('n');
    let release = (): void => undefined;
    const holding = new Promise<void>((started) => {
      void withFolderLock(join(baseDir, 'lin'), () => {
        started();
        return new Promise<void>((r) => (release = r));
      });
    });
    await holding;
    try {
      await app.waitFor('What happened?');
      await app.press(KEY.enter);
      await app.waitFor('Points');
      await app.press(KEY.enter);
      await app.press(KEY.enter);
      await app.type('1');
      await app.press(KEY.enter);
      await app.waitFor('Please fix the marked fields');
      await app.type('she waved');
      await app.press(KEY.enter);
      await app.press(KEY.enter);
      await app.waitFor('Write it? (y/N)');
      await app.press('y');
      const frame = await app.waitFor(`process ${process.pid}`, 30_000);
      expect(frame.replace(/\s+/g, ' ')).toMatch(/is writing .*lin; waiting for it to finish/);
      expect(frame).toContain('Esc stops waiting (nothing is written)');
      await app.press(KEY.esc);
      // Bounded by the lock's own wait (60 s): an Esc that was not heard would end in "gave up after waiting" instead.
      // The message wraps where the folder's path makes it: read as one line.
      const flat = (f: string): string => f.replace(/\s+/g, ' ');
      const after = flat(await app.waitFor((f) => flat(f).includes('you stopped waiting'), 45_000));
      expect(after).toContain('you stopped waiting, and nothing was written');
      expect(eventsOnDisk(baseDir, 'lin').map((e) => e.type)).toEqual(['profile_created']);
    } finally {
      release();
    }
  });
});
