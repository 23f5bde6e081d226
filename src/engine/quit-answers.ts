import * as z from '../model/zod.js';
import { QUIT_COST_QUESTIONS, QUIT_OTHER_OPTIONS, QUIT_SELF_QUESTIONS } from './catalog-quit.js';
import { QUIT_SIGNALS } from './catalog-quit-signals.js';
import { QUIT_SCENES } from './catalog-quit-depth.js';
import { EngineInputError } from './errors.js';

// The schema is built from the catalogue keys so a new question cannot be
// asked without also being accepted in an answers file.
function shape<K extends string, T extends z.ZodMiniType>(keys: readonly K[], field: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((k) => [k, field()])) as Record<K, T>;
}

const otherValues = QUIT_OTHER_OPTIONS.map((o) => o.value);
const sceneKeys = QUIT_SCENES.map((s) => s.key);

/**
 * Shape of a quit answers file:
 * `{ "other": "unclear", "self": { "like_person": true, ... },
 *    "cost": { "energy": false, ... }, "signals": { "just_friends": false, ... } }`.
 * `signals` and each of its keys may be left out (left out = no). `scene` (optional)
 * names what brought the user here (`"rejected"` or `"scene.rejected"`).
 */
export const QuitAnswersSchema = z.strictObject({
  other: z.enum(otherValues as [(typeof otherValues)[number], ...(typeof otherValues)[number][]]),
  self: z.strictObject(shape(QUIT_SELF_QUESTIONS.map((q) => q.key), () => z.boolean())),
  cost: z.strictObject(shape(QUIT_COST_QUESTIONS.map((q) => q.key), () => z.boolean())),
  signals: z.optional(z.strictObject(shape(QUIT_SIGNALS.map((s) => s.key), () => z.optional(z.boolean())))),
  scene: z.optional(z.enum(sceneKeys as [(typeof sceneKeys)[number], ...(typeof sceneKeys)[number][]])),
});

export type QuitAnswers = z.output<typeof QuitAnswersSchema>;

/** Validates raw answers (e.g. a parsed JSON file); errors name the field path. */
export function parseQuitAnswers(raw: unknown): QuitAnswers {
  const result = QuitAnswersSchema.safeParse(withCatalogIds(raw));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  throw new EngineInputError('Invalid quit answers', problems, [], 'invalid');
}

/** Each group's id prefix as the catalogues print it (`qs.pulled_away`, `self.like_person`, `cost.energy`). */
const PREFIX: Record<string, string> = { self: 'self.', cost: 'cost.', signals: 'qs.' };

/**
 * The ids the catalogues show are accepted where they are typed: inside a group
 * (`"signals": {"qs.pulled_away": true}`) and at the top level (`"cost.energy": true`).
 */
export function withCatalogIds(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  const into = (group: string, key: string, value: unknown): void => {
    const current = out[group];
    const bag = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
    out[group] = { ...bag, [key]: value };
  };
  for (const [key, value] of Object.entries(raw)) {
    const top = Object.entries(PREFIX).find(([, p]) => key.startsWith(p));
    if (top) into(top[0], key.slice(top[1].length), value);
    else if (key === 'scene' && typeof value === 'string' && value.startsWith('scene.')) out[key] = value.slice('scene.'.length);
    else if (PREFIX[key] !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = { ...(out[key] as Record<string, unknown> | undefined) };
      for (const [k, v] of Object.entries(value)) into(key, k.startsWith(PREFIX[key]) ? k.slice(PREFIX[key].length) : k, v);
    } else out[key] = value;
  }
  return out;
}
