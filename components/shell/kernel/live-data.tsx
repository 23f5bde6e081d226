import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CrushWatch, Memory } from '../../../src/memory/index.js';

/** What changed on disk since a value was last read. */
export interface Change {
  /** The set of crushes changed (a folder added, removed or renamed), or nothing was read yet: read everything. */
  readonly all: boolean;
  /** The crushes whose files changed. */
  readonly slugs: ReadonlySet<string>;
}

/** Reads a value from the memory service; `prev` is the last value, so a reader may re-read only what changed. */
export type Reader<T> = (prev: T | undefined, change: Change) => T;

interface Entry {
  /** The crush the value is read from; null: it depends on every crush (the list). */
  readonly slug: string | null;
  readonly read: Reader<unknown>;
  /** Whether a change to its crush reads the value again (always, for live values). */
  readonly follow: (value: unknown) => boolean;
  value: unknown;
  users: number;
}

const EVERYTHING: Change = { all: true, slugs: new Set() };
const ALWAYS = (): boolean => true;

/**
 * Live data of the TUI, an external store read with `useSyncExternalStore`.
 * A value is read from disk the first time a screen asks for it (so the first
 * frame has it), then again only when the memory service's watcher (or the
 * app's own write) says its crush changed: never because a screen re-rendered.
 * Values no screen shows any more are dropped, and read afresh when shown again.
 */
export class LiveData {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly counts = new Map<string, number>();
  private setCount = 0;

  private watcher: CrushWatch | null = null;
  /** Values read before the app started (the launcher's first frame), taken once instead of reading again. */
  private readonly seeds: Map<string, unknown>;
  /** Caches screens share for as long as the app runs (the list's row trends). */
  private readonly caches = new Map<string, unknown>();

  constructor(
    private readonly mem: Memory,
    preread: Preread = {},
  ) {
    this.seeds = new Map(Object.entries(preread.values ?? {}));
    for (const [key, cache] of Object.entries(preread.caches ?? {})) this.caches.set(key, cache);
  }

  /** Starts watching the base folder; returns stop(). Crushes whose values are shown get a watcher of their own. */
  watch(): () => void {
    this.watcher = this.mem.watch((slug) => this.changed(slug));
    this.refollow();
    return () => {
      this.watcher?.stop();
      this.watcher = null;
    };
  }

  /** A cache kept under `key` for the app's life (made by `make` the first time). */
  cache<T>(key: string, make: () => T): T {
    if (!this.caches.has(key)) this.caches.set(key, make());
    return this.caches.get(key) as T;
  }

  private refollow(): void {
    const slugs = new Set<string>();
    for (const entry of this.entries.values()) if (entry.slug !== null) slugs.add(entry.slug);
    this.watcher?.follow(slugs);
  }

  /** The files of `slug` changed (null: the set of crushes changed): dependent values are read again, then screens redraw. */
  changed(slug: string | null): void {
    const change: Change = slug === null ? EVERYTHING : { all: false, slugs: new Set([slug]) };
    if (slug === null) this.setCount += 1;
    else this.counts.set(slug, (this.counts.get(slug) ?? 0) + 1);
    for (const entry of this.entries.values()) {
      if (slug !== null && entry.slug !== null && entry.slug !== slug) continue;
      if (entry.follow(entry.value)) entry.value = entry.read(entry.value, change);
    }
    for (const listener of [...this.listeners]) listener();
  }

  /** The value under `key` (one key, one reader: the key must name everything the reader reads). */
  get<T>(key: string, slug: string | null, read: Reader<T>, follow: (value: T) => boolean = ALWAYS): T {
    let entry = this.entries.get(key);
    if (!entry) {
      const seeded = this.seeds.has(key);
      const value = seeded ? this.seeds.get(key) : read(undefined, EVERYTHING);
      this.seeds.delete(key);
      entry = { slug, read: read as Reader<unknown>, follow: follow as (value: unknown) => boolean, value, users: 0 };
      this.entries.set(key, entry);
      if (slug !== null) this.refollow();
    }
    return entry.value as T;
  }

  /** Moves whenever `slug` (or the set of crushes) changed: a dependency for effects that refresh on change. */
  changeCount(slug: string): string {
    return `${this.setCount}.${this.counts.get(slug) ?? 0}`;
  }

  /** Redraw on every change; `key` marks the value as shown, so it is kept while someone shows it. */
  subscribe(key: string | null, listener: () => void): () => void {
    const entry = key === null ? undefined : this.entries.get(key);
    if (entry) entry.users += 1;
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (!entry) return;
      entry.users -= 1;
      // Dropped once the current render settles, unless another screen took it up meanwhile.
      if (entry.users === 0) queueMicrotask(() => this.drop(key, entry));
    };
  }

  private drop(key: string | null, entry: Entry): void {
    if (key === null || entry.users !== 0 || this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    if (entry.slug !== null) this.refollow();
  }
}

const LiveContext = createContext<LiveData | null>(null);

/** What the launcher read for its first frame, handed to the app so nothing is read twice. */
export interface Preread {
  /** Live values by key (`list`: the crush list as useCrushes reads it). */
  values?: Record<string, unknown>;
  /** Shared caches by key (`row-trends`). */
  caches?: Record<string, unknown>;
}

/** Provides the live data of `mem`, watching its base folder unless `watch` is off (some tests). */
export function LiveDataProvider({ mem, watch = true, preread, children }: { mem: Memory; watch?: boolean; preread?: Preread; children: ReactNode }) {
  const live = useMemo(() => new LiveData(mem, preread), [mem, preread]);
  useEffect(() => (watch ? live.watch() : undefined), [live, watch]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

export function useLiveData(): LiveData {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLiveData must be used inside a LiveDataProvider');
  return live;
}

/** A value read through `read`, kept until its crush changes on disk. */
export function useLive<T>(key: string, slug: string | null, read: Reader<T>): T {
  const live = useLiveData();
  const subscribe = useCallback((listener: () => void) => live.subscribe(key, listener), [live, key]);
  return useSyncExternalStore(subscribe, () => live.get(key, slug, read));
}

/**
 * A value read once for as long as a screen shows it, and read again on a change
 * to its crush only while `again` says so (a load that failed, once a repair
 * mended the folder): what a guided flow starts from, whose answers rest on it
 * (the write re-reads and re-plans anyway if the folder changed meanwhile).
 */
export function useLoaded<T>(key: string, slug: string, read: () => T, again: (value: T) => boolean): T {
  const live = useLiveData();
  const subscribe = useCallback((listener: () => void) => live.subscribe(key, listener), [live, key]);
  return useSyncExternalStore(subscribe, () => live.get(key, slug, read, again));
}

/** Moves whenever `slug`'s files change: for effects that refresh something of their own (the event index). */
export function useChangeCount(slug: string): string {
  const live = useLiveData();
  const subscribe = useCallback((listener: () => void) => live.subscribe(null, listener), [live]);
  return useSyncExternalStore(subscribe, () => live.changeCount(slug));
}
