/**
 * What `recall` reads of a crush: its topics, meta.json, and the topic index
 * (cache/topic-index.ts). The memory service (index.ts) has these same three;
 * `recall` opens them alone, so its call loads none of the writes, logs and
 * versions the rest of the service brings.
 */
import { InputError, NotFoundError } from '../model/errors.js';
import type { KnowledgeEntry } from '../model/knowledge-schema.js';
import type { Meta } from '../model/meta-rules.js';
import type { Ctx } from './crush/folder.js';
import { openFolder } from './crush/folder.js';
import { readKnowledge } from './crush/knowledge.js';
import { readMeta } from './crush/meta-load.js';
import { resolveBaseDir } from './crush/paths.js';
import { indexedTopics, type IndexedTopics } from './cache/topic-index.js';

export interface TopicReads {
  /** meta.json, checked (null when the folder has none). */
  meta(slug: string): Meta | null;
  /**
   * The topic memories for a reader: a knowledge.json that cannot be read is no
   * topics, with the problem (naming the repair, `rebuild --write`) for the caller
   * to say, never a failure of the read. Writes of topics still refuse it.
   */
  topics(slug: string): { entries: KnowledgeEntry[]; problem: InputError | null };
  /**
   * Data worked out from every topic (`build`: named parts of text), kept in the
   * cache folder for knowledge.json as it is now (cache/topic-index.ts), read a
   * part at a time, with the topics of some positions read on their own; null:
   * read the topics (`topics`) instead.
   */
  topicIndex(slug: string, variant: string, build: (entries: readonly KnowledgeEntry[]) => Map<string, string>): IndexedTopics | null;
}

export function topicReadsOf(ctx: Ctx): TopicReads {
  return {
    meta: (slug) => readMeta(openFolder(ctx, slug))?.meta ?? null,
    topics: (slug) => {
      try {
        return { entries: readKnowledge(ctx, slug), problem: null };
      } catch (err) {
        if (err instanceof InputError && !(err instanceof NotFoundError)) return { entries: [], problem: err };
        throw err;
      }
    },
    topicIndex: (slug, variant, build) => indexedTopics(openFolder(ctx, slug), variant, build),
  };
}

/** The topic reads of a base folder (--base-dir, else as openMemory finds it). */
export const openTopicReads = (opts: { baseDir?: string } = {}): TopicReads => topicReadsOf({ base: resolveBaseDir(opts.baseDir), now: () => new Date() });
