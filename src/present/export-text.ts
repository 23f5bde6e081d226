import { streamStory, type ExportFormat, type Redaction, type Story, type StoryHead } from '../flows/export.js';
import type { Lang } from '../i18n/index.js';
import type { Memory } from '../memory/index.js';
import { fileSpool, type TextSink } from '../memory/outside/out-stream.js';
import { storyText, storyWriter } from './export-write.js';

/** A story in one export format; HTML carries the score chart (drawn here, offline) when there are scores. */
export async function exportText(story: Story, format: ExportFormat, lang: Lang): Promise<string> {
  return storyText(story, format, lang);
}

/**
 * One crush's story in one export format, written to `out` as its logs stream:
 * nothing reaches `out` before the logs are read (a log that cannot be read
 * leaves it untouched); the lists wait meanwhile in spools in `dir`. Returns the
 * rest of the story (its topics notice).
 */
export async function exportStory(mem: Memory, slug: string, format: ExportFormat, lang: Lang, redaction: Redaction | null, out: TextSink, dir?: string): Promise<StoryHead> {
  const writer = storyWriter(format, lang, () => fileSpool(dir));
  try {
    const head = await streamStory(mem, slug, mem.ctx.now(), redaction, writer);
    await writer.finish(head, out);
    return head;
  } finally {
    writer.close();
  }
}
