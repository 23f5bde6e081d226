import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from '../../src/engine/knowledge/index.js';
import { candidatesFromNotes, inputsFromText, planRemember } from '../../src/flows/knowledge-index.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import { lineText } from '../../components/widgets/text/line.js';
import { knownTopics, liveTopicLines } from '../../components/screens/knowledge/topic-lines.js';
import { previewLines } from '../../components/screens/knowledge/preview-lines.js';
import { initRemember, rememberReducer, type RememberState } from '../../components/screens/knowledge/use-remember-state.js';

const entry = (id: string, meaning: string, keywords: string[], at: string): KnowledgeEntry => ({
  id,
  trigger_keywords: keywords,
  canonical_meaning: meaning,
  created_at: at,
  updated_at: at,
  sources: [{ ts: at, kind: 'remember', text: meaning }],
});
const cat = entry('k_00000001', '她怕猫', ['猫'], '2024-05-01T10:00:00');
const book = entry('k_00000002', '她喜欢村上春树的小说', ['村上', '春树'], '2024-05-02T10:00:00');
const hotpot = entry('k_00000003', '她喜欢火锅', ['火锅'], '2024-05-03T10:00:00');
const ids = () => {
  let n = 10;
  return () => `k_000000${(n += 1)}`;
};
const plan = (text: string, tags: string[] = []) =>
  planRemember([cat, book], inputsFromText(text, { tags, kind: 'remember' }), '2024-06-01T10:00:00', ids());

describe('known topics', () => {
  it('puts the entries the situation mentions first (most hits first), then the newest, at most the limit', () => {
    const shown = knownTopics([cat, book, hotpot], '送她村上春树的书，别带猫', 2);
    expect(shown.map((h) => [h.entry.id, h.hits])).toEqual([
      ['k_00000002', ['村上', '春树']],
      ['k_00000001', ['猫']],
    ]);
    expect(knownTopics([cat, book, hotpot], '', 5).map((h) => h.entry.id)).toEqual(['k_00000003', 'k_00000002', 'k_00000001']);
  });

  it('live recall shows nothing without topics, says so when none match, and names the hits', () => {
    expect(liveTopicLines([], '猫', 5, 80, tuiEn)).toEqual([]);
    expect(liveTopicLines([cat], '狗', 5, 80, tuiEn).map(lineText)).toContain('No topic matches yet');
    expect(liveTopicLines([cat, book], '别带猫', 5, 80, tuiEn).map(lineText)).toContain('• 她怕猫  ◆ matches: 猫');
  });
});

describe('old vs fused preview', () => {
  it('puts old and fused statements side by side and marks the added ones with "+ "', () => {
    const p = plan('她对猫毛过敏', ['猫']);
    const rows = previewLines(p.previews, 0, 80, tuiEn).lines.map(lineText);
    expect(rows[0]).toMatch(/^▶ 1\. merge into k_00000001$/);
    expect(rows[2]).toMatch(/^\s+她怕猫\s+│ {3}她怕猫$/);
    expect(rows[3]).toMatch(/^\s+│ \+ 她对猫毛过敏$/);
    expect(rows[4]).toContain('+ added: ');
  });

  it('shows an insert as a new topic and a merge that adds nothing as unchanged', () => {
    const inserted = previewLines(plan('她喜欢爬山').previews, 0, 80, tuiEn).lines.map(lineText);
    expect(inserted[0]).toContain('new topic k_00000011');
    expect(inserted[2]).toMatch(/— \(new topic\)\s+│ \+ 她喜欢爬山/);
    const same = previewLines(plan('她怕猫', ['猫']).previews, 0, 80, tuiEn).lines.map(lineText);
    expect(same[0]).toContain('(unchanged)');
    expect(same.filter((r) => r.includes('│ + '))).toEqual([]);
  });
});

describe('remember reducer', () => {
  const offered = candidatesFromNotes([{ text: '她怕猫。她喜欢火锅', kind: 'analyze' }]);
  const planned = { plan: plan('她在读村上春树。她喜欢爬山'), revision: 'r1' };

  it('starts on the offered notes, all ticked; Space unticks the one under the cursor; moves stay in range', () => {
    let s: RememberState = initRemember(offered);
    expect(s.phase).toBe('pick');
    expect(s.ticked).toEqual([true, true]);
    s = rememberReducer(s, { type: 'move', by: 5 });
    s = rememberReducer(s, { type: 'toggle' });
    expect([s.cursor, s.ticked]).toEqual([1, [true, false]]);
    expect(initRemember().phase).toBe('input');
  });

  it('edit starts from the fused meaning, keeps its write after the re-plan, and Esc steps back phase by phase', () => {
    let s = rememberReducer(initRemember(offered), { type: 'planned', planned });
    s = rememberReducer(s, { type: 'move', by: 1 });
    s = rememberReducer(s, { type: 'startEdit' });
    expect([s.phase, s.draft.value]).toEqual(['edit', '她喜欢爬山']);
    s = rememberReducer(s, { type: 'planned', planned });
    expect([s.phase, s.cursor]).toEqual(['review', 1]);
    s = rememberReducer(rememberReducer(s, { type: 'startEdit' }), { type: 'back' });
    expect(s.phase).toBe('review');
    s = rememberReducer(s, { type: 'back' });
    expect([s.phase, s.planned, s.cursor]).toEqual(['pick', null, 0]);
    const typed = rememberReducer(rememberReducer(initRemember(), { type: 'planned', planned }), { type: 'back' });
    expect(typed.phase).toBe('input');
  });
});
