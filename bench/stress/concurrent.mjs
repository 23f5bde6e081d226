// Part (a): several OS processes append to one folder at once, mixing the
// command line and the library. Nothing may be lost, torn, duplicated or reordered
// within a writer, and meta.json's event_count must be exact.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runNode } from './children.mjs';

const WORKER = new URL('./append-worker.mjs', import.meta.url).pathname;

export async function runConcurrent({ lib, libFile, cli, work, workers, count, cliEvery }) {
  const base = join(work, 'concurrent');
  const slug = 'together';
  const mem = lib.openMemory({ baseDir: base });
  mem.create({ slug, nickname: '并发' });
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: workers }, (_, w) => runNode([WORKER, libFile, cli, base, slug, String(w), String(count), String(cliEvery)])),
  );
  const seconds = (Date.now() - started) / 1000;
  const problems = [];
  const acked = { lib: 0, cli: 0 };
  results.forEach((res, w) => {
    if (res.code !== 0) problems.push(`worker ${w} exited ${res.code ?? res.signal}: ${res.stderr.trim()}`);
    const done = res.stdout ? JSON.parse(res.stdout.trim().split('\n').pop()) : { lib: 0, cli: 0, failures: [] };
    acked.lib += done.lib;
    acked.cli += done.cli;
    for (const f of done.failures) problems.push(`worker ${w}: append failed: ${f}`);
  });

  const file = join(base, slug, 'events.jsonl');
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const tail = lines.pop();
  let unparsable = 0;
  const seen = Array.from({ length: workers }, () => new Map());
  let outOfOrder = 0;
  const lastSeq = Array(workers).fill(-1);
  for (const line of lines) {
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      unparsable += 1;
      continue;
    }
    if (e.type !== 'signal_recorded') continue;
    const { worker, seq } = e.data;
    seen[worker].set(seq, (seen[worker].get(seq) ?? 0) + 1);
    if (seq <= lastSeq[worker]) outOfOrder += 1;
    lastSeq[worker] = seq;
  }
  let lost = 0;
  let duplicated = 0;
  for (let w = 0; w < workers; w += 1) {
    for (let s = 0; s < count; s += 1) if (!seen[w].has(s)) lost += 1;
    for (const n of seen[w].values()) duplicated += n - 1;
  }
  const meta = JSON.parse(readFileSync(join(base, slug, 'meta.json'), 'utf8'));
  const validLines = lines.length - unparsable;
  // A torn line is one that does not parse, or a last line without its newline.
  const torn = unparsable + (tail === '' ? 0 : 1);
  const expected = 1 + workers * count;
  if (lost) problems.push(`${lost} appends missing from events.jsonl`);
  if (duplicated) problems.push(`${duplicated} appends written twice`);
  if (torn) problems.push(`${torn} torn lines`);
  if (outOfOrder) problems.push(`${outOfOrder} events out of their writer's order`);
  if (validLines !== expected) problems.push(`events.jsonl has ${validLines} events, expected ${expected}`);
  if (meta.event_count !== validLines) problems.push(`meta.json event_count is ${meta.event_count}, events.jsonl has ${validLines}`);
  if (meta.events_bytes !== statSync(file).size) problems.push(`meta.json events_bytes is ${meta.events_bytes}, the file has ${statSync(file).size} bytes`);
  return {
    summary: { workers, perWorker: count, viaLib: acked.lib, viaCli: acked.cli, lines: validLines, lost, duplicated, torn, outOfOrder, eventCount: meta.event_count, seconds },
    problems,
  };
}
