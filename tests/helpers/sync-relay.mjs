// The worker thread behind tests/helpers/sync-runner.ts: it owns one cli-runner.mjs
// process and passes each call to it; the test's own thread waits on `signal` until
// the answer is posted back, so a call reads like spawnSync.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';

const { port, signal, mainFile } = workerData;
// Pipes, as spawnSync gives a child: never the terminal the tests run in (no TTY, no columns).
const child = spawn(process.execPath, [join(import.meta.dirname, 'cli-runner.mjs'), mainFile], { stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
// Whatever a verb writes past the capture (none should) still shows, on the tests' stderr.
child.stdout.on('data', (c) => process.stderr.write(c));
child.stderr.on('data', (c) => process.stderr.write(c));
const answer = (msg) => {
  port.postMessage(msg);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
};
child.on('exit', (code, sig) => answer({ id: -1, code: -1, stdout: '', stderr: `runner: the in-process runner exited (${sig ?? code})\n` }));
createInterface({ input: child.stdio[3] }).on('line', (line) => answer(JSON.parse(line)));
port.on('message', (req) => {
  if (req === 'stop') child.stdin.end();
  else child.stdin.write(`${JSON.stringify(req)}\n`);
});
