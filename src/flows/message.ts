import { isStage, type Label } from '../engine/types.js';
import { lintMessage, type LintFinding, type LintOptions } from '../engine/message-lint.js';
import { PERSONALITY_HINTS, SITUATIONS, threeLayers, type Situation } from '../engine/message-workshop.js';
import { respectPeriod, type RespectPeriod } from '../engine/respect-period.js';
import { repeatOf, type RepeatedMessage, type SentMessage } from '../engine/draft-repeat.js';
import { recall, type KnowledgeEntry } from '../engine/knowledge/index.js';
import { loadTagger, type Memory } from '../memory/index.js';
import { refused } from '../model/index.js';
import { textModels } from './text-models.js';
import { respectRecords } from './history.js';

/** The stage the length rule and the no on record follow, and the text models. */
const lintOptions = (stage: unknown): LintOptions => ({ ...(typeof stage === 'string' && isStage(stage) ? { stage } : {}), models: textModels() });

export interface LintResult {
  draft: string;
  findings: LintFinding[];
  /** The period of respect after a clear no that holds now: said first, with why, whatever the draft. */
  respect?: RespectPeriod | null;
  /** A message you logged in the last weeks that the draft is close to (null: none). */
  repeat?: RepeatedMessage | null;
}

/** How many of the newest interaction records are compared with a draft: weeks of any pace. */
const SENT_LOOKBACK = 2_000;

/** What you sent, as logged (`simp log … chat_sent --summary/--note`): the text of each message with its time. */
export function sentMessages(mem: Memory, slug: string): SentMessage[] {
  try {
    return mem.recentInteractions(slug, SENT_LOOKBACK).flatMap((r) => {
      if (r.type !== 'chat_sent') return [];
      const text = [r.data['content_summary'], r.data['note']].filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' ');
      return text === '' ? [] : [{ ts: r.ts, text }];
    });
  } catch {
    // an interaction log that cannot be read only means nothing to compare with
    return [];
  }
}

/** The logged message the draft repeats, if any. */
const repeatFor = (mem: Memory, slug: string, draft: string): RepeatedMessage | null => repeatOf(draft, sentMessages(mem, slug), mem.ctx.now());

/** The period of respect that holds for this crush now, if any. */
const respectFor = (mem: Memory, slug: string): RespectPeriod | null => respectPeriod(respectRecords(mem, slug), mem.ctx.now());

/**
 * A draft message checked as the message crafter checks one: what reads
 * machine-written and what manipulates, each with the words and what to do. Nothing
 * is sent or written; the crush only has to exist.
 */
export function lintDraft(mem: Memory, slug: string, draft: string): LintResult {
  const view = mem.read(slug);
  if (draft.trim() === '') throw refused({ field: 'draft', kind: 'say', what: 'draft' });
  return { draft, findings: lintMessage(draft, loadTagger() ?? undefined, lintOptions(view.state.fields.current_stage)), respect: respectFor(mem, slug), repeat: repeatFor(mem, slug, draft) };
}

export interface Workshop {
  /** The situation asked for (null: the list of them). */
  situation: Situation | null;
  situations: readonly Situation[];
  mode: string;
  personalityHint: Label | null;
  /** Topic memories the situation or the draft meets, else the most recent. */
  topics: KnowledgeEntry[];
  /** A draft built from the three layers, and its check. */
  draft: string | null;
  findings: LintFinding[];
  /** The period of respect after a clear no that holds now: the workshop says it first, and why. */
  respect: RespectPeriod | null;
  /** A message you logged in the last weeks that the three-layer draft is close to. */
  repeat: RepeatedMessage | null;
  /** The detail the situation's line leaves room for, from the topic that fits best (null: no topic). */
  detail: { keyword: string; meaning: string } | null;
  /** The crush's stage, and whether the situation is meant for it (a situation for later stages says so). */
  stage: string;
  stageFits: boolean;
}

/**
 * The message workshop for a crush: the situation's principle and a line in the
 * crush's mode, how it lands with their personality type, the topics worth
 * weaving in, and a draft built from the three layers (what you saw, what you
 * felt, what you look forward to) checked as any draft. Nothing is sent or written.
 */
export function workshop(mem: Memory, slug: string, o: { situation?: string; see?: string; feel?: string; hope?: string }): Workshop {
  const view = mem.read(slug);
  const situation = o.situation === undefined ? null : (SITUATIONS.find((x) => x.id === o.situation) ?? null);
  if (o.situation !== undefined && situation === null) {
    throw refused({ field: 'situation', kind: 'unknown', values: [o.situation], options: SITUATIONS.map((x) => x.id) });
  }
  const layers = threeLayers(o.see ?? '', o.feel ?? '', o.hope ?? '');
  const han = layers.some((l) => /\p{Script=Han}/u.test(l));
  // The layers read as one message: a comma between them where the writer left none.
  const joined = layers.map((l, i) => (i < layers.length - 1 && !/[，。！？、,.!?…~]$/.test(l) ? `${l}${han ? '，' : ','}` : l));
  const draft = layers.length > 0 ? joined.join(han ? '' : ' ') : null;
  let entries: KnowledgeEntry[] = [];
  try {
    entries = mem.knowledge(slug);
  } catch {
    // topics that cannot be read are left out
  }
  const about = [draft ?? '', situation ? `${situation.name.zh} ${situation.name.en}` : ''].join(' ');
  const hits = recall(entries, about, { limit: 3 }).map((h) => h.entry);
  const topics = hits.length > 0 ? hits : [...entries].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, 3);
  const personality = typeof view.profile.fields['personality_type'] === 'string' ? view.profile.fields['personality_type'] : '';
  return {
    situation,
    situations: SITUATIONS,
    mode: view.state.fields.recommended_mode,
    personalityHint: PERSONALITY_HINTS[personality] ?? null,
    topics,
    draft,
    findings: draft ? lintMessage(draft, loadTagger() ?? undefined, lintOptions(view.state.fields.current_stage)) : [],
    respect: respectFor(mem, slug),
    repeat: draft ? repeatFor(mem, slug, draft) : null,
    detail: detailOf(topics),
    stage: view.state.fields.current_stage,
    stageFits: situation?.stages === undefined || (situation.stages as readonly string[]).includes(view.state.fields.current_stage),
  };
}

/** The first topic's shortest keyword that reads as a thing (two characters or more), and what the topic says. */
function detailOf(topics: readonly KnowledgeEntry[]): Workshop['detail'] {
  for (const e of topics) {
    const keyword = [...e.trigger_keywords].filter((k) => [...k].length >= 2).sort((a, b) => [...a].length - [...b].length)[0];
    if (keyword !== undefined) return { keyword, meaning: e.canonical_meaning };
  }
  return null;
}
