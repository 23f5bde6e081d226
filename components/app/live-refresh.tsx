import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useServices } from './services-context.js';

export interface Ticks {
  /** Bumped when the set of crushes changed (a folder added, removed or renamed). */
  readonly set: number;
  /** Bumped per crush when its files changed. */
  readonly bySlug: Readonly<Record<string, number>>;
}

const TicksContext = createContext<Ticks>({ set: 0, bySlug: {} });
const BumpContext = createContext<(slug: string | null) => void>(() => undefined);

/**
 * Live refresh: watches the base folder (debounced by the memory service) and
 * publishes a counter per crush, so screens re-read when another program writes.
 */
export function LiveRefreshProvider({ children, watch = true }: { children: ReactNode; watch?: boolean }) {
  const { mem } = useServices();
  const [ticks, setTicks] = useState<Ticks>({ set: 0, bySlug: {} });
  const bump = useCallback((slug: string | null) => {
    setTicks((t) =>
      slug === null ? { ...t, set: t.set + 1 } : { ...t, bySlug: { ...t.bySlug, [slug]: (t.bySlug[slug] ?? 0) + 1 } },
    );
  }, []);
  useEffect(() => (watch ? mem.watch(bump) : undefined), [mem, bump, watch]);
  const value = useMemo(() => ticks, [ticks]);
  return (
    <BumpContext.Provider value={bump}>
      <TicksContext.Provider value={value}>{children}</TicksContext.Provider>
    </BumpContext.Provider>
  );
}

/** Changes whenever the crush changed on disk. */
export function useRefreshTick(slug: string): number {
  return useContext(TicksContext).bySlug[slug] ?? 0;
}

/** Every counter: for screens that show all crushes and re-read only the ones that changed. */
export function useRefreshTicks(): Ticks {
  return useContext(TicksContext);
}

/** Lets a screen ask for a re-read right after its own write, without waiting for the watcher. */
export function useBump(): (slug: string | null) => void {
  return useContext(BumpContext);
}
