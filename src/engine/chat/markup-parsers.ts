// The HTML exports (WeChatMsg HTML, QQ MHT), read in chunks: matches are taken
// as the whole-file regexes of the reference tool would find them, and only the
// unfinished tail is kept between chunks.
import { decodeHTML } from 'entities';
import { noteTrouble, parseStamp, type ChatMessage, type ParseTrouble } from './message.js';
import { replaceTags } from '../../model/text.js';

export interface ChunkParser {
  push(chunk: string): void;
  finish(): void;
}

const MESSAGE_DIV = '<div class="message';
/** One message, matched from the start of a message div (sticky): the reference's whole-file regex. */
const HTML_MESSAGE = /<div class="message[^"]*"[^>]*>[\s\S]*?<span class="time"[^>]*>([^<]+)<\/span>[\s\S]*?<span class="sender"[^>]*>([^<]+)<\/span>[\s\S]*?<div class="content"[^>]*>([\s\S]*?)<\/div>/y;
/**
 * How many message divs one match may reach across: the reference's lazy parts
 * let a message without a sender take the next one's (kept), but an export of
 * such messages would make every attempt scan the whole file (seconds per
 * thousand messages); two divs cover what exports hold.
 */
const REACH = 2;

/** WeChatMsg HTML: each message div's time, sender and content (tags taken out, entities read). */
export function wechatHtmlParser(emit: (m: ChatMessage) => void, trouble: ParseTrouble): ChunkParser {
  let buf = '';
  const take = (final: boolean) => {
    const starts: number[] = [];
    for (let at = buf.indexOf(MESSAGE_DIV); at >= 0; at = buf.indexOf(MESSAGE_DIV, at + 1)) starts.push(at);
    let i = 0;
    let kept = starts[0] ?? Math.max(0, buf.length - MESSAGE_DIV.length);
    while (i < starts.length) {
      const from = starts[i] as number;
      const windowEnd = starts[i + REACH];
      // Until the divs a match may reach have all arrived, wait for more text.
      if (windowEnd === undefined && !final) break;
      const window = buf.slice(from, windowEnd ?? buf.length);
      HTML_MESSAGE.lastIndex = 0;
      const m = HTML_MESSAGE.exec(window);
      if (!m) {
        i += 1;
        kept = starts[i] ?? buf.length;
        continue;
      }
      const stamp = (m[1] as string).trim();
      const ts = parseStamp(stamp) ?? parseStamp(stamp, '/');
      const sender = decodeHTML((m[2] as string).trim());
      const content = decodeHTML(replaceTags(m[3] as string, '')).trim();
      if (ts === null) noteTrouble(trouble, { kind: 'time', at: null, text: stamp });
      else if (content !== '') emit({ ts, sender, content, type: 'text' });
      const end = from + m[0].length;
      while (i < starts.length && (starts[i] as number) < end) i += 1;
      kept = starts[i] ?? end;
    }
    buf = buf.slice(kept);
  };
  return {
    push(chunk) {
      buf += chunk;
      take(false);
    },
    finish() {
      take(true);
      buf = '';
    },
  };
}

const TS_G = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g;
const MHT_MESSAGE = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) (.+?)(?:\(\d+\))? (.+)$/s;

/**
 * QQ MHT: the page's text (tags taken out, entities read, runs of white space
 * one space), cut at every time stamp: `time name(number) text`.
 */
export function qqMhtParser(emit: (m: ChatMessage) => void, trouble: ParseTrouble): ChunkParser {
  let raw = '';
  let text = '';
  let space = true;
  const clean = (final: boolean) => {
    // Keep an unfinished tag or entity for the next chunk.
    let cut = raw.length;
    if (!final) {
      const lt = raw.lastIndexOf('<');
      if (lt >= 0 && raw.indexOf('>', lt) < 0) cut = lt;
      const amp = raw.lastIndexOf('&', cut - 1);
      if (amp >= 0 && amp > cut - 40 && raw.indexOf(';', amp) < 0) cut = amp;
    }
    let out = decodeHTML(replaceTags(raw.slice(0, cut), ' ')).replace(/\s+/g, ' ');
    if (space && out.startsWith(' ')) out = out.slice(1);
    if (out !== '') space = out.endsWith(' ');
    text += out;
    raw = raw.slice(cut);
  };
  /** One message from a piece of text; false when the piece has no text after its sender (it then takes the next piece whole, as the reference's lazy match does). */
  const one = (piece: string): boolean => {
    const m = MHT_MESSAGE.exec(piece.replace(/ $/, ''));
    if (!m) return false;
    const ts = parseStamp(m[1] as string);
    const content = (m[3] as string).trim();
    if (ts === null) noteTrouble(trouble, { kind: 'time', at: null, text: m[1] as string });
    else if (content !== '') emit({ ts, sender: (m[2] as string).trim(), content, type: 'text' });
    return true;
  };
  const split = (final: boolean) => {
    const starts = [...text.matchAll(TS_G)].map((m) => m.index);
    const end = (i: number) => (i + 1 < starts.length ? (starts[i + 1] as number) : text.length);
    // A piece is complete once the next time stamp is seen (or the text has ended).
    const complete = (i: number) => final || i + 1 < starts.length;
    let i = 0;
    while (i < starts.length && complete(i)) {
      if (one(text.slice(starts[i], end(i)))) {
        i += 1;
        continue;
      }
      if (i + 1 >= starts.length) {
        i += 1;
        continue;
      }
      if (!complete(i + 1)) break;
      one(text.slice(starts[i], end(i + 1)));
      i += 2;
    }
    text = final ? '' : i < starts.length ? text.slice(starts[i]) : text.slice(-19);
  };
  // The page is one part of a MIME file; the parts after it (pictures in base64) are not messages.
  let boundary: string | null = null;
  let inPage = false;
  let done = false;
  let seen = '';
  const page = (chunk: string): string => {
    seen = (seen + chunk).slice(-(4096 + chunk.length));
    boundary ??= /boundary="([^"]+)"/i.exec(seen)?.[1] ?? null;
    const start = inPage ? 0 : chunk.search(/<html/i);
    if (start < 0) return chunk;
    inPage = true;
    if (boundary === null) return chunk;
    const end = chunk.indexOf(`--${boundary}`, start);
    if (end < 0) return chunk;
    done = true;
    return chunk.slice(0, end);
  };
  return {
    push(chunk) {
      if (done) return;
      raw += page(chunk);
      clean(false);
      split(false);
    },
    finish() {
      clean(true);
      split(true);
    },
  };
}
