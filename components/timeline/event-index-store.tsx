import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServices } from '../kernel/services-context.js';
import { useChangeCount } from '../kernel/live-data.js';
import { type EventIndex } from '../../src/memory/index.js';
import { errorText } from '../../src/present/field-errors.js';

interface Entry {
  ready: Promise<EventIndex>;
  /** Refreshes run one after another: two screens may ask at once. */
  queue: Promise<unknown>;
}

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
}

export function useEventIndex(slug: string): IndexState {
  const { mem, lang } = useServices();
  const store = useContext(StoreContext);
  if (!store) throw new Error('useEventIndex must be used inside an EventIndexStore');
  const changes = useChangeCount(slug);
  const [state, setState] = useState<IndexState>({ index: null, version: 0, error: null });
  useEffect(() => {
    let live = true;
    let entry = store.get(slug);
    if (!entry) {
      const ready = mem.eventIndex(slug);
      entry = { ready, queue: ready };
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
        if (live) setState((s) => (s.index === index && !changed ? s : { index, version: s.version + 1, error: null }));
      },
      (err: unknown) => {
        store.delete(slug);
        if (live) setState((s) => ({ ...s, error: errorText(err, lang) }));
      },
    );
    return () => {
      live = false;
    };
  }, [mem, store, slug, changes, lang]);
  return state;
}
