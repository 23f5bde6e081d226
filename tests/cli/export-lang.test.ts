import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { englishSentence } from '../helpers/sentences.js';

/** Every text file of a crush folder, as one string (JSON's \uXXXX read as the characters). */
function storedText(dir: string): string {
  let all = '';
  const walk = (p: string): void => {
    for (const n of readdirSync(p)) {
      const q = join(p, n);
      if (statSync(q).isDirectory()) walk(q);
      else all += `${readFileSync(q, 'utf8')}\n`;
    }
  };
  walk(dir);
  return all.replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The Chinese of `text` that is not in the stored files (the user's text and the stored values are). */
const chineseNotStored = (text: string, stored: string): string[] => [...new Set(text.match(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g) ?? [])].filter((run) => !stored.includes(run));

/** The words a reader reads in an HTML export: no style, script, picture or tags. */
const htmlWords = (html: string): string => html.replace(/<(style|script|svg)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, '\n');

/**
 * Issue S for the exports: in English, no Chinese but the user's own text and what
 * the files store (stages and personalities are said in English: "Emotional", not
 * 感性型); in Chinese, no English sentence. The bundled example and a crush just
 * made from the template (its placeholders are not shown).
 */
describe('simp export in zh and en (issue S)', () => {
  let run: Runner;
  let base: string;
  beforeAll(async () => {
    run = startRunner(join(ROOT, 'dist'));
    base = join(tempDir(), 'crushes');
    cpSync(join(ROOT, 'crushes'), base, { recursive: true });
    expect((await run.run(['--base-dir', base, '--lang', 'en', 'create', 'lin', '--nickname', 'Lin'])).code).toBe(0);
  });
  afterAll(() => run.stop());

  it('in en holds no Chinese of its own, in every format', async () => {
    const wrong: string[] = [];
    for (const slug of ['xiaoyu', 'ajie', 'nuonuo', 'lin']) {
      const stored = storedText(join(base, slug)).replace(/感性型|理性型|傲娇型|温柔型|未知|破冰期|升温期|暧昧期|表白前|表白后-成功|表白后-被拒|友谊区|重启期/g, '');
      for (const format of ['md', 'html', 'json']) {
        const r = await run.run(['--base-dir', base, '--lang', 'en', 'export', slug, '--format', format]);
        expect([slug, format, r.code]).toEqual([slug, format, 0]);
        // JSON keeps the stored values as stored; the documents say them in English.
        const left = chineseNotStored(r.stdout, format === 'json' ? storedText(join(base, slug)) : stored);
        if (left.length > 0) wrong.push(`${slug} ${format}: ${left.join(' | ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('in zh holds no English sentence in Markdown or HTML', async () => {
    const wrong: string[] = [];
    for (const slug of ['xiaoyu', 'ajie', 'nuonuo', 'lin']) {
      for (const format of ['md', 'html']) {
        const r = await run.run(['--base-dir', base, '--lang', 'zh', 'export', slug, '--format', format]);
        const words = format === 'html' ? htmlWords(r.stdout) : r.stdout;
        for (const line of words.split('\n')) {
          const english = englishSentence(line);
          if (english !== null) wrong.push(`${slug} ${format}: "${english}" in ${line.trim()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('can fail: the English export does say its words in English, the Chinese one in Chinese', async () => {
    const en = await run.run(['--base-dir', base, '--lang', 'en', 'export', 'xiaoyu', '--format', 'md']);
    const zh = await run.run(['--base-dir', base, '--lang', 'zh', 'export', 'xiaoyu', '--format', 'md']);
    expect(en.stdout).toContain('Emotional');
    expect(en.stdout).not.toContain('感性型');
    expect(chineseNotStored(zh.stdout, storedText(join(base, 'xiaoyu'))).length).toBeGreaterThan(3);
  });
});
