/**
 * A folder name (slug) suggested for a nickname: its romanised pieces (pinyin
 * syllables, Latin words as typed) in lower case, Han syllables run together
 * (小美 → xiaomei), anything else between them a dash (Mia 小美 → mia-xiaomei).
 * Pure: the romaniser is handed in; the memory service says which names are taken.
 */
import { SLUG_MAX } from '../model/limits.js';

/** The slug the pieces make; null when no letter or digit is left (an emoji alone). */
export function slugFromPieces(pieces: readonly string[]): string | null {
  const slug = pieces
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? null : slug;
}

/**
 * The first of `slug`, `slug-2`, `slug-3`, … that `free` accepts (not a folder
 * already, a name the folder rule takes), each within the length limit.
 */
export function firstFree(slug: string, free: (candidate: string) => boolean, tries = 999): string | null {
  for (let n = 1; n <= tries; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (free(candidate)) return candidate;
  }
  return null;
}
