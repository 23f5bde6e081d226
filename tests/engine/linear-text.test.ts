/**
 * Text a user or another program wrote is cleaned by scanning, never by a
 * pattern that retries a long run from each of its characters. Each input below
 * is sized so that the patterns these replaced (/\s+$/, /<[^>]+>/g,
 * /^"+|"+$/g, /\s*\n\s*\/g, a strip of Python's white space) would take minutes
 * (they grow with the square of the run: 40,000 spaces cost /\s+$/ about a
 * second); the scans finish at once. No time is measured: the answers are.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldLineBreaks, replaceTags, stripWith, trimRepeated } from '../../src/model/text.js';
import { qqTxtParser } from '../../src/engine/chat/line-parsers.js';
import { qqMhtParser, wechatHtmlParser } from '../../src/engine/chat/markup-parsers.js';
import { emptyTrouble, type ChatMessage } from '../../src/engine/chat/message.js';
import { postsOf } from '../../src/engine/social.js';
import { createdAtLine } from '../../src/flows/rhythm-compute.js';
import { storedLine } from '../../src/present/names.js';
import { knowledgeContextBlock } from '../../src/present/knowledge-context.js';

const RUN = 1_000_000;
const texts = fc.string({ unit: fc.constantFrom(' ', '\n', '\t', '\r', 'a', '<', '>', '"', '\u3000', 'x'), maxLength: 40 });

describe('the scans give what the patterns gave', () => {
  it('foldLineBreaks is replace(/\\s*\\n\\s*/g, " ")', () => {
    fc.assert(fc.property(texts, (s) => {
          expect(foldLineBreaks(s)).toBe(s.replace(/\s*\n\s*/g, ' '));
        }), { numRuns: 2000 });
  });

  it('replaceTags is replace(/<[^>]+>/g, by), or /<[^>]*>/g with empty tags', () => {
    fc.assert(
      fc.property(texts, (s) => {
        expect(replaceTags(s, ' ')).toBe(s.replace(/<[^>]+>/g, ' '));
        expect(replaceTags(s, '', true)).toBe(s.replace(/<[^>]*>/g, ''));
      }),
      { numRuns: 2000 },
    );
  });

  it('trimRepeated is replace(/^"+|"+$/g, "")', () => {
    fc.assert(fc.property(texts, (s) => {
          expect(trimRepeated(s, '"')).toBe(s.replace(/^"+|"+$/g, ''));
        }), { numRuns: 2000 });
  });

  it('stripWith is the strip of its set', () => {
    const set = (c: string) => c === ' ' || c === '\u3000' || c === '\n';
    fc.assert(fc.property(texts, (s) => {
          expect(stripWith(s, set)).toBe(s.replace(/^[ \u3000\n]+|[ \u3000\n]+$/g, ''));
        }), { numRuns: 2000 });
  });
});

describe('a long run costs no more than any other text', () => {
  const collect = () => {
    const out: ChatMessage[] = [];
    return { out, emit: (m: ChatMessage) => void out.push(m) };
  };

  it('a QQ TXT line of a million spaces before its last word (trailing white space cut by a scan)', () => {
    const { out, emit } = collect();
    const p = qqTxtParser(emit, emptyTrouble());
    p.line('2024-01-01 10:00:00 小雨(12345)', 1, true);
    p.line(`好${' '.repeat(RUN)}的   `, 2, true);
    p.line(`${' \t'.repeat(RUN / 2)}x`, 3, true);
    p.finish();
    expect(out).toHaveLength(1);
    expect(out[0]?.content).toBe(`好${' '.repeat(RUN)}的\n${' \t'.repeat(RUN / 2)}x`);
  });

  it('HTML and MHT exports full of "<" that never close', () => {
    const lt = '<'.repeat(RUN);
    const html = collect();
    const w = wechatHtmlParser(html.emit, emptyTrouble());
    w.push(`<div class="message"><span class="time">2024-01-01 10:00:00</span><span class="sender">小雨</span><div class="content">a${'<b'.repeat(RUN / 2)}</div>`);
    w.finish();
    expect(html.out).toHaveLength(1);
    const mht = collect();
    const q = qqMhtParser(mht.emit, emptyTrouble());
    q.push(`<html><body>2024-01-01 10:00:00 小雨(1) hi ${lt}`);
    // The "<" carried over closes here: one tag, taken out, and the second message is read.
    q.push(`${lt}> 2024-01-01 10:00:01 我(2) ok</body></html>`);
    q.finish();
    expect(mht.out.map((m) => m.sender)).toEqual(['小雨', '我']);
  });

  it('a social post of a million spaces inside, and a profile date in a million quotes', () => {
    const [post] = postsOf([{ text: `  a${' '.repeat(RUN)}b\u3000 ` }]) ?? [];
    expect(post?.text).toBe(`a${' '.repeat(RUN)}b`);
    const quotes = '"'.repeat(RUN);
    expect(createdAtLine(`---\ncreated_at: "2026-01-01${quotes}x"\n---\n`)).toBe(`2026-01-01${quotes}x`);
  });

  it('a stored line of a million "」：" with a line end inside, shown in English', () => {
    const line = `暧昧期，正在处理「${'」：'.repeat(RUN / 2)}\r`;
    expect(storedLine(line, 'en')).toBe(line);
  });

  it('a topic memory of a million spaces, folded into the context block', () => {
    const entry = { id: 'k1', canonical_meaning: `a${' '.repeat(RUN)}b\n c`, trigger_keywords: ['a'], created_at: '2026-01-01T00:00:00', updated_at: '2026-01-01T00:00:00', sources: [] };
    const block = knowledgeContextBlock([entry], 'a', 1, 'zh', 1_000_000);
    expect(block).toContain(`a${' '.repeat(RUN)}b c`);
  });
});
