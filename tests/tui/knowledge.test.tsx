import { describe, expect, it } from 'vitest';
import { renderApp, KEY, type Harness } from './render-helper.js';
import { baseWith, eventsOnDisk } from './fixtures.js';
import { openMemory } from '../../src/memory/index.js';
import { logInteraction } from '../../src/flows/index.js';
import { applyRemember, inputsFromText, planFor } from '../../src/flows/knowledge-index.js';

const CTRL_U = '\u0015';
const YU = { slug: 'yu', nickname: 'Yu', mbti: 'INTJ', score: 12, stage: '升温期' };

/** Topic memories saved through the flows and the memory service, one write each, oldest first. */
async function seed(baseDir: string, facts: { text: string; tags?: string[] }[]): Promise<void> {
  const mem = openMemory({ baseDir });
  for (const [i, f] of facts.entries()) {
    const at = `2024-05-${String(i + 1).padStart(2, '0')}T10:00:00`;
    const { plan } = planFor(mem, 'yu', (segmenter) => inputsFromText(f.text, { tags: f.tags ?? [], kind: 'remember', segmenter }), at);
    await applyRemember(mem, 'yu', plan);
  }
}

async function openDetail(baseDir: string): Promise<Harness> {
  const app = await renderApp({ baseDir, cols: 100, rows: 30 });
  await app.waitFor('Crushes (1)');
  await app.press(KEY.enter);
  await app.waitFor('Known topics');
  return app;
}

/** Runs analyze with one signal and a note, up to the flow's own "changed" line. */
async function analyzeWithNote(app: Harness, note: string): Promise<void> {
  await app.press('a');
  await app.waitFor('Step 1/3');
  await app.press(KEY.space);
  await app.press(KEY.enter);
  await app.waitFor('Step 2/3');
  await app.type(note);
  await app.press(KEY.enter);
  await app.waitFor('Step 3/3');
  await app.press(KEY.enter);
  await app.waitFor('What will be written');
  await app.press(KEY.enter);
  await app.press('y');
  await app.waitFor('changed: events.jsonl');
}

const knowledgeEvents = (baseDir: string) => eventsOnDisk(baseDir, 'yu').filter((e) => e.type === 'knowledge_recorded');
const entries = (baseDir: string) => openMemory({ baseDir }).knowledge('yu');

describe('remember this', () => {
  it('r from the detail: old vs fused side by side with the keywords, an edit, y, and the three files on disk', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫', tags: ['猫'] }]);
    const app = await openDetail(baseDir);
    let frame = await app.waitFor('• 她怕猫');
    expect(frame).toContain('Known topics (1)');
    expect(frame).toContain('r remember');
    await app.press('r');
    await app.waitFor('Remember something about them');
    await app.type('她对猫毛过敏');
    await app.press(KEY.enter);
    await app.type('猫');
    await app.press(KEY.enter);
    frame = await app.waitFor('Before saving');
    const id = entries(baseDir)[0]?.id ?? '';
    expect(frame).toContain(`merge into ${id}`);
    // The old statement and the fused one on the same row, the added one marked "+ " under it.
    expect(frame).toMatch(/^\s+old\s+│ fused \(saved\)$/m);
    expect(frame).toMatch(/^\s+她怕猫\s+│\s+她怕猫$/m);
    expect(frame).toMatch(/^\s+│ \+ 她对猫毛过敏$/m);
    expect(frame).toContain('+ added: 过敏');
    expect(knowledgeEvents(baseDir)).toHaveLength(1);

    await app.press('e');
    await app.waitFor('Edit the fused meaning of #1');
    await app.press(CTRL_U);
    await app.type('猫毛过敏很严重');
    await app.press(KEY.enter);
    frame = await app.waitFor('│ + 猫毛过敏很严重');
    expect(frame).not.toContain('她对猫毛过敏');
    expect(entries(baseDir)[0]?.canonical_meaning).toBe('她怕猫');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    frame = await app.waitFor('changed: knowledge.json, events.jsonl, meta.json');
    expect(frame).toContain(`Merged into topic ${id}`);
    expect(entries(baseDir)).toEqual([expect.objectContaining({ id, canonical_meaning: '她怕猫；猫毛过敏很严重' })]);
    expect(entries(baseDir)[0]?.trigger_keywords).toEqual(expect.arrayContaining(['猫', '过敏']));
    expect(knowledgeEvents(baseDir).at(-1)?.data).toMatchObject({ action: 'update', id, before: '她怕猫', after: '她怕猫；猫毛过敏很严重' });
    await app.press(KEY.enter);
    await app.waitFor('• 她怕猫；猫毛过敏很严重');
  });

  it('an empty fact is refused; Esc steps back with the fact kept; anything but y saves nothing', async () => {
    const baseDir = await baseWith([YU]);
    const app = await openDetail(baseDir);
    expect(app.frame()).toContain('No topic memories yet');
    await app.press('r');
    await app.waitFor('Remember something about them');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('nothing to remember');
    await app.press(KEY.up);
    await app.type('她喜欢爬山');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    const frame = await app.waitFor('new topic k_');
    expect(frame).toMatch(/— \(new topic\)\s+│ \+ 她喜欢爬山/);
    await app.press(KEY.esc);
    await app.waitFor('Fact  她喜欢爬山');
    // Back on the last field, where Enter plans again.
    await app.press(KEY.enter);
    await app.waitFor('new topic k_');
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('n');
    await app.waitFor('Cancelled; nothing was written');
    expect(entries(baseDir)).toEqual([]);
    expect(knowledgeEvents(baseDir)).toEqual([]);
    await app.press(KEY.esc);
    await app.waitFor('Fact  她喜欢爬山');
    // Leaving with the fact typed asks first.
    await app.press(KEY.esc);
    await app.waitFor('Discard what you typed? (y/N)');
    await app.press('y');
    await app.waitFor('No topic memories yet');
  });
});

describe('a fact that contradicts its topic', () => {
  it('is marked to be confirmed with both statements shown; y lets the new one replace the old, n saves nothing', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫' }]);
    const app = await openDetail(baseDir);
    await app.waitFor('• 她怕猫');
    await app.press('r');
    await app.waitFor('Remember something about them');
    await app.type('她其实不怕猫');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    let frame = await app.waitFor('To be confirmed');
    expect(frame).toContain('old "她怕猫" ↔ new "她其实不怕猫"');
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('the new statement replaces the old one');
    await app.press('n');
    await app.waitFor('Cancelled; nothing was written');
    expect(entries(baseDir).map((e) => e.canonical_meaning)).toEqual(['她怕猫']);
    await app.press(KEY.enter);
    await app.waitFor('Write it? (y/N)');
    await app.press('y');
    await app.waitFor('changed: knowledge.json');
    expect(entries(baseDir).map((e) => e.canonical_meaning)).toEqual(['她其实不怕猫']);
  });
});

describe('notes offered after a flow', () => {
  it('analyze offers its note; r previews old vs fused, an unticked note is left out, y saves the rest', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她喜欢村上春树的小说' }]);
    const id = entries(baseDir)[0]?.id ?? '';
    const app = await openDetail(baseDir);
    await analyzeWithNote(app, '她怕猫。她最近在读村上春树');
    await app.waitFor('2 note(s) you wrote can be kept as topic memory');
    expect(knowledgeEvents(baseDir)).toHaveLength(1);
    await app.press('r');
    let frame = await app.waitFor('Which of your notes');
    expect(frame).toMatch(/▶ \[x\] 她怕猫/);
    expect(frame).toMatch(/\[x\] 她最近在读村上春树/);
    await app.press(KEY.space);
    await app.waitFor('▶ [ ] 她怕猫');
    await app.press(KEY.enter);
    frame = await app.waitFor('Before saving');
    expect(frame).toContain(`merge into ${id}`);
    expect(frame).toMatch(/^\s+她喜欢村上春树的小说\s+│\s+她喜欢村上春树的小说$/m);
    expect(frame).toMatch(/│ \+ 她最近在读村上春树$/m);
    expect(frame).not.toContain('怕猫');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('changed: knowledge.json, events.jsonl, meta.json');
    expect(entries(baseDir).map((e) => e.canonical_meaning)).toEqual(['她喜欢村上春树的小说；她最近在读村上春树']);
    expect(entries(baseDir)[0]?.sources.at(-1)).toMatchObject({ kind: 'analyze', text: '她最近在读村上春树' });
  });

  it('skipping saves nothing: Enter after analyze, Esc in the offered list after crisis', async () => {
    const baseDir = await baseWith([YU]);
    const app = await openDetail(baseDir);
    await analyzeWithNote(app, '她怕猫');
    await app.waitFor('1 note(s) you wrote can be kept');
    await app.press(KEY.enter);
    await app.waitFor((f) => f.includes('Known topics (0)') && f.includes('3/25'));
    await app.press('m');
    await app.waitFor('Actions');
    for (let i = 0; i < 3; i += 1) await app.press('j');
    await app.waitFor('▶ 🆘 Crisis help');
    await app.press(KEY.enter);
    await app.waitFor('What happened?');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('What happened, and what you mean to do');
    await app.type('她两天没回消息');
    await app.press(KEY.enter);
    await app.press(KEY.enter);
    await app.waitFor('What will be written');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('1 note(s) you wrote can be kept');
    await app.press('r');
    await app.waitFor('▶ [x] 她两天没回消息');
    await app.press(KEY.esc);
    await app.waitFor('Known topics (0)');
    expect(entries(baseDir)).toEqual([]);
    expect(knowledgeEvents(baseDir)).toEqual([]);
  });
});

describe('known topics', () => {
  it('the detail lists at most five, those the state mentions first and marked in words, then the newest', async () => {
    const baseDir = await baseWith([YU]);
    const tags = ['咖啡', '火锅', '猫', '爬山', '电影', '小说', '音乐'];
    await seed(baseDir, tags.map((tag) => ({ text: `她喜欢${tag}`, tags: [tag] })));
    await openMemory({ baseDir }).updateState('yu', {}, { '## 当前状态（一句话）': '上周一起吃了火锅' });
    const app = await openDetail(baseDir);
    const frame = await app.waitFor('Known topics (5 of 7');
    const bullets = frame.split('\n').filter((l) => l.startsWith('• '));
    expect(bullets).toEqual(['• 她喜欢火锅', '• 她喜欢音乐', '• 她喜欢小说', '• 她喜欢电影', '• 她喜欢爬山']);
    expect(frame).toMatch(/keywords: .*火锅.*◆ matches: 火锅/);
  });

  it('confess recalls topics live as the method and note are typed, then offers the note', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫', tags: ['猫'] }, { text: '她喜欢村上春树的小说' }]);
    const app = await openDetail(baseDir);
    await app.press('m');
    await app.waitFor('Actions');
    for (let i = 0; i < 4; i += 1) await app.press('j');
    await app.waitFor('▶ 💌 Prepare to confess');
    await app.press(KEY.enter);
    await app.waitFor('No topic matches yet');
    await app.type('送她一本村上春树');
    let frame = await app.waitFor('◆ matches: 村上春树');
    expect(frame).toContain('• 她喜欢村上春树的小说');
    expect(frame).not.toContain('她怕猫');
    await app.press(KEY.down);
    await app.type('别带猫去');
    frame = await app.waitFor('◆ matches: 猫');
    expect(frame).toContain('• 她喜欢村上春树的小说');
    await app.press(KEY.enter);
    await app.waitFor('Which conditions really hold?');
    await app.press(KEY.enter);
    await app.waitFor('What will be written');
    await app.press(KEY.enter);
    await app.press('y');
    await app.waitFor('1 note(s) you wrote can be kept as topic memory');
  });
});

describe('topics while typing, and editing or deleting one', () => {
  it('the remember screen shows the known topics what is being typed meets', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫' }, { text: '她爱吃火锅' }]);
    const app = await openDetail(baseDir);
    await app.press('r');
    await app.waitFor('Remember something about them');
    let frame = await app.waitFor('Related topics (follows what you type)');
    expect(frame).toContain('No topic matches yet');
    await app.type('周末去猫咖');
    frame = await app.waitFor('◆ matches: 猫');
    expect(frame).toContain('• 她怕猫');
    expect(frame).not.toContain('• 她爱吃火锅');
  });

  it('o lists the topics; e edits meaning and keywords after y/N; d deletes after y/N; each logs one event', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫' }, { text: '她爱吃火锅' }]);
    const app = await openDetail(baseDir);
    await app.press('o');
    let frame = await app.waitFor('Enter or e edits, d deletes');
    // In the file's order, so an edit leaves its row where it was.
    expect(frame).toMatch(/▶ 她怕猫 {2}· {2}猫\n\s+她爱吃火锅 {2}· {2}火锅/);
    await app.press('e');
    await app.waitFor('Edit topic');
    await app.type('，也怕狗');
    await app.press(KEY.enter);
    await app.type(', 狗');
    await app.press(KEY.enter);
    frame = await app.waitFor('Write it? (y/N)');
    expect(frame).toContain('  old: 她怕猫');
    expect(frame).toContain('  new: 她怕猫，也怕狗');
    await app.press('y');
    await app.waitFor('changed: knowledge.json, events.jsonl, meta.json');
    const cat = entries(baseDir).find((e) => e.canonical_meaning === '她怕猫，也怕狗');
    expect(cat?.trigger_keywords).toEqual(['猫', '狗']);
    await app.press(KEY.enter);
    frame = await app.waitFor('Enter or e edits, d deletes');
    expect(frame).toMatch(/▶ 她怕猫，也怕狗/);
    await app.press(KEY.down);
    await app.press('d');
    frame = await app.waitFor('Delete topic');
    expect(frame).toContain('她爱吃火锅');
    await app.press('n');
    await app.waitFor('Enter or e edits, d deletes');
    expect(entries(baseDir)).toHaveLength(2);
    await app.press('d');
    await app.waitFor('Delete topic');
    await app.press('y');
    await app.waitFor('changed: knowledge.json');
    expect(entries(baseDir).map((e) => e.canonical_meaning)).toEqual(['她怕猫，也怕狗']);
    expect(knowledgeEvents(baseDir).map((e) => e.data['action'])).toEqual(['insert', 'insert', 'edit', 'delete']);
  });
});

describe('the message workshop', () => {
  it('w: a draft is checked as it is typed, beside the topics it meets; nothing is written', async () => {
    const baseDir = await baseWith([YU]);
    await seed(baseDir, [{ text: '她怕猫' }]);
    const before = knowledgeEvents(baseDir).length;
    const app = await openDetail(baseDir);
    await app.press('w');
    await app.waitFor('Write something; the check follows.');
    // A situation first (←/→ on its field): its principle, the line for the mode, what not to send.
    await app.press(KEY.right);
    let frame = await app.waitFor('Not just "morning": add why they came to mind today.');
    expect(frame).toContain('A good-morning anyone could get');
    await app.press(KEY.down);
    await app.type('我为你做了这么多，周末去猫咖吗');
    frame = await app.waitFor('Makes them feel guilty');
    expect(frame).toContain('◆ matches: 猫');
    for (let i = 0; i < 16; i += 1) await app.press(KEY.backspace);
    await app.type('上次那家猫咖笑死我了哈');
    await app.waitFor('✓ It reads like you.');
    expect(knowledgeEvents(baseDir)).toHaveLength(before);
  });

  it('w: a draft close to a message logged in the last weeks says so, with its day', async () => {
    const baseDir = await baseWith([YU]);
    await logInteraction(openMemory({ baseDir }), 'yu', { type: 'chat_sent', summary: '周末要不要一起去看那个摄影展？我听说很不错' });
    const app = await openDetail(baseDir);
    await app.press('w');
    await app.waitFor('Write something; the check follows.');
    await app.press(KEY.down);
    await app.type('周末要不要一起去看那个摄影展呀');
    const frame = await app.waitFor('You sent something like this on');
    expect(frame).toMatch(/on \d{2}-\d{2}: "周末要不要一起去看那个摄影展？/);
    for (let i = 0; i < 15; i += 1) await app.press(KEY.backspace);
    await app.type('今天路过一家新开的书店');
    await app.waitFor('✓ It reads like you.');
    expect(app.frame()).not.toContain('You sent something like this');
  });
});
