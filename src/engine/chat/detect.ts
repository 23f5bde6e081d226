import type { ChatFormat } from './message.js';

const QQ_HEADER = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [^\n]+\(\d+\)/;
const CSV_HEADER = /^\uFEFF?[^\n]*\b(CreateTime|StrContent|NickName)\b[^\n]*,/;
/** A line that starts with a time and goes on with a name: `2026-10-20 20:41:03 阿明`. */
const NAMED_STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[ \t]+\S[^\n]*$/gm;
/** A line that ends with a time (WeChat TXT's, the sender on the next line). */
const BARE_STAMP = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[ \t\r]*$/gm;

const count = (re: RegExp, text: string): number => text.match(re)?.length ?? 0;

/**
 * The export's format, told from its first 4 KiB of text: a JSON list or
 * object, a MIME (MHT) file, a WeChatMsg HTML page, a PyWxDump CSV header, a QQ
 * header line (a name with its number), lines of a time and a name with the
 * message below (QQ's layout without its preamble and numbers: read as QQ TXT,
 * where the reference finds no message), else WeChat TXT. The file name decides
 * only where the text says nothing (the reference goes by the name first: a
 * renamed export is still read for what it is).
 */
export function detectFormat(fileName: string, sample: string): ChatFormat {
  const head = sample.slice(0, 4096);
  const start = head.trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  if (/^(MIME-Version:|Content-Type: multipart\/related)/im.test(head.slice(0, 1024))) return 'qq_mht';
  if (/<html[\s>]/i.test(head) && head.includes('<div class="message')) return 'wechat_html';
  if (CSV_HEADER.test(start)) return 'wechat_csv';
  if (QQ_HEADER.test(head)) return 'qq_txt';
  // More time-and-name lines than lines ending in a time: not WeChat TXT, whose times stand alone.
  const named = count(NAMED_STAMP, head);
  if (named > 0 && named > count(BARE_STAMP, head)) return 'qq_txt';
  const ext = /\.[^./\\]*$/.exec(fileName)?.[0]?.toLowerCase() ?? '';
  if (ext === '.json') return 'json';
  if (ext === '.mht' || ext === '.mhtml') return 'qq_mht';
  if (ext === '.csv') return 'wechat_csv';
  if (ext === '.html' || ext === '.htm') return 'wechat_html';
  return 'wechat_txt';
}
