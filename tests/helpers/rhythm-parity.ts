import { expect } from 'vitest';

/**
 * `simp rhythm` in zh against the time tracker's `analyze`: the reference's output
 * must be a byte-exact prefix of simp's, and what follows it is nothing, or (when
 * the frequency part is printed) exactly simp's own labelled section: who starts
 * per conversation, beside the reference's per-record 主动比例, which it names.
 */
export const STARTS_SECTION = /^\n🤝 谁先开口（按对话）\n {2}按对话: [^\n]+\n {2}（[^\n]*「主动比例」按互动条数算[^\n]*）\n$/;

/** Checks the shape above; gives back what follows the reference's bytes. */
export function expectReferencePrefix(ours: string, theirs: string, withFrequency: boolean, label = ''): string {
  expect(ours.slice(0, theirs.length), label).toBe(theirs);
  const rest = ours.slice(theirs.length);
  if (withFrequency) expect(rest, label).toMatch(STARTS_SECTION);
  else expect(rest, label).toBe('');
  return rest;
}
