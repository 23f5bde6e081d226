// `simp append <slug> <type> <json>`: one event, through the memory service's write
// path alone (no commander, no readers of profile.md and state.md unless the day's
// snapshot is due), so scripts that log events start about as fast as the reads.
import { refused } from '../model/errors.js';
import { appendEvent } from '../memory/crush/ops-append.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { messages, type Lang } from '../i18n/index.js';
import { lockOptions } from './lock-options.js';
import { plainArgs } from './plain-args.js';
import { printJson, reportError, say } from './io.js';

/** The `<json>` argument as an object, or a message saying what is wrong with it. */
export function eventData(json: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (err) {
    const why = err instanceof RangeError ? 'it is nested too deeply' : (err as Error).message;
    throw refused({ field: 'json', kind: 'json', object: false, why });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw refused({ field: 'json', kind: 'json', object: true });
  }
  return data as Record<string, unknown>;
}

export async function appendAndSay(a: { slug: string; type: string; json: string; baseDir?: string; lang: Lang; asJson: boolean }): Promise<void> {
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date(), lock: lockOptions(a.lang) };
  const { result } = await appendEvent(ctx, a.slug, a.type, eventData(a.json));
  if (a.asJson) printJson(result);
  else say(messages(a.lang).cli.appended(a.type));
}

/**
 * The plain spelling (`append <slug> <type> <json> [--json] [--base-dir D] [--lang L]`):
 * the exit code, its errors said here (this module is a file of its own in the
 * binary, with its own error classes); null: commander's turn, nothing done.
 */
export async function appendVerb(args: readonly string[]): Promise<number | null> {
  let lang: Lang = 'zh';
  try {
    const a = plainArgs(args, 'append', [], 3);
    if (!a) return null;
    lang = a.lang;
    const [slug, type, json] = a.positionals as [string, string, string];
    await appendAndSay({ slug, type, json, baseDir: a.baseDir, lang: a.lang, asJson: a.json });
    return 0;
  } catch (err) {
    return reportError(err, lang);
  }
}
