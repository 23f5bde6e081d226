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

/** Where the names and places `collect` finds go: lists (a whole story) or sets (a log read as it streams, each value once). */
interface IdentitySink {
  names: { push(v: string): unknown };
  places: { push(v: string): unknown };
}

/** The strings under a name or place key of some data, at any depth; `field` / `old_value` / `new_value` of a profile change too. */
function collect(data: unknown, into: IdentitySink, key = ''): void {
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
  return { ...(maskerOf(ids, r)(story) as Story), slug: r.name, redacted: true };
}

/** The redaction of `redact` as a function of any part of a story (a part masked alone is masked as inside the whole). */
function maskerOf(ids: Identities, r: Redaction): (value: unknown) => unknown {
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
  return (value) => walk(value);
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

/** A story without its lists of events (what is read whole before the log streams). */
export type StoryHead = Omit<Story, 'stage_path' | 'scores' | 'events' | 'interactions'>;
export type StoryEvent = Story['events'][number];
export type StoryInteraction = Story['interactions'][number];
export type StagePoint = Story['stage_path'][number];
export type ScorePoint = Story['scores'][number];

/** Who takes a story as it streams: each stage change and score (before its event), each event, each interaction, in file order. */
export interface StoryVisitor {
  stage(point: StagePoint): void;
  score(point: ScorePoint): void;
  event(event: StoryEvent): void;
  interaction(record: StoryInteraction): void;
}

/** The stage change an event records (null when it is not one). */
function stageOf(e: StoryEvent): StagePoint | null {
  return e.type === 'stage_changed' ? { ts: e.ts, from: String(e.data['from'] ?? '?'), to: String(e.data['to'] ?? '?') } : null;
}

/** The score an event gives (null when it gives none). */
function scoreOf(e: StoryEvent): ScorePoint | null {
  const score = e.data['score'];
  return SCORED_EVENT_TYPES.has(e.type) && typeof score === 'number' && Number.isFinite(score) ? { ts: e.ts, score, stage: String(e.data['stage'] ?? '') } : null;
}

/** Gathers one crush's profile, state, stage path, scores, every event and interaction, and topics (for a chart of a story, or a test). */
export async function gatherStory(mem: Memory, slug: string, now: Date): Promise<Story> {
  const lists: Pick<Story, 'stage_path' | 'scores' | 'events' | 'interactions'> = { stage_path: [], scores: [], events: [], interactions: [] };
  const head = await streamStory(mem, slug, now, null, {
    stage: (p) => void lists.stage_path.push(p),
    score: (p) => void lists.scores.push(p),
    event: (e) => void lists.events.push(e),
    interaction: (i) => void lists.interactions.push(i),
  });
  const { slug: name, exported_at, redacted, profile, state, topics, topics_unreadable: unreadable } = head;
  return { slug: name, exported_at, redacted, profile, state, ...lists, topics, ...(unreadable === undefined ? {} : { topics_unreadable: unreadable }) };
}

/**
 * One crush's story handed to `visit` as events.jsonl and interactions.jsonl stream
 * (memory stays flat whatever the log's length); returns the rest of the story.
 * With `redaction`, names and places are out of everything handed on and returned,
 * as `redact` leaves a whole story: the logs are read once first for every value
 * that ever named someone or somewhere.
 */
export async function streamStory(mem: Memory, slug: string, now: Date, redaction: Redaction | null, visit: StoryVisitor): Promise<StoryHead> {
  const view = mem.read(slug);
  let topics: KnowledgeEntry[] = [];
  let problem: unknown = null;
  try {
    topics = mem.knowledge(slug);
  } catch (err) {
    // The rest of the story stands; the export says the topics are missing, and why.
    problem = err;
  }
  const head: StoryHead = {
    slug,
    exported_at: localIso(now),
    redacted: false,
    profile: { fields: { ...view.profile.fields }, body: view.profile.body },
    state: { ...view.state.fields },
    topics,
    ...(problem === null ? {} : { topics_unreadable: whyUnreadable(problem) }),
  };
  const mask = redaction === null ? null : maskerOf(await logIdentities(mem, head), redaction);
  for await (const batch of mem.eventBatches(slug)) {
    for (const { event, line } of batch) {
      const e: StoryEvent = { line, ts: event.ts, type: event.type, data: event.data };
      const stage = stageOf(e);
      const score = scoreOf(e);
      if (mask === null) {
        if (stage !== null) visit.stage(stage);
        if (score !== null) visit.score(score);
        visit.event(e);
      } else {
        if (stage !== null) visit.stage(mask(stage) as StagePoint);
        if (score !== null) visit.score(mask(score) as ScorePoint);
        visit.event(mask(e) as StoryEvent);
      }
    }
  }
  await mem.eachInteraction(slug, (i) => visit.interaction(mask === null ? i : (mask(i) as StoryInteraction)));
  if (mask === null || redaction === null) return head;
  // As `redact` leaves a whole story: every value masked, the slug the redaction's word.
  return { ...(mask(head) as StoryHead), slug: redaction.name, redacted: true };
}

/**
 * What names someone or somewhere in a crush's story, from the files (the order
 * `identitiesOf` finds them in a whole story): its profile, every event and
 * interaction, meta.json, the slugs events were written under, the values
 * corrections gave a profile change of a name or place. Each value is kept once.
 */
async function logIdentities(mem: Memory, head: StoryHead): Promise<Identities> {
  const sink = () => ({ names: new Set<string>(), places: new Set<string>() });
  const sets = { story: sink(), meta: sink(), written: sink(), amended: sink() };
  const into = (s: ReturnType<typeof sink>): IdentitySink => ({ names: { push: (v) => s.names.add(v) }, places: { push: (v) => s.places.add(v) } });
  const story = into(sets.story);
  story.names.push(head.slug);
  collect(head.profile.fields, story);
  // A correction names its line; the field of a profile change is on that line (looked up once the log is read).
  const fieldAt = new Map<number, string>();
  const corrections: Record<string, unknown>[] = [];
  for await (const batch of mem.eventBatches(head.slug)) {
    for (const { event, line } of batch) {
      collect(event.data, story);
      if (typeof event.slug === 'string') sets.written.names.add(event.slug);
      if (event.type === 'profile_updated' && typeof event.data['field'] === 'string') fieldAt.set(line, event.data['field']);
      if (event.type === 'record_corrected' && event.data['file'] === 'events.jsonl') corrections.push(event.data);
    }
  }
  await mem.eachInteraction(head.slug, (i) => collect(i.data, story));
  collect(mem.meta(head.slug), into(sets.meta));
  for (const c of corrections) {
    const field = fieldAt.get(Number(c['line']));
    if (field !== undefined) collect({ field, ...(c['changes'] as Record<string, unknown>) }, into(sets.amended));
  }
  const all = Object.values(sets);
  return { names: all.flatMap((s) => [...s.names]), places: all.flatMap((s) => [...s.places]) };
}

/** Why knowledge.json could not be read, without the path (it names the folder, the slug in it). */
function whyUnreadable(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\S*knowledge\.json['"]?:?\s*/g, '').trim() || 'unreadable';
}

export function checkFormat(format: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw refused({ field: 'format', kind: 'unknown', values: [format], options: EXPORT_FORMATS });
  return format as ExportFormat;
}

export type { SimpEvent };
