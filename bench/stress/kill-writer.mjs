// Child of the crash loop: performs writes of the plan through the library and
// prints `begin <i>` before and `ack <i>` after each, synchronously, so whatever
// moment it is killed at, the parent knows which write was in flight.
// Usage: node kill-writer.mjs <library.mjs> <base> <slug> <plan.json> <from> <to>
import { readFileSync, writeSync } from 'node:fs';
import { importLibrary } from '../lib/library.mjs';
import { runLibOp } from './ops.mjs';

const [libFile, base, slug, planFile, from, to] = process.argv.slice(2);
const lib = await importLibrary(libFile);
const mem = lib.openMemory({ baseDir: base });
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const say = (text) => writeSync(1, `${text}\n`);

say('ready');
for (let i = Number(from); i < Number(to); i += 1) {
  say(`begin ${i}`);
  try {
    await runLibOp(lib, mem, slug, plan[i]);
  } catch (err) {
    say(`error ${i} ${JSON.stringify(String(err?.message ?? err))}`);
    process.exit(1);
  }
  say(`ack ${i}`);
}
