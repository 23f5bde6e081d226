import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CliResult } from './temp.js';

export interface Runner {
  /** One `simp` call; calls run one at a time in the runner, in the order made. */
  run(args: readonly string[], opts?: { env?: Record<string, string>; cwd?: string }): Promise<CliResult>;
  stop(): void;
}

/**
 * A process that runs `simp` verbs through the bundle's main(argv) (dist/main.mjs
 * of `distDir`), for suites of hundreds of calls where a Node start per call
 * would be most of the time. Suites about the process itself (signals, TTYs,
 * what gets loaded) spawn the binary instead.
 */
export function startRunner(distDir: string): Runner {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'cli-runner.mjs'), join(distDir, 'main.mjs')], {
    stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
  });
  const requests = child.stdio[0] as Writable;
  const waiting = new Map<number, (r: CliResult) => void>();
  createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => {
    const { id, ...res } = JSON.parse(line) as CliResult & { id: number };
    waiting.get(id)?.(res);
    waiting.delete(id);
  });
  let next = 0;
  return {
    run(args, opts = {}) {
      const id = (next += 1);
      return new Promise<CliResult>((resolve) => {
        waiting.set(id, resolve);
        requests.write(`${JSON.stringify({ id, args, env: opts.env ?? {}, cwd: opts.cwd })}\n`);
      });
    },
    stop() {
      requests.end();
    },
  };
}
