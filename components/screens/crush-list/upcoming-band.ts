import { useEffect, useSyncExternalStore } from 'react';
import { useLiveData, type LiveData } from '../../shell/kernel/live-data.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { UpcomingFacts, UpcomingItem } from '../../../src/engine/upcoming.js';
import type { CrushSummary, Memory } from '../../../src/memory/index.js';

/** The days the band looks ahead (`simp upcoming`'s default). */
export const BAND_DAYS = 14;
/** How long one slice of reading may hold the event loop before keys and frames get their turn. */
const SLICE_MS = 4;
const BAND = 'upcoming-band';

/** The readers, loaded with the band's first slice (not with the app: the list's first frame does not wait for them). */
interface Readers {
  facts: typeof import('../../../src/flows/upcoming.js').upcomingFacts;
  upcoming: typeof import('../../../src/engine/upcoming.js').upcoming;
}
let readers: Promise<Readers> | null = null;
const loadReaders = (): Promise<Readers> =>
  (readers ??= Promise.all([import('../../../src/flows/upcoming.js'), import('../../../src/engine/upcoming.js')]).then(([f, e]) => ({ facts: f.upcomingFacts, upcoming: e.upcoming })));

/**
 * What `simp upcoming` says across every crush, for the band on the list screen,
 * read after the list is drawn: the folders are read a few at a time between
 * keys and frames (a slice of at most a few milliseconds, then `setImmediate`),
 * so 10,000 folders never hold the list still. A crush is read again when its
 * row changes (its update time, or the watcher saw its files change); the others
 * are kept. Reading pauses while the list is not on screen. The items are
 * published whole, once every folder is read (null until then).
 */
export class UpcomingBand {
  private readonly facts = new Map<string, UpcomingFacts>();
  /** What each crush was read at (its row's update time and change count). */
  private readonly seen = new Map<string, string>();
  private queue: { slug: string; nickname: string }[] = [];
  private timer: ReturnType<typeof setImmediate> | null = null;
  private running = false;
  private items: UpcomingItem[] | null = null;
  private readonly listeners = new Set<() => void>();
  private readers: Readers | null = null;

  constructor(
    private readonly mem: Memory,
    private readonly live: LiveData,
  ) {}

  /** The rows of the list as they now are: new and changed crushes are queued, gone and archived ones dropped. */
  sync(rows: readonly CrushSummary[]): void {
    const alive = new Set<string>();
    let dropped = false;
    for (const r of rows) {
      if (r.archived) continue;
      alive.add(r.slug);
      const key = `${r.updatedAt}|${r.nickname}|${this.live.changeCount(r.slug)}`;
      if (this.seen.get(r.slug) === key) continue;
      this.seen.set(r.slug, key);
      this.queue.push({ slug: r.slug, nickname: r.nickname });
    }
    for (const slug of [...this.seen.keys()]) {
      if (alive.has(slug)) continue;
      this.seen.delete(slug);
      dropped = this.facts.delete(slug) || dropped;
    }
    if (this.queue.length === 0 && dropped) this.publish();
    else this.schedule();
  }

  resume(): void {
    this.running = true;
    this.schedule();
  }

  pause(): void {
    this.running = false;
    if (this.timer !== null) clearImmediate(this.timer);
    this.timer = null;
  }

  /** Every item coming, soonest first; null while the folders are still being read. */
  current = (): UpcomingItem[] | null => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private schedule(): void {
    if (!this.running || this.timer !== null || (this.queue.length === 0 && this.items !== null)) return;
    if (this.readers === null) {
      void loadReaders().then((r) => {
        this.readers = r;
        this.schedule();
      });
      return;
    }
    this.timer = setImmediate(this.slice);
  }

  private readonly slice = (): void => {
    this.timer = null;
    const r = this.readers as Readers;
    const now = this.mem.ctx.now();
    const end = performance.now() + SLICE_MS;
    while (this.queue.length > 0 && performance.now() < end) {
      const next = this.queue.pop() as { slug: string; nickname: string };
      // Gone or archived since it was queued.
      if (!this.seen.has(next.slug)) continue;
      try {
        this.facts.set(next.slug, r.facts(this.mem, next.slug, next.nickname, now));
      } catch {
        // A folder that cannot be read is left out here (`simp upcoming` names it).
        this.facts.delete(next.slug);
      }
    }
    if (this.queue.length > 0) this.schedule();
    else this.publish();
  };

  private publish(): void {
    if (this.readers === null) return this.schedule();
    this.items = this.readers.upcoming([...this.facts.values()], this.mem.ctx.now(), BAND_DAYS);
    for (const l of [...this.listeners]) l();
  }
}

/**
 * The band's items for the list screen (null until they are read). Reading starts
 * once the list's frame is drawn (an effect), and follows the rows it is given.
 */
export function useUpcomingBand(rows: readonly CrushSummary[], isActive: boolean): UpcomingItem[] | null {
  const { mem } = useServices();
  const live = useLiveData();
  const band = live.cache(BAND, () => new UpcomingBand(mem, live));
  useEffect(() => band.sync(rows), [band, rows]);
  useEffect(() => {
    if (!isActive) return;
    band.resume();
    return () => band.pause();
  }, [band, isActive]);
  return useSyncExternalStore(band.subscribe, band.current);
}
