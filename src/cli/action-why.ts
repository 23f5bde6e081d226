import type { Command } from 'commander';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/** `simp why <slug>`: the score item by item and the risks with when they were raised; writes nothing. */
export async function why(slug: string, _o: object, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const { whyScore } = await import('../flows/why.js');
  const r = whyScore(env.mem, slug);
  if (env.json) {
    const x = r.score?.explanation ?? null;
    return printJson({
      schema: 'simp.why/1',
      current: r.current,
      score: r.score && {
        at: r.score.at,
        stage: r.score.stage,
        note: r.score.note,
        recorded: r.score.recorded,
        explanation: x && {
          mbti: x.mbti,
          items: x.items.map((i) => ({ signal_id: i.id, dimension: i.dimension, base_points: i.basePoints, points: i.points, mbti_change: i.mbtiChange, direction: i.direction, evidence: r.score?.evidence[i.id] ?? [] })),
          dimensions: x.dimensions.map((d) => ({ dimension: d.dimension, sum: d.sum, max: d.max, subtotal: d.subtotal, capped: d.capped })),
          unclamped: x.unclamped,
          clamped: x.clamped,
          friend_zone: x.friendZone,
          total: x.result.total,
          band: x.result.band.id,
        },
      },
      later_set_by: r.laterSetBy,
      risks: r.risks,
    });
  }
  const { whyText } = await import('../present/why-text.js');
  say(whyText(r, slug, env.lang));
}
