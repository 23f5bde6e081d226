import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useServices } from './services-context.js';

interface Ticks {
  /** Bumped on any change under the base folder. */
  readonly all: number;
  readonly bySlug: Readonly<Record<string, number>>;
}

const TicksContext = createContext<Ticks>({ all: 0, bySlug: {} });
const BumpContext = createContext<(slug: string | null) => void>(() => undefined);

/**
 * Live refresh: watches the base folder (debounced by the memory service) and
 * publishes a counter per crush, so screens re-read when another program writes.
 */
export function LiveRefreshProvider({ children, watch = true }: { children: ReactNode; watch?: boolean }) {
  const { mem } = useServices();
  const [ticks, setTicks] = useState<Ticks>({ all: 0, bySlug: {} });
  const bump = useCallback((slug: string | null) => {
    setTicks((t) => ({
      all: t.all + 1,
      bySlug: slug === null ? t.bySlug : { ...t.bySlug, [slug]: (t.bySlug[slug] ?? 0) + 1 },
    }));
  }, []);
  useEffect(() => (watch ? mem.watch(bump) : undefined), [mem, bump, watch]);
  const value = useMemo(() => ticks, [ticks]);
  return (
    <BumpContext.Provider value={bump}>
      <TicksContext.Provider value={value}>{children}</TicksContext.Provider>
    </BumpContext.Provider>
  );
}

/** Changes whenever the crush (or, without a slug, anything) changed on disk. */
export function useRefreshTick(slug?: string): number {
  const ticks = useContext(TicksContext);
  return slug === undefined ? ticks.all : (ticks.bySlug[slug] ?? 0);
}

/** Lets a screen ask for a re-read right after its own write, without waiting for the watcher. */
export function useBump(): (slug: string | null) => void {
  return useContext(BumpContext);
}
