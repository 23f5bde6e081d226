import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseMarkdown, PLAIN_ENUM_VALUES, plainIsSafe, renderMarkdown, yamlReadsBack, type FmFields } from '../../src/memory/formats/frontmatter.js';
import { InputError } from '../../src/model/errors.js';
import { FIXTURES } from '../helpers/temp.js';
import { refParseFrontmatter } from '../helpers/reference-reader.js';
import { itWithShared } from '../helpers/shared.js';

const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,11}$/);
const zhEmoji = fc.constantFrom('小雨', '喜欢村上春树', '😀', '🟢🟡', '表白后-成功', '“引号”', '：', '，', 'ta 说', '🇨🇳');
const oneLine = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), zhEmoji), { maxLength: 5 })
  .map((parts) => parts.join(''))
  .filter((s) => !/[\r\n\u0085\u2028\u2029]/.test(s) && !s.includes('---'));
const scalar = fc.oneof(
  oneLine,
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom('007', '1.50', 'yes', 'No', 'null', 'true', '~', '2026-04-10', '', ' x ', '-x', "it's", 'a: b', '#tag'),
);
const record = fc.dictionary(key, scalar, { maxKeys: 12 });

describe('front matter', () => {
  it('render → parse is the identity for any flat record of scalars (Chinese and emoji included), or the value is refused', () => {
    fc.assert(
      fc.property(record, oneLine, (fields, bodyLine) => {
        const body = `\n## 性格画像\n${bodyLine}\n`;
        let text: string;
        try {
          text = renderMarkdown(fields, body);
        } catch (err) {
          // Only text that no quoting keeps readable by every reader is refused, by name.
          expect(err).toBeInstanceOf(InputError);
          expect((err as Error).message).toMatch(/control character|both ' and "/);
          return;
        }
        const parsed = parseMarkdown(text, 'x.md');
        expect(parsed.fields).toEqual(fields);
        expect(Object.keys(parsed.fields)).toEqual(Object.keys(fields));
        expect(parsed.body).toBe(body);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every value on one line, read back unchanged by the reference line-based reader', () => {
    const pyNumberish = fc.constantFrom('nan', 'Infinity', '1_000', '١٢', '①', '-5', '1e5', '.5', ' 7 ', '12');
    const value = fc.oneof(oneLine, pyNumberish, fc.constantFrom('C:\\new', 'a\\b: c', '他说"hi": ok', "it's: fine"));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('age', 'score', 'signal_score', 'nickname', 'city', 'note'), value, { maxKeys: 6 }), (fields) => {
        let text: string;
        try {
          text = renderMarkdown(fields, '\nbody\n');
        } catch (err) {
          expect((err as Error).message).toMatch(/control character|both ' and "/);
          return;
        }
        expect(text.split('\n').length).toBe(Object.keys(fields).length + 5);
        const ref = refParseFrontmatter(text);
        for (const [k, v] of Object.entries(fields)) expect(ref.fields[k], `${k}: ${JSON.stringify(v)}`).toBe(v);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps text the reference reader keeps: a " #" tail and quotes inside plain text', () => {
    const { fields } = parseMarkdown('---\nhow_met: 同学介绍 #2 的同事\noccupation: "UI"设计师\nnote: a: b\n---\n', 'p.md');
    expect(fields).toEqual({ how_met: '同学介绍 #2 的同事', occupation: '"UI"设计师', note: 'a: b' });
    const again = parseMarkdown(renderMarkdown(fields, ''), 'p.md').fields;
    expect(again).toEqual(fields);
  });

  itWithShared('reads and re-renders every fixture profile.md and state.md byte for byte', () => {
    for (const slug of readdirSync(join(FIXTURES, 'crushes'))) {
      for (const file of ['profile.md', 'state.md']) {
        const text = readFileSync(join(FIXTURES, 'crushes', slug, file), 'utf8');
        const parsed = parseMarkdown(text, file);
        expect(parsed.hasFrontmatter).toBe(true);
        expect(renderMarkdown(parsed.fields, parsed.body)).toBe(text);
      }
    }
  });

  it('types values the way the reference reader does', () => {
    const { fields } = parseMarkdown(
      '---\nage: 23\nscore: -4\nnick: 007\nratio: 1.50\ncreated_at: "2026-04-10"\nplain: 2026-04-10\nn: null\nb: true\nq: \'he said "hi": ok\'\n---\n',
      'p.md',
    );
    expect(fields).toEqual({
      age: 23,
      score: -4,
      nick: '007',
      ratio: '1.50',
      created_at: '2026-04-10',
      plain: '2026-04-10',
      n: null,
      b: true,
      q: 'he said "hi": ok',
    });
  });

  it('quotes strings another reader would take for numbers, booleans, null or dates', () => {
    const text = renderMarkdown({ a: '007', b: 'yes', c: 'null', d: '2026-04-10', e: '', f: '12', g: 12 }, '');
    expect(text).toContain('a: "007"\nb: "yes"\nc: "null"\nd: "2026-04-10"\ne: ""\nf: "12"\ng: 12\n');
  });

  it('reads a value the reference writer quoted without escaping inner quotes', () => {
    const { fields } = parseMarkdown('---\nnote: "他说"hi": 好"\n---\n', 'p.md');
    expect(fields['note']).toBe('他说"hi": 好');
  });

  it('tolerates a BOM and CRLF line ends', () => {
    const parsed = parseMarkdown('\uFEFF---\r\nnickname: 小雨\r\nage: 23\r\n---\r\n\r\n## 性格画像\r\n', 'p.md');
    expect(parsed.fields).toEqual({ nickname: '小雨', age: 23 });
    expect(parsed.body).toBe('\n## 性格画像\n');
  });

  it('treats a file without front matter as an older file (defaults, no error)', () => {
    expect(parseMarkdown('# 小雨\n\n喜欢猫\n', 'p.md')).toEqual({ hasFrontmatter: false, fields: {}, body: '# 小雨\n\n喜欢猫\n' });
  });

  const bad: [string, string, RegExp][] = [
    ['a ---js fence', '---js\nmodule.exports = { x: 1 }\n---\n', /line 1: the front matter fence names another language/],
    ['a ---javascript fence', '---javascript\n({})\n---\n', /another language/],
    ['a ---coffee fence', '---coffee\nx: 1\n---\n', /another language/],
    ['a list value', '---\ntags: [a, b]\n---\n', /line 2 \(field "tags"\): only one plain value/],
    ['an anchor', '---\na: &x 1\nb: *x\n---\n', /line 2 \(field "a"\): YAML anchors, aliases, tags and block scalars/],
    ['an alias', '---\nb: *x\n---\n', /line 2 \(field "b"\): YAML anchors, aliases/],
    ['a tag', '---\na: !!js/function "x"\n---\n', /line 2 \(field "a"\)/],
    ['no closing fence', '---\na: 1\n', /no closing ---/],
    ['a block scalar', '---\na: |\n  two\n---\n', /line 2 \(field "a"\): YAML anchors, aliases, tags and block scalars/],
    ['a continuation line', '---\na: one\n  two\n---\n', /line 3: values must stay on one line/],
    ['a duplicate key', '---\na: 1\na: 2\n---\n', /line 3: field "a" appears twice/],
    ['a line without a key', '---\njust text\n---\n', /line 2: expected "key: value"/],
    ['a flow map', '---\na: {b: 1}\n---\n', /line 2 \(field "a"\)/],
  ];
  it.each(bad)('refuses %s with a message naming the file and line', (_name, text, message) => {
    let thrown: unknown;
    try {
      parseMarkdown(text, 'crushes/x/state.md');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(InputError);
    expect((thrown as Error).message).toMatch(/^crushes\/x\/state\.md: /);
    expect((thrown as Error).message).toMatch(message);
  });

  it('never evaluates a non-YAML fence', () => {
    const g = globalThis as { __simpRan?: boolean };
    expect(() => parseMarkdown('---js\nglobalThis.__simpRan = true\n---\n', 'p.md')).toThrow(InputError);
    expect(g.__simpRan).toBeUndefined();
  });

  it('refuses values that cannot stay on one line or would end the front matter early', () => {
    expect(() => renderMarkdown({ a: 'two\nlines' }, '')).toThrow(/field "a": the value must be one line/);
    expect(() => renderMarkdown({ a: 'x --- y' }, '')).toThrow(/field "a": the value may not contain "---"/);
    expect(() => renderMarkdown({ a: Number.NaN }, '')).toThrow(/field "a"/);
    expect(() => renderMarkdown({ 'bad key': 1 } as FmFields, '')).toThrow(/field name/);
  });
});

describe('the stored enums written without the YAML reader', () => {
  it('are each plain text that the reader reads back as written, and are written unquoted', () => {
    expect(PLAIN_ENUM_VALUES.size).toBeGreaterThan(0);
    for (const value of PLAIN_ENUM_VALUES) {
      expect(yamlReadsBack(value), value).toBe(true);
      // The writer takes a stored enum's value as plain without its rules: they must all hold for it.
      expect(plainIsSafe(value), value).toBe(true);
      expect(renderMarkdown({ v: value }, ''), value).toBe(`---\nv: ${value}\n---\n`);
      expect(parseMarkdown(renderMarkdown({ v: value }, ''), 'x.md').fields['v']).toBe(value);
    }
  });

  it('the reader is still asked about any other plain text', () => {
    expect(yamlReadsBack('小雨')).toBe(true);
    expect(yamlReadsBack('a: b')).toBe(false);
    expect(renderMarkdown({ v: '同学介绍 #2' }, '')).toBe('---\nv: "同学介绍 #2"\n---\n');
  });

  it('keys and numbers-as-text are held to the Unicode rules whether ASCII or not', () => {
    expect(renderMarkdown({ 名字: '小雨', a_b: 1, 'x.y-z': 2 }, '')).toBe('---\n名字: 小雨\na_b: 1\nx.y-z: 2\n---\n');
    expect(() => renderMarkdown({ '-a': 1 } as FmFields, '')).toThrow(/field name/);
    expect(() => renderMarkdown({ 'a b': 1 } as FmFields, '')).toThrow(/field name/);
    // Digits of other scripts and full-width ones are numbers to Python: quoted.
    expect(renderMarkdown({ v: '١٢٣', w: '１２', x: 'Infinity', y: '²' }, '')).toBe('---\nv: "١٢٣"\nw: "１２"\nx: "Infinity"\ny: "²"\n---\n');
    expect(parseMarkdown('---\n名字: 小雨\nk.v-2: x\n---\n', 'x.md').fields).toEqual({ 名字: '小雨', 'k.v-2': 'x' });
  });
});

// Where the front matter starts and ends (the fence), read without a library since
// gray-matter was removed: every case its splitting had to get right.
describe('the front matter fence', () => {
  const read = (text: string) => parseMarkdown(text, 'p.md');

  it('reads no front matter from an empty file, a text without a fence, or a --- that does not start the file', () => {
    expect(read('')).toEqual({ hasFrontmatter: false, fields: {}, body: '' });
    expect(read('# 小雨\n---\na: 1\n---\n')).toEqual({ hasFrontmatter: false, fields: {}, body: '# 小雨\n---\na: 1\n---\n' });
    expect(read('\n---\na: 1\n---\n').hasFrontmatter).toBe(false);
    // A Markdown rule (four dashes or more) is body, not a fence.
    expect(read('----\n正文\n')).toEqual({ hasFrontmatter: false, fields: {}, body: '----\n正文\n' });
  });

  it('drops a BOM before the fence, and before a body without one', () => {
    expect(read('\uFEFF---\na: 1\n---\nbody\n')).toMatchObject({ hasFrontmatter: true, fields: { a: 1 }, body: 'body\n' });
    expect(read('\uFEFF# 小雨\n')).toEqual({ hasFrontmatter: false, fields: {}, body: '# 小雨\n' });
  });

  it('reads CRLF files as LF ones, fields without a trailing \\r', () => {
    const crlf = read('---\r\nnickname: 小雨\r\nnote: "a b"\r\n---\r\n## 性格画像\r\n\r\n喜欢猫\r\n');
    expect(crlf).toEqual(read('---\nnickname: 小雨\nnote: "a b"\n---\n## 性格画像\n\n喜欢猫\n'));
    expect(crlf.fields).toEqual({ nickname: '小雨', note: 'a b' });
    expect(crlf.body).toBe('## 性格画像\n\n喜欢猫\n');
  });

  it('ends the block at the first --- line: a --- in the body stays body, byte for byte', () => {
    const text = '---\na: 1\n---\n## 记录\n---\nb: 2\n---\n\n---';
    expect(read(text)).toEqual({ hasFrontmatter: true, fields: { a: 1 }, body: '## 记录\n---\nb: 2\n---\n\n---' });
    // A rule straight after the closing fence too.
    expect(read('---\na: 1\n---\n---\n').body).toBe('---\n');
    // Where the reference reader ends it (at the next ---), also when the line goes on.
    const early = '---\na: 1\n---x\nb: 2\n---\n';
    expect(read(early)).toMatchObject({ fields: { a: 1 }, body: 'x\nb: 2\n---\n' });
    expect(refParseFrontmatter(early)).toEqual({ fields: { a: '1' }, body: 'x\nb: 2\n---\n' });
  });

  it('reads an empty front matter (nothing, blank lines or comments only) as no fields, the body after it', () => {
    expect(read('---\n---\n正文\n')).toEqual({ hasFrontmatter: true, fields: {}, body: '正文\n' });
    expect(read('---\n---\n')).toEqual({ hasFrontmatter: true, fields: {}, body: '' });
    expect(read('---\n---')).toEqual({ hasFrontmatter: true, fields: {}, body: '' });
    expect(read('---\n\n  \n# 注释\n---\nx')).toEqual({ hasFrontmatter: true, fields: {}, body: 'x' });
    expect(read('---\r\n---\r\n')).toEqual({ hasFrontmatter: true, fields: {}, body: '' });
  });

  it('reads a closing fence at the end of the file, and blanks after either fence', () => {
    expect(read('---\na: 1\n---')).toEqual({ hasFrontmatter: true, fields: { a: 1 }, body: '' });
    expect(read('--- \t\na: 1\n---\nbody')).toMatchObject({ fields: { a: 1 }, body: 'body' });
    // The rest of the closing line is the body's start, as the reference reader keeps it.
    expect(read('---\na: 1\n---  \nbody').body).toBe('  \nbody');
    expect(refParseFrontmatter('---\na: 1\n---  \nbody').body).toBe('  \nbody');
  });

  it('names the line of a bad field counting from the fence line, blanks after the fence or not', () => {
    expect(() => read('---\na: 1\nbad line\n---\n')).toThrow(/^p\.md: line 3: expected "key: value"/);
    expect(() => read('---  \na: 1\nbad line\n---\n')).toThrow(/^p\.md: line 3: expected "key: value"/);
    expect(() => read('\uFEFF---\r\na: 1\r\nbad line\r\n---\r\n')).toThrow(/^p\.md: line 3: expected "key: value"/);
  });

  it('writes what it reads: render(parse(x)) is x for a file it wrote, CRLF aside', () => {
    for (const body of ['', '\n', '正文\n---\n尾巴', '---\n', '## 记录\n\n- 一\n']) {
      const text = renderMarkdown({ nickname: '小雨', age: 23, note: 'a: b' }, body);
      const parsed = read(text);
      expect(parsed.body).toBe(body);
      expect(renderMarkdown(parsed.fields, parsed.body)).toBe(text);
    }
  });
});
