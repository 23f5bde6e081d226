import type { Story } from '../flows/export.js';
import type { Lang } from '../i18n/index.js';

/** The words of an export, in each language. */
export const TEXT = {
  zh: {
    title: (name: string, slug: string) => `${name} (${slug}) · simp 档案导出`,
    exported: (at: string) => `导出时间：${at}`,
    redacted: '名字和地点已隐去。',
    profile: '档案',
    field: '字段',
    value: '值',
    narrative: '档案叙述',
    stages: '阶段变化',
    noStages: '还没有阶段变化。',
    scores: '评分记录',
    noScores: '还没有评分。',
    when: '时间',
    score: '评分',
    stage: '阶段',
    chart: '走势',
    events: (n: number) => `全部事件（${n} 条）`,
    interactions: (n: number) => `互动（${n} 条）`,
    topics: (n: number) => `话题记忆（${n} 条）`,
    keywords: (k: string) => `触发词：${k}`,
    topicsUnreadable: (why: string) => `⚠️ knowledge.json 读不了，这份导出里没有话题记忆（${why}）；\`simp rebuild <slug> --write\` 可以从 events.jsonl 重建它`,
    redaction: { name: '〔名字〕', place: '〔地点〕' },
  },
  en: {
    title: (name: string, slug: string) => `${name} (${slug}) · exported from simp`,
    exported: (at: string) => `Exported ${at}`,
    redacted: 'Names and places are left out.',
    profile: 'Profile',
    field: 'Field',
    value: 'Value',
    narrative: 'Narrative',
    stages: 'Stage changes',
    noStages: 'No stage change yet.',
    scores: 'Score history',
    noScores: 'No score yet.',
    when: 'When',
    score: 'Score',
    stage: 'Stage',
    chart: 'Trend',
    events: (n: number) => `Every event (${n})`,
    interactions: (n: number) => `Interactions (${n})`,
    topics: (n: number) => `Topic memories (${n})`,
    keywords: (k: string) => `keywords: ${k}`,
    topicsUnreadable: (why: string) => `⚠️ knowledge.json could not be read, so this export holds no topic memories (${why}); \`simp rebuild <slug> --write\` rebuilds it from events.jsonl`,
    redaction: { name: '[name]', place: '[place]' },
  },
};

/** What an export says when knowledge.json could not be read (null when it was): in the document, and on stderr. */
export function topicsNotice(story: Pick<Story, 'topics_unreadable'>, lang: Lang): string | null {
  return story.topics_unreadable === undefined ? null : TEXT[lang].topicsUnreadable(story.topics_unreadable);
}

/** What a redacted export says instead of a name or a place, in the reader's language. */
export function redactionWords(lang: Lang): { name: string; place: string } {
  return TEXT[lang].redaction;
}

const BARS = '▁▂▃▄▅▆▇█';
/** A score -15..25 as one bar. */
export const scoreBar = (s: number): string => BARS[Math.max(0, Math.min(7, Math.round(((s + 15) / 40) * 7)))] as string;

/** Scores -15..25 as one bar each. */
export function scoreBars(scores: readonly number[]): string {
  return scores.map(scoreBar).join('');
}

