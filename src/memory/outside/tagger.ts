import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { add_word, cut_for_search, initSync, tag } from 'jieba-wasm/web';
import { restoreTaggerState, saveTaggerState, taggerInputs, type TaggerInstance } from '../cache/tagger-state.js';
import { TAGGER_WORDS } from './tagger-words.js';

/** A word and its part of speech (jieba's tag set). */
export interface Tagged {
  word: string;
  tag: string;
}

const WASM = 'jieba_rs_wasm_bg.wasm';

/**
 * Where the segmenter's WebAssembly is: beside the bundle (the build copies it into
 * dist/), else in the installed package (tests run the sources).
 */
function wasmPaths(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  const paths = [join(here, WASM)];
  try {
    paths.push(join(dirname(createRequire(import.meta.url).resolve('jieba-wasm/web')), WASM));
  } catch {
    // not installed beside the sources: the bundle's copy is the only one
  }
  return paths;
}

let loaded: ((text: string) => Tagged[]) | null | undefined;

// Common enough that jieba keeps the word whole next to a frequent neighbour ("法考题" → 法考 + 题).
const USER_WORD_FREQUENCY = 2000;

// Run once before a state is saved, so what jieba prepares on its first cut (its patterns) is in it.
const WARM_UP = ['她a1，村上', '村上春树'];

/** How the dictionary came to be in this process: restored from the cache folder, or built here. */
export let taggerOrigin: 'restored' | 'built' | null = null;

/**
 * The dictionary with the user words in the instance: the state kept in the cache
 * folder when one checks for exactly these inputs (tagger-state.ts), else built
 * (jieba does it on its first call, about half a second) and then kept.
 */
function prepare(instance: TaggerInstance, wasm: Uint8Array): void {
  const inputs = taggerInputs(wasm, TAGGER_WORDS, USER_WORD_FREQUENCY, WARM_UP);
  if (restoreTaggerState(instance, inputs)) {
    taggerOrigin = 'restored';
    return;
  }
  for (const [word, cls] of TAGGER_WORDS) add_word(word, USER_WORD_FREQUENCY, cls);
  tag(WARM_UP[0] as string, true);
  cut_for_search(WARM_UP[1] as string, true);
  taggerOrigin = 'built';
  saveTaggerState(instance, inputs);
}

/**
 * The Chinese part-of-speech tagger (jieba, compiled to WebAssembly: no native
 * build, same words on every platform), loaded once per process; null when its
 * file cannot be found or compiled, and the caller falls back to a plainer cut.
 * Its dictionary is prepared on the first call (see prepare).
 */
export function loadTagger(): ((text: string) => Tagged[]) | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  for (const path of wasmPaths()) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      continue;
    }
    try {
      const instance = initSync({ module: bytes }) as unknown as TaggerInstance;
      let classes: Map<string, string> | undefined;
      loaded = (text) => {
        // The user dictionary is added on first use, with the dictionary jieba builds then;
        // jieba keeps the class of a word it knew, so the class is also set on the way out.
        if (!classes) {
          prepare(instance, bytes);
          classes = new Map(TAGGER_WORDS);
        }
        const known = classes;
        return tag(text, true).map((t) => {
          const cls = known.get(t.word);
          return cls === undefined ? t : { word: t.word, tag: cls };
        });
      };
    } catch {
      loaded = null;
    }
    break;
  }
  return loaded;
}

/**
 * The words inside a word by the tagger's dictionary (search mode): "熊猫" in
 * "大熊猫", "村上" in "村上春树", and not "毛球" in "羽毛球". Null without the tagger.
 */
export function loadSubwords(): ((word: string) => string[]) | null {
  const tagger = loadTagger();
  if (!tagger) return null;
  return (word) => {
    tagger('');
    return cut_for_search(word, true).filter((w) => w !== word && [...w].length >= 2);
  };
}
