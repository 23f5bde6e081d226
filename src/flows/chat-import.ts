// Importing chat exports: parse every file (any of the six formats, any of the
// encodings exports use), settle who is who, score the chat, file a report under
// memories/chats/ and, when asked, the time tracker's interaction records. An
// export where only you speak (they never answered) is imported and scored for
// that one side, as the reference scores it.
import { analyzeChat, type ChatAnalysis } from '../engine/chat/analyze.js';
import { detectFormat } from '../engine/chat/detect.js';
import { CHAT_FORMATS, chatFormat, isChatFormat, type ChatFormat } from '../engine/chat/formats.js';
import { LineSplitter, type LineParser } from '../engine/chat/line-parsers.js';
import type { ChunkParser } from '../engine/chat/markup-parsers.js';
import { emptyTrouble, noteTrouble, type ChatMessage, type ParseTrouble } from '../engine/chat/message.js';
import { csvRowMessage, jsonItemMessage } from '../engine/chat/record-parsers.js';
import { chatProposals, type ChatProposal } from '../engine/chat/proposals.js';
import { ChatTally } from '../engine/chat/tally.js';
import { timeRecords, type TimeRecord } from '../engine/chat/time-records.js';
import { wallTime } from '../engine/rhythm.js';
import { chatText, csvRows, jsonItems, openChatFile, ChatFileError, CHAT_ENCODINGS, type ChatEncoding, type ChatFile } from '../memory/formats/chat-file.js';
import { dumpsLine, type Memory, type Tx } from '../memory/index.js';
import { basename, resolve } from 'node:path';
import { InputError, localIso } from '../model/index.js';

export interface ImportInput {
  files: readonly string[];
  /** The person's name in the export (default: the one remembered, else the profile's nickname). */
  target?: string;
  /** Your name in the export (default: the one remembered, else the only other sender). */
  user?: string;
  format?: string;
  encoding?: string;
  /** Also write the time tracker's interaction records. */
  trackTime?: boolean;
}

export interface FileRead {
  path: string;
  format: ChatFormat;
  encoding: ChatEncoding;
  messages: number;
  trouble: ParseTrouble;
}

export interface ImportOutcome {
  slug: string;
  target: string;
  user: string;
  /** Only you speak in the exports: no message of theirs was found (the score reads one side). */
  oneSided: boolean;
  files: FileRead[];
  /** Senders who are neither side, left out, with their message counts. */
  others: Array<[string, number]>;
  analysis: ChatAnalysis;
  /** The signals the chat's measurements propose for the next reading (recorded in the `chat_imported` event). */
  proposals: ChatProposal[];
  /** The report's path under the crush folder. */
  report: string;
  interactions: { written: number; already: number } | null;
  changed: string[];
}

/** How far along: bytes read of all the files. */
export type ImportProgress = (done: number, total: number) => void;

/** Why an import was refused, as data: each front end says it in the user's language, naming its own way to fix it. */
export type ChatRefusal =
  | { kind: 'noFiles' }
  | { kind: 'format'; value: string; formats: readonly string[] }
  | { kind: 'encoding'; value: string; encodings: readonly string[] }
  | { kind: 'emptyName'; who: 'target' | 'user' }
  | { kind: 'file'; path: string; problem: 'missing' | 'notFile' }
  | { kind: 'noMessages'; files: readonly string[] }
  /** Their name is in no sender's, and more than one sender speaks (with one, that one is you). */
  | { kind: 'noTarget'; target: string; files: readonly string[]; senders: Array<[string, number]> }
  /** Your name (given or remembered) is in no sender's but theirs. */
  | { kind: 'noUser'; user: string; files: readonly string[]; senders: Array<[string, number]> }
  /** Several senders besides them could be you, or none does. */
  | { kind: 'whichUser'; target: string; files: readonly string[]; others: Array<[string, number]> };

/** An import refused before anything was written. */
export class ChatImportError extends InputError {
  static override readonly tag: string = 'ChatImportError';

  constructor(
    message: string,
    readonly refusal: ChatRefusal,
  ) {
    super(message);
  }
}

/** Names the export's senders and what to pass when the one that is you cannot be told. */
export class WhoIsWhoError extends ChatImportError {
  static override readonly tag: string = 'WhoIsWhoError';

  constructor(
    message: string,
    readonly senders: Array<[string, number]>,
    /** Whose name did not fit: the person's, or yours. */
    readonly who: 'target' | 'user',
    refusal: ChatRefusal,
  ) {
    super(message, refusal);
  }
}

function lineDriver(parser: LineParser) {
  const lines = new LineSplitter();
  let n = 0;
  return {
    push: (chunk: string) => {
      for (const l of lines.push(chunk)) parser.line(l, ++n, true);
    },
    finish: () => {
      const last = lines.end();
      if (last !== null) parser.line(last, ++n, false);
      parser.finish();
    },
  };
}

export async function readChatFile(file: ChatFile, format: ChatFormat, emit: (m: ChatMessage) => void, progress: (bytes: number) => void): Promise<ParseTrouble> {
  const trouble = emptyTrouble();
  const read = chatFormat(format).read;
  const text = chatText(file, progress, read.kind === 'json' ? 'strings' : 'lines');
  if (read.kind === 'csv') {
    await csvRows(text, (row, n) => {
      const m = csvRowMessage(row, n, trouble);
      if (m) emit(m);
    }, (n, why) => noteTrouble(trouble, { kind: 'csv', at: { row: n }, detail: why }));
    return trouble;
  }
  if (read.kind === 'json') {
    await jsonItems(text, file.sample.trimStart().charAt(0), (value, n) => {
      const m = jsonItemMessage(value, n, trouble);
      if (m) emit(m);
    }, (after, why) => noteTrouble(trouble, { kind: 'json', after, detail: why }));
    return trouble;
  }
  const parser: ChunkParser = read.kind === 'markup' ? (await read.parser())(emit, trouble) : lineDriver((await read.parser())(emit, trouble));
  for await (const chunk of text) parser.push(chunk);
  parser.finish();
  return trouble;
}

const sendersOf = (t: ChatTally): Array<[string, number]> => [...t.senders].sort((a, b) => b[1] - a[1]);

const listOf = (senders: Array<[string, number]>) => senders.slice(0, 8).map(([name, n]) => `${name} (${n})`).join(', ');

/**
 * Who is the person and who are you: the names given, remembered, or the only
 * ones that fit. When their name is in no sender's and one sender alone speaks,
 * that one is you and the chat is one-sided (they never answered); a name of
 * yours that was given must then be that sender's.
 */
function settleNames(t: ChatTally, given: string | undefined, remembered: string | null, files: readonly string[]): { user: string; oneSided: boolean } {
  const senders = sendersOf(t);
  const list = listOf(senders);
  if (t.senders.size === 0) {
    throw new ChatImportError(`no message could be read from ${files.join(', ')}: is it a chat export? (--format to say which)`, { kind: 'noMessages', files });
  }
  const noUser = (user: string) =>
    new WhoIsWhoError(`no message from "${user}" (you) in ${files.join(', ')}; the senders are ${list}: pass --user NAME`, senders, 'user', { kind: 'noUser', user, files, senders });
  if (![...t.senders.keys()].some((name) => name.includes(t.target))) {
    const only = senders.length === 1 ? (senders[0] as [string, number])[0] : null;
    if (only === null) {
      throw new WhoIsWhoError(`no message from "${t.target}" in ${files.join(', ')}; the senders are ${list}: pass --target NAME`, senders, 'target', { kind: 'noTarget', target: t.target, files, senders });
    }
    if (given !== undefined && !only.includes(given)) throw noUser(given);
    return { user: given ?? only, oneSided: true };
  }
  const user = given ?? remembered;
  if (user !== undefined && user !== null) {
    if (user === '' || ![...t.senders.keys()].some((name) => name.includes(user) && !name.includes(t.target))) throw noUser(user);
    return { user, oneSided: false };
  }
  const rest = senders.filter(([name]) => !name.includes(t.target));
  if (rest.length === 1) return { user: (rest[0] as [string, number])[0], oneSided: false };
  throw new WhoIsWhoError(`which sender is you? ${rest.length === 0 ? 'every message is from ' + t.target : `the others are ${listOf(rest)}`}: pass --user NAME (it is remembered)`, senders, 'user', {
    kind: 'whichUser',
    target: t.target,
    files,
    others: rest,
  });
}

/** Reads every file into one tally; the person's name must be known before (their words are counted as they pass). */
export async function readChats(mem: Memory, slug: string, input: ImportInput, progress?: ImportProgress): Promise<{ tally: ChatTally; files: FileRead[] }> {
  if (input.files.length === 0) throw new ChatImportError('name at least one chat export to import', { kind: 'noFiles' });
  if (input.format !== undefined && !isChatFormat(input.format)) {
    throw new ChatImportError(`--format ${input.format}: one of ${CHAT_FORMATS.join(', ')}`, { kind: 'format', value: input.format, formats: CHAT_FORMATS });
  }
  if (input.encoding !== undefined && !(CHAT_ENCODINGS as readonly string[]).includes(input.encoding.toLowerCase())) {
    throw new ChatImportError(`--encoding ${input.encoding}: one of ${CHAT_ENCODINGS.join(', ')}`, { kind: 'encoding', value: input.encoding, encodings: CHAT_ENCODINGS });
  }
  if (input.target !== undefined && input.target.trim() === '') {
    throw new ChatImportError('--target: the name is empty; give their name as the export writes it', { kind: 'emptyName', who: 'target' });
  }
  if (input.user !== undefined && input.user.trim() === '') throw new ChatImportError('--user: the name is empty; give your name as the export writes it', { kind: 'emptyName', who: 'user' });
  const view = mem.read(slug);
  const nickname = view.profile.fields['nickname'];
  const remembered = (mem.meta(slug) as Record<string, unknown> | null)?.['chat_target'];
  const target = input.target ?? (typeof remembered === 'string' && remembered !== '' ? remembered : typeof nickname === 'string' && nickname.trim() !== '' ? nickname.trim() : slug);
  const opened = input.files.map((path) => {
    try {
      return openChatFile(path, input.encoding?.toLowerCase() as ChatEncoding | undefined);
    } catch (err) {
      if (err instanceof ChatFileError) throw new ChatImportError(err.message, { kind: 'file', path: err.path, problem: err.problem });
      throw err;
    }
  });
  const total = opened.reduce((n, f) => n + f.size, 0);
  const tally = new ChatTally(target, input.trackTime === true);
  const files: FileRead[] = [];
  let before = 0;
  for (const file of opened) {
    const format = (input.format as ChatFormat | undefined) ?? detectFormat(file.name, file.sample);
    const start = tally.n;
    const trouble = await readChatFile(file, format, (m) => tally.add(m), (bytes) => progress?.(before + bytes, total));
    before += file.size;
    files.push({ path: file.path, format, encoding: file.encoding, messages: tally.n - start, trouble });
  }
  return { tally, files };
}

/**
 * The chat's time records not already in interactions.jsonl, staged in the
 * import's one write: they land with the report and meta.json's counts, or none
 * of them does (a full disk leaves the folder as it was).
 */
async function stageTimeRecords(mem: Memory, slug: string, tally: ChatTally, tx: Tx): Promise<{ written: number; already: number }> {
  // A number per record (its time in ms, doubled, plus one for a received chat): a million take little room.
  const key = (ts: string, type: string) => (wallTime(ts) ?? Number.NaN) * 2 + (type === 'chat_received' ? 1 : 0);
  const known = new Set<number>();
  await mem.eachInteraction(slug, (r) => {
    if (r.type === 'chat_sent' || r.type === 'chat_received') known.add(key(r.ts, r.type));
  });
  let already = 0;
  let last: TimeRecord | null = null;
  const lines: string[] = [];
  let lastTs: string | null = null;
  for (const r of timeRecords(tally)) {
    // The time tracker's rule (the same time and type as the last record is a repeat), and a second import adds nothing.
    const repeat = last !== null && last.ts === r.ts && last.type === r.type;
    last = r;
    if (repeat) continue;
    if (known.has(key(r.ts, r.type))) {
      already += 1;
      continue;
    }
    lines.push(`${dumpsLine({ ts: r.ts, v: 1, type: r.type, slug, data: r.data })}\n`);
    lastTs = r.ts;
  }
  if (lastTs !== null) {
    tx.appendTo(tx.folder.path('interactions'), lines, 'interactions.jsonl');
    const now = tx.meta?.raw['interaction_count'];
    // An older chat imported after newer logs does not move the last interaction back.
    const was = tx.meta?.raw['last_interaction'];
    const later = typeof was === 'string' && (wallTime(was) ?? -Infinity) > (wallTime(lastTs) ?? -Infinity) ? was : lastTs;
    tx.setMeta({ interaction_count: (typeof now === 'number' && Number.isInteger(now) && now >= 0 ? now : 0) + lines.length, last_interaction: later });
  }
  return { written: lines.length, already };
}

/** FNV-1a of a text, 6 hex digits: tells apart exports of the same name from different places. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0').slice(0, 6);
}

/**
 * The report's file name: the day, the first export's name (cut to 60 bytes, so
 * the name and its temp file stay within file-system limits) and a hash of
 * every export's full path (the same files the same day give the same report;
 * another file of the same name does not replace it).
 */
export function reportName(now: Date, paths: readonly string[]): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  let stem = (paths[0] ?? 'chat').split(/[\\/]/).pop()?.replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'chat';
  while (new TextEncoder().encode(stem).length > 60) stem = [...stem].slice(0, -1).join('');
  return `${day}-${stem}-${shortHash(paths.map((p) => resolve(p)).join('\n'))}.md`;
}

/**
 * Imports chat exports into a crush: the report is filed under
 * memories/chats/ (written by `render`, in the front end's language), the
 * names are remembered in meta.json, and with `trackTime` the interaction
 * records are appended (a second import of the same chat adds none).
 */
export async function importChats(
  mem: Memory,
  slug: string,
  input: ImportInput,
  render: (o: Omit<ImportOutcome, 'report' | 'changed' | 'interactions'>) => string,
  progress?: ImportProgress,
): Promise<ImportOutcome> {
  const { tally, files } = await readChats(mem, slug, input, progress);
  const meta = (mem.meta(slug) as Record<string, unknown> | null) ?? {};
  const rememberedUser = typeof meta['chat_user'] === 'string' ? meta['chat_user'] : null;
  const { user, oneSided } = settleNames(tally, input.user, rememberedUser, input.files);
  tally.setUser(user);
  const analysis = analyzeChat(tally);
  const proposals = chatProposals(analysis);
  const base = { slug, target: tally.target, user, oneSided, files, others: [...tally.others].sort((a, b) => b[1] - a[1]), analysis, proposals };
  const report = `memories/chats/${reportName(mem.ctx.now(), files.map((f) => f.path))}`;
  const { result: times, changed } = await mem.transaction(slug, async (tx) => {
    tx.write(tx.folder.sub(...report.split('/')), render(base), report);
    tx.append([{ type: 'chat_imported', data: importEventData(report, files, analysis, proposals) }]);
    // The score is kept for the review before letting go (extra keys: the Python tools keep and ignore them).
    // Their name is remembered once the export showed it, or you gave it: a default never seen is not pinned.
    tx.setMeta({
      ...(oneSided && input.target === undefined ? {} : { chat_target: tally.target }),
      chat_user: user,
      chat_score: analysis.score,
      chat_scored_at: localIso(tx.now),
    });
    return input.trackTime ? await stageTimeRecords(mem, slug, tally, tx) : null;
  });
  return { ...base, report, interactions: times, changed };
}

/** A wall-clock time of the chat (ms, UTC fields) as its day. */
const dayOf = (wall: number | null): string | null => (wall === null ? null : new Date(wall).toISOString().slice(0, 10));

/** The import's event: the report, the files by name, the chat's days and the proposals with what was measured. */
function importEventData(report: string, files: readonly FileRead[], a: ChatAnalysis, proposals: readonly ChatProposal[]): Record<string, unknown> {
  return {
    report,
    files: files.map((f) => basename(f.path)),
    from: dayOf(a.firstDay),
    to: dayOf(a.lastDay),
    messages: a.total,
    score: a.score,
    proposals: proposals.map(({ signal, ...m }) => ({ signal_id: signal, ...m })),
  };
}
