import * as z from './zod.js';

/** Where a statement came from, so a merge can be traced back to what the user typed. */
export const KnowledgeSourceSchema = z.looseObject({
  ts: z.string().check(z.minLength(1)),
  /** 'remember' | 'analyze' | 'crisis' | 'confess' today; open so new flows need no migration. */
  kind: z.string().check(z.minLength(1)),
  text: z.string(),
});
export type KnowledgeSource = z.infer<typeof KnowledgeSourceSchema>;

// Loose objects: fields written by a newer simp survive a read-modify-write by this one.
export const KnowledgeEntrySchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  trigger_keywords: z.array(z.string()),
  canonical_meaning: z.string(),
  created_at: z.string().check(z.minLength(1)),
  updated_at: z.string().check(z.minLength(1)),
  sources: z.array(KnowledgeSourceSchema),
});
export type KnowledgeEntry = z.infer<typeof KnowledgeEntrySchema>;

export const KnowledgeFileSchema = z.looseObject({
  version: z.literal(1),
  entries: z.array(KnowledgeEntrySchema),
}).check(
  z.superRefine((file, ctx) => {
    // Writes address entries by id; a duplicate would make an update hit the wrong fact.
    const seen = new Set<string>();
    file.entries.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate knowledge id "${entry.id}"`, path: ['entries', index, 'id'] });
      }
      seen.add(entry.id);
    });
  }),
);
export type KnowledgeFile = z.infer<typeof KnowledgeFileSchema>;
