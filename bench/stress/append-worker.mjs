// Child of the concurrent-append stress: `count` appends to one folder, one in
// `cliEvery` through the command line and the rest through the library, each
// data object naming its worker and sequence number.
// Usage: node append-worker.mjs <library.mjs> <cli.js> <base> <slug> <worker> <count> <cliEvery>
import { spawnSync } from 'node:child_process';
import { importLibrary } from '../lib/library.mjs';

const [libFile, cli, base, slug, workerText, countText, cliEveryText] = process.argv.slice(2);
const worker = Number(workerText);
const { openMemory } = await importLibrary(libFile);
const mem = openMemory({ baseDir: base });
const done = { worker, lib: 0, cli: 0, failures: [] };

for (let seq = 0; seq < Number(countText); seq += 1) {
  // Varied lengths and non-ASCII text make a torn or interleaved write visible.
  const data = { direction: 'neutral', content: `w${worker}-${seq}`, score_delta: 0, worker, seq, note: '记录'.repeat(seq % 17) };
  if ((seq + worker) % Number(cliEveryText) !== 0) {
    try {
      await mem.append(slug, 'signal_recorded', data);
      done.lib += 1;
    } catch (err) {
      done.failures.push(`lib seq ${seq}: ${err.message}`);
    }
  } else {
    const res = spawnSync(process.execPath, [cli, 'append', slug, 'signal_recorded', JSON.stringify(data), '--base-dir', base], { encoding: 'utf8' });
    if (res.status === 0) done.cli += 1;
    else done.failures.push(`cli seq ${seq}: exit ${res.status ?? res.signal}: ${res.stderr.trim().split('\n').slice(0, 2).join(' | ')}`);
  }
}
process.stdout.write(`${JSON.stringify(done)}\n`);
