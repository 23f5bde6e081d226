import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/index.js';
import { tuiZh } from '../../src/i18n/tui-zh.js';
import { tuiEn } from '../../src/i18n/tui-en.js';
import { flowTextZh } from '../../src/present/text-zh.js';
import { flowTextEn } from '../../src/present/text-en.js';
import { chineseLeft, englishSentence, withoutCommands } from '../helpers/sentences.js';

/** Sample arguments a message function is called with: text, counts, lists, switches either way. */
const SAMPLES: readonly (readonly unknown[])[] = [['x', 'y', 'z', 'w'], [1, 2, 3, 4], [['a'], ['b'], ['c']], [true, 1, 2], [false, 1, 2], [0, 0, 0]];

/** Every text a catalogue can say, with where it is: strings as they are, functions called with each sample. */
function texts(value: unknown, path: string, out: [string, string][]): void {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    for (const args of SAMPLES) {
      let said: unknown;
      try {
        said = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue; // a sample of the wrong shape for this message
      }
      texts(said, `${path}()`, out);
    }
  } else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, `${path}.${k}`, out);
}

/**
 * Issue S at its source: every text of the message catalogues of the command line
 * and the TUI (src/i18n: errors, help lines, screens, hints, forms) and of the flows'
 * reports (src/present/text-zh.ts, text-en.ts), in zh holds no
 * English sentence and in en no Chinese beyond the stored stages and personalities.
 */
describe('the message catalogues in zh and en (issue S)', () => {
  const all = { zh: [] as [string, string][], en: [] as [string, string][] };
  texts({ cli: messages('zh'), tui: tuiZh, flows: flowTextZh }, 'zh', all.zh);
  texts({ cli: messages('en'), tui: tuiEn, flows: flowTextEn() }, 'en', all.en);

  it('reaches well over a thousand texts in each language', () => {
    expect(all.zh.length).toBeGreaterThan(1000);
    expect(all.en.length).toBeGreaterThan(1000);
  });

  it('in zh holds no English sentence', () => {
    const wrong = [...new Set(all.zh.flatMap(([p, s]) => (englishSentence(withoutCommands(s)) === null ? [] : [`${p}: ${s.slice(0, 100)}`])))];
    expect(wrong).toEqual([]);
  });

  it('in en holds no Chinese beyond stored values', () => {
    const wrong = [...new Set(all.en.flatMap(([p, s]) => (chineseLeft(s) === null ? [] : [`${p}: ${s.slice(0, 100)}`])))];
    expect(wrong).toEqual([]);
  });

  it('can fail: the English is full of sentences, the Chinese of Chinese', () => {
    expect(all.en.filter(([, s]) => englishSentence(s) !== null).length).toBeGreaterThan(500);
    expect(all.zh.filter(([, s]) => chineseLeft(s) !== null).length).toBeGreaterThan(500);
  });
});
