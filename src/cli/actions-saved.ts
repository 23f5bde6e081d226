// `snapshot` and `versions`: the saved copies of a crush (snapshots/, versions/), daily verbs
// (verb-specs.ts). A file of their own, so these verbs load what they need, not the other
// verbs' flows or the topic code of `context`.
import type { VerbCall } from './args.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';
import { stageName } from '../present/enum-names.js';

export function versions(slug: string, _o: unknown, cmd: VerbCall): void {
  const env = envOf(cmd);
  const found = env.mem.versions(slug);
  if (env.json) return printJson(found);
  if (found.length === 0) return say(env.m.cli.noVersions(slug));
  say([
    env.m.cli.versionsHeader(slug, found.length),
    ...found.map((v) => env.m.cli.versionRow(v.name, v.stage === undefined || v.stage === null ? '' : stageName(v.stage, env.lang), v.score === null ? '' : String(v.score))),
  ]);
}

export async function snapshot(slug: string, _o: unknown, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const path = await env.mem.snapshot(slug);
  if (env.json) printJson({ path });
  else say(env.m.cli.snapshot(path));
}
