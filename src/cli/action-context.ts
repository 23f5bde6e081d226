import type { Command } from 'commander';
import { contextChunks, hasKnowledgeFile } from '../memory/context-files.js';
import { resolveBaseDir } from '../memory/paths.js';
import { globalsOf } from './args.js';
import { blockSeparator } from '../present/block-separator.js';
import { Out } from './io.js';

/**
 * `context`: profile.md, state.md (and strategy.md) as the reference prints them,
 * in chunks. The files alone need neither the schema library nor the YAML
 * parser; a crush that keeps topic memories (and `--json`) goes through the full
 * memory service for its topic block.
 */
export async function context(slug: string, o: { withStrategy?: boolean }, cmd: Command): Promise<void> {
  const g = globalsOf(cmd);
  const ctx = { base: resolveBaseDir(g.baseDir), now: () => new Date() };
  if (g.json) return (await import('./actions-memory.js')).contextJson(slug, o, cmd);
  // Printed in chunks: the files pass through whatever their size.
  const out = new Out();
  let end = '';
  for await (const chunk of contextChunks(ctx, slug, Boolean(o.withStrategy))) {
    await out.write(chunk);
    end = (end + chunk).slice(-2);
  }
  const block = hasKnowledgeFile(ctx, slug) ? (await import('./actions-memory.js')).contextTopics(slug, cmd) : '';
  if (block !== '') await out.write(`${blockSeparator(end)}${block}`);
  await out.write('\n');
  await out.flush();
}
