import { join } from 'node:path';
import type { Memory } from '../memory/index.js';
import { ArchiveError, ArchivePartialError, type ManifestCrush } from '../model/archive.js';
import { SimpError } from '../model/errors.js';
import { newSealKey } from '../memory/outside/archive-crypto.js';
import { archivableCrushes, archiveTarget, checkArchivable, writeArchive, type ArchiveWritten } from '../memory/outside/archive-write.js';
import { openArchive, unlockArchive, verifyArchive } from '../memory/outside/archive-read.js';
import { crushPlace, stageRestore } from '../memory/outside/archive-extract.js';
import { TRASH } from '../memory/crush/ops-move.js';

/**
 * Whole-folder backup and restore: one archive file of every file of some
 * crushes, and the way back, which checks everything before it writes
 * anything and never writes over a crush (--force moves it to .trash/ first,
 * as `simp delete` does).
 */

/** Asks for the passphrase (`confirm`: twice, for a new archive). Called only when one is needed. */
export type AskPassphrase = (confirm: boolean) => Promise<string>;

export interface ArchiveBackupInput {
  slug?: string;
  all?: boolean;
  /** The archive file (--archive). */
  out?: string;
  encrypt?: boolean;
  /** The simp that writes it, for the manifest. */
  version: string;
  passphrase: AskPassphrase;
}

const usage = (what: 'target' | 'both' | 'all-needs-archive' | 'encrypt-needs-archive') => new ArchiveError({ kind: 'usage', what });

/**
 * `simp backup <slug> --archive FILE` / `--all`: what to archive and where are
 * checked first, then the passphrase is asked (before any lock is taken), then
 * the archive is written whole or not at all.
 */
export async function runArchiveBackup(mem: Memory, o: ArchiveBackupInput): Promise<ArchiveWritten> {
  if (o.all && o.slug !== undefined) throw usage('both');
  if (o.out === undefined) throw usage(o.all ? 'all-needs-archive' : 'encrypt-needs-archive');
  if (!o.all && o.slug === undefined) throw usage('target');
  archiveTarget(mem.ctx, o.out);
  let slugs: string[];
  let skipped: string[] = [];
  if (o.all) {
    ({ slugs, skipped } = archivableCrushes(mem.ctx));
    if (slugs.length === 0) throw new ArchiveError({ kind: 'no-crushes', base: mem.base });
  } else {
    checkArchivable(mem.ctx, o.slug as string);
    slugs = [o.slug as string];
  }
  const key = o.encrypt ? await newSealKey(await o.passphrase(true)) : null;
  const written = await writeArchive(mem.ctx, { slugs, out: o.out, simpVersion: o.version, key });
  return { ...written, skipped: [...skipped, ...written.skipped] };
}

export interface RestoreInput {
  file: string;
  slug?: string;
  dryRun?: boolean;
  force?: boolean;
  passphrase: AskPassphrase;
}

/** One crush of a restore: put into an empty place, or replacing a folder that first went to .trash/. */
export interface RestoredCrush {
  slug: string;
  action: 'restore' | 'replace';
  files: number;
  bytes: number;
  dir: string;
  /** Where the folder that was there went (null: there was none, or a dry run). */
  trashed: string | null;
}

export interface RestoreOutcome {
  file: string;
  encrypted: boolean;
  dry_run: boolean;
  created_at: string;
  simp_version: string;
  /** What was checked: every entry of the archive, whichever crushes are restored. */
  verified: { files: number; folders: number; bytes: number };
  crushes: RestoredCrush[];
  /** The base's trash folder, where replaced crushes go. */
  trash: string;
}

/** The crushes asked for, or an ArchiveError naming what the archive holds. */
function choose(crushes: readonly ManifestCrush[], slug: string | undefined): ManifestCrush[] {
  if (slug === undefined) return [...crushes];
  const found = crushes.filter((c) => c.slug === slug);
  if (found.length === 0) throw new ArchiveError({ kind: 'not-in-archive', slug, slugs: crushes.map((c) => c.slug) });
  return found;
}

/**
 * `simp restore FILE`: the archive is read once to check every entry, hash and
 * the manifest (a wrong passphrase refused before that); then each crush's
 * place is checked (an existing crush is refused unless `force`); a dry run
 * stops there. Otherwise the crushes are extracted into temp folders inside the
 * base (the archive read again, every file hashed again), and only then is an
 * existing folder moved to .trash/ and the new one renamed into its place.
 */
export async function runRestore(mem: Memory, o: RestoreInput): Promise<RestoreOutcome> {
  const file = openArchive(o.file);
  const key = file.encrypted ? await unlockArchive(file, await o.passphrase(false)) : null;
  const archive = await verifyArchive(file, key);
  const { manifest } = archive;
  const chosen = choose(manifest.crushes, o.slug);
  const places = chosen.map((c) => ({ crush: c, place: crushPlace(mem.ctx, c.slug) }));
  const blocked = places.find((p) => p.place === 'other');
  if (blocked) throw new ArchiveError({ kind: 'not-a-folder', path: join(mem.base, blocked.crush.slug) });
  const existing = places.filter((p) => p.place === 'folder').map((p) => p.crush.slug);
  if (existing.length > 0 && !o.force) throw new ArchiveError({ kind: 'exists', slugs: existing });
  const crushes: RestoredCrush[] = chosen.map((c) => ({
    slug: c.slug,
    action: existing.includes(c.slug) ? 'replace' : 'restore',
    files: c.files,
    bytes: c.bytes,
    dir: join(mem.base, c.slug),
    trashed: null,
  }));
  const outcome: RestoreOutcome = {
    file: file.path,
    encrypted: file.encrypted,
    dry_run: Boolean(o.dryRun),
    created_at: manifest.created_at,
    simp_version: manifest.simp_version,
    verified: { files: manifest.files.length, folders: manifest.folders.length, bytes: manifest.files.reduce((n, f) => n + f.size, 0) },
    crushes,
    trash: join(mem.base, TRASH),
  };
  if (o.dryRun) return outcome;
  const staged = await stageRestore(mem.ctx, archive, chosen.map((c) => c.slug));
  const done: string[] = [];
  for (const c of crushes) {
    try {
      if (c.action === 'replace') c.trashed = await mem.trash(c.slug);
      staged.commit(c.slug);
      done.push(c.slug);
    } catch (err) {
      staged.abort();
      if (done.length === 0 && c.trashed === null) throw err;
      const kind = err instanceof SimpError ? err.kind : 'failure';
      throw new ArchivePartialError({ kind: 'partial', done, failed: c.slug, reason: err instanceof Error ? err.message : String(err), moved: c.trashed }, kind);
    }
  }
  return outcome;
}
