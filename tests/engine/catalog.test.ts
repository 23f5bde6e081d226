import { describe, expect, it } from 'vitest';
import {
  BANDS,
  BREAK_MESSAGE,
  BURNOUT_TRIGGERS,
  CRISIS_TYPES,
  DIMENSIONS,
  FRIEND_ZONE_SIGNAL_IDS,
  MBTI_ADJUSTMENTS,
  MILESTONES,
  NEXT_ACTIONS,
  QUIT_CONCLUSIONS,
  QUIT_COST_QUESTIONS,
  QUIT_HISTORY_SIGNALS,
  QUIT_OTHER_OPTIONS,
  QUIT_QUESTIONS,
  QUIT_SELF_QUESTIONS,
  QUIT_SIGNALS,
  QuitAnswersSchema,
  READINESS_CONDITIONS,
  RISKS,
  SIGNALS,
  STAGE_INFO,
  STAGES,
  type Label,
} from '../../src/engine/index.js';

function expectUnique(ids: readonly string[]): void {
  expect(new Set(ids).size).toBe(ids.length);
}

function expectLabel(label: Label, where: string): void {
  expect(label.zh.trim(), `${where} zh`).not.toBe('');
  expect(label.en.trim(), `${where} en`).not.toBe('');
  expect(label.zh, `${where} zh has Chinese`).toMatch(/\p{Script=Han}/u);
  expect(label.en, `${where} en is not Chinese`).not.toMatch(/\p{Script=Han}/u);
}

const allActions = Object.values(NEXT_ACTIONS).flat();

describe('catalogue integrity', () => {
  it('lists exactly the signal items of SPEC 6.1, the J-only item and the yellow signals of the skill (0 points)', () => {
    expect(SIGNALS.map((s) => s.id).sort()).toEqual(
      [
        'msg.initiates_often', 'msg.initiates_sometimes', 'msg.extends_topics', 'msg.remembers_details',
        'msg.late_night', 'msg.read_no_reply', 'msg.perfunctory', 'offline.one_on_one', 'offline.physical_close',
        'offline.remembers_prefs', 'offline.message_after', 'offline.avoids_one_on_one', 'offline.distracted',
        'offline.plans_for_two', 'emotion.shares_private', 'emotion.vulnerable', 'emotion.asks_love_life',
        'emotion.cares_for_you', 'emotion.good_friend_label', 'emotion.confides_crush',
        'yellow.rarely_starts', 'yellow.shallow', 'yellow.hot_cold', 'yellow.likes_only', 'yellow.group_only',
        'yellow.nice_to_all', 'yellow.no_stance',
      ].sort(),
    );
    expect(FRIEND_ZONE_SIGNAL_IDS).toEqual(['emotion.good_friend_label', 'emotion.confides_crush']);
    expect(DIMENSIONS.map((d) => [d.id, d.max])).toEqual([['messaging', 10], ['offline', 8], ['emotional', 7]]);
    for (const s of SIGNALS) expect(s.id.split('.')[0], s.id).toBe(s.points === 0 ? 'yellow' : { messaging: 'msg', offline: 'offline', emotional: 'emotion' }[s.dimension]);
  });

  it('has unique ids and zh + en text in every catalogue', () => {
    const catalogues: [string, readonly { id: string; label: Label }[]][] = [
      ['signals', SIGNALS], ['bands', BANDS], ['stages', STAGE_INFO], ['milestones', MILESTONES],
      ['risks', RISKS], ['readiness', READINESS_CONDITIONS], ['quit questions', QUIT_QUESTIONS],
      ['quit signals', QUIT_SIGNALS], ['history signals', QUIT_HISTORY_SIGNALS], ['conclusions', QUIT_CONCLUSIONS],
      ['burnout', BURNOUT_TRIGGERS], ['actions', allActions],
    ];
    for (const [name, items] of catalogues) {
      expect(items.length, name).toBeGreaterThan(0);
      expectUnique(items.map((i) => i.id));
      for (const item of items) {
        // Stage labels are the stored Chinese enum values; their zh is checked, en must still be English.
        expectLabel(item.label, `${name} ${item.id}`);
      }
    }
    for (const r of RISKS) expectLabel(r.hint, `risk hint ${r.id}`);
    for (const c of QUIT_CONCLUSIONS) expectLabel(c.reflection, `conclusion ${c.id}`);
    for (const o of QUIT_OTHER_OPTIONS) expectLabel(o.label, `other option ${o.value}`);
    expectLabel(BREAK_MESSAGE, 'break message');
  });

  it('covers every stage, in SPEC order, with the SPEC score ranges', () => {
    expect(STAGE_INFO.map((s) => s.id)).toEqual([...STAGES]);
    const ranges = Object.fromEntries(STAGE_INFO.filter((s) => s.range).map((s) => [s.id, [s.range?.min, s.range?.max]]));
    expect(ranges).toEqual({ 破冰期: [0, 10], 升温期: [8, 15], 暧昧期: [13, 20], 表白前: [18, 25] });
  });

  it('has contiguous bands from -15 to 25', () => {
    expect(BANDS[0]?.max).toBe(25);
    expect(BANDS[BANDS.length - 1]?.min).toBe(-15);
    BANDS.forEach((b, i) => {
      const lower = BANDS[i + 1];
      if (lower) expect(lower.max + 1, b.id).toBe(b.min);
    });
    expect(BANDS.map((b) => b.tone)).toEqual(['strong', 'good', 'mixed', 'weak', 'warning']);
  });

  it('MBTI rules point at real signals', () => {
    const ids = SIGNALS.map((s) => s.id);
    for (const rule of MBTI_ADJUSTMENTS) expect(ids).toContain(rule.signalId);
    expect(new Set(MBTI_ADJUSTMENTS.map((r) => r.letter))).toEqual(new Set(['I', 'T', 'P', 'J']));
  });

  it('has ten milestones, seven risks and five readiness conditions', () => {
    expect(MILESTONES).toHaveLength(10);
    expect(RISKS.map((r) => [r.id, r.severity])).toEqual([
      ['risk.friend_zone', 'high'], ['risk.burnout', 'high'], ['risk.rival', 'medium-high'],
      ['risk.cooling', 'medium'], ['risk.over_pursuit', 'medium'], ['risk.stalled', 'medium'],
      ['risk.bad_timing', 'low-medium'],
    ]);
    expect(READINESS_CONDITIONS).toHaveLength(5);
  });

  it("has crisis types C-1..C-11 meaning exactly what simp-skill's crisis handler means (SPEC 6.5)", () => {
    // crisis_handled.crisis_type is read by both tools: a code must name the same crisis in both.
    expect(CRISIS_TYPES.map((c) => `${c.id} ${c.name.zh}`)).toEqual([
      'C-1 明确被拒', 'C-2 突然冷落', 'C-3 渐渐疏远', 'C-4 进入友谊区', 'C-5 说错话/翻车', 'C-6 竞争对手出现',
      'C-7 表白被挂起', 'C-8 暧昧期停滞', 'C-9 误会/争吵', 'C-10 单方面付出', 'C-11 对方开始了新感情',
    ]);
    for (const c of CRISIS_TYPES) expect(c.triggers.length, c.id).toBeGreaterThan(0);
    for (const c of CRISIS_TYPES) {
      expectLabel(c.name, c.id);
      expectLabel(c.timing, `${c.id} timing`);
    }
  });

  it('groups quit questions by dimension and accepts exactly them in an answers file', () => {
    expect(QUIT_OTHER_OPTIONS.map((o) => o.value)).toEqual(['positive', 'unclear', 'negative', 'none']);
    expect(QUIT_SELF_QUESTIONS).toHaveLength(5);
    expect(QUIT_COST_QUESTIONS).toHaveLength(3);
    expect(QUIT_SIGNALS).toHaveLength(8);
    for (const q of QUIT_QUESTIONS) expect(q.id.split('.')[0]).toBe(q.dimension);
    const shape = QuitAnswersSchema.shape;
    expect(Object.keys(shape.self.shape).map((k) => `self.${k}`)).toEqual(QUIT_SELF_QUESTIONS.map((q) => q.id));
    expect(Object.keys(shape.cost.shape).map((k) => `cost.${k}`)).toEqual(QUIT_COST_QUESTIONS.map((q) => q.id));
    // Both sides of the sincere/not-wanting-to-lose split are asked.
    expect(new Set(QUIT_SELF_QUESTIONS.map((q) => q.sincereAnswer))).toEqual(new Set([true, false]));
    expect(QUIT_CONCLUSIONS.map((c) => [c.id, c.verdict])).toEqual([
      ['A', 'continue'], ['B', 'continue'], ['C', 'reconsider'], ['D', 'let_go'],
    ]);
  });

  it('has at least three next actions for every stage and for "stalled"', () => {
    expect(Object.keys(NEXT_ACTIONS).sort()).toEqual([...STAGES, 'stalled'].sort());
    for (const [set, actions] of Object.entries(NEXT_ACTIONS)) {
      expect(actions.length, set).toBeGreaterThanOrEqual(3);
    }
    expectUnique(allActions.map((a) => a.id));
    const milestoneIds = MILESTONES.map((m) => m.id) as string[];
    for (const a of allActions) if (a.unlessMilestone) expect(milestoneIds).toContain(a.unlessMilestone);
  });

  it('contains no manipulation tactics in any text', () => {
    // Tactics the product must never suggest (SPEC 6.3): manufactured absence,
    // jealousy, insecurity, urgency, pretending, or pushing past a no.
    const banned = [
      '欲擒故纵', '缺席感', '吃醋', '不安全感', '制造紧迫', '窗口期', '假装', '再想想', '冷处理ta', 'PUA',
      'jealous', 'insecur', 'play hard to get', 'make them miss', 'pretend', 'guilt', 'ignore them',
    ];
    const texts = JSON.stringify([
      SIGNALS, RISKS, CRISIS_TYPES, NEXT_ACTIONS, QUIT_CONCLUSIONS, QUIT_QUESTIONS, QUIT_SIGNALS, BREAK_MESSAGE,
    ]).toLowerCase();
    for (const word of banned) expect(texts, word).not.toContain(word.toLowerCase());
  });
});
