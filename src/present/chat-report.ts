// The report of an imported chat, filed under memories/chats/: the score and
// what moved it, then each dimension, in the user's language.
import { bandFor } from '../engine/bands.js';
import type { ChatAnalysis, ReplyStats, SignalId } from '../engine/chat/analyze.js';
import { isoOf } from '../engine/chat/message.js';
import { STARTS_RULE } from './starts-words.js';
import { pyFixed, pyFloatRepr } from '../engine/pyfloat.js';
import type { ImportOutcome } from '../flows/chat-import.js';
import { pick, type Lang } from './report-text.js';
import { troubleText } from './chat-trouble.js';

/** Seconds as the reference says them: whole seconds, whole minutes, hours to one decimal. */
export function duration(seconds: number, lang: Lang): string {
  if (seconds < 60) return lang === 'zh' ? `${Math.trunc(seconds)}秒` : `${Math.trunc(seconds)} s`;
  if (seconds < 3600) return lang === 'zh' ? `${Math.trunc(seconds / 60)}分钟` : `${Math.trunc(seconds / 60)} min`;
  return lang === 'zh' ? `${pyFixed(seconds / 3600, 1)}小时` : `${pyFixed(seconds / 3600, 1)} h`;
}

const num = (x: number) => (Number.isInteger(x) ? pyFloatRepr(x) : String(x));

const SIGNALS: Record<SignalId, (v: number, lang: Lang) => { zh: string; en: string }> = {
  'initiative.high': (v) => ({ zh: `🟢 ta 开启了 ${num(v)}% 的对话（强绿灯）`, en: `🟢 They opened ${num(v)}% of the conversations (strong green)` }),
  'initiative.some': (v) => ({ zh: `🟡 ta 开启了 ${num(v)}% 的对话`, en: `🟡 They opened ${num(v)}% of the conversations` }),
  'initiative.none': () => ({ zh: '🔴 ta 几乎不主动开启对话', en: '🔴 They almost never open a conversation' }),
  'reply.fast': (v, l) => ({ zh: `🟢 ta 平均 ${duration(v, l)} 回复你（很快）`, en: `🟢 They answer you in ${duration(v, l)} on average (fast)` }),
  'reply.prompt': (v, l) => ({ zh: `🟢 ta 平均 ${duration(v, l)} 回复你`, en: `🟢 They answer you in ${duration(v, l)} on average` }),
  'reply.slow': (v, l) => ({ zh: `🔴 ta 平均 ${duration(v, l)} 才回复你（较慢）`, en: `🔴 They take ${duration(v, l)} on average to answer (slow)` }),
  'trend.faster': () => ({ zh: '🟢 ta 回复你越来越快', en: '🟢 They answer you faster and faster' }),
  'trend.slower': () => ({ zh: '🔴 ta 回复你越来越慢', en: '🔴 They answer you slower and slower' }),
  'length.longer': () => ({ zh: '🟢 ta 的消息比你的长（更用心）', en: '🟢 Their messages are longer than yours (they put more in)' }),
  'late.often': (v) => ({ zh: `🟢🟢 ta ${v} 次在深夜主动找你`, en: `🟢🟢 They opened ${v} late-night conversations` }),
  'late.some': (v) => ({ zh: `🟢 ta 有过深夜主动找你（${v} 次）`, en: `🟢 They opened a late-night conversation ${v} times` }),
  'followup.often': (v) => ({ zh: `🟢 ta 经常追问你说的话（${v} 次）`, en: `🟢 They often ask about what you said (${v} times)` }),
};

const ADVICE = {
  'band.strong': { zh: '信号非常明显，可以认真准备表白了。', en: 'The signals are clear: time to prepare a confession in earnest.' },
  'band.moderate': { zh: '有明显好感：继续加深连接，多创造一对一的机会。', en: 'Clear interest: deepen the connection and make more one-on-one time.' },
  'band.ambiguous': { zh: '信号还不够明确：可以轻轻试探，先别急着表白。', en: 'Not clear yet: test the water gently, do not rush a confession.' },
  'band.weak': { zh: '还看不到明显的兴趣：先把关系的基础打牢。', en: 'No clear interest yet: build a steadier footing first.' },
  'band.warning': { zh: '有几处不太积极的信号：值得重新想想方向。', en: 'Some signals are not positive: worth rethinking the approach.' },
} as const;

const W = {
  zh: {
    title: (t: string) => `# 💬 聊天记录分析 · ${t}`,
    meta: (from: string, to: string, days: number, at: string) => `> 记录时间：${from} ～ ${to}（${days} 天）｜导入时间：${at}`,
    files: '导入的文件',
    score: '## 📊 信号评分',
    points: (s: number, band: string) => `**${s} / 25 分** — ${band}`,
    keySignals: '**关键信号**：',
    noSignals: '- （没有特别突出的信号）',
    advice: (a: string) => `> 💡 ${a}`,
    basics: '## 📱 基础统计',
    table: ['| 指标 | 数值 |', '|------|------|'],
    total: (n: number) => `| 总消息数 | ${n} 条 |`,
    theirs: (n: number, p: string) => `| ta 发的消息 | ${n} 条（${p}%） |`,
    yours: (n: number) => `| 你发的消息 | ${n} 条 |`,
    perDay: (x: string) => `| 日均消息数 | ${x} 条 |`,
    initiative: `## 🎯 谁先开口（${STARTS_RULE.zh}）`,
    opens: (who: string, n: number, p: string) => `- ${who}开启对话：**${n} 次**（${p}%）`,
    they: 'ta ',
    you: '你',
    reply: '## ⚡ 回复速度',
    replyLine: (who: string, r: ReplyStats, lang: Lang) =>
      r.avgExact === null ? `- ${who}平均回复：数据不足` : `- ${who}平均回复：**${duration(r.avgExact, lang)}**（中位 ${duration(r.medianSeconds as number, lang)}，5 分钟内 ${num(r.fastPercent as number)}%）`,
    weekly: '## 📆 每周：谁先开口、回复速度',
    weekTable: ['| 周（周一） | ta 开启 | 你开启 | ta 回复（中位） | 你回复（中位） |', '|------|------|------|------|------|'],
    weekRow: (monday: string, they: number, you: number, theirs: string, yours: string) => `| ${monday} | ${they} | ${you} | ${theirs} | ${yours} |`,
    noReply: '—',
    olderWeeks: (shown: number, all: number) => `> 只列最近 ${shown} 周（共 ${all} 周）。`,
    trend: { faster: '- 趋势：🟢 越回越快', slower: '- 趋势：🔴 越回越慢', steady: '- 趋势：🟡 变化不大', unknown: '- 趋势：数据不足（需要 ta 至少 10 次回复）' },
    length: '## 📏 消息长度',
    lengths: (t: string, u: string, long: number) => `- ta 平均 **${t} 字**，你平均 **${u} 字**；ta 超过 100 字的消息 ${long} 条`,
    reading: { longer: '- 🟢 ta 的消息比你的更长', shorter: '- 🔴 ta 的消息明显比你短', long: '- 🟢 ta 愿意发长消息', even: '- 🟡 双方差不多' },
    late: '## 🌙 深夜（22:00–02:00）',
    lateLine: (m: number, o: number) => `- ta 深夜发的消息 ${m} 条，深夜主动开启对话 ${o} 次`,
    topics: '## 💬 ta 常说的词',
    followUps: (n: number) => `- ta 追问你的话 ${n} 次（你发言后一小时内、带问号的回复）`,
    words: (w: string, n: number) => `- 「${w}」× ${n}`,
    style: '## 🗣️ ta 的说话方式',
    styles: { short: '短句连发型', long: '长篇输出型', mixed: '混合型' },
    styleLine: (s: string, e: string, q: string) => `- 风格：**${s}**；每条消息平均感叹号 ${e} 个、问号 ${q} 个`,
    particles: '**常用语气词**：',
    emoji: '**常用 Emoji**：',
    others: (list: string) => `> 另有其他人的消息未计入：${list}`,
    oneSided: (t: string) =>
      `> ⚠️ 这份记录里只有你的消息：${t} 一条也没有回。分数只看得到你这一边（ta 主动、回复、消息长度、深夜、追问都记为没有），和 simp-skill 给单方记录的打分一样。`,
    trouble: (file: string, n: number, notes: string) => `> ⚠️ ${file}：${n} 处读不了，已跳过（${notes}）`,
    footer: '*由 simp 从聊天记录生成；分数规则同 simp-skill 的聊天分析（追问只算 ta 在你发言后一小时内带问号的回复）。*',
  },
  en: {
    title: (t: string) => `# 💬 Chat analysis · ${t}`,
    meta: (from: string, to: string, days: number, at: string) => `> Messages from ${from} to ${to} (${days} days) | imported ${at}`,
    files: 'Files imported',
    score: '## 📊 Signal score',
    points: (s: number, band: string) => `**${s} / 25** — ${band}`,
    keySignals: '**Key signals**:',
    noSignals: '- (nothing stands out)',
    advice: (a: string) => `> 💡 ${a}`,
    basics: '## 📱 Counts',
    table: ['| what | count |', '|------|------|'],
    total: (n: number) => `| messages | ${n} |`,
    theirs: (n: number, p: string) => `| theirs | ${n} (${p}%) |`,
    yours: (n: number) => `| yours | ${n} |`,
    perDay: (x: string) => `| a day | ${x} |`,
    initiative: `## 🎯 Who starts (${STARTS_RULE.en})`,
    opens: (who: string, n: number, p: string) => `- ${who} opened **${n}** conversations (${p}%)`,
    they: 'They',
    you: 'You',
    reply: '## ⚡ Reply speed',
    replyLine: (who: string, r: ReplyStats, lang: Lang) =>
      r.avgExact === null ? `- ${who}: not enough replies` : `- ${who}: **${duration(r.avgExact, lang)}** on average (median ${duration(r.medianSeconds as number, lang)}, ${num(r.fastPercent as number)}% within 5 minutes)`,
    weekly: '## 📆 Week by week: who starts, reply time',
    weekTable: ['| week of (Monday) | they opened | you opened | their reply (median) | yours (median) |', '|------|------|------|------|------|'],
    weekRow: (monday: string, they: number, you: number, theirs: string, yours: string) => `| ${monday} | ${they} | ${you} | ${theirs} | ${yours} |`,
    noReply: '—',
    olderWeeks: (shown: number, all: number) => `> The last ${shown} weeks (of ${all}).`,
    trend: { faster: '- Trend: 🟢 faster and faster', slower: '- Trend: 🔴 slower and slower', steady: '- Trend: 🟡 about the same', unknown: '- Trend: not enough data (needs 10 of their replies)' },
    length: '## 📏 Message length',
    lengths: (t: string, u: string, long: number) => `- They write **${t}** characters on average, you **${u}**; ${long} of theirs over 100`,
    reading: { longer: '- 🟢 Theirs are longer than yours', shorter: '- 🔴 Theirs are much shorter than yours', long: '- 🟢 They are happy to write long messages', even: '- 🟡 About the same' },
    late: '## 🌙 Late at night (22:00–02:00)',
    lateLine: (m: number, o: number) => `- ${m} of their messages late at night; they opened ${o} late-night conversations`,
    topics: '## 💬 Their words',
    followUps: (n: number) => `- They asked about what you said ${n} times (a question within an hour of yours)`,
    words: (w: string, n: number) => `- "${w}" × ${n}`,
    style: '## 🗣️ How they write',
    styles: { short: 'many short lines', long: 'long messages', mixed: 'mixed' },
    styleLine: (s: string, e: string, q: string) => `- Style: **${s}**; ${e} exclamation marks and ${q} question marks a message`,
    particles: '**Particles they use**:',
    emoji: '**Emoji they use**:',
    others: (list: string) => `> Messages of others left out: ${list}`,
    oneSided: (t: string) =>
      `> ⚠️ Only your messages are in this export: ${t} did not answer once. The score sees your side alone (their openings, replies, length, late nights and questions all count as none), as simp-skill scores a one-sided chat.`,
    trouble: (file: string, n: number, notes: string) => `> ⚠️ ${file}: ${n} part(s) could not be read and were skipped (${notes})`,
    footer: "*Made by simp from a chat export; scored by the rules of simp-skill's chat analysis (a follow-up is a question of theirs within an hour of yours).*",
  },
};

const day = (wall: number | null) => (wall === null ? '?' : isoOf(wall).slice(0, 10));

/** How many weeks the report's table lists (the newest). */
const WEEKS_SHOWN = 12;

/** The weekly table: who opened the conversations and the median reply of each, the newest weeks. */
function weekLines(a: ChatAnalysis, lang: Lang): string[] {
  if (a.weeks.length === 0) return [];
  const w = W[lang];
  const shown = a.weeks.slice(-WEEKS_SHOWN);
  const reply = (s: number | null) => (s === null ? w.noReply : duration(s, lang));
  return [
    w.weekly,
    '',
    ...(a.weeks.length > shown.length ? [w.olderWeeks(shown.length, a.weeks.length), ''] : []),
    ...w.weekTable,
    ...shown.map((x) => w.weekRow(day(x.monday), x.theyOpened, x.youOpened, reply(x.theirReply), reply(x.yourReply))),
    '',
  ];
}

export function chatReport(o: Omit<ImportOutcome, 'report' | 'changed' | 'interactions'>, lang: Lang, now: Date): string {
  const w = W[lang];
  const a: ChatAnalysis = o.analysis;
  const band = bandFor(a.score);
  const at = `${day(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))} ${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const lines = [
    w.title(o.target),
    '',
    w.meta(day(a.firstDay), day(a.lastDay), a.days, at),
    ...o.files.flatMap((f) => (f.trouble.skipped > 0 || f.trouble.notes.length > 0 ? [w.trouble(f.path.split(/[\\/]/).pop() ?? f.path, f.trouble.skipped, f.trouble.notes.map((n) => troubleText(n, lang)).join('; '))] : [])),
    ...(o.others.length > 0 ? [w.others(o.others.map(([n, c]) => `${n} (${c})`).join(', '))] : []),
    ...(o.oneSided ? [w.oneSided(o.target)] : []),
    '',
    w.score,
    '',
    w.points(a.score, `${band.marker} ${pick(band.label, lang)}`),
    '',
    w.keySignals,
    ...(a.signals.length > 0 ? a.signals.map((s) => `- ${pick(SIGNALS[s.id](s.value, lang), lang)}`) : [w.noSignals]),
    '',
    w.advice(pick(ADVICE[band.id as keyof typeof ADVICE] ?? ADVICE['band.weak'], lang)),
    '',
    w.basics,
    '',
    ...w.table,
    w.total(a.total),
    w.theirs(a.fromTarget, num(a.targetPercent)),
    w.yours(a.fromUser),
    w.perDay(num(a.perDay)),
    '',
    w.initiative,
    '',
    w.opens(w.they, a.initiative.target, num(a.initiative.targetPercent)),
    w.opens(w.you, a.initiative.user, num(a.initiative.userPercent)),
    '',
    w.reply,
    '',
    w.replyLine(w.they, a.reply.target, lang),
    w.replyLine(w.you, a.reply.user, lang),
    w.trend[a.reply.trend],
    '',
    ...weekLines(a, lang),
    w.length,
    '',
    w.lengths(num(a.length.targetAvg), num(a.length.userAvg), a.length.targetLong),
    w.reading[a.length.reading],
    '',
    w.late,
    '',
    w.lateLine(a.lateNight.targetMessages, a.lateNight.targetOpens),
    '',
    w.topics,
    '',
    ...a.topWords.slice(0, 10).map(([word, n]) => w.words(word, n)),
    w.followUps(a.followUps),
    '',
    w.style,
    '',
    w.styleLine(w.styles[a.style], num(a.perMessage.exclaim), num(a.perMessage.question)),
    ...(a.particles.length > 0 ? ['', w.particles, ...a.particles.map(([p, n]) => w.words(p, n))] : []),
    ...(a.emoji.length > 0 ? ['', w.emoji, ...a.emoji.map(([e, n]) => `- ${e} × ${n}`)] : []),
    '',
    '---',
    '',
    w.footer,
    '',
  ];
  return lines.join('\n');
}
