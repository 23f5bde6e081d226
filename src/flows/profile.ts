/**
 * The profile writes both front ends make: creating a crush, changing fields,
 * adding to a narrative section, backup and rollback. One normalisation and one
 * set of checks, so the same edit gives the same file from the CLI and the TUI.
 */
import type { Memory } from '../memory/index.js';
import { InputError, PLACEHOLDER, PROFILE_FIELDS, type FieldIssue, type SimpEvent, refused } from '../model/index.js';
import { ZODIAC, genderFromInput, zodiacFromInput } from '../engine/catalog-intake.js';
import { issueText } from '../model/field-issues.js';
import { normaliseProfileValue, readProfileValue, type ProfileScalar } from '../model/profile-rules.js';

/** Fields that name the folder or record history: never changed by an edit. */
const FIXED = new Set(['slug', 'created_at']);

/** Fields `update` may change: the profile's own, except the slug that names the folder and its creation date. */
export const UPDATABLE_FIELDS: readonly string[] = PROFILE_FIELDS.filter((f) => !FIXED.has(f));

/**
 * A value typed for a profile field, as it is stored: trimmed; an MBTI type in
 * capitals (`intj` → `INTJ`); an age typed as a whole number ("26", "26岁") as a
 * number, as the reference reader turns integer-looking text into ints.
 */
export function profileValue(field: string, raw: string): ProfileScalar {
  return normaliseProfileValue(field, raw);
}

/**
 * Typed values checked by the profile's field rules (src/model/profile-rules.ts),
 * every wrong one named; the stored forms of the rest. Empty values are skipped
 * when `emptyAllowed` (a create leaves them at the template's placeholder).
 */
export function checkProfileValues(typed: Readonly<Record<string, string>>, emptyAllowed: boolean): Record<string, ProfileScalar> {
  const out: Record<string, ProfileScalar> = {};
  const issues: FieldIssue[] = [];
  for (const [field, raw] of Object.entries(typed)) {
    if (emptyAllowed && raw.trim() === '') continue;
    const read = readProfileValue(field, raw);
    if (read.ok) out[field] = read.value;
    else issues.push(read.issue);
  }
  if (issues.length > 0) throw new InputError(`profile.md: ${issues.map(issueText).join('; ')}`, issues, 'profile.md');
  return out;
}

/**
 * Validates and normalises field changes before anything is written. `extra`:
 * further fields the profile already has (written by another tool), which may be
 * changed too; any other name is refused as a likely typo.
 */
export function planUpdate(changes: Readonly<Record<string, string>>, extra: readonly string[] = []): Record<string, ProfileScalar> {
  const allowed = [...UPDATABLE_FIELDS, ...extra.filter((f) => !FIXED.has(f) && !UPDATABLE_FIELDS.includes(f))];
  const entries = Object.entries(changes);
  if (entries.length === 0) throw refused({ field: 'set', kind: 'none-given', fields: allowed });
  for (const [field] of entries) {
    if (!allowed.includes(field)) throw refused({ field: 'set', kind: 'unknown', values: [field], options: allowed });
  }
  // The same field rules as the create form, init and the memory service's own check.
  return checkProfileValues(changes, false);
}

/** Parses `field=value` pairs as typed on the command line. */
export function parseAssignments(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw refused({ field: 'set', kind: 'pair', value: pair, fields: UPDATABLE_FIELDS });
    out[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return out;
}

export interface UpdateOutcome {
  /** One profile_updated event per field whose value really changed. */
  events: SimpEvent[];
  changed: string[];
}

/** SPEC 3.2 / 4 "update": profile fields by name, one `profile_updated` per field that changed. */
export async function runUpdate(mem: Memory, slug: string, changes: Readonly<Record<string, string>>): Promise<UpdateOutcome> {
  const present = Object.keys(mem.read(slug).profile.fields);
  const { result, changed } = await mem.updateProfile(slug, planUpdate(changes, present));
  return { events: result, changed };
}

/** A narrative section to add to: an existing heading, or a new one (`## ` is added when missing). */
export function planSection(heading: string, text: string): { heading: string; text: string } {
  const h = heading.trim();
  const body = text.trim();
  const issues: FieldIssue[] = [];
  if (h === '' || h === '##') issues.push({ field: 'heading', kind: 'required' });
  if (body === '') issues.push({ field: 'text', kind: 'required' });
  if (issues.length > 0) throw new InputError(`profile section: ${issues.map((i) => `${i.field} is required`).join('; ')}`, issues);
  return { heading: h.startsWith('## ') ? h : `## ${h.replace(/^#+\s*/, '')}`, text: body };
}

/** Adds text under a narrative heading of profile.md; what is there already is never rewritten. */
export async function runAddToSection(mem: Memory, slug: string, heading: string, text: string) {
  const plan = planSection(heading, text);
  return { ...(await mem.appendProfileSection(slug, plan.heading, plan.text)), heading: plan.heading };
}

export interface CreateRequest {
  slug: string;
  nickname?: string;
  personality_type?: string;
  /** Further profile fields as typed (gender, age, mbti, how_met, ...); empty ones are left at the template's placeholder. */
  fields?: Readonly<Record<string, string>>;
  /** The intake's answers about the two of you and yourself (the skill's create questions). */
  intake?: Intake;
}

/** What the skill asks when a crush is created, beyond the profile fields. */
export interface Intake {
  /** What you are now: classmates, colleagues, friends, met online… */
  status?: string;
  /** Who reaches out more. */
  initiates?: 'me' | 'same' | 'them';
  /** Whether they know how you feel. */
  theyKnow?: 'yes' | 'no' | 'maybe';
  hobbies?: string;
  /** Their quirks and pet phrases. */
  quirks?: string;
  /** What you love about them most. */
  love?: string;
  /** How you talk and write. */
  style?: string;
  /** The pursuit mode you prefer: it becomes the starting mode. */
  mode?: 'sweet' | 'strategic' | 'hybrid';
}

export const INITIATES = ['me', 'same', 'them'] as const;
export const THEY_KNOW = ['yes', 'no', 'maybe'] as const;
const INITIATES_ZH: Record<string, string> = { me: '我更多', same: '差不多', them: 'ta 更多' };
const THEY_KNOW_ZH: Record<string, string> = { yes: '知道', no: '不知道', maybe: '可能猜到' };
const MODE_ZH: Record<string, string> = { sweet: '纯情', strategic: '策略', hybrid: '混合' };

/** The intake's answers as profile narrative (stored in Chinese, as the skill writes it), by section. */
export function intakeSections(intake: Intake): [string, string][] {
  const check = (value: string | undefined, allowed: readonly string[], name: string) => {
    if (value !== undefined && !allowed.includes(value)) throw refused({ field: name, kind: 'unknown', values: [value], options: allowed });
  };
  check(intake.initiates, INITIATES, 'initiates');
  check(intake.theyKnow, THEY_KNOW, 'they-know');
  check(intake.mode, ['sweet', 'strategic', 'hybrid'], 'mode');
  const text = (v: string | undefined) => (v ?? '').trim();
  const relation = [
    text(intake.status) && `关系：${text(intake.status)}`,
    intake.initiates && `谁更主动：${INITIATES_ZH[intake.initiates]}`,
    intake.theyKnow && `ta 是否知道你的心意：${THEY_KNOW_ZH[intake.theyKnow]}`,
  ].filter(Boolean);
  const self = [text(intake.style), intake.mode && `偏好的模式：${MODE_ZH[intake.mode]}`].filter(Boolean);
  const out: [string, string][] = [];
  const portrait = [
    text(intake.hobbies) && `爱好：${text(intake.hobbies)}`,
    text(intake.quirks) && `特点 / 口头禅：${text(intake.quirks)}`,
    text(intake.love) && `最让你心动的地方：${text(intake.love)}`,
  ].filter(Boolean);
  if (portrait.length > 0) out.push(['## 性格画像', portrait.join('\n')]);
  if (self.length > 0) out.push(['## 用户自身风格', self.join('\n')]);
  if (relation.length > 0) out.push(['## 关系现状', relation.join('\n')]);
  return out;
}

/**
 * Gender and zodiac as the skill stores them: an English or short name typed
 * (`female`, `pisces`, `双鱼`) becomes the Chinese value (女, 双鱼座); a zodiac
 * sign no table knows is refused, any other gender is kept as typed.
 */
export function storedNames(fields: Readonly<Record<string, string>>): Record<string, string> {
  const out = { ...fields };
  const gender = out['gender'];
  if (gender !== undefined && gender.trim() !== '') out['gender'] = genderFromInput(gender);
  const zodiac = out['zodiac'];
  if (zodiac !== undefined && zodiac.trim() !== '' && zodiac.trim() !== PLACEHOLDER) {
    const sign = zodiacFromInput(zodiac);
    if (sign === null) throw refused({ field: 'zodiac', kind: 'unknown', values: [zodiac.trim()], options: ZODIAC.map((z) => z.id) });
    out['zodiac'] = sign;
  }
  return out;
}

/** A new crush folder, its fields normalised as an edit would store them. */
export function runCreate(mem: Memory, req: CreateRequest) {
  // The memory service checks the personality type (and the slug) before anything is written.
  const personality = req.personality_type?.trim() || undefined;
  const fields = checkProfileValues({ ...storedNames(req.fields ?? {}), ...(personality ? { personality_type: personality } : {}) }, true);
  delete fields['personality_type'];
  const intake = req.intake ?? {};
  return mem.create({
    slug: req.slug.trim(),
    nickname: req.nickname?.trim() || undefined,
    personality_type: personality,
    fields,
    sections: intakeSections(intake),
    mode: intake.mode,
  });
}

/** Copies profile, state, strategy and meta into versions/ and bumps the version; says what changed. */
export async function runBackup(mem: Memory, slug: string) {
  const before = mem.read(slug).meta?.version ?? 'v1';
  const made = await mem.backup(slug);
  return { ...made, before, changed: [`versions/${made.name}/`, 'meta.json'] };
}

/**
 * Restores the files a version holds (the current ones saved in versions/ first);
 * no event is undone, and one `version_restored` event records the rollback.
 */
export async function runRollback(mem: Memory, slug: string, version: string) {
  const done = await mem.rollback(slug, version);
  return { ...done, changed: [`versions/${done.backup}/`, ...done.files.filter((f) => f !== 'meta.json'), 'events.jsonl', 'meta.json'] };
}
