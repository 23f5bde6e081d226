import { K, NAV, QUIT_WHILE_TYPING, type Binding } from '../../shell/keys/keymap.js';

export const LIST_KEYS: readonly Binding[] = [
  K.move,
  ...NAV,
  K.open,
  K.search,
  // In the help, not the footer: the footer keeps q in sight at 80 columns.
  { ...K.find, footer: false },
  K.create,
  { ...K.archive, label: 'showArchived' },
  { ...K.back, footer: false },
  K.help,
  // Only here does q quit: inside a form or a flow it is a letter or nothing.
  K.quit,
];
/** While typing a filter only named keys act; letters go into the filter. */
export const FILTER_KEYS: readonly Binding[] = [
  ...[K.up, K.down, K.open, K.back].map((b) => (b.command === 'up' || b.command === 'down' ? { ...b, keys: b.keys.filter((k) => k.key) } : b)),
  QUIT_WHILE_TYPING,
];
