import type { ExportFormat, Story } from '../flows/export.js';
import type { Lang } from '../i18n/index.js';
import { chartSpec } from './chart-spec.js';
import { storyHtml, storyJson, storyMarkdown } from './export-format.js';

/** A story in one export format; HTML carries the score chart (drawn here, offline) when there are scores. */
export async function exportText(story: Story, format: ExportFormat, lang: Lang, now: Date): Promise<string> {
  if (format === 'json') return storyJson(story, lang);
  if (format === 'md') return storyMarkdown(story, lang);
  const svg = story.scores.length === 0 ? null : await (await import('./chart-svg.js')).chartSvg(chartSpec(story, 'score', lang, now));
  return storyHtml(story, lang, svg);
}
