import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';

export interface Person {
  slug: string;
  nickname: string;
  personality_type?: string;
  mbti?: string;
  score?: number;
  stage?: string;
}

/** A temp base folder with crushes made through the memory service (never by writing files directly). */
export async function baseWith(people: Person[]): Promise<string> {
  const baseDir = tempDir('simp-tui-');
  const mem = openMemory({ baseDir });
  for (const p of people) {
    mem.create({ slug: p.slug, nickname: p.nickname, personality_type: p.personality_type ?? '感性型', fields: p.mbti ? { mbti: p.mbti } : {} });
    if (p.score !== undefined) {
      const stage = (p.stage ?? '破冰期') as never;
      await mem.append(p.slug, 'analysis_done', { score: p.score, stage, summary: 'test' });
      await mem.updateState(p.slug, { signal_score: p.score, current_stage: stage });
    }
  }
  return baseDir;
}

/** Appends many events in a few large transactions (a long history without 10,000 separate writes). */
export async function addSignals(baseDir: string, slug: string, n: number, batch = 5000): Promise<void> {
  const mem = openMemory({ baseDir });
  for (let done = 0; done < n; done += batch) {
    const events = Array.from({ length: Math.min(batch, n - done) }, (_, i) => ({
      type: 'signal_recorded',
      data: { direction: (done + i) % 2 ? 'green' : 'red', content: `signal number ${done + i}`, score_delta: 1 },
    }));
    await mem.transaction(slug, (tx) => void tx.append(events));
  }
}

export function eventsOnDisk(baseDir: string, slug: string): { ts: string; type: string; data: Record<string, unknown> }[] {
  return readFileSync(join(baseDir, slug, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { ts: string; type: string; data: Record<string, unknown> });
}

export const fileText = (baseDir: string, slug: string, file: string): string => readFileSync(join(baseDir, slug, file), 'utf8');
