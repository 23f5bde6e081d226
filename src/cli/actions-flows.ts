import { readGivenText, readStdinText } from '../memory/outside/given-text.js';
import type { VerbCall } from './args.js';
import { refused } from '../model/index.js';
import { QUIT_COST_QUESTIONS, QUIT_OTHER_OPTIONS, QUIT_SELF_QUESTIONS } from '../engine/catalog-quit.js';
import { QUIT_SCENES } from '../engine/catalog-quit-depth.js';
import { QUIT_SIGNALS } from '../engine/catalog-quit-signals.js';
import { parseJsonText } from '../memory/formats/json-error.js';
import {
  catalog as catalogRows,
  parseAssignments,
  runAdjust,
  type AdjustInput,
  runConfess,
  runCrisis,
  runQuit,
  loadQuit,
  openingOf,
  reviewOf,
  runUpdate,
  runOutcome,
} from '../flows/index.js';
import { adjustText, catalogText, checklistText, confessionPlanText, mbtiText, playbookText, workshopText, confessText, crisisGuessText, crisisText, lintText, outcomeText, quitReviewText, quitText, updateText } from '../present/report-other.js';
import { indent, textFor } from '../present/report-text.js';
import { afterCareText, moodLines, quitOpeningText } from '../present/quit-depth-text.js';
import { interactionLine, timelineLine } from '../present/format-timeline.js';
import { personalityFromInput } from '../present/enum-names.js';
import { envOf, say } from './env.js';
import { Out, printJson } from './io.js';

/** Reads the answers file (or stdin for `-`); a broken file is named with its line and column. */
function readAnswers(path: string): unknown {
  return parseJsonText(readGivenText(path, '--answers'), `--answers: ${path}`);
}

export async function quit(slug: string, o: { answers?: string; after?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  if (o.after === true) {
    if (o.answers !== undefined) throw refused({ field: 'after', kind: 'not-both', other: 'answers' });
    return quitAfter(slug, env);
  }
  if (o.answers === undefined) return quitReview(slug, env);
  const r = await runQuit(env.mem, slug, readAnswers(o.answers));
  if (env.json) return printJson(r);
  say(quitText(r, env.lang, slug));
}

/**
 * `quit` without answers: the whole story first (SPEC 6.3) — the review of both
 * files, then every event and every interaction, oldest first, each at its time —
 * and the questions to answer. Writes nothing.
 */
async function quitReview(slug: string, env: ReturnType<typeof envOf>): Promise<void> {
  const read = await loadQuit(env.mem, slug);
  const now = env.mem.ctx.now();
  const review = reviewOf(read, now);
  const opening = openingOf(read, now);
  if (env.json) return printJson({ review, questions: catalogRows('quit-questions'), signals: catalogRows('quit-signals'), opening });
  const t = textFor(env.lang);
  const out = new Out();
  for (const line of [t.reviewTitle, ...indent(quitReviewText(review, env.lang)), '', `  ${t.reviewEvery}`]) await out.line(line);
  // Interactions in time order (stable), each before the first event later than it: the timeline's --interactions rule.
  const rows = (await env.mem.interactions(slug)).map((r, i) => ({ r, i })).sort((x, y) => (x.r.ts < y.r.ts ? -1 : x.r.ts > y.r.ts ? 1 : x.i - y.i)).map(({ r }) => r);
  let next = 0;
  for await (const { event } of env.mem.events(slug)) {
    while (next < rows.length && (rows[next] as (typeof rows)[number]).ts < event.ts) await out.line(`  ${interactionLine(rows[next++] as (typeof rows)[number], env.m)}`);
    await out.line(`  ${timelineLine(event, env.m)}`);
  }
  while (next < rows.length) await out.line(`  ${interactionLine(rows[next++] as (typeof rows)[number], env.m)}`);
  await out.line('');
  for (const line of quitOpeningText(opening, env.lang)) await out.line(line);
  await out.line('');
  await out.line(t.answerWith(slug));
  const asked = [...catalogRows('quit-questions'), ...catalogRows('quit-signals')];
  const lastCost = asked.map((r) => r.id).filter((id) => id.startsWith('cost.')).at(-1);
  const moods = moodLines(opening.moods, env.lang);
  for (const [i, line] of catalogText(asked, env.lang).entries()) {
    await out.line(`  ${line}`);
    // Beside the cost questions: what the user recorded, to set against today's answers.
    if (asked[i]?.id === lastCost) for (const m of moods) await out.line(`    ${m}`);
  }
  await out.line('');
  await out.line(`${t.answerTemplate} ${JSON.stringify(answersTemplate())}`);
  await out.flush();
}

/** `quit --after`: the after-care questions again, read any time; writes nothing. */
async function quitAfter(slug: string, env: ReturnType<typeof envOf>): Promise<void> {
  const hasScore = env.mem.read(slug).state.fields.signal_score !== null;
  const { AFTER_CARE } = await import('../engine/catalog-quit-depth.js');
  if (env.json) return printJson({ afterCare: AFTER_CARE });
  say(afterCareText(slug, env.lang, 'cli', hasScore));
}

/** An answers file to fill in: every key, every yes/no answer false, `other` listing its choices. */
function answersTemplate(): Record<string, unknown> {
  const no = (qs: readonly { key: string }[]) => Object.fromEntries(qs.map((q) => [q.key, false]));
  return {
    other: QUIT_OTHER_OPTIONS.map((o) => o.value).join('|'),
    self: no(QUIT_SELF_QUESTIONS),
    cost: no(QUIT_COST_QUESTIONS),
    signals: no(QUIT_SIGNALS),
    scene: QUIT_SCENES.map((s) => s.key).join('|'),
  };
}

export async function crisis(slug: string, o: { type?: string; what?: string; describe?: string; resolution?: string; playbook?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  if (o.playbook !== undefined) {
    env.mem.read(slug);
    const { findCrisis } = await import('../flows/crisis.js');
    const c = findCrisis(o.playbook);
    const { PLAYBOOKS, REJECTION_KINDS } = await import('../engine/crisis-playbooks.js');
    if (env.json) return printJson({ id: c.id, name: c.name, timing: c.timing, stages: PLAYBOOKS[c.id] ?? null, rejection_kinds: c.id === 'C-1' ? REJECTION_KINDS : null });
    const t = textFor(env.lang);
    const staged = playbookText(c.id, env.lang);
    return say([t.crisisTitle(c.id, c.name[env.lang]), `  ${t.timing(c.timing[env.lang])}`, '', ...staged]);
  }
  if (o.type === undefined) {
    if (o.describe === undefined) throw refused({ field: 'crisis', kind: 'needs', needs: ['crisis_type', 'describe'] });
    const { suggestCrisis } = await import('../flows/crisis-suggest.js');
    const r = suggestCrisis(env.mem, slug, o.describe);
    if (env.json) return printJson(r);
    return say(crisisGuessText(r, env.lang, slug));
  }
  const what = o.what ?? o.describe;
  if (what === undefined) throw refused({ field: 'what', kind: 'say', what: 'what-happened' });
  const r = await runCrisis(env.mem, slug, { type: o.type, what, resolution: o.resolution });
  if (env.json) return printJson(r);
  say(crisisText(r, env.lang));
}

export async function confess(
  slug: string,
  o: {
    method?: string;
    ready?: string[];
    note?: string;
    check?: boolean;
    confirm?: string[];
    plan?: boolean;
    canMeet?: boolean;
    theyFace?: boolean;
    nervous?: boolean;
    memory?: string;
    feeling?: string;
    statement?: string;
    invitation?: string;
  },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  if (o.plan) {
    const { planConfession } = await import('../flows/confess-plan.js');
    const r = planConfession(env.mem, slug, { canMeet: o.canMeet, theyFaceIt: o.theyFace, nervous: o.nervous }, { memory: o.memory, feeling: o.feeling, statement: o.statement, invitation: o.invitation }, env.lang);
    if (env.json) return printJson(r);
    return say(confessionPlanText(r, env.lang, slug));
  }
  if (o.check) {
    const { runChecklist } = await import('../flows/confess-check.js');
    const r = runChecklist(env.mem, slug, o.confirm ?? []);
    if (env.json) return printJson(r);
    return say(checklistText(r, env.lang, slug));
  }
  if (o.method === undefined) throw refused({ field: 'confess', kind: 'needs', needs: ['method', 'check'] });
  const r = await runConfess(env.mem, slug, { method: o.method, ready: o.ready, note: o.note });
  if (env.json) return printJson(r);
  say(confessText(r, env.lang));
}

/** `stage`, `mode` and `update-meta` share one write path (the adjust flow). */
export async function adjust(slug: string, input: AdjustInput, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const r = await runAdjust(env.mem, slug, input);
  if (env.json) return printJson(r);
  say(adjustText(r, slug, env.lang));
}

export function stage(slug: string, to: string, o: { reason?: string }, cmd: VerbCall): Promise<void> {
  return adjust(slug, { stage: to, reason: o.reason }, cmd);
}

export function mode(slug: string, to: string, o: { reason?: string }, cmd: VerbCall): Promise<void> {
  return adjust(slug, { mode: to, reason: o.reason }, cmd);
}

export async function update(slug: string, o: { set: string[] }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const changes = parseAssignments(o.set);
  // English names are accepted as typed input; the file keeps the stored value.
  const type = changes['personality_type'];
  if (type !== undefined) changes['personality_type'] = personalityFromInput(type.trim()) ?? type;
  const r = await runUpdate(env.mem, slug, changes);
  if (env.json) return printJson(r);
  say(updateText(r, env.lang));
}

export function catalog(kind: string, _o: unknown, cmd: VerbCall): void {
  const env = envOf(cmd);
  const rows = catalogRows(kind);
  if (env.json) return printJson(rows);
  say(catalogText(rows, env.lang));
}

/** `simp log`: one interaction; the note from stdin with `--note -`. */
/** `simp rhythm` through commander (with --output, or a usage error to give). */
export async function rhythm(
  slug: string,
  o: { days: number; frequency?: boolean; milestones?: boolean; reply?: boolean; golden?: boolean; output?: string },
  cmd: VerbCall,
): Promise<void> {
  const env = envOf(cmd);
  const { printRhythm } = await import('./action-rhythm.js');
  const parts = (['frequency', 'milestones', 'reply', 'golden'] as const).filter((p) => o[p] === true);
  await printRhythm({ slug, days: o.days, parts, json: env.json, baseDir: env.mem.base, lang: env.lang, output: o.output });
}

/** `simp chart`: one picture of a crush's story, written as SVG or PNG. */
export async function chart(slug: string, o: { kind: string; out: string; font?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const ext = /\.(svg|png)$/i.exec(o.out)?.[1]?.toLowerCase();
  if (ext === undefined) throw refused({ field: 'out', kind: 'file-type', value: o.out, options: ['.svg', '.png'] });
  const { gatherStory } = await import('../flows/export.js');
  const { chartSpec } = await import('../present/chart-spec.js');
  const { chartSvg } = await import('../present/chart-svg.js');
  const now = env.mem.ctx.now();
  const svg = await chartSvg(chartSpec(await gatherStory(env.mem, slug, now), o.kind as 'score', env.lang, now));
  const { svgToPng } = await import('../memory/formats/png.js');
  const data = ext === 'png' ? await svgToPng(svg, o.font) : svg;
  const { writeUserFile } = await import('../memory/outside/home.js');
  process.stderr.write(`${env.m.cli.exported(writeUserFile(o.out, data, env.mem.base))}\n`);
}

/** `simp outcome`: how the confession went. */
export async function outcome(slug: string, answer: string, o: { note?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const r = await runOutcome(env.mem, slug, { outcome: answer, note: o.note });
  if (env.json) return printJson(r);
  say(outcomeText(r, env.lang));
}

/** `simp upcoming`: what is coming across every crush; --ics writes it as a calendar file too. */
export async function upcoming(o: { days?: number; ics?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { runUpcoming } = await import('../flows/upcoming.js');
  const { upcomingCommand, upcomingText } = await import('../present/upcoming-text.js');
  const r = runUpcoming(env.mem, o.days ?? 14);
  if (o.ics !== undefined) {
    const { upcomingIcs } = await import('../present/upcoming-ics.js');
    const { writeUserFile } = await import('../memory/outside/home.js');
    process.stderr.write(`${env.m.cli.exported(writeUserFile(o.ics, upcomingIcs(r, env.lang, env.mem.ctx.now()), env.mem.base))}\n`);
  }
  if (env.json) {
    const items = r.items.map((i) => ({ slug: i.slug, nickname: i.nickname, kind: i.kind, date: i.date, days_left: i.daysLeft, overdue: i.overdue, detail: i.detail, ...(i.dayAfter === undefined ? {} : { day_after: i.dayAfter }), command: upcomingCommand(i) }));
    return printJson({ days: r.days, items });
  }
  say(upcomingText(r, env.lang));
}

/** `simp respect`: the period of respect after a clear no, and ending it early. */
export async function respect(slug: string, o: { end?: boolean; note?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { runRespect } = await import('../flows/respect.js');
  const { respectText } = await import('../present/respect-text.js');
  const r = await runRespect(env.mem, slug, { end: o.end, note: o.note });
  if (env.json) return printJson(r);
  say(respectText(r, slug, env.lang, o.end === true));
}

/** `simp message --lint`: a draft checked; nothing is sent or written. */
export async function message(slug: string, situation: string | undefined, o: { lint?: string; see?: string; feel?: string; hope?: string }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  if (o.lint === undefined) {
    const { workshop } = await import('../flows/message.js');
    const r = workshop(env.mem, slug, { situation, see: o.see, feel: o.feel, hope: o.hope });
    if (env.json) return printJson(r);
    return say(workshopText(r, env.lang, slug));
  }
  let draft = o.lint;
  if (draft === '-') draft = readStdinText('--lint -');
  const { lintDraft } = await import('../flows/message.js');
  const r = lintDraft(env.mem, slug, draft);
  if (env.json) return printJson(r);
  say(lintText(r, env.lang, slug));
}

/** `simp mbti`: the type read from observations (or the profile's), its card and how it meets yours. */
export async function mbti(slug: string, o: { observe?: string[]; you?: string; save?: boolean }, cmd: VerbCall): Promise<void> {
  const env = envOf(cmd);
  const { runMbti } = await import('../flows/mbti.js');
  const r = await runMbti(env.mem, slug, o);
  if (env.json) return printJson(r);
  say(mbtiText(r, env.lang, slug));
}
