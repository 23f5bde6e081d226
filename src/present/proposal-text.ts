// A signal's evidence from an imported chat, said in a line: what was measured,
// in which chat, over which days. The import, analyze (CLI and TUI) and why say it
// the same way.
import type { ChatEvidence, ChatMeasure, CitedRecord, InteractionEvidence, PhotoEvidence, ProposalEvidence, SignalEvidence } from '../engine/chat/proposals.js';
import { messages } from '../i18n/index.js';
import { pyFloatRepr } from '../engine/pyfloat.js';
import { duration } from './chat-report.js';
import type { Lang } from './report-text.js';
import { shortTs } from './short-time.js';
import { terminalSafe } from './terminal-text.js';

/** A percent as the chat report says it (63.6, 50.0); a count as a whole number. */
const num = (x: number) => (Number.isInteger(x) ? pyFloatRepr(x) : String(x));
const count = (x: number) => String(Math.round(x));

/** What was measured, without where: "ta 开启了 11 次对话中的 7 次（63.6%）". */
export function measureText(m: ChatMeasure, lang: Lang): string {
  const zh = lang === 'zh';
  switch (m.measure) {
    case 'initiative.high':
    case 'initiative.some':
    case 'initiative.none':
      return m.count !== undefined && m.of !== undefined
        ? zh
          ? `${m.of} 次对话里 ta 开启了 ${m.count} 次（${num(m.value)}%）`
          : `they opened ${m.count} of ${m.of} conversations (${num(m.value)}%)`
        : zh
          ? `ta 开启了 ${num(m.value)}% 的对话`
          : `they opened ${num(m.value)}% of the conversations`;
    case 'late.often':
    case 'late.some':
      return zh ? `ta 在深夜（22 点到 3 点）开启了 ${count(m.value)} 次对话` : `they opened ${count(m.value)} conversations late at night (22:00 to 03:00)`;
    case 'followup.often':
      return zh ? `你说话后一小时内 ta 追问了 ${count(m.value)} 次` : `they asked ${count(m.value)} follow-up questions within an hour of yours`;
    case 'reply.slow':
      return zh ? `ta 平均 ${duration(m.value, lang)} 才回复` : `their replies took ${duration(m.value, lang)} on average`;
    default:
      return `${m.measure} ${num(m.value)}`;
  }
}

/** The chat it was measured in: "聊天记录 wechat.txt（2026-03-02 至 2026-03-10）". */
export function chatSourceText(e: Pick<ChatEvidence, 'files' | 'from' | 'to'>, lang: Lang): string {
  const files = terminalSafe(e.files.join(', ')) || (lang === 'zh' ? '导入的聊天' : 'the imported chat');
  const span = e.from === null || e.to === null ? '' : e.from === e.to ? e.from : lang === 'zh' ? `${e.from} 至 ${e.to}` : `${e.from} to ${e.to}`;
  if (lang === 'zh') return `聊天记录 ${files}${span === '' ? '' : `（${span}）`}`;
  return `chat ${files}${span === '' ? '' : ` (${span})`}`;
}

/** The whole line: "依据：聊天记录 wechat.txt（…）：11 次对话里 ta 开启了 7 次（63.6%）". */
export function chatEvidenceLine(e: ChatEvidence, lang: Lang, withReport = false): string {
  const report = withReport ? (lang === 'zh' ? ` · 报告 ${terminalSafe(e.report)}` : ` · report ${terminalSafe(e.report)}`) : '';
  return lang === 'zh' ? `依据：${chatSourceText(e, lang)}：${measureText(e, lang)}${report}` : `From: ${chatSourceText(e, lang)}: ${measureText(e, lang)}${report}`;
}

/** What logged interactions showed, without where: "ta 开启了 5 次对话（每周 3.5 次）". */
function logMeasureText(e: InteractionEvidence, lang: Lang): string {
  const zh = lang === 'zh';
  const n = count(e.value);
  switch (e.measure) {
    case 'log.initiates':
      return zh ? `ta 开启了 ${e.count} 次对话（每周 ${num(e.value)} 次）` : `they started ${e.count} conversations (${num(e.value)} a week)`;
    case 'log.rarely_starts':
      return zh ? `记下发起人的 ${e.of ?? e.count} 次对话里 ta 开启了 ${e.count} 次（${num(e.value)}%）` : `they started ${e.count} of the ${e.of ?? e.count} conversations whose starter was logged (${num(e.value)}%)`;
    case 'log.late':
      return zh ? `ta 在深夜（22 点到 3 点）开启了 ${n} 次对话` : `they started ${n} conversations late at night (22:00 to 03:00)`;
    case 'log.slow_replies':
      return zh ? `ta 的 ${e.count} 次回复平均隔了 ${duration(e.value * 60, lang)}` : `their ${e.count} replies took ${duration(e.value * 60, lang)} on average`;
    case 'log.meeting':
      return zh ? `ta 发起了 ${n} 次见面` : e.value === 1 ? 'they initiated a meeting' : `they initiated ${n} meetings`;
  }
}

/** "依据：互动记录（12-01 21:30 至 12-03 23:10）：ta 开启了 5 次对话（每周 3.5 次）". */
function interactionEvidenceLine(e: InteractionEvidence, lang: Lang): string {
  const zh = lang === 'zh';
  const from = shortTs(e.from);
  const to = shortTs(e.to);
  const span = from === to ? from : zh ? `${from} 至 ${to}` : `${from} to ${to}`;
  return zh ? `依据：互动记录（${span}）：${logMeasureText(e, lang)}` : `From: the interaction log (${span}): ${logMeasureText(e, lang)}`;
}

/** One record an evidence cites: "2026-12-01 21:30 💬 ta 的消息 · ta 发起 · 聊到电影". */
export function citedRecordLine(r: CitedRecord, lang: Lang): string {
  const m = messages(lang).timeline;
  const type = Object.hasOwn(m.interactions, r.type) ? (m.interactions[r.type] as string) : terminalSafe(r.type);
  const who = r.initiator !== undefined && Object.hasOwn(m.initiators, r.initiator) ? (m.initiators[r.initiator] as string) : null;
  const reply = r.reply_after === undefined ? null : lang === 'zh' ? `隔了 ${duration(r.reply_after * 60, lang)}才回` : `answered after ${duration(r.reply_after * 60, lang)}`;
  return [`${shortTs(r.ts)} ${type}`, who, reply, r.summary === undefined ? null : terminalSafe(r.summary)].filter((x) => x !== null).join(' · ');
}

/** "依据：照片里的见面：2026-12-01 14:00–16:30，5 张（a.jpg, b.jpg, c.jpg…）". */
function photoEvidenceLine(e: PhotoEvidence, lang: Lang): string {
  const zh = lang === 'zh';
  const one = e.meetups.map((m) => {
    const clock = m.start === '' ? '' : m.end === '' || m.end === m.start ? ` ${m.start}` : ` ${m.start}–${m.end}`;
    const more = m.photo_count > m.photos.length ? '…' : '';
    const files = m.photos.length === 0 ? '' : zh ? `（${terminalSafe(m.photos.join(', '))}${more}）` : ` (${terminalSafe(m.photos.join(', '))}${more})`;
    return zh ? `${m.date}${clock}，${m.photo_count} 张${files}` : `${m.date}${clock}, ${m.photo_count} photos${files}`;
  });
  if (zh) return `依据：照片里的见面：${one.join('；')}`;
  return `From: ${e.meetups.length === 1 ? 'a meetup' : 'meetups'} in the photos: ${one.join('; ')}`;
}

/** Any evidence in a line (a chat's with its report when asked). */
export function evidenceLine(e: SignalEvidence, lang: Lang, withReport = false): string {
  switch (e.kind) {
    case 'chat':
      return chatEvidenceLine(e, lang, withReport);
    case 'interactions':
      return interactionEvidenceLine(e, lang);
    case 'photos':
      return photoEvidenceLine(e, lang);
  }
}

/** Where proposals came from, as a heading says it. */
function proposedHeading(proposed: readonly { evidence: ProposalEvidence }[], lang: Lang): string {
  const chat = proposed.some((p) => p.evidence.kind === 'chat');
  const logged = proposed.some((p) => p.evidence.kind === 'interactions');
  if (lang === 'zh') return chat && logged ? '💡 导入的聊天和记下的互动建议的信号：' : logged ? '📝 记下的互动建议的信号：' : '💬 导入的聊天建议的信号：';
  return chat && logged ? '💡 Signals an imported chat and the logged interactions proposed:' : logged ? '📝 Signals the logged interactions proposed:' : '💬 Signals an imported chat proposed:';
}

/** The proposals a reading met: each ticked (✓) or left out (✗), with its evidence. */
export function proposedLines(proposed: readonly { id: string; evidence: ProposalEvidence; ticked: boolean }[], label: (id: string) => string, lang: Lang): string[] {
  if (proposed.length === 0) return [];
  const zh = lang === 'zh';
  const lines = [proposedHeading(proposed, lang)];
  for (const p of proposed) {
    lines.push(`  ${p.ticked ? '✓' : '✗'} ${label(p.id)}${p.ticked ? '' : zh ? '（这次没有勾）' : ' (left out this time)'}`);
    lines.push(`    ${evidenceLine(p.evidence, lang)}`);
  }
  return lines;
}

/** The photos a reading cited: the meetups, and the offline signals they are recorded for. */
export function photoCitedLines(evidence: Readonly<Record<string, readonly SignalEvidence[]>>, label: (id: string) => string, lang: Lang): string[] {
  const ids = Object.keys(evidence).filter((id) => evidence[id]?.some((e) => e.kind === 'photos'));
  const photo = ids.length === 0 ? undefined : evidence[ids[0] as string]?.find((e) => e.kind === 'photos');
  if (photo === undefined) return [];
  const names = ids.map(label).join(lang === 'zh' ? '、' : ', ');
  return [lang === 'zh' ? `📷 照片记为这些信号的依据：${names}` : `📷 The photos are recorded as evidence of: ${names}`, `    ${evidenceLine(photo, lang)}`];
}

/** After an import: the signals the next analyze will pre-tick, each with what was measured, and how to leave one out. */
export function importProposalLines(proposals: readonly (ChatMeasure & { signal: string })[], label: (id: string) => string, slug: string, lang: Lang, cli: boolean): string[] {
  const zh = lang === 'zh';
  if (proposals.length === 0) return [zh ? '💬 这段聊天没有可以建议勾选的信号。' : '💬 Nothing in this chat to propose as a signal.'];
  const lines = [zh ? '💬 下次信号分析会预先勾上（你可以取消）：' : '💬 The next signal reading will pre-tick these (you can untick them):'];
  for (const p of proposals) lines.push(`  · ${label(p.signal)}${zh ? '：' : ': '}${measureText(p, lang)}`);
  if (cli) {
    const first = proposals[0]?.signal ?? '';
    lines.push(zh ? `  simp analyze ${slug} 会带上它们；不要某一条：--untick ${first}` : `  simp analyze ${slug} includes them; to leave one out: --untick ${first}`);
  }
  return lines;
}
