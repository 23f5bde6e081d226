import type { Command } from 'commander';
import { ArchiveError, ArchivePartialError } from '../model/archive.js';
import { InputError, SimpError } from '../model/errors.js';
import { envOf, say, type Env } from './env.js';
import { printJson, warn } from './io.js';
import { askPassphrase } from './passphrase.js';
import { VERSION } from './version.js';

/** `simp backup --archive` and `simp restore`: whole-folder archives (src/flows/folder-archive.ts). */

/** Runs `fn`, saying an archive refusal in the verb's language with its exit code (2, or 1 for a failure after a partial restore). */
async function inOwnWords<T>(env: Env, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ArchiveError) throw new InputError(env.m.cli.archive.problem(err.problem));
    if (err instanceof ArchivePartialError) throw new SimpError(env.m.cli.archive.problem(err.problem), err.kind);
    throw err;
  }
}

export interface ArchiveOptions {
  all?: boolean;
  archive?: string;
  encrypt?: boolean;
}

/** `simp backup <slug> --archive FILE`, `simp backup --all --archive FILE` (plain `backup <slug>` stays in actions-admin). */
export async function backupArchive(slug: string | undefined, o: ArchiveOptions, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { runArchiveBackup } = await import('../flows/folder-archive.js');
  const r = await inOwnWords(env, () =>
    runArchiveBackup(env.mem, { slug, all: o.all, out: o.archive, encrypt: o.encrypt, version: VERSION, passphrase: (confirm) => askPassphrase(env.m, confirm) }),
  );
  if (env.json) return printJson(r);
  say(env.m.cli.archive.written(r.path, r.crushes.map((c) => c.slug), r.files, r.bytes, r.size, r.encrypted));
  if (r.skipped.length > 0) warn([env.m.cli.archive.skipped(r.skipped)]);
}

/** `simp restore FILE [--slug S] [--dry-run] [--force]`. */
export async function restore(file: string, o: { slug?: string; dryRun?: boolean; force?: boolean }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { runRestore } = await import('../flows/folder-archive.js');
  const r = await inOwnWords(env, () => runRestore(env.mem, { file, slug: o.slug, dryRun: o.dryRun, force: o.force, passphrase: (confirm) => askPassphrase(env.m, confirm) }));
  if (env.json) return printJson(r);
  const a = env.m.cli.archive;
  const lines = [a.verified(r.file, r.verified.files, r.verified.folders, r.verified.bytes, r.encrypted, r.created_at, r.simp_version)];
  if (r.dry_run) {
    lines.push(a.dryRun);
    for (const c of r.crushes) lines.push(c.action === 'replace' ? a.wouldReplace(c.slug, c.files, c.bytes, c.dir, r.trash) : a.wouldRestore(c.slug, c.files, c.bytes, c.dir));
  } else {
    for (const c of r.crushes) {
      lines.push(a.restored(c.slug, c.files, c.dir));
      if (c.trashed !== null) lines.push(a.replaced(c.trashed));
    }
  }
  say(lines);
}
