// Runs one command and reports its wall time and peak resident memory.
// Peak memory comes from GNU time (%M, KiB) when it is installed; otherwise a
// preloaded probe makes the child itself write process.resourceUsage().maxRSS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const GNU_TIME = '/usr/bin/time';

export function makeRunner(workDir) {
  const rssFile = join(workDir, 'rss.txt');
  const probe = join(workDir, 'rss-probe.mjs');
  const useTime = existsSync(GNU_TIME) && spawnSync(GNU_TIME, ['-f', '%M', 'true']).status === 0;
  if (!useTime) {
    writeFileSync(probe, `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`);
  }
  const devNull = openSync('/dev/null', 'w');
  const wrap = (argv) => (useTime ? [GNU_TIME, '-f', '%M', '-o', rssFile, ...argv] : [argv[0], '--import', pathToFileURL(probe).href, ...argv.slice(1)]);
  const readRss = () => {
    const text = existsSync(rssFile) ? readFileSync(rssFile, 'utf8').trim().split('\n').pop() : '';
    return Number(text) || null;
  };

  /**
   * argv[0] must be `node`. stdout: 'null' discards output (a timeline of
   * 200,000 lines is not buffered by the harness), or a file path to keep it.
   */
  function run(argv, { stdout = 'null', env } = {}) {
    rmSync(rssFile, { force: true });
    const [cmd, ...args] = wrap(argv);
    const outFd = stdout === 'null' ? devNull : openSync(stdout, 'w');
    const start = process.hrtime.bigint();
    const res = spawnSync(cmd, args, { stdio: ['ignore', outFd, 'pipe'], env: env ?? process.env, maxBuffer: 64 * 1024 * 1024 });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (outFd !== devNull) closeSync(outFd);
    return { ms, rssKiB: readRss(), code: res.status, signal: res.signal, stderr: res.stderr?.toString() ?? '' };
  }

  /**
   * Runs a full-screen program in a pseudo-terminal (util-linux `script`) and
   * times it until `until` (a regular expression) shows on the screen; then
   * types `keys`. With `then: { until, keys }` the clock runs on until the
   * program has answered those keys (the screen shows `then.until`), and
   * `then.keys` are typed when it stops. `quit: { until, keys }` is typed after that, untimed
   * (Esc on a screen the keys opened, then q on the list): the last keys should quit the program.
   * A step's `delayMs` waits that long (a human's reaction) after its pattern shows
   * before typing; `fromKey` times from the first keys typed to `then.until` instead
   * of from the start (how long the answer to those keys took).
   */
  function runTty(argv, { until, keys, delayMs = 0, then = null, quit = null, fromKey = false, cols = 120, rows = 40, timeoutMs = 60_000 }) {
    rmSync(rssFile, { force: true });
    const quote = (a) => `'${a.replaceAll("'", "'\\''")}'`;
    const inner = `stty cols ${cols} rows ${rows}; exec ${wrap(argv).map(quote).join(' ')}`;
    // `quit` ({ until, keys }): typed after the clock has stopped, to leave a screen the timed keys opened.
    const timed = 1 + (then ? 1 : 0);
    const steps = [{ until, keys, delayMs }, ...(then ? [then] : []), ...(quit ? [quit] : [])].map((s) => ({ pattern: new RegExp(s.until, 'u'), keys: s.keys, delayMs: s.delayMs ?? 0 }));
    return new Promise((resolve) => {
      const start = process.hrtime.bigint();
      const child = spawn('script', ['-qfec', inner, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let raw = '';
      let screen = '';
      let step = 0;
      let ms = null;
      let typedAt = null;
      let waiting = false;
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const type = () => {
        waiting = false;
        const now = Number(process.hrtime.bigint() - start) / 1e6;
        child.stdin.write(steps[step].keys);
        step += 1;
        // What the next step waits for must appear after the keys were typed.
        raw = '';
        if (step === timed) ms = fromKey ? now - typedAt : now;
        typedAt = now;
      };
      child.stdout.on('data', (chunk) => {
        if (step >= steps.length) return;
        raw += chunk.toString('utf8');
        if (waiting) return;
        // Escape sequences may arrive split across chunks, so the whole output is cleaned each time.
        screen = raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
        if (!steps[step].pattern.test(screen)) return;
        if (steps[step].delayMs > 0) {
          waiting = true;
          setTimeout(type, steps[step].delayMs);
        } else type();
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        const missing = steps[step];
        resolve({ ms, rssKiB: readRss(), code: ms === null ? 1 : code, signal, stderr: ms === null ? `never showed /${missing?.pattern.source}/: ${screen.slice(-300)}` : stderr });
      });
    });
  }

  return { run, runTty, method: useTime ? 'GNU time %M' : 'process.resourceUsage().maxRSS', close: () => closeSync(devNull) };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
