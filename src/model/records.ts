/**
 * An interaction logged ahead (`simp log --planned`, the log form's "planned"):
 * something still to come, not something that happened. The analyses of what
 * happened (rhythm, who starts, the list's "last talked", progress, the quit
 * review) leave it out; the timeline shows it marked as planned.
 */
export function isPlanned(record: { readonly data: Readonly<Record<string, unknown>> }): boolean {
  return record.data['planned'] === true;
}

/** The records that happened: planned ones left out. */
export function happened<T extends { readonly data: Readonly<Record<string, unknown>> }>(records: readonly T[]): T[] {
  return records.filter((r) => !isPlanned(r));
}
