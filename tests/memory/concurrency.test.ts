import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { tempDir, CLI, ROOT } from '../helpers/temp.js';
import { refReadEvents } from '../helpers/reference-reader.js';

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], cwd: ROOT });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? -1));
  });
}

describe('several OS processes writing at once', () => {
  // Bounded by work, not by a clock: four writers of 25 appends each, and the test ends when the
  // last of them exits (each append's wait for the lock gives up on its own, SIMP_LOCK_WAIT). A
  // deadline would only race the machine's load (54 Node starts: 30 s was not enough on a busy one).
  it('loses no event, tears no line and keeps event_count exact (CLI and library mixed)', async () => {
    const base = join(tempDir(), 'crushes');
    openMemory({ baseDir: base }).create({ slug: 'busy', nickname: '忙' });
    const perWriter = 25;
    // A library writer: appends through the memory service directly.
    const script = join(tempDir(), 'writer.mts');
    writeFileSync(
      script,
      `import { openMemory } from ${JSON.stringify(join(ROOT, 'src/memory/index.ts'))};\n` +
        `const mem = openMemory({ baseDir: process.argv[2] });\n` +
        `for (let i = 0; i < ${perWriter}; i++) await mem.append('busy', 'signal_recorded', { direction: 'green', content: process.argv[3] + '#' + i, score_delta: 1 });\n`,
    );
    const cliWriter = async (name: string): Promise<number> => {
      for (let i = 0; i < perWriter; i += 1) {
        const data = JSON.stringify({ direction: 'red', content: `${name}#${i}`, score_delta: -1 });
        const code = await run(process.execPath, [CLI, 'append', 'busy', 'signal_recorded', data, '--base-dir', base]);
        if (code !== 0) return code;
      }
      return 0;
    };
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const codes = await Promise.all([
      run(tsx, [script, base, 'lib1']),
      run(tsx, [script, base, 'lib2']),
      cliWriter('cli1'),
      cliWriter('cli2'),
    ]);
    expect(codes).toEqual([0, 0, 0, 0]);
    const text = readFileSync(join(base, 'busy', 'events.jsonl'), 'utf8');
    const rawLines = text.split('\n');
    expect(rawLines.at(-1)).toBe('');
    const events = refReadEvents(text);
    expect(events).toHaveLength(rawLines.length - 1);
    const contents = events.slice(1).map((e) => (e['data'] as { content: string }).content);
    for (const name of ['lib1', 'lib2', 'cli1', 'cli2']) {
      const mine = contents.filter((c) => c.startsWith(`${name}#`)).map((c) => Number(c.split('#')[1]));
      expect(mine, name).toEqual(Array.from({ length: perWriter }, (_, i) => i));
    }
    const meta = JSON.parse(readFileSync(join(base, 'busy', 'meta.json'), 'utf8')) as { event_count: number };
    expect(meta.event_count).toBe(1 + 4 * perWriter);
  }, 0);
});
