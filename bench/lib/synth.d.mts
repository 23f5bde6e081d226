// Types of the benchmark's generator, for the tests that write the same logs (tests/present/export-golden.test.ts).
/** Appends `count` seeded synthetic events to `file` and returns what the log implies. */
export function appendSyntheticEvents(
  file: string,
  slug: string,
  count: number,
  seed?: number,
): { state: Record<string, unknown>; lastLine: string; bytes: number };
