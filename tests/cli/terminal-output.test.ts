import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { CLI, simp, tempDir } from '../helpers/temp.js';
import { guardTerminal } from '../../src/cli/front.js';

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
const onTerminal = (args: string[], env: NodeJS.ProcessEnv = {}): string =>
  spawnSync('script', ['-qec', `${process.execPath} ${CLI} ${args.join(' ')}`, '/dev/null'], { encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }).stdout;

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

/** A stand-in terminal: what the guard passes on, as the bytes a terminal would get. */
function fakeTerminal() {
  const got: Buffer[] = [];
  const stream = {
    isTTY: true,
    write: (chunk: string | Buffer) => {
      got.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'utf8'));
      return true;
    },
  } as unknown as NodeJS.WriteStream;
  guardTerminal(stream);
  return { stream, text: () => Buffer.concat(got).toString('utf8') };
}

describe('the terminal guard over output written in pieces', () => {
  it('a character split between two chunks of bytes arrives whole', () => {
    const t = fakeTerminal();
    const bytes = Buffer.from('前小后🙂', 'utf8');
    // Split inside 小 (3 bytes) and inside 🙂 (4 bytes); text written after the bytes follows them.
    t.stream.write(bytes.subarray(0, 4));
    t.stream.write(bytes.subarray(4, 11));
    t.stream.write(bytes.subarray(11));
    t.stream.write(' ·');
    expect(t.text()).toBe('前小后🙂 ·');
    expect(t.text()).not.toContain('\uFFFD');
  });

  it('a cached timeline with a Chinese character across its 1 MiB chunk boundary prints whole on a terminal', () => {
    const cache = mkdtempSync(join(tmpdir(), 'simp-tl-cache-'));
    try {
      const base = join(tempDir(), 'crushes');
      expect(simp(['init', 'big', '--nickname', '大', '--base-dir', base]).code).toBe(0);
      const log = join(base, 'big', 'events.jsonl');
      const start = readFileSync(log, 'utf8');
      const MiB = 1 << 20;
      // Pad the first event until the rendered text has a 3-byte character's middle byte at 1 MiB.
      let placed = false;
      for (let pad = 0; pad < 3 && !placed; pad += 1) {
        const lines = [];
        for (let i = 0; i < 9000; i += 1) {
          const ts = `2025-01-${String((i % 28) + 1).padStart(2, '0')}T10:${String(i % 60).padStart(2, '0')}:00`;
          lines.push(JSON.stringify({ ts, v: 1, type: 'signal_recorded', slug: 'big', data: { direction: 'green', content: `${i === 0 ? 'x'.repeat(pad) : ''}第${i}条：一起吃了饭，聊了很久很久，话题从电影一直聊到小时候的事情`, score_delta: 1 } }));
        }
        writeFileSync(log, `${start}${lines.join('\n')}\n`);
        const out = Buffer.from(simp(['timeline', 'big', '--base-dir', base], { env: { SIMP_NO_CACHE: '1' } }).stdout, 'utf8');
        // The cached text is what follows the header and its blank line.
        const body = out.indexOf('\n\n') + 2;
        placed = ((out[body + MiB] as number) & 0xc0) === 0x80;
      }
      expect(placed).toBe(true);
      const args = ['timeline', 'big', '--base-dir', base];
      const cold = onTerminal(args, { SIMP_CACHE_DIR: cache });
      const warm = onTerminal(args, { SIMP_CACHE_DIR: cache });
      expect(cold).not.toContain('\uFFFD');
      expect(warm, 'printed from the cache, in 1 MiB chunks').not.toContain('\uFFFD');
      expect(warm.replace(/\r\n/g, '\n')).toBe(cold.replace(/\r\n/g, '\n'));
      expect(warm).toContain('第8999条');
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
