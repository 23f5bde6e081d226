import type { SimpEvent } from '../../model/schemas.js';
import { mayBeTooDeep, tooDeep, MAX_DEPTH } from '../formats/depth.js';
import { outsideStrings } from '../formats/pyjson.js';

const FATAL_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** What readers skipped, so callers can report it instead of failing (SPEC 3.4). */
export interface ReadReport {
  /** Non-blank lines that are not a JSON event object, with their 1-based line number when known. */
  badLines: { line: number | null; reason: string }[];
  /** The file ends without a newline: the last line was left half-written and is not an event. */
  tornTail: boolean;
}

export const emptyReport = (): ReadReport => ({ badLines: [], tornTail: false });

/** Decodes one line (bytes between newlines) into an event, or a reason it is not one. */
export function decodeEventLine(bytes: Buffer, isFirstLine: boolean): SimpEvent | string | null {
  let text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) {
    try {
      FATAL_UTF8.decode(bytes);
    } catch {
      return 'not valid UTF-8';
    }
  }
  if (isFirstLine && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.trim();
  if (text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (err instanceof RangeError) return `nested more than ${MAX_DEPTH} levels deep`;
    // Python's json writes NaN and Infinity (the reference tools read them back): such a line is an event too.
    const lenient = withoutNonFinite(text);
    if (lenient === null) return 'not JSON';
    try {
      value = JSON.parse(lenient);
    } catch {
      return 'not JSON';
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not a JSON object';
  if (mayBeTooDeep(text) && tooDeep(value)) return `nested more than ${MAX_DEPTH} levels deep`;
  const obj = value as Record<string, unknown>;
  if (typeof obj['type'] !== 'string') return 'no "type" string';
  if (obj['ts'] !== undefined && typeof obj['ts'] !== 'string') return '"ts" is not a string';
  const data = obj['data'];
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) {
    return '"data" is not an object';
  }
  if (obj['ts'] === undefined) obj['ts'] = '';
  if (data === undefined) obj['data'] = {};
  return obj as SimpEvent;
}

export function describeReport(report: ReadReport, file: string): string[] {
  const out: string[] = [];
  for (const bad of report.badLines.slice(0, 5)) {
    out.push(`${file}: ${bad.line === null ? 'a line' : `line ${bad.line}`} skipped (${bad.reason})`);
  }
  if (report.badLines.length > 5) out.push(`${file}: ${report.badLines.length - 5} more lines skipped`);
  if (report.tornTail) out.push(`${file}: the last line has no newline (an interrupted write); it is not counted as an event`);
  return out;
}

const NON_FINITE = /^-?(?:NaN|Infinity)/;

/**
 * The line with Python's bare NaN, Infinity and -Infinity (outside strings) read
 * as null, or null when it has none: JSON has no such numbers, Python's json
 * reads and writes them.
 */
export function withoutNonFinite(text: string): string | null {
  let out = '';
  let from = 0;
  outsideStrings(text, (i) => {
    const c = text[i];
    if (c !== 'N' && c !== 'I' && c !== '-') return 1;
    const m = NON_FINITE.exec(text.slice(i, i + 9));
    if (!m) return 1;
    out += `${text.slice(from, i)}null`;
    from = i + m[0].length;
    return m[0].length;
  });
  return from === 0 ? null : out + text.slice(from);
}
