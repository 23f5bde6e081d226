import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServices } from '../../shell/kernel/services-context.js';
import { useChangeCount } from '../../shell/kernel/live-data.js';
import { type EventIndex } from '../../../src/memory/index.js';
import { errorText } from '../../../src/present/field-errors.js';

interface Entry {
  ready: Promise<EventIndex>;
  /** Refreshes run one after another: two screens may ask at once. */
  queue: Promise<unknown>;
  /** The whole index, once built. */
  built: EventIndex | null;
}

/** How many of the newest events are shown while a long log's index is built. */
const TAIL = 2_000;

const StoreContext = createContext<Map<string, Entry> | null>(null);

/** One event index per crush, shared by the timeline and the event screen (a 200,000-line log is scanned once). */
export function EventIndexStore({ children }: { children: ReactNode }) {
  const store = useRef(new Map<string, Entry>());
  return <StoreContext.Provider value={store.current}>{children}</StoreContext.Provider>;
}

export interface IndexState {
  readonly index: EventIndex | null;
  /** Bumped whenever the index gained events, so views re-read. */
  readonly version: number;
  readonly error: string | null;
  /**
   * True while `index` holds only the newest events (addressed as the whole index
   * will address them) and the rest of the log is still being read.
   */
  readonly partial: boolean;
}

export function useEventIndex(slug: string): IndexState {
  const { mem, lang } = useServices();
  const store = useContext(StoreContext);
  if (!store) throw new Error('useEventIndex must be used inside an EventIndexStore');
  const changes = useChangeCount(slug);
  // A long log: its newest events at once, when meta.json vouches for its count; the whole index replaces them.
  const [state, setState] = useState<IndexState>(() => {
    const built = store.get(slug)?.built ?? null;
    if (built) return { index: built, version: 0, error: null, partial: false };
    let tail: EventIndex | null;
    try {
      tail = mem.eventTail(slug, TAIL);
    } catch {
      tail = null;
    }
    return { index: tail, version: 0, error: null, partial: tail !== null };
  });
  useEffect(() => {
    let live = true;
    let entry = store.get(slug);
    if (!entry) {
      const ready = mem.eventIndex(slug);
      const made: Entry = { ready, queue: ready, built: null };
      ready.then((index) => (made.built = index), () => undefined);
      entry = made;
      store.set(slug, entry);
    }
    const current = entry;
    const run = current.queue.then(async () => {
      const index = await current.ready;
      const changed = await index.refresh();
      return { index, changed };
    });
    current.queue = run.catch(() => undefined);
    run.then(
      ({ index, changed }) => {
        if (live) setState((s) => (s.index === index && !changed ? s : { index, version: s.version + 1, error: null, partial: false }));
      },
      (err: unknown) => {
        store.delete(slug);
        if (live) setState((s) => ({ ...s, index: s.partial ? null : s.index, partial: false, error: errorText(err, lang) }));
      },
    );
    return () => {
      live = false;
    };
  }, [mem, store, slug, changes, lang]);
  return state;
}
