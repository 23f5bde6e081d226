import type { Correctable, CorrectedFile, Correction, FoundRecord, Memory } from '../memory/index.js';
import { corrected, interactionMarks } from '../memory/index.js';
import { validateEventData } from '../memory/log/event-write.js';
import { EVENT_RULES, isEventType, passesRules } from '../model/event-rules.js';
import { InputError, localIso, parseTs, STATE_SECTIONS } from '../model/index.js';
import { issueText, type FieldIssue } from '../model/field-issues.js';
import { boundOf, readMoment, type NaturalReader } from '../engine/moment.js';
import { naturalReaderFor, planInteraction, type InteractionInput } from './interaction.js';
import { signalLines } from './state-text.js';
import { applyPlan } from './run.js';
import type { EventDraft, StateFieldsPatch, WriteOutcome } from './types.js';

/** A correction as the user asks for it: a record's reference, and what to do with it. */
export interface CorrectInput {
  /**
   * Which record: a line number of events.jsonl (`42`, or `e:42`) as `timeline
   * --full` and `search` print it, a line of interactions.jsonl (`i:7`), or a time
   * stamp (`2026-12-01T12:30`) that fits exactly one record.
   */
  ref: string;
  action: 'amend' | 'void';
  /** amend: field=value pairs as typed (`content=她请我喝了咖啡`, `score_delta=2`, `ts=2026-12-01T12:30`). */
  set?: Readonly<Record<string, string>>;
  reason?: string;
}

export interface CorrectOutcome {
  target: FoundRecord;
  action: 'amend' | 'void';
  /** The fields set anew (empty for a void). */
  changes: Record<string, unknown>;
  /** The record as it now reads (null: retracted). */
  after: Correctable | null;
  write: WriteOutcome;
}

/** How a record is named in messages and listings: `12` for events.jsonl, `i:7` for interactions.jsonl. */
export const refOf = (r: Pick<FoundRecord, 'file' | 'line'>): string => (r.file === 'events.jsonl' ? `#${r.line}` : `i:${r.line}`);

const refused = (issue: FieldIssue): InputError => new InputError(issueText(issue), [issue], '');

/** The record a reference names, or a refusal that says why (none there, several, a correction itself). */
export async function findRecord(mem: Memory, slug: string, ref: string): Promise<FoundRecord> {
  const text = ref.trim();
  const line = /^(?:#|(e|events(?:\.jsonl)?|i|interactions(?:\.jsonl)?):)?(\d+)$/.exec(text);
  let found: FoundRecord | null = null;
  // `@123` / `i@123`: a record by the byte its line starts at (what the TUI holds for a row).
  const at = /^(i)?@(\d+)$/.exec(text);
  if (at) found = await mem.recordAtOffset(slug, at[1] ? 'interactions.jsonl' : 'events.jsonl', Number(at[2]));
  else if (line) {
    const file: CorrectedFile = line[1] && line[1].startsWith('i') ? 'interactions.jsonl' : 'events.jsonl';
    found = await mem.recordAtLine(slug, file, Number(line[2]));
  } else if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const all = await mem.recordsAt(slug, text.replace(' ', 'T'));
    if (all.length > 1) throw refused({ field: 'ref', kind: 'ambiguous', refs: all.map(refOf) });
    found = all[0] ?? null;
  }
  if (!found) throw refused({ field: 'ref', kind: 'no-record', ref: text });
  if (found.record.type === 'record_corrected') throw refused({ field: 'ref', kind: 'a-correction', ref: text });
  return found;
}

/** A typed value for one field of an event: numbers where its rule says so, lists split at commas. */
function eventValue(type: string, field: string, raw: string): unknown {
  const rule = isEventType(type) ? (EVENT_RULES[type] as Record<string, { kind: string }>)[field] : undefined;
  if (rule?.kind === 'int') return /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (rule?.kind === 'strings') return raw.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  return raw;
}

/** The changes an amend makes to an event, typed; `valid`: the amended event still holds what its type requires. */
function eventChanges(record: Correctable, set: Readonly<Record<string, string>>, now: Date, natural: NaturalReader): { changes: Record<string, unknown>; valid: boolean } {
  const own = isEventType(record.type) ? Object.keys(EVENT_RULES[record.type as keyof typeof EVENT_RULES]) : [];
  const allowed = [...new Set([...own, ...Object.keys(record.data), 'ts'])];
  const changes: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(set)) {
    if (!allowed.includes(field)) throw refused({ field, kind: 'no-field', fields: allowed });
    if (field === 'ts') {
      // A natural date (昨天晚上9点) too, as --time takes; a day alone is its midnight, as an ISO day is.
      const typed = parseTs(raw.trim().replace(' ', 'T'));
      const moment = typed === null ? readMoment(raw, now, natural) : null;
      const at = typed ?? (moment === null ? null : boundOf(moment, 'since'));
      if (!at) throw refused({ field: 'time', kind: 'time' });
      if (at.getTime() > now.getTime()) throw refused({ field: 'time', kind: 'future' });
      changes['ts'] = localIso(at);
    } else changes[field] = eventValue(record.type, field, raw);
  }
  const { ts: _ts, ...data } = changes;
  return { changes, valid: !isEventType(record.type) || passesRules(record.type, { ...record.data, ...data }) };
}

/** The changes an amend makes to an interaction: the record planned anew as `simp log` would write it (hour and weekday follow a new time). */
function interactionChanges(record: Correctable, set: Readonly<Record<string, string>>, now: Date, natural: NaturalReader): Record<string, unknown> {
  const d = record.data;
  const fields = ['summary', 'duration', 'activity', 'location', 'initiator', 'time', 'note', 'reply_after'];
  const alias: Record<string, string> = { content_summary: 'summary', duration_min: 'duration', reply_delay_min: 'reply_after', ts: 'time' };
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const input: InteractionInput = {
    type: record.type,
    summary: str(d['content_summary']),
    duration: num(d['duration_min']),
    activity: str(d['activity']),
    location: str(d['location']),
    initiator: str(d['initiator']),
    time: record.ts,
    note: str(d['note']),
    replyAfter: num(d['reply_delay_min']),
    planned: d['planned'] === true,
  };
  for (const [key, raw] of Object.entries(set)) {
    const field = alias[key] ?? key;
    if (!fields.includes(field)) throw refused({ field: key, kind: 'no-field', fields: ['content_summary', 'duration_min', 'activity', 'location', 'initiator', 'ts', 'note', 'reply_delay_min'] });
    const n = Number(raw.trim());
    if (field === 'duration' || field === 'reply_after') {
      if (!Number.isInteger(n)) throw refused({ field: key, kind: 'integer' });
      if (field === 'duration') input.duration = n;
      else input.replyAfter = n;
    } else (input as unknown as Record<string, unknown>)[field === 'reply_after' ? 'replyAfter' : field] = raw;
  }
  const next = planInteraction(input, now, natural);
  const changes: Record<string, unknown> = {};
  if (next.ts !== record.ts) changes['ts'] = next.ts;
  for (const [k, v] of Object.entries(next.data)) if (JSON.stringify(d[k]) !== JSON.stringify(v)) changes[k] = v;
  return changes;
}

/** A record as it reads now: an earlier correction of it applied. */
function nowReads(mem: Memory, slug: string, target: FoundRecord): Correctable {
  const all = mem.corrections(slug);
  const map = target.file === 'events.jsonl' ? all.events : all.interactions;
  return corrected(target.record, map.get(target.offset)) ?? target.record;
}

/**
 * The signals section after a signal is corrected. When it says what the log said
 * (the three newest signals, as the writers put them), it says what the corrected
 * log says; when it was written by hand or by another tool, only the bullet of
 * the corrected signal changes (or goes, when retracted), and nothing when it has
 * no such bullet: a correction never loses a line somebody wrote.
 */
function signalsSection(mem: Memory, slug: string, record: Correctable, after: Correctable | null, nextSignals: readonly Correctable[]): Record<string, string> {
  const heading = STATE_SECTIONS[1] as string;
  const section = mem.state(slug).sections.find((s) => s.header === heading);
  const now = section?.content.trim() ?? '';
  const logged = signalLines(mem.recent(slug, 3, ['signal_recorded']).events);
  if (!section || now === logged.trim()) {
    const next = signalLines(nextSignals);
    return next.trim() === now ? {} : { [heading]: next };
  }
  const was = signalLines([record]).trim();
  const lines = now.split('\n');
  const at = lines.findIndex((l) => l.trim() === was);
  if (at < 0) return {};
  const becomes = after ? signalLines([after]).trim() : null;
  if (becomes === was) return {};
  if (becomes) lines[at] = becomes;
  else lines.splice(at, 1);
  const text = lines.join('\n').trim();
  return { [heading]: text === '' ? signalLines([]) : text };
}

/**
 * Corrects a mistaken record and keeps the log append-only: one
 * `record_corrected` event names the line it corrects (file, line, byte offset,
 * with its time and type) and what changes (an amend) or that it no longer counts
 * (a void). Every reader goes by it. When the record moves the state (a stage, a
 * reading, a signal), state.md follows in the same write.
 */
export async function runCorrection(mem: Memory, slug: string, input: CorrectInput): Promise<CorrectOutcome> {
  const target = await findRecord(mem, slug, input.ref);
  const now = mem.ctx.now();
  let changes: Record<string, unknown> = {};
  if (input.action === 'amend') {
    const set = input.set ?? {};
    if (Object.keys(set).length === 0) throw refused({ field: 'set', kind: 'required' });
    if (target.file === 'events.jsonl') {
      const typed = eventChanges(target.record, set, now, await naturalReaderFor(set['ts']));
      changes = typed.changes;
      if (!typed.valid) {
        // Said field by field, in the user's language, by the rules the writers use.
        const { ts: _ts, ...data } = changes;
        validateEventData(target.record.type, { ...target.record.data, ...data });
      }
    } else changes = interactionChanges(target.record, set, now, await naturalReaderFor(set['ts'] ?? set['time']));
  }
  const correction: Correction = {
    file: target.file,
    line: target.line,
    offset: target.offset,
    targetTs: target.record.ts,
    targetType: target.record.type,
    action: input.action,
    changes,
    reason: input.reason?.trim() || null,
    at: localIso(now),
    ownTs: localIso(now),
  };
  const after = corrected(target.record, correction);
  const event: EventDraft = {
    type: 'record_corrected',
    data: {
      file: target.file,
      line: target.line,
      offset: target.offset,
      target_ts: target.record.ts,
      target_type: target.record.type,
      action: input.action,
      changes,
      ...(correction.reason ? { reason: correction.reason } : {}),
    },
  };
  // A stage, a reading or a signal corrected: state.md says what the corrected log says.
  const moves = target.file === 'events.jsonl' && ['stage_changed', 'analysis_done', 'progress_evaluated', 'strategy_updated', 'signal_recorded'].includes(target.record.type);
  const next = moves ? await mem.afterCorrection(slug, correction) : null;
  // Only what the correction moves is rewritten: a value the log never set (milestones kept by hand) stays.
  const before = next ? (await mem.rebuild(slug)).state : null;
  const fields: Record<string, unknown> = {};
  if (next && before) {
    for (const key of ['current_stage', 'signal_score', 'last_signal_score', 'score_trend', 'milestones_done'] as const) {
      if (next.state[key] !== before[key]) fields[key] = next.state[key];
    }
  }
  const { changed, result } = await mem.transaction(slug, async (tx) => {
    // meta.json's interaction marks say what the corrected interactions say.
    if (target.file === 'interactions.jsonl') tx.setMeta(await interactionMarks(tx.folder, correction));
    return applyPlan(tx, {
      events: [event],
      state: next
        ? {
            fields: fields as StateFieldsPatch,
            sections: target.record.type === 'signal_recorded' ? signalsSection(mem, slug, nowReads(mem, slug, target), after, next.signals) : {},
          }
        : null,
      strategy: null,
      run: null,
    });
  });
  return { target, action: input.action, changes, after, write: { changed, events: result, attempts: 1 } };
}
