import type { SimpEvent } from '../../model/schemas.js';
import { mayBeTooDeep, tooDeep } from '../formats/depth.js';
import { outsideStrings } from '../formats/pyjson.js';

const FATAL_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Why a non-blank line is no event (present/read-report.ts says it): not UTF-8, not
 * JSON, JSON that is no object, nested too deep, no "type" text, a "ts" that is no
 * text, a "data" that is no object, longer than a line may be.
 */
export type BadLineWhy = 'utf8' | 'json' | 'object' | 'depth' | 'type' | 'ts' | 'data' | 'long';

/** What readers skipped, so callers can report it instead of failing (SPEC 3.4). */
export interface ReadReport {
  /** Non-blank lines that are not a JSON event object, with their 1-based line number when known. */
  badLines: { line: number | null; reason: BadLineWhy }[];
  /** The file ends without a newline: the last line was left half-written and is not an event. */
  tornTail: boolean;
}

export const emptyReport = (): ReadReport => ({ badLines: [], tornTail: false });

/** Decodes one line (bytes between newlines) into an event, or a reason it is not one. */
export function decodeEventLine(bytes: Buffer, isFirstLine: boolean): SimpEvent | BadLineWhy | null {
  let text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) {
    try {
      FATAL_UTF8.decode(bytes);
    } catch {
      return 'utf8';
    }
  }
  if (isFirstLine && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.trim();
  if (text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    if (err instanceof RangeError) return 'depth';
    // Python's json writes NaN and Infinity (the reference tools read them back): such a line is an event too.
    const lenient = withoutNonFinite(text);
    if (lenient === null) return 'json';
    try {
      value = JSON.parse(lenient);
    } catch {
      return 'json';
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'object';
  if (mayBeTooDeep(text) && tooDeep(value)) return 'depth';
  const obj = value as Record<string, unknown>;
  if (typeof obj['type'] !== 'string') return 'type';
  if (obj['ts'] !== undefined && typeof obj['ts'] !== 'string') return 'ts';
  const data = obj['data'];
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) {
    return 'data';
  }
  if (obj['ts'] === undefined) obj['ts'] = '';
  if (data === undefined) obj['data'] = {};
  return obj as SimpEvent;
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
