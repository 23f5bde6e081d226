import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** What the question is about: leaving a form or flow (Esc), or quitting the app (Ctrl-C). */
export type LeaveKind = 'back' | 'quit';

export interface Asking {
  readonly kind: LeaveKind;
  readonly onYes: () => void;
}

interface GuardApi {
  /** Says whether the screen `id` holds text or answers that leaving would lose. */
  setDirty(id: symbol, dirty: boolean): void;
  /** Some mounted screen holds typed text or answers. */
  anyDirty(): boolean;
  /** Asks "discard what you typed? (y/N)"; `onYes` runs only after y. */
  ask(kind: LeaveKind, onYes: () => void): void;
  /** Closes the question: `yes` runs what it was about. */
  answer(yes: boolean): void;
}

const GuardContext = createContext<GuardApi | null>(null);
const AskingContext = createContext<Asking | null>(null);

/**
 * Nothing typed is lost without a question: screens say whether they hold typed
 * text or answers (`useDirty`), and leaving such a screen (Esc) or the app
 * (Ctrl-C) asks first. One question at a time, answered with y (anything else keeps
 * the text).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<symbol>());
  const [asking, setAsking] = useState<Asking | null>(null);
  const askingRef = useRef<Asking | null>(null);
  askingRef.current = asking;
  const answer = useCallback((yes: boolean) => {
    const open = askingRef.current;
    askingRef.current = null;
    setAsking(null);
    if (yes && open) open.onYes();
  }, []);
  const api = useMemo<GuardApi>(
    () => ({
      setDirty(id, on) {
        if (on) dirty.current.add(id);
        else dirty.current.delete(id);
      },
      anyDirty: () => dirty.current.size > 0,
      ask(kind, onYes) {
        const next = { kind, onYes };
        askingRef.current = next;
        setAsking(next);
      },
      answer,
    }),
    [answer],
  );
  return (
    <GuardContext.Provider value={api}>
      <AskingContext.Provider value={asking}>{children}</AskingContext.Provider>
    </GuardContext.Provider>
  );
}

/** The question on screen, if any. */
export function useAsking(): Asking | null {
  return useContext(AskingContext);
}

export function useLeaveGuard(): GuardApi {
  const api = useContext(GuardContext);
  if (!api) throw new Error('useLeaveGuard must be used inside a LeaveGuardProvider');
  return api;
}

/**
 * Marks this screen as holding typed text or answers while `dirty`; returns
 * `leave(then)`: runs `then` at once when nothing would be lost, else after the
 * user said y to "discard what you typed?".
 */
export function useDirty(dirty: boolean): (then: () => void) => void {
  const guard = useLeaveGuard();
  const id = useRef(Symbol('screen')).current;
  useEffect(() => {
    guard.setDirty(id, dirty);
    return () => guard.setDirty(id, false);
  }, [guard, id, dirty]);
  const now = useRef(dirty);
  now.current = dirty;
  return useCallback(
    (then: () => void) => {
      if (now.current) guard.ask('back', then);
      else then();
    },
    [guard],
  );
}
