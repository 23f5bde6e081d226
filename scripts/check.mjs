// Type-check and lint at the same time (each mostly uses one core); fails if either does.
import { spawn } from 'node:child_process';

const run = (cmd, args) =>
  new Promise((done) => spawn(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' }).on('exit', (code) => done(code ?? 1)));
const bin = (name) => `node_modules/.bin/${name}`;
const codes = await Promise.all([run(bin('tsc'), ['--noEmit']), run(bin('eslint'), ['.'])]);
process.exitCode = codes.every((c) => c === 0) ? 0 : 1;
