import { type Memory } from '../memory/index.js';
import { InputError, localIso, SCORED_EVENT_TYPES, type SimpEvent } from '../model/index.js';
import type { KnowledgeEntry } from '../engine/knowledge/index.js';

export const EXPORT_FORMATS = ['md', 'html', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One person's story, as exported: what the files say, gathered and ordered. */
export interface Story {
  slug: string;
  exported_at: string;
  redacted: boolean;
  profile: { fields: Record<string, unknown>; body: string };
  state: Record<string, unknown>;
  stage_path: { ts: string; from: string; to: string }[];
  scores: { ts: string; score: number; stage: string }[];
  events: { line: number; ts: string; type: string; data: Record<string, unknown> }[];
  interactions: { ts: string; type: string; data: Record<string, unknown> }[];
  topics: KnowledgeEntry[];
}

/** What a redacted story says instead of a name or a place. */
export interface Redaction {
  name: string;
  place: string;
}

// Profile fields that name a place; every other text that repeats them is replaced too.
const PLACE_FIELDS = ['city'];

function replaceAll(value: unknown, pairs: readonly [string, string][]): unknown {
  if (typeof value === 'string') return pairs.reduce((s, [from, to]) => (from === '' ? s : s.split(from).join(to)), value);
  if (Array.isArray(value)) return value.map((v) => replaceAll(v, pairs));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceAll(v, pairs)]));
  return value;
}

/**
 * Names and places out of a story: the person's nickname and slug, the profile's
 * city and every interaction's location, wherever they appear in the text.
 */
export function redact(story: Story, r: Redaction): Story {
  const f = story.profile.fields;
  const names = [f['nickname'], story.slug].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const places = [
    ...PLACE_FIELDS.map((k) => f[k]),
    ...story.interactions.map((i) => i.data['location']),
  ].filter((v): v is string => typeof v === 'string' && v.trim() !== '' && !v.startsWith('['));
  // Longest first, so a place inside another is not half replaced.
  const pairs = [...names.map((n): [string, string] => [n, r.name]), ...places.map((p): [string, string] => [p, r.place])].sort((a, b) => b[0].length - a[0].length);
  return { ...(replaceAll({ ...story, slug: r.name }, pairs) as Story), slug: r.name, redacted: true };
}

/** Gathers one crush's profile, state, stage path, scores, every event and interaction, and topics. */
export async function gatherStory(mem: Memory, slug: string, now: Date): Promise<Story> {
  const view = mem.read(slug);
  const events: Story['events'] = [];
  for await (const { event, line } of mem.events(slug)) events.push({ line, ts: event.ts, type: event.type, data: event.data });
  const stagePath = events
    .filter((e) => e.type === 'stage_changed')
    .map((e) => ({ ts: e.ts, from: String(e.data['from'] ?? '?'), to: String(e.data['to'] ?? '?') }));
  const scores = events
    .filter((e) => SCORED_EVENT_TYPES.has(e.type) && typeof e.data['score'] === 'number' && Number.isFinite(e.data['score']))
    .map((e) => ({ ts: e.ts, score: e.data['score'] as number, stage: String(e.data['stage'] ?? '') }));
  let topics: KnowledgeEntry[] = [];
  try {
    topics = mem.knowledge(slug);
  } catch {
    // an unreadable knowledge.json leaves the topics out; the rest of the story stands
  }
  const interactions = (await mem.interactions(slug)).map((i) => ({ ts: i.ts, type: i.type, data: i.data }));
  return {
    slug,
    exported_at: localIso(now),
    redacted: false,
    profile: { fields: { ...view.profile.fields }, body: view.profile.body },
    state: { ...view.state.fields },
    stage_path: stagePath,
    scores,
    events,
    interactions,
    topics,
  };
}

export function checkFormat(format: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new InputError(`--format: "${format}" is not one of ${EXPORT_FORMATS.join(', ')}`);
  return format as ExportFormat;
}

export type { SimpEvent };
