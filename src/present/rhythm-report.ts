// The interaction-rhythm report. In zh it is the time tracker's `analyze`
// report byte for byte; en says the same in English. After it, when the
// frequency part is shown, simp's own section: who starts per conversation (the
// one definition, as progress, the import and the charts count it), beside the
// reference's per-record 主动比例, which it names as such. Kept after the
// reference's report, so that report stays a byte-exact prefix.
import { pyFixed, pyFloatRepr } from '../engine/pyfloat.js';
import { REPLY_BUCKETS, type ReplyBucket } from '../engine/rhythm.js';
import type { Rhythm, RhythmPart } from '../flows/rhythm-compute.js';
import { stageName } from './enum-names.js';
import { STARTS_RULE } from './starts-words.js';
import type { Lang } from '../i18n/index.js';

const pad2 = (n: number): string => String(n).padStart(2, '0');
/** Python's `{text:>8s}`: right-aligned by characters. */
const right = (text: string, width: number): string => ' '.repeat(Math.max(0, width - [...text].length)) + text;
const bar = (pct: number, width = 20): string => {
  const filled = Math.trunc((pct / 100) * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
};

const WORDS = {
  zh: {
    freq: '📊 互动频率分析',
    total: (n: number) => `  总互动次数: ${n}`,
    active: (a: number, d: number) => `  活跃天数: ${a}/${d}`,
    streak: (c: number, m: number) => `  连续互动: 当前 ${c} 天 | 最长 ${m} 天`,
    ratio: (r: string) => `  主动比例: ${r}%`,
    byHour: '  时段分布:',
    ms: '🎯 追求进度追踪',
    msNone: '  暂无阶段数据',
    msTotal: (n: number) => `  总天数: ${n} 天`,
    stage: (icon: string, name: string, days: number, base: string) => `  ${icon} ${name}: ${days} 天 ${base}`,
    baseline: (lo: number, hi: number) => `(基线 ${lo}-${hi} 天)`,
    ongoing: '进行中',
    reply: '⏱️  回复时间分析',
    replyNone: '  暂无回复数据',
    avg: (v: string) => `  平均回复: ${v} 分钟`,
    median: (v: string) => `  中位回复: ${v} 分钟`,
    dist: '  分布:',
    buckets: { lte_5min: '≤5分钟', min_5_to_15: '5-15分钟', min_15_to_60: '15-60分钟', hr_1_to_4: '1-4小时', gt_4h: '>4小时' },
    golden: '🌟 黄金时段建议',
    goldenNone: '  暂无数据',
    peak: (h: number) => `  最活跃时段: ${h}:00`,
    windows: '  最佳发送窗口:',
    window: (h: number, c: number, p: string) => `    ${pad2(h)}:00  (${c} 次, ${p}%)`,
    weekday: (h: number) => `  工作日高峰: ${h}:00`,
    weekend: (h: number) => `  周末高峰: ${h}:00`,
    starts: '🤝 谁先开口（按对话）',
    span: (days: number) => (days ? `近 ${days} 天` : '所有记录'),
    startsLine: (win: string, n: number, p: number, them: number) => `  按对话: ${win}的 ${n} 次对话里 ${p}% 由你开启（ta 开启 ${them} 次）`,
    startsNone: (win: string) => `  按对话: ${win}里还没有能看出谁先开口的聊天`,
    startsNote: `  （${STARTS_RULE.zh}，progress、导入和图表同样这样算；上面的「主动比例」按互动条数算，与原版工具一致，不代表谁先开口）`,
  },
  en: {
    freq: '📊 How often you talk',
    total: (n: number) => `  Interactions: ${n}`,
    active: (a: number, d: number) => `  Days with one: ${a}/${d}`,
    streak: (c: number, m: number) => `  Days in a row: now ${c} | longest ${m}`,
    ratio: (r: string) => `  You started (per interaction): ${r}%`,
    byHour: '  By hour:',
    ms: '🎯 Time in each stage',
    msNone: '  No stage data yet',
    msTotal: (n: number) => `  Days so far: ${n}`,
    stage: (icon: string, name: string, days: number, base: string) => `  ${icon} ${name}: ${days} days ${base}`,
    baseline: (lo: number, hi: number) => `(usually ${lo}-${hi} days)`,
    ongoing: 'now',
    reply: '⏱️  How fast they reply',
    replyNone: '  No reply times yet',
    avg: (v: string) => `  Average: ${v} min`,
    median: (v: string) => `  Median: ${v} min`,
    dist: '  Spread:',
    buckets: { lte_5min: '≤5 min', min_5_to_15: '5-15 min', min_15_to_60: '15-60 min', hr_1_to_4: '1-4 h', gt_4h: '>4 h' },
    golden: '🌟 Golden hours',
    goldenNone: '  No data yet',
    peak: (h: number) => `  Most active: ${h}:00`,
    windows: '  Best windows to send:',
    window: (h: number, c: number, p: string) => `    ${pad2(h)}:00  (${c}×, ${p}%)`,
    weekday: (h: number) => `  Weekday peak: ${h}:00`,
    weekend: (h: number) => `  Weekend peak: ${h}:00`,
    starts: '🤝 Who starts (per conversation)',
    span: (days: number) => (days ? `in the last ${days} days` : 'in all the records'),
    startsLine: (win: string, n: number, p: number, them: number) => `  Per conversation: you opened ${p}% of ${n} conversations ${win} (they opened ${them})`,
    startsNone: (win: string) => `  Per conversation: no chat ${win} says who wrote first`,
    startsNote: `  (${STARTS_RULE.en}, as progress, the import and the charts count it; "You started" above counts interactions, as the original tool does, not who starts)`,
  },
} as const;

const PACE_ICON = { fast: '⚡', normal: '✅', slow: '🐌' } as const;

function frequencyLines(r: Rhythm, lang: Lang): string[] {
  const w = WORDS[lang];
  const f = r.frequency;
  const lines = [w.freq, w.total(f.total), w.active(f.activeDays, f.totalDays), w.streak(f.currentStreak, f.maxStreak), w.ratio(pyFloatRepr(f.userRatio)), '', w.byHour];
  const max = f.byHour.length > 0 ? Math.max(...f.byHour.map(([, c]) => c)) : 1;
  for (const [hour, count] of f.byHour) {
    if (Number.isInteger(hour) && hour >= 0 && hour < 24 && count > 0) lines.push(`    ${pad2(hour)}:00  ${'█'.repeat(Math.trunc((count / max) * 15))} (${count})`);
  }
  return lines;
}

function milestoneLines(r: Rhythm, lang: Lang): string[] {
  const w = WORDS[lang];
  const ms = r.milestones;
  if (ms.stages.length === 0) return [w.ms, w.msNone];
  const lines: string[] = [w.ms, w.msTotal(ms.totalDays), ''];
  for (const s of ms.stages) {
    const base = s.baseline[0] > 0 ? w.baseline(s.baseline[0], s.baseline[1]) : '';
    lines.push(w.stage(PACE_ICON[s.status], lang === 'zh' ? s.name : stageName(s.name, lang), s.days, base));
    lines.push(`     ${s.start} → ${s.end ?? w.ongoing}`);
  }
  return lines;
}

function replyLines(r: Rhythm, lang: Lang): string[] {
  const w = WORDS[lang];
  const rt = r.reply;
  if (rt.totalReplies === 0) return [w.reply, w.replyNone];
  const lines = [w.reply, w.avg(pyFixed(rt.averageMin as number, 0)), w.median(pyFixed(rt.medianMin as number, 0)), '', w.dist];
  for (const [key] of REPLY_BUCKETS) {
    const pct = rt.distribution[key as ReplyBucket] ?? 0;
    lines.push(`    ${right(w.buckets[key], 8)}  ${bar(pct)} ${pyFixed(pct, 0)}%`);
  }
  return lines;
}

function goldenLines(r: Rhythm, lang: Lang): string[] {
  const w = WORDS[lang];
  const g = r.golden;
  if (g.peakHour === null) return [w.golden, w.goldenNone];
  const lines = [w.golden, w.peak(g.peakHour), '', w.windows, ...g.topWindows.map((x) => w.window(x.hour, x.count, pyFixed(x.pct, 0)))];
  if (g.weekdayPeak !== null) lines.push(w.weekday(g.weekdayPeak));
  if (g.weekendPeak !== null) lines.push(w.weekend(g.weekendPeak));
  return lines;
}

const SECTIONS: Record<RhythmPart, (r: Rhythm, lang: Lang) => string[]> = {
  frequency: frequencyLines,
  milestones: milestoneLines,
  reply: replyLines,
  golden: goldenLines,
};

/** The reference's report of the parts asked for (all four when none), sections apart by a blank line, no final newline. */
export function rhythmText(r: Rhythm, parts: readonly RhythmPart[], lang: Lang): string {
  const chosen = (Object.keys(SECTIONS) as RhythmPart[]).filter((p) => parts.length === 0 || parts.includes(p));
  return chosen.map((p) => SECTIONS[p](r, lang).join('\n')).join('\n\n');
}

/** Who starts per conversation, over the report's window, and what the reference's 主动比例 counts instead. */
export function startsText(r: Rhythm, lang: Lang): string {
  const w = WORDS[lang];
  const s = r.starts;
  const win = w.span(r.days);
  const line = s.percent === null ? w.startsNone(win) : w.startsLine(win, s.conversations, s.percent, s.them);
  return [w.starts, line, w.startsNote].join('\n');
}

/** What `simp rhythm` prints: the reference's report, then, when it shows the frequency, who starts per conversation (no final newline). */
export function rhythmReport(r: Rhythm, parts: readonly RhythmPart[], lang: Lang): string {
  const text = rhythmText(r, parts, lang);
  return parts.length === 0 || parts.includes('frequency') ? `${text}\n\n${startsText(r, lang)}` : text;
}
