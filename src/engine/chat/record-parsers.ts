// Messages from the structured exports (PyWxDump CSV rows, JSON items), with
// the reference tool's field names and fallbacks.
import { pyStr, truthy } from '../pyvalue.js';
import { fromEpochSeconds, noteTrouble, parseStamp, type ChatMessage, type ParseTrouble } from './message.js';

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
