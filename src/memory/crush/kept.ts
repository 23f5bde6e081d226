// Values only simp keeps in meta.json (whether a crush is archived, the names
// an imported chat was read with), and those that only ever rise (the version,
// the last snapshot's day), copied beside it in `.simp-kept.json`. The
// reference tools rewrite meta.json whole from what they read, without a lock:
// one that read the file just before simp wrote would drop what simp had just
// written. Read through this copy, such a value is never lost: every reader sees
// it, and the next write puts it back into meta.json.
import { closeSync } from 'node:fs';
import { join } from 'node:path';
import { openRegular } from '../io/open-regular.js';
import { readBounded } from '../io/bounds.js';

export const KEPT_NAME = '.simp-kept.json';

/** Keys only simp writes: the copy's value is the one that stands. */
const OWN = ['archived_at', 'chat_user', 'chat_target'] as const;
/** Keys another tool writes too, that only move forward: the later value stands. */
const RISING = ['version', 'last_snapshot'] as const;
const KEYS: readonly string[] = [...OWN, ...RISING];

/** The copy in a crush folder ({} when there is none, or it cannot be used: it only ever adds to meta.json). */
export function readKept(dir: string): Record<string, unknown> {
  let fd: number;
  try {
    fd = openRegular(join(dir, KEPT_NAME));
  } catch {
    return {};
  }
  try {
    const value = JSON.parse(readBounded(fd, KEPT_NAME, 64 * 1024).toString('utf8')) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  } finally {
    closeSync(fd);
  }
}

/** What of a meta.json object the copy holds. */
export function keptOf(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) if (key in raw) out[key] = raw[key];
  return out;
}

/**
 * Whether writing `next` changes the copy. A folder gets one only once it holds
 * a value only simp writes (archived, a chat imported); until then there is
 * nothing another tool could drop that matters.
 */
export function keptChanges(kept: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): boolean {
  if (Object.keys(kept).length === 0 && !OWN.some((k) => next[k] !== undefined && next[k] !== null)) return false;
  const a = keptOf(kept);
  const b = keptOf(next);
  return KEYS.some((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** meta.json's object with what another tool's rewrite dropped put back (the same object when nothing was). */
export function withKept(raw: Record<string, unknown>, kept: Readonly<Record<string, unknown>>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  const put = (key: string, value: unknown): void => {
    out ??= { ...raw };
    out[key] = value;
  };
  for (const key of OWN) if (key in kept && JSON.stringify(raw[key]) !== JSON.stringify(kept[key])) put(key, kept[key]);
  const version = later(raw['version'], kept['version'], versionNumber);
  if (version !== raw['version']) put('version', version);
  const snapshot = later(raw['last_snapshot'], kept['last_snapshot'], dayNumber);
  if (snapshot !== raw['last_snapshot']) put('last_snapshot', snapshot);
  return out ?? raw;
}

function later(now: unknown, kept: unknown, rank: (v: unknown) => number | null): unknown {
  const a = rank(now);
  const b = rank(kept);
  return b !== null && (a === null || b > a) ? kept : now;
}

const versionNumber = (v: unknown): number | null => (typeof v === 'string' && /^v\d+$/.test(v) ? Number(v.slice(1)) : null);
const dayNumber = (v: unknown): number | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : null);
