// The social-media scan of the skill's social parser: the platform a file came
// from, told by its name; the posts of a JSON export, read the way the parser
// reads them; and its keyword scan of the text, file by file and summed up.
// Pure: names, parsed JSON and text come in.
import { isDict, pyStr, truthy } from './pyvalue.js';
import { stripWith } from '../model/text.js';

/** Platforms and the pieces of a file name that tell them, checked in this order (the first found wins). */
export const PLATFORM_HINTS = [
  ['weibo', ['微博', 'weibo', 'wb_']],
  ['xiaohongshu', ['小红书', '红书', 'xhs', 'xiaohongshu', 'rednote']],
  ['moments', ['朋友圈', 'moments', 'wechat']],
  ['douyin', ['抖音', 'douyin', 'dy_']],
  ['instagram', ['instagram', 'ig_']],
  ['twitter', ['twitter', 'tweet']],
  ['bilibili', ['bilibili', 'bili', 'b站']],
] as const;
export type Platform = (typeof PLATFORM_HINTS)[number][0] | 'unknown';

/** The platform a file came from, by its name (any case). */
export function platformOf(fileName: string): Platform {
  const name = fileName.toLowerCase();
  return PLATFORM_HINTS.find(([, hints]) => hints.some((h) => name.includes(h)))?.[0] ?? 'unknown';
}

/** The parser's signal words, by kind, in its order. */
export const SIGNAL_KEYWORDS = {
  positive: ['喜欢', '开心', '快乐', '幸福', '期待', '想你', '念你', '陪伴', '一起', '约', '见面', '等你', '好想', '最近怎么样', '你在吗', 'miss', 'happy', 'love', 'together', 'date'],
  low: ['难过', '伤心', '哭', '失眠', '想太多', '孤独', '一个人', '失落', '心情不好', '烦', '累', 'sad', 'lonely', 'cry'],
  romance: ['喜欢一个人', '暗恋', '表白', '心动', '心跳', '脸红', '好看', '好温柔', '好厉害', '崇拜', 'crush', 'like someone', 'confession'],
} as const;
export type SignalKind = keyof typeof SIGNAL_KEYWORDS;
const KINDS = Object.keys(SIGNAL_KEYWORDS) as SignalKind[];

export interface SignalHits {
  kind: SignalKind;
  /** Each word found at least once, in the list's order. */
  words: string[];
}

/** The signal words a text holds (any case), kinds without a hit left out. */
export function scanSignals(text: string): SignalHits[] {
  const lower = text.toLowerCase();
  return KINDS.map((kind) => ({ kind, words: SIGNAL_KEYWORDS[kind].filter((w) => lower.includes(w)) })).filter((h) => h.words.length > 0);
}

export interface Post {
  text: string;
  /** The post's time as the export wrote it; '' when it has none. */
  time: string;
}

// Python's str.strip() whitespace (JavaScript's trim also takes U+FEFF and leaves U+001C–U+001F and U+0085).
const PY_SPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
const isPySpace = (ch: string): boolean => {
  const c = ch.charCodeAt(0);
  return PY_SPACE.has(c) || (c >= 0x2000 && c <= 0x200a);
};
// A scan from each end: a pattern ending in `+$` retries a long run of spaces from each of its characters.
const strip = (s: string): string => stripWith(s, isPySpace);

const firstTruthy = (item: Record<string, unknown>, keys: readonly string[]): unknown => keys.map((k) => item[k]).find(truthy) ?? '';

/**
 * The posts of a JSON export as the parser reads them: a list, or the `data`,
 * `posts` or `items` list of an object; of the first 50 items, the text
 * (text, content, description or body) and time of each, posts without text
 * left out. Null where the parser's reading fails (another shape, an item that
 * is not an object): it then reads the file as plain text.
 */
export function postsOf(json: unknown): Post[] | null {
  let items: unknown;
  if (Array.isArray(json)) items = json;
  else if (isDict(json)) items = 'data' in json ? json['data'] : 'posts' in json ? json['posts'] : 'items' in json ? json['items'] : [];
  else return null;
  if (items === '') return [];
  if (!Array.isArray(items)) return null;
  const first = items.slice(0, 50);
  if (!first.every(isDict)) return null;
  return first
    .map((item) => ({
      text: strip(pyStr(firstTruthy(item, ['text', 'content', 'description', 'body']))),
      time: pyStr(firstTruthy(item, ['created_at', 'time', 'timestamp', 'date'])),
    }))
    .filter((p) => p.text !== '');
}

/** The text the parser scans for one file: the posts joined by spaces when a JSON export has any, else the file's text. */
export function scannedText(posts: readonly Post[] | null, text: string): string {
  return posts && posts.length > 0 ? posts.map((p) => p.text).join(' ') : text;
}

export interface SignalTotal {
  kind: SignalKind;
  /** Words by the number of files they were found in, most first; a tie keeps the order they were first found. */
  words: Array<{ word: string; files: number }>;
}

/** The hits of every file summed: kinds in the order first found. */
export function signalTotals(perFile: ReadonlyArray<readonly SignalHits[]>): SignalTotal[] {
  const totals = new Map<SignalKind, Map<string, number>>();
  for (const hits of perFile) {
    for (const { kind, words } of hits) {
      const counts = totals.get(kind) ?? new Map<string, number>();
      totals.set(kind, counts);
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  return [...totals.entries()].map(([kind, counts]) => ({
    kind,
    words: [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word, files]) => ({ word, files })),
  }));
}
