import { CRISIS_TYPES } from '../engine/catalog-crisis.js';
import { MILESTONES } from '../engine/catalog-milestones.js';
import { QUIT_OTHER_OPTIONS, QUIT_QUESTIONS } from '../engine/catalog-quit.js';
import { QUIT_SIGNALS } from '../engine/catalog-quit-signals.js';
import { READINESS_CONDITIONS, RISKS } from '../engine/catalog-risks.js';
import { SIGNALS } from '../engine/catalog-signals.js';
import { refused } from '../model/index.js';
import { CATALOG_KINDS, type CatalogKind } from './catalog-kinds.js';

/** One row of `simp catalog`: enough for a script or the skill to discover the ids. */
export interface CatalogRow {
  id: string;
  dimension: string | null;
  points: number | null;
  zh: string;
  en: string;
  /** Extra facts of some catalogues: severity, timing advice, answer key. */
  note?: { zh: string; en: string } | string;
}

const BUILDERS: Record<CatalogKind, () => CatalogRow[]> = {
  signals: (): CatalogRow[] =>
    SIGNALS.map((s) => ({
      id: s.id,
      dimension: s.dimension,
      points: s.points,
      ...s.label,
      ...('requiresMbtiLetter' in s ? { note: `only when the profile's MBTI has ${s.requiresMbtiLetter}` } : {}),
    })),
  milestones: (): CatalogRow[] => MILESTONES.map((m) => ({ id: m.id, dimension: null, points: null, ...m.label })),
  risks: (): CatalogRow[] =>
    RISKS.map((r) => ({ id: r.id, dimension: r.severity, points: null, ...r.label, note: r.hint })),
  crisis: (): CatalogRow[] =>
    CRISIS_TYPES.map((c) => ({ id: c.id, dimension: null, points: null, ...c.name, note: c.timing })),
  'quit-questions': (): CatalogRow[] =>
    QUIT_QUESTIONS.map((q) => ({
      id: q.id,
      dimension: q.dimension,
      points: null,
      ...q.label,
      note: q.id === 'other' ? `answer one of: ${QUIT_OTHER_OPTIONS.map((o) => o.value).join(', ')}` : 'answer true or false',
    })),
  'quit-signals': (): CatalogRow[] =>
    QUIT_SIGNALS.map((s) => ({ id: s.id, dimension: null, points: null, ...s.label, note: `answers file: signals.${s.key}` })),
  readiness: (): CatalogRow[] => READINESS_CONDITIONS.map((c) => ({ id: c.id, dimension: null, points: null, ...c.label })),
};

export { CATALOG_KINDS, type CatalogKind };

export function catalog(kind: string): CatalogRow[] {
  if (!Object.hasOwn(BUILDERS, kind)) {
    throw refused({ field: 'catalog', kind: 'unknown', values: [kind], options: CATALOG_KINDS });
  }
  return BUILDERS[kind as CatalogKind]();
}
