// `versions`: the saved versions of a crush, one of the daily verbs (verb-specs.ts). A file of
// its own, so the verb loads what listing needs, not the other admin verbs' flows.
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
