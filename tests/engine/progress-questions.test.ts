import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { answerEager, answerHope, EAGER_OVER_PERCENT, findSituations, LONG_CRUSH_DAYS, SIGNALS } from '../../src/engine/index.js';
import { openMemory } from '../../src/memory/index.js';
import { runAdjust, runAnalyze, runProgress } from '../../src/flows/index.js';
import { progressText } from '../../src/present/report-score.js';
import { stageBarLines } from '../../src/present/stage-bar.js';
import stringWidth from 'string-width';
import { tempDir } from '../helpers/temp.js';

const DAY = 86_400_000;
const base = { trend: 'steady' as const, friendZone: false, respect: false, lastSignals: [] as string[] };

describe('is there hope', () => {
  it('answers from the score, its trend and the last reading, clear no first', () => {
    expect(answerHope({ ...base, score: 20, trend: 'rising' }).kind).toBe('good');
    expect(answerHope({ ...base, score: 18 }).kind).toBe('good');
    // A falling score of 18 is not "good" yet.
    expect(answerHope({ ...base, score: 18, trend: 'falling' }).kind).toBe('building');
    expect(answerHope({ ...base, score: 12 }).kind).toBe('building');
    expect(answerHope({ ...base, score: 9 }).kind).toBe('unclear');
    // A red light in the last reading clouds even a good score, and is named.
    const red = answerHope({ ...base, score: 19, lastSignals: ['msg.initiates_often', 'msg.read_no_reply'] });
    expect(red).toEqual({ kind: 'unclear', missing: null, red: ['msg.read_no_reply'] });
    expect(answerHope({ ...base, score: 22, friendZone: true }).kind).toBe('told');
    expect(answerHope({ ...base, score: 22, respect: true }).kind).toBe('told');
  });

  it('names the strongest green signal the last reading lacked, never one it had or a red one', () => {
    const top = Math.max(...SIGNALS.filter((s) => !('requiresMbtiLetter' in s)).map((s) => s.points));
    const first = answerHope({ ...base, score: 12 }).missing;
    expect(SIGNALS.find((s) => s.id === first)?.points).toBe(top);
    const had = SIGNALS.filter((s) => s.points === top).map((s) => s.id);
    const next = answerHope({ ...base, score: 12, lastSignals: had }).missing;
    expect(had).not.toContain(next);
    expect(SIGNALS.find((s) => s.id === next)?.points).toBeGreaterThan(0);
  });
});

describe('am I too eager', () => {
  it('draws the line where the over-pursuit risk does', () => {
    expect(answerEager(EAGER_OVER_PERCENT + 1)).toBe('too_much');
    expect(answerEager(EAGER_OVER_PERCENT)).toBe('normal');
    expect(answerEager(60)).toBe('normal');
    expect(answerEager(50)).toBe('they_lead');
    expect(answerEager(20)).toBe('they_lead');
  });
});

describe('special situations', () => {
  const now = new Date('2026-06-01T12:00:00');
  it('a long crush is one of more than six months before confessing', () => {
    const old = now.getTime() - (LONG_CRUSH_DAYS + 1) * DAY;
    expect(findSituations({ stage: '暧昧期', sinceMs: old, now })).toEqual(['long_crush']);
    expect(findSituations({ stage: '暧昧期', sinceMs: now.getTime() - (LONG_CRUSH_DAYS - 1) * DAY, now })).toEqual([]);
    expect(findSituations({ stage: '表白后-成功', sinceMs: old, now })).toEqual([]);
    expect(findSituations({ stage: '升温期', sinceMs: null, now, rival: true, longDistance: true, theyAreStressed: true })).toEqual(['long_distance', 'they_are_low', 'rival']);
  });
});

describe('the stage bar', () => {
  it('marks passed, current and coming stages, and names a side state after the ladder', () => {
    expect(stageBarLines('暧昧期', 'zh')).toEqual(['[✓] 破冰期 ── [✓] 升温期 ── [▶当前] 暧昧期 ── [ ] 表白前 ── [ ] 表白后']);
    expect(stageBarLines('表白后-被拒', 'zh')[0]).toMatch(/\[✓\] 表白前 ── \[▶当前\] 表白后-被拒$/);
    expect(stageBarLines('友谊区', 'zh')[0]).toMatch(/^\[ \] 破冰期 .*\[ \] 表白后 {2}\[🏔️ 友谊区\]$/);
    expect(stageBarLines('破冰期', 'en').join(' ')).toMatch(/^\[▶now\] Ice-breaking ── \[ \] Warming up/);
  });

  it('wraps at the width given, never inside a stage', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const stage of ['破冰期', '暧昧期', '表白后-成功', '重启期']) {
        const lines = stageBarLines(stage, lang, 60);
        for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(60);
        expect(lines.join(' ').match(/\[(✓| |▶当前|▶now)\]/g)).toHaveLength(5);
      }
    }
  });
});

describe('progress says it all on one screen', () => {
  it('shows the bar, answers both questions and the situations that hold, in zh and en', async () => {
    const dir = join(tempDir(), 'crushes');
    let now = new Date('2026-01-01T10:00:00');
    const mem = openMemory({ baseDir: dir, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await runAdjust(mem, 'a', { stage: '升温期', score: 8, reason: 'r' });
    now = new Date(now.getTime() + 200 * DAY);
    await runAnalyze(mem, 'a', { signals: ['msg.initiates_sometimes', 'msg.extends_topics', 'offline.one_on_one', 'emotion.shares_private', 'emotion.cares_for_you', 'offline.message_after'] });
    const r = await runProgress(mem, 'a', { longDistance: true });
    expect(r.situations).toEqual(['long_crush', 'long_distance']);
    expect(r.questions.hope.kind).toBe('building');
    const zh = progressText(r, 'a', 'zh').join('\n');
    expect(zh).toContain('[✓] 破冰期 ── [▶当前] 升温期');
    expect(zh).toContain('⏳ 喜欢 ta 已经超过半年');
    expect(zh).toContain('🗺️ 异地');
    expect(zh).toMatch(/❓ 有没有希望？\n {4}有基础，但还没到水到渠成：还缺 ta 那边的信号，尤其是「ta 每周主动找你聊天 3 次以上」/);
    // Lists in Chinese take 、 like every other list on screen.
    expect(zh).toMatch(/已写入：events\.jsonl、state\.md、/);
    expect(zh).toContain('❓ 我是不是太主动了？\n    互动记录还不够，答不了。');
    const en = progressText(r, 'a', 'en').join('\n');
    expect(en).toContain('⏳ Over six months of liking them');
    expect(en).toContain('❓ Is there hope?');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
