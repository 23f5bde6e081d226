import { openMemory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';

/** A temp base folder with crushes made through the memory service (never by writing files directly). */
export async function baseWith(
  people: { slug: string; nickname: string; personality_type?: string; mbti?: string; score?: number; stage?: string }[],
): Promise<string> {
  const baseDir = tempDir('simp-tui-');
  const mem = openMemory({ baseDir });
  for (const p of people) {
    mem.create({ slug: p.slug, nickname: p.nickname, personality_type: p.personality_type ?? '感性型', fields: p.mbti ? { mbti: p.mbti } : {} });
    if (p.score !== undefined) {
      await mem.append(p.slug, 'analysis_done', { score: p.score, stage: p.stage ?? '破冰期', summary: 'test' });
      await mem.updateState(p.slug, { signal_score: p.score, current_stage: (p.stage ?? '破冰期') as never });
    }
  }
  return baseDir;
}

export const sleepless = (ms: number) => new Promise((r) => setTimeout(r, ms));
