import { existsSync, readdirSync } from 'node:fs';
import { nextVersion, prepareVersion, VERSIONED, versionsDir } from './version-files.js';
import { openFolder, readJson, type Ctx, type Folder } from './folder.js';
import { countMarks } from './meta.js';
import { CORRECTED_AT_KEY, MODE_AT_KEY } from '../log/log-marks.js';
import { mutate } from './mutate.js';
import { interactionMarks } from '../log/interactions.js';
import { parseKnowledgeText } from './knowledge.js';
import { readText } from './folder.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { NotFoundError, InputError, refused } from '../../model/errors.js';
import { issueText } from '../../model/field-issues.js';
import { parseMarkdown } from '../formats/frontmatter.js';
import { checkMeta, checkStateFields } from '../../model/meta-rules.js';

export interface VersionInfo {
  name: string;
  stage: string | null;
  score: number | null;
}

/**
 * Saves the folder's files as a version now and returns its name (a repair's own
 * save when its meta.json cannot say the version; everything else saves through a
 * write's `saveVersion`).
 */
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

/** Copies the folder's files into versions/{version}_{stamp}/ and bumps the version, in one write. */
export async function backupCrush(ctx: Ctx, slug: string): Promise<{ name: string; version: string }> {
  const { result } = await mutate(ctx, slug, (tx) => {
    const name = tx.saveVersion();
    return { name, version: nextVersion(tx.meta?.meta.version ?? 'v1') };
  }, { snapshot: false });
  return result;
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
  if (!wanted.trim()) throw new InputError('version: required', [{ field: 'version', kind: 'required' }], '', { kind: 'versions', slug });
  // One write: the current files saved, the version's put back, the trace appended and
  // meta.json recounted (events and interactions), all or nothing.
  const { result } = await mutate(ctx, slug, async (tx) => {
    const versions = listVersions(ctx, slug);
    const target = resolveVersion(versions, wanted);
    if (!target) throw noVersion(wanted, slug, versions.map((v) => v.name));
    // Every copy is read and checked before anything is saved or replaced.
    const copies = readVersionCopies(tx.folder, target);
    const backup = tx.saveVersion();
    for (const [file, text] of copies.texts) tx.write(tx.folder.sub(file), text, file);
    const restoredFiles = [...copies.texts.map(([file]) => file), ...(copies.meta ? ['meta.json'] : [])];
    // The rollback's trace in the history: the log itself is never rewritten, only added to.
    tx.append([{ type: 'version_restored', data: { version: target, backup, files: restoredFiles } }]);
    if (copies.meta) tx.replaceMeta(copies.meta);
    tx.setMeta(await interactionMarks(tx.folder));
    return { restored: target, backup, files: restoredFiles };
  }, { snapshot: false, recount: true });
  return result;
}

/** The files of a version, parsed and validated like live ones, so a broken copy is refused whole. */
function readVersionCopies(folder: Folder, target: string): { meta: Record<string, unknown> | null; texts: [string, string][] } {
  const texts: [string, string][] = [];
  for (const file of ['profile.md', 'state.md', 'strategy.md', 'knowledge.json'] as const) {
    const path = folder.sub('versions', target, file);
    const text = readText(path);
    if (text === null) continue;
    if (file === 'knowledge.json') parseKnowledgeText(text, path, folder.slug);
    else if (file !== 'strategy.md') {
      const parsed = parseMarkdown(text, path);
      if (file === 'state.md') {
        const check = checkStateFields(parsed.fields);
        if (!check.ok) throw refused(check.issues, { scope: path });
      }
    }
    texts.push([file, text]);
  }
  const metaPath = folder.sub('versions', target, 'meta.json');
  const meta = readJson(metaPath);
  if (meta !== null) {
    if (typeof meta !== 'object' || Array.isArray(meta)) throw refused({ field: '', kind: 'json', object: true }, { scope: metaPath });
    const check = checkMeta(meta as Record<string, unknown>, folder.slug);
    if (!check.ok) throw refused(check.issues, { scope: metaPath });
  }
  return { meta: meta as Record<string, unknown> | null, texts };
}

/** One versioned file as it is now and as a version has it (null where absent), for showing a rollback before it happens. */
export interface VersionFile {
  file: (typeof VERSIONED)[number];
  now: string | null;
  then: string | null;
}

function noVersion(value: string, slug: string, available: readonly string[]): NotFoundError {
  const issue = { field: 'version', kind: 'no-version', value, slug, available } as const;
  return new NotFoundError(issueText(issue), null, [issue]);
}

/** The files a rollback to `wanted` would replace, now and then; nothing is written. */
export function compareVersion(ctx: Ctx, slug: string, wanted: string): { version: string; files: VersionFile[] } {
  const folder = openFolder(ctx, slug);
  const target = resolveVersion(listVersions(ctx, slug), wanted);
  if (!target) throw noVersion(wanted, slug, listVersions(ctx, slug).map((v) => v.name));
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
    const derived = new Set(['version', 'updated_at', ...Object.keys(countMarks(0, 0)), MODE_AT_KEY, CORRECTED_AT_KEY]);
    return dumpsPretty(Object.fromEntries(Object.entries(meta).filter(([k]) => !derived.has(k))));
  } catch {
    return text;
  }
}
