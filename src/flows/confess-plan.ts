import { buildConfession, chooseMethod, type ConfessionParts, type Method, type MethodAnswers } from '../engine/confess-builder.js';
import { lintMessage, type LintFinding } from '../engine/message-lint.js';
import { loadTagger, type Memory } from '../memory/index.js';
import { runChecklist } from './confess-check.js';
import { textModels } from './text-models.js';
import type { ChecklistResult } from '../engine/confess-checklist.js';

export interface ConfessionPlan {
  method: Method;
  mode: string;
  checklist: ChecklistResult;
  /** The four layers assembled (null until the memory and the feeling are given). */
  text: string[] | null;
  /** The draft checked as a message is: what reads machine-written, what pressures. */
  findings: LintFinding[];
}

/**
 * The confession builder: the method from the three questions, the nine-item
 * check, and the words in four layers shaped by the crush's mode, checked like
 * any draft. Nothing is written (`confess --method` records the preparation).
 */
export function planConfession(mem: Memory, slug: string, answers: MethodAnswers, parts: Partial<ConfessionParts>, lang: 'zh' | 'en'): ConfessionPlan {
  const mode = mem.state(slug).fields.recommended_mode;
  const checklist = runChecklist(mem, slug);
  const ready = (parts.memory ?? '').trim() !== '' && (parts.feeling ?? '').trim() !== '';
  const text = ready ? buildConfession(parts as ConfessionParts, mode, lang) : null;
  return { method: chooseMethod(answers), mode, checklist, text, findings: text ? lintMessage(text.join(''), loadTagger() ?? undefined, { models: textModels() }) : [] };
}
