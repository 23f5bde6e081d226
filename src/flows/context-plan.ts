import { type Memory } from '../memory/index.js';
import { approxTokens, dumpsLine } from '../memory/index.js';
import { type SimpEvent, refused } from '../model/index.js';
import { DAY_MS, reaches, readWindow } from './history.js';

/** What each command of the skill reads (SPEC 4, the memory protocol), in order. */
export const READ_PLANS = {
  analyze: ['profile', 'state'],
  message: ['profile', 'state', 'strategy', 'knowledge'],
  progress: ['profile', 'state', 'last5'],
  update: ['profile'],
  confess: ['profile', 'state', 'strategy'],
  crisis: ['profile', 'state'],
  daily: ['state', 'week'],
  quit: ['profile', 'state', 'all'],
} as const;
export type ContextOp = keyof typeof READ_PLANS;
type PartName = (typeof READ_PLANS)[ContextOp][number];

/** The read budget of each part in approximate tokens (SPEC 4); the whole log has none: quit asks for it. */
const BUDGET: Record<PartName, number | null> = { profile: 300, state: 200, strategy: 400, knowledge: 300, last5: 150, week: 300, all: null };

export interface ContextPart {
  name: PartName;
  /** The file it comes from. */
  file: string;
  text: string;
  tokens: number;
  budget: number | null;
  /** Tokens left out to keep within the budget (0: whole). */
  cut: number;
}

export interface PlannedContext {
  op: ContextOp;
  parts: ContextPart[];
  tokens: number;
}

/**
 * The text cut to about `budget` tokens at a line boundary, and how many tokens
 * were left out: a file keeps its beginning, a run of events its newest lines.
 */
export function withinBudget(text: string, budget: number | null, keepEnd = false): { text: string; cut: number } {
  const total = approxTokens(text);
  if (budget === null || total <= budget) return { text, cut: 0 };
  const lines = keepEnd ? text.split('\n').reverse() : text.split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (approxTokens([...kept, line].join('\n')) > budget) break;
    kept.push(line);
  }
  const out = (keepEnd ? kept.reverse() : kept).join('\n');
  return { text: out, cut: total - approxTokens(out) };
}

const eventLines = (events: readonly SimpEvent[]): string => events.map((e) => dumpsLine(e as unknown as Record<string, unknown>)).join('\n');

/**
 * The context one command of the skill reads, part by part as the memory
 * protocol lists it, each cut to its read budget (the whole log only for quit,
 * which asks for it). `topics` renders the topic block of a message context.
 */
export async function planContext(mem: Memory, slug: string, op: string, topics: () => string): Promise<PlannedContext> {
  if (!Object.hasOwn(READ_PLANS, op)) throw refused({ field: 'plan', kind: 'unknown', values: [op], options: Object.keys(READ_PLANS) });
  const plan = READ_PLANS[op as ContextOp];
  const parts: ContextPart[] = [];
  for (const name of plan) {
    let file: string;
    let text: string;
    if (name === 'profile' || name === 'state' || name === 'strategy') {
      file = `${name}.md`;
      text = mem.fileText(slug, name) ?? '';
    } else if (name === 'knowledge') {
      file = 'knowledge.json';
      // The block's own heading is the part's heading here.
      text = topics().trim().replace(/^# [^\n]*\n+/, '');
    } else if (name === 'last5') {
      file = 'events.jsonl';
      text = eventLines(mem.recent(slug, 5).events);
    } else if (name === 'week') {
      file = 'events.jsonl';
      const since = mem.ctx.now().getTime() - 7 * DAY_MS;
      text = eventLines(readWindow(mem, slug, (e) => reaches(e, since)).filter((e) => Date.parse(e.ts) >= since));
    } else {
      file = 'events.jsonl';
      const all: SimpEvent[] = [];
      for await (const { event } of mem.events(slug)) all.push(event);
      text = eventLines(all);
    }
    const fitted = withinBudget(text.trimEnd(), BUDGET[name], name === 'last5' || name === 'week');
    parts.push({ name, file, text: fitted.text, tokens: approxTokens(fitted.text), budget: BUDGET[name], cut: fitted.cut });
  }
  return { op: op as ContextOp, parts, tokens: parts.reduce((n, p) => n + p.tokens, 0) };
}
