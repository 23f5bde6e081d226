import { InputError } from '../../model/errors.js';
import { parseKeepingNumbers } from './pyjson.js';
import { checkJsonDepth } from '../io/bounds.js';

/**
 * Parses JSON text (a leading BOM allowed); when it is broken, says where:
 * `<where>: not valid JSON at line L, column C`. A text nested deeper than the
 * limit is refused before it is parsed (no reader or writer after it could use it).
 */
export function parseJsonText(text: string, where: string, keepNumbers = false): unknown {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  checkJsonDepth(clean, where);
  try {
    return keepNumbers ? parseKeepingNumbers(clean) : JSON.parse(clean);
  } catch {
    const { line, column } = lineColumn(clean, jsonErrorOffset(clean));
    throw new InputError(`${where}: not valid JSON at line ${line}, column ${column}`, [{ field: '', kind: 'json', object: false, at: { line, column } }], where);
  }
}

/**
 * Where a JSON text first goes wrong. Node 20's JSON.parse often names no
 * position, and users need a line and column to fix a file by hand; this scanner
 * only runs after a parse has already failed.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i += 1;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i += 1;
    }
  };
  const string = (): void => {
    if (text[i] !== '"') fail();
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fail();
      if (text[i] === '\\') i += 1;
      i += 1;
    }
    if (i >= text.length) fail();
    i += 1;
  };
  const number = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i += 1;
      ws();
      if (text[i] === '}') return void (i += 1);
      for (;;) {
        ws();
        string();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return void (i += 1);
        else fail();
      }
    }
    if (c === '[') {
      i += 1;
      ws();
      if (text[i] === ']') return void (i += 1);
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') return void (i += 1);
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
  return text.length;
}

/** "line L, column C" of an offset (1-based). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
