import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { CLI, simp, tempDir } from '../helpers/temp.js';

const TITLE = '\u001B]0;pwned\u0007';
const CLIPBOARD = '\u001B]52;c;ZWNobyBoaQ==\u0007';
const CLEAR = '\u001B[2J';

/** A crush whose files carry terminal escape sequences (another tool wrote them). */
function hostile(): string {
  const base = join(tempDir(), 'crushes');
  openMemory({ baseDir: base }).create({ slug: 'esc', nickname: 'Esc' });
  const meta = join(base, 'esc', 'meta.json');
  writeFileSync(meta, readFileSync(meta, 'utf8').replace('"nickname": "Esc"', `"nickname": ${JSON.stringify(`Esc${TITLE}`)}`));
  const profile = join(base, 'esc', 'profile.md');
  writeFileSync(profile, `${readFileSync(profile, 'utf8')}\n${TITLE}${CLEAR}\n`);
  appendFileSync(
    join(base, 'esc', 'events.jsonl'),
    `${JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type: 'crisis_handled', slug: 'esc', data: { crisis_type: `C-2${CLIPBOARD}${CLEAR}`, resolution: 'x' } })}\n`,
  );
  return base;
}

/** The verb's raw output as a terminal gets it (util-linux `script` gives it a pseudo-terminal). */
const onTerminal = (args: string[]): string =>
  spawnSync('script', ['-qec', `${process.execPath} ${CLI} ${args.join(' ')}`, '/dev/null'], { encoding: 'utf8' }).stdout;

describe('file content on the terminal', () => {
  it('escape sequences from files never act on a terminal; piped output stays byte for byte', () => {
    const base = hostile();
    for (const args of [['timeline', 'esc'], ['list'], ['context', 'esc']]) {
      const raw = onTerminal([...args, '--base-dir', base]);
      expect(raw.length, args.join(' ')).toBeGreaterThan(0);
      for (const seq of ['\u001B]0;', '\u001B]52;', CLEAR]) expect(raw, `${args.join(' ')}: ${JSON.stringify(seq)}`).not.toContain(seq);
    }
    expect(onTerminal(['timeline', 'esc', '--base-dir', base])).toContain('C-2');
    // Piped (what scripts and the parity tests read): exactly what the file holds.
    expect(simp(['timeline', 'esc', '--base-dir', base]).stdout).toContain(`C-2${CLIPBOARD}${CLEAR}`);
  });
});
