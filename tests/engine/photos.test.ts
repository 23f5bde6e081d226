import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { degreesOf, detectMeetups, distanceKm, exifWallTime, photoInfo, sortPhotos, type GeoPoint, type PhotoInfo } from '../../src/engine/photos.js';
import { folderFiles, scanPhotos } from '../../src/memory/outside/photo-scan.js';
import { readPhotos } from '../../src/flows/photos.js';
import { photoText } from '../../src/present/photo-report.js';
import { openMemory } from '../../src/memory/index.js';
import { InputError } from '../../src/model/index.js';
import { tempDir } from '../helpers/temp.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

const MAKE_PHOTOS = resolve(import.meta.dirname, '..', 'fixtures', 'photos', 'make-photos.mjs');

/** The generated photos in a fresh folder (or `dir`). */
function photoFolder(dir = tempDir()): string {
  const res = spawnSync(process.execPath, [MAKE_PHOTOS, dir], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`make-photos failed: ${res.stderr}`);
  return dir;
}

/** Runs Python code with the photo analyser imported as `pa` (its EXIF reading needs Pillow; its rules do not). */
function python(code: string, input: unknown): unknown {
  const prelude = `import sys, json\nsys.path.insert(0, ${JSON.stringify(SKILL_TOOLS)})\nimport photo_analyzer as pa\nfrom datetime import datetime\ndata = json.load(sys.stdin)\n`;
  const res = spawnSync('python3', ['-c', prelude + code], { input: JSON.stringify(input), encoding: 'utf8' });
  if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`python failed: ${res.stderr}`);
  return JSON.parse(res.stdout);
}

const at = (text: string): number => exifWallTime(text) as number;
const shot = (rel: string, time: string | null, gps: GeoPoint | null = null): PhotoInfo => ({ rel, name: rel, ts: time === null ? null : at(time), gps, camera: '', sizeKb: 1 });
const groups = (photos: PhotoInfo[], gap?: number, radius?: number) => detectMeetups(photos, gap, radius).map((m) => m.photos);

describe('meetups: the photo analyser rule', () => {
  const HOME: GeoPoint = { lat: 31.23, lon: 121.47 };

  it('takes photos within the gap of the group’s first photo, the edge included', () => {
    const photos = [shot('a', '2024:05:01 10:00:00'), shot('b', '2024:05:01 14:00:00'), shot('c', '2024:05:01 14:00:01')];
    expect(groups(photos)).toEqual([['a', 'b']]);
    expect(groups(photos, 4.0003)).toEqual([['a', 'b', 'c']]);
    expect(groups(photos, 0)).toEqual([]);
  });

  it('measures from the first photo of a group, not from the last one added (greedy, in time order)', () => {
    const photos = ['10', '13', '16', '18', '23'].map((h) => shot(h, `2024:05:01 ${h}:00:00`));
    expect(groups(photos)).toEqual([['10', '13'], ['16', '18']]);
  });

  it('keeps a photo out when both have GPS and it is beyond the radius, the edge included', () => {
    const near: GeoPoint = { lat: 31.23, lon: 121.49 };
    const d = distanceKm(HOME, near);
    expect(d).toBeCloseTo(1.9, 1);
    const photos = [shot('a', '2024:05:01 10:00:00', HOME), shot('b', '2024:05:01 11:00:00', near)];
    expect(groups(photos, 4, d)).toEqual([['a', 'b']]);
    expect(groups(photos, 4, d * (1 - 1e-12))).toEqual([]);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.194927, 6);
  });

  it('groups a photo without GPS whatever the distance of the others, and skips photos without a time', () => {
    const far: GeoPoint = { lat: 39.9, lon: 116.4 };
    const photos = sortPhotos([shot('none', null), shot('a', '2024:05:01 10:00:00', HOME), shot('b', '2024:05:01 10:30:00'), shot('c', '2024:05:01 11:00:00', far)]);
    const [m] = detectMeetups(photos);
    expect(m?.photos).toEqual(['a', 'b']);
    expect(m?.gps).toEqual(HOME);
    expect(groups([shot('a', '2024:05:01 10:00:00'), shot('b', null)])).toEqual([]);
  });

  it('counts minutes as timedelta.seconds does: whole days left out', () => {
    const photos = [shot('a', '2024:05:01 10:00:00'), shot('b', '2024:05:02 11:00:59')];
    const [m] = detectMeetups(photos, 30);
    expect(m).toMatchObject({ date: '2024-05-01', start: '10:00', end: '11:00', durationMin: 60, photoCount: 2 });
  });

  itWithShared('gives the same meetups as the analyser’s detect_meetups on 40 random sets', () => {
    let a = 7;
    const r = (): number => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = Math.imul(a ^ (a >>> 15), a | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const cases = Array.from({ length: 40 }, (_, c) => {
      const photos = Array.from({ length: 4 + Math.floor(r() * 12) }, (_, i) => {
        const day = 1 + Math.floor(r() * 3);
        const time = `2024:05:0${day} ${String(Math.floor(r() * 24)).padStart(2, '0')}:${String(Math.floor(r() * 4) * 15).padStart(2, '0')}:00`;
        const gps = r() < 0.7 ? { lat: Number((31.2 + r() * 0.04).toFixed(6)), lon: Number((121.45 + r() * 0.04).toFixed(6)) } : null;
        return shot(`p${c}-${i}.jpg`, time, gps);
      });
      return { photos: sortPhotos(photos), gap: [4, 4, 2.5, 30][c % 4] as number, radius: [2, 1, 0.5, 3][(c >> 2) % 4] as number };
    });
    const iso = (ts: number) => new Date(ts).toISOString().slice(0, 19);
    const theirs = python(
      `out = []
for c in data:
    photos = [dict(p, datetime=datetime.fromisoformat(p['datetime'])) for p in c['photos']]
    ms = pa.detect_meetups(photos, c['gap'], c['radius'])
    out.append([{k: ([p['rel'] for p in v] if k == 'photos' else v) for k, v in m.items()} for m in ms])
print(json.dumps(out))`,
      cases.map((c) => ({ ...c, photos: c.photos.map((p) => ({ rel: p.rel, datetime: iso(p.ts as number), gps: p.gps })) })),
    ) as Array<Array<Record<string, unknown>>>;
    const ours = cases.map((c) =>
      detectMeetups(c.photos, c.gap, c.radius).map((m) => ({ date: m.date, start: m.start, end: m.end, duration_min: m.durationMin, photo_count: m.photoCount, gps: m.gps, photos: m.photos })),
    );
    expect(ours).toEqual(theirs);
    expect(ours.flat().length).toBeGreaterThan(20);
  });
});

describe('EXIF values as the analyser reads them', () => {
  itWithShared('reads times as strptime("%Y:%m:%d %H:%M:%S") does, and degrees as _dms_to_decimal', () => {
    const times = ['2024:05:01 14:00:00', '2024:5:1 4:3:2', '2024:05:01   14:00:00', '2024:05: 1 14:00:00', '2024:02:29 10:00:00', '2023:02:29 10:00:00', '2024:05:01 14:00:60', '2024:05:01 24:00:00', '0000:01:01 00:00:00', '2024:05:01 14:00', '2024:05:01 14:00:00Z', '2024-05-01 14:00:00', '0099:12:31 23:59:59'];
    const theirs = python(`print(json.dumps([(lambda d: d.isoformat() if d else None)(pa.get_datetime({'DateTime': s})) for s in data]))`, times) as Array<string | null>;
    const ours = times.map((t) => {
      const ts = exifWallTime(t);
      return ts === null ? null : new Date(ts).toISOString().slice(0, 19);
    });
    expect(ours).toEqual(theirs);
    expect(ours.filter((t) => t !== null)).toHaveLength(6);

    const triples: Array<[number[], string]> = [[[31, 13, 48.12], 'N'], [[33, 52, 4], 'S'], [[151, 12, 36.5], 'W'], [[121, 28, 30], 'E'], [[0, 0, 0.0036], 'S'], [[45, 59, 59.99999], 'E'], [[31, 0, 28.125], 'N']];
    const degrees = python(`print(json.dumps([pa._dms_to_decimal(d, r) for d, r in data]))`, triples);
    expect(triples.map(([d, ref]) => degreesOf(d, ref))).toEqual(degrees);
    expect(degreesOf([31, 13], 'N')).toBeNull(); // the analyser puts this at 0.0
  });
});

describe('scanning a folder of photos with exifr', () => {
  itWithShared('walks the folder in the order of sorted(Path.rglob("*")), not into links to folders', () => {
    const dir = tempDir();
    for (const rel of ['a-b.jpg', 'a/b.jpg', 'A.jpg', '中文.jpg', 'é.jpg', '\uff5e.jpg', '😀.jpg', '.hidden.jpg', 'a/z/deep.JPG', 'b.jpg']) {
      mkdirSync(join(dir, rel, '..'), { recursive: true });
      writeFileSync(join(dir, rel), 'x');
    }
    symlinkSync(join(dir, 'a'), join(dir, 'link-to-a'));
    symlinkSync(join(dir, 'b.jpg'), join(dir, 'link-to-b.jpg'));
    const theirs = python(`from pathlib import Path
base = Path(data)
print(json.dumps([str(p.relative_to(base)) for p in sorted(base.rglob('*')) if p.is_file()]))`, dir);
    expect(folderFiles(dir).map((f) => f.rel)).toEqual(theirs);
    expect(() => folderFiles(join(dir, 'missing'))).toThrow(InputError);
    expect(() => folderFiles(join(dir, 'b.jpg'))).toThrow(/not a folder/);
  });

  it('reads times, GPS to six places and cameras; counts the photo it cannot read; sorts timeless photos last', async () => {
    const dir = photoFolder();
    const scan = await scanPhotos(dir);
    expect(scan.unreadable).toBe(2);
    expect(scan.photos.filter((p) => p.unreadable).map((p) => p.rel)).toEqual(['broken.jpg', 'cut-short.jpg']);
    const photos = sortPhotos(scan.photos.map(photoInfo));
    const view = photos.map((p) => ({ rel: p.rel, at: p.ts === null ? null : new Date(p.ts).toISOString().slice(0, 19), gps: p.gps, camera: p.camera }));
    expect(view).toEqual([
      { rel: 'day1/a.jpg', at: '2024-05-01T14:00:00', gps: { lat: 31.230033, lon: 121.47 }, camera: 'Apple iPhone 13' },
      { rel: 'day1/b.JPG', at: '2024-05-01T15:30:00', gps: { lat: 31.233333, lon: 121.475 }, camera: 'Apple iPhone 13' },
      { rel: 'day1/c.jpeg', at: '2024-05-01T17:59:59', gps: null, camera: 'Canon' },
      { rel: 'later/d.jpg', at: '2024-06-10T20:00:00', gps: { lat: -33.867778, lon: -151.210139 }, camera: 'Pixel 8' },
      { rel: 'later/e.jpg', at: '2024-06-10T21:15:00', gps: null, camera: '' },
      { rel: 'broken.jpg', at: null, gps: null, camera: '' },
      { rel: 'cut-short.jpg', at: null, gps: null, camera: '' },
      { rel: 'no-exif.jpg', at: null, gps: null, camera: '' },
      { rel: 'plain.png', at: null, gps: null, camera: '' },
      { rel: 'z-no-date.jpg', at: null, gps: null, camera: 'Sony A7' },
    ]);
    expect(photos.find((p) => p.rel === 'broken.jpg')?.sizeKb).toBe(0.1);
  });

  it('readPhotos reads the crush’s memories/photos/ by default, a folder when told, and refuses what it cannot use', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'p', nickname: 'P' });
    photoFolder(join(base, 'p', 'memories', 'photos'));
    const r = await readPhotos(mem, 'p');
    expect(r.photos).toHaveLength(10);
    expect(r.unreadable).toBe(2);
    expect(r.meetups.map(({ photos: _, ...m }) => m)).toEqual([
      { date: '2024-05-01', start: '14:00', end: '17:59', durationMin: 239, photoCount: 3, gps: { lat: 31.230033, lon: 121.47 } },
      { date: '2024-06-10', start: '20:00', end: '21:15', durationMin: 75, photoCount: 2, gps: { lat: -33.867778, lon: -151.210139 } },
    ]);
    const narrow = await readPhotos(mem, 'p', { dir: join(base, 'p', 'memories', 'photos', 'day1'), gap: 1.5, radius: 0.1 });
    expect(narrow.photos).toHaveLength(3);
    expect(narrow.meetups).toEqual([]);
    await expect(readPhotos(mem, 'p', { dir: join(base, 'nowhere') })).rejects.toThrow(join(base, 'nowhere'));
    await expect(readPhotos(mem, 'p', { gap: -1 })).rejects.toThrow(InputError);
    await expect(readPhotos(mem, 'nobody')).rejects.toThrow(/nobody/);

    const zh = photoText(r, 'zh').join('\n');
    expect(zh).toContain('共 10 张｜带拍摄时间 5 张｜带 GPS 3 张');
    expect(zh).toContain('1. 2024-05-01  14:00～17:59（239 分钟，3 张）  📍 31.230033, 121.47');
    expect(zh).toContain('读不出 EXIF 的文件：2 个');
    const en = photoText(r, 'en').join('\n');
    expect(en).toContain('2. 2024-06-10  20:00–21:15 (75 min, 2 photos)  📍 -33.867778, -151.210139');
    expect(en).toContain('    05-01 14:00  day1/a.jpg  📱 Apple iPhone 13  📍 31.2300, 121.4700');
    expect(en).toContain('From 2024-05-01 to 2024-06-10, 40 days apart');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
