// state.md's score trend for the list the launcher draws before the app loads: the
// front matter read by the one front-matter reader (its YAML parser stays unloaded for
// plain values), without the state's schema and sections. A file the reader refuses, or
// whose trend is missing or not a trend, throws: the app reads every state.md through
// the memory service again, so an unusual file is judged there.
import { TRENDS } from '../../model/enums.js';
import { parseMarkdown } from '../formats/frontmatter.js';
import { openFolder, type Ctx } from './folder.js';

/** The `score_trend` of a state.md's front matter. Throws when the file has none, or not a plain one. */
export function trendOfState(text: string): string {
  const { hasFrontmatter, fields } = parseMarkdown(text, 'state.md');
  const trend = fields['score_trend'];
  if (!hasFrontmatter || typeof trend !== 'string' || !(TRENDS as readonly string[]).includes(trend)) throw new Error('score_trend not plain');
  return trend;
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
