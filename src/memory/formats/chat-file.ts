// Reading a chat export the user hands in: its encoding told from its bytes
// (a BOM, UTF-16's zero bytes, else UTF-8 unless the text is not UTF-8, then
// GB18030, the superset of GBK, or Big5 where that reads as Chinese and GB18030
// does not), decoded as it streams; CSV rows and JSON items come out one at a
// time through maintained parsers. Nothing here is kept.
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { parser as jsonParser } from 'stream-json';
import pick from 'stream-json/filters/pick.js';
import streamArray from 'stream-json/streamers/stream-array.js';
import chain from 'stream-chain';
import { InputError } from '../../model/index.js';
import { LIMITS } from '../../model/limits.js';
import { limitError } from '../io/bounds.js';

export const CHAT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'gb18030', 'big5'] as const;
export type ChatEncoding = (typeof CHAT_ENCODINGS)[number];

const CHUNK = 1 << 20;
const SAMPLE = 64 * 1024;

/** The encoding of a file's first bytes. */
export function sniffEncoding(bytes: Uint8Array): ChatEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = Math.max(1, Math.floor(bytes.length / 2));
  if (oddZeros / pairs > 0.3 && evenZeros < oddZeros / 4) return 'utf-16le';
  if (evenZeros / pairs > 0.3 && oddZeros < evenZeros / 4) return 'utf-16be';
  // UTF-8 unless its decoding breaks often: a stray bad byte in a UTF-8 file is not GBK.
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, bytes.length - 4));
  let wide = 0;
  let broken = 0;
  for (const ch of text) {
    if (ch === '\uFFFD') broken += 1;
    else if (ch.charCodeAt(0) > 0x7f) wide += 1;
  }
  // GBK read as UTF-8 breaks on nearly every Chinese character; a UTF-8 file with a bad line still reads mostly whole.
  if (broken <= wide) return 'utf-8';
  return chineseWords(bytes, 'big5') > chineseWords(bytes, 'gb18030') ? 'big5' : 'gb18030';
}

/**
 * The characters chats use most, in their simplified and traditional forms.
 * GB18030 and Big5 are both two-byte codes over the same byte ranges: either
 * one's text decodes under the other (Big5 read as GB18030 gives rare
 * characters, kana and Cyrillic, 獴 and и), so the one that reads is the one
 * whose decoding is made of the characters people write.
 */
const COMMON = new Set(
  '的一是不了人我你他她在有这這个個们們中来來上下大小为為和说說到要就出也会會时時看好吗嗎呢吧啊哈嗯哦今天明晚早吃饭飯睡觉覺喜欢歡什么麼没沒还還过過对對后後去想知道家里裡很都可以那多心点點样樣现現在再见見谢謝',
);

/** How many of the most used characters a decoding of the bytes gives. */
function chineseWords(bytes: Uint8Array, enc: 'big5' | 'gb18030'): number {
  let n = 0;
  for (const ch of new TextDecoder(enc).decode(bytes)) if (COMMON.has(ch)) n += 1;
  return n;
}

export interface ChatFile {
  path: string;
  name: string;
  size: number;
  encoding: ChatEncoding;
  /** The first 4,096 characters, for telling the format. */
  sample: string;
}

/** An export that cannot be opened: what is wrong, as data, so a front end says it in the user's language. */
export class ChatFileError extends InputError {
  static override readonly tag: string = 'ChatFileError';

  constructor(
    readonly path: string,
    readonly problem: 'missing' | 'notFile',
  ) {
    super(`${path}: ${problem === 'missing' ? 'no such file' : 'not a file'}`);
  }
}

/** Opens an export for reading: refuses what is not a readable file, by name. */
export function openChatFile(path: string, encoding?: ChatEncoding): ChatFile {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new ChatFileError(path, 'missing');
  if (!stat.isFile()) throw new ChatFileError(path, 'notFile');
  if (stat.size > LIMITS.chatFileBytes) throw limitError(path, 'bytes', LIMITS.chatFileBytes);
  const fd = openSync(path, 'r');
  const head = Buffer.alloc(Math.min(SAMPLE, stat.size));
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const enc = encoding ?? sniffEncoding(head);
  const sample = clean(new TextDecoder(enc).decode(head), enc).slice(0, 4096);
  return { path, name: basename(path), size: stat.size, encoding: enc, sample };
}

/** Bytes that are not UTF-8 are dropped, as the reference reads (errors="ignore"). */
const clean = (text: string, enc: ChatEncoding) => (enc === 'utf-8' ? text.replaceAll('\uFFFD', '') : text);

/**
 * How a chat export's text is held to the limit on one piece: `lines` (the text
 * exports, CSV, HTML and MHT) counts the characters between line breaks,
 * `strings` (JSON, often one long line) those between quotes.
 */
export type RunKind = 'lines' | 'strings';

/**
 * Refuses, while the text streams, a line (or JSON string) longer than the limit,
 * naming the file and the line it is on: such a piece would be held whole by the
 * parsers, however large.
 */
export function runGuard(path: string, kind: RunKind, limit: number = LIMITS.chatLineChars): (text: string) => void {
  const breaks = kind === 'lines' ? /[\r\n]/g : /["\r\n]/g;
  let run = 0;
  let line = 1;
  let cr = false;
  return (text) => {
    breaks.lastIndex = 0;
    let from = 0;
    for (let m = breaks.exec(text); m !== null; m = breaks.exec(text)) {
      const at = m.index;
      const c = text.charCodeAt(at);
      // A quote escaped inside a JSON string does not end it.
      if (c === 34 && at > 0 && text.charCodeAt(at - 1) === 92) continue;
      if (run + at - from > limit) throw limitError(path, kind === 'lines' ? 'line' : 'value', limit, line);
      if (c === 10 && !(cr && at === from && run === 0)) line += 1;
      else if (c === 13) line += 1;
      cr = c === 13;
      run = 0;
      from = at + 1;
    }
    if (from < text.length) cr = false;
    run += text.length - from;
    if (run > limit) throw limitError(path, kind === 'lines' ? 'line' : 'value', limit, line);
  };
}

/** The file's text in chunks, decoded; `progress` hears the bytes read so far. No more than the file limit is read, and no piece longer than its limit passes. */
export async function* chatText(file: ChatFile, progress?: (bytes: number) => void, runs?: RunKind): AsyncGenerator<string> {
  const decoder = new TextDecoder(file.encoding);
  const guard = runs === undefined ? null : runGuard(file.path, runs);
  let read = 0;
  for await (const buf of createReadStream(file.path, { highWaterMark: CHUNK })) {
    read += (buf as Buffer).length;
    // A file that grows while it is read is read no further than the limit.
    if (read > LIMITS.chatFileBytes) throw limitError(file.path, 'bytes', LIMITS.chatFileBytes);
    progress?.(read);
    const text = decoder.decode(buf as Buffer, { stream: true });
    if (text === '') continue;
    guard?.(text);
    yield clean(text, file.encoding);
  }
  const tail = decoder.decode();
  if (tail !== '') {
    guard?.(tail);
    yield clean(tail, file.encoding);
  }
}

/** Each CSV row as header → value; a row the parser cannot read is counted by `bad`, not fatal. */
export function csvRows(text: AsyncIterable<string>, row: (r: Record<string, string>, n: number) => void, bad: (n: number, why: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    let n = 0;
    let stopped = false;
    const csv = parseCsv({ bom: true, columns: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_error: true });
    csv.on('data', (r: Record<string, string>) => row(r, ++n));
    csv.on('skip', (err: Error & { lines?: number }) => bad(err.lines ?? n + 1, err.message));
    csv.on('error', (err: Error & { lines?: number }) => {
      if (stopped) return;
      bad(err.lines ?? n + 1, err.message);
      done();
    });
    csv.on('end', () => done());
    // The file failing to read (or passing a limit) refuses the file; it is no bad row.
    Readable.from(text)
      .on('error', (err) => {
        stopped = true;
        csv.destroy();
        fail(err);
      })
      .pipe(csv);
  });
}

/**
 * Each item of a JSON export (a list, or an object's `messages` list), as the
 * parser reaches it; where the file stops being JSON (cut off mid-item), the
 * items before stay and `bad` hears why.
 */
export function jsonItems(text: AsyncIterable<string>, firstChar: string, item: (value: unknown, n: number) => void, bad: (after: number, why: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    let n = 0;
    let stopped = false;
    const source = Readable.from(text);
    const pipe = firstChar === '{' ? chain([source, jsonParser(), pick({ filter: 'messages' }), streamArray()]) : source.pipe(streamArray.withParserAsStream());
    // The file failing to read (or passing a limit) refuses the file; it is no place where the JSON breaks.
    source.on('error', (err) => {
      stopped = true;
      pipe.destroy();
      fail(err);
    });
    pipe.on('data', (x: { value: unknown }) => item(x.value, ++n));
    pipe.on('error', (err: Error) => {
      if (stopped) return;
      bad(n, err.message);
      done();
    });
    pipe.on('end', () => done());
  });
}
