import type { ArchiveProblem } from '../model/archive.js';
import { byteSize, type archiveZh } from './archive-zh.js';

const TYPES: Record<string, string> = {
  symlink: 'a symbolic link', link: 'a hard link', 'character-device': 'a character device', 'block-device': 'a block device', fifo: 'a FIFO', 'contiguous-file': 'a contiguous file',
};

const NOT_RESTORED = 'nothing was restored';

/** Why an entry was refused. */
function unsafe(p: Extract<ArchiveProblem, { kind: 'unsafe-entry' }>): string {
  switch (p.why) {
    case 'absolute':
      return `the archive's entry ${p.entry} is an absolute path, which could write anywhere: the archive is refused and ${NOT_RESTORED}`;
    case 'parent':
      return `the archive's entry ${p.entry} climbs out of its folder with "..": the archive is refused and ${NOT_RESTORED}`;
    case 'name':
      return `the archive's entry ${p.entry} is not a name simp writes (a crush's slug first, plain names only): the archive is refused and ${NOT_RESTORED}`;
    case 'type':
      return `the archive's entry ${p.entry} is ${TYPES[p.type ?? ''] ?? p.type ?? 'a special file'} (only files and folders are restored: links and devices could reach outside the folder): the archive is refused and ${NOT_RESTORED}`;
    case 'duplicate':
      return `the archive's entry ${p.entry} appears twice: the archive is refused and ${NOT_RESTORED}`;
  }
}

let table: typeof archiveZh | undefined;
/** The archive verbs' text in English (`simp backup --archive`, `simp restore`), made on first use with the English interface text (`enMessages`). */
export const archiveEnMessages = (): typeof archiveZh => (table ??= build());

const build = (): typeof archiveZh => ({
  problem: (p: ArchiveProblem): string => {
    switch (p.kind) {
      case 'no-file':
        return `${p.file}: no such archive file; ${NOT_RESTORED}`;
      case 'not-archive':
        return `${p.file} is not a simp archive (neither a .tar.gz nor an archive simp encrypted); ${NOT_RESTORED}`;
      case 'damaged':
        return `${p.file} is damaged and cannot be read (${p.detail}); ${NOT_RESTORED}`;
      case 'unsafe-entry':
        return unsafe(p);
      case 'no-manifest':
        return `${p.file} has no manifest.json, so its files cannot be checked; ${NOT_RESTORED}`;
      case 'bad-manifest':
        return `manifest.json is not what simp writes (${p.field}); ${NOT_RESTORED}`;
      case 'unsupported':
        return `this archive is ${p.format} version ${p.version}, which this simp cannot read (a newer simp made it?); ${NOT_RESTORED}`;
      case 'missing':
        return `${p.entry} is in the manifest but not in the archive: the archive is incomplete or was changed; ${NOT_RESTORED}`;
      case 'extra':
        return `${p.entry} is in the archive but not in its manifest: the archive was changed; ${NOT_RESTORED}`;
      case 'mismatch':
        return `${p.entry}: its ${{ sha256: 'content (sha256)', size: 'size', mode: 'permissions' }[p.what]} differ from the manifest's: the file was damaged or changed; ${NOT_RESTORED}`;
      case 'wrong-passphrase':
        return `wrong passphrase for ${p.file}; ${NOT_RESTORED}`;
      case 'tampered':
        return `${p.file} does not authenticate: it was damaged or changed after it was encrypted; ${NOT_RESTORED}`;
      case 'not-in-archive':
        return `the archive holds no crush "${p.slug}" (it holds ${p.slugs.join(', ')}); ${NOT_RESTORED}`;
      case 'exists':
        return `${p.slugs.join(', ')} already in the base folder; ${NOT_RESTORED}. --force first moves the folder there, whole, to .trash/ (nothing is removed); or --slug restores another one`;
      case 'not-a-folder':
        return `${p.path} is there and is not a crush folder (a file or a link); simp never moves or replaces it: move it away yourself. Nothing was changed`;
      case 'inside-data':
        return `${p.path} is inside the data folder ${p.data}: write the archive somewhere else; nothing was written`;
      case 'out-is-folder':
        return `${p.path} is a folder: name the archive file (for example ${p.path}/simp.tar.gz); nothing was written`;
      case 'no-folder':
        return `the folder ${p.path} does not exist: create it or name another place; nothing was written`;
      case 'no-crushes':
        return `there is no crush in ${p.base} to archive; nothing was written`;
      case 'no-passphrase':
        return 'an encrypted archive needs a passphrase: run this in a terminal (it asks, without echo) or set SIMP_PASSPHRASE; nothing was changed';
      case 'empty-passphrase':
        return 'the passphrase is empty; nothing was changed';
      case 'passphrase-mismatch':
        return 'the two passphrases differ; nothing was written';
      case 'passphrase-cancelled':
        return 'cancelled; nothing was changed';
      case 'usage':
        return {
          target: 'say which crush to archive: simp backup <slug> --archive FILE, or simp backup --all --archive FILE',
          both: 'name a crush or --all, not both',
          'all-needs-archive': '--all needs --archive FILE (one archive of every crush)',
          'encrypt-needs-archive': '--encrypt needs --archive FILE',
        }[p.what];
      case 'partial':
        return `restored: ${p.done.length > 0 ? p.done.join(', ') : 'none'}; ${p.failed} was not: ${p.reason}${p.moved ? ` (the ${p.failed} that was there is in ${p.moved}/; move it back to undo)` : ''}`;
    }
  },
  written: (path, slugs, files, bytes, size, encrypted) => [
    `✅ Archived ${slugs.length} crush(es) (${slugs.join(', ')}): ${files} files, ${byteSize(bytes)} → ${path} (${byteSize(size)}${encrypted ? ', encrypted' : ''}, private 0600)`,
    `   To restore: simp restore ${path}`,
  ],
  skipped: (names) => `Not archived (links, devices, or names a restore would refuse): ${names.join(', ')}`,
  verified: (file, files, folders, bytes, encrypted, made, version) =>
    `🔒 Verified ${file}: ${files} files in ${folders} folders (${byteSize(bytes)}), every sha256 as its manifest says${encrypted ? '; decrypted' : ''} (made ${made} by simp ${version})`,
  dryRun: 'Dry run (--dry-run): nothing was written.',
  wouldRestore: (slug, files, bytes, dir) => `  ${slug}: would be restored to ${dir}/ (${files} files, ${byteSize(bytes)})`,
  wouldReplace: (slug, files, bytes, dir, trash) =>
    `  ${slug}: would replace ${dir}/ (${files} files, ${byteSize(bytes)}); the folder there now would first move, whole, to ${trash}/${slug}_<time>/`,
  restored: (slug, files, dir) => `✅ Restored ${slug}: ${dir}/ (${files} files)`,
  replaced: (trashed) => `   The folder that was there moved, whole, to ${trashed}/ (nothing removed; move it back to undo)`,
  askPassphrase: 'Archive passphrase (not shown): ',
  askAgain: 'Type it again: ',
});
