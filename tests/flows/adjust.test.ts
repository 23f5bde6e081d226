import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/model/index.js';
import { MODE_FOCUS, runAdjust, runAnalyze, runConfess, runProgress } from '../../src/flows/index.js';
import { referenceRebuild } from '../helpers/reference-tool.js';
import { eventLines, freshCrush, meta, refusedWithoutTrace, text, watchWrites } from './flow-helpers.js';
import { itWithShared } from '../helpers/shared.js';

/** What every view says about the crush: state.md, meta.json, the list row, our rebuild and the reference's. */
async function views(c: ReturnType<typeof freshCrush>) {
  const state = c.mem.read(c.slug).state.fields;
  const row = c.mem.list().find((r) => r.slug === c.slug);
  const ours = (await c.mem.rebuild(c.slug)).state;
  const theirs = referenceRebuild(c.base, c.slug);
  return { state, meta: meta(c), row, ours, theirs };
}

describe('setting stage, score and mode by hand', () => {
  itWithShared('a stage goes through the same events as any stage change; every view and both rebuilds agree', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one'] });
    const { changed, events, result } = await watchWrites(c, () => runAdjust(c.mem, c.slug, { stage: '暧昧期', reason: '一起看了电影' }));
    expect(result.stage).toEqual({ from: '破冰期', to: '暧昧期', changed: true });
    expect(events.map((e) => e['type'])).toEqual(['stage_changed', 'strategy_updated']);
    expect(events[0]?.['data']).toEqual({ from: '破冰期', to: '暧昧期', trigger: '手动调整：一起看了电影' });
    expect(changed.filter((f) => !f.startsWith('versions/'))).toEqual(['events.jsonl', 'meta.json', 'state.md', 'strategy.md']);
    expect(text(c, 'strategy.md')).toContain('## 当前阶段\n\n暧昧期');
    const v = await views(c);
    expect(v.state.current_stage).toBe('暧昧期');
    expect(v.meta['current_stage']).toBe('暧昧期');
    expect(v.row?.stage).toBe('暧昧期');
    expect(v.ours.current_stage).toBe('暧昧期');
    expect(v.theirs['current_stage']).toBe('暧昧期');
  });

  itWithShared('a score is logged as a manual analysis_done, so state, meta, list and both rebuilds agree', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often'] }); // 3, 破冰期
    const { events, changed } = await watchWrites(c, () => runAdjust(c.mem, c.slug, { score: 12 }));
    expect(events).toEqual([
      expect.objectContaining({ type: 'analysis_done', data: { score: 12, stage: '破冰期', summary: '手动调整，评分 3 → 12/25', source: 'manual' } }),
    ]);
    expect(changed).toEqual(['events.jsonl', 'meta.json', 'state.md']);
    const v = await views(c);
    expect(v.state).toMatchObject({ signal_score: 12, last_signal_score: 3, score_trend: 'up' });
    expect(v.meta['signal_score']).toBe(12);
    expect(v.row?.score).toBe(12);
    expect(v.ours).toMatchObject({ signal_score: 12, last_signal_score: 3, score_trend: 'up' });
    expect(v.theirs).toMatchObject({ signal_score: 12, last_signal_score: 3, score_trend: 'up' });
  });

  itWithShared('a mode sets state.md and meta.json together, is logged, and changes the advice', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one', 'emotion.shares_private'] });
    const hybrid = c.mem.read(c.slug).state.sections.map((s) => s.content).join('\n');
    const { events, result } = await watchWrites(c, () => runAdjust(c.mem, c.slug, { mode: 'sweet' }));
    expect(result.mode).toEqual({ from: 'hybrid', to: 'sweet', changed: true });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'strategy_updated',
        data: { old_stage: '破冰期', new_stage: '破冰期', reason: '推荐模式：混合模式 → 纯情模式（手动调整）', old_mode: 'hybrid', new_mode: 'sweet' },
      }),
    ]);
    const v = await views(c);
    expect(v.state.recommended_mode).toBe('sweet');
    expect(v.meta['mode']).toBe('sweet');
    expect(v.ours.recommended_mode).toBe('sweet');
    const strategy = text(c, 'strategy.md');
    expect(strategy).toContain('## 推荐模式\n\n纯情模式');
    expect(strategy).toContain(MODE_FOCUS['sweet']?.zh);
    const sweet = c.mem.read(c.slug).state.sections.map((s) => s.content).join('\n');
    expect(sweet).not.toBe(hybrid);
    // The next actions and the confession advice follow the mode.
    const p = await runProgress(c.mem, c.slug, {});
    expect(p.progress.nextActions[0]?.id).toMatch(/\.sweet_/);
    const confess = await runConfess(c.mem, c.slug, { method: '写信' });
    expect(confess.style.zh).toContain('真诚而轻柔');
    expect(eventLines(c).at(-1)).toMatchObject({ data: { mode: 'sweet' } });
    await runAdjust(c.mem, c.slug, { mode: 'strategic' });
    const s = await runProgress(c.mem, c.slug, {});
    expect(s.progress.nextActions[0]?.id).toMatch(/\.strategic_/);
  });

  it('refuses what is out of range, naming the field, and writes nothing; the same value writes nothing', async () => {
    const c = freshCrush();
    for (const input of [{ score: 26 }, { score: 2.5 }, { stage: '热恋期' }, { mode: 'pushy' }, {}]) {
      const err = await refusedWithoutTrace(c, () => runAdjust(c.mem, c.slug, input));
      expect(err).toBeInstanceOf(InputError);
    }
    const score = await refusedWithoutTrace(c, () => runAdjust(c.mem, c.slug, { score: 26 }));
    expect((score as InputError).issues).toEqual([{ field: 'score', kind: 'range', min: -15, max: 25, integer: true }]);
    const same = await watchWrites(c, () => runAdjust(c.mem, c.slug, { mode: 'hybrid', stage: '未知' }));
    expect(same.changed).toEqual([]);
  });

  it('keeps unknown meta.json keys in their order', async () => {
    const c = freshCrush();
    writeFileSync(join(c.dir, 'meta.json'), JSON.stringify({ zzz_custom: 1, ...meta(c) }, null, 2));
    await runAdjust(c.mem, c.slug, { score: 3 });
    expect(Object.keys(meta(c))[0]).toBe('zzz_custom');
    expect(meta(c)['signal_score']).toBe(3);
  });
});
