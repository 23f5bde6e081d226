import { InputError, SimpError, type ErrorKind } from './errors.js';

/**
 * The contract of a whole-folder archive (`simp backup --archive`, `simp restore`):
 * a gzip'd tar holding every file of each crush folder under `<slug>/`, and
 * `manifest.json` at its root naming every folder and file with its size,
 * permission bits and sha256. An encrypted archive is that same gzip'd tar,
 * sealed with AES-256-GCM under a key scrypt derives from a passphrase, behind
 * a small header (see src/memory/outside/archive-crypto.ts).
 */
export const ARCHIVE_FORMAT = 'simp-archive';
/** The manifest's `version`: a restore refuses any other (a newer simp wrote it). */
export const ARCHIVE_VERSION = 1;
/** The manifest's entry name, at the archive's root. */
export const MANIFEST_NAME = 'manifest.json';

/** One file of a crush folder: its path in the archive (`<slug>/...`), size in bytes, permission bits (`"0600"`) and sha256 (hex). */
export interface ManifestFile {
  path: string;
  size: number;
  mode: string;
  sha256: string;
}

/** One folder (the crush's own, `<slug>`, and each folder in it, empty ones too), with its permission bits. */
export interface ManifestFolder {
  path: string;
  mode: string;
}

/** One crush of the archive, with how many files and bytes it holds. */
export interface ManifestCrush {
  slug: string;
  files: number;
  bytes: number;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  /** Local time the archive was made (`YYYY-MM-DDTHH:MM:SS`, as every stamp of the files). */
  created_at: string;
  /** The simp that made it. */
  simp_version: string;
  crushes: ManifestCrush[];
  folders: ManifestFolder[];
  files: ManifestFile[];
}

/** Permission bits as the manifest writes them: four octal digits. */
export function modeText(mode: number): string {
  return (mode & 0o777).toString(8).padStart(4, '0');
}

/** What is wrong with an unsafe entry name or type. */
export type UnsafeWhy = 'absolute' | 'parent' | 'name' | 'type' | 'duplicate';

/**
 * Why an archive or an archive command was refused, as data: the command line
 * says it in the user's language (src/i18n/archive-*.ts). Every refusal
 * happens before anything is written.
 */
export type ArchiveProblem =
  /** The archive file is not there (or not a file). */
  | { kind: 'no-file'; file: string }
  /** Neither a gzip'd tar nor simp's encrypted header. */
  | { kind: 'not-archive'; file: string }
  /** The compressed or tar data cannot be read (cut short, a byte flipped). */
  | { kind: 'damaged'; file: string; detail: string }
  /** An entry that could write outside its place: an absolute path, `..`, a name simp never writes, a link or device, a repeat. */
  | { kind: 'unsafe-entry'; entry: string; why: UnsafeWhy; type?: string }
  | { kind: 'no-manifest'; file: string }
  /** The manifest is not what simp writes; `field` names where (`files[3].sha256`). */
  | { kind: 'bad-manifest'; field: string }
  /** Another format or a newer version. */
  | { kind: 'unsupported'; format: string; version: string }
  /** Named by the manifest, not in the archive. */
  | { kind: 'missing'; entry: string }
  /** In the archive, not named by the manifest. */
  | { kind: 'extra'; entry: string }
  /** In both, but not the same: its content (sha256), size or permission bits. */
  | { kind: 'mismatch'; entry: string; what: 'sha256' | 'size' | 'mode' }
  | { kind: 'wrong-passphrase'; file: string }
  /** Encrypted data that does not authenticate: changed or damaged after it was sealed. */
  | { kind: 'tampered'; file: string }
  | { kind: 'not-in-archive'; slug: string; slugs: readonly string[] }
  /** Crushes already in the base folder (restore never writes over one without --force). */
  | { kind: 'exists'; slugs: readonly string[] }
  /** Something at a crush's place that is not a plain folder (a file, a link): never moved. */
  | { kind: 'not-a-folder'; path: string }
  | { kind: 'inside-data'; path: string; data: string }
  | { kind: 'out-is-folder'; path: string }
  | { kind: 'no-folder'; path: string }
  | { kind: 'no-crushes'; base: string }
  /** No terminal to ask on, and SIMP_PASSPHRASE not set. */
  | { kind: 'no-passphrase' }
  | { kind: 'empty-passphrase' }
  | { kind: 'passphrase-mismatch' }
  | { kind: 'passphrase-cancelled' }
  /** A command line that does not say what to archive: no slug and no --all, both, --all or --encrypt without --archive. */
  | { kind: 'usage'; what: 'target' | 'both' | 'all-needs-archive' | 'encrypt-needs-archive' }
  /** Some crushes were put in place before one failed: what was done, and what stopped it. */
  | PartialProblem;

export interface PartialProblem {
  kind: 'partial';
  done: readonly string[];
  failed: string;
  reason: string;
  /** Where the failed crush's old folder went, when it had been moved to .trash/ already. */
  moved: string | null;
}

/** A refused archive or archive command (exit 2); `problem` says why, for the front end to word. */
export class ArchiveError extends InputError {
  static override readonly tag: string = 'ArchiveError';

  constructor(readonly problem: ArchiveProblem) {
    super(`archive: ${problem.kind} ${JSON.stringify(problem)}`);
  }
}

/** A restore that put some crushes in place before one failed; its kind is the failure's own (a busy lock, a full disk: exit 1). */
export class ArchivePartialError extends SimpError {
  static override readonly tag: string = 'ArchivePartialError';

  constructor(
    readonly problem: PartialProblem,
    kind: ErrorKind,
  ) {
    super(`restore: ${problem.done.join(', ')} restored; ${problem.failed} failed: ${problem.reason}`, kind);
  }
}
