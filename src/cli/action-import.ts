import type { Command } from 'commander';
import { bandFor } from '../engine/bands.js';
import { ChatImportError, importChats, WhoIsWhoError, type ImportInput, type ImportOutcome } from '../flows/chat-import.js';
import { InputError } from '../model/index.js';
import { chatReport } from '../present/chat-report.js';
import { labelOf, pick } from '../present/report-text.js';
import { importProposalLines } from '../present/proposal-text.js';
import { refusalText, troubleText } from '../present/chat-trouble.js';
import { envOf, say } from './env.js';
import { printJson } from './io.js';
import { writeControl } from './front.js';

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** A progress line on stderr while reading, redrawn at most every 200 ms, only on a terminal. */
function progressLine(text: (pct: number, done: string, total: string) => string): { tick: (done: number, total: number) => void; end: () => void } {
  if (!process.stderr.isTTY) return { tick: () => undefined, end: () => undefined };
  let last = 0;
  let shown = false;
  return {
    tick: (done, total) => {
      const now = Date.now();
      if (now - last < 200 && done < total) return;
      last = now;
      shown = true;
      const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
      const bar = '█'.repeat(Math.floor(pct / 5)).padEnd(20, '░');
      writeControl(process.stderr, `\r${bar} ${text(pct, mb(done), mb(total))}\x1b[K`);
    },
    end: () => {
      if (shown) writeControl(process.stderr, '\r\x1b[K');
    },
  };
}

/** On a terminal, which sender is you, picked by number; null for an answer that is not one. */
async function askWho(senders: Array<[string, number]>, question: string): Promise<string | null> {
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    senders.slice(0, 9).forEach(([name, n], i) => process.stderr.write(`  ${i + 1}. ${name} (${n})\n`));
    const pick = Number((await rl.question(question)).trim());
    return senders[pick - 1]?.[0] ?? null;
  } finally {
    rl.close();
  }
}

/** `simp import`: chat exports read, scored and filed; with --track-time, the interaction records too. */
export async function importChat(slug: string, files: string[], o: { target?: string; user?: string; format?: string; encoding?: string; trackTime?: boolean }, cmd: Command): Promise<void> {
  const env = envOf(cmd);
  const input: ImportInput = { files, target: o.target, user: o.user, format: o.format, encoding: o.encoding, trackTime: o.trackTime };
  const run = async (given: ImportInput): Promise<ImportOutcome> => {
    const bar = progressLine(env.m.cli.importProgress);
    try {
      return await importChats(env.mem, slug, given, (r) => chatReport(r, env.lang, env.mem.ctx.now()), bar.tick);
    } finally {
      bar.end();
    }
  };
  /** A refusal said in the verb's language, naming the flag that fixes it. */
  const said = (err: unknown) => (err instanceof ChatImportError ? new InputError(refusalText(err.refusal, env.lang)) : err);
  let r: ImportOutcome;
  try {
    r = await run(input);
  } catch (err) {
    if (!(err instanceof WhoIsWhoError) || err.who !== 'user' || o.user !== undefined || !process.stdin.isTTY || !process.stderr.isTTY) throw said(err);
    process.stderr.write(`${refusalText(err.refusal, env.lang)}\n`);
    const user = await askWho(err.senders, env.m.cli.importWho);
    if (user === null) throw said(err);
    try {
      r = await run({ ...input, user });
    } catch (again) {
      throw said(again);
    }
  }
  if (env.json) return printJson(r);
  const m = env.m.cli;
  const band = bandFor(r.analysis.score);
  say([
    ...r.files.flatMap((f) => [m.importFile(f.path, f.format, f.encoding, f.messages, f.trouble.skipped), ...f.trouble.notes.map((n) => m.importTrouble(troubleText(n, env.lang)))]),
    m.importNames(r.target, r.user, r.others.reduce((n, [, c]) => n + c, 0)),
    ...(r.oneSided ? [m.importOneSided(r.target)] : []),
    m.importScore(r.analysis.score, `${band.marker} ${pick(band.label, env.lang)}`, r.analysis.total),
    m.importReport(r.report),
    ...importProposalLines(r.proposals, (id) => labelOf(id, env.lang), slug, env.lang, true),
    ...(r.interactions ? [m.importTimes(r.interactions.written, r.interactions.already)] : []),
    m.changed(r.changed),
  ]);
}
