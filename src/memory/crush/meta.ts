import type { Folder } from './folder.js';
import { writeFileAtomic } from '../io/atomic.js';
import { rawCountIsTrusted } from '../log/count-marks.js';
import { metaText, type MetaFile } from './meta-load.js';

export { checkedMeta, mergeMeta, metaText, readMeta, type MetaFile } from './meta-load.js';
export { EVENTS_BYTES_KEY, EVENTS_COUNTED_KEY, countMarks } from '../log/count-marks.js';

/** True when meta.json's event_count was counted by this program at exactly this log size, and not changed since. */
export const countIsTrusted = (meta: MetaFile, eventsBytes: number): boolean => rawCountIsTrusted(meta.raw, eventsBytes);

/** Writes meta.json atomically. */
export function writeMeta(folder: Folder, raw: Record<string, unknown>): void {
  writeFileAtomic(folder.path('meta'), metaText(folder, raw));
}

export { ARCHIVED_KEY, isArchived } from '../log/count-marks.js';
