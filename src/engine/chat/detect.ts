import type { ChatFormat } from './message.js';

const QQ_HEADER = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [^\n]+\(\d+\)/;
const CSV_HEADER = /^\uFEFF?[^\n]*\b(CreateTime|StrContent|NickName)\b[^\n]*,/;

/**
 * The export's format, told from its first 4 KiB of text: a JSON list or
 * object, a MIME (MHT) file, a WeChatMsg HTML page, a PyWxDump CSV header, a QQ
 * header line (a name with its number), else WeChat TXT. The file name decides
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
  const ext = /\.[^./\\]*$/.exec(fileName)?.[0]?.toLowerCase() ?? '';
  if (ext === '.json') return 'json';
  if (ext === '.mht' || ext === '.mhtml') return 'qq_mht';
  if (ext === '.csv') return 'wechat_csv';
  if (ext === '.html' || ext === '.htm') return 'wechat_html';
  return 'wechat_txt';
}
