import type { VerbCall } from './args.js';
import { dumpsPretty, emptyReport } from '../memory/index.js';
import { readReportLines } from '../present/read-report.js';
import { printRebuilt } from './action-rebuild.js';
import { appendAndSay } from './action-append.js';
import { globalsOf } from './args.js';
import { envOf, say } from './env.js';
import { hasKnowledgeFile } from '../memory/crush/context-files.js';
import { printJson, topicWarning, warn } from './io.js';

/** Actions of the reference `tools/memory.py` verbs (definitions live in program.ts). */
export async function append(slug: string, type: string, json: string, _o: unknown, cmd: VerbCall): Promise<void> {
  const g = globalsOf(cmd);
  await appendAndSay({ slug, type, json, baseDir: g.baseDir, lang: g.lang, asJson: g.json });
}

export async function rebuild(slug: string, o: { write?: boolean }, cmd: VerbCall): Promise<void> {
  if (!o.write) {
    return printRebuilt({ slug, baseDir: globalsOf(cmd).baseDir, lang: globalsOf(cmd).lang });
  }
  const env = envOf(cmd);
  const report = emptyReport();
  const res = await env.mem.repair(slug, report);
  warn(readReportLines(report, 'events.jsonl', env.lang));
  if (env.json) return printJson({ state: res.state, event_count: res.eventCount, fixes: res.fixes });
  say(dumpsPretty(res.state));
  const { repairLines, repairChanged } = await import('../present/repair-text.js');
  const heading = repairChanged(res.fixes) ? env.m.cli.repaired : env.m.cli.nothingToRepair;
  const notes = [heading, ...repairLines(res.fixes, env.lang).map((f) => `  ${f}`)];
  process.stderr.write(`${notes.join('\n')}\n`);
}

/** `context --json` through the full memory service. */
export async function contextJson(slug: string, o: { withStrategy?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { withKnowledgeBlock } = await knowledgeContext();
  printJson(withKnowledgeBlock(env.mem, slug, env.mem.context(slug, Boolean(o.withStrategy)), env.lang, topicWarning(env.lang)));
}

/** The topic block's code (the knowledge engine's tables): loaded only where topics are read. */
const knowledgeContext = () => import('../present/knowledge-context.js');

/** The topic block `context` prints after the files of a crush that keeps topic memories ('' when none is due). */
export async function contextTopics(slug: string, cmd: VerbCall): Promise<string> {
  const env = envOf(cmd);
  const { knowledgeBlock } = await knowledgeContext();
  return knowledgeBlock(env.mem, slug, env.lang, '', topicWarning(env.lang));
}

/** A knowledge.json that cannot be read: said on stderr with its repair; the read goes on without topics. */
/** `context --for <command>`: the parts one command of the skill reads, each within its read budget. */
export async function contextFor(slug: string, op: string, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { planContext } = await import('../flows/context-plan.js');
  // A crush without knowledge.json has no topic block (knowledgeBlock would say ''): its code is not loaded.
  const topics = hasKnowledgeFile(env.mem.ctx, slug) ? (await knowledgeContext()).knowledgeBlock : null;
  const planned = await planContext(env.mem, slug, op, () => (topics === null ? '' : topics(env.mem, slug, env.lang, '', topicWarning(env.lang))));
  if (env.json) return printJson(planned);
  const m = env.m;
  const out: string[] = [];
  for (const p of planned.parts) {
    out.push(m.cli.contextPart(p.name, p.file, p.tokens, p.budget), '', p.text === '' ? m.cli.contextEmpty : p.text);
    if (p.cut > 0) out.push(m.cli.contextCut(p.cut, slug));
    out.push('');
  }
  out.push(m.cli.contextTotal(planned.op, planned.tokens));
  say(out);
}
