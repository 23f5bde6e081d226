// state.md's score trend read without the YAML parser or the schema library, for
// the list the launcher draws before the app loads. It answers only for the plain
// front matter simp and the reference tools write, and throws on anything else;
// the app reads every state.md through the memory service again, so an unusual
// file is judged there.
import { openFolder, type Ctx } from './folder.js';

const TREND_LINE = /^score_trend:[ \t]*(["']?)(up|down|stable)\1[ \t]*$/;

/** The `score_trend` of a state.md's front matter. Throws when the file is missing or not the plain layout. */
export function trendOfState(text: string): string {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '---') throw new Error('no front matter');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('front matter never closed');
  const found = lines.slice(1, end).filter((l) => l.startsWith('score_trend:'));
  const match = found.length === 1 ? TREND_LINE.exec(found[0] as string) : null;
  if (!match) throw new Error('score_trend not plain');
  return match[2] as string;
}

/**
 * The score trend of one crush, as the list shows it (throws where the memory service
 * must decide). A folder without state.md (an older layout) reads as stable, as the
 * service reads it from meta.json's fields, which have no trend.
 */
export function quickTrend(ctx: Ctx, slug: string): string {
  const text = openFolder(ctx, slug).read('state');
  return text === null ? 'stable' : trendOfState(text);
}
