// Line-at-a-time parsers of the text exports, with the reference tool's rules
// (its whole-file regexes, read one line at a time so any size streams).
import { noteTrouble, parseStamp, type ChatMessage, type ParseTrouble } from './message.js';

const MEDIA: Record<string, ChatMessage['type']> = { '[图片]': 'image', '[语音]': 'voice', '[视频]': 'media', '[文件]': 'media' };
const TS_AT_END = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})$/;

/** Splits text fed in chunks into lines; `\r\n`, `\n` and a lone `\r` all end a line (Python's universal newlines). */
export class LineSplitter {
  private rest = '';
  private cr = false;

  push(chunk: string): string[] {
    let text = chunk;
    if (this.cr && text.startsWith('\n')) text = text.slice(1);
    this.cr = text.endsWith('\r');
    const parts = (this.rest + text).split(/\r\n|\n|\r/);
    this.rest = parts.pop() ?? '';
    return parts;
  }

  /** The last line when the text did not end with a line end (null when it did). */
  end(): string | null {
    const last = this.rest;
    this.rest = '';
    return last === '' ? null : last;
  }
}

export interface LineParser {
  /** One line; `ended` is false only for a last line with no line end after it. */
  line(text: string, lineNo: number, ended: boolean): void;
  finish(): void;
}

/**
 * WeChatMsg TXT: a line ending in `YYYY-MM-DD HH:MM:SS` starts a message (the
 * text before the time on that line still belongs to the one before), the next
 * non-empty line is the sender, then the message runs to the next such line.
 */
export function wechatTxtParser(emit: (m: ChatMessage) => void, trouble: ParseTrouble): LineParser {
  let stamp: string | null = null;
  let at = 0;
  let sender: string | null = null;
  let content: string[] = [];
  let before = 0;
  const flush = () => {
    if (stamp === null) return;
    const ts = parseStamp(stamp);
    const text = content.join('\n').trim();
    if (ts === null) noteTrouble(trouble, { kind: 'time', at: { line: at }, text: stamp });
    else if (sender !== null && text !== '') emit({ ts, sender: sender.trim(), content: text, type: MEDIA[text] ?? 'text' });
    stamp = null;
  };
  return {
    line(text, lineNo, ended) {
      if (stamp !== null && sender === null) {
        // The sender: the next line, or the next non-empty one (the reference's `.+?` takes line ends along).
        if (text !== '') sender = text;
        return;
      }
      const m = ended ? TS_AT_END.exec(text) : null;
      if (m) {
        const prefix = text.slice(0, m.index);
        if (stamp !== null) {
          if (prefix !== '') content.push(prefix);
        } else if (prefix.trim() !== '') before += 1;
        flush();
        stamp = m[1] as string;
        at = lineNo;
        sender = null;
        content = [];
        return;
      }
      if (stamp !== null) content.push(text);
      else if (text.trim() !== '') before += 1;
    },
    finish() {
      flush();
      if (before > 0) noteTrouble(trouble, { kind: 'outside', lines: before });
    },
  };
}

const QQ_HEADER = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}) (.+?)(?:\(\d+\))?$/;

/** QQ TXT: a `YYYY-MM-DD HH:MM:SS name(number)` line, then the message's lines. */
export function qqTxtParser(emit: (m: ChatMessage) => void, trouble: ParseTrouble): LineParser {
  let ts: number | null = null;
  let sender: string | null = null;
  let content: string[] = [];
  const flush = () => {
    const text = content.join('\n').trim();
    if (ts !== null && sender !== null && sender !== '' && text !== '') emit({ ts, sender, content: text, type: 'text' });
  };
  return {
    line(raw, lineNo) {
      // Trailing white space cut by a scan: /\s+$/ retries a long run of spaces from each of its characters.
      const text = raw.trimEnd();
      const m = QQ_HEADER.exec(text);
      if (m) {
        flush();
        ts = parseStamp(m[1] as string);
        if (ts === null) noteTrouble(trouble, { kind: 'time', at: { line: lineNo }, text: m[1] as string });
        sender = (m[2] as string).trim();
        content = [];
      } else if (ts !== null) content.push(text);
    },
    finish: flush,
  };
}
