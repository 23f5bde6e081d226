import type { Command } from 'commander';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** `simp feel <slug> <1-5> [note...]`: the user's own mood, appended as `mood_recorded`. */
export async function feel(slug: string, mood: string, note: string[], _o: object, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { runFeel } = await import('../flows/feel.js');
  const r = await runFeel(env.mem, slug, { mood, note: note.join(' ') });
  if (env.json) {
    const t = r.trend;
    return printJson({
      schema: 'simp.feel/1',
      mood: r.mood,
      note: r.note,
      at: r.write.events[0]?.ts ?? null,
      trend: { last: t.last, average: t.average, count: t.count, direction: t.direction, low: t.low },
    });
  }
  const { feelText } = await import('../present/feel-text.js');
  say(feelText(r, slug, env.lang));
}
