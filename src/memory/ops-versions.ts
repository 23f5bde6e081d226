import { existsSync, readdirSync } from 'node:fs';
import { nextVersion, prepareVersion, VERSIONED, versionsDir } from './version-files.js';
import { openFolder, readJson, fileSize, type Ctx, type Folder } from './folder.js';
import { readMeta, writeMeta, mergeMeta, countMarks } from './meta.js';
import { countEvents } from './event-read.js';
import { withFolderLock } from './lock.js';
import { appendDurable, writeFileAtomic } from './atomic.js';
import { eventBlock } from './event-write.js';
import { buildEventLine } from './event-check.js';
import { readText } from './folder.js';
import { dumpsPretty } from './pyjson.js';
import { NotFoundError, InputError } from '../model/errors.js';
import { parseMarkdown } from './frontmatter.js';
import { MetaSchema, StateFieldsSchema, describeZodError } from '../model/schemas.js';
import { localIso } from '../model/time.js';

export interface VersionInfo {
  name: string;
  stage: string | null;
  score: number | null;
}

/** Saves the folder's four files as a version now and returns its name. */
export function saveVersion(folder: Folder, current: string, now: Date): string {
  const p = prepareVersion(folder, current, now);
  try {
    p.commit();
  } catch (err) {
    p.abort();
    throw err;
  }
  return p.name;
}

/** The version after `current` (v1 → v2). */

function backupLocked(ctx: Ctx, folder: Folder): string {
  const meta = readMeta(folder);
  const current = meta?.meta.version ?? 'v1';
  const name = saveVersion(folder, current, ctx.now());
  if (meta) writeMeta(folder, mergeMeta(meta.raw, { version: nextVersion(current), updated_at: localIso(ctx.now()) }));
  return name;
}

/** Copies profile, state, strategy and meta into versions/{version}_{stamp}/ and bumps the version. */
export async function backupCrush(ctx: Ctx, slug: string): Promise<{ name: string; version: string }> {
  const folder = openFolder(ctx, slug);
  return withFolderLock(folder.dir, () => {
    const name = backupLocked(ctx, folder);
    return { name, version: readMeta(folder)?.meta.version ?? 'v1' };
  }, ctx.lock);
}

export function listVersions(ctx: Ctx, slug: string): VersionInfo[] {
  const folder = openFolder(ctx, slug);
  const dir = versionsDir(folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      let stage: string | null = null;
      let score: number | null = null;
      try {
        const meta = readJson(folder.sub('versions', name, 'meta.json')) as Record<string, unknown> | null;
        if (meta && typeof meta['current_stage'] === 'string') stage = meta['current_stage'];
        if (meta && typeof meta['signal_score'] === 'number') score = meta['signal_score'];
      } catch {
        // A damaged copy is still listed; restoring it reports the problem.
      }
      return { name, stage, score };
    });
}

/** The version a name means: the exact folder, or the newest whose name starts with `{name}_`. */
export function resolveVersion(versions: readonly VersionInfo[], wanted: string): string | null {
  if (versions.some((v) => v.name === wanted)) return wanted;
  const matching = versions.filter((v) => v.name.startsWith(`${wanted}_`)).map((v) => v.name);
  return matching.sort().at(-1) ?? null;
}

/**
 * Restores profile, state, strategy and meta from a version, after backing up the
 * current files. events.jsonl is history: nothing in it is undone, and one
 * `version_restored` event is added as the rollback's trace; `event_count` is
 * recounted, and the version number keeps counting up.
 */
export async function rollbackCrush(ctx: Ctx, slug: string, wanted: string): Promise<{ restored: string; backup: string; files: string[] }> {
  const folder = openFolder(ctx, slug);
  if (!wanted.trim()) throw new InputError('--version is required', [], '', { kind: 'versions', slug });
  return withFolderLock(folder.dir, async () => {
    const versions = listVersions(ctx, slug);
    const target = resolveVersion(versions, wanted);
    if (!target) {
      const names = versions.map((v) => v.name).join(', ') || 'none';
      throw new NotFoundError(`version "${wanted}" not found for ${slug}; available: ${names}`);
    }
    // Every copy is read and checked before anything is backed up or replaced.
    const copies = readVersionCopies(folder, target);
    const restoredMeta = copies.meta;
    const backup = backupLocked(ctx, folder);
    const bumped = readMeta(folder)?.meta.version;
    for (const [file, text] of copies.texts) writeFileAtomic(folder.sub(file), text);
    // The rollback's trace in the history: the log itself is never rewritten, only added to.
    const events = folder.path('events');
    const restoredFiles = [...copies.texts.map(([file]) => file), ...(restoredMeta ? ['meta.json'] : [])];
    const trace = buildEventLine(folder.slug, 'version_restored', { version: target, backup, files: restoredFiles }, ctx.now());
    appendDurable(events, eventBlock(events, fileSize(events), [trace.line]));
    const base = restoredMeta ?? readMeta(folder)?.raw;
    if (base) {
      const size = fileSize(events);
      writeMeta(
        folder,
        mergeMeta(base, {
          version: bumped ?? base['version'] ?? 'v1',
          ...countMarks(await countEvents(events, 0, size), size),
          updated_at: localIso(ctx.now()),
        }),
      );
    }
    return { restored: target, backup, files: restoredFiles };
  }, ctx.lock);
}

/** The files of a version, parsed and validated like live ones, so a broken copy is refused whole. */
function readVersionCopies(folder: Folder, target: string): { meta: Record<string, unknown> | null; texts: [string, string][] } {
  const texts: [string, string][] = [];
  for (const file of ['profile.md', 'state.md', 'strategy.md'] as const) {
    const path = folder.sub('versions', target, file);
    const text = readText(path);
    if (text === null) continue;
    if (file !== 'strategy.md') {
      const parsed = parseMarkdown(text, path);
      if (file === 'state.md') {
        const check = StateFieldsSchema.safeParse(parsed.fields);
        if (!check.success) throw new InputError(`${path}: ${describeZodError(check.error)}`);
      }
    }
    texts.push([file, text]);
  }
  const metaPath = folder.sub('versions', target, 'meta.json');
  const meta = readJson(metaPath);
  if (meta !== null) {
    if (typeof meta !== 'object' || Array.isArray(meta)) throw new InputError(`${metaPath}: expected a JSON object`);
    const check = MetaSchema.safeParse({ slug: folder.slug, ...meta });
    if (!check.success) throw new InputError(`${metaPath}: ${describeZodError(check.error)}`);
  }
  return { meta: meta as Record<string, unknown> | null, texts };
}

/** One versioned file as it is now and as a version has it (null where absent), for showing a rollback before it happens. */
export interface VersionFile {
  file: (typeof VERSIONED)[number];
  now: string | null;
  then: string | null;
}

/** The files a rollback to `wanted` would replace, now and then; nothing is written. */
export function compareVersion(ctx: Ctx, slug: string, wanted: string): { version: string; files: VersionFile[] } {
  const folder = openFolder(ctx, slug);
  const target = resolveVersion(listVersions(ctx, slug), wanted);
  if (!target) throw new NotFoundError(`version "${wanted}" not found for ${slug}`);
  const read = (path: string, file: string) => {
    const text = readText(path);
    return text !== null && file === 'meta.json' ? withoutDerived(text) : text;
  };
  return {
    version: target,
    files: VERSIONED.map((file) => ({ file, now: read(folder.sub(file), file), then: read(folder.sub('versions', target, file), file) })),
  };
}

/**
 * meta.json without what a rollback sets afresh rather than restores (the
 * version keeps counting up, the counts come from the log, the time is now),
 * so the comparison shows only what comes back.
 */
function withoutDerived(text: string): string {
  try {
    const meta = JSON.parse(text) as unknown;
    if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return text;
    const derived = new Set(['version', 'updated_at', ...Object.keys(countMarks(0, 0))]);
    return dumpsPretty(Object.fromEntries(Object.entries(meta).filter(([k]) => !derived.has(k))));
  } catch {
    return text;
  }
}
