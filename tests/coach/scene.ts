import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { ROOT, tempDir, type CliResult } from '../helpers/temp.js';

let runner: Runner | null = null;
afterAll(() => runner?.stop());

/** One runner per test file: verbs run through the bundle's main(argv) (build first). */
function simpIn(): Runner {
  runner ??= startRunner(join(ROOT, 'dist'));
  return runner;
}

export interface Scene {
  base: string;
  slug: string;
  /** Runs a verb on this scene's base folder; throws when it exits non-zero (a scene is built, never guessed). */
  ok(...args: string[]): Promise<string>;
  /** Runs a verb and gives back what it did, whatever the exit code. */
  run(...args: string[]): Promise<CliResult>;
  /** Runs a verb with --json and parses what it printed. */
  json<T = Record<string, unknown>>(...args: string[]): Promise<T>;
}

/** A fresh base folder with one crush made by `simp init`. */
export async function scene(slug = 'xiaoyu', init: string[] = []): Promise<Scene> {
  const base = join(tempDir('simp-scene-'), 'crushes');
  const run = (...args: string[]): Promise<CliResult> => simpIn().run(['--base-dir', base, ...args]);
  const ok = async (...args: string[]): Promise<string> => {
    const r = await run(...args);
    if (r.code !== 0) throw new Error(`simp ${args.join(' ')} exited ${r.code}: ${r.stderr}${r.stdout}`);
    return r.stdout;
  };
  const s: Scene = { base, slug, ok, run, json: async <T>(...args: string[]) => JSON.parse(await ok(...args, '--json')) as T };
  await ok('init', slug, '--nickname', '小雨', ...init);
  return s;
}

/** A local time `days` ago (and `hour`), as `log --time` takes it. */
export function daysAgo(days: number, hour = 20, minute = 0): string {
  const now = Date.now();
  const day = new Date(now - days * 86_400_000);
  day.setHours(hour, minute, 0, 0);
  // `log` refuses a time still to come: today's hour is moved back to a minute ago (never before midnight).
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const d = day.getTime() > now ? new Date(Math.max(startOfToday.getTime(), now - 60_000)) : day;
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Logs `n` conversations you started, a day apart, each answered a little later. */
export async function youStartEverything(s: Scene, n = 12): Promise<void> {
  for (let i = n; i >= 1; i -= 1) {
    await s.ok('log', s.slug, 'chat_sent', '--time', daysAgo(i, 20), '--summary', '我先找 ta');
    await s.ok('log', s.slug, 'chat_received', '--time', daysAgo(i, 20, 10), '--summary', 'ta 回了', '--reply-after', '10');
  }
}

/** Progress's three next actions (ids and zh labels). */
export interface ActionRow { id: string; label: { zh: string; en: string } }
export async function progressOf(s: Scene, ...args: string[]): Promise<{ progress: { next_actions: ActionRow[]; risks: { id: string }[]; trend: { reading: string; delta: number | null }; readiness: { met: string[] } } }> {
  return s.json('progress', s.slug, ...args);
}

/**
 * Words of a step toward them (an invitation, a meeting, saying the feelings, a
 * message to start): what no coach suggests right after telling you to pull back.
 */
export const PURSUIT_WORDS = /邀请|约一次|约 1 对 1|安排一次|见面|直接告诉 ta|说一句你的感受|发一条|主动找|表白/;
export const PURSUIT_WORDS_EN = /\b(suggest a relaxed|invite|plan another meet|meet-up|plan some thoughtful time|tell them how much|say one honest thing|send a warm hello|confess)/i;

/** Options that take no value: a Chinese word after one is prose. */
const FLAGS = new Set(['--check', '--plan', '--after', '--json', '--fresh', '--yes', '--full', '--interactions', '--accept-suggested', '--planned']);
const STAGE_WORDS = new Set(['未知', '破冰期', '升温期', '暧昧期', '表白前', '表白后-成功', '表白后-被拒', '友谊区', '重启期']);

/**
 * The `simp …` commands a printed output tells you to type: from "simp" to where
 * the prose resumes (a bare Chinese word that is no option's value nor a stage,
 * or Chinese punctuation); quoted values are kept whole, without their quotes.
 */
export function simpCommands(out: string): string[][] {
  const found: string[][] = [];
  for (const m of out.matchAll(/(?:^|[\s：:（(“"`])simp (.*)$/gm)) {
    const args: string[] = [];
    for (const t of (m[1] ?? '').matchAll(/"([^"]*)"|“([^”]*)”|(\S+)/g)) {
      const quoted = t[1] ?? t[2];
      if (quoted !== undefined) {
        args.push(quoted);
        continue;
      }
      const word = (t[3] ?? '').replace(/[`）)]+$/, '');
      const cut = word.search(/[；;，,。（(）)]/);
      const bare = cut >= 0 ? word.slice(0, cut) : word;
      const before = args[args.length - 1] ?? '';
      const isValue = STAGE_WORDS.has(bare) || (before.startsWith('--') && !FLAGS.has(before));
      // Prose resumes: a bare Chinese word that is no value, or any word after an option that takes none.
      if ((/\p{Script=Han}/u.test(bare) && !isValue) || (FLAGS.has(before) && !bare.startsWith('--'))) break;
      if (bare !== '') args.push(bare);
      if (cut >= 0 || word !== (t[3] ?? '')) break;
    }
    if (args.length > 0) found.push(args);
  }
  return found;
}

/** The bullet items of confess's "还没满足" list (not the record line after it). */
export function unmetItems(out: string): string {
  const after = out.split('还没满足')[1] ?? '';
  const lines = after.split('\n').slice(1);
  const end = lines.findIndex((l) => !/^\s*·/.test(l));
  return lines.slice(0, end < 0 ? lines.length : end).join('\n');
}
