import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../helpers/temp.js';

// The built binary in a pseudo-terminal (util-linux `script`), reading the raw bytes it
// writes: what the launcher draws before Ink loads, and what Ink draws after it.
const ROOT = resolve(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

function exampleBase(): string {
  const base = join(tempDir('simp-pty-'), 'crushes');
  cpSync(join(ROOT, 'crushes'), base, { recursive: true });
  return base;
}

/** Starts simp with `keys` already typed (ending in q, so it quits once the app has them); resolves with its output. */
function runQuitting(
  env: Record<string, string>,
  base = exampleBase(),
  keys = 'q',
  /** Each typed once the output (after the step before) shows its `when`: the terminal is in raw mode by then. */
  later: readonly { when: string; keys: string }[] = [],
): Promise<{ raw: string; code: number | null }> {
  const vars = Object.entries({ LANG: 'C.UTF-8', ...env })
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  // Any CI variable (the tests may run in CI) turns off Ink's drawing and chalk's colours: start without them.
  const inner = `stty cols 100 rows 30; exec env -u CI -u CONTINUOUS_INTEGRATION -u LC_ALL -u LC_CTYPE ${vars} node ${CLI} --base-dir ${base} --lang en`;
  return new Promise((done, fail) => {
    const child = spawn('script', ['-qfec', inner, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let raw = '';
    let step = 0;
    let from = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
      const next = later[step];
      if (next && raw.indexOf(next.when, from) >= 0) {
        step += 1;
        from = raw.length;
        child.stdin.write(next.keys);
      }
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`simp did not quit; output:\n${raw.slice(-500)}`));
    }, 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ raw, code });
    });
    child.stdin.write(keys);
  });
}

// Only the frame drawn ahead of Ink clears each row to its end; Ink never writes that.
const AHEAD = '\u001B[K';
const SGR = /\u001B\[[0-9;]*m/;

describe('the frame drawn before Ink loads, in a real pseudo-terminal', () => {
  it('is drawn with styles, and the app then quits on the q typed meanwhile', async () => {
    const { raw, code } = await runQuitting({ TERM: 'xterm-256color' });
    expect(code).toBe(0);
    const ahead = raw.indexOf(AHEAD);
    expect(ahead).toBeGreaterThan(-1);
    expect(raw.slice(0, raw.indexOf('\u001B[?1049l'))).toContain('小雨 (xiaoyu)');
    expect(raw).toMatch(SGR);
    // The terminal is given back: cursor shown, alternate screen left.
    expect(raw).toContain('\u001B[?25h');
    expect(raw).toContain('\u001B[?1049l');
  });

  it('draws no emoji and no ambiguous-width symbol where the locale is not UTF-8 (LANG=C), before Ink and after; names stay', async () => {
    const { raw, code } = await runQuitting({ TERM: 'xterm-256color', LANG: 'C' }, exampleBase(), 'jq');
    expect(code).toBe(0);
    // Every character outside printable ASCII and escapes is a letter of a name (CJK), never a symbol.
    const others = raw.replace(/\u001B\[[0-9;?]*[a-zA-Z]|\u001B\][^\u0007]*\u0007/g, '').replace(/[\x20-\x7E\r\n\t]/g, '');
    expect(others).toMatch(/小雨/);
    expect(others.replace(/\p{Script=Han}/gu, '')).toBe('');
    expect(raw).toContain('G+Y~ ^');
  });

  it('has no styles at all where Ink writes none (a dumb terminal, FORCE_COLOR=0)', async () => {
    const cases: Record<string, string>[] = [{ TERM: 'dumb' }, { TERM: 'xterm-256color', FORCE_COLOR: '0' }];
    for (const env of cases) {
      const { raw, code } = await runQuitting(env);
      expect(code).toBe(0);
      expect(raw, JSON.stringify(env)).toContain(AHEAD);
      expect(raw, JSON.stringify(env)).not.toMatch(SGR);
    }
  });

  it('is not drawn when CI is set, since Ink then draws nothing until it exits', async () => {
    const { raw, code } = await runQuitting({ TERM: 'xterm-256color', CI: 'true' });
    expect(code).toBe(0);
    expect(raw).not.toContain(AHEAD);
  });

  it('shows file text written by another tool without its escape sequences, in the list and in the panes', async () => {
    const base = exampleBase();
    const metaPath = join(base, 'xiaoyu', 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaPath, JSON.stringify({ ...meta, nickname: '小雨\u001B]0;owned\u0007\u001B[31m!', updated_at: '2099-01-01T00:00:00' }));
    const statePath = join(base, 'xiaoyu', 'state.md');
    const state = readFileSync(statePath, 'utf8').replace('## 当前状态（一句话）\n', '## 当前状态（一句话）\n\u001B]52;c;b3duZWQ=\u0007Clipboard note\n');
    writeFileSync(statePath, state);
    // Enter opens the first row (the crush just changed); once it is drawn, Ctrl-C quits (q is the list's own).
    const { raw, code } = await runQuitting({ TERM: 'xterm-256color' }, base, '', [
      { when: AHEAD, keys: '\r' },
      { when: 'Clipboard note', keys: '\u0003' },
    ]);
    expect(code).toBe(130);
    expect(raw).toContain('Clipboard note');
    expect(raw).toContain('小雨!');
    for (const bad of ['\u001B]0;owned', '\u001B]52', '\u0007', '\u001B[31m!']) expect(raw, JSON.stringify(bad)).not.toContain(bad);
  });

  it('shows bidi controls and zero-width characters from files as <U+XXXX>, in the list and in the panes; an emoji keeps its joiners', async () => {
    const base = exampleBase();
    const metaPath = join(base, 'xiaoyu', 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaPath, JSON.stringify({ ...meta, nickname: '小雨\u202Egpj.exe\u200B👨\u200D👩\u200D👧', updated_at: '2099-01-01T00:00:00' }));
    const statePath = join(base, 'xiaoyu', 'state.md');
    const state = readFileSync(statePath, 'utf8').replace('## 当前状态（一句话）\n', '## 当前状态（一句话）\n\u2066Isolated\u2069 note\u200F\uFEFF\u061C\n');
    writeFileSync(statePath, state);
    const { raw, code } = await runQuitting({ TERM: 'xterm-256color' }, base, '', [
      { when: AHEAD, keys: '\r' },
      { when: 'Isolated', keys: '\u0003' },
    ]);
    expect(code).toBe(130);
    for (const mark of ['<U+202E>', '<U+200B>', '<U+2066>', '<U+2069>', '<U+200F>', '<U+FEFF>', '<U+061C>']) expect(raw, mark).toContain(mark);
    expect(raw).toContain('👨\u200D👩\u200D👧');
    const left = [...raw.replaceAll('👨\u200D👩\u200D👧', '')].filter((ch) => /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/.test(ch));
    expect(left).toEqual([]);
  });

  it('gives the terminal back when killed (SIGTERM) right after the first frame and while running', async () => {
    for (const when of ['first frame', 'running']) {
      const base = exampleBase();
      const inner = `stty cols 100 rows 30; exec env -u CI -u CONTINUOUS_INTEGRATION -u LC_ALL -u LC_CTYPE TERM=xterm-256color LANG=C.UTF-8 node ${CLI} --base-dir ${base} --lang en`;
      const child = spawn('script', ['-qfec', inner, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let raw = '';
      let killed = false;
      const kill = (): void => {
        if (killed) return;
        killed = true;
        // script's child is the app (exec replaced the shell).
        const app = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
        process.kill(Number(app), 'SIGTERM');
      };
      const code = await new Promise<number | null>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
          if (when === 'first frame' && raw.includes(AHEAD)) kill();
          // The help overlay answers '?': the app is running.
          if (when === 'running' && raw.includes('Keys · ')) kill();
        });
        if (when === 'running') child.stdin.write('?');
        child.on('close', (c) => {
          clearTimeout(timer);
          done(c);
        });
      });
      expect(killed, when).toBe(true);
      expect(code, when).toBe(143);
      // Nothing is drawn after the alternate screen is left, and the cursor is shown again.
      const left = raw.lastIndexOf('\u001B[?1049l');
      expect(left, when).toBeGreaterThan(raw.lastIndexOf('\u001B[?1049h'));
      expect(raw.slice(left + '\u001B[?1049l'.length).replaceAll('\u001B[?25h', ''), when).toBe('');
      expect(raw.lastIndexOf('\u001B[?25h'), when).toBeGreaterThan(raw.lastIndexOf('\u001B[?25l'));
    }
  });
});
