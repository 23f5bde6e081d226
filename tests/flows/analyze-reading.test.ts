import { describe, expect, it } from 'vitest';
import { runAdjust } from '../../src/flows/adjust.js';
import { runAnalyze } from '../../src/flows/analyze.js';
import { runOutcome } from '../../src/flows/outcome.js';
import { analyzeText } from '../../src/present/report-score.js';
import { freshCrush } from './flow-helpers.js';

const HIGH = ['msg.initiates_often', 'msg.late_night', 'offline.one_on_one', 'emotion.shares_private', 'emotion.asks_love_life'];
const LOW = ['msg.initiates_sometimes', 'msg.remembers_details'];

describe("analyze's reading", () => {
  it('reads hot and cold from the last four scores, says its four causes in zh and en, and names the strongest green', async () => {
    const c = freshCrush();
    await runAdjust(c.mem, c.slug, { stage: '暧昧期' });
    for (const signals of [HIGH, LOW, HIGH]) await runAnalyze(c.mem, c.slug, { signals, recheck: false });
    const r = await runAnalyze(c.mem, c.slug, { signals: LOW, recheck: false });
    expect(r.reading.hotCold).toBe('history');
    const zh = analyzeText(r, c.slug, 'zh').join('\n');
    expect(zh).toContain('🌡️ 时冷时热：最近 4 次评分一上一下');
    expect(zh).toContain('ta 在犹豫');
    expect(zh).toContain('✅ 最强的绿灯：\n    · ta 偶尔主动找你聊天（+1）\n    · ta 记得你说过的细节（+1）');
    const en = analyzeText(r, c.slug, 'en').join('\n');
    expect(en).toContain('Hot and cold: your last 4 scores went up and down in turn');
    expect(en).not.toMatch(/\p{Script=Han}/u);
  });

  it('says how the temperature moved over the readings, in zh and en', async () => {
    const c = freshCrush();
    await runAdjust(c.mem, c.slug, { stage: '暧昧期' });
    for (const signals of [HIGH, HIGH.filter((id) => id !== 'msg.late_night')]) await runAnalyze(c.mem, c.slug, { signals, recheck: false });
    const r = await runAnalyze(c.mem, c.slug, { signals: LOW, recheck: false });
    expect(r.reading.temperature).toBe('cooling');
    expect(analyzeText(r, c.slug, 'zh').join('\n')).toContain('🌡️ 温度变化：📉 越来越冷。ta 的热情在退');
    expect(analyzeText(r, c.slug, 'en').join('\n')).toContain('🌡️ Temperature: 📉 Cooling down. Their warmth is fading');
  });

  it('suggests a message from the workshop as a command that names the crush; none while their no is respected', async () => {
    const c = freshCrush();
    await runAdjust(c.mem, c.slug, { stage: '暧昧期' });
    const warm = await runAnalyze(c.mem, c.slug, { signals: HIGH });
    expect(warm.reading.messageIdea).toBe('flirt');
    expect(analyzeText(warm, c.slug, 'zh').join('\n')).toContain(`看这个情境的写法：simp message ${c.slug} flirt`);
    expect(analyzeText(warm, c.slug, 'zh', 'screen').join('\n')).not.toContain('simp message');
    await runOutcome(c.mem, c.slug, { outcome: 'no' });
    // Even with the stage set back by hand, the period of respect holds: no message idea.
    await runAdjust(c.mem, c.slug, { stage: '暧昧期' });
    const after = await runAnalyze(c.mem, c.slug, { signals: HIGH, stage: '暧昧期' });
    expect(after.reading.messageIdea).toBeNull();
    expect(analyzeText(after, c.slug, 'zh').join('\n')).not.toContain('💬');
  });
});
