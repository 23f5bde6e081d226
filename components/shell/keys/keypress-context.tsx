import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInput, useStdin, type Key } from 'ink';
import { commandFor, isCtrlC, GLOBAL, type Binding, type Command } from './keymap.js';
import { splitChunk } from './split-chunk.js';

/** Returns true when it used the key, so nothing else sees it. */
export type KeyHandler = (input: string, key: Key) => boolean;

/** A key, or text the terminal marked as pasted (bracketed paste): one piece, line breaks kept, never commands. */
export type InputKey = Key & { readonly paste?: boolean };

/** What Ink hands over for the bracketed-paste markers (it drops the leading ESC). */
const PASTE_START = '[200~';
const PASTE_END = '[201~';

interface Subscription {
  current: KeyHandler;
  /** Higher goes first (a widget inside a screen before the screen itself). */
  priority: number;
}

interface KeypressApi {
  subscribe(handler: Subscription): () => void;
  publish(bindings: readonly Binding[]): void;
}

const ApiContext = createContext<KeypressApi | null>(null);
const BindingsContext = createContext<readonly Binding[]>([]);

interface Props {
  /** Global commands (quit, help) that no screen used. */
  onGlobal: (command: Command) => void;
  /** The keys of the first screen, so the footer is right in the very first frame (screens publish theirs after it). */
  initialBindings?: readonly Binding[];
  children: ReactNode;
}

/**
 * The one keypress dispatcher: a single `useInput` hands each key to the active
 * handlers, then to the global keymap. Ctrl-C never reaches a screen: the app
 * decides (quit, or ask first where typed text would be lost).
 */
export function KeypressProvider({ onGlobal, initialBindings = [], children }: Props) {
  const { isRawModeSupported } = useStdin();
  const handlers = useRef(new Set<Subscription>());
  const [bindings, setBindings] = useState<readonly Binding[]>(initialBindings);
  const api = useMemo<KeypressApi>(
    () => ({
      subscribe(handler) {
        handlers.current.add(handler);
        return () => void handlers.current.delete(handler);
      },
      publish: setBindings,
    }),
    [],
  );
  const dispatch = (input: string, key: InputKey): boolean => {
    const ordered = [...handlers.current].sort((a, b) => b.priority - a.priority);
    for (const h of ordered) if (h.current(input, key)) return true;
    if (key.paste) return false;
    const command = commandFor(GLOBAL, input, key);
    if (command) onGlobal(command);
    return command !== null;
  };
  // Keys are handled one at a time, each after React has rendered the previous one and
  // run its effects, so a handler never acts on a stale screen ("j j Enter" opens the
  // row the cursor moved to, not the one it left). That holds for the keys of one chunk
  // (fast typing, a paste) and for keys Ink hands over one by one in the same tick
  // (arrows typed while the app was loading): after every key the next one waits.
  const pending = useRef<[string, InputKey][]>([]);
  const draining = useRef(false);
  // Text between the paste markers, gathered whole (null: not pasting).
  const pasted = useRef<string | null>(null);
  const drain = (): void => {
    const next = pending.current.shift();
    if (!next) {
      draining.current = false;
      return;
    }
    draining.current = true;
    const [part, partKey] = next;
    if (isCtrlC(part, partKey)) {
      pending.current = [];
      draining.current = false;
      onGlobal('interrupt');
      return;
    }
    if (!dispatch(part, partKey) && !partKey.paste) {
      // Typed fast, "jjj" arrives as one string: a text field takes it whole (a paste),
      // anything else gets one key at a time. Marked pasted text nobody took is dropped:
      // a pasted "q" must not quit.
      const chars = [...part];
      if (chars.length > 1 && !partKey.ctrl && !partKey.meta) pending.current.unshift(...chars.map((c): [string, Key] => [c, partKey]));
    }
    // Two turns of the event loop: React schedules the render a key caused from a microtask
    // and runs it from its own setImmediate; the screen it opened subscribes its keys while
    // that render commits (a layout effect, see useKeys).
    setImmediate(() => setImmediate(drain));
  };
  useInput(
    (input, key) => {
      if (input === PASTE_START) {
        pasted.current = '';
        return;
      }
      if (pasted.current !== null) {
        if (input !== PASTE_END) {
          // Ink reports a pasted line break alone as Enter, with no text.
          pasted.current += key.return ? '\n' : input;
          return;
        }
        const text = pasted.current.replace(/\r\n?/g, '\n');
        pasted.current = null;
        if (text !== '') pending.current.push([text, { ...key, return: false, paste: true }]);
      } else {
        if (isCtrlC(input, key)) return onGlobal('interrupt');
        pending.current.push(...splitChunk(input, key));
      }
      if (!draining.current) drain();
    },
    { isActive: isRawModeSupported === true },
  );
  return (
    <ApiContext.Provider value={api}>
      <BindingsContext.Provider value={bindings}>{children}</BindingsContext.Provider>
    </ApiContext.Provider>
  );
}

function useApi(): KeypressApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useKeys must be used inside a KeypressProvider');
  return api;
}

interface KeyOptions {
  isActive: boolean;
  priority?: number;
}

/** Subscribes a raw handler while `isActive`. */
export function useKeys(handler: KeyHandler, { isActive, priority = 0 }: KeyOptions): void {
  const api = useApi();
  const ref = useRef<Subscription>({ current: handler, priority });
  ref.current.current = handler;
  ref.current.priority = priority;
  // A layout effect: the screen a key opened listens as soon as it is committed, before the
  // next key is handed out (passive effects may wait behind other work while the app starts).
  useLayoutEffect(() => (isActive ? api.subscribe(ref.current) : undefined), [api, isActive]);
}

/**
 * Binds a keymap while `isActive` and publishes it for the footer and help overlay.
 * `onCommand` returns false to let a key fall through (for example Esc at the root).
 * `onOther` sees keys the keymap does not name (typing into a field).
 */
export function useCommands(
  bindings: readonly Binding[],
  onCommand: (command: Command) => boolean | void,
  { isActive, onOther, priority, publish = true }: KeyOptions & { onOther?: KeyHandler; publish?: boolean },
): void {
  const api = useApi();
  useEffect(() => {
    if (isActive && publish) api.publish(bindings);
  }, [api, bindings, isActive, publish]);
  useKeys(
    (input, key: InputKey) => {
      // Pasted text is text: it never runs a command, only a field may take it.
      const command = key.paste ? null : commandFor(bindings, input, key);
      if (command !== null && onCommand(command) !== false) return true;
      return onOther?.(input, key) ?? false;
    },
    { isActive, priority },
  );
}

/** The keymap of the screen the user is on (the last one published). */
export function useActiveBindings(): readonly Binding[] {
  return useContext(BindingsContext);
}
