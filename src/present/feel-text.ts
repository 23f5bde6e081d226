import { moodIsLow, moodSparkline, type MoodTrend } from '../engine/mood.js';
import type { FeelResult } from '../flows/feel.js';
import type { Lang } from './report-text.js';
import { terminalSafe } from './terminal-text.js';

const FACES = ['😞', '🙁', '😐', '🙂', '😄'] as const;

/** A mood 1..5 as a face and its number. */
export const moodFace = (mood: number): string => `${FACES[Math.min(5, Math.max(1, mood)) - 1]} ${mood}/5`;

const WORDS = {
  zh: {
    saved: (face: string, slug: string) => `🌡️ 记下了你的心情：${face} · ${slug}`,
    note: (note: string) => `你写下的：「${note}」`,
    trend: (spark: string, n: number, average: number, count: number, direction: string) => `最近 ${n} 次：${spark}  平均 ${average}（共 ${count} 次）· ${direction}`,
    direction: { up: '在变好', down: '在往下走', flat: '差不多' },
    low: '最近几次心情都偏低。照顾好你自己，比任何进展都重要。',
    yours: '🌡️ 你记下的心情',
  },
  en: {
    saved: (face: string, slug: string) => `🌡️ Your mood is recorded: ${face} · ${slug}`,
    note: (note: string) => `What you wrote: "${note}"`,
    trend: (spark: string, n: number, average: number, count: number, direction: string) => `Last ${n}: ${spark}  average ${average} (of ${count}) · ${direction}`,
    direction: { up: 'getting better', down: 'going down', flat: 'about the same' },
    low: 'Your last few moods were low. Looking after yourself matters more than any progress.',
    yours: '🌡️ The moods you recorded',
  },
} as const;

/** The trend in one line: the last moods as a sparkline, the average, the direction. */
export function moodTrendLine(t: MoodTrend, lang: Lang): string {
  const w = WORDS[lang];
  return w.trend(moodSparkline(t.last), t.last.length, t.average, t.count, w.direction[t.direction]);
}

/** Beside the score in `simp progress`: the trend of the moods the user recorded. */
export const moodProgressLine = (t: MoodTrend, lang: Lang): string => `${WORDS[lang].yours}${lang === 'zh' ? '：' : ': '}${moodTrendLine(t, lang)}`;

/** `simp feel`: the mood recorded, then the trend. */
export function feelText(r: FeelResult, slug: string, lang: Lang): string[] {
  const w = WORDS[lang];
  return [
    w.saved(moodFace(r.mood), slug),
    ...(r.note ? [`  ${w.note(terminalSafe(r.note))}`] : []),
    `  ${moodTrendLine(r.trend, lang)}`,
    ...(moodIsLow(r.trend) ? [`  ${w.low}`] : []),
  ];
}
