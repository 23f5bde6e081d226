import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Memory } from '../../../src/memory/index.js';
import type { Holder } from '../../../src/memory/io/write-errors.js';

/** A write waiting for another writer's lock: who holds it, and on which folder. */
export interface LockWait {
  holder: Holder;
  dir: string;
}

/** The app's view of lock waits: the one going on (null: none), and a way to stop waiting. */
export interface LockWaitStore {
  get(): LockWait | null;
  subscribe(listener: () => void): () => void;
  /** The user gave up: the waiting write stops with nothing written. */
  giveUp(): void;
  /** The write ended (written, or not): no wait is shown any more. */
  clear(): void;
}

function makeStore(mem: Memory): { store: LockWaitStore; attach: () => () => void } {
  let current: LockWait | null = null;
  let stop = false;
  const listeners = new Set<() => void>();
  const set = (next: LockWait | null): void => {
    current = next;
    for (const l of listeners) l();
  };
  const store: LockWaitStore = {
    get: () => current,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    giveUp: () => {
      if (current !== null) stop = true;
    },
    clear: () => {
      stop = false;
      if (current !== null) set(null);
    },
  };
  const attach = (): (() => void) =>
    mem.watchLocks({
      onWait: (_message, holder, dir) => {
        stop = false;
        set({ holder, dir });
      },
      giveUp: () => {
        if (!stop) return false;
        stop = false;
        set(null);
        return true;
      },
    });
  return { store, attach };
}

const LockWaitContext = createContext<LockWaitStore | null>(null);

/** Watches the memory service's lock waits for every screen below (the write step shows them). */
export function LockWaitProvider({ mem, children }: { mem: Memory; children: ReactNode }) {
  const { store, attach } = useMemo(() => makeStore(mem), [mem]);
  useEffect(() => attach(), [attach]);
  return <LockWaitContext.Provider value={store}>{children}</LockWaitContext.Provider>;
}

/** The wait going on now, and the store (to give up); a write that is not waiting sees null. */
export function useLockWait(): { wait: LockWait | null; store: LockWaitStore | null } {
  const store = useContext(LockWaitContext);
  const wait = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.get ?? none);
  return { wait, store };
}

const noSubscribe = (): (() => void) => () => undefined;
const none = (): null => null;
