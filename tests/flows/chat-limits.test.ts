/**
 * Chat exports are held to a limit on one line (one JSON string) and on the
 * whole file, checked while they stream: the refusal names the file and line
 * and states the limit, in the user's language, and nothing is written. The
 * long line here (100 MB) is what took the line splitter a minute and 2 GB;
 * it is refused after its first megabyte. No time is measured.
 */
import { describe, expect, it } from 'vitest';
import { closeSync, openSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { runGuard } from '../../src/memory/formats/chat-file.js';
import { importChats } from '../../src/flows/chat-import.js';
import { chatReport } from '../../src/present/chat-report.js';
import { errorText } from '../../src/present/field-errors.js';
import { LIMITS } from '../../src/model/limits.js';
import { tempDir, treeHash } from '../helpers/temp.js';

const render = (o: Parameters<typeof chatReport>[0]) => chatReport(o, 'zh', new Date());
const LONG = LIMITS.chatLineChars + 10;

function crush() {
  const base = tempDir();
  const mem = openMemory({ baseDir: base });
  mem.create({ slug: 'xm', nickname: '小雨' });
  return { base, mem };
}

async function refused(file: string): Promise<{ en: string; zh: string }> {
  const { base, mem } = crush();
  const before = treeHash(base);
  const err: unknown = await importChats(mem, 'xm', { files: [file], target: '小雨', user: '我' }, render).then(
    () => expect.unreachable('the import should have been refused'),
    (e: unknown) => e,
  );
  expect(treeHash(base)).toBe(before);
  return { en: errorText(err, 'en'), zh: errorText(err, 'zh') };
}

describe('a line longer than the limit, in each kind of export', () => {
  it('QQ TXT with a 100 MB line: refused at that line', async () => {
    const file = join(tempDir(), 'qq.txt');
    const fd = openSync(file, 'w');
    writeSync(fd, '2024-01-01 10:00:00 小雨(12345)\nhi\n2024-01-01 10:00:05 我(2)\n');
    const block = Buffer.alloc(1 << 20, 'a');
    for (let i = 0; i < 100; i += 1) writeSync(fd, block);
    writeSync(fd, '\n2024-01-01 10:01:00 小雨(12345)\nok\n');
    closeSync(fd);
    const r = await refused(file);
    expect(r.en).toMatch(/qq\.txt: line 4 is longer than 1000000 characters, the limit for one line; not read/);
    expect(r.zh).toMatch(/qq\.txt: 第 4 行超过 1000000 个字符（一行的上限），没有读取/);
  });

  it('WeChat TXT, CSV, HTML and MHT with a long line; JSON with a long string (it may all be one line)', async () => {
    const dir = tempDir();
    const cases: [string, string, RegExp][] = [
      ['wechat.txt', `小雨 2024-01-01 10:00:00\n小雨\n${'好'.repeat(LONG)}\n`, /wechat\.txt: 第 3 行超过 1000000 个字符/],
      ['wechat.csv', `CreateTime,NickName,StrContent\n1700000000,小雨,"${'x'.repeat(LONG)}"\n`, /wechat\.csv: 第 2 行超过 1000000 个字符/],
      ['wechat.html', `<html><body>\r\n<div class="message"><span class="time">2024-01-01 10:00:00</span><span class="sender">小雨</span><div class="content">${'<b>'.repeat(LONG / 3)}</div>\n`, /wechat\.html: 第 2 行超过 1000000 个字符/],
      ['qq.mht', `MIME-Version: 1.0\r\n\r\n<html>2024-01-01 10:00:00 小雨(1) ${'x'.repeat(LONG)}</html>`, /qq\.mht: 第 3 行超过 1000000 个字符/],
      ['chat.json', `[\n{"time": "2024-01-01 10:00:00", "sender": "小雨", "content": "${'\\"'.repeat(LONG / 2)}"}]`, /chat\.json: 第 2 行有一段文字超过 1000000 个字符（一个值的上限）/],
    ];
    for (const [name, content, says] of cases) {
      writeFileSync(join(dir, name), content);
      expect((await refused(join(dir, name))).zh, name).toMatch(says);
    }
  });

  it('an ordinary JSON export on one line, and lines just under the limit, are read', async () => {
    const dir = tempDir();
    const items = Array.from({ length: 2000 }, (_, i) => `{"time": "2024-01-01 10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}", "sender": "${i % 2 ? '我' : '小雨'}", "content": "消息 ${i}"}`);
    writeFileSync(join(dir, 'one-line.json'), `[${items.join(', ')}]`);
    const { mem } = crush();
    const r = await importChats(mem, 'xm', { files: [join(dir, 'one-line.json')], target: '小雨', user: '我' }, render);
    expect(r.analysis.total).toBe(2000);
    writeFileSync(join(dir, 'near.txt'), `2024-01-01 10:00:00 小雨(1)\n${'x'.repeat(LIMITS.chatLineChars - 1)}\n2024-01-01 10:00:05 我(2)\nok\n`);
    const near = await importChats(mem, 'xm', { files: [join(dir, 'near.txt')], target: '小雨', user: '我' }, render);
    expect(near.analysis.total).toBe(2);
  });

  it('the guard counts lines across chunks, whatever ends them (\\r\\n split between two chunks, a lone \\r)', () => {
    const guard = runGuard('f.txt', 'lines', 5);
    guard('ab\r');
    guard('\ncd\rxy\n');
    expect(() => guard('123456')).toThrow(/f\.txt: line 4 is longer than 5 characters/);
  });
});

describe('a chat export larger than the limit', () => {
  it('is refused by its size before a byte of it is read', async () => {
    const file = join(tempDir(), 'huge.txt');
    writeFileSync(file, '2024-01-01 10:00:00 小雨(12345)\nhi\n');
    // Sparse: no disk is used.
    truncateSync(file, LIMITS.chatFileBytes + 1);
    const r = await refused(file);
    expect(r.en).toMatch(/huge\.txt: larger than 1 GiB, the most simp reads of it; not read/);
    expect(r.zh).toMatch(/huge\.txt: 超过 1 GiB，这是 simp 读取它的上限/);
  });
});
