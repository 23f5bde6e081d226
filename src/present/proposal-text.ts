// A signal's evidence from an imported chat, said in a line: what was measured,
// in which chat, over which days. The import, analyze (CLI and TUI) and why say it
// the same way.
import type { ChatEvidence, ChatMeasure } from '../engine/chat/proposals.js';
import { pyFloatRepr } from '../engine/pyfloat.js';
import { duration } from './chat-report.js';
import type { Lang } from './report-text.js';
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

/** The proposals a reading met: each ticked (✓) or left out (✗), with its evidence. */
export function proposedLines(proposed: readonly { id: string; evidence: ChatEvidence; ticked: boolean }[], label: (id: string) => string, lang: Lang): string[] {
  if (proposed.length === 0) return [];
  const zh = lang === 'zh';
  const lines = [zh ? '💬 导入的聊天建议的信号：' : '💬 Signals an imported chat proposed:'];
  for (const p of proposed) {
    lines.push(`  ${p.ticked ? '✓' : '✗'} ${label(p.id)}${p.ticked ? '' : zh ? '（这次没有勾）' : ' (left out this time)'}`);
    lines.push(`    ${chatEvidenceLine(p.evidence, lang)}`);
  }
  return lines;
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
