// The photo timeline of the skill's photo analyser: EXIF times read as the
// camera's wall clock, photos in time order (those without a time last), and
// its meetup rule, a greedy pass that groups photos taken near the first photo
// of a group in time and, when both carry GPS, in place. Pure: the tags read
// from the files come in; photos, meetups and months go out.
import { pyRound } from './pyfloat.js';

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PhotoInfo {
  /** Path under the scanned folder, `/`-separated. */
  rel: string;
  name: string;
  /** When it was taken, on a clock without zones (as `wallTime` counts); null without a readable EXIF time. */
  ts: number | null;
  gps: GeoPoint | null;
  /** Make and model, or whichever of them there is; '' for none. */
  camera: string;
  sizeKb: number;
}

/** The EXIF tags the timeline reads, as the file holds them (strings, and degree-minute-second triples). */
export interface PhotoTags {
  dateTimeOriginal?: string;
  dateTime?: string;
  dateTimeDigitized?: string;
  latitude?: readonly number[];
  latitudeRef?: string;
  longitude?: readonly number[];
  longitudeRef?: string;
  make?: string;
  model?: string;
}

const DAY_MS = 86_400_000;
// Python's strptime("%Y:%m:%d %H:%M:%S"): one-digit fields pass, any run of spaces separates.
const EXIF_TIME = /^(\d{4}):(1[0-2]|0[1-9]|[1-9]):(3[01]|[12]\d|0[1-9]|[1-9]| [1-9])\s+(2[0-3]|[01]\d|\d):([0-5]\d|\d):(6[01]|[0-5]\d|\d)$/;

/** An EXIF date-time (`2024:05:01 14:30:00`) as wall-clock milliseconds; null when it is not one. */
export function exifWallTime(text: string): number | null {
  const m = EXIF_TIME.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v)) as [number, number, number, number, number, number];
  if (y < 1 || s > 59) return null;
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d); // Date.UTC would read years below 100 as 19xx
  at.setUTCHours(h, mi, s, 0);
  return at.getUTCDate() === d ? at.getTime() : null;
}

/**
 * Degrees from a degree-minute-second triple and its N/S/E/W reference, to six
 * places; null for a triple that is not three finite numbers (the analyser would
 * put such a photo at 0°, a place it was not taken).
 */
export function degreesOf(dms: readonly number[] | undefined, ref: string | undefined): number | null {
  if (!dms || dms.length < 3 || !dms.slice(0, 3).every(Number.isFinite)) return null;
  const [d, m, s] = dms as [number, number, number];
  const value = d + m / 60 + s / 3600;
  return pyRound(ref === 'S' || ref === 'W' ? -value : value, 6);
}

/** A photo's timeline entry from its file and tags: the first readable of the three times, GPS when both axes are there. */
export function photoInfo(file: { rel: string; name: string; size: number; tags: PhotoTags | null }): PhotoInfo {
  const t = file.tags ?? {};
  let ts: number | null = null;
  for (const raw of [t.dateTimeOriginal, t.dateTime, t.dateTimeDigitized]) {
    if (raw) ts = exifWallTime(raw);
    if (ts !== null) break;
  }
  const lat = t.latitude && t.longitude ? degreesOf(t.latitude, t.latitudeRef ?? 'N') : null;
  const lon = t.latitude && t.longitude ? degreesOf(t.longitude, t.longitudeRef ?? 'E') : null;
  const make = (t.make ?? '').trim();
  const model = (t.model ?? '').trim();
  return {
    rel: file.rel,
    name: file.name,
    ts,
    gps: lat !== null && lon !== null ? { lat, lon } : null,
    camera: make && model ? `${make} ${model}` : model || make,
    sizeKb: pyRound(file.size / 1024, 1),
  };
}

/** Photos by time, those without one last; equal times keep their order. */
export function sortPhotos(photos: readonly PhotoInfo[]): PhotoInfo[] {
  return [...photos].sort((a, b) => (a.ts === null ? (b.ts === null ? 0 : 1) : b.ts === null ? -1 : a.ts - b.ts));
}

const radians = (deg: number): number => deg * (Math.PI / 180);

/** Great-circle distance in km (haversine, R = 6371), term for term as the analyser computes it. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const lat1 = radians(a.lat);
  const lat2 = radians(b.lat);
  const sLat = Math.sin((lat2 - lat1) / 2);
  const sLon = Math.sin((radians(b.lon) - radians(a.lon)) / 2);
  const h = sLat * sLat + Math.cos(lat1) * Math.cos(lat2) * (sLon * sLon);
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

export interface Meetup {
  /** Day and clock times of the first and last photo (`2024-05-01`, `14:00`). */
  date: string;
  start: string;
  end: string;
  /**
   * Minutes from the first photo to the last, whole days left out: the
   * analyser reads timedelta.seconds, so 25 hours count as 60 minutes.
   */
  durationMin: number;
  photoCount: number;
  /** The first photo's position among those that have one. */
  gps: GeoPoint | null;
  photos: string[];
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
/** A wall time's day, `YYYY-MM-DD`. */
export const dayText = (ts: number): string => {
  const d = new Date(ts);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** A wall time's clock, `HH:MM`. */
export const clockText = (ts: number): string => `${pad(new Date(ts).getUTCHours())}:${pad(new Date(ts).getUTCMinutes())}`;

/**
 * Possible meetups: taking the timed photos in order, each not yet grouped
 * starts a group and gathers every other ungrouped photo within `gapHours` of
 * it and, when both have GPS, within `radiusKm` of it. Groups of two or more
 * count, by day.
 */
export function detectMeetups(photos: readonly PhotoInfo[], gapHours = 4, radiusKm = 2): Meetup[] {
  const timed = photos.filter((p): p is PhotoInfo & { ts: number } => p.ts !== null);
  if (timed.length < 2) return [];
  const taken = new Set<number>();
  const meetups: Meetup[] = [];
  timed.forEach((first, i) => {
    if (taken.has(i)) return;
    taken.add(i);
    const group = [first];
    timed.forEach((other, j) => {
      if (taken.has(j)) return;
      if (Math.abs(other.ts - first.ts) / 3_600_000 > gapHours) return;
      if (first.gps && other.gps && distanceKm(first.gps, other.gps) > radiusKm) return;
      group.push(other);
      taken.add(j);
    });
    if (group.length < 2) return;
    group.sort((a, b) => a.ts - b.ts);
    const start = (group[0] as PhotoInfo & { ts: number }).ts;
    const end = (group.at(-1) as PhotoInfo & { ts: number }).ts;
    meetups.push({
      date: dayText(start),
      start: clockText(start),
      end: clockText(end),
      durationMin: Math.floor((((end - start) / 1000) % 86_400) / 60),
      photoCount: group.length,
      gps: group.find((p) => p.gps)?.gps ?? null,
      photos: group.map((p) => p.rel),
    });
  });
  return meetups.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export interface PhotoOverview {
  total: number;
  withTime: number;
  withGps: number;
  /** First and last timed photo (of a sorted list), and the whole days between them. */
  first: number | null;
  last: number | null;
  spanDays: number;
}

/** The counts and the time span of a sorted list. */
export function photoOverview(sorted: readonly PhotoInfo[]): PhotoOverview {
  const times = sorted.flatMap((p) => (p.ts === null ? [] : [p.ts]));
  const first = times[0] ?? null;
  const last = times.at(-1) ?? null;
  return {
    total: sorted.length,
    withTime: times.length,
    withGps: sorted.filter((p) => p.gps).length,
    first,
    last,
    spanDays: first === null || last === null ? 0 : Math.floor((last - first) / DAY_MS),
  };
}

/** Timed photos by month (`2024-05`), months in order, photos in time order within each. */
export function photoMonths(sorted: readonly PhotoInfo[]): Array<{ month: string; photos: PhotoInfo[] }> {
  const months = new Map<string, PhotoInfo[]>();
  for (const p of sorted) {
    if (p.ts === null) continue;
    const key = dayText(p.ts).slice(0, 7);
    const list = months.get(key);
    if (list) list.push(p);
    else months.set(key, [p]);
  }
  return [...months.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([month, photos]) => ({ month, photos }));
}
