// The social-media scan of one crush: the saved posts of a folder (the
// crush's memories/social/ unless told), where each came from, and the signal
// words in them, file by file and summed up. Reads only; nothing is written.
import { join } from 'node:path';
import type { Memory } from '../memory/index.js';
import { scanSocial } from '../memory/outside/social-scan.js';
import { platformOf, postsOf, scanSignals, scannedText, signalTotals, type Platform, type Post, type SignalHits, type SignalTotal } from '../engine/social.js';

export interface SocialImage {
  rel: string;
  platform: Platform;
  size: number;
}

export interface SocialFileScan {
  rel: string;
  platform: Platform;
  /** The posts of a JSON export the parser can read; null for other files (read as text). */
  posts: Post[] | null;
  /** Characters read (at most 5,000) and whether the file holds more. */
  chars: number;
  cut: boolean;
  /** Why a .json file is not JSON; null otherwise. */
  jsonError: string | null;
  signals: SignalHits[];
}

export interface SocialScanResult {
  dir: string;
  images: SocialImage[];
  files: SocialFileScan[];
  /** Files neither pictures nor text (hidden ones left out). */
  others: number;
  /** .json files that are not JSON (read as text instead). */
  badJson: number;
  /** Text files that could not be read, with why. */
  unreadable: Array<{ rel: string; why: string }>;
  totals: SignalTotal[];
}

/** The saved posts of a crush's folder (or `dir`): platforms, posts and signal words. */
export function readSocial(mem: Memory, slug: string, o: { dir?: string } = {}): SocialScanResult {
  mem.read(slug);
  const dir = o.dir ?? join(mem.ctx.base, slug, 'memories', 'social');
  const scan = scanSocial(dir, o.dir === undefined);
  const files: SocialFileScan[] = [];
  const unreadable: SocialScanResult['unreadable'] = [];
  for (const f of scan.texts) {
    if (f.text === null) {
      unreadable.push({ rel: f.rel, why: f.error ?? '' });
      continue;
    }
    const json = f.json;
    const posts = json && 'value' in json ? postsOf(json.value) : null;
    const jsonError = json && 'error' in json ? json.error : null;
    const read = posts && posts.length > 0 ? posts : null;
    files.push({ rel: f.rel, platform: platformOf(f.name), posts: read, chars: [...f.text].length, cut: f.cut, jsonError, signals: scanSignals(scannedText(read, f.text)) });
  }
  return {
    dir,
    images: scan.images.map((i) => ({ rel: i.rel, platform: platformOf(i.name), size: i.size })),
    files,
    others: scan.others.length,
    badJson: files.filter((f) => f.jsonError !== null).length,
    unreadable,
    totals: signalTotals(files.map((f) => f.signals)),
  };
}
