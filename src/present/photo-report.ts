// The photo timeline report: how many photos say when and where they were
// taken, the meetups they suggest, then every timed photo by month and those
// without a time. File names are the user's data, shown terminal-safe.
import { clockText, dayText, photoMonths, photoOverview, type Meetup, type PhotoInfo } from '../engine/photos.js';
import { pyFixed } from '../engine/pyfloat.js';
import type { PhotoTimeline } from '../flows/photos.js';
import { terminalSafe } from './terminal-text.js';
import type { Lang } from './report-text.js';

const gpsText = (p: PhotoInfo): string => (p.gps ? `  📍 ${pyFixed(p.gps.lat, 4)}, ${pyFixed(p.gps.lon, 4)}` : '');
/** Photos named under a meetup; the rest are counted. */
const SHOWN = 5;
const photos = (n: number): string => `${n} photo${n === 1 ? '' : 's'}`;

const WORDS = {
  zh: {
    title: (dir: string) => `📷 照片时间线 · ${dir}`,
    none: '  这里还没有照片（.jpg .jpeg .png .heic .heif，子文件夹也算）',
    counts: (n: number, t: number, g: number) => `  共 ${n} 张｜带拍摄时间 ${t} 张｜带 GPS ${g} 张`,
    unreadable: (n: number) => `  读不出 EXIF 的文件：${n} 个（当作没有时间的照片）`,
    span: (a: string, b: string, d: number) => `  从 ${a} 到 ${b}，前后 ${d} 天`,
    meetups: (n: number, gap: number, km: number) => `🗓️ 可能的见面：${n} 次（与第一张相隔 ${gap} 小时内、${km} 公里内）`,
    noMeetups: '  没有找到时间、地点都挨得近的一组照片（没有 EXIF 的截图、隔得太久的照片都凑不成一组）',
    meetup: (i: number, m: Meetup, span: string) => `  ${i}. ${m.date}  ${m.start}～${m.end}（${span}，${m.photoCount} 张）`,
    minutes: (n: number) => (n > 0 ? `${n} 分钟` : '同一时刻'),
    months: '📅 按月份',
    month: (key: string, n: number) => `  ${key.replace('-', ' 年 ')} 月（${n} 张）`,
    timeless: (n: number) => `❓ 没有拍摄时间的照片（${n} 张）`,
  },
  en: {
    title: (dir: string) => `📷 Photo timeline · ${dir}`,
    none: '  No photos here yet (.jpg .jpeg .png .heic .heif, subfolders included)',
    counts: (n: number, t: number, g: number) => `  ${photos(n)} | ${t} with a time | ${g} with GPS`,
    unreadable: (n: number) => `  EXIF unreadable: ${n} file${n === 1 ? '' : 's'} (counted as photos without a time)`,
    span: (a: string, b: string, d: number) => `  From ${a} to ${b}, ${d} day${d === 1 ? '' : 's'} apart`,
    meetups: (n: number, gap: number, km: number) => `🗓️ Possible meetups: ${n} (within ${gap} h and ${km} km of the first photo)`,
    noMeetups: '  No group of photos close in both time and place (screenshots without EXIF and photos far apart in time never group)',
    meetup: (i: number, m: Meetup, span: string) => `  ${i}. ${m.date}  ${m.start}–${m.end} (${span}, ${photos(m.photoCount)})`,
    minutes: (n: number) => (n > 0 ? `${n} min` : 'same moment'),
    months: '📅 By month',
    month: (key: string, n: number) => `  ${key} (${photos(n)})`,
    timeless: (n: number) => `❓ Without a time (${n})`,
  },
} as const;

/** The report's lines. */
export function photoText(r: PhotoTimeline, lang: Lang): string[] {
  const w = WORDS[lang];
  const lines = [w.title(terminalSafe(r.dir))];
  if (r.photos.length === 0) return [...lines, w.none];
  const o = photoOverview(r.photos);
  lines.push(w.counts(o.total, o.withTime, o.withGps));
  if (r.unreadable > 0) lines.push(w.unreadable(r.unreadable));
  if (o.first !== null && o.last !== null) lines.push(w.span(dayText(o.first), dayText(o.last), o.spanDays));
  if (o.withTime > 0) {
    lines.push('', w.meetups(r.meetups.length, r.gapHours, r.radiusKm));
    if (r.meetups.length === 0) lines.push(w.noMeetups);
    r.meetups.forEach((m, i) => {
      lines.push(w.meetup(i + 1, m, w.minutes(m.durationMin)) + (m.gps ? `  📍 ${m.gps.lat}, ${m.gps.lon}` : ''));
      const more = m.photos.length > SHOWN ? `  … +${m.photos.length - SHOWN}` : '';
      lines.push(`     ${m.photos.slice(0, SHOWN).map(terminalSafe).join('  ')}${more}`);
    });
    lines.push('', w.months);
    for (const { month, photos: list } of photoMonths(r.photos)) {
      lines.push(w.month(month, list.length));
      for (const p of list) {
        const ts = p.ts as number;
        lines.push(`    ${dayText(ts).slice(5)} ${clockText(ts)}  ${terminalSafe(p.rel)}${p.camera ? `  📱 ${terminalSafe(p.camera)}` : ''}${gpsText(p)}`);
      }
    }
  }
  const timeless = r.photos.filter((p) => p.ts === null);
  if (timeless.length > 0) {
    lines.push('', w.timeless(timeless.length));
    for (const p of timeless) lines.push(`    ${terminalSafe(p.rel)}  (${pyFixed(p.sizeKb, 1)} KB)`);
  }
  return lines;
}
