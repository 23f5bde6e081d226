import { MODE_ALIASES, MODES, SCORE_MAX, SCORE_MIN } from './enums.js';
import type { Meta } from './schemas.js';

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * meta.json's view read without the schema library (the list, every write's read
 * of meta.json). It accepts only what the schema (MetaSchema) accepts, with the
 * same defaults, and gives up (null) on anything else, which then goes through
 * the schema and its messages; a property test holds the two together.
 */
export function quickMeta(raw: Readonly<Record<string, unknown>>, slug: string): Meta | null {
  const v = { slug, ...raw } as Record<string, unknown>;
  const text = (key: string, fallback: string): string | null => (v[key] === undefined ? fallback : isText(v[key]) ? v[key] : null);
  const textOrNull = (key: string): string | null | false => (v[key] === undefined || v[key] === null ? null : isText(v[key]) ? v[key] : false);
  const count = (key: string): number | null => (v[key] === undefined ? 0 : isCount(v[key]) ? v[key] : null);
  const score = v['signal_score'];
  const modeText = text('mode', 'hybrid');
  const mode = modeText === null ? null : (MODE_ALIASES[modeText] ?? modeText);
  const out = {
    ...v,
    slug: isText(v['slug']) ? v['slug'] : null,
    nickname: text('nickname', ''),
    created_at: text('created_at', ''),
    updated_at: text('updated_at', ''),
    version: text('version', 'v1'),
    current_stage: text('current_stage', '未知'),
    signal_score: score === undefined || score === null ? null : score,
    mode,
    event_count: count('event_count'),
    last_snapshot: textOrNull('last_snapshot'),
    interaction_count: count('interaction_count'),
    last_interaction: textOrNull('last_interaction'),
    consecutive_days: count('consecutive_days'),
  };
  const scoreOk = out.signal_score === null || (typeof out.signal_score === 'number' && Number.isSafeInteger(out.signal_score) && out.signal_score >= SCORE_MIN && out.signal_score <= SCORE_MAX);
  if (!scoreOk || out.last_snapshot === false || out.last_interaction === false) return null;
  if (out.version === null || !/^v\d+$/.test(out.version)) return null;
  if (mode === null || !(MODES as readonly string[]).includes(mode)) return null;
  for (const key of ['slug', 'nickname', 'created_at', 'updated_at', 'current_stage', 'event_count', 'interaction_count', 'consecutive_days'] as const) {
    if (out[key] === null) return null;
  }
  return out as unknown as Meta;
}
