import type { UpcomingItem } from '../engine/upcoming.js';
import type { UpcomingReport } from '../flows/upcoming.js';
import { errorText } from './field-errors.js';
import { terminalSafe } from './terminal-text.js';
import type { Lang } from './report-text.js';

const ICONS: Record<UpcomingItem['kind'], string> = { birthday: '🎂', anniversary: '💝', contact: '💬', analysis: '🔍', crisis: '🆘', respect_end: '🕊️' };

const TEXT = {
  zh: {
    title: (days: number) => `📅 接下来 ${days} 天`,
    none: (days: number) => `接下来 ${days} 天没有要记着的事。`,
    when: (d: number) => (d === 0 ? '今天' : d === 1 ? '明天' : `${d} 天后`),
    birthday: (text: string) => `生日：${text}`,
    anniversary: (text: string) => `纪念日：${text}`,
    contact: (quiet: string, overdue: number) => (overdue > 0 ? `已经 ${quiet} 天没有互动，比这个阶段的节奏晚了 ${overdue} 天` : `${quiet} 天没有互动，按这个阶段的节奏该联系了`),
    analysis: (age: string, overdue: number) => (overdue > 0 ? `上次信号分析是 ${age} 天前，已经过期 ${overdue} 天` : '距上次信号分析就满 14 天了'),
    crisis: (code: string, day: number) => `${code} 之后的第 ${day} 天：按处理方案回头看一看`,
    respect: (since: string) => `${since} 开始的尊重期到这天结束`,
    skipped: (slug: string, why: string) => `读不了 ${slug}，没有算进来：${why}`,
    more: (n: number) => ` · 共 ${n} 件，全部：simp upcoming`,
  },
  en: {
    title: (days: number) => `📅 The next ${days} days`,
    none: (days: number) => `Nothing to keep in mind in the next ${days} days.`,
    when: (d: number) => (d === 0 ? 'today' : d === 1 ? 'tomorrow' : `in ${d} days`),
    birthday: (text: string) => `birthday: ${text}`,
    anniversary: (text: string) => `anniversary: ${text}`,
    contact: (quiet: string, overdue: number) => (overdue > 0 ? `no contact for ${quiet} days, ${overdue} day${overdue === 1 ? '' : 's'} past the stage's pace` : `${quiet} days without contact: the stage's pace says it is time`),
    analysis: (age: string, overdue: number) => (overdue > 0 ? `the last signal reading was ${age} days ago, ${overdue} day${overdue === 1 ? '' : 's'} overdue` : 'the last signal reading turns 14 days old'),
    crisis: (code: string, day: number) => `day ${day} after ${code}: look back as its playbook says`,
    respect: (since: string) => `the period of respect begun ${since} ends`,
    skipped: (slug: string, why: string) => `Could not read ${slug}; left out: ${why}`,
    more: (n: number) => ` · ${n} in all, every one: simp upcoming`,
  },
} as const;

/** The command that meets an item, as it can be typed. */
export function upcomingCommand(i: UpcomingItem): string {
  switch (i.kind) {
    case 'birthday':
    case 'anniversary':
      return `simp message ${i.slug} holiday`;
    case 'contact':
      return `simp daily ${i.slug}`;
    case 'analysis':
      return `simp analyze ${i.slug} --signals …`;
    case 'crisis':
      return `simp crisis ${i.slug} --playbook ${i.detail}`;
    case 'respect_end':
      return `simp respect ${i.slug}`;
  }
}

/** Why an item is listed, in words. */
export function upcomingWhy(i: UpcomingItem, lang: Lang): string {
  const t = TEXT[lang];
  switch (i.kind) {
    case 'birthday':
      return t.birthday(terminalSafe(i.detail));
    case 'anniversary':
      return t.anniversary(terminalSafe(i.detail));
    case 'contact':
      return t.contact(i.detail, i.overdue);
    case 'analysis':
      return t.analysis(i.detail, i.overdue);
    case 'crisis':
      return t.crisis(i.detail, i.dayAfter ?? 0);
    case 'respect_end':
      return t.respect(i.detail);
  }
}

/** One item: its date, when that is, whose, and why. */
function itemLine(i: UpcomingItem, lang: Lang): string {
  const when = TEXT[lang].when(i.daysLeft);
  return `  ${i.date.slice(5)}${lang === 'en' ? ` (${when})` : `（${when}）`}  ${ICONS[i.kind]} ${terminalSafe(i.nickname)} (${i.slug})  ${upcomingWhy(i, lang)}`;
}

/** `simp upcoming`: one line per item, soonest first, each with why and what to run. */
export function upcomingText(r: UpcomingReport, lang: Lang): string[] {
  const t = TEXT[lang];
  const out = [t.title(r.days)];
  if (r.items.length === 0) out.push(`  ${t.none(r.days)}`);
  for (const i of r.items) out.push(itemLine(i, lang), `      → ${upcomingCommand(i)}`);
  for (const s of r.skipped) out.push(`  ${t.skipped(s.slug, errorText(s.error, lang))}`);
  return out;
}

/**
 * The band on the TUI's list: the first `max` items of `simp upcoming` under its
 * title (with how many there are when not all fit); nothing when nothing is coming.
 */
export function upcomingBandLines(items: readonly UpcomingItem[], days: number, lang: Lang, max: number): string[] {
  if (items.length === 0 || max < 1) return [];
  const t = TEXT[lang];
  return [`${t.title(days)}${items.length > max ? t.more(items.length) : ''}`, ...items.slice(0, max).map((i) => itemLine(i, lang))];
}
