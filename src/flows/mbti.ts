import { compatibility, OBSERVATIONS, readMbti, runnerUp, whyOf, type Compatibility, type MbtiReading, type RunnerUp } from '../engine/mbti-read.js';
import { parseMbti } from '../engine/catalog-mbti.js';
import { TYPE_CARDS, type TypeCard } from '../engine/catalog-mbti-cards.js';
import { type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';
import { runUpdate } from './profile.js';

export interface MbtiResult {
  /** From what was observed (null: the profile's type was used, or nothing was given). */
  reading: MbtiReading | null;
  /** The type read, or the profile's (null when neither). */
  type: string | null;
  card: TypeCard | null;
  /** The second-likeliest type of a reading, and the letter it turns (null without a full reading). */
  runnerUp: RunnerUp | null;
  /** What each letter of a full type says about why they act as they do. */
  why: ReturnType<typeof whyOf>;
  compatibility: Compatibility | null;
  you: string | null;
  saved: boolean;
}

/** `ei.starts=E,ns.talk=S`: each observation and the letter it leans to. */
export function parseObservations(raw: readonly string[]): Record<string, 0 | 1> {
  const out: Record<string, 0 | 1> = {};
  for (const item of raw) {
    const [id = '', letter = ''] = item.split('=').map((s) => s.trim());
    const o = OBSERVATIONS.find((x) => x.id === id);
    if (!o) throw refused({ field: 'observe', kind: 'unknown', values: [id], options: OBSERVATIONS.map((x) => x.id) });
    const at = o.dimension.indexOf(letter.toUpperCase());
    if (at < 0 || letter === '') throw refused({ field: 'observe', kind: 'mbti-lean', id, letters: [o.dimension[0] ?? '', o.dimension[1] ?? ''], value: letter });
    out[id] = at as 0 | 1;
  }
  return out;
}

/**
 * MBTI for a crush: the type read from observed behaviour (or the profile's), its
 * card, how it meets yours, and on `save` the type written to the profile (one
 * profile_updated, through the same write as any field edit).
 */
export async function runMbti(mem: Memory, slug: string, o: { observe?: readonly string[]; you?: string; save?: boolean }): Promise<MbtiResult> {
  const profile = mem.read(slug).profile;
  const observed = parseObservations(o.observe ?? []);
  const reading = Object.keys(observed).length > 0 ? readMbti(observed) : null;
  const known = parseMbti(typeof profile.fields['mbti'] === 'string' ? profile.fields['mbti'] : null);
  const type = reading ? reading.type : known;
  const you = o.you === undefined ? null : parseMbti(o.you);
  if (o.you !== undefined && you === null) throw refused({ field: 'you', kind: 'mbti', value: o.you });
  const complete = type !== null && !type.includes('?');
  let saved = false;
  if (o.save) {
    if (!reading) throw refused({ field: 'save', kind: 'needs', needs: ['observe'] });
    if (!complete) throw refused({ field: 'save', kind: 'mbti-incomplete', value: type ?? '????' });
    if (type !== known) {
      await runUpdate(mem, slug, { mbti: type });
      saved = true;
    }
  }
  return {
    reading,
    type,
    card: complete ? (TYPE_CARDS[type] ?? null) : null,
    runnerUp: reading ? runnerUp(reading) : null,
    why: complete ? whyOf(type) : [],
    compatibility: complete && you ? compatibility(you, type) : null,
    you,
    saved,
  };
}
