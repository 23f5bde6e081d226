import { describe, expect, it } from 'vitest';
import { workshop } from '../../src/flows/message.js';
import { workshopText } from '../../src/present/report-other.js';
import { freshCrush } from './flow-helpers.js';

const topic = (id: string, keywords: string[], meaning: string) => ({ id, trigger_keywords: keywords, canonical_meaning: meaning, created_at: '2026-04-01T09:00:00', updated_at: '2026-04-01T09:00:00', sources: [] });

describe("the workshop's exclusive detail", () => {
  it('comes from the topic memory that fits, named as such; without topics the line keeps its blank to fill', async () => {
    const c = freshCrush();
    expect(workshopText(workshop(c.mem, c.slug, { situation: 'morning' }), 'zh', c.slug).join('\n')).toContain('{detail} 换成只有你们知道的细节');
    const entry = topic('k1', ['橘猫', '橙子'], '她家有只橘猫叫橙子');
    await c.mem.writeKnowledge(c.slug, [{ target_id: null, entry, fallback: entry }]);
    const ws = workshop(c.mem, c.slug, { situation: 'morning' });
    expect(ws.detail).toEqual({ keyword: '橘猫', meaning: '她家有只橘猫叫橙子' });
    const zh = workshopText(ws, 'zh', c.slug).join('\n');
    expect(zh).toContain('“今天早上看到橘猫，第一个想到你。”');
    expect(zh).toContain('「橘猫」取自你的话题记忆（她家有只橘猫叫橙子）');
    expect(zh).not.toContain('{detail}');
    expect(workshopText(ws, 'en', c.slug).join('\n')).toContain('"Saw 橘猫 this morning and thought of you first."');
  });
});
