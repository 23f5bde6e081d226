// The HTML exports (WeChatMsg HTML, QQ MHT), read in chunks: matches are taken
// as the whole-file regexes of the reference tool would find them, and only the
// unfinished tail is kept between chunks.
import { decodeHTML } from 'entities';
import { noteTrouble, parseStamp, type ChatMessage, type ParseTrouble } from './message.js';

export interface ChunkParser {
  push(chunk: string): void;
  finish(): void;
}

/** Past this, text that cannot start a message is dropped from the carried tail. */
const MAX_CARRY = 1 << 20;
const MESSAGE_DIV = '<div class="message';
const HTML_MESSAGE = /<div class="message[^"]*"[^>]*>[\s\S]*?<span class="time"[^>]*>([^<]+)<\/span>[\s\S]*?<span class="sender"[^>]*>([^<]+)<\/span>[\s\S]*?<div class="content"[^>]*>([\s\S]*?)<\/div>/g;

/** WeChatMsg HTML: each message div's time, sender and content (tags taken out, entities read). */
export function wechatHtmlParser(emit: (m: ChatMessage) => void, trouble: ParseTrouble): ChunkParser {
  let buf = '';
  const take = (final: boolean) => {
    HTML_MESSAGE.lastIndex = 0;
    let end = 0;
    for (let m = HTML_MESSAGE.exec(buf); m; m = HTML_MESSAGE.exec(buf)) {
      end = HTML_MESSAGE.lastIndex;
      const stamp = (m[1] as string).trim();
      const ts = parseStamp(stamp) ?? parseStamp(stamp, '/');
      const sender = decodeHTML((m[2] as string).trim());
      const content = decodeHTML((m[3] as string).replace(/<[^>]+>/g, '')).trim();
      if (ts === null) noteTrouble(trouble, `a message with the time "${stamp}" left out: not a real time`);
      else if (content !== '') emit({ ts, sender, content, type: 'text' });
    }
    buf = buf.slice(end);
    if (!final && buf.length > MAX_CARRY) {
      const at = buf.lastIndexOf(MESSAGE_DIV);
      buf = at >= 0 ? buf.slice(at) : buf.slice(-MESSAGE_DIV.length);
    }
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
    let out = decodeHTML(raw.slice(0, cut).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
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
    if (ts === null) noteTrouble(trouble, `a message with the time "${m[1]}" left out: not a real time`);
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
  return {
    push(chunk) {
      raw += chunk;
      clean(false);
      split(false);
    },
    finish() {
      clean(true);
      split(true);
    },
  };
}
