import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { openMemory, type Memory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';

export const DAY = 86_400_000;

/** A clock that moves one second per call, and whole days on request. */
export function testClock(start = new Date(2026, 3, 10, 9, 0, 0)) {
  let t = start.getTime();
  const now = (): Date => new Date((t += 1000));
  return { now, advance: (days: number) => void (t += days * DAY), peek: () => new Date(t) };
}

export interface Crush {
  base: string;
  dir: string;
  slug: string;
  mem: Memory;
  clock: ReturnType<typeof testClock>;
}

/** A fresh base folder with one crush made by `create`, on a fixed clock. */
export function freshCrush(slug = 'xiaoyu', fields: Record<string, string> = {}): Crush {
  const base = join(tempDir(), 'crushes');
  const clock = testClock();
  const mem = openMemory({ baseDir: base, now: clock.now });
  mem.create({ slug, nickname: '小雨', personality_type: '感性型', fields });
  return { base, dir: join(base, slug), slug, mem, clock };
}

/** Content hash of every file under a folder, by relative path. */
export function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (p: string, rel: string): void => {
    for (const name of readdirSync(p)) {
      const full = join(p, name);
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(full).isDirectory()) walk(full, r);
      else out.set(r, createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(dir, '');
  return out;
}

/** Files added, removed or changed between two `files()` pictures, sorted. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}

export const eventLines = (c: Crush): Record<string, unknown>[] =>
  readFileSync(join(c.dir, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

export const text = (c: Crush, file: string): string => readFileSync(join(c.dir, file), 'utf8');
export const meta = (c: Crush): Record<string, unknown> => JSON.parse(text(c, 'meta.json')) as Record<string, unknown>;

/** Runs `fn` and returns what it wrote: changed files and the new event lines. */
export async function watchWrites<T>(c: Crush, fn: () => Promise<T>): Promise<{ result: T; changed: string[]; events: Record<string, unknown>[] }> {
  const before = files(c.dir);
  const count = eventLines(c).length;
  const result = await fn();
  return { result, changed: changedFiles(before, files(c.dir)), events: eventLines(c).slice(count) };
}

/** Expects `fn` to reject and to leave the folder byte for byte as it was. */
export async function refusedWithoutTrace(c: Crush, fn: () => Promise<unknown>): Promise<unknown> {
  const before = files(c.dir);
  let error: unknown = null;
  try {
    await fn();
  } catch (err) {
    error = err;
  }
  if (error === null) throw new Error('expected the flow to refuse');
  const changed = changedFiles(before, files(c.dir));
  if (changed.length > 0) throw new Error(`a refused flow changed ${changed.join(', ')}`);
  return error;
}

export const QUIT_OK = {
  other: 'unclear',
  self: { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true },
  cost: { energy: false, neglected_life: false, anxiety_over_joy: false },
};
