import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../helpers/temp.js';

// The built binary in a real terminal (tmux): keys go in with send-keys, the screen comes back with capture-pane.
const ROOT = resolve(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const SOCKET = `simp-e2e-${process.pid}`;
const hasTmux = spawnSync('tmux', ['-V']).status === 0;

function tmux(...args: string[]): string {
  const r = spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tmux ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const screen = (session: string) => tmux('capture-pane', '-p', '-t', session);

async function waitScreen(session: string, ok: (s: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = screen(session);
    if (ok(s)) return s;
    if (Date.now() > end) throw new Error(`screen never matched; last screen:\n${s}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One key, then wait until the screen shows what that key should lead to. */
async function key(session: string, k: string, until: string | ((s: string) => boolean)): Promise<string> {
  tmux('send-keys', '-t', session, k);
  return waitScreen(session, typeof until === 'string' ? (s) => s.includes(until) : until);
}

/** Waits for the app to exit and returns its exit code, which the session's shell wrote to a file. */
async function exitCode(session: string): Promise<number> {
  const file = exitFile(session);
  const end = Date.now() + 15_000;
  for (;;) {
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8').trim();
      if (text !== '') return Number(text);
    }
    if (Date.now() > end) throw new Error(`the app did not exit; screen:\n${screen(session)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let exitDir = '';
const exitFile = (session: string) => join(exitDir, `${session}.exit`);

const events = (base: string, slug: string) =>
  readFileSync(join(base, slug, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });

// No silent skip: without tmux this suite fails and says how to get it (.ci/run installs it).
describe('simp in tmux (built binary)', () => {
  it('has tmux to drive the binary with', () => {
    expect(hasTmux, 'tmux is not installed: apt-get install tmux (CI does this in .ci/run)').toBe(true);
  });

  let base = '';
  const sessions: string[] = [];
  const start = (cols: number, rows: number, env = 'LANG=C.UTF-8', flags = '--lang en'): string => {
    const name = `e2e-${process.pid}-${sessions.length}`;
    sessions.push(name);
    // CI=0: Ink must render as in a terminal even when the tests run in CI.
    const app = `env -u LC_ALL -u LC_CTYPE CI=0 ${env} node ${CLI} --base-dir ${base} ${flags}`;
    tmux('new-session', '-d', '-s', name, '-x', String(cols), '-y', String(rows), `${app}; echo $? > ${exitFile(name)}; sleep 30`);
    return name;
  };

  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run npm run build (npm test does it first)');
    exitDir = tempDir('simp-e2e-exit-');
    base = join(tempDir('simp-e2e-'), 'crushes');
    cpSync(join(ROOT, 'crushes'), base, { recursive: true });
    // A session that outlives the app ones keeps this private tmux server up between tests.
    tmux('new-session', '-d', '-s', `keep-${process.pid}`, 'sleep 600');
  });
  afterAll(() => {
    for (const s of [...sessions, `keep-${process.pid}`]) spawnSync('tmux', ['-L', SOCKET, 'kill-session', '-t', s]);
    spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  });

  it('acts on every key of a burst sent at once: move, open, menu, move twice, open', async () => {
    const s = start(100, 30);
    const list = await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    const rows = list.split('\n').filter((l) => /\(([a-z0-9_-]+)\)\s/.test(l) && /\/25|not scored/.test(l));
    const second = /\(([a-z0-9_-]+)\)/.exec(rows[1] ?? '')?.[1];
    expect(second).toBeTruthy();
    tmux('send-keys', '-t', s, 'j', 'Enter', 'm', 'j', 'j', 'Enter');
    const shown = await waitScreen(s, (x) => x.includes('Should I let go?') && x.includes('Step 1/'));
    expect(shown).toContain(`· ${second}`);
    // q inside a flow is not a quit; Ctrl-C quits from anywhere, with the shell's 130.
    tmux('send-keys', '-t', s, 'q', 'C-c');
    expect(await exitCode(s)).toBe(130);
  });

  it('acts on arrows and Enter typed before the app has loaded, and on Ctrl-C typed with another key', async () => {
    const s = start(100, 30);
    // The list is drawn before the app loads; the keys go in at once, while it is still loading.
    const list = await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    tmux('send-keys', '-t', s, 'Down', 'Down', 'Enter');
    const rows = list.split('\n').filter((l) => /\(([a-z0-9_-]+)\)\s/.test(l) && /\/25|not scored/.test(l));
    const third = /\(([a-z0-9_-]+)\)/.exec(rows[2] ?? '')?.[1];
    expect(third).toBeTruthy();
    await waitScreen(s, (x) => x.split('\n')[0]?.endsWith(`› ${third}`) ?? false);
    tmux('send-keys', '-t', s, 'j', 'C-c');
    expect(await exitCode(s)).toBe(130);
  });

  it('answers ? and moves typed at the first frame, and the app goes on from there; q there quits at once', async () => {
    const s = start(100, 30);
    const list = await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    tmux('send-keys', '-t', s, 'j', '?');
    await waitScreen(s, (x) => x.includes('Keys · Crushes') && x.includes('Esc or ? closes'));
    const rows = list.split('\n').filter((l) => /\(([a-z0-9_-]+)\)\s/.test(l) && /\/25|not scored/.test(l));
    const third = /\(([a-z0-9_-]+)\)/.exec(rows[2] ?? '')?.[1];
    expect(third).toBeTruthy();
    // Esc closes the help on the row j moved to; j moves on; Enter opens that row (the app's keys by now).
    await key(s, 'Escape', (x) => !x.includes('Keys · ') && /^▶ .*\(/m.test(x));
    tmux('send-keys', '-t', s, 'j', 'Enter');
    await waitScreen(s, (x) => x.split('\n')[0]?.endsWith(`› ${third}`) ?? false);
    // q quits from the list only: Esc back to it first.
    await key(s, 'Escape', (x) => x.includes('Crushes ('));
    tmux('send-keys', '-t', s, 'q');
    expect(await exitCode(s)).toBe(0);
    const quick = start(100, 30);
    await waitScreen(quick, (x) => x.includes('小雨 (xiaoyu)'));
    tmux('send-keys', '-t', quick, 'q');
    expect(await exitCode(quick)).toBe(0);
  });

  /** A session of the binary whose app bundle is held back `ms` (a loader hook): until then every answer is the launcher's. */
  function startSlow(ms: number, cols = 100, rows = 30): string {
    const hook = join(tempDir('simp-e2e-slow-'), 'slow.mjs');
    const loader = `export async function load(url, context, next) { if (url.endsWith('/dist/main.mjs')) await new Promise((r) => setTimeout(r, ${ms})); return next(url, context); }`;
    writeFileSync(hook, `import { register } from 'node:module';\nregister('data:text/javascript,' + encodeURIComponent(${JSON.stringify(loader)}));\n`);
    const name = `e2e-${process.pid}-${sessions.length}`;
    sessions.push(name);
    tmux('new-session', '-d', '-s', name, '-x', String(cols), '-y', String(rows), `env CI=0 node --import ${hook} ${CLI} --base-dir ${base} --lang en; echo $? > ${exitFile(name)}; sleep 30`);
    return name;
  }

  it('while the app is still loading, the launcher answers ? and moves itself, and q quits before the app ever starts', async () => {
    const name = startSlow(3000);
    const list = await waitScreen(name, (x) => x.includes('小雨 (xiaoyu)'));
    const started = Date.now();
    const second = /\(([a-z0-9_-]+)\)/.exec(list.split('\n').filter((l) => /\/25|not scored/.test(l))[1] ?? '')?.[1];
    await key(name, 'j', (x) => new RegExp(`^▶ .*\\(${second}\\)`, 'm').test(x));
    await key(name, '?', 'Keys · Crushes');
    await key(name, 'Escape', (x) => !x.includes('Keys · ') && new RegExp(`^▶ .*\\(${second}\\)`, 'm').test(x));
    tmux('send-keys', '-t', name, 'q');
    expect(await exitCode(name)).toBe(0);
    // All of it well inside the 3 s the app was held back: nothing above waited for it.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('opens the crush Enter was typed on while the app was still loading as its first screen, the keys typed after Enter handled there once each', async () => {
    // At 80×24 the state pane is shorter than what it holds, so j scrolls it.
    const name = startSlow(1500, 80, 24);
    const list = await waitScreen(name, (x) => x.includes('小雨 (xiaoyu)'));
    const second = /\(([a-z0-9_-]+)\)/.exec(list.split('\n').filter((l) => /\/25|not scored/.test(l))[1] ?? '')?.[1];
    expect(second).toBeTruthy();
    // Typed at once, long before the app is there: j moves (the launcher's), Enter opens, j j k scroll the crush's state pane.
    tmux('send-keys', '-t', name, 'j', 'Enter', 'j', 'j', 'k');
    const detail = await waitScreen(name, (x) => (x.split('\n')[0]?.endsWith(`› ${second}`) ?? false) && !/^Stage\s/m.test(x));
    const lines = detail.split('\n');
    // Down one line, exactly: no key lost, none doubled, none taken by the list.
    expect(lines[lines.findIndex((l) => l.startsWith('▶ State')) + 1]).toMatch(/^Signal score\s/);
    await key(name, 'Escape', (x) => x.includes('Crushes (') && new RegExp(`^▶ .*\\(${second}\\)`, 'm').test(x));
    tmux('send-keys', '-t', name, 'q');
    expect(await exitCode(name)).toBe(0);
  });

  it('an app that fails to load after the list is drawn says why, gives the terminal back and exits 1', async () => {
    // A copy of the bundle without the app's chunk: the launcher draws the list and reads keys, then the load fails.
    const broken = join(tempDir('simp-e2e-broken-'), 'dist');
    cpSync(join(ROOT, 'dist'), broken, { recursive: true });
    const chunk = readdirSync(broken).find((f) => f.startsWith('start-tui-') && f.endsWith('.mjs'));
    expect(chunk).toBeTruthy();
    rmSync(join(broken, chunk as string));
    const name = `e2e-${process.pid}-${sessions.length}`;
    sessions.push(name);
    tmux('new-session', '-d', '-s', name, '-x', '100', '-y', '30', `env CI=0 node ${join(broken, 'cli.js')} --base-dir ${base} --lang en; echo $? > ${exitFile(name)}; sleep 30`);
    expect(await exitCode(name)).toBe(1);
    const shown = screen(name);
    expect(shown).toContain('simp: ');
    expect(shown).toContain(chunk as string);
  });

  it('browses to a crush, runs analyze with two signals, and the events are on disk', async () => {
    const s = start(100, 30);
    await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    const before = events(base, 'xiaoyu').length;
    // Move the cursor to xiaoyu whatever the order of the example crushes.
    for (let i = 0; i < 10 && !/▶ 小雨/.test(screen(s)); i += 1) await key(s, 'j', () => true);
    await key(s, 'Enter', '小雨 (xiaoyu) ·');
    await key(s, 'a', 'Step 1/3');
    await key(s, 'Space', 'Total 3/25');
    await key(s, 'j', (x) => x.includes('▶ [ ] They start chats now and then'));
    await key(s, 'j', (x) => x.includes('▶ [ ] They extend topics'));
    await key(s, 'Space', 'Total 5/25');
    await key(s, 'Enter', 'Step 2/3');
    await key(s, 'Enter', 'Step 3/3');
    await key(s, 'Enter', 'What will be written');
    await key(s, 'Enter', 'Write it? (y/N)');
    const done = await key(s, 'y', 'changed: events.jsonl');
    expect(done).toContain('state.md');
    const after = events(base, 'xiaoyu');
    const added = after.slice(before);
    expect(added.filter((e) => e.type === 'signal_recorded').map((e) => e.data['signal_id'])).toEqual([
      'msg.initiates_often',
      'msg.extends_topics',
    ]);
    expect(added.at(-1)).toMatchObject({ type: 'analysis_done', data: { score: 5 } });
    await key(s, 'Enter', (x) => x.includes('(xiaoyu) ·') && x.includes('5/25'));
    await key(s, 'Tab', '▶ Timeline');
    await waitScreen(s, (x) => x.includes('Analysis done') && x.includes('score 5/25'));
    tmux('send-keys', '-t', s, 'C-c');
    expect(await exitCode(s)).toBe(130);
  });

  it('works at 80×24, says what it needs when too small, and re-lays out on resize', async () => {
    const s = start(80, 24);
    await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    tmux('resize-window', '-t', s, '-x', '60', '-y', '15');
    await waitScreen(s, (x) => x.includes('at least 70×20'));
    tmux('resize-window', '-t', s, '-x', '80', '-y', '24');
    const frame = await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    // Nothing scrolled off the top: the app stays shorter than the terminal.
    expect(frame.split('\n')[0]).toMatch(/^simp · /);
    tmux('send-keys', '-t', s, 'C-c');
    expect(await exitCode(s)).toBe(130);
  });

  it('speaks Chinese when LANG says so, and NO_COLOR turns every colour off while markers stay', async () => {
    const sgrColour = /\u001B\[(?:[0-9;]*;)?(?:3[0-7]|9[0-7]|38;5;\d+)m/;
    // CI=0 makes chalk's colour detection give up (any CI variable does): FORCE_COLOR stands in for a colour terminal.
    const coloured = start(100, 30, 'LANG=zh_CN.UTF-8 FORCE_COLOR=1', '');
    await waitScreen(coloured, (x) => x.includes('心动档案') && x.includes('小雨 (xiaoyu)'));
    expect(tmux('capture-pane', '-p', '-e', '-t', coloured)).toMatch(sgrColour);
    const plain = start(100, 30, 'LANG=zh_CN.UTF-8 FORCE_COLOR=1 NO_COLOR=1', '');
    const frame = await waitScreen(plain, (x) => x.includes('小雨 (xiaoyu)'));
    expect(frame).toContain('🟢🟡');
    expect(frame).toMatch(/^▶ /m);
    expect(tmux('capture-pane', '-p', '-e', '-t', plain)).not.toMatch(sgrColour);
    for (const s of [coloured, plain]) tmux('send-keys', '-t', s, 'q');
    expect(await exitCode(plain)).toBe(0);
  });

  it('a pasted note keeps its lines, the terminal cursor sits at the caret, and Ctrl-E opens $EDITOR on the note', async () => {
    const editor = join(tempDir('simp-editor-'), 'editor.sh');
    writeFileSync(editor, '#!/bin/sh\nprintf "%s\\nadded in the editor\\n" "$(cat "$1")" > "$1"\n', { mode: 0o755 });
    const s = start(80, 24, `LANG=C.UTF-8 EDITOR=${editor}`);
    await waitScreen(s, (x) => x.includes('小雨 (xiaoyu)'));
    tmux('send-keys', '-t', s, 'Enter');
    await waitScreen(s, (x) => x.includes('▶ State'));
    tmux('send-keys', '-t', s, 'a');
    const step1 = await waitScreen(s, (x) => x.includes('Step 1/3'));
    // An earlier test may have read signals here already (they start ticked): tick one only if none is.
    if (!step1.includes('[x]')) {
      tmux('send-keys', '-t', s, 'Space');
      await waitScreen(s, (x) => x.includes('▶ [x]'));
    }
    tmux('send-keys', '-t', s, 'Enter');
    await waitScreen(s, (x) => x.includes('Step 2/3'));
    // tmux pastes with the bracketed-paste markers when the app asked for them (-p).
    tmux('set-buffer', '-b', s, 'first line\nsecond line');
    tmux('paste-buffer', '-p', '-b', s, '-t', s);
    let screen = await waitScreen(s, (x) => x.includes('second line'));
    const rows = screen.split('\n');
    const second = rows.findIndex((l) => l.includes('second line'));
    expect(rows[second - 1]).toContain('first line');
    expect(screen).toContain('Step 2/3');
    const [x, y] = tmux('display', '-p', '-t', s, '#{cursor_x},#{cursor_y}').trim().split(',').map(Number);
    expect(y).toBe(second);
    expect(x).toBe((rows[second] as string).indexOf('second line') + 'second line'.length);
    tmux('send-keys', '-t', s, 'C-e');
    screen = await waitScreen(s, (x) => x.includes('added in the editor'));
    expect(screen).toContain('second line');
    // Ctrl-C quits from anywhere (a q here would be typed into the note); with a note typed it
    // asks first, and a second Ctrl-C quits without asking.
    await key(s, 'C-c', 'Quit and discard what you typed? (y/N)');
    tmux('send-keys', '-t', s, 'C-c');
    expect(await exitCode(s)).toBe(130);
  });
});
