import type * as z from 'zod/mini';
import { sizeText } from './limits.js';

/**
 * What is wrong with one field, in terms a front end can say in the user's
 * language ("分数必须在 -15 到 25 之间") rather than a validator's wording.
 */
export type FieldIssue =
  | { field: string; kind: 'required' }
  | { field: string; kind: 'range'; min: number; max: number; integer: boolean }
  | { field: string; kind: 'integer' }
  | { field: string; kind: 'number' }
  | { field: string; kind: 'text' }
  | { field: string; kind: 'list' }
  | { field: string; kind: 'one-of'; options: readonly string[] }
  | { field: string; kind: 'boolean' }
  /** Text that must stay on one line (a front matter value). */
  | { field: string; kind: 'one-line' }
  /** Not a time as written (`2026-05-15T22:30`, a date alone, or a natural date: 昨天晚上9点, 3 days ago). */
  | { field: string; kind: 'time' }
  /** A time as written that is no moment (the 30th of February, 25:00). */
  | { field: string; kind: 'real-time' }
  /** A time still to come, for something that has to have happened. */
  | { field: string; kind: 'future' }
  /** A plan dated in the past. */
  | { field: string; kind: 'past-plan' }
  /** A signal asked of something only planned. */
  | { field: string; kind: 'planned-signal' }
  /** No record where a reference points (`simp amend` / `void`). */
  | { field: string; kind: 'no-record'; ref: string }
  /** A reference that fits several records: the refs that tell them apart. */
  | { field: string; kind: 'ambiguous'; refs: readonly string[] }
  /** A reference to a correction itself (correct the record it corrects instead). */
  | { field: string; kind: 'a-correction'; ref: string }
  /** A field a record of its kind does not hold. */
  | { field: string; kind: 'no-field'; fields: readonly string[] }
  /** Keys the object does not take (a typo in a hand-written file). */
  | { field: string; kind: 'unknown-keys'; keys: readonly string[] }
  /**
   * A file the user named for simp to write (an export) that it will not write there:
   * a folder, inside the data folder, a symbolic link, or in a folder that does not exist.
   */
  | { field: string; kind: 'out-file'; problem: 'folder' | 'inside' | 'link' | 'no-folder'; path: string; data?: string }
  /** A rule of its own (a pattern, a refinement): `message` says it in English. */
  | { field: string; kind: 'format'; message: string }
  /**
   * What was read passes one of the limits on what is read (model/limits.ts):
   * the file is larger than `limit` bytes, nests deeper than `limit` levels, has a
   * line (or a JSON string) longer than `limit` characters, or a flow collection
   * of more than `limit` entries; `line` is where, when known. `field` is empty (the scope names the file).
   */
  | { field: string; kind: 'limit'; what: LimitKind; limit: number; line?: number }
  /** A FIFO, a device or a folder where a file is read (reading it could hang or never end). `field` is empty. */
  | { field: string; kind: 'not-regular' }
  /** Values given that a field does not know (an id, a stage, a type): what was given and what it takes. */
  | { field: string; kind: 'unknown'; values: readonly string[]; options: readonly string[] }
  /** Something the user has to say in their own words and did not (what happened, what to look for). */
  | { field: string; kind: 'say'; what: SayWhat; options?: readonly string[] }
  /** Nothing to do: none of these fields was given. */
  | { field: string; kind: 'none-given'; fields: readonly string[] }
  /** A field that is of use only with one of these others (`slug` with an action, `observe` for save). */
  | { field: string; kind: 'needs'; needs: readonly string[] }
  /** A field that goes only with another one (with that one's value, when it must be one). */
  | { field: string; kind: 'goes-with'; other: string; value?: string }
  /** A start later than its end (`since` after `until`). */
  | { field: string; kind: 'after'; other: string }
  /** Two fields of which only one may be given. */
  | { field: string; kind: 'not-both'; other: string }
  /** A number below its least (`value` as given; `unit` what it counts). */
  | { field: string; kind: 'at-least'; value: string; min: number; integer: boolean; unit: CountUnit }
  /** Ids both added and removed at once. */
  | { field: string; kind: 'both-ways'; values: readonly string[] }
  /** Ids to remove that are not recorded: what is. */
  | { field: string; kind: 'not-recorded'; values: readonly string[]; recorded: readonly string[] }
  /** Removing recorded ids asks to be confirmed; nothing was written. */
  | { field: string; kind: 'confirm'; values: readonly string[] }
  /** Ids of which only one may be ticked. */
  | { field: string; kind: 'one-only'; values: readonly string[]; options: readonly string[] }
  /** Signals that count only when the profile's MBTI is a J type. */
  | { field: string; kind: 'j-only'; values: readonly string[]; options: readonly string[] }
  /** No signal score yet (the signals were never read). */
  | { field: string; kind: 'no-score' }
  /** Not an MBTI type (four letters such as INFP), as given. */
  | { field: string; kind: 'mbti'; value: string }
  /** An MBTI observation that leans to one of two letters, given another. */
  | { field: string; kind: 'mbti-lean'; id: string; letters: readonly [string, string]; value: string }
  /** An MBTI reading with a dimension not observed yet (`value`: the reading so far). */
  | { field: string; kind: 'mbti-incomplete'; value: string }
  /** Not `field=value` (`value`: what was given; `fields`: those that may be set). */
  | { field: string; kind: 'pair'; value: string; fields: readonly string[] }
  /** A file name whose kind is not one of these endings. */
  | { field: string; kind: 'file-type'; value: string; options: readonly string[] }
  /** Not JSON (`why`: the parser's words, English) or JSON that is not an object. */
  | { field: string; kind: 'json'; object: boolean; why?: string; at?: { line: number; column: number } }
  /** A flag written without its value. */
  | { field: string; kind: 'no-value' }
  /** A folder without its meta.json, so there is nowhere to keep a mark (`slug`). */
  | { field: string; kind: 'no-meta'; slug: string }
  /** A folder name that is not a slug (`reserved`: a name Windows keeps for a device). */
  | { field: string; kind: 'slug'; value: string; reserved: boolean }
  /** No crush folder of that slug in the data folder (`base`). */
  | { field: string; kind: 'no-crush'; value: string; base: string }
  /** `--tags` groups (split by ;) that do not pair one to one with the text's statements. */
  | { field: string; kind: 'tag-groups'; groups: number; statements: number }
  /** No saved version of that name for the crush (`available`: the names there are). */
  | { field: string; kind: 'no-version'; value: string; slug: string; available: readonly string[] }
  /** No topic of that id in the crush's topic memory (`slug`). */
  | { field: string; kind: 'no-topic'; value: string; slug: string }
  /** A crush folder of that slug is already in the data folder (`base`). */
  | { field: string; kind: 'exists'; value: string; base: string }
  /** An event type events.jsonl does not take. */
  | { field: string; kind: 'event-type'; value: string; options: readonly string[] }
  /** Quit answers that do not fit (`problems`: path and the validator's English words). */
  | { field: string; kind: 'answers'; problems: readonly string[] }
  /** Front matter simp does not read, or a value it cannot write into it (`line`: where in the file; `value`: what was found there). */
  | { field: string; kind: 'front-matter'; problem: FrontMatterProblem; line?: number; value?: string }
  /** A narrative (profile.md's body) changed other than by adding to it: it only grows (SPEC 3.2). */
  | { field: string; kind: 'only-grows' }
  /** A path or name simp will not use as it is (`value`: the path or name; `detail`: where a link leads, how many names a file has). */
  | { field: string; kind: 'place'; problem: PlaceProblem; value: string; detail?: string };

/**
 * What is wrong with front matter. Read: YAML structure (anchors, aliases, tags, block
 * scalars), a list or map, a tag or anchor inside one, a value continued on an
 * indented line, a line that is no `key: value`, a key twice, a fence that names
 * another language, no closing fence. Written: a number that cannot be stored, a
 * value of several lines, a control character, `---` in a value, both kinds of
 * quote where quoting is needed, a key that is no field name.
 */
export type FrontMatterProblem =
  | 'structure'
  | 'not-plain'
  | 'tag'
  | 'not-scalar'
  | 'continued'
  | 'not-pair'
  | 'twice'
  | 'fence'
  | 'unclosed'
  | 'number'
  | 'lines'
  | 'control'
  | 'dashes'
  | 'quotes'
  | 'key';

/**
 * A place simp will not use: a folder that is not there or is a file (photos), a font
 * file that is not there or no font, a data folder that is a file or given empty, a
 * link that leads nowhere or outside the data folder, a crush folder that is a link,
 * a new name that is the old one, a file to rewrite that is no regular file or has
 * other names (hard links), a crush folder without its profile.md, a file the user
 * named (`field`: the flag) that cannot be read (`value` `-`: stdin; `detail`: the
 * system's code), a place a folder would move to that is taken.
 */
export type PlaceProblem =
  | 'no-folder'
  | 'not-folder'
  | 'no-font'
  | 'not-font'
  | 'base-file'
  | 'base-empty'
  | 'broken-link'
  | 'outside'
  | 'crush-link'
  | 'same-name'
  | 'not-regular-write'
  | 'hard-links'
  | 'no-profile'
  | 'unreadable'
  | 'dest-exists';

/** What a `say` issue asks the user to say. */
export type SayWhat =
  | 'what-happened'
  | 'look-for'
  | 'how-to-tell'
  | 'draft'
  | 'tick-signal'
  | 'keywords'
  | 'summary'
  /** Topic memory: nothing to remember, nothing to recall by, no keyword found, no tag given, an empty meaning, a topic left without keywords. */
  | 'remember-text'
  | 'recall-text'
  | 'remember-keyword'
  | 'tags'
  | 'meaning'
  | 'topic-keywords';

/** What an `at-least` number counts. */
export type CountUnit = 'minutes' | 'days' | 'hours' | 'km' | 'count';

/** Which limit on what is read a text passed. */
export type LimitKind = 'bytes' | 'depth' | 'line' | 'value' | 'flow-items';

const WIDE = 1e9;

type Schema = z.core.$ZodType;
type Def = { type: string; innerType?: Schema; format?: string; checks?: { _zod: { def: { check: string; value?: unknown } } }[] };
const defOf = (s: Schema): Def => s._zod.def as unknown as Def;

/** The schema inside optional / nullable / default wrappers. */
function unwrapped(schema: Schema | undefined): Schema | undefined {
  let s = schema;
  while (s && ['optional', 'nullable', 'default', 'prefault'].includes(defOf(s).type)) s = defOf(s).innerType;
  return s;
}

/** A number schema's bounds (inclusive; null when unset) and whether it takes integers only; null when not a number. */
function numberBounds(schema: Schema | undefined): { min: number | null; max: number | null; integer: boolean } | null {
  const s = unwrapped(schema);
  if (!s || defOf(s).type !== 'number') return null;
  let min: number | null = null;
  let max: number | null = null;
  for (const c of defOf(s).checks ?? []) {
    const { check, value } = c._zod.def;
    if (typeof value !== 'number') continue;
    if (check === 'greater_than') min = value;
    if (check === 'less_than') max = value;
  }
  return { min, max, integer: defOf(s).format === 'safeint' || defOf(s).format === 'int32' };
}

/** A number field's bounds, when both are set. */
function bounds(schema: Schema | undefined): { min: number; max: number; integer: boolean } | null {
  const b = numberBounds(schema);
  if (!b || b.min === null || b.max === null || b.min < -WIDE || b.max > WIDE) return null;
  return { min: b.min, max: b.max, integer: b.integer };
}

/** The value at a path of nested objects (undefined when any step is missing). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let at = data;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function issueOf(issue: z.core.$ZodIssue, shape: Record<string, Schema>, data: Record<string, unknown>): FieldIssue {
  const field = issue.path.map(String).join('.');
  const top = String(issue.path[0] ?? '');
  const schema = shape[top];
  if (issue.code === 'unrecognized_keys') return { field: field || '(root)', kind: 'unknown-keys', keys: issue.keys };
  const value = valueAt(data, issue.path);
  if (issue.path.length > 0 && (value === undefined || value === null || value === '')) return { field, kind: 'required' };
  const range = issue.path.length === 1 ? bounds(schema) : null;
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      if (range) return { field, kind: 'range', ...range };
      if (issue.origin === 'string') return { field, kind: 'required' };
      // A count below its least value; past the largest whole number a count can hold, it is no whole number.
      if (issue.origin === 'number' || issue.origin === 'int') {
        if (issue.code === 'too_big') return { field, kind: 'integer' };
        const b = numberBounds(schema);
        return { field, kind: 'at-least', value: String(value), min: b?.min ?? Number(issue.minimum), integer: b?.integer ?? issue.origin === 'int', unit: 'count' };
      }
      break;
    case 'invalid_value':
      return { field, kind: 'one-of', options: issue.values.map(String) };
    case 'invalid_type':
      if (issue.expected === 'int') return range ? { field, kind: 'range', ...range } : { field, kind: 'integer' };
      if (issue.expected === 'number') return range ? { field, kind: 'range', ...range } : { field, kind: 'number' };
      if (issue.expected === 'string') return { field, kind: 'text' };
      if (issue.expected === 'array') return { field, kind: 'list' };
      if (issue.expected === 'boolean') return { field, kind: 'boolean' };
      break;
    default:
      break;
  }
  return { field, kind: 'format', message: issue.message };
}

/**
 * The issues of an object's validation, one per field (the first one found), in
 * field order. `prefix` says where the object sits (`data.` for an event's data).
 */
export function fieldIssues(schema: { shape: Record<string, Schema> }, error: z.core.$ZodError, data: unknown, prefix = ''): FieldIssue[] {
  const shape = schema.shape;
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const one = issueOf(issue, shape, record);
    if (seen.has(one.field)) continue;
    seen.add(one.field);
    out.push({ ...one, field: `${prefix}${one.field}` });
  }
  return out;
}

/** The English sentence of an issue, for logs, JSON output and callers without a language. */
export function issueText(issue: FieldIssue): string {
  switch (issue.kind) {
    case 'required':
      return `${issue.field} is required`;
    case 'range':
      return `${issue.field} must be ${issue.integer ? 'a whole number ' : ''}from ${issue.min} to ${issue.max}`;
    case 'integer':
      return `${issue.field} must be a whole number`;
    case 'number':
      return `${issue.field} must be a number`;
    case 'text':
      return `${issue.field} must be text`;
    case 'list':
      return `${issue.field} must be a list`;
    case 'one-of':
      return `${issue.field} must be one of ${issue.options.join(', ')}`;
    case 'boolean':
      return `${issue.field} must be true or false`;
    case 'one-line':
      return `${issue.field} must stay on one line`;
    case 'time':
      return `${issue.field} must be written 2026-05-15T22:30 (or a date, 2026-05-15), or like yesterday 9pm, 3 days ago`;
    case 'real-time':
      return `${issue.field} is not a real date and time`;
    case 'future':
      return `${issue.field} is still to come: only what happened is logged`;
    case 'past-plan':
      return `${issue.field} has passed: a plan is for a time still to come`;
    case 'planned-signal':
      return `${issue.field}: something planned has not happened, so it is no signal yet`;
    case 'no-record':
      return `${issue.field}: no record at ${issue.ref} (a line number of timeline --full or search, i:N for interactions.jsonl, or a time stamp)`;
    case 'ambiguous':
      return `${issue.field}: several records fit; say which: ${issue.refs.join(', ')}`;
    case 'a-correction':
      return `${issue.field}: ${issue.ref} is a correction; correct the record it corrects instead`;
    case 'no-field':
      return `${issue.field}: not a field of this record; its fields: ${issue.fields.join(', ')}`;
    case 'unknown-keys':
      return `${issue.field} has fields it does not take: ${issue.keys.join(', ')}`;
    case 'out-file':
      return {
        folder: `${issue.path} is a folder: name a file to write; nothing was written`,
        inside: `${issue.path} is inside the data folder ${issue.data ?? ''}: write it somewhere else; nothing was written`,
        link: `${issue.path} is a symbolic link: name the file itself (simp neither writes where a link leads nor replaces the link); nothing was written`,
        'no-folder': `the folder ${issue.path} does not exist: create it or name another place; nothing was written`,
      }[issue.problem];
    case 'format':
      return `${issue.field}: ${issue.message}`;
    case 'limit':
      return limitText(issue);
    case 'not-regular':
      return 'not a regular file (a FIFO, a device or a folder); refusing to read it';
    case 'after':
      return `${issue.field} is later than ${issue.other}: the start must come before the end`;
    default:
      return moreText(issue);
  }
}

const UNKNOWN_NOUN: Readonly<Record<string, string>> = {
  stage: 'stage',
  mode: 'mode',
  type: 'type',
  filter_type: 'type',
  crisis_type: 'crisis type',
  catalog: 'catalogue',
  confirm: 'item',
  observe: 'observation',
  set: 'field',
  action: 'action',
};

/** The English noun of a field's values, after "unknown". */
export const unknownNoun = (field: string): string => UNKNOWN_NOUN[field.split('.').pop() ?? field] ?? 'id(s)';

/** The other choice of a `not-both`, in English. */
const OTHER_EN: Readonly<Record<string, string>> = { accept: 'accept the suggested one' };

const SAY_EN: Readonly<Record<SayWhat, string>> = {
  'what-happened': 'say in a few words what happened',
  'look-for': 'say what to look for',
  'how-to-tell': 'say how you would like to tell them',
  draft: 'the draft is empty',
  'tick-signal': 'tick at least one signal',
  keywords: 'holds no keyword: write 猫,宠物',
  summary: 'a signal needs a summary (or an activity or a note): it says what happened',
  'remember-text': 'empty: nothing to remember',
  'recall-text': 'empty: say what the situation is about',
  'remember-keyword': 'holds no keyword to remember it by; add a tag or two (words that should bring it back)',
  tags: 'holds no tag: write --tags 猫,宠物',
  meaning: 'cannot be empty (to remove the topic, use simp forget)',
  'topic-keywords': 'a topic needs at least one keyword: it is how the topic is found again',
};

const UNIT_EN: Readonly<Record<CountUnit, string>> = { minutes: 'minutes', days: 'days', hours: 'hours', km: 'kilometres', count: 'a count' };

/** The English of the issues without a field sentence of their own above. */
function moreText(issue: FieldIssue): string {
  const f = issue.field;
  switch (issue.kind) {
    case 'unknown':
      return `${f}: unknown ${unknownNoun(f)} ${issue.values.join(', ')}. Valid: ${issue.options.join(', ')}`;
    case 'say':
      return `${f}: ${SAY_EN[issue.what]}${issue.options === undefined ? '' : `. Valid: ${issue.options.join(', ')}`}`;
    case 'none-given':
      return f === '' ? `nothing to change: give ${issue.fields.join(', ')}` : `${f}: nothing to update. Fields: ${issue.fields.join(', ')}`;
    case 'needs':
      return `${f} needs ${issue.needs.join(' or ')}`;
    case 'goes-with':
      return `${f} goes with ${issue.other}${issue.value === undefined ? '' : ` ${issue.value}`}`;
    case 'not-both':
      return `${f}: choose a ${f} or ${OTHER_EN[issue.other] ?? issue.other}, not both`;
    case 'at-least':
      return `${f} ${issue.value}: ${UNIT_EN[issue.unit]}, ${issue.integer ? 'a whole number' : 'a number'} from ${issue.min}`;
    case 'both-ways':
      return `${f}: ${issue.values.join(', ')} cannot be added and removed at once`;
    case 'not-recorded':
      return `${f}: ${issue.values.join(', ')} is not recorded. Recorded: ${issue.recorded.join(', ') || 'none'}`;
    case 'confirm':
      return `${f}: removing ${issue.values.join(', ')} needs --yes to confirm; nothing was written`;
    case 'one-only':
      return `${f}: Only one of these may be ticked: ${issue.values.join(', ')}. Valid: ${issue.options.join(', ')}`;
    case 'j-only':
      return `${f}: Signal only available for a J type in the profile: ${issue.values.join(', ')}. Valid: ${issue.options.join(', ')}`;
    case 'no-score':
      return `${f}: there is no signal score yet`;
    case 'mbti':
      return `${f}: "${issue.value}" is not a type like INFP`;
    case 'mbti-lean':
      return `${f}: ${issue.id} leans to ${issue.letters[0]} or ${issue.letters[1]}, not "${issue.value}"`;
    case 'mbti-incomplete':
      return `${f}: the reading ${issue.value} is not complete; observe every dimension first`;
    case 'pair':
      return `${f}: expected field=value, got "${issue.value}". Fields: ${issue.fields.join(', ')}`;
    case 'file-type':
      return `${f} ${issue.value}: name a ${issue.options.join(' or ')} file`;
    case 'json':
      if (issue.at !== undefined) return `not valid JSON at line ${issue.at.line}, column ${issue.at.column}`;
      // A whole file (no field) is said as the file (its scope names it).
      if (issue.object && f === '') return 'the file must hold one JSON object ({ … })';
      return issue.object ? `${f} must be a JSON object, for example '{"field": "city"}'` : `${f === '' ? 'the file' : f} is not valid JSON${issue.why === undefined ? '' : `: ${issue.why}`}`;
    case 'no-value':
      return `${f} needs a value`;
    case 'no-meta':
      return `${issue.slug}: meta.json is missing, so there is nowhere to keep the archive mark`;
    case 'slug':
      return issue.reserved
        ? `invalid slug "${issue.value}": Windows reserves this name for a device, so the folder could not be synced or copied there; choose another`
        : `invalid slug ${issue.value}: use 1-64 characters a-z, 0-9, "-" or "_", starting with a letter or digit`;
    case 'answers':
      return `${f}: ${issue.problems.join('; ')}`;
    case 'exists':
      return `${issue.value} already exists in ${issue.base}`;
    case 'event-type':
      return `unknown event type "${issue.value}"; valid types: ${issue.options.join(', ')}`;
    case 'no-crush':
      return `no crush "${issue.value}" in ${issue.base}`;
    case 'tag-groups':
      return issue.groups === 1
        ? `--tags belongs to one statement and this text has ${issue.statements}: give one group per statement (--tags "猫,宠物;火锅"), or put each statement's tags in it (她怕猫 #宠物)`
        : `--tags has ${issue.groups} groups for ${issue.statements} statements: give one group per statement (a;b), or put each statement's tags in it (#tag)`;
    case 'no-version':
      return `version "${issue.value}" not found for ${issue.slug}; available: ${issue.available.join(', ') || 'none'}`;
    case 'no-topic':
      return `${issue.slug}: no topic "${issue.value}" (simp knowledge ${issue.slug} lists them)`;
    case 'front-matter':
      return frontMatterText(issue);
    case 'place':
      return placeText(issue);
    case 'only-grows':
      return 'the narrative only grows; this change would rewrite or delete existing text';
    default:
      return f;
  }
}

/** A limit on what is read, as met, in English (after the file's name). */
export function limitText(issue: Extract<FieldIssue, { kind: 'limit' }>): string {
  const at = issue.line === undefined ? '' : ` at line ${issue.line}`;
  const size = sizeText(issue.limit);
  switch (issue.what) {
    case 'bytes':
      return `larger than ${size}, the most simp reads of it; not read`;
    case 'depth':
      return `nested more than ${issue.limit} levels deep${at} (the limit); simp cannot use it`;
    case 'line':
      return `line ${issue.line ?? '?'} is longer than ${issue.limit} characters, the limit for one line; not read`;
    case 'value':
      return `a text${at} is longer than ${issue.limit} characters, the limit for one value; not read`;
    case 'flow-items':
      return `one [ ] or { }${at} holds more than ${issue.limit} entries (the limit)`;
  }
}

/** Front matter simp does not read or write, in English (after the file's name, when read). */
export function frontMatterText(issue: Extract<FieldIssue, { kind: 'front-matter' }>): string {
  const key = `field "${issue.field}"`;
  const at = issue.line === undefined ? '' : `line ${issue.line}${issue.field !== '' && READ_IN_FIELD.has(issue.problem) ? ` (${key})` : ''}: `;
  const text: Record<FrontMatterProblem, string> = {
    structure: 'YAML anchors, aliases, tags and block scalars are not allowed in front matter',
    'not-plain': 'only one plain value per line is allowed (no lists, maps or aliases)',
    tag: 'YAML tags and anchors are not allowed in front matter',
    'not-scalar': 'only one plain value per line is allowed (no lists or maps)',
    continued: 'values must stay on one line (indented continuation found)',
    'not-pair': `expected "key: value", found ${issue.value ?? ''}`,
    twice: `${key} appears twice`,
    fence: `the front matter fence names another language (${issue.value ?? ''}); only YAML front matter is read, and file content is never run`,
    unclosed: 'front matter starts with --- but has no closing --- line',
    number: `${key}: ${issue.value ?? ''} is not a number that can be stored`,
    lines: `${key}: the value must be one line`,
    control: `${key}: the value contains a control character`,
    dashes: `${key}: the value may not contain "---" (other tools read it as the end of the front matter)`,
    quotes: `${key}: text with both ' and " that also needs quoting cannot be stored so other tools read it back unchanged`,
    key: `field name ${issue.value ?? ''} is not allowed`,
  };
  return `${at}${text[issue.problem]}`;
}

/** The front matter problems of a value read, said with the field of its line. */
export const READ_IN_FIELD: ReadonlySet<FrontMatterProblem> = new Set(['structure', 'not-plain', 'tag', 'not-scalar']);

/** A place simp will not use, in English. */
export function placeText(issue: Extract<FieldIssue, { kind: 'place' }>): string {
  const v = issue.value;
  switch (issue.problem) {
    case 'no-folder':
      return `${v}: no such folder`;
    case 'not-folder':
      return `${v}: not a folder`;
    case 'no-font':
      return `--font ${v}: no such font file`;
    case 'not-font':
      return `--font ${v}: not a TrueType or OpenType font (.ttf, .otf, .ttc)`;
    case 'base-file':
      return `the base folder ${v} is a file, not a folder (check --base-dir or SIMP_HOME)`;
    case 'base-empty':
      return '--base-dir is empty: name a folder';
    case 'broken-link':
      return `${v} is a broken symbolic link; refusing to use it`;
    case 'outside':
      return `${v} points outside the base folder (${issue.detail ?? ''}); refusing to use it`;
    case 'crush-link':
      return `${v} is a link to another folder; move the folder itself`;
    case 'same-name':
      return `${v} is already its name`;
    case 'not-regular-write':
      return `${v} is not a regular file; nothing was written`;
    case 'hard-links':
      return `${v} has ${issue.detail ?? ''} names (hard links); simp writes only a file that is this folder's alone, so nothing was written`;
    case 'no-profile':
      return `${v}: profile.md is missing`;
    case 'unreadable':
      return `${issue.field}: cannot read ${v === '-' ? 'stdin' : v} (${issue.detail ?? 'error'})`;
    case 'dest-exists':
      return `${v} already exists; nothing was moved`;
  }
}
