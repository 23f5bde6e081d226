// What a reading's signals can cite beyond an imported chat: the interactions
// logged since the latest analysis (their proposals, the engine's LOG_SIGNAL_MAP)
// and the meetups the crush's photos show (read only when a reading ticks an
// offline signal: scanning photos reads every file's EXIF).
import type { Memory } from '../memory/index.js';
import { interactionProposals, photoEvidence, PROPOSAL_DAYS, type PendingProposal, type PhotoEvidence } from '../engine/chat/proposals.js';
import { wallOf, wallTime } from '../engine/rhythm.js';
import { DIGEST_INTERACTIONS } from '../engine/rhythm-digest.js';

/** The first tail read of the interaction log. */
const FIRST_READ = 256;

/**
 * The newest interactions enough to cover the proposals' window (the last
 * PROPOSAL_DAYS, after `since`): read from the end; while the oldest read is
 * still inside the window, read again as many as the pace so far says the
 * window holds (a quarter more, at least twice as many), at most DIGEST_INTERACTIONS.
 */
function windowRecords(mem: Memory, slug: string, since: number | null, nowWall: number): ReturnType<Memory['recentInteractions']> {
  const cutoff = Math.max(nowWall - PROPOSAL_DAYS * 86_400_000, since ?? -Infinity);
  for (let n = FIRST_READ; ; ) {
    const got = mem.recentInteractions(slug, n);
    const oldest = got[0] === undefined ? null : wallTime(got[0].ts);
    if (got.length < n || n >= DIGEST_INTERACTIONS || (oldest !== null && oldest < cutoff)) return got;
    const pace = oldest === null || oldest >= nowWall ? 0 : (nowWall - cutoff) / (nowWall - oldest);
    n = Math.min(DIGEST_INTERACTIONS, Math.max(2 * n, Math.ceil(n * pace * 1.25)));
  }
}

/** The signals the interactions logged after `since` (the latest analysis's time; null: none) propose; an unreadable log proposes none. */
export function loggedProposals(mem: Memory, slug: string, since: string | null): PendingProposal[] {
  const nowWall = wallOf(mem.ctx.now());
  const sinceWall = since === null ? null : wallTime(since);
  try {
    return interactionProposals(windowRecords(mem, slug, sinceWall, nowWall), sinceWall, nowWall);
  } catch {
    return [];
  }
}

/**
 * The meetups the crush's photos (memories/photos/) show after `since`, as evidence;
 * null when there are none, or the folder cannot be read (a reading is not stopped for it).
 */
export async function meetupEvidence(mem: Memory, slug: string, since: string | null): Promise<PhotoEvidence | null> {
  if (!mem.hasPhotos(slug)) return null;
  const { readPhotos } = await import('./photos.js');
  try {
    const timeline = await readPhotos(mem, slug);
    return photoEvidence(timeline.meetups, since === null ? null : wallTime(since), wallOf(mem.ctx.now()));
  } catch {
    return null;
  }
}
