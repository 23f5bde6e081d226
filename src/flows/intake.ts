/**
 * The intake (`simp init`, the TUI's new-crush form): a slug suggested from the
 * nickname's pinyin, the folder created, the stage the user names set through
 * the same write as any stage change, and what was written, read back for the
 * confirmation summary.
 */
import { STAGES } from '../model/enums.js';
import { refused } from '../model/index.js';
import type { ProfileScalar } from '../model/profile-rules.js';
import { firstFree, slugFromPieces } from '../engine/slug-suggest.js';
import { loadRomaniser, validateSlug, type Memory } from '../memory/index.js';
import { runAdjust } from './adjust.js';
import { intakeSections, runCreate, type CreateRequest, type Intake } from './profile.js';

/**
 * The slug a name suggests: its pinyin (小美 → xiaomei), with `-2`, `-3`, … when
 * a folder of that name is there; null when the name romanises to nothing.
 */
export async function suggestSlug(mem: Pick<Memory, 'slugFree'>, name: string): Promise<string | null> {
  const romanise = await loadRomaniser();
  const slug = slugFromPieces(romanise(name.trim()));
  return slug === null ? null : firstFree(slug, (s) => mem.slugFree(s));
}

/** Whether a typed first argument is a slug already (then it is used as typed, and checked as any slug). */
export function isSlug(text: string): boolean {
  try {
    validateSlug(text);
    return true;
  } catch {
    return false;
  }
}

export interface IntakeRequest extends CreateRequest {
  /** The stage the user says they are at (stored name); `未知` or none leaves the new crush's stage unknown. */
  stage?: string;
}

export interface IntakeOutcome {
  slug: string;
  dir: string;
  files: string[];
  /** profile.md's front matter as written. */
  profile: Record<string, ProfileScalar>;
  /** The narrative lines added under each heading. */
  sections: [string, string][];
  /** The intake's answers as given (their stored words are in `sections`). */
  intake: Intake;
  stage: string;
  mode: string;
}

/** Creates the crush and, when a stage is named, records it as a stage change from 未知 (state, strategy, events). */
export async function runIntake(mem: Memory, req: IntakeRequest): Promise<IntakeOutcome> {
  const stage = req.stage?.trim() || undefined;
  if (stage !== undefined && !(STAGES as readonly string[]).includes(stage)) {
    throw refused({ field: 'stage', kind: 'unknown', values: [stage], options: STAGES });
  }
  const sections = intakeSections(req.intake ?? {});
  const made = runCreate(mem, req);
  const files = [...made.files];
  if (stage !== undefined && stage !== '未知') {
    await runAdjust(mem, made.slug, { stage, reason: '建档时自述' });
  }
  const view = mem.read(made.slug);
  const state = mem.state(made.slug).fields;
  return { slug: made.slug, dir: made.dir, files, profile: { ...view.profile.fields }, sections, intake: req.intake ?? {}, stage: state.current_stage, mode: state.recommended_mode };
}
