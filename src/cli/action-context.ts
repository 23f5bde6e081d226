import { contextChunks, hasKnowledgeFile } from '../memory/crush/context-files.js';
import type { Ctx } from '../memory/crush/folder.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { blockSeparator } from '../present/block-separator.js';
import { Out } from './io.js';


/**
 * `context` from plain arguments, without commander: false (nothing printed)
 * when the verb needs the full memory service (`--json`, topic memories).
 */
export async function contextFast(a: { slug: string; withStrategy: boolean; json: boolean; baseDir?: string }): Promise<boolean> {
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date() };
  if (a.json || hasKnowledgeFile(ctx, a.slug)) return false;
  await printContext(ctx, a.slug, a.withStrategy, null);
  return true;
}

export async function printContext(ctx: Ctx, slug: string, withStrategy: boolean, topics: (() => Promise<string>) | null): Promise<void> {
  // Printed in chunks: the files pass through whatever their size.
  const out = new Out();
  let end = '';
  for await (const chunk of contextChunks(ctx, slug, withStrategy)) {
    await out.write(chunk);
    end = (end + chunk).slice(-2);
  }
  const block = topics ? await topics() : '';
  if (block !== '') await out.write(`${blockSeparator(end)}${block}`);
  await out.write('\n');
  await out.flush();
}
