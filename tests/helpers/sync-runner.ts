import { appendFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { afterAll, expect } from 'vitest';
import { CLI, ROOT, simp as spawnSimp, type CliResult } from './temp.js';

interface Relay {
  port: MessagePort;
  signal: Int32Array;
  worker: Worker;
}
let relay: Relay | null = null;
let next = 0;

afterAll(async () => {
  if (!relay) return;
  relay.port.postMessage('stop');
  await relay.worker.terminate();
  relay = null;
});

function start(): Relay {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(join(import.meta.dirname, 'sync-relay.mjs'), {
    workerData: { port: port2, signal, mainFile: join(ROOT, 'dist', 'main.mjs') },
    transferList: [port2],
  });
  worker.unref();
  return { port: port1, signal, worker };
}

function inProcess(args: readonly string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string }): CliResult {
  relay ??= start();
  const id = (next += 1);
  Atomics.store(relay.signal, 0, 0);
  relay.port.postMessage({ id, args: [...args], env: { ...process.env, ...opts.env }, exactEnv: true, argv: [process.execPath, CLI, ...args], cwd: opts.cwd ?? process.cwd() });
  for (;;) {
    Atomics.wait(relay.signal, 0, 0);
    const got = receiveMessageOnPort(relay.port);
    if (!got) continue;
    const { id: answered, ...res } = got.message as CliResult & { id: number };
    if (answered === -1) {
      relay = null;
      return res;
    }
    if (answered === id) return res;
  }
}

/**
 * `simp(args)` as tests/helpers/temp.ts has it (same arguments, same result, synchronous), run
 * through the bundle's main(argv) in one process per test file (tests/helpers/cli-runner.mjs)
 * instead of a Node start per call: the verb sees the same environment, folder and argv, and
 * prints to pipes as the binary would. A call with `input` (stdin) still runs the binary.
 * Files about the process itself (signals, TTYs, pagers, the binary's CommonJS read path,
 * what gets loaded) use temp.ts's `simp`.
 *
 * SIMP_TEST_BINARY=1 runs every call as the binary instead, and SIMP_TEST_CALL_LOG=<folder>
 * appends each call and its result to <folder>/<test file>.jsonl: the two runs of a file can be
 * compared line by line.
 */
export function simp(args: readonly string[], opts: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string } = {}): CliResult {
  const binary = opts.input !== undefined || process.env['SIMP_TEST_BINARY'] === '1';
  const res = binary ? spawnSimp(args, opts) : inProcess(args, opts);
  const log = process.env['SIMP_TEST_CALL_LOG'];
  if (log) {
    const { testPath, currentTestName } = expect.getState();
    appendFileSync(join(log, `${basename(testPath ?? 'unknown')}.jsonl`), `${JSON.stringify({ test: currentTestName, args, ...res })}\n`);
  }
  return res;
}
