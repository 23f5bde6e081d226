import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, tempDir } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { openMemory } from '../../src/memory/index.js';
import { checkMetaState, runAdjust, runProgress, settleMetaState } from '../../src/flows/index.js';
import { itWithShared } from '../helpers/shared.js';

function example(): string {
  const base = join(tempDir(), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  return base;
}

const events = (base: string, slug: string) =>
  readFileSync(join(base, slug, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });

describe('two tools on one folder: meta.json against state.md', () => {
  itWithShared("the skill writer's update-meta is adopted as a manual change before the next flow, never overwritten", async () => {
    const base = example();
    const py = spawnSync('python3', [join(SKILL_TOOLS, 'skill_writer.py'), '--action', 'update-meta', '--slug', 'ajie', '--score', '20', '--stage', '暧昧期', '--base-dir', base], { encoding: 'utf8' });
    expect(py.status, py.stderr).toBe(0);
    const mem = openMemory({ baseDir: base });
    const check = checkMetaState(mem, 'ajie');
    expect(check?.newer).toBe('meta');
    expect(check?.disagreements.map((d) => d.field).sort()).toEqual(['current_stage', 'signal_score']);
    const before = events(base, 'ajie').length;
    await runProgress(mem, 'ajie', {});
    const added = events(base, 'ajie').slice(before);
    // The adoption first, saying where it came from; then the flow's own event.
    expect(added[0]).toMatchObject({ type: 'stage_changed', data: { to: '暧昧期' } });
    expect(String(added[0]?.data['trigger'])).toContain('采用 meta.json');
    expect(added.find((e) => e.type === 'analysis_done')).toMatchObject({ data: { score: 20, source: 'manual' } });
    expect(added.at(-1)?.type).toBe('progress_evaluated');
    // One truth everywhere: state.md, meta.json and the rebuild agree.
    expect(mem.state('ajie').fields).toMatchObject({ current_stage: '暧昧期' });
    expect(mem.meta('ajie')).toMatchObject({ current_stage: '暧昧期' });
    expect((await mem.rebuild('ajie')).state.current_stage).toBe('暧昧期');
    expect(checkMetaState(mem, 'ajie')?.disagreements).toEqual([]);
  });

  it('a state.md written after meta.json sets meta.json, the index, from it; an invalid meta value is not adopted', async () => {
    const base = example();
    const mem = openMemory({ baseDir: base });
    const state = join(base, 'xiaoyu', 'state.md');
    writeFileSync(state, readFileSync(state, 'utf8').replace(/^signal_score: .*$/m, 'signal_score: 9').replace(/^last_updated: .*$/m, 'last_updated: "2099-01-01T00:00:00"'));
    expect(checkMetaState(mem, 'xiaoyu')?.newer).toBe('state');
    const settled = await settleMetaState(mem, 'xiaoyu');
    expect(settled.kind).toBe('synced');
    expect(mem.meta('xiaoyu')).toMatchObject({ signal_score: 9 });
    const meta = join(base, 'nuonuo', 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), current_stage: '谁知道', updated_at: '2099-01-01T00:00:00' }, null, 2));
    expect((await settleMetaState(mem, 'nuonuo')).kind).toBe('none');
  });
});

describe('settling is decided again under the lock it writes in', () => {
  const newerMeta = (base: string, slug: string, fields: Record<string, unknown>) => {
    const meta = join(base, slug, 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), ...fields, updated_at: '2099-01-01T00:00:00' }, null, 2));
  };
  /** Runs `between` after settle's first look and before its write: another simp writer taking its turn. */
  const interleave = (mem: ReturnType<typeof openMemory>, between: () => Promise<unknown>) => {
    const original = mem.transaction.bind(mem);
    let done = false;
    mem.transaction = (async (...args: Parameters<typeof mem.transaction>) => {
      if (!done) {
        done = true;
        await between();
      }
      return original(...args);
    }) as typeof mem.transaction;
  };

  it('a newer meta.json that a simp write settled in the meantime is not adopted over that write', async () => {
    const base = example();
    const mem = openMemory({ baseDir: base });
    newerMeta(base, 'xiaoyu', { current_stage: '升温期' });
    expect(checkMetaState(mem, 'xiaoyu')?.newer).toBe('meta');
    interleave(mem, () => runAdjust(mem, 'xiaoyu', { stage: '表白前' }, { settle: false }));
    const settled = await settleMetaState(mem, 'xiaoyu');
    expect(settled.kind).toBe('none');
    expect(mem.state('xiaoyu').fields.current_stage).toBe('表白前');
    expect(mem.meta('xiaoyu')).toMatchObject({ current_stage: '表白前' });
  });

  it('a newer state.md is copied into meta.json as it is at the write, not as it was first read', async () => {
    const base = example();
    const mem = openMemory({ baseDir: base });
    const state = join(base, 'xiaoyu', 'state.md');
    writeFileSync(state, readFileSync(state, 'utf8').replace(/^signal_score: .*$/m, 'signal_score: 9').replace(/^last_updated: .*$/m, 'last_updated: "2099-01-01T00:00:00"'));
    interleave(mem, async () => {
      writeFileSync(state, readFileSync(state, 'utf8').replace(/^signal_score: .*$/m, 'signal_score: 11'));
    });
    const settled = await settleMetaState(mem, 'xiaoyu');
    expect(settled.kind).toBe('synced');
    expect(mem.meta('xiaoyu')).toMatchObject({ signal_score: 11 });
  });
});
