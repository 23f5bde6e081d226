import { knowledgeFileSchema, type KnowledgeEntry } from '../../model/knowledge-schema.js';
import { quickKnowledge } from '../../model/quick-knowledge.js';
import { describeZodError } from '../../model/schemas.js';
import { parseJsonFile, readText, type Ctx, type Folder, openFolder } from './folder.js';
import { mutate } from './mutate.js';
import { dumpsPretty } from '../formats/pyjson.js';
import { parseJsonText } from '../formats/json-error.js';
import { InputError, NotFoundError, refused } from '../../model/errors.js';
import { fieldIssues, type FieldIssue } from '../../model/field-issues.js';
import type { WriteOptions, WriteResult } from './ops-write.js';

/**
 * One decided write. The orchestration layer decides what merges with what;
 * storage only inserts (`target_id` null) or updates by id. When the target no
 * longer exists, `fallback` (the candidate on its own) is inserted instead, so
 * nothing is dropped and nothing deleted comes back.
 */
export interface KnowledgeWriteOp {
  target_id: string | null;
  entry: KnowledgeEntry;
  fallback: KnowledgeEntry;
}

export interface KnowledgeWriteOutcome {
  action: 'insert' | 'update' | 'insert_missing_target';
  entry: KnowledgeEntry;
  before: KnowledgeEntry | null;
}

export function readKnowledgeFile(folder: Folder): KnowledgeEntry[] {
  return knowledgeOfText(readText(folder.path('knowledge')), folder);
}

/** knowledge.json's entries from its text as read (null: no file), checked as the live file is. */
export function knowledgeOfText(text: string | null, folder: Folder): KnowledgeEntry[] {
  const path = folder.path('knowledge');
  let raw: unknown;
  try {
    raw = parseJsonFile(path, text);
  } catch (err) {
    // A file that is not JSON names the repair too: the topics come back from the log.
    if (err instanceof InputError && err.remedy === null) throw new InputError(err.message, err.issues, err.scope, { kind: 'rebuild', slug: folder.slug });
    throw err;
  }
  if (raw === null) return [];
  return checkedKnowledge(raw, path, folder.slug);
}

/** The entries of a parsed knowledge.json; a file that breaks the rules names the repair (rebuilt from the log). */
function checkedKnowledge(raw: unknown, path: string, slug: string): KnowledgeEntry[] {
  // One pass by hand for a file as simp writes it; the schema only for one it would refuse (its message names the field).
  const quick = quickKnowledge(raw);
  if (quick !== null) return quick;
  const parsed = knowledgeFileSchema().safeParse(raw);
  if (!parsed.success) {
    // Each wrong field named in the user's language (a file that is no object as that).
    const issues: FieldIssue[] = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? fieldIssues(knowledgeFileSchema(), parsed.error, raw) : [{ field: '', kind: 'json', object: true }];
    throw refused(issues, { scope: path, remedy: { kind: 'rebuild', slug } });
  }
  return parsed.data.entries;
}

/** knowledge.json's text checked as the live file is (a version's copy before it is restored). */
export function parseKnowledgeText(text: string, path: string, slug: string): KnowledgeEntry[] {
  // Broken JSON is named by its line and column, in the user's language.
  return checkedKnowledge(parseJsonText(text, path), path, slug);
}

export function readKnowledge(ctx: Ctx, slug: string): KnowledgeEntry[] {
  return readKnowledgeFile(openFolder(ctx, slug));
}

/** Applies decided writes under the folder lock, with one `knowledge_recorded` event each. */
export function writeKnowledge(
  ctx: Ctx,
  slug: string,
  ops: readonly KnowledgeWriteOp[],
  opts: WriteOptions = {},
): Promise<WriteResult<KnowledgeWriteOutcome[]>> {
  return mutate(
    ctx,
    slug,
    (tx) => {
      const entries = [...readKnowledgeFile(tx.folder)];
      const outcomes: KnowledgeWriteOutcome[] = [];
      for (const op of ops) {
        const at = op.target_id === null ? -1 : entries.findIndex((e) => e.id === op.target_id);
        if (at === -1) {
          const entry = op.target_id === null ? op.entry : op.fallback;
          if (entries.some((e) => e.id === entry.id)) throw new InputError(`knowledge id "${entry.id}" already exists`);
          entries.push(entry);
          outcomes.push({ action: op.target_id === null ? 'insert' : 'insert_missing_target', entry, before: null });
        } else {
          outcomes.push({ action: 'update', entry: op.entry, before: entries[at] as KnowledgeEntry });
          entries[at] = op.entry;
        }
      }
      const file = knowledgeFileSchema().safeParse({ version: 1, entries });
      if (!file.success) throw new InputError(`knowledge.json: ${describeZodError(file.error)}`);
      const events = outcomes.map((o) => ({
        type: 'knowledge_recorded',
        data: {
          action: o.action,
          id: o.entry.id,
          before: o.before?.canonical_meaning ?? null,
          after: o.entry.canonical_meaning,
          keywords: o.entry.trigger_keywords,
        },
      }));
      tx.write(tx.folder.path('knowledge'), dumpsPretty({ version: 1, entries }), 'knowledge.json');
      tx.append(events);
      return outcomes;
    },
    opts,
  );
}

/** What an edit or a delete of one topic did. */
export interface KnowledgeChangeOutcome {
  action: 'edit' | 'delete';
  before: KnowledgeEntry;
  after: KnowledgeEntry | null;
}

/**
 * Replaces one topic by id (`entry`, decided by the caller) or deletes it (`entry`
 * null), under the folder lock, with a `knowledge_recorded` event. A topic that no
 * longer exists is an error: an edit never brings back a deleted topic.
 */
export function changeKnowledge(
  ctx: Ctx,
  slug: string,
  id: string,
  entry: KnowledgeEntry | null,
  opts: WriteOptions = {},
): Promise<WriteResult<KnowledgeChangeOutcome>> {
  return mutate(
    ctx,
    slug,
    (tx) => {
      const entries = [...readKnowledgeFile(tx.folder)];
      const at = entries.findIndex((e) => e.id === id);
      if (at === -1) throw new NotFoundError(`${slug}: no topic "${id}" in knowledge.json (simp knowledge ${slug} lists them)`);
      const before = entries[at] as KnowledgeEntry;
      if (entry === null) entries.splice(at, 1);
      else entries[at] = { ...entry, id };
      const file = knowledgeFileSchema().safeParse({ version: 1, entries });
      if (!file.success) throw new InputError(`knowledge.json: ${describeZodError(file.error)}`);
      const after = entry === null ? null : (entries[at] as KnowledgeEntry);
      tx.write(tx.folder.path('knowledge'), dumpsPretty({ version: 1, entries }), 'knowledge.json');
      tx.append([
        {
          type: 'knowledge_recorded',
          data: {
            action: after === null ? 'delete' : 'edit',
            id,
            before: before.canonical_meaning,
            after: after?.canonical_meaning ?? '',
            keywords: (after ?? before).trigger_keywords,
          },
        },
      ]);
      return { action: after === null ? 'delete' : 'edit', before, after };
    },
    opts,
  );
}
