import { BANDS } from '../engine/bands.js';
import { MILESTONES } from '../engine/catalog-milestones.js';
import { QUIT_CONCLUSIONS, QUIT_HISTORY_SIGNALS, QUIT_SIGNALS } from '../engine/catalog-quit-signals.js';
import { READINESS_CONDITIONS, RISKS } from '../engine/catalog-risks.js';
import { SIGNALS } from '../engine/catalog-signals.js';
import type { Label } from '../engine/types.js';
import type { Lang } from '../i18n/index.js';

// The catalogues themselves, not the engine's index, so the timeline verb stays light.
const LABELS = new Map<string, Label>(
  [...MILESTONES, ...QUIT_SIGNALS, ...QUIT_HISTORY_SIGNALS, ...READINESS_CONDITIONS, ...QUIT_CONCLUSIONS, ...SIGNALS, ...RISKS, ...BANDS].map(
    (x): [string, Label] => [x.id, x.label],
  ),
);

/** The label of a catalogue id, or the id itself. */
export const labelOf = (id: string, lang: Lang): string => LABELS.get(id)?.[lang] ?? id;
