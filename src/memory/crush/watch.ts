import { watch, existsSync, readdirSync, statSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { LOCK_NAME } from '../io/lock.js';

const ignored = (file: string | null): boolean =>
  file !== null && (file.startsWith(LOCK_NAME) || file.endsWith('.tmp') || file.startsWith('.'));

/** Files whose size and time say a crush changed (what the list and the screens read). */
const SIGNATURE_FILES = ['meta.json', 'events.jsonl', 'state.md', 'profile.md'] as const;

export interface WatchOptions {
  debounceMs?: number;
  /** How often part of the unfollowed folders is looked at. */
  sweepTickMs?: number;
  /** Every folder is looked at within about this long. */
  fullSweepMs?: number;
  /** At most this many folders are looked at per tick (10,000 crushes stay cheap). */
  maxPerTick?: number;
  /** Writes this long before the watch began still count as changes (the screens read the folders about then). */
  graceMs?: number;
}

export interface CrushWatch {
  stop(): void;
  /** The crushes a screen shows now: they get a watcher of their own (changes seen at once). */
  follow(slugs: Iterable<string>): void;
  /** How many file-system watchers are open (the base folder plus the followed crushes). */
  watching(): number;
}

/**
 * Calls `onChange(slug)` (debounced) when another program writes under the base
 * folder: `slug` names the crush whose files changed, null means the set of
 * crushes changed. One watcher for the base folder and one for each followed
 * crush (the ones on screen); every other crush is looked at in turns (the size
 * and time of its files), so 10,000 crushes do not need 10,000 watchers. The
 * first turn notes what each folder is, reporting those written since the watch
 * began; changes from then on are reported as they are seen.
 */
export function watchCrushes(base: string, onChange: (slug: string | null) => void, opts: WatchOptions = {}): CrushWatch {
  const { debounceMs = 150, sweepTickMs = 500, fullSweepMs = 3_000, maxPerTick = 1_000, graceMs = 1_000 } = opts;
  const watchers = new Map<string, FSWatcher>();
  const pending = new Set<string | null>();
  let timer: NodeJS.Timeout | undefined;
  const fire = (slug: string | null): void => {
    pending.add(slug);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const slugs = [...pending];
      pending.clear();
      for (const s of slugs) onChange(s);
    }, debounceMs);
  };
  const nothing: CrushWatch = { stop: () => undefined, follow: () => undefined, watching: () => 0 };
  if (!existsSync(base)) return nothing;

  let folders: string[] = [];
  let folderSet = new Set<string>();
  const signatures = new Map<string, string>();
  // What the folder's files are now, and when the newest of them was written.
  const look = (name: string): { sig: string; newest: number } => {
    let newest = 0;
    const sig = SIGNATURE_FILES.map((f) => {
      try {
        const s = statSync(join(base, name, f));
        newest = Math.max(newest, s.mtimeMs);
        return `${s.size}@${s.mtimeMs}`;
      } catch {
        return '-';
      }
    }).join('|');
    return { sig, newest };
  };
  const signature = (name: string): string => look(name).sig;
  const since = Date.now() - graceMs;
  const listFolders = (): void => {
    try {
      folders = readdirSync(base, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
        .map((d) => d.name);
    } catch {
      folders = [];
    }
    folderSet = new Set(folders);
  };

  const watchFolder = (name: string): void => {
    if (watchers.has(name) || name.startsWith('.')) return;
    try {
      const w = watch(join(base, name), (_e, file) => {
        if (!ignored(file ? String(file) : null)) fire(name);
      });
      w.on('error', () => {
        w.close();
        watchers.delete(name);
      });
      watchers.set(name, w);
    } catch {
      // A folder that vanished between listing and watching is simply not watched.
    }
  };
  // The crushes a screen follows; one that appears later is watched once it is there.
  let wanted = new Set<string>();
  const root = watch(base, (_e, file) => {
    const name = file ? String(file) : null;
    if (ignored(name)) return;
    listFolders();
    for (const w of wanted) if (!watchers.has(w) && folderSet.has(w)) watchFolder(w);
    fire(null);
  });
  root.on('error', () => undefined);
  listFolders();

  // The sweep: a slice of the folders each tick, compared with what they were.
  let cursor = 0;
  const sweep = setInterval(() => {
    if (folders.length === 0) return;
    const perTick = Math.min(maxPerTick, Math.max(1, Math.ceil((folders.length * sweepTickMs) / fullSweepMs)));
    for (let k = 0; k < perTick && k < folders.length; k += 1) {
      cursor = (cursor + 1) % folders.length;
      const name = folders[cursor] as string;
      if (watchers.has(name)) continue;
      const now = look(name);
      const before = signatures.get(name);
      signatures.set(name, now.sig);
      // The first look notes what the folder is (no stats are paid at start) and reports it
      // if it was written since the watch began.
      if (before === undefined ? now.newest >= since : before !== now.sig) fire(name);
    }
  }, sweepTickMs);
  sweep.unref();

  return {
    stop() {
      clearTimeout(timer);
      clearInterval(sweep);
      root.close();
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
    follow(slugs) {
      wanted = new Set(slugs);
      for (const [name, w] of watchers) {
        if (wanted.has(name)) continue;
        w.close();
        watchers.delete(name);
        // Looked at by the sweep again, from what it is now.
        signatures.set(name, signature(name));
      }
      for (const name of wanted) if (folderSet.has(name) || existsSync(join(base, name))) watchFolder(name);
    },
    watching: () => watchers.size + 1,
  };
}
