// The photo timeline of one crush: the photos of a folder (the crush's
// memories/photos/ unless told), in time order, and the meetups they suggest.
// Reads only; nothing is written.
import { join } from 'node:path';
import type { Memory } from '../memory/index.js';
import { scanPhotos } from '../memory/outside/photo-scan.js';
import { detectMeetups, photoInfo, sortPhotos, type Meetup, type PhotoInfo } from '../engine/photos.js';
import { refused, type CountUnit } from '../model/index.js';

export interface PhotoTimeline {
  /** The folder scanned. */
  dir: string;
  gapHours: number;
  radiusKm: number;
  /** By time, photos without one last. */
  photos: PhotoInfo[];
  meetups: Meetup[];
  /** Photos whose EXIF could not be read (they are in `photos`, without a time). */
  unreadable: number;
}

export interface PhotoOptions {
  dir?: string;
  /** Hours from a meetup's first photo (default 4). */
  gap?: number;
  /** Kilometres from a meetup's first photo, when both have GPS (default 2). */
  radius?: number;
}

function measure(field: string, value: number, unit: CountUnit): number {
  if (!Number.isFinite(value) || value < 0) throw refused({ field, kind: 'at-least', value: String(value), min: 0, integer: false, unit });
  return value;
}

/** The photos of a crush's folder (or `dir`) and the meetups among them. */
export async function readPhotos(mem: Memory, slug: string, o: PhotoOptions = {}): Promise<PhotoTimeline> {
  const gapHours = measure('gap', o.gap ?? 4, 'hours');
  const radiusKm = measure('radius', o.radius ?? 2, 'km');
  mem.read(slug);
  const dir = o.dir ?? join(mem.ctx.base, slug, 'memories', 'photos');
  const scan = await scanPhotos(dir, o.dir === undefined);
  const photos = sortPhotos(scan.photos.map(photoInfo));
  return { dir, gapHours, radiusKm, photos, meetups: detectMeetups(photos, gapHours, radiusKm), unreadable: scan.unreadable };
}
