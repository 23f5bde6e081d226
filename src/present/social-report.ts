// The social-media scan report: what the folder holds, the pictures by the
// platform their names point to, each text file with the signal words found
// in it, and the words summed over all files. Names are the user's data,
// shown terminal-safe.
import { PLATFORM_HINTS, type Platform, type SignalHits, type SignalKind, type SignalTotal } from '../engine/social.js';
import { pyFixed, pyRound } from '../engine/pyfloat.js';
import type { SocialFileScan, SocialScanResult } from '../flows/social.js';
import { terminalSafe } from './terminal-text.js';
import type { Lang } from './report-text.js';

/** Pictures named per platform; the rest are counted. */
const SHOWN = 10;
/** Words of each kind in the summary, as the parser shows them. */
const TOP = 5;

const PLATFORM_NAMES: Record<Platform, { zh: string; en: string }> = {
  weibo: { zh: '微博', en: 'Weibo' },
  xiaohongshu: { zh: '小红书', en: 'Xiaohongshu (RED)' },
  moments: { zh: '微信朋友圈', en: 'WeChat Moments' },
  douyin: { zh: '抖音', en: 'Douyin' },
  instagram: { zh: 'Instagram', en: 'Instagram' },
  twitter: { zh: 'Twitter / X', en: 'Twitter / X' },
  bilibili: { zh: '哔哩哔哩', en: 'Bilibili' },
  unknown: { zh: '来源不明', en: 'source unknown' },
};

const KIND_NAMES: Record<SignalKind, { zh: string; en: string }> = {
  positive: { zh: '积极信号', en: 'Warm' },
  low: { zh: '情绪低落', en: 'Low mood' },
  romance: { zh: '感情相关', en: 'Romance' },
};

const WORDS = {
  zh: {
    title: (dir: string) => `📱 社交内容扫描 · ${dir}`,
    counts: (i: number, t: number, o: number) => `  图片 ${i} 张｜文字文件 ${t} 个｜其他文件 ${o} 个`,
    empty: '  这里还没有可读的内容：截图存成图片，文字复制成 .txt，平台导出的数据放 .json',
    badJson: (n: number) => `  不是有效 JSON 的文件：${n} 个（按纯文本读了）`,
    unreadable: (rel: string, why: string) => `  读不了：${rel}（${why}）`,
    images: '🖼️ 图片（按文件名猜的来源）',
    group: (name: string, n: number) => `  ${name}（${n} 张）`,
    more: (n: number) => `    …… 还有 ${n} 张`,
    texts: '📝 文字内容',
    posts: (n: number) => `解析出 ${n} 条内容`,
    chars: (n: number, cut: boolean) => (cut ? `只读了前 ${n} 个字` : `${n} 个字`),
    noWords: '     （没有找到信号词）',
    totals: '🎯 信号词汇总（×N：出现在 N 个文件里）',
    sep: '、',
  },
  en: {
    title: (dir: string) => `📱 Social media scan · ${dir}`,
    counts: (i: number, t: number, o: number) => `  ${i} picture${i === 1 ? '' : 's'} | ${t} text file${t === 1 ? '' : 's'} | ${o} other file${o === 1 ? '' : 's'}`,
    empty: '  Nothing to read here yet: save screenshots as pictures, paste posts into .txt files, put platform exports in .json',
    badJson: (n: number) => `  Not valid JSON: ${n} file${n === 1 ? '' : 's'} (read as plain text)`,
    unreadable: (rel: string, why: string) => `  Cannot read ${rel} (${why})`,
    images: '🖼️ Pictures (source guessed from the file name)',
    group: (name: string, n: number) => `  ${name} (${n})`,
    more: (n: number) => `    … and ${n} more`,
    texts: '📝 Text',
    posts: (n: number) => `${n} post${n === 1 ? '' : 's'} read`,
    chars: (n: number, cut: boolean) => (cut ? `first ${n} characters read` : `${n} characters`),
    noWords: '     (no signal words found)',
    totals: '🎯 Signal words in all files (×N: found in N files)',
    sep: ', ',
  },
} as const;

const ORDER: readonly Platform[] = [...PLATFORM_HINTS.map(([p]) => p), 'unknown'];

function imageLines(r: SocialScanResult, lang: Lang): string[] {
  const w = WORDS[lang];
  const lines = ['', w.images];
  for (const platform of ORDER) {
    const group = r.images.filter((i) => i.platform === platform);
    if (group.length === 0) continue;
    lines.push(w.group(PLATFORM_NAMES[platform][lang], group.length));
    for (const i of group.slice(0, SHOWN)) lines.push(`    ${terminalSafe(i.rel)}  (${pyFixed(pyRound(i.size / 1024, 1), 1)} KB)`);
    if (group.length > SHOWN) lines.push(w.more(group.length - SHOWN));
  }
  return lines;
}

const hitLine = (h: SignalHits, lang: Lang): string => `     ${KIND_NAMES[h.kind][lang]}: ${h.words.join(WORDS[lang].sep)}`;

function fileLines(f: SocialFileScan, lang: Lang): string[] {
  const w = WORDS[lang];
  const what = f.posts ? w.posts(f.posts.length) : w.chars(f.chars, f.cut);
  const head = `  📄 ${terminalSafe(f.rel)} · ${PLATFORM_NAMES[f.platform][lang]} · ${what}`;
  return [head, ...(f.signals.length > 0 ? f.signals.map((h) => hitLine(h, lang)) : [w.noWords])];
}

const totalLine = (t: SignalTotal, lang: Lang): string =>
  `  ${KIND_NAMES[t.kind][lang]}: ${t.words.slice(0, TOP).map((x) => (x.files > 1 ? `${x.word}×${x.files}` : x.word)).join(WORDS[lang].sep)}`;

/** The report's lines. */
export function socialText(r: SocialScanResult, lang: Lang): string[] {
  const w = WORDS[lang];
  const lines = [w.title(terminalSafe(r.dir)), w.counts(r.images.length, r.files.length + r.unreadable.length, r.others)];
  if (r.images.length === 0 && r.files.length === 0 && r.unreadable.length === 0) return [...lines, w.empty];
  if (r.badJson > 0) lines.push(w.badJson(r.badJson));
  for (const u of r.unreadable) lines.push(w.unreadable(terminalSafe(u.rel), u.why));
  if (r.images.length > 0) lines.push(...imageLines(r, lang));
  if (r.files.length > 0) lines.push('', w.texts, ...r.files.flatMap((f) => fileLines(f, lang)));
  if (r.totals.length > 0) lines.push('', w.totals, ...r.totals.map((t) => totalLine(t, lang)));
  return lines;
}
