import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, type Manifest, type ManifestCrush, type ManifestFile, type ManifestFolder } from '../../model/archive.js';
import { unsafeName } from './archive-paths.js';
import { SLUG_PATTERN } from '../crush/paths.js';

/** What one entry of the archive held, as read (its content hashed on the way). */
export type SeenEntry = { type: 'file'; size: number; mode: string; sha256: string } | { type: 'dir'; mode: string };

const MODE = /^0[0-7]{3}$/;
const SHA256 = /^[0-9a-f]{64}$/;

const bad = (field: string): never => {
  throw new ArchiveError({ kind: 'bad-manifest', field });
};

function record(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) bad(field);
  return value as Record<string, unknown>;
}

function list(obj: Record<string, unknown>, key: string): unknown[] {
  const value = obj[key];
  if (!Array.isArray(value)) bad(key);
  return value as unknown[];
}

const count = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/** A path of the manifest: safe by the same rules as an entry (an unsafe one is named as the entry it would be). */
function safePath(value: unknown, field: string): string {
  if (typeof value !== 'string') bad(field);
  const why = unsafeName(value as string);
  if (why !== null) throw new ArchiveError({ kind: 'unsafe-entry', entry: value as string, why });
  return value as string;
}

/**
 * The manifest, checked field by field: what simp writes and nothing it could
 * not restore safely. A format or version other than this simp's is refused as
 * unsupported; anything else wrong names its field (`files[3].sha256`).
 */
export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    bad('manifest.json');
  }
  const obj = record(raw, 'manifest.json');
  if (obj['format'] !== ARCHIVE_FORMAT || obj['version'] !== ARCHIVE_VERSION) {
    throw new ArchiveError({ kind: 'unsupported', format: String(obj['format']), version: String(obj['version']) });
  }
  if (typeof obj['created_at'] !== 'string') bad('created_at');
  if (typeof obj['simp_version'] !== 'string') bad('simp_version');
  const crushes: ManifestCrush[] = list(obj, 'crushes').map((c, i) => {
    const o = record(c, `crushes[${i}]`);
    if (typeof o['slug'] !== 'string' || !SLUG_PATTERN.test(o['slug'])) bad(`crushes[${i}].slug`);
    if (!count(o['files'])) bad(`crushes[${i}].files`);
    if (!count(o['bytes'])) bad(`crushes[${i}].bytes`);
    return { slug: o['slug'] as string, files: o['files'] as number, bytes: o['bytes'] as number };
  });
  const slugs = new Set(crushes.map((c) => c.slug));
  if (slugs.size !== crushes.length) bad('crushes');
  const paths = new Set<string>();
  const owned = (path: string, field: string): void => {
    if (paths.has(path)) throw new ArchiveError({ kind: 'unsafe-entry', entry: path, why: 'duplicate' });
    paths.add(path);
    if (!slugs.has(path.split('/')[0] as string)) bad(field);
  };
  const folders: ManifestFolder[] = list(obj, 'folders').map((f, i) => {
    const o = record(f, `folders[${i}]`);
    const path = safePath(o['path'], `folders[${i}].path`);
    if (typeof o['mode'] !== 'string' || !MODE.test(o['mode'])) bad(`folders[${i}].mode`);
    owned(path, `folders[${i}].path`);
    return { path, mode: o['mode'] as string };
  });
  const folderSet = new Set(folders.map((f) => f.path));
  const files: ManifestFile[] = list(obj, 'files').map((f, i) => {
    const o = record(f, `files[${i}]`);
    const path = safePath(o['path'], `files[${i}].path`);
    if (!count(o['size'])) bad(`files[${i}].size`);
    if (typeof o['mode'] !== 'string' || !MODE.test(o['mode'])) bad(`files[${i}].mode`);
    if (typeof o['sha256'] !== 'string' || !SHA256.test(o['sha256'])) bad(`files[${i}].sha256`);
    owned(path, `files[${i}].path`);
    return { path, size: o['size'] as number, mode: o['mode'] as string, sha256: o['sha256'] as string };
  });
  // Every folder a path passes through is named (with its mode), the crush's own first of all.
  for (const [i, entry] of [...folders, ...files].entries()) {
    const parts = entry.path.split('/');
    for (let n = 1; n < parts.length; n += 1) {
      if (!folderSet.has(parts.slice(0, n).join('/'))) bad(i < folders.length ? `folders[${i}].path` : `files[${i - folders.length}].path`);
    }
  }
  crushes.forEach((c, i) => {
    if (!folderSet.has(c.slug)) bad(`crushes[${i}].slug`);
    const mine = files.filter((f) => f.path.startsWith(`${c.slug}/`));
    if (mine.length !== c.files) bad(`crushes[${i}].files`);
    if (mine.reduce((n, f) => n + f.size, 0) !== c.bytes) bad(`crushes[${i}].bytes`);
  });
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, created_at: obj['created_at'] as string, simp_version: obj['simp_version'] as string, crushes, folders, files };
}

/**
 * The manifest against what the archive holds: nothing missing, nothing extra,
 * every file's size, sha256 and mode and every folder's mode the same. Throws
 * an ArchiveError naming the first entry that differs, in the manifest's order.
 */
export function compareEntries(manifest: Manifest, seen: ReadonlyMap<string, SeenEntry>): void {
  for (const f of manifest.folders) {
    const s = seen.get(f.path);
    if (s?.type !== 'dir') throw new ArchiveError({ kind: 'missing', entry: f.path });
    if (s.mode !== f.mode) throw new ArchiveError({ kind: 'mismatch', entry: f.path, what: 'mode' });
  }
  for (const f of manifest.files) {
    const s = seen.get(f.path);
    if (s?.type !== 'file') throw new ArchiveError({ kind: 'missing', entry: f.path });
    if (s.size !== f.size) throw new ArchiveError({ kind: 'mismatch', entry: f.path, what: 'size' });
    if (s.sha256 !== f.sha256) throw new ArchiveError({ kind: 'mismatch', entry: f.path, what: 'sha256' });
    if (s.mode !== f.mode) throw new ArchiveError({ kind: 'mismatch', entry: f.path, what: 'mode' });
  }
  const named = new Set([...manifest.folders.map((f) => f.path), ...manifest.files.map((f) => f.path)]);
  for (const path of seen.keys()) if (!named.has(path)) throw new ArchiveError({ kind: 'extra', entry: path });
}
