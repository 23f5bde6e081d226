import { createRequire } from 'node:module';
import { refused, type InputError } from '../../model/errors.js';
import type { FrontMatterProblem } from '../../model/field-issues.js';
import { LIMITS } from '../../model/limits.js';
import { MODES, PERSONALITY_TYPES, STAGES, TRENDS } from '../../model/enums.js';
import { limitError } from '../io/bounds.js';

// The YAML parser (about 110 KiB of code) is loaded only by the values that need it: a `[`/`{`
// value read, a plain value written (is it read back as written?). Reading the usual file, a
// number, a quoted or dated value, a stored enum's value and a field written back unchanged do not. The bundle ships
// it as a file of its own beside its other files (scripts/build.mjs), required from there.
declare const __SIMP_YAML_FILE__: string | undefined;
let yamlModule: typeof import('yaml') | undefined;
function yaml(): typeof import('yaml') {
  yamlModule ??= createRequire(import.meta.url)(typeof __SIMP_YAML_FILE__ === 'string' ? __SIMP_YAML_FILE__ : 'yaml') as typeof import('yaml');
  return yamlModule;
}

/** Front matter holds flat scalars only (SPEC 3.1), one per line. */
export type FmScalar = string | number | boolean | null;
export type FmFields = Record<string, FmScalar>;

/**
 * Where parsed fields keep each value's text as the file wrote it. A rewrite
 * writes a field it did not change exactly as it was (a number too long for
 * JavaScript, a quoted value another tool wrote its own way), so one tool's
 * rewrite never changes what the other reads. A hidden symbol, never one of
 * the fields; `sameSource` carries it to a changed copy.
 */
export const AS_WRITTEN: unique symbol = Symbol('front matter as written');
type WithSource = FmFields & { [AS_WRITTEN]?: Record<string, { value: FmScalar; text: string }> };

/** `next` (a changed copy of fields read from a file), still knowing how the file wrote each value. */
export function sameSource(read: FmFields, next: FmFields): FmFields {
  const source = (read as WithSource)[AS_WRITTEN];
  if (source) Object.defineProperty(next, AS_WRITTEN, { value: source, enumerable: false });
  return next;
}

/** Sets a field even when its name is one JavaScript gives a meaning to (`__proto__`). */
export function setField(fields: FmFields, key: string, value: FmScalar): void {
  Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
}

export interface ParsedMarkdown {
  /** False for older files that have no front matter at all. */
  hasFrontmatter: boolean;
  fields: FmFields;
  /** Everything after the closing fence line. */
  body: string;
}

const KEY_PATTERN = /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u;
// The same rule for an ASCII key, tried first: the Unicode classes' tables are built on a pattern's first use (about 1 ms a call).
const ASCII_KEY = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const isKey = (key: string): boolean => ASCII_KEY.test(key) || KEY_PATTERN.test(key);
// Characters after which the reference writer quotes (SPEC 3.1).
const NEEDS_QUOTE = /[:#{[}\],&*?|<>=!%@`]/;
// Dates must stay strings for every reader, including YAML 1.1 ones.
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Front matter simp does not read (`file` and `line`: where) or write (`key`: the field), said by the front end in the user's language. */
function fmError(problem: FrontMatterProblem, file: string, line?: number, key = '', value?: string): InputError {
  return refused({ field: key, kind: 'front-matter', problem, ...(line === undefined ? {} : { line }), ...(value === undefined ? {} : { value }) }, file === '' ? {} : { scope: file });
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Reads one scalar written on one line, with the reference reader's meaning:
 * quotes around the whole value are removed, `null`, `true`/`false` and canonical
 * numbers are typed, and any other plain text (`007`, `1.50`, `2026-04-10`,
 * `同学介绍 #2`, `"UI"设计师`) stays exactly the string written. Structure YAML
 * would build — lists, maps, anchors, aliases, tags, block scalars — is refused.
 */
function parseScalar(raw: string, key: string, file: string, line: number): FmScalar {
  const wrong = (problem: FrontMatterProblem): InputError => fmError(problem, file, line, key);
  if (raw === '') return null;
  const first = raw[0] as string;
  if ('&*!|>'.includes(first)) {
    throw wrong('structure');
  }
  // A value in quotes is the text between them, as the reference reader takes it:
  // no escapes (`"C:\new"` is a backslash and an n, not a line break).
  const quoted = /^"(.*)"$/.exec(raw) ?? /^'(.*)'$/.exec(raw);
  if (quoted) return quoted[1] ?? '';
  if ('[{'.includes(first)) {
    // The YAML parser is slow on long flow collections (its key check is quadratic) and deep ones: bounded before it.
    const over = flowOverLimit(raw);
    if (over !== null) throw limitError(file, over, over === 'depth' ? LIMITS.frontMatterDepth : LIMITS.frontMatterFlowItems, line);
    const { parseDocument, isScalar } = yaml();
    const doc = parseDocument(raw, { schema: 'core', strict: true, uniqueKeys: true });
    const node = doc.contents;
    if (doc.errors.length === 0 && doc.warnings.length === 0) {
      if (!isScalar(node)) {
        throw wrong('not-plain');
      }
      if (node.tag || node.anchor) throw wrong('tag');
      return String(node.value);
    }
    throw wrong('not-scalar');
  }
  if (raw === 'null') return null;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const n = Number(raw);
  if (raw.trim() !== '' && Number.isFinite(n) && String(n) === raw) return n;
  return raw;
}

function parseBlock(block: string, file: string): FmFields {
  const fields: WithSource = {};
  const asWritten: Record<string, { value: FmScalar; text: string }> = Object.create(null) as Record<string, { value: FmScalar; text: string }>;
  Object.defineProperty(fields, AS_WRITTEN, { value: asWritten, enumerable: false });
  const lines = block.split('\n');
  lines.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (/^\s/.test(line)) {
      throw fmError('continued', file, i + 2);
    }
    const colon = line.indexOf(':');
    const key = colon === -1 ? '' : line.slice(0, colon).trim();
    if (!isKey(key) || (line[colon + 1] !== undefined && line[colon + 1] !== ' ')) {
      throw fmError('not-pair', file, i + 2, '', JSON.stringify(line.slice(0, 80)));
    }
    if (Object.hasOwn(fields, key)) {
      throw fmError('twice', file, i + 2, key);
    }
    const text = line.slice(colon + 1).trim();
    const value = parseScalar(text, key, file, i + 2);
    setField(fields, key, value);
    asWritten[key] = { value, text };
  });
  return fields;
}

/** Parses a Markdown file with YAML front matter. `file` names it in error messages. */
export function parseMarkdown(text: string, file: string): ParsedMarkdown {
  const content = stripBom(text).replace(/\r\n/g, '\n');
  if (!content.startsWith('---')) return { hasFrontmatter: false, fields: {}, body: content };
  const firstLine = content.slice(0, content.indexOf('\n') === -1 ? content.length : content.indexOf('\n'));
  if (firstLine.trimEnd() !== '---') {
    if (/^-{4,}\s*$/.test(firstLine)) return { hasFrontmatter: false, fields: {}, body: content };
    throw fmError('fence', file, 1, '', JSON.stringify(firstLine));
  }
  const close = /\n---[ \t]*(\n|$)/.exec(content.slice(3));
  if (!close) {
    throw fmError('unclosed', file, 1);
  }
  // One field a line, each a short value: the block is bounded before anything parses it.
  if (close.index * 3 > LIMITS.frontMatterBytes && Buffer.byteLength(content.slice(0, close.index)) > LIMITS.frontMatterBytes) throw limitError(`${file} (front matter)`, 'bytes', LIMITS.frontMatterBytes);
  // The block ends at the first line that starts with --- (as the reference reader, which
  // splits at the next ---, and gray-matter before it): the lines between the fence lines.
  const afterOpen = content.slice(3);
  const end = afterOpen.indexOf('\n---');
  const block = afterOpen.slice(afterOpen.indexOf('\n') + 1, end);
  // The body: what follows the closing ---, less the rest of that line's line break.
  let body = afterOpen.slice(end + 4);
  if (body.startsWith('\r')) body = body.slice(1);
  if (body.startsWith('\n')) body = body.slice(1);
  return { hasFrontmatter: true, fields: parseBlock(block, file), body };
}

/**
 * Whether a `[` / `{` value nests deeper than the front matter's limit or holds
 * a collection with more entries than it allows, told by one pass over it
 * (quoted text skipped): null when neither.
 */
export function flowOverLimit(raw: string): 'depth' | 'flow-items' | null {
  // Entries seen so far in each open collection.
  const open: number[] = [];
  let quote = '';
  let atToken = true;
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i] as string;
    if (quote !== '') {
      if (quote === '"' && c === '\\') i += 1;
      else if (c === quote) {
        if (quote === "'" && raw[i + 1] === "'") i += 1;
        else quote = '';
      }
      continue;
    }
    if ((c === '"' || c === "'") && atToken) quote = c;
    else if (c === '[' || c === '{') {
      open.push(1);
      if (open.length > LIMITS.frontMatterDepth) return 'depth';
    } else if (c === ']' || c === '}') open.pop();
    else if (c === ',' && open.length > 0) {
      const n = (open.pop() as number) + 1;
      if (n > LIMITS.frontMatterFlowItems) return 'flow-items';
      open.push(n);
    }
    atToken = c === '[' || c === '{' || c === ',' || c === ' ' || c === '\t' || c === ':';
  }
  return null;
}

function renderValue(key: string, value: FmScalar): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw fmError('number', '', undefined, key, String(value));
    return String(Object.is(value, -0) ? 0 : value);
  }
  if (/[\r\n]/.test(value)) throw fmError('lines', '', undefined, key);
  if (CONTROL.test(value)) throw fmError('control', '', undefined, key);
  if (value.includes('---')) {
    throw fmError('dashes', '', undefined, key);
  }
  // A stored enum's value passes every rule of plainIsSafe (tests/memory/frontmatter.test.ts): known
  // without them, as the Unicode number patterns cost several milliseconds on their first use.
  if (PLAIN_ENUM_VALUES.has(value) || plainIsSafe(value)) return value;
  // No escapes anywhere: the reference reader only strips the outer quotes.
  if (!value.includes('"') && !value.includes('\\')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw fmError('quotes', '', undefined, key);
}

/** Whether a string is written plain (unquoted): every reader, YAML 1.1 or 1.2 or the reference's, reads it back as this string. */
export function plainIsSafe(value: string): boolean {
  return (
    value !== '' &&
    !NEEDS_QUOTE.test(value) &&
    !DATE_LIKE.test(value) &&
    value === value.trim() &&
    !/^['"\-~]/.test(value) &&
    !PYTHON_NUMBER.test(value) &&
    !PYTHON_DIGITS.test(value) &&
    safeReadBack(value)
  );
}

// What Python's float() or str.isdigit() (after lstrip('-')) accepts: the reference
// reader would turn it into a number, so such text is always quoted.
const PYTHON_NUMBER =
  /^\s*[+-]?(nan|inf(inity)?|((\p{Nd}(_?\p{Nd})*)(\.(\p{Nd}(_?\p{Nd})*)?)?|\.\p{Nd}(_?\p{Nd})*)([eE][+-]?\p{Nd}(_?\p{Nd})*)?)\s*$/iu;
const PYTHON_DIGITS = /^-*[\p{Nd}\p{No}]+$/u;

// Words other YAML readers (1.1) turn into booleans or null.
const YAML11_WORDS = /^(y|n|yes|no|on|off|true|false|null|~)$/i;

/** A plain value is safe when every YAML reader sees the same string: no numbers, words or escapes. */
function safeReadBack(value: string): boolean {
  if (YAML11_WORDS.test(value)) return false;
  return PLAIN_ENUM_VALUES.has(value) || yamlReadsBack(value);
}

/**
 * The stored enums' values (stages, modes, trends, personality types: what a flow writes
 * into state.md and profile.md): plain text the YAML reader reads back as written, so writing
 * them does not load it (tests/memory/frontmatter.test.ts asks the reader about each).
 */
export const PLAIN_ENUM_VALUES: ReadonlySet<string> = new Set<string>([...STAGES, ...MODES, ...TRENDS, ...PERSONALITY_TYPES]);

/** Whether the YAML reader (core schema) reads this plain value back as the same string. */
export function yamlReadsBack(value: string): boolean {
  const { parseDocument, isScalar } = yaml();
  const doc = parseDocument(value, { schema: 'core' });
  const node = doc.contents;
  return doc.errors.length === 0 && isScalar(node) && typeof node.value === 'string' && node.value === value;
}

/** Renders front matter + body; every value stays on one line (SPEC 3.1). */
export function renderMarkdown(fields: FmFields, body: string): string {
  const lines = ['---'];
  const asWritten = (fields as WithSource)[AS_WRITTEN];
  for (const [key, value] of Object.entries(fields)) {
    if (!isKey(key)) throw fmError('key', '', undefined, '', JSON.stringify(key));
    const was = asWritten?.[key];
    // Unchanged since it was read: written back exactly as the file had it.
    lines.push(`${key}: ${was !== undefined && Object.is(was.value, value) ? was.text : renderValue(key, value)}`);
  }
  lines.push('---');
  return `${lines.join('\n')}\n${body}`;
}
