import { profileValueIssue } from '../../model/profile-rules.js';
import { issueText, type FieldIssue } from '../../model/field-issues.js';
import { closeSync, existsSync, renameSync, rmSync, readdirSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';
import { join } from 'node:path';
import { sweepDeadTemps, tempName } from '../io/temp-names.js';
import { folderError } from '../io/write-errors.js';
import { crushDir, validateSlug } from './paths.js';
import { InputError, refused } from '../../model/errors.js';
import { folderAt, readText, fileSize, assertBaseIsFolder, type Ctx, FILES } from './folder.js';
import { legacyFields } from './state.js';
import { rebuildState } from './ops-rebuild.js';
import { buildEventLine } from '../log/event-write.js';
import { countMarks } from './meta.js';
import { CORRECTED_AT_KEY, MODE_AT_KEY } from '../log/log-marks.js';
import { parseMarkdown, renderMarkdown, type FmFields } from '../formats/frontmatter.js';
import { readProfile } from './profile.js';
import { countEvents } from '../log/event-read.js';
import { makeDir, writeNewDurable } from '../io/atomic.js';
import { readConfig } from '../outside/home.js';
import { appendToSection } from './profile.js';
import { mutate, type Tx } from './mutate.js';
import { interactionMarks } from '../log/interactions.js';
import { dumpsPretty } from '../formats/pyjson.js';
import {
  KNOWLEDGE_EMPTY,
  SUB_FOLDERS,
  metaTemplate,
  profileFields,
  profileTemplate,
  stateTemplate,
  strategyTemplate,
} from '../formats/templates.js';
import { MODES, PLACEHOLDER, PERSONALITY_TYPES, STAGES } from '../../model/schemas.js';

export interface CreateInput {
  slug: string;
  nickname?: string;
  personality_type?: string;
  /** Further profile fields (gender, age, city, ...). */
  fields?: FmFields;
  /** Narrative to add under profile sections at creation (heading, text), as `section` would add it. */
  sections?: readonly (readonly [string, string])[];
  /** The pursuit mode it starts in (default: the config file's, else hybrid). */
  mode?: string;
}

/** Whether `slug` names no file or folder of the base and passes the folder rule. */
export function slugFree(base: string, slug: string): boolean {
  try {
    return !existsSync(crushDir(base, slug));
  } catch {
    return false;
  }
}

/**
 * Creates a crush folder with every file of the layout and a `profile_created`
 * event. The folder is built under a temporary name and renamed into place, so a
 * crash never leaves half a folder and two creators cannot both win.
 */
export function createCrush(ctx: Ctx, input: CreateInput): { slug: string; dir: string; files: string[] } {
  const slug = validateSlug(input.slug);
  assertBaseIsFolder(ctx.base);
  const dir = crushDir(ctx.base, slug);
  if (existsSync(dir)) throw refused({ field: 'slug', kind: 'exists', value: slug, base: ctx.base });
  const personality = input.personality_type;
  if (personality !== undefined && !(PERSONALITY_TYPES as readonly string[]).includes(personality)) {
    throw new InputError(`personality_type must be one of ${PERSONALITY_TYPES.join(', ')}`, [{ field: 'personality_type', kind: 'one-of', options: PERSONALITY_TYPES }]);
  }
  // The profile's field rules, as an edit of the same fields checks them.
  const issues = Object.entries(input.fields ?? {})
    .map(([field, value]) => profileValueIssue(field, value))
    .filter((i): i is FieldIssue => i !== null);
  if (issues.length > 0) throw new InputError(`profile.md: ${issues.map(issueText).join('; ')}`, issues, 'profile.md');
  const nickname = input.nickname?.trim() || PLACEHOLDER;
  const now = ctx.now();
  const given: FmFields = { ...(input.fields ?? {}), nickname };
  if (personality) given['personality_type'] = personality;
  const profile = (input.sections ?? []).reduce((text, [heading, addition]) => appendToSection(text, heading, addition), profileTemplate(slug, now, given));
  const fields = profileFields(slug, now, given);
  const created = buildEventLine(
    slug,
    'profile_created',
    { nickname, personality_type: String(fields['personality_type']) },
    now,
  );
  // A new crush starts in the config file's mode (default hybrid).
  if (input.mode !== undefined && !(MODES as readonly string[]).includes(input.mode)) {
    throw new InputError(`mode must be one of ${MODES.join(', ')}`, [{ field: 'mode', kind: 'one-of', options: MODES }]);
  }
  const mode = input.mode ?? readConfig().mode ?? 'hybrid';
  makeDir(ctx.base);
  sweepDeadTemps(ctx.base, readdirSync(ctx.base));
  const tmp = join(ctx.base, tempName(slug));
  try {
    for (const sub of SUB_FOLDERS) makeDir(join(tmp, sub));
    // Each file is durable before the folder is renamed into place.
    writeNewDurable(join(tmp, FILES.profile), profile);
    writeNewDurable(join(tmp, FILES.state), stateTemplate(now, mode));
    writeNewDurable(join(tmp, FILES.strategy), strategyTemplate(now));
    writeNewDurable(join(tmp, FILES.events), created.line);
    writeNewDurable(join(tmp, FILES.interactions), '');
    writeNewDurable(join(tmp, FILES.knowledge), KNOWLEDGE_EMPTY);
    const meta = { ...metaTemplate(slug, nickname, now, mode), ...countMarks(1, Buffer.byteLength(created.line)), [MODE_AT_KEY]: null, [CORRECTED_AT_KEY]: null };
    writeNewDurable(join(tmp, FILES.meta), dumpsPretty(meta));
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (existsSync(dir) && (err as NodeJS.ErrnoException).code !== undefined) {
      throw refused({ field: 'slug', kind: 'exists', value: slug, base: ctx.base });
    }
    // The half-built folder is gone: nothing was created, said as such (a full disk, a read-only folder).
    throw folderError(ctx.base, err);
  }
  return { slug, dir, files: Object.values(FILES) };
}

/**
 * Brings an older folder up to the current layout, in one write under its lock:
 * adds the files and sub-folders it lacks and the meta.json keys it lacks, gives a
 * profile without front matter one, and recounts meta.json's events and
 * interactions. Existing text and values are never changed.
 */
export async function upgradeCrush(ctx: Ctx, slug: string): Promise<string[]> {
  const { result } = await mutate(
    ctx,
    slug,
    async (tx) => {
      const folder = tx.folder;
      const done: string[] = [];
      const now = tx.now;
      // Read and check every existing file before staging anything.
      const profile = readProfile(folder);
      const stateText = readText(folder.path('state'));
      if (stateText !== null) parseMarkdown(stateText, folder.path('state'));
      const nickname =
        typeof profile.fields['nickname'] === 'string' && profile.fields['nickname'] ? profile.fields['nickname'] : slug;
      if (!profile.exists) {
        tx.write(folder.path('profile'), profileTemplate(slug, now, { nickname }), 'profile.md');
        done.push('profile.md: created');
      } else if (!profile.hasFrontmatter) {
        const body = readText(folder.path('profile')) ?? '';
        const fields = profileFields(slug, now, { nickname });
        tx.write(folder.path('profile'), renderMarkdown(fields, body.startsWith('\n') ? body : `\n${body}`), 'profile.md');
        done.push('profile.md: front matter added, narrative kept');
      }
      if (stateText === null) {
        // An older folder kept stage, score and mode in meta.json: they stay "now".
        const legacy = legacyFields(folder);
        const template = parseMarkdown(stateTemplate(now), 'state.md');
        tx.write(folder.path('state'), renderMarkdown({ ...template.fields, ...legacy }, template.body), 'state.md');
        done.push(Object.keys(legacy).length > 0 ? 'state.md: created with the stage, score and mode meta.json had' : 'state.md: created');
        done.push(...(await recordLegacy(ctx, tx, legacy)));
      }
      // events.jsonl is only ever appended to: a missing one is made by the first append (an
      // older meta.json's stage and score recorded just above), else created empty.
      if (!fileThere(folder.path('events')) && !tx.changed.has('events.jsonl')) {
        tx.ensureFile(folder.path('events'));
        done.push('events.jsonl: created');
      }
      for (const [key, content] of [
        ['strategy', strategyTemplate(now)],
        ['interactions', ''],
        ['knowledge', KNOWLEDGE_EMPTY],
      ] as const) {
        if (!fileThere(folder.path(key))) {
          tx.write(folder.path(key), content, FILES[key]);
          done.push(`${FILES[key]}: created`);
        }
      }
      for (const sub of SUB_FOLDERS) tx.ensureDir(folder.sub(...sub.split('/')));
      const template = metaTemplate(slug, nickname, now);
      const interactions = await interactionMarks(folder);
      if (!tx.meta) {
        tx.replaceMeta({ ...template, ...interactions });
        done.push('meta.json: created');
      } else {
        const raw = tx.meta.raw;
        const fix: Record<string, unknown> = {};
        for (const k of Object.keys(template)) if (!(k in raw)) fix[k] = template[k];
        for (const [k, v] of Object.entries(interactions)) if (raw[k] !== v) fix[k] = v;
        // The event count is the write's own: recounted from the log as every write does.
        const count = await countEvents(folder.path('events'), 0, fileSize(folder.path('events')));
        if (raw['event_count'] !== count) fix['event_count'] = count;
        if (Object.keys(fix).length > 0) {
          tx.setMeta(fix);
          done.push(`meta.json: ${Object.keys(fix).join(', ')} filled in`);
        }
      }
      return done;
    },
    { snapshot: false, recount: true },
  );
  return result;
}

/**
 * Logs the stage and score an older meta.json held as events, when the log does
 * not already imply them, so `rebuild` (ours and the reference's) agrees with
 * the files after an upgrade.
 */
async function recordLegacy(ctx: Ctx, tx: Tx, legacy: FmFields): Promise<string[]> {
  const { state } = await rebuildState(ctx, tx.folder.slug);
  const stage = typeof legacy['current_stage'] === 'string' && (STAGES as readonly string[]).includes(legacy['current_stage']) ? legacy['current_stage'] : null;
  const score = typeof legacy['signal_score'] === 'number' ? legacy['signal_score'] : null;
  const events: { type: string; data: Record<string, unknown> }[] = [];
  const from = (STAGES as readonly string[]).includes(state.current_stage) ? state.current_stage : '未知';
  if (stage !== null && stage !== '未知' && stage !== state.current_stage) {
    events.push({ type: 'stage_changed', data: { from, to: stage, trigger: '升级旧档案：沿用 meta.json 中的阶段' } });
  }
  if (score !== null && score !== state.signal_score) {
    events.push({ type: 'analysis_done', data: { score, stage: stage ?? from, summary: '升级旧档案：沿用 meta.json 中的评分', source: 'upgrade' } });
  }
  if (events.length === 0) return [];
  tx.append(events);
  return [`events.jsonl: ${events.map((e) => e.type).join(', ')} recorded from meta.json, so rebuild agrees`];
}

export { crushFolderNames } from './folder-names.js';

export { folderAt };

/** Whether a file is there, opened as a regular file (a FIFO or device refused) and not read: a log of any size costs nothing here. */
function fileThere(path: string): boolean {
  let fd: number;
  try {
    fd = openRegular(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  closeSync(fd);
  return true;
}
