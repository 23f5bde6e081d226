import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** How wide a font draws a character, at most, in em: a Chinese one a full em, a space a quarter, Latin letters and digits about 0.55. */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const drawnEm = (text: string): number => [...text].reduce((em, ch) => em + (WIDE.test(ch) ? 1 : ch === ' ' ? 0.25 : 0.55), 0);

const decode = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

interface Placed {
  text: string;
  from: [number, number];
  to: [number, number];
}

/**
 * Every text of a Vega SVG with the two ends of its baseline as a font draws it:
 * the groups' translations added up, the text's own translate/rotate/translate, its
 * anchor, its font size, each line (tspan) apart.
 */
function placedTexts(svg: string): Placed[] {
  const out: Placed[] = [];
  const stack: [number, number][] = [[0, 0]];
  const tag = /<(\/?)(g|text)\b([^>]*?)(\/?)>/g;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg)) !== null) {
    const [, close, name, attrs = '', selfClose] = m;
    const [ox, oy] = stack.at(-1) as [number, number];
    if (name === 'g') {
      if (close) stack.pop();
      else if (!selfClose) {
        const t = /transform="translate\(([-\d.e]+),([-\d.e]+)\)"/.exec(attrs);
        stack.push(t ? [ox + Number(t[1]), oy + Number(t[2])] : [ox, oy]);
      }
      continue;
    }
    if (close || selfClose) continue;
    const end = svg.indexOf('</text>', tag.lastIndex);
    const body = svg.slice(tag.lastIndex, end);
    tag.lastIndex = end;
    const size = Number(/font-size="([\d.]+)px"/.exec(attrs)?.[1] ?? 11);
    const anchor = /text-anchor="(\w+)"/.exec(attrs)?.[1] ?? 'start';
    let [x, y, angle] = [ox, oy, 0];
    for (const step of (/transform="([^"]*)"/.exec(attrs)?.[1] ?? '').matchAll(/(translate|rotate)\(([^)]*)\)/g)) {
      const args = (step[2] as string).split(/[ ,]+/).map(Number);
      if (step[1] === 'rotate') angle += ((args[0] ?? 0) * Math.PI) / 180;
      else {
        const [a = 0, b = 0] = args;
        x += a * Math.cos(angle) - b * Math.sin(angle);
        y += a * Math.sin(angle) + b * Math.cos(angle);
      }
    }
    const lines = body.includes('<tspan') ? [...body.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((t) => t[1] as string) : [body];
    for (const raw of lines) {
      const text = decode(raw);
      const w = drawnEm(text) * size;
      const [s0, s1] = anchor === 'middle' ? [-w / 2, w / 2] : anchor === 'end' ? [-w, 0] : [0, w];
      const at = (s: number): [number, number] => [x + s * Math.cos(angle), y + s * Math.sin(angle)];
      out.push({ text, from: at(s0), to: at(s1) });
    }
  }
  return out;
}

/** The texts that run past the picture's edges. */
function cut(svg: string): string[] {
  const width = Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)?.[1]);
  const height = Number(/<svg [^>]*height="([\d.]+)"/.exec(svg)?.[1]);
  const inside = ([x, y]: [number, number]) => x >= -0.5 && x <= width + 0.5 && y >= -0.5 && y <= height + 0.5;
  return placedTexts(svg)
    .filter((t) => t.text.trim() !== '' && !(inside(t.from) && inside(t.to)))
    .map((t) => `${t.text} ${t.from.map(Math.round).join(',')}→${t.to.map(Math.round).join(',')} in ${width}x${height}`);
}

function crush(nickname: string) {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  run('init', 'lin', '--nickname', nickname);
  run('init', 'empty', '--nickname', '还什么都没有记下的她');
  run('analyze', 'lin', '--signals', 'msg.initiates_often');
  run('analyze', 'lin', '--signals', 'msg.initiates_often,offline.one_on_one,emotion.shares_private');
  run('log', 'lin', 'chat_received', '--summary', '她问我周末做什么', '--signal', 'green', '--initiator', 'them');
  run('log', 'lin', 'meeting', '--summary', '一起吃火锅', '--time', '2026-05-01T19:00');
  run('log', 'lin', 'chat_sent', '--summary', '晚安', '--time', '2026-05-01T23:10', '--initiator', 'me');
  return run;
}

const LONG = '一个名字很长很长很长的女孩子叫做林小雨点点滴滴';

describe('chart layout', () => {
  it('leaves room for every text it draws, Chinese titles, legends and labels included, in zh and en', () => {
    const run = crush(LONG);
    const dir = tempDir();
    for (const lang of ['zh', 'en']) {
      for (const kind of ['score', 'signals', 'rhythm']) {
        const out = join(dir, `${kind}-${lang}.svg`);
        const r = run('chart', 'lin', '--kind', kind, '--out', out, '--lang', lang);
        expect(r.code, r.stderr).toBe(0);
        const svg = readFileSync(out, 'utf8');
        expect(svg).toContain(LONG);
        expect(cut(svg), `${kind} ${lang}`).toEqual([]);
      }
    }
  });

  it('the measure the check uses finds a text past the edge', () => {
    const svg = '<svg width="100" height="50"><g transform="translate(60,10)"><text text-anchor="start" transform="translate(0,9)" font-size="10px">见面、通话等</text></g></svg>';
    expect(cut(svg)).toHaveLength(1);
    expect(cut(svg.replace('translate(60,10)', 'translate(30,10)'))).toEqual([]);
  });

  it('labels days and months in the language, and a picture with nothing yet says what to record, with no empty axis', () => {
    const run = crush('林');
    const dir = tempDir();
    const hints = {
      zh: { score: '还没有评分', signals: '还没有信号记录', rhythm: '还没有互动记录' },
      en: { score: 'No score yet.', signals: 'No signal recorded yet.', rhythm: 'No interaction logged yet.' },
    } as const;
    for (const lang of ['zh', 'en'] as const) {
      for (const kind of ['score', 'signals', 'rhythm'] as const) {
        const out = join(dir, `empty-${kind}-${lang}.svg`);
        expect(run('chart', 'empty', '--kind', kind, '--out', out, '--lang', lang).code).toBe(0);
        const svg = readFileSync(out, 'utf8');
        expect(svg, `${kind} ${lang}`).toContain(hints[lang][kind]);
        expect(svg).toContain(kind === 'score' ? 'simp analyze empty' : kind === 'signals' ? 'simp log empty' : 'simp log empty chat_sent');
        expect(svg).not.toMatch(/0\.000000|role-axis/);
        expect(cut(svg), `${kind} ${lang}`).toEqual([]);
      }
    }
    const rhythm = join(dir, 'rhythm.svg');
    run('chart', 'lin', '--kind', 'rhythm', '--out', rhythm);
    const text = readFileSync(rhythm, 'utf8');
    expect(text).not.toContain('0.000000');
    // Counts are whole numbers.
    expect(text).not.toMatch(/>\d+\.5</);
    const signals = join(dir, 'signals-en.svg');
    run('chart', 'lin', '--kind', 'signals', '--out', signals, '--lang', 'en');
    expect(readFileSync(signals, 'utf8')).toMatch(/>(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}</);
    const zh = join(dir, 'signals-zh.svg');
    run('chart', 'lin', '--kind', 'signals', '--out', zh);
    expect(readFileSync(zh, 'utf8')).toMatch(/>\d{1,2}月\d{1,2}日</);
  });
});
