// Runs many `simp` verbs in one Node process, one after another, through the
// bundle's own main(argv) (dist/main.mjs): the same code as the binary without a
// process start per call. Requests are JSON lines on stdin; answers JSON lines on fd 3.
// Usage: node cli-runner.mjs <dist/main.mjs>
import { createInterface } from 'node:readline';
import { createWriteStream } from 'node:fs';
import { pathToFileURL } from 'node:url';

const { main } = await import(pathToFileURL(process.argv[2]).href);
const answers = createWriteStream('', { fd: 3 });
const startEnv = { ...process.env };
const startCwd = process.cwd();
const startArgv = process.argv;

/**
 * Runs one verb with its own environment and folder, capturing what it prints. `exactEnv`:
 * `env` is the whole environment (as spawnSync's is), not additions to the runner's own;
 * `argv`: process.argv as the binary would have it (a lock's owner file names the verb).
 */
async function runOne({ args, env, exactEnv, argv, cwd }) {
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, exactEnv ? {} : startEnv, env);
  process.chdir(cwd ?? startCwd);
  if (argv) process.argv = argv;
  const out = [];
  const err = [];
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const capture = (into) => (chunk, encoding, cb) => {
    into.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const done = typeof encoding === 'function' ? encoding : cb;
    if (done) queueMicrotask(done);
    return true;
  };
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  let code;
  try {
    code = await main(['node', 'simp', ...args]);
  } catch (e) {
    err.push(Buffer.from(`runner: ${e?.stack ?? e}\n`));
    code = 1;
  } finally {
    process.argv = startArgv;
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  }
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

let queue = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (line) => {
  const req = JSON.parse(line);
  queue = queue.then(async () => answers.write(`${JSON.stringify({ id: req.id, ...(await runOne(req)) })}\n`));
});
