// needs ../shared: its one test runs the reference memory.py beside simp.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { CLI, simp, tempDir } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';

const exitOf = (cmd: string, args: string[]): Promise<{ code: number; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, stderr }));
  });

describe('the reference tool writing beside simp, without a lock', () => {
  it('every line of both survives and parses; simp never reports failure after writing; the count is repaired', async () => {
    const base = join(tempDir(), 'crushes');
    openMemory({ baseDir: base }).create({ slug: 'duo', nickname: 'Duo' });
    const n = 30;
    // The reference appends and then rewrites meta.json in place (truncate + write) each time.
    const python = exitOf('python3', [
      '-c',
      `import sys; sys.path.insert(0, ${JSON.stringify(SKILL_TOOLS)}); from pathlib import Path; import memory\n` +
        `for i in range(${n}): memory.append_event('duo', 'signal_recorded', {'direction': 'green', 'content': f'py#{i}', 'score_delta': 1}, Path(${JSON.stringify(base)}))`,
    ]);
    const ours = (async () => {
      const results: { code: number; stderr: string; i: number }[] = [];
      for (let i = 0; i < n; i += 1) {
        const data = JSON.stringify({ direction: 'red', content: `simp#${i}`, score_delta: -1 });
        results.push({ ...(await exitOf(process.execPath, [CLI, 'append', 'duo', 'signal_recorded', data, '--base-dir', base])), i });
      }
      return results;
    })();
    const [py, mine] = await Promise.all([python, ours]);
    expect(py.code, py.stderr).toBe(0);
    const lines = readFileSync(join(base, 'duo', 'events.jsonl'), 'utf8').split('\n').filter(Boolean);
    const contents = lines.map((l) => (JSON.parse(l) as { data: { content?: string } }).data.content);
    for (let i = 0; i < n; i += 1) expect(contents, `py#${i}`).toContain(`py#${i}`);
    // A simp append either succeeded and is there, or failed and is not: never reported failed after writing.
    for (const r of mine) {
      const present = contents.includes(`simp#${r.i}`);
      expect(present, `simp#${r.i}: exit ${r.code} ${r.stderr}`).toBe(r.code === 0);
    }
    expect(mine.filter((r) => r.code === 0).length).toBeGreaterThan(n / 2);
    // Whatever the interleaving left in event_count, the next simp write makes it exact.
    expect(simp(['append', 'duo', 'crisis_handled', '{"crisis_type":"C-2 突然冷落","resolution":"wait"}', '--base-dir', base]).code).toBe(0);
    const meta = JSON.parse(readFileSync(join(base, 'duo', 'meta.json'), 'utf8')) as { event_count: number };
    expect(meta.event_count).toBe(lines.length + 1);
  });
});
