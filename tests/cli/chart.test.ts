import { describe, expect, it } from 'vitest';
import { englishSentence } from '../helpers/sentences.js';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const FONTS = '/usr/share/fonts';

function crush(nickname: string) {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  const runEnv = (env: NodeJS.ProcessEnv, ...args: string[]) => simp([...args, '--base-dir', base], { env });
  run('init', 'lin', '--nickname', nickname);
  run('analyze', 'lin', '--signals', 'msg.initiates_often');
  run('analyze', 'lin', '--signals', 'msg.initiates_often,offline.one_on_one,emotion.shares_private');
  run('log', 'lin', 'chat_received', '--summary', 'she asked about my weekend', '--signal', 'green');
  run('log', 'lin', 'call', '--summary', 'cut short', '--signal', 'red');
  run('log', 'lin', 'chat_received', '--summary', 'hi', '--time', '2026-05-01T21:00');
  run('log', 'lin', 'chat_sent', '--summary', 'hi back', '--time', '2026-05-01T21:10');
  return { base, run, runEnv };
}

/** Width and height of a PNG, from its header. */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe('simp chart', () => {
  it('draws each kind as SVG, labelled in the language asked for, and changes nothing in the folder', () => {
    const { base, run } = crush('林');
    const before = treeHash(base);
    const dir = tempDir();
    const want = {
      score: ['分数走势 · 林 (lin)', '强烈绿灯', '警示'],
      signals: ['信号日历', '绿灯', '红灯', '没有记录'],
      rhythm: ['互动节奏', '你先开口的比例', 'ta 发来'],
    };
    for (const [kind, words] of Object.entries(want)) {
      const out = join(dir, `${kind}.svg`);
      const r = run('chart', 'lin', '--kind', kind, '--out', out);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(out);
      const svg = readFileSync(out, 'utf8');
      expect(svg).toMatch(/^<svg /);
      for (const w of words) expect(svg, `${kind}: ${w}`).toContain(w);
      expect(statSync(out).mode & 0o777).toBe(0o600);
    }
    // One point per reading on the score line.
    const score = readFileSync(join(dir, 'score.svg'), 'utf8');
    const points = /<g class="mark-symbol role-mark[^"]*"[^>]*>(.*?)<\/g>/s.exec(score)?.[1] ?? '';
    expect(points.match(/<path /g)).toHaveLength(2);
    const en = join(dir, 'en.svg');
    run('chart', 'lin', '--kind', 'signals', '--out', en, '--lang', 'en');
    expect(readFileSync(en, 'utf8')).toContain('none noted');
    expect(treeHash(base)).toBe(before);
  });

  it('draws a PNG with the installed fonts, twice the SVG size; without a font it needs, says so and writes nothing', () => {
    expect(existsSync(FONTS), 'this test draws text with the fonts installed under /usr/share/fonts').toBe(true);
    const { run, runEnv } = crush('Lin');
    const dir = tempDir();
    const png = join(dir, 'score.png');
    const ok = run('chart', 'lin', '--out', png, '--lang', 'en');
    expect(ok.code, ok.stderr).toBe(0);
    const svgOut = join(dir, 'score.svg');
    run('chart', 'lin', '--out', svgOut, '--lang', 'en');
    const svgWidth = Number(/<svg [^>]*width="(\d+)"/.exec(readFileSync(svgOut, 'utf8'))?.[1]);
    expect(pngSize(png)[0]).toBe(svgWidth * 2);
    // Only Latin fonts where it looks (the DejaVu family): Chinese labels are refused, not drawn as boxes.
    const zh = join(dir, 'zh.png');
    const refused = runEnv({ SIMP_FONT_DIRS: join(FONTS, 'truetype', 'dejavu') }, 'chart', 'lin', '--out', zh, '--lang', 'zh');
    expect(refused.code).toBe(1);
    // In the user's language (issue S), with what to do.
    expect(refused.stderr).toContain('没有找到含中文字符的字体');
    expect(refused.stderr).toContain('--font 文件');
    expect(englishSentence(refused.stderr)).toBeNull();
    expect(existsSync(zh)).toBe(false);
    const none = runEnv({ SIMP_FONT_DIRS: tempDir() }, 'chart', 'lin', '--out', zh, '--lang', 'en');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('needs a font and none was found');
    expect(existsSync(zh)).toBe(false);
    const noneZh = runEnv({ SIMP_FONT_DIRS: tempDir() }, 'chart', 'lin', '--out', zh, '--lang', 'zh');
    expect([noneZh.code, englishSentence(noneZh.stderr)]).toEqual([1, null]);
    expect(noneZh.stderr).toContain('没有找到任何字体');
    // A font named by the user is used as it is.
    const named = runEnv({ SIMP_FONT_DIRS: tempDir() }, 'chart', 'lin', '--out', zh, '--lang', 'en', '--font', join(FONTS, 'truetype', 'dejavu', 'DejaVuSans.ttf'));
    expect(named.code, named.stderr).toBe(0);
    expect(pngSize(zh)[0]).toBe(svgWidth * 2);
  });

  it('refuses an --out that is neither .svg nor .png, a font file that is not there, and a missing crush, with exit 2', () => {
    const { run, runEnv } = crush('Lin');
    const dir = tempDir();
    expect(run('chart', 'lin', '--out', join(dir, 'x.pdf')).code).toBe(2);
    expect(run('chart', 'lin', '--out', join(dir, 'x.png'), '--font', join(dir, 'nope.ttf')).code).toBe(2);
    const notAFont = run('chart', 'lin', '--out', join(dir, 'x.png'), '--font', join(dir, '..'));
    expect(notAFont.code).toBe(2);
    const text = join(tempDir(), 'font.ttf');
    writeFileSync(text, 'not a font at all');
    const fake = runEnv({ SIMP_LANG: 'en' }, 'chart', 'lin', '--out', join(dir, 'x.png'), '--font', text);
    expect(fake.code).toBe(2);
    expect(fake.stderr).toContain('not a TrueType or OpenType font');
    expect(runEnv({ SIMP_LANG: 'zh' }, 'chart', 'lin', '--out', join(dir, 'x.png'), '--font', text).stderr).toContain('不是 TrueType 或 OpenType 字体');
    expect(run('chart', 'nobody', '--out', join(dir, 'x.svg')).code).toBe(2);
    expect(run('chart', 'lin', '--kind', 'pie', '--out', join(dir, 'x.svg')).code).toBe(2);
    expect(existsSync(join(dir, 'x.svg'))).toBe(false);
  });

  it('export --format html carries the score chart inline; Markdown does not', () => {
    const { run } = crush('Lin');
    const html = run('export', 'lin', '--format', 'html', '--lang', 'en').stdout;
    expect(html).toMatch(/<figure><svg [^>]*>.*Score history · Lin \(lin\).*<\/svg><\/figure>/s);
    expect(run('export', 'lin').stdout).not.toContain('<svg');
  });
});
