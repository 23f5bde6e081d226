// Limits on what is read: every file, line and stdin text a verb reads has a
// ceiling, checked before the text is parsed (or while it streams), so no input
// can make a verb run for minutes or out of memory. docs/file-rules.md lists
// them ("Limits on what is read"); a refusal states the limit it met.

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

export const LIMITS = {
  /** Nesting of any JSON value read (meta.json, knowledge.json, each log line, an archive's manifest). */
  jsonDepth: 64,
  /** meta.json (simp writes about 1 KB). */
  metaBytes: 1 * MiB,
  /** knowledge.json (a thousand topics are about 1 MB). */
  knowledgeBytes: 32 * MiB,
  /** profile.md, state.md, strategy.md (and their copies in versions/). */
  markdownBytes: 8 * MiB,
  /** The YAML front matter of profile.md or state.md. */
  frontMatterBytes: 256 * KiB,
  /** Nesting of `[` / `{` in front matter. */
  frontMatterDepth: 16,
  /** Entries of one `[...]` or `{...}` in front matter. */
  frontMatterFlowItems: 1000,
  /** One line of events.jsonl or interactions.jsonl. */
  logLineBytes: 16 * MiB,
  /** Characters of one line of a chat export (TXT, CSV, HTML, MHT), or of one string of a JSON export. */
  chatLineChars: 1_000_000,
  /** One chat export file. */
  chatFileBytes: 1 * GiB,
  /** The config file (config.json). */
  configBytes: 64 * KiB,
  /** A note read from stdin (`simp log --note -`), and any other text read from stdin. */
  stdinBytes: 1 * MiB,
  /** Any other JSON or text file a verb reads whole (a social export, a snapshot, a lock file). */
  otherFileBytes: 64 * MiB,
} as const;

export type LimitName = keyof typeof LIMITS;

/** A size as said in a message: `1 MiB`, `256 KiB`, `1 GiB`. */
export function sizeText(bytes: number): string {
  if (bytes >= GiB && bytes % GiB === 0) return `${bytes / GiB} GiB`;
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes >= KiB && bytes % KiB === 0) return `${bytes / KiB} KiB`;
  return `${bytes} bytes`;
}

/** The longest folder name (slug) a crush may have. */
export const SLUG_MAX = 64;
/** A slug: lower-case letters, digits, - and _, starting with a letter or digit, at most SLUG_MAX long. */
export const SLUG_PATTERN = new RegExp(`^[a-z0-9][a-z0-9_-]{0,${SLUG_MAX - 1}}$`);
