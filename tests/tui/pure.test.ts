import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { textWidth } from '../../components/widgets/text/text-width.js';
import { truncate, wrapText } from '../../components/widgets/text/wrap-lines.js';
import { editText, emptyText } from '../../components/widgets/text/text-edit.js';
import { layoutField, type FieldRow } from '../../components/widgets/text/field-layout.js';
import { fit, moveBy } from '../../components/widgets/scroll/cursor-window.js';
import { commandFor, K, NAV } from '../../components/shell/keys/keymap.js';
import { footerHints } from '../../components/shell/keys/footer-line.js';
import { LIST_KEYS } from '../../components/screens/crush-list/list-keys.js';
import { DETAIL_KEYS } from '../../components/screens/crush-detail/use-detail.js';
import { cycleChoice, toData } from '../../components/widgets/form/form-fields.js';
import { fieldsOf, validateEvent } from '../../components/screens/event-form/schema-fields.js';
import { sparkline } from '../../components/screens/crush-detail/sparkline.js';
import { filterCrushes, sortByUpdate } from '../../components/screens/crush-list/crush-rows.js';
import { allOf, mergedView, someOf } from '../../components/screens/timeline/timeline-view.js';
import { navReducer, INITIAL_NAV } from '../../components/shell/kernel/use-nav-state.js';
import { colorWanted, makeTheme } from '../../components/shell/kernel/theme.js';
import { parseTuiArgs } from '../../components/shell/launch.js';
import { asciiWanted, toAscii } from '../../components/widgets/text/ascii.js';
import stringWidth from 'string-width';
import { INITIAL_TIMELINE, timelineReducer } from '../../components/screens/timeline/use-timeline-state.js';
import { INITIAL_WRITE, writeStepReducer } from '../../components/widgets/write-step/use-write-step-state.js';
import { formReducer, initForm } from '../../components/widgets/form/use-form-state.js';
import type { CrushSummary } from '../../src/memory/index.js';
import { messages } from '../../src/i18n/index.js';

const key = (over: Partial<Key> = {}): Key =>
  ({ upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false, home: false, end: false,
    return: false, escape: false, ctrl: false, shift: false, tab: false, backspace: false, delete: false, meta: false,
    super: false, hyper: false, capsLock: false, numLock: false, ...over }) as Key;

describe('text', () => {
  it('counts every single emoji character as string-width does, without it (the first frame skips its tables)', () => {
    for (let cp = 0x2000; cp <= 0x1faff; cp += 1) {
      const ch = String.fromCodePoint(cp);
      if (!/\p{Emoji_Presentation}/u.test(ch)) continue;
      expect(textWidth(ch), cp.toString(16)).toBe(stringWidth(ch));
      expect(textWidth(`a${ch}b`), cp.toString(16)).toBe(stringWidth(`a${ch}b`));
    }
    for (const line of ['▶ 小雨 (xiaoyu) 17/25 🟢🟡 ↑ · …', '👍🏽 ok', '🇨🇳 flag', '👨‍👩‍👧 fam', '1️⃣ key', '✏️ edit', '─│✓✗×▁█‹›—–•']) {
      expect(textWidth(line), line).toBe(stringWidth(line));
    }
  });
  it('measures CJK and emoji as two cells', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('小雨')).toBe(4);
    expect(textWidth('🟢🟡')).toBe(4);
    expect(textWidth('✏️')).toBe(2);
  });
  it('wraps Latin at spaces and CJK anywhere, never wider than asked', () => {
    expect(wrapText('hello big world', 9)).toEqual(['hello big', 'world']);
    const cjk = wrapText('友谊区，信号警示，ta 把你们定义为朋友：她说我是她最好的朋友', 20);
    expect(cjk.every((l) => textWidth(l) <= 20)).toBe(true);
    expect(cjk[0]).toBe('友谊区，信号警示，ta');
    expect(truncate('abcdef', 4)).toBe('abc…');
    // No line starts with a closing mark: the character before it goes down with it.
    const marks = wrapText('只是建议，不写入任何东西；Enter 打开危机处理去记录。', 24);
    expect(marks.every((l) => textWidth(l) <= 24)).toBe(true);
    expect(marks.some((l) => /^[，。；：！？）]/.test(l))).toBe(false);
    expect(marks[0]).toBe('只是建议，不写入任何东');
    expect(marks[1]?.startsWith('西；')).toBe(true);
  });
  it('edits a line: typing, pasting, caret moves, backspace', () => {
    let t = emptyText('ab');
    t = editText(t, '', key({ leftArrow: true })) ?? t;
    t = editText(t, 'X', key()) ?? t;
    expect(t).toEqual({ value: 'aXb', caret: 2 });
    t = editText(t, '', key({ backspace: true })) ?? t;
    t = editText(t, '小\n雨', key()) ?? t;
    expect(t.value).toBe('a小 雨b');
    expect(editText(t, '', key({ return: true }))).toBeNull();
  });
  it('keeps the line breaks of marked pasted text in a note, spaces them in a one-line field; Ctrl-E is not an edit', () => {
    const pasted = { ...key(), paste: true };
    expect(editText(emptyText('a'), 'x\ny\n\nz', pasted, true)).toEqual({ value: 'ax\ny\n\nz', caret: 7 });
    expect(editText(emptyText('a'), 'x\ny\n\nz', pasted, false)?.value).toBe('ax y z');
    expect(editText(emptyText('ab'), 'e', key({ ctrl: true }))).toBeNull();
  });
  it('scrolls a long line so the end of what is typed stays in view, and wraps a note with the caret on the right cell', () => {
    const long = 'abcdefghij'.repeat(5);
    const end = layoutField(long, long.length, 20, false);
    const shown = (end.rows[0] as FieldRow).chars.join('');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('j')).toBe(true);
    expect(textWidth(shown) + 1).toBeLessThanOrEqual(20);
    expect(end.at.col).toBe(textWidth(shown));
    const start = (layoutField(long, 0, 20, false).rows[0] as FieldRow).chars.join('');
    expect(start.startsWith('a')).toBe(true);
    expect(start.endsWith('…')).toBe(true);
    expect(textWidth(start)).toBeLessThanOrEqual(20);
    // Wide characters count two cells.
    const cjk = layoutField('小雨'.repeat(20), 40, 21, false);
    expect(textWidth((cjk.rows[0] as FieldRow).chars.join('')) + 1).toBeLessThanOrEqual(21);
    const note = layoutField('first\n' + 'x'.repeat(25) + '\nlast', 'first\n'.length + 25 + 1 + 2, 10, true);
    expect(note.rows.map((r) => r.chars.join(''))).toEqual(['first', 'xxxxxxxxx', 'xxxxxxxxx', 'xxxxxxx', 'last']);
    expect(note.at).toEqual({ row: 4, col: 2 });
  });
});

describe('keys as data', () => {
  it('maps keys to commands; Shift-Tab is not Tab', () => {
    expect(commandFor(NAV, 'j', key())).toBe('down');
    expect(commandFor(NAV, '', key({ upArrow: true }))).toBe('up');
    expect(commandFor(NAV, 'G', key({ shift: true }))).toBe('bottom');
    expect(commandFor([K.nextPane, K.prevPane], '', key({ tab: true, shift: true }))).toBe('prevPane');
    expect(commandFor([K.nextPane, K.prevPane], '', key({ tab: true }))).toBe('nextPane');
    expect(commandFor([K.quit, K.interrupt], 'c', key({ ctrl: true }))).toBe('interrupt');
    expect(commandFor([K.quit, K.interrupt], 'q', key())).toBe('quit');
    expect(commandFor([K.quit, K.interrupt], 'c', key())).toBeNull();
  });
  it('every screen footer shows 3 to 6 hints', () => {
    for (const map of [LIST_KEYS, DETAIL_KEYS]) {
      const n = footerHints(map).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
  });
  it('Esc never leaves the first screen', () => {
    expect(navReducer(INITIAL_NAV, { type: 'back' })).toBe(INITIAL_NAV);
    const deeper = navReducer(INITIAL_NAV, { type: 'push', screen: { kind: 'detail', slug: 'a' } });
    expect(navReducer(deeper, { type: 'back' }).stack).toHaveLength(1);
  });
});

describe('windows and views', () => {
  it('keeps the cursor inside the list and the window around it', () => {
    let w = { cursor: 0, top: 0 };
    w = moveBy(w, 12, 100, 10);
    expect(w).toEqual({ cursor: 12, top: 3 });
    w = moveBy(w, -200, 100, 10);
    expect(w).toEqual({ cursor: 0, top: 0 });
    expect(fit({ cursor: 50, top: 45 }, 5, 10)).toEqual({ cursor: 4, top: 0 });
  });
  it('maps the newest event first (or the oldest, for the review)', () => {
    const all = mergedView(allOf(5), [], [], false);
    expect([0, 1, 2, 3, 4].map((k) => all.at(k))).toEqual([4, 3, 2, 1, 0]);
    const some = mergedView(someOf([3, 7]), [], [], true);
    expect([some.length, some.at(0), some.at(1)]).toEqual([2, 3, 7]);
  });
  it('sorts by last update and filters by name or stage', () => {
    const row = (slug: string, updatedAt: string, stage = '未知'): CrushSummary =>
      ({ slug, nickname: slug.toUpperCase(), stage, score: null, updatedAt, eventCount: 0, countTrusted: true, archived: false, hasMeta: true, meta: null, problem: null });
    const rows = sortByUpdate([row('a', '2026-01-01T00:00:00'), row('b', ''), row('c', '2026-03-01T00:00:00', '暧昧期')]);
    expect(rows.map((r) => r.slug)).toEqual(['c', 'a', 'b']);
    expect(filterCrushes(rows, '暧昧').map((r) => r.slug)).toEqual(['c']);
    expect(filterCrushes(rows, 'a').map((r) => r.slug)).toEqual(['a']);
  });
  it('draws scores on the fixed -15..25 scale', () => {
    expect(sparkline([-15, 5, 25], 10)).toBe('▁▅█');
    expect(sparkline([1, 2, 3, 4], 2)).toHaveLength(2);
  });
});

describe('forms from zod schemas', () => {
  it('walks each event schema: enum → choice, number → numeric with range, string[] → list', () => {
    const f = fieldsOf('progress_evaluated', messages('en'));
    expect(f.map((x) => [x.name, x.kind])).toEqual([
      ['score', 'number'],
      ['stage', 'choice'],
      ['milestones_done', 'number'],
      ['next_actions', 'list'],
    ]);
    expect(f[0]?.hint).toBe('-15..25');
    expect(fieldsOf('quit_evaluated', messages('en'))[0]?.options).toEqual(['continue', 'reconsider', 'let_go']);
    // Labels and choices are words, never the stored keys.
    const signal = fieldsOf('signal_recorded', messages('zh'));
    expect(signal.map((x) => x.label)).toEqual(['方向', '内容', '分值']);
    expect(signal[0]?.optionLabel?.('green')).not.toBe('green');
  });
  it('converts typed text and reports zod messages by field', () => {
    const data = toData(fieldsOf('signal_recorded', messages('en')), { direction: 'green', content: '', score_delta: 'two' });
    expect(data).toEqual({ direction: 'green', content: '', score_delta: 'two' });
    const r = validateEvent('signal_recorded', data, 'zh');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors).sort()).toEqual(['content', 'score_delta']);
      expect(r.errors).toEqual({ content: '内容不能为空', score_delta: '分值必须是 -5 到 5 之间的整数' });
    }
    const en = validateEvent('signal_recorded', { direction: 'blue', content: 'x', score_delta: 9 }, 'en');
    expect(en).toEqual({ ok: false, errors: { direction: 'The direction must be one of green, red, neutral', score_delta: 'The point change must be a whole number from -5 to 5' } });
    expect(cycleChoice({ name: 'x', label: 'x', kind: 'choice', options: ['a', 'b'], optional: true }, 'b', 1)).toBe('');
  });
});

describe('--ascii', () => {
  it('replaces emoji and ambiguous-width symbols with ASCII of the same width, leaving letters of any script alone', () => {
    const samples = ['▶ 小雨 (xiaoyu)  17/25 🟢🟡 ↑', '破冰期 → [暧昧期] → 表白前 · …', '▁▂▃▄▅▆▇█', '⚠️ 注意 ✓ ✗ ‹ › ─│', '🔍 Analysis done  ✏️  edit 👍🏽 👨‍👩‍👧'];
    for (const text of samples) {
      const ascii = toAscii(text);
      expect(stringWidth(ascii)).toBe(stringWidth(text));
      expect(ascii).not.toMatch(/[▶·…→↑▁-█⚠✓✗‹›─│]|\p{Extended_Pictographic}/u);
      expect(ascii.replace(/[\x00-\x7F]/g, '')).toBe(text.replace(/[^\p{Script=Han}]/gu, ''));
    }
    expect(toAscii('17/25 🟢🟡 ↑')).toBe('17/25 G+Y~ ^');
    expect(toAscii('\u001b[1mbold\u001b[22m')).toBe('\u001b[1mbold\u001b[22m');
  });

  it('is on with --ascii or a locale that is not UTF-8, off with --no-ascii, a UTF-8 locale or no locale at all', () => {
    expect(parseTuiArgs(['--ascii'], { LANG: 'en_US.UTF-8' }).ascii).toBe(true);
    expect(parseTuiArgs([], { LANG: 'zh_CN.GB18030' }).ascii).toBe(true);
    expect(parseTuiArgs([], { LC_ALL: 'C' }).ascii).toBe(true);
    expect(parseTuiArgs(['--no-ascii'], { LC_ALL: 'C' }).ascii).toBe(false);
    expect(parseTuiArgs([], { LANG: 'en_US.utf8' }).ascii).toBe(false);
    expect(parseTuiArgs([], {}).ascii).toBe(false);
    expect(asciiWanted({ LC_ALL: 'C.UTF-8', LANG: 'C' }, null)).toBe(false);
  });
});

describe('launch options', () => {
  it('reads --base-dir, --lang, --no-color; the language defaults to LANG; NO_COLOR turns colour off', () => {
    expect(parseTuiArgs(['--base-dir', '/x', '--lang=zh'], {})).toEqual({ baseDir: '/x', lang: 'zh', color: true, ascii: false });
    expect(parseTuiArgs([], { LANG: 'zh_CN.UTF-8' }).lang).toBe('zh');
    expect(parseTuiArgs([], { LANG: 'en_US.UTF-8' }).lang).toBe('en');
    expect(parseTuiArgs(['--no-color'], {}).color).toBe(false);
    expect(parseTuiArgs([], { NO_COLOR: '1' }).color).toBe(false);
    expect(() => parseTuiArgs(['--lang', 'fr'], {})).toThrow(/zh or en/);
    expect(colorWanted({}, false)).toBe(true);
    expect(makeTheme(false).fg('danger')).toBeUndefined();
    expect(makeTheme(true).fg('band.warning')).toBe('red');
  });
});

describe('reducers', () => {
  it('timeline: new events keep the cursor on its event; ticking every type means no filter', () => {
    const moved = timelineReducer(INITIAL_TIMELINE, { type: 'move', delta: 3, count: 100, height: 10 });
    expect(timelineReducer(moved, { type: 'shift', by: 2, count: 102, height: 10 }).win.cursor).toBe(5);
    expect(timelineReducer(INITIAL_TIMELINE, { type: 'shift', by: 2, count: 102, height: 10 }).win.cursor).toBe(0);
    const picking = timelineReducer(INITIAL_TIMELINE, { type: 'startPick', all: ['a', 'b'] });
    expect(timelineReducer(picking, { type: 'applyPick', all: ['a', 'b'] }).types).toBeNull();
    const one = timelineReducer(picking, { type: 'pickToggle', name: 'a' });
    expect(timelineReducer(one, { type: 'applyPick', all: ['a', 'b'] }).types).toEqual(['b']);
  });
  it('write step: y/N only writes from the confirmation; a no goes back to editing', () => {
    expect(writeStepReducer(INITIAL_WRITE, { type: 'start' }).phase).toBe('edit');
    const asking = writeStepReducer(INITIAL_WRITE, { type: 'ask', summary: [], replaces: true });
    expect(writeStepReducer(asking, { type: 'cancel' })).toMatchObject({ phase: 'edit', cancelled: true });
    expect(writeStepReducer(asking, { type: 'start' }).phase).toBe('writing');
  });
  it('form: validation errors move the focus to the first bad field; editing a field clears its error', () => {
    const fields = fieldsOf('analysis_done', messages('en'));
    const form = formReducer(initForm(fields), { type: 'errors', errors: { stage: 'x', summary: 'y' } });
    expect(form.focus).toBe(1);
    expect(form.values['stage']?.value).toBe('未知');
    const cycled = formReducer(form, { type: 'cycle', by: 1 });
    expect(cycled.values['stage']?.value).toBe('破冰期');
    expect(Object.keys(cycled.errors)).toEqual(['summary']);
  });
});
