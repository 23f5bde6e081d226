import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initSync, tag } from 'jieba-wasm/web';

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

/**
 * The Chinese part-of-speech tagger (jieba, compiled to WebAssembly: no native
 * build, same words on every platform), loaded once per process; null when its
 * file cannot be found or compiled, and the caller falls back to a plainer cut.
 * Its dictionary is built on the first call (about a third of a second).
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
      initSync({ module: bytes });
      loaded = (text) => tag(text, true);
    } catch {
      loaded = null;
    }
    break;
  }
  return loaded;
}
