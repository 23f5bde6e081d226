import { existsSync, mkdirSync, renameSync, rmSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { crushDir, validateSlug } from './paths.js';
import { InputError } from './errors.js';
import { folderAt, openFolder, readText, fileSize, assertBaseIsFolder, type Ctx, FILES } from './folder.js';
import { buildEventLine } from './event-write.js';
import { readMeta, writeMeta, mergeMeta, EVENTS_BYTES_KEY } from './meta.js';
import { parseMarkdown, renderMarkdown, type FmFields } from './frontmatter.js';
import { readProfile } from './profile.js';
import { countEvents } from './event-read.js';
import { writeFileAtomic, writeNewDurable } from './atomic.js';
import { withFolderLock } from './lock.js';
import { dumpsPretty } from './pyjson.js';
import {
  KNOWLEDGE_EMPTY,
  SUB_FOLDERS,
  metaTemplate,
  profileFields,
  profileTemplate,
  stateTemplate,
  strategyTemplate,
} from './templates.js';
import { PLACEHOLDER, PERSONALITY_TYPES } from './schemas.js';

export interface CreateInput {
  slug: string;
  nickname?: string;
  personality_type?: string;
  /** Further profile fields (gender, age, city, ...). */
  fields?: FmFields;
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
  if (existsSync(dir)) throw new InputError(`${slug} already exists in ${ctx.base}`);
  const personality = input.personality_type;
  if (personality !== undefined && !(PERSONALITY_TYPES as readonly string[]).includes(personality)) {
    throw new InputError(`personality_type must be one of ${PERSONALITY_TYPES.join(', ')}`);
  }
  const nickname = input.nickname?.trim() || PLACEHOLDER;
  const now = ctx.now();
  const given: FmFields = { ...(input.fields ?? {}), nickname };
  if (personality) given['personality_type'] = personality;
  const profile = profileTemplate(slug, now, given);
  const fields = profileFields(slug, now, given);
  const created = buildEventLine(
    slug,
    'profile_created',
    { nickname, personality_type: String(fields['personality_type']) },
    now,
  );
  mkdirSync(ctx.base, { recursive: true });
  const tmp = join(ctx.base, `.${slug}.creating-${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    for (const sub of SUB_FOLDERS) mkdirSync(join(tmp, sub), { recursive: true });
    // Each file is durable before the folder is renamed into place.
    writeNewDurable(join(tmp, FILES.profile), profile);
    writeNewDurable(join(tmp, FILES.state), stateTemplate(now));
    writeNewDurable(join(tmp, FILES.strategy), strategyTemplate(now));
    writeNewDurable(join(tmp, FILES.events), created.line);
    writeNewDurable(join(tmp, FILES.interactions), '');
    writeNewDurable(join(tmp, FILES.knowledge), KNOWLEDGE_EMPTY);
    const meta = {
      ...metaTemplate(slug, nickname, now),
      event_count: 1,
      [EVENTS_BYTES_KEY]: Buffer.byteLength(created.line),
    };
    writeNewDurable(join(tmp, FILES.meta), dumpsPretty(meta));
    renameSync(tmp, dir);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (existsSync(dir) && (err as NodeJS.ErrnoException).code !== undefined) {
      throw new InputError(`${slug} already exists in ${ctx.base}`);
    }
    throw err;
  }
  return { slug, dir, files: Object.values(FILES) };
}

/**
 * Brings an older folder up to the current layout: adds the files it lacks and
 * the meta.json keys it lacks, and gives a profile without front matter one.
 * Existing text and values are never changed.
 */
export async function upgradeCrush(ctx: Ctx, slug: string): Promise<string[]> {
  const folder = openFolder(ctx, slug);
  return withFolderLock(folder.dir, async () => {
    const done: string[] = [];
    const now = ctx.now();
    // Read and check every existing file before changing any of them.
    const profile = readProfile(folder);
    const stateText = readText(folder.path('state'));
    if (stateText !== null) parseMarkdown(stateText, folder.path('state'));
    readMeta(folder);
    const nickname =
      typeof profile.fields['nickname'] === 'string' && profile.fields['nickname'] ? profile.fields['nickname'] : slug;
    if (!profile.exists) {
      writeFileAtomic(folder.path('profile'), profileTemplate(slug, now, { nickname }));
      done.push('profile.md: created');
    } else if (!profile.hasFrontmatter) {
      const body = readText(folder.path('profile')) ?? '';
      const fields = profileFields(slug, now, { nickname });
      writeFileAtomic(folder.path('profile'), renderMarkdown(fields, body.startsWith('\n') ? body : `\n${body}`));
      done.push('profile.md: front matter added, narrative kept');
    }
    if (stateText === null) {
      writeFileAtomic(folder.path('state'), stateTemplate(now));
      done.push('state.md: created');
    }
    for (const [key, content] of [
      ['strategy', strategyTemplate(now)],
      ['events', ''],
      ['interactions', ''],
      ['knowledge', KNOWLEDGE_EMPTY],
    ] as const) {
      if (readText(folder.path(key)) === null) {
        writeFileAtomic(folder.path(key), content);
        done.push(`${FILES[key]}: created`);
      }
    }
    for (const sub of SUB_FOLDERS) {
      if (!existsSync(folder.sub(...sub.split('/')))) mkdirSync(folder.sub(...sub.split('/')), { recursive: true });
    }
    const meta = readMeta(folder);
    const template = metaTemplate(slug, nickname, now);
    const count = await countEvents(folder.path('events'));
    const size = fileSize(folder.path('events'));
    if (!meta) {
      writeMeta(folder, { ...template, event_count: count, [EVENTS_BYTES_KEY]: size });
      done.push('meta.json: created');
    } else {
      const missing = Object.keys(template).filter((k) => !(k in meta.raw));
      const fix: Record<string, unknown> = {};
      for (const k of missing) fix[k] = k === 'event_count' ? count : template[k];
      if (meta.raw['event_count'] !== count) fix['event_count'] = count;
      if (Object.keys(fix).length > 0) {
        writeMeta(folder, mergeMeta(meta.raw, { ...fix, [EVENTS_BYTES_KEY]: size }));
        done.push(`meta.json: ${Object.keys(fix).join(', ')} filled in`);
      }
    }
    return done;
  });
}

/** Folder names under the base that look like crushes (hidden and temporary ones skipped). */
export function crushFolderNames(base: string): string[] {
  if (!existsSync(base)) return [];
  assertBaseIsFolder(base);
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

export { folderAt };
