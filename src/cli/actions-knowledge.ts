import type { VerbCall } from './args.js';
import { type KnowledgeWriteOutcome } from '../memory/index.js';
import { InputError, refused } from '../model/errors.js';
import { localIso } from '../model/time.js';
import type { KnowledgeEntry } from '../model/knowledge-schema.js';
import {
  applyRemember,
  deleteTopic,
  editTopic as editTopic_,
  inputsFromText,
  parseTags,
  planFor,
  type KeepChoice,
  type RememberPreview,
} from '../flows/knowledge-index.js';
import { knowledgeText, type KnowledgeText } from '../present/knowledge-messages.js';
import { envOf, say } from './env.js';
import { printJson, topicWarning } from './io.js';

/** `simp remember`: plan against the current entries, write, retry on a concurrent write. */
export async function remember(
  slug: string,
  text: string,
  o: { tags?: string; dryRun?: boolean; keep?: KeepChoice },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  const tags = parseTags(o.tags);
  const now = localIso(env.mem.ctx.now());
  const t = knowledgeText(env.lang);
  const { plan, revision } = planFor(env.mem, slug, (segmenter) => inputsFromText(text, { tags, kind: 'remember', segmenter }), now, o.keep);
  if (o.dryRun) {
    const planned = plan.previews.map((p, i) => planRow(p, plan.ops[i]?.target_id ?? null));
    if (env.json) return printJson({ dry_run: true, writes: planned });
    return say([t.dryRun, ...planned.flatMap((w) => writeLines(w, t))]);
  }
  // A contradiction is never fused silently: undecided, nothing is written and both are shown.
  const clashing = o.keep === undefined ? plan.previews.filter((p) => p.clashes.length > 0) : [];
  if (clashing.length > 0) throw new InputError([...clashing.flatMap((p) => clashLines(p.id, p.clashes, t)), t.keepHint].join('\n'));
  const { outcomes, changed } = await applyRemember(env.mem, slug, plan, { expectRevision: revision });
  const writes = outcomes.map((outcome, i) => ({ ...writeRow(outcome, plan.ops[i]?.target_id ?? null), clashes: plan.previews[i]?.clashes ?? [] }));
  if (env.json) return printJson({ writes, changed });
  say(writes.flatMap((w) => [...writeLines(w, t), ...(w.clashes.length > 0 && o.keep ? [t.keptAs(o.keep)] : [])]));
}

function clashLines(id: string, clashes: readonly { old: string; new: string }[], t: KnowledgeText): string[] {
  return [t.toConfirm(id), ...clashes.flatMap((c) => [t.clashOld(c.old), t.clashNew(c.new)])];
}

export function knowledge(slug: string, _o: unknown, cmd: VerbCall): void {
  const env = envOf(cmd);
  const { entries, problem } = env.mem.topics(slug);
  if (problem) topicWarning(env.lang)(problem);
  if (env.json) return printJson(entries);
  const t = knowledgeText(env.lang);
  if (entries.length === 0) return say(t.listEmpty);
  say([t.listHeader(entries.length), ...entries.flatMap((e) => [`[${e.id}] ${e.canonical_meaning}`, t.listMeta(e.trigger_keywords, e.updated_at)])]);
}

interface WriteRow {
  /** "merge" where storage says "update": what the user did, not how the file changed. */
  action: 'insert' | 'merge' | 'insert_missing_target';
  id: string;
  target_id: string | null;
  before: string | null;
  after: string;
  keywords: string[];
  added_keywords: string[];
  /** Old and new statements that contradict (the topic is to be confirmed). */
  clashes: { old: string; new: string }[];
}

function writeRow(outcome: KnowledgeWriteOutcome, target: string | null): Omit<WriteRow, 'clashes'> {
  const entry: KnowledgeEntry = outcome.entry;
  const old = outcome.before?.trigger_keywords ?? [];
  return {
    action: outcome.action === 'update' ? 'merge' : outcome.action,
    id: entry.id,
    target_id: target,
    before: outcome.before?.canonical_meaning ?? null,
    after: entry.canonical_meaning,
    keywords: entry.trigger_keywords,
    added_keywords: entry.trigger_keywords.filter((k) => !old.includes(k)),
  };
}

/** A planned write in the shape of a written one (what `--dry-run` shows). */
function planRow(p: RememberPreview, target: string | null): WriteRow {
  return {
    action: p.action,
    id: p.id,
    target_id: target,
    before: p.old_meaning,
    after: p.fused_meaning,
    keywords: p.keywords,
    added_keywords: p.added_keywords,
    clashes: p.clashes,
  };
}

function writeLines(w: Omit<WriteRow, 'clashes'> & { clashes?: WriteRow['clashes'] }, t: KnowledgeText): string[] {
  if (w.clashes && w.clashes.length > 0 && w.before !== null && w.action === 'merge') {
    return [...clashLines(w.id, w.clashes, t), t.old(w.before), t.fused(w.after), t.keywords(w.keywords, w.added_keywords)];
  }
  if (w.action === 'insert') return [t.inserted(w.id, w.after), t.keywords(w.keywords, [])];
  if (w.action === 'insert_missing_target') return [t.missingTarget(w.target_id ?? '', w.id, w.after), t.keywords(w.keywords, [])];
  const meaning = w.before === w.after ? [t.unchanged(w.after)] : [t.old(w.before ?? ''), t.fused(w.after)];
  return [t.merged(w.id), ...meaning, t.keywords(w.keywords, w.added_keywords)];
}

/** `--keywords a,b` and friends: one list, split like --tags (no groups here). */
function keywordList(raw: string | undefined, flag: string): string[] | undefined {
  if (raw === undefined) return undefined;
  const words = raw.split(/[,，、]/).map((w) => w.trim()).filter((w) => w !== '');
  if (words.length === 0) throw refused({ field: flag.replace(/^--/, ''), kind: 'say', what: 'keywords' });
  return words;
}

export async function editTopic(
  slug: string,
  id: string,
  o: { meaning?: string; keywords?: string; add?: string; remove?: string },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  if ([o.meaning, o.keywords, o.add, o.remove].every((v) => v === undefined)) {
    throw refused({ field: '', kind: 'none-given', fields: ['meaning', 'keywords', 'add', 'remove'] });
  }
  const edit = {
    meaning: o.meaning,
    keywords: keywordList(o.keywords, '--keywords'),
    add: keywordList(o.add, '--add'),
    remove: keywordList(o.remove, '--remove'),
  };
  const { result, changed } = await editTopic_(env.mem, slug, id, edit, localIso(env.mem.ctx.now()));
  if (env.json) return printJson({ action: 'edit', before: result.before, after: result.after, changed });
  const t = knowledgeText(env.lang);
  const after = result.after as KnowledgeEntry;
  const meaning = result.before.canonical_meaning === after.canonical_meaning ? [t.unchanged(after.canonical_meaning)] : [t.old(result.before.canonical_meaning), t.fused(after.canonical_meaning)];
  say([t.edited(id), ...meaning, t.keywords(after.trigger_keywords, after.trigger_keywords.filter((k) => !result.before.trigger_keywords.includes(k)))]);
}

export async function forget(slug: string, id: string, _o: unknown, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { result, changed } = await deleteTopic(env.mem, slug, id);
  if (env.json) return printJson({ action: 'delete', before: result.before, changed });
  const t = knowledgeText(env.lang);
  say([t.deleted(id, result.before.canonical_meaning), t.keywords(result.before.trigger_keywords, [])]);
}
