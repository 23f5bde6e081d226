// Reading a folder of saved social-media posts: which files are pictures and
// which are text (by extension, as the skill's social parser sorts them), and
// the text of each as the parser reads it: UTF-8 with bad bytes dropped, line
// ends as \n, the first 5,000 characters; a JSON export also parsed whole,
// strictly, its failure kept as a reason and never fatal.
import { closeSync, readSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';
import { readBounded } from '../io/bounds.js';
import { LIMITS } from '../../model/limits.js';
import { folderFiles, type FolderFile } from './photo-scan.js';

const IMAGE_EXTS: ReadonlySet<string> = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.bmp', '.heic', '.heif']);
const TEXT_EXTS: ReadonlySet<string> = new Set(['.txt', '.md', '.json', '.csv']);
/** The name the parser gives its own report: reading it back would count every word a second time. */
const OWN_REPORT = 'report.md';

/** Characters of a file the parser reads. */
export const TEXT_CAP = 5000;
const CHUNK = 64 * 1024;

export interface SocialText extends FolderFile {
  /** The first TEXT_CAP characters; null when the file could not be read. */
  text: string | null;
  /** There is more than TEXT_CAP characters. */
  cut: boolean;
  /** A .json file as parsed, or why it is not JSON; null for other files. */
  json: { value: unknown } | { error: string } | null;
  /** Why the file could not be read. */
  error: string | null;
}

export interface SocialScan {
  images: FolderFile[];
  texts: SocialText[];
  /** Other files, hidden ones left out. */
  others: FolderFile[];
}

/** The first TEXT_CAP characters of the bytes that come, read no further than needed. */
function firstChars(chunks: Iterable<Uint8Array>): { text: string; cut: boolean } {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  let length = 0;
  let cr = false; // the last piece ended in \r: a \n opening the next is the same line end
  const add = (piece: string): boolean => {
    let s = piece.replaceAll('\uFFFD', '');
    if (s === '') return false;
    if (cr && s.startsWith('\n')) s = s.slice(1);
    cr = s.endsWith('\r');
    for (const ch of s.replace(/\r\n?/g, '\n')) {
      if (length === TEXT_CAP) return true;
      text += ch;
      length += 1;
    }
    return false;
  };
  for (const chunk of chunks) if (add(decoder.decode(chunk, { stream: true }))) return { text, cut: true };
  return { text, cut: add(decoder.decode()) };
}

function* fileChunks(path: string): Generator<Uint8Array> {
  const fd = openRegular(path);
  try {
    const buf = Buffer.alloc(CHUNK);
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) yield buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

function parseJson(bytes: Uint8Array): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)) as unknown };
  } catch (err) {
    return { error: err instanceof TypeError ? 'not UTF-8' : (err as Error).message };
  }
}

function readText(f: FolderFile): SocialText {
  try {
    if (f.ext !== '.json') return { ...f, ...firstChars(fileChunks(f.path)), json: null, error: null };
    // Read whole only below its limit, and only a regular file (what was listed may have been swapped since).
    const fd = openRegular(f.path);
    let bytes: Buffer;
    try {
      bytes = readBounded(fd, f.path, LIMITS.otherFileBytes);
    } finally {
      closeSync(fd);
    }
    return { ...f, ...firstChars([bytes]), json: parseJson(bytes), error: null };
  } catch (err) {
    return { ...f, text: null, cut: false, json: null, error: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
  }
}

/** The files below `dir` sorted into pictures, texts (read) and the rest; a missing folder is refused by name. */
export function scanSocial(dir: string, optional = false): SocialScan {
  const scan: SocialScan = { images: [], texts: [], others: [] };
  for (const f of folderFiles(dir, optional)) {
    if (IMAGE_EXTS.has(f.ext)) scan.images.push(f);
    else if (TEXT_EXTS.has(f.ext) && f.name !== OWN_REPORT) scan.texts.push(readText(f));
    else if (!f.name.startsWith('.') && f.name !== OWN_REPORT) scan.others.push(f);
  }
  return scan;
}
