// Part (e): simp-skill's Python tool appends to the same folder at the same time
// as simp, without taking any lock (it appends, then rewrites meta.json by
// truncating it). Every line of both must survive and parse; simp never reports
// failure after writing; the next simp write makes event_count exact.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, runNode } from './children.mjs';
import { account, readLog } from './account.mjs';

export async function runPythonBeside({ lib, cli, work, memoryPy, simpWrites, pythonWrites, simpLanes }) {
  const base = join(work, 'python-beside');
  const slug = 'duo';
  lib.openMemory({ baseDir: base }).create({ slug, nickname: '邻居' });
  const started = Date.now();
  const tools = join(memoryPy, '..');
  const python = runCommand('python3', [
    '-c',
    `import sys; sys.path.insert(0, ${JSON.stringify(tools)}); from pathlib import Path; import memory\n` +
      `for i in range(${pythonWrites}):\n` +
      `    memory.append_event(${JSON.stringify(slug)}, 'signal_recorded', {'direction': 'green', 'content': f'py{i}', 'score_delta': 1}, Path(${JSON.stringify(base)}))\n` +
      `    print(i, flush=True)`,
  ]);
  const ours = [];
  let next = 0;
  const lanes = Array.from({ length: simpLanes }, async () => {
    while (next < simpWrites) {
      const i = next;
      next += 1;
      const marker = `s${i}`;
      const data = JSON.stringify({ direction: 'red', content: marker, score_delta: -1 });
      const res = await runNode([cli, 'append', slug, 'signal_recorded', data, '--base-dir', base]);
      ours.push({ marker, code: res.code ?? -1, stderr: res.stderr });
    }
  });
  const [py] = await Promise.all([python, ...lanes]);
  const problems = [];
  const pyDone = py.stdout.trim() === '' ? 0 : py.stdout.trim().split('\n').length;
  if (py.code !== 0) problems.push(`the Python tool exited ${py.code}: ${py.stderr.trim().split('\n').slice(-2).join(' | ')}`);
  const pyWrites = Array.from({ length: pythonWrites }, (_, i) => ({ marker: `py${i}`, code: i < pyDone ? 0 : 1 }));

  const dir = join(base, slug);
  const { events, torn } = readLog(join(dir, 'events.jsonl'));
  const simpSide = account(ours, events);
  const pySide = account(pyWrites, events);
  problems.push(...simpSide.problems.map((p) => `simp ${p}`), ...pySide.problems.map((p) => `python ${p}`));
  if (torn) problems.push(`${torn} torn lines in events.jsonl`);
  // The count the interleaving left may be off; the next simp write must make it exact.
  const fix = await runNode([cli, 'append', slug, 'crisis_handled', JSON.stringify({ crisis_type: 'C-2', resolution: 'wait' }), '--base-dir', base]);
  if (fix.code !== 0) problems.push(`the append after the race failed: ${fix.stderr.trim()}`);
  const after = readLog(join(dir, 'events.jsonl')).events.length;
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  if (meta.event_count !== after) problems.push(`after the next simp write, event_count is ${meta.event_count}; the log has ${after}`);
  return {
    summary: { simp: simpSide.figures, python: pySide.figures, torn, countRepaired: meta.event_count === after, seconds: (Date.now() - started) / 1000 },
    problems,
  };
}
