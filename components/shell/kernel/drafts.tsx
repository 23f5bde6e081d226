import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

type Store = Map<string, Readonly<Record<string, string>>>;

const DraftsContext = createContext<Store | null>(null);

/** Text kept while the app runs, by screen and crush (the message workshop's draft). */
export function DraftsProvider({ children }: { children: ReactNode }) {
  const store = useRef<Store>(new Map()).current;
  return <DraftsContext.Provider value={store}>{children}</DraftsContext.Provider>;
}

/** What was kept under `key` when the screen opened (to start its form from). */
export function useKeptDraft(key: string): Readonly<Record<string, string>> | undefined {
  const store = useContext(DraftsContext);
  return useRef(store?.get(key)).current;
}

/** Keeps `values` under `key` after each change, so leaving the screen and coming back finds them again. */
export function useKeepDraft(key: string, values: Readonly<Record<string, string>>): void {
  const store = useContext(DraftsContext);
  const text = JSON.stringify(values);
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    store?.set(key, latest.current);
  }, [store, key, text]);
}
