import type { Command } from 'commander';
import { globalsOf, type VerbCall } from './args.js';
import { messages } from '../i18n/index.js';
import { InputError, refused } from '../model/index.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';
import { printList } from './action-list.js';
import { errorText } from '../present/field-errors.js';
import { rollbackPreview } from '../present/report-rollback.js';
import { parseAssignments, runBackup, runRollback, UPDATABLE_FIELDS, type Intake } from '../flows/profile.js';
import { isSlug, runIntake, suggestSlug } from '../flows/intake.js';
import { intakeSummary, slugSuggestion } from '../present/intake-summary.js';

/** Actions of the reference `tools/skill_writer.py` verbs, plus `upgrade`. */

/** `list` through the full memory service (folders the quick reader leaves to it). */
export async function list(o: { all?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  await printList(env.mem.list(), o, { json: env.json, lang: env.lang }, (slug) => env.mem.eventCount(slug));
}

async function setArchived(slug: string, archive: boolean, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { runArchive } = await import('../flows/archive.js');
  const r = await runArchive(env.mem, slug, archive);
  if (env.json) return printJson(r);
  if (!r.changed) return say(archive ? env.m.cli.alreadyArchived(slug) : env.m.cli.notArchived(slug));
  say(archive ? env.m.cli.archived(slug) : env.m.cli.unarchived(slug));
}

export const archive = (slug: string, _o: unknown, cmd: VerbCall): Promise<void> => setArchived(slug, true, cmd);
export const unarchive = (slug: string, _o: unknown, cmd: VerbCall): Promise<void> => setArchived(slug, false, cmd);

type InitOptions = Intake & {
  slug?: string;
  nickname?: string;
  personality?: string;
  howMet?: string;
  set?: string[];
  stage?: string;
  age?: string;
  gender?: string;
  occupation?: string;
  city?: string;
  mbti?: string;
  zodiac?: string;
};

/** The profile fields init takes as options of their own (the rest through --set). */
const FIELD_OPTIONS = [
  ['howMet', 'how_met'],
  ['age', 'age'],
  ['gender', 'gender'],
  ['occupation', 'occupation'],
  ['city', 'city'],
  ['mbti', 'mbti'],
  ['zodiac', 'zodiac'],
] as const;

export async function init(slugArg: string | undefined, o: InitOptions, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const slug = slugArg ?? o.slug;
  if (!slug) throw refused({ field: 'slug', kind: 'required' });
  const fields = parseAssignments(o.set ?? []);
  for (const field of Object.keys(fields)) {
    if (!UPDATABLE_FIELDS.includes(field)) throw refused({ field: 'set', kind: 'unknown', values: [field], options: UPDATABLE_FIELDS });
  }
  for (const [option, field] of FIELD_OPTIONS) if (o[option] !== undefined) fields[field] = o[option];
  const nickname = o.nickname ?? fields['nickname'];
  // A name typed where the slug goes (小美): its pinyin is suggested, never used unasked (pinyin can misread a name).
  // A name the folder rule refuses for its letters alone (not a reserved word such as con, which keeps the rule's own error).
  if (!isSlug(slug) && /[^a-z0-9_-]/.test(slug)) {
    const suggested = await suggestSlug(env.mem, slug);
    if (suggested !== null) throw new InputError(slugSuggestion(slug, suggested, nickname ?? slug, env.lang));
  }
  const res = await runIntake(env.mem, {
    slug,
    nickname,
    personality_type: o.personality ?? fields['personality_type'],
    fields: Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'nickname' && k !== 'personality_type')),
    intake: { status: o.status, initiates: o.initiates, theyKnow: o.theyKnow, hobbies: o.hobbies, quirks: o.quirks, love: o.love, style: o.style, mode: o.mode },
    stage: o.stage,
  });
  if (env.json) return printJson(res);
  say([...intakeSummary(res, env.lang), ...env.m.cli.nextSteps(res.dir)]);
}

export async function backup(slug: string | undefined, o: { all?: boolean; archive?: string; encrypt?: boolean }, cmd: Command): Promise<void> {
  // --archive (with --all or --encrypt) writes one archive file instead: action-archive.ts.
  if (o.archive !== undefined || o.all || o.encrypt) return (await import('./action-archive.js')).backupArchive(slug, o, cmd);
  if (slug === undefined) return cmd.error(`error: ${messages(globalsOf(cmd).lang).cli.backupNeedsSlug}`, { exitCode: 2 });
  const env = envOf(cmd);
  const { before, changed: _changed, ...res } = await runBackup(env.mem, slug);
  if (env.json) return printJson(res);
  say(env.m.cli.backedUp(before, res.name, res.version));
}

export async function rollback(slug: string, o: { version: string; dryRun?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  if (o.dryRun) {
    const compare = env.mem.compareVersion(slug, o.version);
    if (env.json) return printJson(compare);
    return say(rollbackPreview(compare, env.lang).map((r) => r.text).join('\n'));
  }
  const { changed: _changed, ...res } = await runRollback(env.mem, slug, o.version);
  if (env.json) return printJson(res);
  say(env.m.cli.rolledBack(res.restored, res.backup));
}

/**
 * `update-meta` (the reference verb) writes through the same path as `stage` and
 * `mode`: state.md, meta.json and the events stay in agreement, so list, detail
 * and `rebuild` say the same afterwards.
 */
export async function updateMeta(
  slug: string,
  o: { stage?: string; score?: number; mode?: string },
  cmd: VerbCall,
): Promise<void> {
  const { adjust } = await import('./actions-flows.js');
  return adjust(slug, { stage: o.stage, score: o.score, mode: o.mode, reason: 'update-meta' }, cmd);
}

export async function upgrade(slug: string, _o: unknown, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const done = await env.mem.upgrade(slug);
  if (env.json) return printJson(done);
  say(done.length === 0 ? env.m.cli.upToDate(slug) : [env.m.cli.upgraded(slug), ...done.map((d) => `  ${d}`)]);
}

export async function rename(slug: string, to: string, _o: unknown, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { runRename } = await import('../flows/folders.js');
  const r = await runRename(env.mem, slug, to);
  if (env.json) return printJson(r);
  say([env.m.cli.renamed(slug, to, r.dir), env.m.cli.changedFiles(r.changed)]);
}

/** Asks for the slug typed back on a terminal; without one, --yes is needed. */
async function confirmDelete(slug: string, m: ReturnType<typeof envOf>['m']): Promise<void> {
  if (!process.stdin.isTTY) throw new InputError(m.cli.deleteNeedsYes(slug));
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const typed = (await rl.question(m.cli.deleteAsk(slug))).trim();
    if (typed !== slug) throw new InputError(m.cli.deleteNotConfirmed(slug));
  } finally {
    rl.close();
  }
}

export async function deleteCrush(slug: string, o: { yes?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  env.mem.read(slug);
  if (!o.yes) await confirmDelete(slug, env.m);
  const { runDelete } = await import('../flows/folders.js');
  const r = await runDelete(env.mem, slug);
  if (env.json) return printJson({ from: slug, dir: r.dir });
  say(env.m.cli.deleted(slug, r.dir));
}

/** `simp search`: every place a text is found, by crush. */
export async function search(words: string[], o: { limit?: number; since?: string; until?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const text = words.join(' ');
  const { runSearch } = await import('../flows/search.js');
  const r = await runSearch(env.mem, text, o.limit, { since: o.since, until: o.until });
  if (env.json) return printJson({ ...r, skipped: r.skipped.map((s) => ({ slug: s.slug, error: errorText(s.error, env.lang) })) });
  const m = env.m;
  const { messages } = await import('../i18n/index.js');
  const tl = messages(env.lang).timeline;
  for (const s of r.skipped) process.stderr.write(`⚠️  ${m.cli.searchSkipped(s.slug, errorText(s.error, env.lang))}\n`);
  if (r.total === 0) return say(m.cli.searchNone(text));
  const lines = [m.cli.searchHeader(text, r.total, r.crushes.length)];
  for (const c of r.crushes) {
    lines.push('', `📁 ${c.slug}  ${c.nickname}${c.archived ? `  ${m.cli.searchArchived}` : ''}`);
    for (const f of c.found) {
      if (f.kind === 'topic') lines.push(`  🧠 ${f.id}  ${f.snippet}`);
      else if (f.kind === 'profile') lines.push(`  📄 profile.md:${f.line}  ${f.snippet}`);
      else {
        const label = f.kind === 'event' ? (tl.labels[f.type] ?? f.type) : (tl.interactions[f.type] ?? f.type);
        const mark = f.correction === 'void' ? `${tl.voidedMark} ` : f.correction === 'amend' ? `${tl.amendedMark} ` : '';
        // The ref `simp amend` / `void` takes is printed with it: events.jsonl:12 is #12, interactions.jsonl:3 is i:3.
        lines.push(`  ${f.kind === 'event' ? 'events' : 'interactions'}.jsonl:${f.line}  ${f.ts.slice(0, 16).replace('T', ' ')}  ${label}  ${mark}${f.snippet}`);
      }
    }
  }
  if (r.truncated) lines.push('', m.cli.searchMore(r.total));
  say(lines);
}

/** `simp export`: one person's story as Markdown, HTML or JSON, printed or written to --out (whole or not at all), as its logs stream. */
export async function exportStory(slug: string, o: { format: string; out?: string; redact?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { checkFormat } = await import('../flows/export.js');
  const { redactionWords, topicsNotice } = await import('../present/export-format.js');
  const { exportStory: writeStory } = await import('../present/export-text.js');
  const format = checkFormat(o.format);
  const redaction = o.redact ? redactionWords(env.lang) : null;
  let path: string | null = null;
  let head;
  if (o.out === undefined) head = await writeStory(env.mem, slug, format, env.lang, redaction, { write: (text) => void process.stdout.write(text) });
  else {
    const { openUserFile } = await import('../memory/outside/out-stream.js');
    const file = openUserFile(o.out, env.mem.base);
    try {
      head = await writeStory(env.mem, slug, format, env.lang, redaction, file, file.dir);
      path = file.commit();
    } catch (err) {
      file.abort();
      throw err;
    }
  }
  // Exit 0 as every reader of topics: the rest of the story is whole; the document and stderr say what is missing.
  const notice = topicsNotice(head, env.lang);
  if (notice !== null) process.stderr.write(`${notice}\n`);
  if (path !== null) process.stderr.write(`${env.m.cli.exported(path)}\n`);
}
