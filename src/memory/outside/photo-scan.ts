// Reading a folder the user hands in: every file below it in the order the
// skill's tools walk it, and for photos the few EXIF tags the timeline uses,
// read by exifr from the start of each file. A photo exifr cannot read has no
// EXIF and is counted; it never stops the scan.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { refused } from '../../model/index.js';

export interface FolderFile {
  path: string;
  /** Path under the folder, `/`-separated. */
  rel: string;
  name: string;
  /** Lower-case extension with its dot, as Python's Path.suffix: '' for `.hidden` or `name.`. */
  ext: string;
  size: number;
}

/** UTF-8 byte order is code-point order: how Python compares the names. */
const byCodePoint = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

const suffixOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : '';
};

/**
 * The files under a folder, in Python's `sorted(rglob)` order. A missing folder
 * is an error when the user named it; `optional` (the crush's own memories/
 * subfolder, not made yet) reads it as empty.
 */
export function folderFiles(dir: string, optional = false): FolderFile[] {
  const top = statSync(dir, { throwIfNoEntry: false });
  if (!top && optional) return [];
  if (!top) throw refused({ field: '', kind: 'place', problem: 'no-folder', value: dir });
  if (!top.isDirectory()) throw refused({ field: '', kind: 'place', problem: 'not-folder', value: dir });
  const out: FolderFile[] = [];
  const walk = (at: string, rel: string): void => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true }).sort((a, b) => byCodePoint(a.name, b.name));
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(at, e.name);
      if (e.isDirectory()) walk(path, `${rel}${e.name}/`);
      const st = e.isFile() || e.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : undefined;
      if (st?.isFile()) out.push({ path, rel: `${rel}${e.name}`, name: e.name, ext: suffixOf(e.name), size: st.size });
    }
  };
  walk(dir, '');
  return out;
}

export const PHOTO_EXTS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.png', '.heic', '.heif']);

/** The tags as they were in the file: text tags as strings, positions as degree-minute-second numbers. */
export interface ExifTags {
  dateTimeOriginal?: string;
  dateTime?: string;
  dateTimeDigitized?: string;
  latitude?: number[];
  latitudeRef?: string;
  longitude?: number[];
  longitudeRef?: string;
  make?: string;
  model?: string;
}

export interface PhotoFile extends FolderFile {
  /** Null when the file has no EXIF or exifr could not read it. */
  tags: ExifTags | null;
  unreadable: boolean;
}

// Numeric tags, so exifr's own names (it calls DateTime "ModifyDate") do not matter; raw values, no dates made in the local zone.
// Errors come back in the output: when exifr throws them instead, it leaves the file open.
const OPTIONS = {
  ifd0: { pick: [0x010f, 0x0110, 0x0132] },
  exif: { pick: [0x9003, 0x9004] },
  gps: { pick: [0x0001, 0x0002, 0x0003, 0x0004] },
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  translateKeys: false,
  translateValues: false,
  reviveValues: false,
  mergeOutput: false,
  silentErrors: true,
};

type Block = Record<number, unknown> | undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const numbers = (v: unknown): number[] | undefined =>
  v !== null && typeof v === 'object' && 'length' in v ? Array.from(v as ArrayLike<unknown>).filter((n): n is number => typeof n === 'number') : undefined;

/** The timeline's tags of one photo; null when it has none; throws when exifr cannot read the file or its EXIF. */
async function tagsOf(path: string): Promise<ExifTags | null> {
  // Loaded on the first photo: the reader is large, and the UI holds this module from the start.
  const { default: exifr } = await import('exifr');
  const out = (await exifr.parse(path, OPTIONS)) as { ifd0?: Block; exif?: Block; gps?: Block; errors?: unknown[] } | undefined;
  if (out?.errors?.length) throw new Error('EXIF cut short or damaged');
  if (!out) return null;
  const { ifd0 = {}, exif = {}, gps = {} } = out;
  const tags: ExifTags = {
    make: text(ifd0[0x010f]),
    model: text(ifd0[0x0110]),
    dateTime: text(ifd0[0x0132]),
    dateTimeOriginal: text(exif[0x9003]),
    dateTimeDigitized: text(exif[0x9004]),
    latitudeRef: text(gps[0x0001]),
    latitude: numbers(gps[0x0002]),
    longitudeRef: text(gps[0x0003]),
    longitude: numbers(gps[0x0004]),
  };
  return Object.values(tags).some((v) => v !== undefined) ? tags : null;
}

export interface PhotoScan {
  photos: PhotoFile[];
  /** Photos exifr could not read (not an image, cut short, unreadable). */
  unreadable: number;
}

/** The photos below `dir` (.jpg .jpeg .png .heic .heif, any case), one at a time, with their tags. */
export async function scanPhotos(dir: string, optional = false): Promise<PhotoScan> {
  const photos: PhotoFile[] = [];
  for (const f of folderFiles(dir, optional).filter((x) => PHOTO_EXTS.has(x.ext))) {
    try {
      photos.push({ ...f, tags: await tagsOf(f.path), unreadable: false });
    } catch {
      photos.push({ ...f, tags: null, unreadable: true });
    }
  }
  return { photos, unreadable: photos.filter((p) => p.unreadable).length };
}
