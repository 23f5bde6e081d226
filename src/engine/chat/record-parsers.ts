// Messages from the structured exports (PyWxDump CSV rows, JSON items), with
// the reference tool's field names and fallbacks.
import { pyFloatRepr } from '../pyfloat.js';
import { fromEpochSeconds, noteTrouble, parseStamp, type ChatMessage, type ParseTrouble } from './message.js';

/** Python's `repr()` of a string: single quotes unless it holds one and no double quote. */
function pyStrRepr(s: string): string {
  const q = s.includes("'") && !s.includes('"') ? '"' : "'";
  const body = s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return q + (q === "'" ? body.replace(/'/g, "\\'") : body) + q;
}

/** Python's `repr()` of a JSON value (inside a list or a dict). */
function pyRepr(v: unknown): string {
  if (typeof v === 'string') return pyStrRepr(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${pyStrRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
  return pyStr(v);
}

/** Python's `str()` of a JSON value, for a sender or a content that is not text. */
function pyStr(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : pyFloatRepr(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (v === null || v === undefined) return 'None';
  return pyRepr(v);
}

/** Python truthiness of a JSON value. */
const truthy = (v: unknown): boolean =>
  !(v === undefined || v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0));

const first = (o: Record<string, unknown>, keys: readonly string[]): unknown => {
  for (const k of keys.slice(0, -1)) if (truthy(o[k])) return o[k];
  return o[keys[keys.length - 1] as string] ?? '';
};

/** One row of a PyWxDump CSV (CreateTime / NickName / StrContent, or timestamp / sender / content). */
export function csvRowMessage(row: Record<string, string | undefined>, rowNo: number, trouble: ParseTrouble): ChatMessage | null {
  const stamp = first(row, ['CreateTime', 'timestamp', 'time']);
  const sender = first(row, ['NickName', 'sender', 'from']);
  const content = first(row, ['StrContent', 'content', 'msg']);
  if (typeof stamp !== 'string' || typeof sender !== 'string' || typeof content !== 'string') {
    noteTrouble(trouble, { kind: 'columns', at: { row: rowNo } });
    return null;
  }
  const ts = /^\d+$/.test(stamp) ? fromEpochSeconds(Number(stamp)) : parseStamp(stamp.slice(0, 19));
  if (ts === null) {
    noteTrouble(trouble, { kind: 'time', at: { row: rowNo }, text: stamp.slice(0, 40) });
    return null;
  }
  const text = content.trim();
  return text === '' ? null : { ts, sender: sender.trim(), content: text, type: 'text' };
}

/** One item of a JSON export (timestamp / time / createTime, sender / from / nickName, content / text / msg). */
export function jsonItemMessage(item: unknown, itemNo: number, trouble: ParseTrouble): ChatMessage | null {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    noteTrouble(trouble, { kind: 'notObject', at: { item: itemNo } });
    return null;
  }
  const o = item as Record<string, unknown>;
  const stamp = first(o, ['timestamp', 'time', 'createTime']);
  const sender = first(o, ['sender', 'from', 'nickName']);
  const content = first(o, ['content', 'text', 'msg']);
  const ts = typeof stamp === 'number' || typeof stamp === 'boolean' ? fromEpochSeconds(Number(stamp)) : parseStamp(pyStr(stamp).slice(0, 19));
  if (ts === null) {
    noteTrouble(trouble, { kind: 'time', at: { item: itemNo }, text: pyStr(stamp).slice(0, 40) });
    return null;
  }
  if (!truthy(content)) return null;
  return { ts, sender: pyStr(sender).trim(), content: pyStr(content).trim(), type: 'text' };
}
