// Holds a crush folder's lock in the middle of a write: appends one event (staged),
// says "holding", waits, then commits. Used to pause or kill a writer at that moment.
// Usage: tsx holder.mts <memory/index.ts> <base> <slug> <content> <holdMs>
const [lib, base, slug, content, holdMs] = process.argv.slice(2) as [string, string, string, string, string];
const { openMemory } = (await import(lib)) as typeof import('../../../src/memory/index.js');
const mem = openMemory({ baseDir: base });
await mem.transaction(slug, async (tx) => {
  tx.append([{ type: 'signal_recorded', data: { direction: 'green', content, score_delta: 1 } }]);
  process.stdout.write('holding\n');
  await new Promise((r) => setTimeout(r, Number(holdMs)));
});
process.stdout.write('done\n');
