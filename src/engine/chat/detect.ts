import type { ChatFormat } from './message.js';

/**
 * The export's format, as the reference tool tells it: by extension for JSON,
 * MHT, CSV and HTML, else by the first 4 KiB of text (a QQ header names the
 * sender's number; a bare time line is WeChat's), WeChat TXT when nothing fits.
 */
export function detectFormat(fileName: string, sample: string): ChatFormat {
  const ext = /\.[^./\\]*$/.exec(fileName)?.[0]?.toLowerCase() ?? '';
  if (ext === '.json') return 'json';
  if (ext === '.mht' || ext === '.mhtml') return 'qq_mht';
  if (ext === '.csv') return 'wechat_csv';
  if (ext === '.html') return 'wechat_html';
  const head = sample.slice(0, 4096);
  if (/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [^\n]+\(\d+\)/.test(head)) return 'qq_txt';
  return 'wechat_txt';
}
