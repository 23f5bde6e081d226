// Child processes of the stress runs, all tracked so the deadline can stop them.
import { spawn } from 'node:child_process';

const live = new Set();

/** Spawns node with `args` (and `env` added to ours); `onLine` sees each stdout line as it arrives. Resolves on exit. */
export function runNode(args, opts = {}) {
  return runCommand(process.execPath, args, opts);
}

/** Spawns any command, tracked like `runNode`. */
export function runCommand(command, args, { onLine, onSpawn, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: env ? { ...process.env, ...env } : process.env });
    live.add(child);
    let out = '';
    let err = '';
    let pending = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      pending += chunk;
      let nl;
      while ((nl = pending.indexOf('\n')) !== -1) {
        onLine?.(pending.slice(0, nl), child);
        pending = pending.slice(nl + 1);
      }
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    onSpawn?.(child);
    child.on('error', (e) => {
      err += `cannot run ${command}: ${e.message}\n`;
    });
    child.on('close', (code, signal) => {
      live.delete(child);
      resolve({ code, signal, stdout: out, stderr: err });
    });
  });
}

export function killAll() {
  for (const child of live) child.kill('SIGKILL');
}
