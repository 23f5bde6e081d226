import { createReadStream, existsSync } from 'node:fs';
import { openFolder, readText, type Ctx, type Folder } from './folder.js';
import { openRegular } from '../io/open-regular.js';

// The files `context` prints, read as text: no schema library, no YAML parser,
// so the verb starts about as fast as Node. (Topic memories, when a crush has
// them, are added by the caller through the full memory service.)

/** Rough token estimate: one per CJK character, one per four other characters (counted without copying the text). */
export function approxTokens(text: string): number {
  let cjk = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3000 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xff00 && c <= 0xffef)) cjk += 1;
  }
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/**
 * `simp context` as the reference prints it, in chunks: a file of any size
 * (a profile of hundreds of MB) passes through in pieces, never as one string.
 */
export async function* contextChunks(ctx: Ctx, slug: string, withStrategy: boolean): AsyncGenerator<string> {
  for (const part of contextParts(openFolder(ctx, slug), withStrategy)) {
    if (!existsSync(part.path)) continue;
    yield part.heading;
    for await (const chunk of createReadStream('', { fd: openRegular(part.path), encoding: 'utf8', highWaterMark: 1 << 20 })) yield chunk as string;
    if (part.after) yield part.after;
  }
}

/**
 * profile.md + state.md (+ strategy.md) assembled as the reference `context`
 * prints it, byte for byte, with an approximate token count.
 */
export function loadContext(ctx: Ctx, slug: string, withStrategy: boolean): { text: string; tokens: number } {
  let text = '';
  for (const part of contextParts(openFolder(ctx, slug), withStrategy)) {
    const content = readText(part.path);
    if (content !== null) text += part.heading + content + part.after;
  }
  return { text, tokens: approxTokens(text) };
}

/** The files `context` prints, each under the reference's heading, in its order. */
function contextParts(folder: Folder, withStrategy: boolean): { heading: string; path: string; after: string }[] {
  return [
    { heading: '# [档案] profile.md\n\n', path: folder.path('profile'), after: '\n\n' },
    { heading: '# [状态] state.md\n\n', path: folder.path('state'), after: '\n\n' },
    ...(withStrategy ? [{ heading: '# [策略] strategy.md\n\n', path: folder.path('strategy'), after: '' }] : []),
  ];
}

/** Whether a crush keeps topic memories (knowledge.json), which `context` appends after the files. */
export function hasKnowledgeFile(ctx: Ctx, slug: string): boolean {
  return existsSync(openFolder(ctx, slug).path('knowledge'));
}
