import { mutate, type Tx } from './mutate.js';
import { readState, applyStateChanges, renderState, parseSections } from './state.js';
import { readProfile, renderProfile, appendToSection, assertOnlyGrows } from './profile.js';
import { type Ctx } from './folder.js';
import { InputError, refused } from '../../model/errors.js';
import { validateEventData } from '../log/event-write.js';
import { localDate, localIso } from '../../model/time.js';
import { type SimpEvent, type StateFields } from '../../model/schemas.js';
import { profileValueIssue } from '../../model/profile-rules.js';
import { issueText, type FieldIssue } from '../../model/field-issues.js';
import { sameSource, setField, type FmScalar } from '../formats/frontmatter.js';
import { strategyDoc, STRATEGY_SECTIONS } from '../formats/templates.js';

export interface WriteResult<T = undefined> {
  result: T;
  /** Paths relative to the crush folder that this write changed. */
  changed: string[];
}

export interface WriteOptions {
  /** The revision the caller read; the write is refused if the folder changed since. */
  expectRevision?: string;
  /** False for writes that must not take the day's snapshot (the quit flow writes only its event). */
  snapshot?: boolean;
}

export type StatePatch = Partial<Omit<StateFields, 'last_updated'>>;

/** The state rewrite of SPEC 3.3, inside a larger write (flows). meta.json's stage and score follow the state written. */
export function rewriteState(tx: Tx, fields: StatePatch, sections: Record<string, string>): void {
  const doc = readState(tx.folder);
  const next = applyStateChanges(doc, fields, sections, localIso(tx.now));
  tx.write(tx.folder.path('state'), renderState(next.raw, next.sections, doc.preamble), 'state.md');
  tx.setMeta({ current_stage: next.fields.current_stage, signal_score: next.fields.signal_score });
}

const PLACEHOLDER_TEXT = /^\[[^\]\n]*\]$/;

/**
 * Rewrites strategy.md inside a larger write (on a stage or mode change). Nothing
 * the user wrote is lost (SPEC 6.6): sections beyond the four generated ones are
 * kept as they are, and unless the file is still the untouched template, the
 * folder is first saved into versions/ so the old strategy can be rolled back to.
 */
export function rewriteStrategy(tx: Tx, sections: Record<(typeof STRATEGY_SECTIONS)[number], string>): void {
  const old = tx.folder.read('strategy');
  const found = old === null ? [] : parseSections(old.replace(/\r\n/g, '\n')).sections;
  const generated: readonly string[] = STRATEGY_SECTIONS;
  const own = found.filter((s) => !generated.includes(s.header));
  const template = own.length === 0 && found.every((s) => s.content === '' || PLACEHOLDER_TEXT.test(s.content));
  if (old !== null && !template) tx.keepVersion();
  tx.write(tx.folder.path('strategy'), strategyDoc(tx.now, sections, own), 'strategy.md');
}

export function updateState(
  ctx: Ctx,
  slug: string,
  fields: StatePatch,
  sections: Record<string, string> = {},
  opts: WriteOptions = {},
): Promise<WriteResult<void>> {
  return mutate(ctx, slug, (tx) => rewriteState(tx, fields, sections), opts);
}

/** Changes profile fields by name; one `profile_updated` event per field that really changed. */
export function updateProfile(
  ctx: Ctx,
  slug: string,
  changes: Record<string, FmScalar>,
): Promise<WriteResult<SimpEvent[]>> {
  return mutate(ctx, slug, (tx) => {
    const doc = readProfile(tx.folder);
    if (!doc.exists) throw refused({ field: '', kind: 'place', problem: 'no-profile', value: slug }, { remedy: { kind: 'upgrade', slug } });
    if ('slug' in changes && changes['slug'] !== slug) throw new InputError('slug cannot be changed: it names the folder');
    // The profile's field rules: the forms and the verbs checked the same before asking.
    const issues = Object.entries(changes)
      .map(([field, value]) => profileValueIssue(field, value))
      .filter((i): i is FieldIssue => i !== null);
    if (issues.length > 0) throw new InputError(`profile.md: ${issues.map(issueText).join('; ')}`, issues, 'profile.md');
    const fields = sameSource(doc.fields, { ...doc.fields });
    const events: { type: string; data: Record<string, unknown> }[] = [];
    for (const [field, value] of Object.entries(changes)) {
      const old = Object.hasOwn(fields, field) ? fields[field] : null;
      if (old === value) continue;
      setField(fields, field, value);
      events.push({ type: 'profile_updated', data: { field, old_value: old ?? null, new_value: value } });
    }
    if (events.length === 0) return [];
    for (const e of events) validateEventData(e.type, e.data);
    tx.write(tx.folder.path('profile'), renderProfile(fields, doc.body), 'profile.md');
    if ('nickname' in changes) tx.setMeta({ nickname: changes['nickname'] });
    return tx.append(events);
  });
}

/** Adds text to a narrative section of profile.md (never rewriting what is there). */
export function appendProfileSection(
  ctx: Ctx,
  slug: string,
  section: string,
  text: string,
): Promise<WriteResult<void>> {
  return mutate(ctx, slug, (tx) => {
    const doc = readProfile(tx.folder);
    if (!doc.exists) throw refused({ field: '', kind: 'place', problem: 'no-profile', value: slug }, { remedy: { kind: 'upgrade', slug } });
    const body = appendToSection(doc.body, section, text);
    assertOnlyGrows(doc.body, body, tx.folder.path('profile'));
    const content = doc.hasFrontmatter ? renderProfile(doc.fields, body) : body;
    tx.write(tx.folder.path('profile'), content, 'profile.md');
  });
}

/**
 * Replaces the narrative with a longer one. Refused when any existing text would
 * change or disappear: the body of profile.md only grows (SPEC 3.2).
 */
export function updateProfileBody(ctx: Ctx, slug: string, body: string): Promise<WriteResult<void>> {
  return mutate(ctx, slug, (tx) => {
    const doc = readProfile(tx.folder);
    if (!doc.exists) throw refused({ field: '', kind: 'place', problem: 'no-profile', value: slug }, { remedy: { kind: 'upgrade', slug } });
    const next = body.replace(/\r\n/g, '\n');
    assertOnlyGrows(doc.body, next, tx.folder.path('profile'));
    if (next === doc.body) return;
    tx.write(tx.folder.path('profile'), doc.hasFrontmatter ? renderProfile(doc.fields, next) : next, 'profile.md');
  });
}

/** Writes today's snapshot (replacing an earlier one of the same day) and records it in meta. */
export async function takeSnapshot(ctx: Ctx, slug: string): Promise<string> {
  // Asked for by name, today's snapshot is written (replaced) in one write; `last_snapshot` still never moves back.
  const { result } = await mutate(ctx, slug, (tx) => tx.folder.sub('snapshots', `${localDate(tx.now)}.json`), { snapshot: 'always' });
  return result;
}
