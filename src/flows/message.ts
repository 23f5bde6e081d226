import { lintMessage, type LintFinding } from '../engine/index.js';
import { loadTagger, type Memory } from '../memory/index.js';
import { InputError } from '../model/index.js';

export interface LintResult {
  draft: string;
  findings: LintFinding[];
}

/**
 * A draft message checked as the message crafter checks one: what reads
 * machine-written and what manipulates, each with the words and what to do. Nothing
 * is sent or written; the crush only has to exist.
 */
export function lintDraft(mem: Memory, slug: string, draft: string): LintResult {
  mem.read(slug);
  if (draft.trim() === '') throw new InputError('--lint: the draft is empty');
  return { draft, findings: lintMessage(draft, loadTagger() ?? undefined) };
}
