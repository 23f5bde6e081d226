import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'text-models.json';

/** Beside the bundle (the build copies it into dist/), else in the sources (tests run them). */
const paths = (): string[] => [join(dirname(fileURLToPath(import.meta.url)), FILE), fileURLToPath(new URL('../../engine/data/text-models.json', import.meta.url))];

let loaded: unknown;

/**
 * The text models of the draft checker and crisis matching (trained by
 * scripts/train-text-models.mjs), parsed once per process and not judged here (the
 * engine's readTextModels checks them); null when the file is missing or unreadable.
 */
export function loadTextModels(): unknown {
  if (loaded !== undefined) return loaded;
  loaded = null;
  for (const path of paths()) {
    try {
      loaded = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      break;
    } catch {
      // not here: the next place, or the rules alone
    }
  }
  return loaded;
}
