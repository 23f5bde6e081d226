import { type Memory } from '../memory/index.js';
import { localIso, SCORED_EVENT_TYPES, type SimpEvent, refused } from '../model/index.js';
import type { KnowledgeEntry } from '../engine/knowledge/index.js';
import { foldForMatch, maskText, type Needle } from '../engine/redact.js';

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
  /** Only when knowledge.json could not be read: why (no path in it), and the topics are left out. */
  topics_unreadable?: string;
}

/** What a redacted story says instead of a name or a place. */
export interface Redaction {
  name: string;
  place: string;
}

/** Every value that ever named the person (or the user, in a chat) or a place of theirs, as the files held it. */
export interface Identities {
  names: string[];
  places: string[];
}

/** Keys whose text names someone, wherever they appear (profile, meta.json, events, interactions, corrections). */
const NAME_KEYS = new Set(['nickname', 'slug', 'chat_target', 'chat_user']);
/** Keys whose text names a place. */
const PLACE_KEYS = new Set(['city', 'location']);
/** Words a chat export uses for "me": never redacted inside other text (the user's own name is, when it is one). */
const SELF_WORDS = new Set(['我', '自己', '本人', '俺', 'me', 'i', 'myself', 'self']);

/** The strings under a name or place key of some data, at any depth; `field` / `old_value` / `new_value` of a profile change too. */
function collect(data: unknown, into: Identities, key = ''): void {
  if (typeof data === 'string') {
    if (NAME_KEYS.has(key)) into.names.push(data);
    else if (PLACE_KEYS.has(key)) into.places.push(data);
  } else if (Array.isArray(data)) for (const v of data) collect(v, into, key);
  else if (data !== null && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    const changed = typeof o['field'] === 'string' ? o['field'] : null;
    for (const [k, v] of Object.entries(o)) collect(v, into, changed !== null && (k === 'old_value' || k === 'new_value') ? changed : NAME_KEYS.has(key) || PLACE_KEYS.has(key) ? key : k);
  }
}

/** A value worth looking for: text, not a placeholder ("[待填写]", "[感性型/…]"). */
const real = (v: string) => v.trim() !== '' && !v.trim().startsWith('[');

/** Three Chinese characters: a family name and the given name people call them by. */
const HAN_FULL_NAME = /^\p{Script=Han}{3}$/u;

/**
 * The parts of a name people also call someone by: the given name of a three-character
 * Chinese name (林小雨: 小雨), each word of a name of several Latin words (Lin Xiaoyu:
 * Lin, Xiaoyu; these only as words of their own).
 */
function partsOf(folded: string): { folded: string; word: boolean }[] {
  if (HAN_FULL_NAME.test(folded)) return [{ folded: [...folded].slice(1).join(''), word: false }];
  const words = folded.split(/[\s·.\-_]+/u).filter((w) => w !== '');
  return words.length > 1 ? words.filter((w) => [...w].length > 1 && /\p{Script=Latin}/u.test(w)).map((w) => ({ folded: w, word: true })) : [];
}

/**
 * The needles a story is masked with: every name (and the parts people call it by)
 * and place, folded. A value of one character, or a word for "me", is replaced
 * only where it is a whole value, never inside other text (every 我 or "i" would go).
 */
function needlesOf(ids: Identities, r: Redaction): { inText: Needle[]; whole: Map<string, string> } {
  const whole = new Map<string, string>();
  const inText: Needle[] = [];
  const add = (values: readonly string[], mark: string, name: boolean) => {
    for (const v of values) {
      if (!real(v)) continue;
      const folded = foldForMatch(v.trim());
      if (folded === '' || whole.has(folded)) continue;
      whole.set(folded, mark);
      if ([...folded].length > 1 && !SELF_WORDS.has(folded)) inText.push({ folded, mark });
      if (name) for (const part of partsOf(folded)) if (!SELF_WORDS.has(part.folded)) inText.push({ ...part, mark });
    }
  };
  add(ids.names, r.name, true);
  add(ids.places, r.place, false);
  return { inText, whole };
}

/**
 * Names and places out of a story: every value that ever named the person, the
 * user in a chat, or a place (the profile's, meta.json's, each one the events and
 * interactions recorded, the slugs the folder had), wherever it appears, in any
 * letter case or width. A list item (a topic's keywords) that is part of a name or
 * place goes too.
 */
export function redact(story: Story, r: Redaction, ids: Identities = identitiesOf(story)): Story {
  const { inText, whole } = needlesOf(ids, r);
  const all = [...whole.entries()];
  const mask = (s: string, inList: boolean): string => {
    const f = foldForMatch(s.trim());
    const exact = whole.get(f);
    if (exact !== undefined) return exact;
    if (inList && f !== '') {
      const part = all.find(([name]) => name.includes(f));
      if (part) return part[1];
    }
    return maskText(s, inText);
  };
  const walk = (value: unknown, inList = false): unknown => {
    if (typeof value === 'string') return mask(value, inList);
    if (Array.isArray(value)) return value.map((v) => walk(v, true));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return { ...(walk(story) as Story), slug: r.name, redacted: true };
}

/** What a story itself says names someone or somewhere (its profile, events and interactions). */
export function identitiesOf(story: Story, more: readonly unknown[] = []): Identities {
  const ids: Identities = { names: [story.slug], places: [] };
  collect(story.profile.fields, ids);
  for (const e of story.events) collect(e.data, ids);
  for (const i of story.interactions) collect(i.data, ids);
  for (const m of more) collect(m, ids);
  return ids;
}

/** A story, what names someone in it, and the problem of a knowledge.json that could not be read (its topics left out). */
export interface GatheredStory {
  story: Story;
  identities: Identities;
  topicsProblem: unknown;
}

/** Gathers one crush's profile, state, stage path, scores, every event and interaction, and topics. */
export async function gatherStory(mem: Memory, slug: string, now: Date): Promise<Story> {
  return (await gatherForExport(mem, slug, now)).story;
}

/** The story with what names someone in it: also meta.json and the slug each event was written under. */
export async function gatherForExport(mem: Memory, slug: string, now: Date): Promise<GatheredStory> {
  const view = mem.read(slug);
  const events: Story['events'] = [];
  const written: string[] = [];
  for await (const { event, line } of mem.events(slug)) {
    events.push({ line, ts: event.ts, type: event.type, data: event.data });
    if (typeof event.slug === 'string') written.push(event.slug);
  }
  const stagePath = events
    .filter((e) => e.type === 'stage_changed')
    .map((e) => ({ ts: e.ts, from: String(e.data['from'] ?? '?'), to: String(e.data['to'] ?? '?') }));
  const scores = events
    .filter((e) => SCORED_EVENT_TYPES.has(e.type) && typeof e.data['score'] === 'number' && Number.isFinite(e.data['score']))
    .map((e) => ({ ts: e.ts, score: e.data['score'] as number, stage: String(e.data['stage'] ?? '') }));
  let topics: KnowledgeEntry[] = [];
  let problem: unknown = null;
  try {
    topics = mem.knowledge(slug);
  } catch (err) {
    // The rest of the story stands; the export says the topics are missing, and why.
    problem = err;
  }
  const interactions = (await mem.interactions(slug)).map((i) => ({ ts: i.ts, type: i.type, data: i.data }));
  const story: Story = {
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
    ...(problem === null ? {} : { topics_unreadable: whyUnreadable(problem) }),
  };
  const meta = mem.meta(slug);
  const identities = identitiesOf(story, [meta, { slug: written }, amendedProfile(events)]);
  return { story, identities, topicsProblem: problem };
}

/** Why knowledge.json could not be read, without the path (it names the folder, the slug in it). */
function whyUnreadable(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\S*knowledge\.json['"]?:?\s*/g, '').trim() || 'unreadable';
}

/** The values a correction gave a profile change of a name or place (its field is on the corrected line). */
function amendedProfile(events: Story['events']): Record<string, unknown>[] {
  const byLine = new Map(events.map((e) => [e.line, e]));
  const out: Record<string, unknown>[] = [];
  for (const e of events) {
    if (e.type !== 'record_corrected' || e.data['file'] !== 'events.jsonl') continue;
    const target = byLine.get(Number(e.data['line']));
    const field = target?.type === 'profile_updated' ? target.data['field'] : undefined;
    if (typeof field === 'string') out.push({ field, ...(e.data['changes'] as Record<string, unknown>) });
  }
  return out;
}

export function checkFormat(format: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw refused({ field: 'format', kind: 'unknown', values: [format], options: EXPORT_FORMATS });
  return format as ExportFormat;
}

export type { SimpEvent };
