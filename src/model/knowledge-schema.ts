import * as z from './zod.js';

/**
 * knowledge.json's schemas, built on first use: a file as simp writes it is checked by hand
 * (`quick-knowledge.ts`), so most calls never need them, and building them costs a few
 * milliseconds of every start that loads the memory service.
 */
function build() {
  /** Where a statement came from, so a merge can be traced back to what the user typed. */
  const source = z.looseObject({
    ts: z.string().check(z.minLength(1)),
    /** 'remember' | 'analyze' | 'crisis' | 'confess' today; open so new flows need no migration. */
    kind: z.string().check(z.minLength(1)),
    text: z.string(),
  });
  // Loose objects: fields written by a newer simp survive a read-modify-write by this one.
  const entry = z.looseObject({
    id: z.string().check(z.minLength(1)),
    trigger_keywords: z.array(z.string()),
    canonical_meaning: z.string(),
    created_at: z.string().check(z.minLength(1)),
    updated_at: z.string().check(z.minLength(1)),
    sources: z.array(source),
  });
  const file = z.looseObject({
    version: z.literal(1),
    entries: z.array(entry),
  }).check(
    z.superRefine((f, ctx) => {
      // Writes address entries by id; a duplicate would make an update hit the wrong fact.
      const seen = new Set<string>();
      f.entries.forEach((e, index) => {
        if (seen.has(e.id)) {
          ctx.addIssue({ code: 'custom', message: `duplicate knowledge id "${e.id}"`, path: ['entries', index, 'id'] });
        }
        seen.add(e.id);
      });
    }),
  );
  return { source, entry, file };
}

type Schemas = ReturnType<typeof build>;
let built: Schemas | undefined;
const schemas = (): Schemas => (built ??= build());

/** The schema of one source of a topic. */
export const knowledgeSourceSchema = (): Schemas['source'] => schemas().source;
/** The schema of one topic. */
export const knowledgeEntrySchema = (): Schemas['entry'] => schemas().entry;
/** The schema of knowledge.json as a whole (ids unique). */
export const knowledgeFileSchema = (): Schemas['file'] => schemas().file;

export type KnowledgeSource = z.infer<Schemas['source']>;
export type KnowledgeEntry = z.infer<Schemas['entry']>;
export type KnowledgeFile = z.infer<Schemas['file']>;
