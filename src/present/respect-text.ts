import type { RespectPeriod, RespectReason } from '../engine/respect-period.js';
import { localDate } from '../model/index.js';
import type { RespectOutcome } from '../flows/respect.js';
import { closing, textFor, type Lang, type Medium } from './report-text.js';

const REASONS: Record<Lang, Record<RespectReason, string>> = {
  zh: { outcome_no: 'ta 对你的表白说了不', crisis_c1: '你记下了一次明确的拒绝（C-1）', let_go: '放手评估的结论是放下' },
  en: { outcome_no: 'they said no to your confession', crisis_c1: 'you recorded a clear no (C-1)', let_go: 'your quit review concluded: let go' },
};

const TEXT = {
  zh: {
    head: (left: number, until: string) => `🕊️ 尊重期：还有 ${left} 天（到 ${until}）`,
    why: (since: string, reason: string) => `为什么：${since}，${reason}。这段时间的建议只关于照顾自己和少联系，不关于追求。`,
    contact: '如果 ta 先来找你：简短、友好地回应，不提感情，不借机表白或试探；自己不主动开启。',
    end: (slug: string) => `想提前结束：simp respect ${slug} --end`,
    endOnScreen: '想提前结束：m → 🕊️ 尊重期',
    none: '现在没有尊重期。表白被拒、记下一次明确的拒绝（C-1）或放手评估的结论是放下之后，会开始 4 周的尊重期。',
    noneToEnd: '现在没有尊重期，所以没有要结束的，什么都没有写入。',
    ended: (since: string) => `已提前结束 ${since} 开始的尊重期。之后的建议回到平常的节奏；如果还难受，随时可以停下来照顾自己。`,
  },
  en: {
    head: (left: number, until: string) => `🕊️ A period of respect: ${left} day${left === 1 ? '' : 's'} left (until ${until})`,
    why: (since: string, reason: string) => `Why: on ${since}, ${reason}. Until then the advice is about looking after yourself and keeping contact low, not about pursuing.`,
    contact: 'If they reach out first: answer briefly and kindly, leave feelings out, and do not use it to confess or test; do not start conversations yourself.',
    end: (slug: string) => `To end it early: simp respect ${slug} --end`,
    endOnScreen: 'To end it early: m → 🕊️ Period of respect',
    none: 'No period of respect holds now. One of 4 weeks begins after a confession answered no, a clear no recorded (C-1), or a quit review that concluded to let go.',
    noneToEnd: 'No period of respect holds now, so there is nothing to end; nothing was written.',
    ended: (since: string) => `The period of respect begun ${since} is ended. The advice goes back to its usual pace; if it still hurts, you can always pause and look after yourself.`,
  },
} as const;

/**
 * The period of respect after a clear no, said where the coach speaks (daily,
 * progress, message): how long it holds, why, how to answer if they write, and
 * how to end it. Empty when none holds.
 */
export function respectLines(p: RespectPeriod | null | undefined, slug: string, lang: Lang, o: { contact?: boolean; medium?: Medium; end?: boolean } = {}): string[] {
  if (p === null || p === undefined) return [];
  const t = TEXT[lang];
  const end = o.end === false ? [] : [`  ${o.medium === 'screen' ? t.endOnScreen : t.end(slug)}`];
  return [t.head(p.daysLeft, localDate(new Date(p.endMs))), `  ${t.why(p.since.slice(0, 10), REASONS[lang][p.reason])}`, ...(o.contact === true ? [`  ${t.contact}`] : []), ...end];
}

/** `simp respect`: where the period stands, or that it was ended. */
export function respectText(r: RespectOutcome, slug: string, lang: Lang, askedToEnd = false, medium: Medium = 'cli'): string[] {
  const t = TEXT[lang];
  if (r.ended && r.period !== null) return [t.ended(r.period.since.slice(0, 10)), ...closing(textFor(lang), r.write, [], medium)];
  if (r.period === null) return [askedToEnd ? t.noneToEnd : t.none];
  return respectLines(r.period, slug, lang, { contact: true, medium });
}

/** The TUI's own step: what Enter does there (end it), in place of the command to type. */
export const respectPreview: Record<Lang, (since: string) => string> = {
  zh: (since) => `结束 ${since} 开始的尊重期（一条 respect_ended 记录）`,
  en: (since) => `End the period of respect begun ${since} (one respect_ended record)`,
};
export const respectEndKey: Record<Lang, string> = { zh: 'Enter 提前结束尊重期（写一条 respect_ended 记录）', en: 'Enter ends the period early (one respect_ended record)' };
