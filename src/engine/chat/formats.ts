/**
 * The chat exports `simp import` reads, one row each: what everything about a
 * format derives from (the --format choices, the help's layouts, the TUI's list
 * and its names, telling a file's format from its text and name, and which reader
 * parses it). A new format is its row here and its parser (plus a fixture).
 *
 * Light on purpose: the verb definitions read this table at every start, so a
 * parser is named by a loader and imported only when a file of its format is read.
 */
import type { Label } from '../types.js';
import type { ChatMessage, ParseTrouble } from './message.js';
import type { LineParser } from './line-parsers.js';
import type { ChunkParser } from './markup-parsers.js';

type Maker<P> = (emit: (m: ChatMessage) => void, trouble: ParseTrouble) => P;

/** How a file of the format is read: its rows (CSV), its items (JSON), its lines, or its markup in chunks. */
export type ChatReader =
  | { readonly kind: 'csv' }
  | { readonly kind: 'json' }
  | { readonly kind: 'lines'; readonly parser: () => Promise<Maker<LineParser>> }
  | { readonly kind: 'markup'; readonly parser: () => Promise<Maker<ChunkParser>> };

export interface ChatFormatSpec {
  /** Its name in a list, in each language. */
  readonly label: Label;
  readonly read: ChatReader;
  /**
   * Told from the text: a test of the first 4 KiB (`head`, and `start`: it without
   * the leading blanks). Tests run by `rank`, lowest first; a format without one is
   * never told from its text.
   */
  readonly sniff?: { readonly rank: number; readonly test: (head: string, start: string) => boolean };
  /** File endings (lower case, with the dot) that name it where the text says nothing. */
  readonly extensions: readonly string[];
  /** The help's examples: a note (null: none) and the export's text, ` ↵ ` a line break. */
  readonly examples: readonly (readonly [note: { readonly zh: string; readonly en: string } | null, example: string])[];
}

const QQ_HEADER = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [^\n]+\(\d+\)/;
const CSV_HEADER = /^\uFEFF?[^\n]*\b(CreateTime|StrContent|NickName)\b[^\n]*,/;
/** A line that starts with a time and goes on with a name: `2026-10-20 20:41:03 阿明`. */
const NAMED_STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[ \t]+\S[^\n]*$/gm;
/** A line that ends with a time (WeChat TXT's, the sender on the next line). */
const BARE_STAMP = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[ \t\r]*$/gm;

const count = (re: RegExp, text: string): number => text.match(re)?.length ?? 0;

const lines = (): Promise<typeof import('./line-parsers.js')> => import('./line-parsers.js');
const markup = (): Promise<typeof import('./markup-parsers.js')> => import('./markup-parsers.js');

/** Every format, in the order lists show them. */
export const CHAT_FORMAT_TABLE = {
  wechat_txt: {
    label: { zh: '微信 TXT', en: 'WeChat TXT' },
    read: { kind: 'lines', parser: async () => (await lines()).wechatTxtParser },
    // The last resort: what is none of the others is read as WeChat TXT.
    extensions: [],
    examples: [[null, '2026-10-20 20:41:03 ↵ 阿明 ↵ 在吗']],
  },
  qq_txt: {
    label: { zh: 'QQ TXT', en: 'QQ TXT' },
    read: { kind: 'lines', parser: async () => (await lines()).qqTxtParser },
    // A QQ header line (a name with its number), or more time-and-name lines than lines
    // ending in a time (QQ's layout without its preamble and numbers; WeChat's times stand alone).
    sniff: {
      rank: 5,
      test: (head) => {
        if (QQ_HEADER.test(head)) return true;
        const named = count(NAMED_STAMP, head);
        return named > 0 && named > count(BARE_STAMP, head);
      },
    },
    extensions: [],
    examples: [
      [null, '2026-10-20 20:41:03 阿明(12345678) ↵ 在吗'],
      [{ zh: '无号码', en: 'no number' }, '2026-10-20 20:41:03 阿明 ↵ 在吗'],
    ],
  },
  qq_mht: {
    label: { zh: 'QQ MHT', en: 'QQ MHT' },
    read: { kind: 'markup', parser: async () => (await markup()).qqMhtParser },
    sniff: { rank: 2, test: (head) => /^(MIME-Version:|Content-Type: multipart\/related)/im.test(head.slice(0, 1024)) },
    extensions: ['.mht', '.mhtml'],
    examples: [[null, 'MIME-Version: 1.0 ↵ <html><tr><td>2026-10-20 20:41:03 阿明(12345678)</td></tr><tr><td>在吗</td></tr></html>']],
  },
  wechat_html: {
    label: { zh: '微信 HTML', en: 'WeChat HTML' },
    read: { kind: 'markup', parser: async () => (await markup()).wechatHtmlParser },
    sniff: { rank: 3, test: (head) => /<html[\s>]/i.test(head) && head.includes('<div class="message') },
    extensions: ['.html', '.htm'],
    examples: [[null, '<html><div class="message"><span class="time">2026-10-20 20:41:03</span><span class="sender">阿明</span><div class="content">在吗</div></div></html>']],
  },
  wechat_csv: {
    label: { zh: '微信 CSV（PyWxDump）', en: 'WeChat CSV (PyWxDump)' },
    read: { kind: 'csv' },
    sniff: { rank: 4, test: (_head, start) => CSV_HEADER.test(start) },
    extensions: ['.csv'],
    examples: [[null, 'CreateTime,NickName,StrContent ↵ 2026-10-20 20:41:03,阿明,在吗']],
  },
  json: {
    label: { zh: 'JSON', en: 'JSON' },
    read: { kind: 'json' },
    sniff: { rank: 1, test: (_head, start) => start.startsWith('[') || start.startsWith('{') },
    extensions: ['.json'],
    examples: [[null, '[{"timestamp": "2026-10-20 20:41:03", "sender": "阿明", "content": "在吗"}]']],
  },
} as const satisfies Record<string, ChatFormatSpec>;

export type ChatFormat = keyof typeof CHAT_FORMAT_TABLE;
export const CHAT_FORMATS = Object.keys(CHAT_FORMAT_TABLE) as [ChatFormat, ...ChatFormat[]];
/** What a file none of the tests and endings claims is read as. */
export const FALLBACK_FORMAT: ChatFormat = 'wechat_txt';

export const chatFormat = (format: ChatFormat): ChatFormatSpec => CHAT_FORMAT_TABLE[format];

export function isChatFormat(value: string): value is ChatFormat {
  return Object.hasOwn(CHAT_FORMAT_TABLE, value);
}
