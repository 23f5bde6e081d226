import { DIMENSIONS, SIGNALS } from '../engine/catalog-signals.js';
import { RISKS } from '../engine/catalog-risks.js';
import { bandFor } from '../engine/bands.js';
import type { WhyEvidence, WhyReport } from '../flows/why.js';
import { SCORE_MIN, scoreOutOf } from '../model/enums.js';
import { indent, pick, stageName, type Lang } from './report-text.js';
import { shortTs } from './short-time.js';
import { terminalSafe } from './terminal-text.js';
import { citedRecordLine, evidenceLine as signalEvidenceLine } from './proposal-text.js';

const WORDS = {
  zh: {
    title: (score: number | null, slug: string) => (score === null ? `🧮 分数从哪里来 · ${slug}` : `🧮 为什么是 ${scoreOutOf(score)} · ${slug}`),
    never: (slug: string) => `还没有信号分析，也就还没有分数。先做一次：simp analyze ${slug} --signals …（可勾的信号见 simp catalog signals）`,
    from: (at: string, stage: string) => `来自 ${at} 的信号分析（当时的阶段：${stage}）`,
    note: (note: string) => `那次你写下的：「${note}」`,
    noIds: (score: number) => `那次分析没有记下勾了哪些信号（可能是别的工具写的），只知道分数 ${score}。`,
    mbti: (type: string) => `按 ${type} 校准了信号的分值（simp mbti 可以看这个类型的卡片）`,
    base: (base: number, type: string, change: number) => `（基础 ${base}，${type} 校准 ${change > 0 ? '+' : ''}${change}）`,
    dimension: (name: string, subtotal: number, max: number, sum: number, capped: boolean) => `${name}  ${capped ? `${sum} → 封顶 ${max}` : `${subtotal}/${max}`}`,
    none: '（这一项没有勾信号）',
    total: (parts: string, total: number, marker: string, band: string) => `合计 ${parts} = ${scoreOutOf(total)}  ${marker} ${band}`,
    clamped: (sum: number) => `各项相加是 ${sum}，总分最低记 ${SCORE_MIN}。`,
    friendZone: 'ta 把你们定义为朋友：这一条比任何绿灯都重，友谊区的判断由它而来。',
    drift: (now: number, then: number) => `按现在的档案重算是 ${now}，记录里是 ${then}（档案的 MBTI 之后改过）。`,
    later: (at: string, score: number) => `之后 ${at} 的进度评估把分数记为 ${score}，现在的分数来自那里。`,
    risks: (at: string) => `上次进度评估（${at}）看到的风险：`,
    noRisks: (at: string) => `上次进度评估（${at}）没有看到风险。`,
    noCheck: (slug: string) => `还没有做过进度评估，风险要在那里才会看：simp progress ${slug}`,
    evidence: {
      stage: (stage: string) => `依据：当前阶段是${stage}`,
      reading: (at: string | null) => `依据：${at === null ? '最近一次' : `${at} 的`}信号分析里，ta 用朋友来定义你们`,
      answer: '依据：你在那次评估里的回答',
      burnout: '依据：那次的防倦怠检查提示你该休息了',
      scores: (from: number, to: number) => `依据：分数 ${from} → ${to}`,
      initiative: (percent: number, chats: number) => `依据：近 30 天 ${chats} 次对话里 ${percent}% 由你开启（互动记录）`,
      since: (since: string | null) => (since === null ? '依据：同一阶段已超过 6 周' : `依据：${since} 起一直在同一阶段`),
    },
  },
  en: {
    title: (score: number | null, slug: string) => (score === null ? `🧮 Where the score comes from · ${slug}` : `🧮 Why ${scoreOutOf(score)} · ${slug}`),
    never: (slug: string) => `No signal reading yet, so no score. Run one: simp analyze ${slug} --signals … (the signals to tick: simp catalog signals)`,
    from: (at: string, stage: string) => `From the signal reading of ${at} (the stage then: ${stage})`,
    note: (note: string) => `What you wrote with it: "${note}"`,
    noIds: (score: number) => `That reading did not record which signals were ticked (another tool may have written it); only its score, ${score}, is known.`,
    mbti: (type: string) => `Signal points calibrated for ${type} (simp mbti shows the type's card)`,
    base: (base: number, type: string, change: number) => ` (base ${base}, ${type} calibration ${change > 0 ? '+' : ''}${change})`,
    dimension: (name: string, subtotal: number, max: number, sum: number, capped: boolean) => `${name}  ${capped ? `${sum} → capped at ${max}` : `${subtotal}/${max}`}`,
    none: '(no signal ticked here)',
    total: (parts: string, total: number, marker: string, band: string) => `Total ${parts} = ${scoreOutOf(total)}  ${marker} ${band}`,
    clamped: (sum: number) => `The parts add up to ${sum}; the total is never recorded below ${SCORE_MIN}.`,
    friendZone: 'They framed you as a friend: that outweighs any green signal, and the friend-zone reading comes from it.',
    drift: (now: number, then: number) => `Scored again with the profile as it is now: ${now}; the record says ${then} (the profile's MBTI changed since).`,
    later: (at: string, score: number) => `A progress check on ${at} then recorded ${score}; the score now comes from there.`,
    risks: (at: string) => `Risks the last progress check (${at}) raised:`,
    noRisks: (at: string) => `The last progress check (${at}) raised no risk.`,
    noCheck: (slug: string) => `No progress check yet; that is where risks are read: simp progress ${slug}`,
    evidence: {
      stage: (stage: string) => `From: the stage is ${stage}`,
      reading: (at: string | null) => `From: ${at === null ? 'the latest' : `the ${at}`} signal reading, where they framed you as a friend`,
      answer: 'From: your answer in that check',
      burnout: 'From: the burnout check of that run, which suggested a break',
      scores: (from: number, to: number) => `From: the score, ${from} → ${to}`,
      initiative: (percent: number, chats: number) => `From: you opened ${percent}% of ${chats} conversations in the last 30 days (interaction log)`,
      since: (since: string | null) => (since === null ? 'From: the same stage for more than 6 weeks' : `From: the same stage since ${since}`),
    },
  },
} as const;

const signalLabel = new Map<string, { zh: string; en: string }>(SIGNALS.map((s) => [s.id, s.label]));
const riskById = new Map<string, (typeof RISKS)[number]>(RISKS.map((r) => [r.id, r]));
const signed = (n: number): string => `${n > 0 ? '+' : ''}${n}`;

/** `simp why`: the score item by item, its caps and calibration, then the risks of the last progress check. */
export function whyText(r: WhyReport, slug: string, lang: Lang): string[] {
  const w = WORDS[lang];
  const out: string[] = [w.title(r.current, slug)];
  const s = r.score;
  if (s === null) return [...out, ...indent([w.never(slug)])];
  const body: string[] = [w.from(shortTs(s.at), stageName(s.stage, lang)), ...(s.note ? [w.note(terminalSafe(s.note))] : [])];
  const x = s.explanation;
  if (x === null) body.push(w.noIds(s.recorded));
  else {
    if (x.mbti !== null && x.items.some((i) => i.mbtiChange !== 0)) body.push(w.mbti(x.mbti));
    for (const d of x.dimensions) {
      const name = pick(DIMENSIONS.find((dim) => dim.id === d.dimension)?.label ?? { zh: d.dimension, en: d.dimension }, lang);
      const items = x.items.filter((i) => i.dimension === d.dimension);
      body.push(w.dimension(name, d.subtotal, d.max, d.sum, d.capped));
      if (items.length === 0) body.push(`  ${w.none}`);
      for (const i of items) {
        const label = signalLabel.get(i.id);
        body.push(`  ${signed(i.points).padStart(3)}  ${label ? pick(label, lang) : i.id}${i.mbtiChange !== 0 && x.mbti ? w.base(i.basePoints, x.mbti, i.mbtiChange) : ''}`);
        for (const e of s.evidence[i.id] ?? []) {
          body.push(`       ${signalEvidenceLine(e, lang, true)}`);
          if (e.kind === 'interactions') for (const rec of e.records) body.push(`         · ${citedRecordLine(rec, lang)}`);
        }
      }
    }
    const band = bandFor(x.result.total);
    body.push(w.total(x.dimensions.map((d) => d.subtotal).join(' + '), x.result.total, band.marker, pick(band.label, lang)));
    if (x.clamped) body.push(w.clamped(x.unclamped));
    if (x.friendZone) body.push(w.friendZone);
    if (x.result.total !== s.recorded) body.push(w.drift(x.result.total, s.recorded));
  }
  if (r.laterSetBy && r.laterSetBy.score !== s.recorded) body.push(w.later(shortTs(r.laterSetBy.at), r.laterSetBy.score));
  body.push('');
  if (r.risks === null) body.push(w.noCheck(slug));
  else if (r.risks.ids.length === 0) body.push(w.noRisks(shortTs(r.risks.at)));
  else {
    body.push(w.risks(shortTs(r.risks.at)));
    for (const id of r.risks.ids) {
      const risk = riskById.get(id);
      if (!risk) continue;
      body.push(`  · ${pick(risk.label, lang)}${lang === 'zh' ? '：' : ': '}${pick(risk.hint, lang)}`);
      const e = r.risks.evidence[id] ?? null;
      if (e !== null) body.push(`    ${evidenceLine(e, lang)}`);
    }
  }
  return [...out, ...indent(body)];
}

/** The line under a risk that names the records it came from. */
function evidenceLine(e: WhyEvidence, lang: Lang): string {
  const w = WORDS[lang].evidence;
  switch (e.kind) {
    case 'stage':
      return w.stage(stageName(e.stage, lang));
    case 'reading':
      return w.reading('at' in e && e.at !== null ? shortTs(e.at) : null);
    case 'answer':
      return w.answer;
    case 'burnout':
      return w.burnout;
    case 'scores':
      return w.scores(e.from, e.to);
    case 'initiative':
      return w.initiative(e.percent, e.chats);
    case 'since':
      return w.since(e.since === null ? null : shortTs(e.since));
  }
}
