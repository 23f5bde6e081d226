import type { Key } from 'ink';

/** Everything a key can mean; screens pick the bindings they honour. */
export type Command =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'pageUp'
  | 'pageDown'
  | 'top'
  | 'bottom'
  | 'open'
  | 'back'
  | 'quit'
  | 'interrupt'
  | 'help'
  | 'topics'
  | 'delete'
  | 'log'
  | 'find'
  | 'workshop'
  | 'rhythm'
  | 'nextPane'
  | 'prevPane'
  | 'search'
  | 'filter'
  | 'create'
  | 'actions'
  | 'analyze'
  | 'entry'
  | 'edit'
  | 'section'
  | 'versions'
  | 'toggle'
  | 'yes'
  | 'no'
  | 'proceed'
  | 'backup'
  | 'remember'
  | 'archive'
  | 'full'
  | 'repair'
  | 'doctor'
  | 'correct'
  | 'retract'
  | 'editor'
  | 'why'
  | 'feel';

type KeyFlag = 'upArrow' | 'downArrow' | 'leftArrow' | 'rightArrow' | 'pageUp' | 'pageDown' | 'home' | 'end' | 'return' | 'escape' | 'tab';

/** One way of pressing a command: a named key and/or a typed character, with modifiers. */
export interface KeySpec {
  readonly key?: KeyFlag;
  readonly input?: string;
  readonly ctrl?: boolean;
  readonly shift?: boolean;
}

export interface Binding {
  readonly command: Command;
  readonly keys: readonly KeySpec[];
  /** How the help overlay and footer write the keys. */
  readonly show: string;
  /** Key of the `keys` table of the UI text. */
  readonly label: string;
  /** Shown in the footer (3–6 per screen), not only in the help overlay. */
  readonly footer?: boolean;
}

export function matches(spec: KeySpec, input: string, key: Key): boolean {
  if (spec.key && !key[spec.key]) return false;
  if (spec.input !== undefined && input !== spec.input) return false;
  if (Boolean(spec.ctrl) !== key.ctrl) return false;
  // Shift is only checked for named keys: typed capitals already say it.
  if (spec.key && Boolean(spec.shift) !== key.shift) return false;
  return true;
}

export function commandFor(bindings: readonly Binding[], input: string, key: Key): Command | null {
  for (const b of bindings) if (b.keys.some((s) => matches(s, input, key))) return b.command;
  return null;
}

const b = (command: Command, show: string, keys: KeySpec[], footer = false, label: string = command): Binding => ({
  command,
  show,
  keys,
  footer,
  label,
});

export const K = {
  up: b('up', '↑/k', [{ key: 'upArrow' }, { input: 'k' }]),
  down: b('down', '↓/j', [{ key: 'downArrow' }, { input: 'j' }]),
  /** Footer hint only (no keys of its own): up and down together. */
  move: b('down', '↑↓', [], true, 'move'),
  pageUp: b('pageUp', 'PgUp', [{ key: 'pageUp' }]),
  pageDown: b('pageDown', 'PgDn', [{ key: 'pageDown' }]),
  top: b('top', 'g', [{ input: 'g' }, { key: 'home' }]),
  bottom: b('bottom', 'G', [{ input: 'G' }, { key: 'end' }]),
  open: b('open', 'Enter', [{ key: 'return' }], true),
  back: b('back', 'Esc', [{ key: 'escape' }], true),
  nextPane: b('nextPane', 'Tab', [{ key: 'tab' }], true),
  prevPane: b('prevPane', 'Shift-Tab', [{ key: 'tab', shift: true }]),
  search: b('search', '/', [{ input: '/' }], true),
  filter: b('filter', 't', [{ input: 't' }]),
  create: b('create', 'n', [{ input: 'n' }], true),
  actions: b('actions', 'm', [{ input: 'm' }], true),
  analyze: b('analyze', 'a', [{ input: 'a' }]),
  entry: b('entry', 'n', [{ input: 'n' }]),
  edit: b('edit', 'e', [{ input: 'e' }]),
  section: b('section', 's', [{ input: 's' }]),
  versions: b('versions', 'v', [{ input: 'v' }]),
  backup: b('backup', 'b', [{ input: 'b' }]),
  remember: b('remember', 'r', [{ input: 'r' }], true),
  topics: b('topics', 'o', [{ input: 'o' }]),
  log: b('log', 'l', [{ input: 'l' }]),
  find: b('find', 's', [{ input: 's' }], true),
  workshop: b('workshop', 'w', [{ input: 'w' }]),
  rhythm: b('rhythm', 'p', [{ input: 'p' }]),
  /** On a crush: why the score is what it is (`simp why`). */
  why: b('why', 'W', [{ input: 'W' }]),
  /** On a crush: how are you, the user's own mood (`simp feel`). */
  feel: b('feel', 'h', [{ input: 'h' }]),
  delete: b('delete', 'd', [{ input: 'd' }], true),
  archive: b('archive', 'a', [{ input: 'a' }]),
  full: b('full', 'f', [{ input: 'f' }]),
  repair: b('repair', 'R', [{ input: 'R' }], true),
  /** Mend what the crush's banner names (`simp doctor --fix`). */
  doctor: b('doctor', 'F', [{ input: 'F' }], false),
  /** On a highlighted record: correct it (`simp amend`). */
  correct: b('correct', 'c', [{ input: 'c' }]),
  /** On a highlighted record: retract it (`simp void`). */
  retract: b('retract', 'x', [{ input: 'x' }]),
  toggle: b('toggle', 'Space', [{ input: ' ' }], true),
  editor: b('editor', 'Ctrl-E', [{ input: 'e', ctrl: true }], true),
  left: b('left', '←', [{ key: 'leftArrow' }]),
  right: b('right', '→', [{ key: 'rightArrow' }]),
  yes: b('yes', 'y', [{ input: 'y' }, { input: 'Y' }], true),
  no: b('no', 'n', [{ input: 'n' }, { input: 'N' }], true),
  /** On to the next step where Enter opens the highlighted row (the quit review). */
  proceed: b('proceed', 'Tab', [{ key: 'tab' }], true),
  help: b('help', '?', [{ input: '?' }], true),
  /** q quits from the crush list only; everywhere else it is a letter or nothing. */
  quit: b('quit', 'q', [{ input: 'q' }], true),
  /** Ctrl-C quits from anywhere (asking first where something typed would be lost). */
  interrupt: b('interrupt', 'Ctrl-C', [{ input: 'c', ctrl: true }], true, 'quit'),
} as const;

/**
 * Where letters are typed into a field, q and ? are text: the footer says how to
 * quit from there (Ctrl-C) instead of offering q.
 */
export const QUIT_WHILE_TYPING: Binding = K.interrupt;

/** Scrolling keys shared by every list and pane. */
export const NAV: readonly Binding[] = [K.up, K.down, K.pageUp, K.pageDown, K.top, K.bottom];

/**
 * Keys every screen honours when the screen itself did not use them. q is among
 * them, but the app quits on it only while the crush list is on top.
 */
export const GLOBAL: readonly Binding[] = [K.help, K.quit, K.interrupt];
/** What the help overlay lists as working everywhere (q is the list's own). */
export const EVERYWHERE: readonly Binding[] = [K.help, K.interrupt];

export const isCtrlC = (input: string, key: Key): boolean => key.ctrl && input === 'c';
