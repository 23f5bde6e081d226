import type { Command } from 'commander';
import { examine, mend, type CrushHealth } from '../flows/doctor.js';
import { doctorText } from '../present/doctor-text.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';

/**
 * `simp doctor [slug] [--fix]`: every disagreement and leftover in one crush (or
 * all), one line each with its fix; `--fix` mends what can be mended, each through
 * the one write path. Exit 0 when nothing is left to mend, 1 when something is.
 */
export async function doctor(slug: string | undefined, o: { fix?: boolean }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const slugs = slug !== undefined ? [slug] : env.mem.list().map((c) => c.slug);
  const health: CrushHealth[] = [];
  const changed: Record<string, string[]> = {};
  for (const s of slugs) {
    if (o.fix) {
      const done = await mend(env.mem, s);
      health.push(done.after);
      if (done.changed.length > 0) changed[s] = done.changed;
    } else health.push(await examine(env.mem, s));
  }
  if (env.json) printJson(o.fix ? { crushes: health, changed } : { crushes: health });
  else {
    const lines = doctorText(health, env.lang, o.fix === true);
    for (const [s, files] of Object.entries(changed)) lines.push(`${s}: ${env.m.cli.changed(files)}`);
    say(lines);
  }
  if (health.some((h) => h.findings.length > 0)) process.exitCode = 1;
}
