import { CHAT_FORMAT_TABLE, CHAT_FORMATS, FALLBACK_FORMAT, chatFormat, type ChatFormat } from './formats.js';

/** The formats told from their text, in the order their tests run. */
const SNIFFED = CHAT_FORMATS.flatMap((f) => {
  const sniff = chatFormat(f).sniff;
  return sniff ? [{ format: f, ...sniff }] : [];
}).sort((a, b) => a.rank - b.rank);

/**
 * The export's format, told from its first 4 KiB of text by each format's test
 * (formats.ts: a JSON list or object, a MIME (MHT) file, a WeChatMsg HTML page, a
 * PyWxDump CSV header, a QQ header line or QQ's layout without it), else by the
 * file's ending, else WeChat TXT. The file name decides only where the text says
 * nothing (the reference goes by the name first: a renamed export is still read
 * for what it is).
 */
export function detectFormat(fileName: string, sample: string): ChatFormat {
  const head = sample.slice(0, 4096);
  const start = head.trimStart();
  for (const s of SNIFFED) if (s.test(head, start)) return s.format;
  const ext = /\.[^./\\]*$/.exec(fileName)?.[0]?.toLowerCase() ?? '';
  return CHAT_FORMATS.find((f) => (CHAT_FORMAT_TABLE[f].extensions as readonly string[]).includes(ext)) ?? FALLBACK_FORMAT;
}
