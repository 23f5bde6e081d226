// Every command an output suggests runs as printed, on the bundled example data.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startRunner } from '../helpers/in-process.js';
import { ROOT, tempDir } from '../helpers/temp.js';
import { simpCommands } from './scene.js';

it('each `simp …` line daily, progress, confess, quit (and quit --after), crisis and message print on crushes/ exits 0', async () => {
  const base = join(tempDir('simp-examples-'), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  const runner = startRunner(join(ROOT, 'dist'));
  const run = (args: string[]) => runner.run(['--base-dir', base, ...args]);
  try {
    const printed: string[] = [];
    for (const slug of ['xiaoyu', 'ajie', 'nuonuo']) {
      for (const lang of ['zh', 'en']) {
        for (const verb of [['daily'], ['progress'], ['confess', '--check'], ['confess', '--plan'], ['quit'], ['quit', '--after'], ['crisis', '--playbook', 'C-1'], ['message', slug === 'xiaoyu' ? 'night' : 'morning'], ['message', 'repair']]) {
          const r = await run([verb[0] as string, slug, ...verb.slice(1), '--lang', lang]);
          expect(r.code, `${verb.join(' ')} ${slug}: ${r.stderr}`).toBe(0);
          printed.push(r.stdout);
        }
      }
    }
    // Placeholders (…, <file>) are filled with a plain value; an answers file is written for quit.
    const commands = printed.flatMap((out) => simpCommands(out.replace(/--signals …/g, '--signals msg.initiates_sometimes').replace(/…/g, 'x'))).filter((a) => !a.some((w) => w.includes('<') || w.endsWith('.json')));
    expect(commands.length).toBeGreaterThan(5);
    for (const args of commands) {
      const r = await run(args);
      expect(r.code, `simp ${args.join(' ')}\n${r.stderr}`).toBe(0);
    }
  } finally {
    runner.stop();
  }
});
