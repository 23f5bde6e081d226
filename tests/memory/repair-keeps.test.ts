import { describe, expect, it } from 'vitest';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, ROOT } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { openMemory, repairFixText } from '../../src/memory/index.js';
import { runBackup, runRollback } from '../../src/flows/index.js';
import { repairLines } from '../../src/present/repair-text.js';

/** A writable copy of the bundled example. */
function example(): string {
  const base = join(tempDir(), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  return base;
}

const fm = (text: string, key: string): string | undefined => new RegExp(`^${key}: (.*)$`, 'm').exec(text)?.[1];

describe('nothing is lost in a repair', () => {
  it('rebuild --write on the bundled example keeps milestones and a trend the log cannot decide, saves the folder first, and speaks Chinese', () => {
    const base = example();
    const state = join(base, 'xiaoyu', 'state.md');
    const before = readFileSync(state, 'utf8');
    const r = simp(['rebuild', 'xiaoyu', '--write', '--base-dir', base]);
    expect(r.code, r.stderr).toBe(0);
    const after = readFileSync(state, 'utf8');
    expect(fm(after, 'milestones_done')).toBe('7');
    expect(fm(after, 'score_trend')).toBe(fm(before, 'score_trend'));
    // Nothing needed replacing (the values the log cannot decide stand): said so, in Chinese, with what was kept.
    expect(r.stderr).toContain('已与事件一致');
    expect(r.stderr).toContain('state.md：milestones_done 保持 7（里程碑只增不减）');
    expect(r.stderr).not.toMatch(/could not be read|kept \(|written anew|saved in versions/);
    // A real repair saves the folder first and says so in Chinese.
    writeFileSync(state, after.replace(/^signal_score: .*$/m, 'signal_score: 99'));
    const fixed = simp(['rebuild', 'xiaoyu', '--write', '--base-dir', base]);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.stderr).toMatch(/修复前的整个档案已保存在 versions\/v\d+_/);
    expect(fixed.stderr).toContain('state.md 无法读取');
    expect(readdirSync(join(base, 'xiaoyu', 'versions')).length).toBe(1);
    expect(fm(readFileSync(state, 'utf8'), 'milestones_done')).toBe('7');
  });

  it('a repair that changes anything saves the whole folder (topics and interactions too) in versions/ first, as it was', async () => {
    const base = example();
    const mem = openMemory({ baseDir: base });
    const meta = join(base, 'ajie', 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), event_count: 999 }, null, 2));
    const broken = readFileSync(meta, 'utf8');
    const res = await mem.repair('ajie');
    const saved = res.fixes.find((f) => f.kind === 'saved');
    expect(saved).toBeDefined();
    const dir = join(base, 'ajie', 'versions', (saved as { version: string }).version);
    expect(readdirSync(dir).sort()).toEqual(['interactions.jsonl', 'knowledge.json', 'meta.json', 'profile.md', 'state.md', 'strategy.md']);
    expect(readFileSync(join(dir, 'meta.json'), 'utf8')).toBe(broken);
    expect(res.fixes.map(repairFixText)).toContain('meta.json: event_count 999 → 22');
    expect(repairLines(res.fixes, 'zh').join('\n')).toContain('修复前的整个档案已保存在 versions/');
    // Run again: nothing to fix, nothing saved.
    expect((await mem.repair('ajie')).fixes).toEqual([]);
  });

  it('a corrupt knowledge.json: context and recall read on without topics (a warning names the repair); rebuild --write brings the topics back from the log', () => {
    const base = example();
    const path = join(base, 'ajie', 'knowledge.json');
    expect(simp(['remember', 'ajie', '他喜欢吃火锅。他养了一只柴犬叫可乐', '--base-dir', base]).code).toBe(0);
    expect(simp(['remember', 'ajie', '可乐昨天又拆家了', '--base-dir', base]).code).toBe(0);
    const topics = JSON.parse(readFileSync(path, 'utf8')) as { entries: { id: string; canonical_meaning: string }[] };
    expect(topics.entries.length).toBeGreaterThan(0);
    writeFileSync(path, '{"version": 1, "entries": [oops');
    const ctx = simp(['context', 'ajie', '--base-dir', base]);
    expect(ctx.code, ctx.stderr).toBe(0);
    expect(ctx.stderr).toContain('knowledge.json');
    expect(ctx.stderr).toContain('simp rebuild ajie --write');
    const recall = simp(['recall', 'ajie', '火锅', '--base-dir', base]);
    expect(recall.code, recall.stderr).toBe(0);
    expect(recall.stderr).toContain('simp rebuild ajie --write');
    const fixed = simp(['rebuild', 'ajie', '--write', '--base-dir', base, '--lang', 'en']);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.stderr).toMatch(/knowledge\.json: rebuilt from the events \(\d+ topics?\)/);
    const back = JSON.parse(readFileSync(path, 'utf8')) as { entries: { id: string; canonical_meaning: string }[] };
    expect(back.entries.map((e) => [e.id, e.canonical_meaning])).toEqual(topics.entries.map((e) => [e.id, e.canonical_meaning]));
    expect(simp(['context', 'ajie', '--base-dir', base]).stderr).toBe('');
  });

  it('a rollback restores the topics and recounts the interactions in meta.json', async () => {
    const base = example();
    const mem = openMemory({ baseDir: base });
    await mem.logInteraction('ajie', { ts: '2026-11-20T20:00:00', type: 'call', data: { hour: 20, day_of_week: 'fri' } });
    const backup = await runBackup(mem, 'ajie');
    await mem.logInteraction('ajie', { ts: '2026-11-21T20:00:00', type: 'call', data: { hour: 20, day_of_week: 'sat' } });
    const meta = join(base, 'ajie', 'meta.json');
    const knowledge = join(base, 'ajie', 'knowledge.json');
    const topicsThen = readFileSync(knowledge, 'utf8');
    writeFileSync(knowledge, JSON.stringify({ version: 1, entries: [] }, null, 2));
    await runRollback(mem, 'ajie', backup.name);
    expect(readFileSync(knowledge, 'utf8')).toBe(topicsThen);
    // The version's meta.json said one interaction; the file holds two, and the list reads meta.json.
    expect(JSON.parse(readFileSync(meta, 'utf8'))).toMatchObject({ interaction_count: 2, last_interaction: '2026-11-21T20:00:00' });
  });
});
