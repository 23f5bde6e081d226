/**
 * The quit review's depth in the user's language: the opening (why now, the six
 * scenes, the low-moment rule), the moods beside the cost questions, each
 * conclusion's concrete part, and the after-care questions.
 */
import { AFTER_CARE } from '../engine/catalog-quit-depth.js';
import { moodSparkline, type MoodTrend } from '../engine/mood.js';
import type { LowMoment, LowReason } from '../engine/quit-depth.js';
import type { QuitOpening, QuitReport } from '../flows/quit.js';
import type { Lang, Medium } from './report-text.js';

interface DepthText {
  openingTitle: string;
  whyNow: string;
  scenesHow: string;
  low: (reasons: string, comeBack: string, hours: number) => string;
  lowReason: Record<LowReason, string>;
  lowVerdict: (comeBack: string) => string;
  passingLow: (comeBack: string) => string;
  moods: (last: string, spark: string, average: number, count: number) => string;
  sceneLine: (label: string, look: string) => string;
  lighter: string;
  observe: (months: number, until: string) => string;
  observeDefault: string;
  pause: (weeks: number, until: string) => string;
  pauseDefault: string;
  letGo: (weeks: number, until: string) => string;
  watch: string;
  daily: string;
  then: (text: string) => string;
  progressHint: (slug: string) => string;
  againHint: (slug: string) => string;
  afterTitle: string;
  afterAgain: (slug: string) => string;
  keepGoing: (slug: string) => string[];
  sceneStep: string;
  sceneSkip: string;
}

const zh: DepthText = {
  openingTitle: '🍃 开始回答之前：为什么是现在？',
  whyNow: '你来做这个判断，大概是有那么一刻，觉得这件事也许不值得再继续了。是什么让你有了这个念头？',
  scenesHow: '下面哪一种最像你现在的处境？（在答案文件里写 "scene": "…"，不写也可以）',
  low: (reasons, comeBack, hours) => `你最近的记录里有一个低谷：${reasons}。现在照样可以回答；如果可以，等 ${hours} 小时（${comeBack} 之后）再回来看一次，会更清醒。`,
  lowReason: { crisis: '72 小时内处理过一次危机', outcome_no: '72 小时内表白被拒', mood_low: '最近记录的心情偏低' },
  passingLow: (comeBack) => `你说这只是一阵低落：那就先不急着判断，情绪最低点得出的结论不一定最清醒；${comeBack} 之后再做一次，看看是否还一样。`,
  lowVerdict: (comeBack) => `这个结论是在低谷里得出的，先别急着照它行动；${comeBack} 之后再做一次，看看是否还一样。`,
  moods: (last, spark, average, count) => `你记录过的心情（1 最低，5 最好）：最近 ${last}（${spark}），共 ${count} 次，平均 ${average}。回答代价题时可以对照一下。`,
  sceneLine: (label, look) => `触发原因：${label}（这次${look}）`,
  lighter: '接下来：',
  observe: (months, until) => `观察期：${months} 个月，到 ${until}。`,
  observeDefault: '（skill 里没有给出月数，这里默认 2 个月：ta 疏远满 2 个月、或 2 个月没有绿灯，正是放弃信号开始算的时候。）',
  pause: (weeks, until) => `先停 ${weeks} 周：到 ${until} 之前不主动、不分析。`,
  pauseDefault: '（skill 里没有给出周数，这里默认 2 周。）',
  letGo: (weeks, until) => `接下来 ${weeks} 周是尊重期，到 ${until}：`,
  watch: '这段时间留意：',
  daily: '每天意味着：',
  then: (text) => `到那时：${text}。`,
  progressHint: (slug) => `想看看具体可以往哪里推进：simp progress ${slug}`,
  againHint: (slug) => `到期后再回看一次：simp quit ${slug}`,
  afterTitle: '放下之后，常被问到的三个问题',
  afterAgain: (slug) => `以后想再看这几段：simp quit ${slug} --after`,
  keepGoing: (slug) => [`要继续的话，看看现在的节奏：simp progress ${slug}`, `看看今天可以做什么：simp daily ${slug}`],
  sceneStep: '为什么是现在？',
  sceneSkip: '先不说',
};

const en: DepthText = {
  openingTitle: '🍃 Before you answer: why now?',
  whyNow: 'You are probably here because at some moment this felt like it might not be worth going on. What brought that thought?',
  scenesHow: 'Which of these is closest to where you are? (write "scene": "…" in the answers file, or leave it out)',
  low: (reasons, comeBack, hours) => `Your recent records show a low point: ${reasons}. You can still answer now; if you can, coming back in ${hours} hours (after ${comeBack}) will give a clearer view.`,
  lowReason: { crisis: 'a crisis handled in the last 72 hours', outcome_no: 'a confession answered no in the last 72 hours', mood_low: 'the moods you recorded lately are low' },
  passingLow: (comeBack) => `You said this is a low patch: then no need to judge yet, since a conclusion reached at the lowest point is not always the clearest. Run it again after ${comeBack} and see whether it still holds.`,
  lowVerdict: (comeBack) => `This conclusion was reached at a low point; no need to act on it yet. Run it again after ${comeBack} and see whether it still holds.`,
  moods: (last, spark, average, count) => `The moods you recorded (1 lowest, 5 best): lately ${last} (${spark}), ${count} in all, average ${average}. Set them beside your answers to the cost questions.`,
  sceneLine: (label, look) => `What brought you here: ${label} (so this time, ${look})`,
  lighter: 'From here:',
  observe: (months, until) => `An observation period of ${months} months, until ${until}.`,
  observeDefault: '(The skill gives no number of months; the default here is 2: two months of pulling away, or without a green signal, is where the quit signals begin.)',
  pause: (weeks, until) => `A pause of ${weeks} weeks: until ${until}, no reaching out and no analysing.`,
  pauseDefault: '(The skill gives no number of weeks; the default here is 2.)',
  letGo: (weeks, until) => `The next ${weeks} weeks are a period of respect, until ${until}:`,
  watch: 'Watch for:',
  daily: 'Day to day:',
  then: (text) => `At the end: ${text}.`,
  progressHint: (slug) => `To see where things could move next: simp progress ${slug}`,
  againHint: (slug) => `When it ends, look again: simp quit ${slug}`,
  afterTitle: 'Three questions people ask after letting go',
  afterAgain: (slug) => `To read these again later: simp quit ${slug} --after`,
  keepGoing: (slug) => [`To go on, see the current rhythm: simp progress ${slug}`, `See what today could hold: simp daily ${slug}`],
  sceneStep: 'Why now?',
  sceneSkip: 'Rather not say',
};

const textOf = (lang: Lang): DepthText => (lang === 'en' ? en : zh);
const bullets = (xs: readonly { zh: string; en: string }[], lang: Lang) => xs.map((x) => `  · ${x[lang]}`);
const when = (ts: string) => ts.slice(0, 16).replace('T', ' ');

/** The opening as the TUI asks it: its step title, the sentences above the six scenes, the scenes with a first "rather not say". */
export function quitOpeningStep(o: QuitOpening, lang: Lang): { title: string; intro: string[]; options: { value: string; label: string }[] } {
  const t = textOf(lang);
  return {
    title: t.sceneStep,
    intro: [t.whyNow, o.rule[lang], ...lowLines(o.low, lang)],
    options: [{ value: '', label: t.sceneSkip }, ...o.scenes.map((s) => ({ value: s.key, label: s.label[lang] }))],
  };
}

/** The line of recorded moods, or none. */
export function moodLines(m: MoodTrend | null, lang: Lang): string[] {
  return m === null ? [] : [textOf(lang).moods(m.last.join(' → '), moodSparkline(m.last), m.average, m.count)];
}

/** The low-moment note, or none. */
export function lowLines(low: LowMoment | null, lang: Lang): string[] {
  const t = textOf(lang);
  return low === null ? [] : [t.low(low.reasons.map((r) => t.lowReason[r]).join(lang === 'en' ? '; ' : '；'), when(low.comeBack), low.hours)];
}

/** The opening said before the questions: why now, the six scenes, the rule, the low moment if the records show one. */
export function quitOpeningText(o: QuitOpening, lang: Lang): string[] {
  const t = textOf(lang);
  const width = Math.max(...o.scenes.map((s) => s.key.length));
  return [
    t.openingTitle,
    `  ${t.whyNow}`,
    `  ${t.scenesHow}`,
    ...o.scenes.map((s) => `    ${s.key.padEnd(width)}  ${s.label[lang]}`),
    `  ${o.rule[lang]}`,
    ...lowLines(o.low, lang).map((l) => `  ${l}`),
  ];
}

/** The after-care questions and answers; on the command line, the commands that go with them. */
export function afterCareText(slug: string, lang: Lang, medium: Medium = 'cli', hasScore = true): string[] {
  const t = textOf(lang);
  const out = [t.afterTitle];
  for (const q of AFTER_CARE) {
    out.push(`  ${q.question[lang]}`, `    ${q.answer[lang]}`);
    if (q.id === 'after.changed_mind' && medium === 'cli') out.push(...t.keepGoing(slug).slice(hasScore ? 0 : 1).map((l) => `    ${l}`));
  }
  if (medium === 'cli') out.push(`  ${t.afterAgain(slug)}`);
  return out;
}

/** What brought the user here, when the answers named it (the skill's 触发原因, said first). */
export function sceneLines(r: QuitReport, lang: Lang): string[] {
  return r.scene ? [textOf(lang).sceneLine(r.scene.label[lang], r.scene.look[lang])] : [];
}

/** The low-moment note and the conclusion's concrete part, said after the reflection. */
export function quitPlanText(r: QuitReport, slug: string, lang: Lang, medium: Medium = 'cli'): string[] {
  const t = textOf(lang);
  const p = r.plan;
  const until = p.until ?? '';
  const head =
    p.kind === 'observe' ? [t.observe(p.months ?? 0, until), t.observeDefault]
    : p.kind === 'pause' ? [t.pause(p.weeks ?? 0, until), t.pauseDefault]
    : p.kind === 'let_go' ? [t.letGo(p.weeks ?? 0, until)]
    : [t.lighter];
  const cli = medium === 'cli';
  // Progress reads a signal score; without one, looking again is what there is to do.
  const hint = (p.kind === 'lighter' || p.kind === 'observe') && r.hasScore ? t.progressHint(slug) : t.againHint(slug);
  return [
    ...(r.lookAgainAfter ? [r.opening.low ? t.lowVerdict(when(r.lookAgainAfter)) : t.passingLow(when(r.lookAgainAfter))] : []),
    ...head,
    ...(p.kind === 'observe' ? [t.watch, ...bullets(p.watch, lang), t.daily, ...bullets(p.daily, lang)] : [t.daily, ...bullets(p.daily, lang), t.watch, ...bullets(p.watch, lang)]),
    t.then(p.then[lang]),
    ...(cli && p.kind !== 'let_go' ? [hint] : []),
  ];
}
