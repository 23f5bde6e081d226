import { OnThisDayFinder, onThisDayDays, type OnThisDay } from '../engine/on-this-day.js';
import type { Memory } from '../memory/index.js';

/**
 * "A year ago today" for one crush (daily, the crush screen): the records of both
 * logs on today's month-day in earlier years, found by the memory service without
 * reading the logs whole, newest year first. The quit review, which streams both
 * logs anyway, feeds the same finder as they pass.
 */
export function onThisDayOf(mem: Memory, slug: string): OnThisDay[] {
  const now = mem.ctx.now();
  const finder = new OnThisDayFinder(now);
  const { events, interactions } = mem.recordsOnDays(slug, onThisDayDays(now));
  // Oldest first, so the finder keeps the newest when there are many.
  for (const r of [...events, ...interactions].sort((a, b) => a.ts.localeCompare(b.ts))) finder.add(r);
  return finder.found();
}
