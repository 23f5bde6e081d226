import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { CLI, tempDir } from '../helpers/temp.js';

const run = (args: string[]): Promise<{ code: number; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, stderr }));
  });

describe('six flows on one crush at once', () => {
  it('each waits for the lock and succeeds; the files agree with the log afterwards', async () => {
    const base = join(tempDir(), 'crushes');
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'six', nickname: 'Six' });
    const b = ['--base-dir', base];
    expect((await run(['analyze', 'six', '--signals', 'msg.initiates_often', ...b])).code).toBe(0);
    const results = await Promise.all([
      run(['analyze', 'six', '--signals', 'msg.extends_topics,offline.one_on_one', ...b]),
      run(['analyze', 'six', '--signals', 'msg.late_night', '--accept-suggested', ...b]),
      run(['progress', 'six', '--milestones', 'ms.one_on_one', ...b]),
      run(['progress', 'six', '--milestones', 'ms.inside_joke', ...b]),
      run(['remember', 'six', '她怕猫', ...b]),
      run(['remember', 'six', '她喜欢村上春树', ...b]),
    ]);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(join(base, 'six', 'events.jsonl'), 'utf8').split('\n').filter(Boolean);
    const types = lines.map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types.filter((t) => t === 'analysis_done')).toHaveLength(3);
    expect(types.filter((t) => t === 'progress_evaluated')).toHaveLength(2);
    expect(types.filter((t) => t === 'knowledge_recorded').length).toBeGreaterThanOrEqual(2);
    // Milestones only grow, whatever the order the two checks ran in.
    const last = lines.map((l) => JSON.parse(l) as { type: string; data: { milestones?: string[] } }).filter((e) => e.type === 'progress_evaluated').at(-1);
    expect(last?.data.milestones).toEqual(expect.arrayContaining(['ms.one_on_one', 'ms.inside_joke']));
    const { state, eventCount } = await mem.rebuild('six');
    expect(mem.read('six').state.fields).toMatchObject({ current_stage: state.current_stage, signal_score: state.signal_score, milestones_done: 2 });
    expect(mem.read('six').meta?.event_count).toBe(eventCount);
    expect(mem.knowledge('six')).toHaveLength(2);
  });
});
