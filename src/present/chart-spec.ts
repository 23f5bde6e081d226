// Vega-Lite specifications of the pictures of a story: the score history over
// its bands, a calendar of green and red signals, and the interaction rhythm.
// Pure: a story in, a spec out; chart-svg.ts draws it.
import { BANDS, SCORE_MAX, SCORE_MIN } from '../engine/bands.js';
import { initiativeByWeek } from '../engine/rhythm-digest.js';
import { wallOf, wallTime } from '../engine/rhythm.js';
import type { Story } from '../flows/export.js';
import { pick, type Lang } from './report-text.js';

export const CHART_KINDS = ['score', 'signals', 'rhythm'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Fonts named in the SVG: the first installed one with Chinese characters draws the labels. */
export const FONT_STACK = "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'DejaVu Sans', sans-serif";

const DAY_MS = 86_400_000;
const BAND_COLOURS: Record<string, string> = {
  'band.strong': '#2e7d32',
  'band.moderate': '#7cb342',
  'band.ambiguous': '#fbc02d',
  'band.weak': '#fb8c00',
  'band.warning': '#c62828',
};
const SIGNAL_COLOURS = { green: '#2e7d32', red: '#c62828', both: '#fb8c00', none: '#eeeeee' } as const;
const SIGNAL_GLYPHS = { green: '+', red: '−', both: '±', none: '' } as const;

const WORDS = {
  zh: {
    score: '分数走势',
    signals: '信号日历',
    rhythm: '互动节奏',
    date: '日期',
    scoreAxis: '分数',
    band: '分数段',
    week: '周',
    weekday: '星期',
    weekdays: ['一', '二', '三', '四', '五', '六', '日'],
    kinds: { green: '绿灯', red: '红灯', both: '都有', none: '没有记录' },
    share: '你先开口的比例（%）',
    shareTitle: '谁先开口（每周）',
    hour: '时段',
    count: '次数',
    hourTitle: '互动的时段',
    types: { chat_sent: '你发出', chat_received: 'ta 发来', other: '见面、通话等' },
    runs: (width: number, count: number) => `共 ${count} 次评分：每点是连续 ${width} 次的平均，阴影是其中最低到最高`,
    noScores: (slug: string) => ['还没有评分。', `读一次信号（simp analyze ${slug} --signals …，或界面里的 a 键），`, '分数就会画在这里。'],
    noSignals: (slug: string) => ['还没有信号记录。', `读一次信号（simp analyze ${slug}），或记下一次互动时带上信号`, `（simp log ${slug} chat_received --summary … --signal green），日历就会填上。`],
    noInteractions: (slug: string) => ['还没有互动记录。', `记下聊天、见面和通话（simp log ${slug} chat_sent --summary …，或界面里的 l 键），`, `或导入聊天记录（simp import ${slug} 文件），这里就会画出谁先开口和互动的时段。`],
    noShare: ['这半年的互动里还没有记下谁先开口：', '记互动时写上 --initiator me 或 them。'],
    noHours: ['互动还没有记下时间：', '记互动时写上 --time（比如 昨天晚上9点）。'],
    dayFormat: '%-m月%-d日',
    monthFormat: '%-m月',
    yearFormat: '%Y年',
  },
  en: {
    score: 'Score history',
    signals: 'Signal calendar',
    rhythm: 'Rhythm',
    date: 'Date',
    scoreAxis: 'Score',
    band: 'Band',
    week: 'Week',
    weekday: 'Day',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    kinds: { green: 'green', red: 'red', both: 'both', none: 'none noted' },
    share: 'You started (%)',
    shareTitle: 'Who starts (each week)',
    hour: 'Hour',
    count: 'Interactions',
    hourTitle: 'When you interact',
    types: { chat_sent: 'you wrote', chat_received: 'they wrote', other: 'met, called, …' },
    runs: (width: number, count: number) => `${count} scores: each point is the mean of ${width} in a row, the band their lowest to highest`,
    noScores: (slug: string) => ['No score yet.', `Read the signals once (simp analyze ${slug} --signals …, or the a key in the app)`, 'and the score is drawn here.'],
    noSignals: (slug: string) => ['No signal recorded yet.', `Read the signals (simp analyze ${slug}) or log an interaction with one`, `(simp log ${slug} chat_received --summary … --signal green) and the calendar fills in.`],
    noInteractions: (slug: string) => ['No interaction logged yet.', `Log chats, meetings and calls (simp log ${slug} chat_sent --summary …, or the l key in the app)`, `or import a chat (simp import ${slug} FILE): who starts, and when, is drawn here.`],
    noShare: ['None of the last half year\'s interactions says who started it:', 'log them with --initiator me or them.'],
    noHours: ['No interaction has its time yet:', 'log them with --time (yesterday 9pm, for example).'],
    dayFormat: '%b %-d',
    monthFormat: '%b',
    yearFormat: '%Y',
  },
} as const;

const dateText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (ts: string): number | null => {
  const t = wallTime(ts.slice(0, 10));
  return t === null ? null : Math.floor(t / DAY_MS);
};

function titleOf(story: Pick<Story, 'slug' | 'profile'>, what: string): string {
  const name = story.profile.fields['nickname'];
  return typeof name === 'string' && name.trim() !== '' && name !== story.slug ? `${what} · ${name} (${story.slug})` : `${what} · ${story.slug}`;
}

const base = (story: Pick<Story, 'slug' | 'profile'>, what: string) => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  title: titleOf(story, what),
  background: 'white',
  // Room around the picture, so the legend's last letter is not on the edge.
  padding: 12,
  config: { font: FONT_STACK, view: { stroke: null } },
});

/**
 * A time axis labelled in the language: a day as 9月13日 / Sep 13, the first of a
 * month as 10月 / Oct, New Year's day as its year; labels that would overlap are left out.
 */
function timeAxis(lang: Lang, title: string): object {
  const w = WORDS[lang];
  const v = 'datum.value';
  return {
    title,
    labelExpr: `timeFormat(${v}, date(${v}) === 1 ? (month(${v}) === 0 ? '${w.yearFormat}' : '${w.monthFormat}') : '${w.dayFormat}')`,
    labelOverlap: 'greedy',
    labelSeparation: 4,
  };
}

/** An axis title with the span's years when it crosses one (日期（2025年11月 至 2026年2月）, Date (Nov 2025 – Feb 2026)): the labels name days and months only. */
function spanTitle(lang: Lang, title: string, first: string | undefined, last: string | undefined): string {
  if (first === undefined || last === undefined || first.slice(0, 4) === last.slice(0, 4)) return title;
  const month = (ts: string) => {
    const [y, m] = [ts.slice(0, 4), Number(ts.slice(5, 7))];
    return lang === 'zh' ? `${y}年${m}月` : `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1] ?? ''} ${y}`;
  };
  return lang === 'zh' ? `${title}（${month(first)} 至 ${month(last)}）` : `${title} (${month(first)} – ${month(last)})`;
}

/** A panel that says, in place of an empty plot, what to record to fill it (its lines centred in it). */
function hintPanel(lines: readonly string[]): object {
  const lineHeight = 24;
  const height = lines.length * lineHeight + 48;
  return {
    width: 640,
    height,
    data: { values: [{ text: [...lines] }] },
    mark: { type: 'text', fontSize: 14, lineHeight, color: '#555', align: 'center', baseline: 'middle' },
    // Vega sets a text's first line at y and the rest below it.
    encoding: { text: { field: 'text' }, x: { value: 320 }, y: { value: (height - (lines.length - 1) * lineHeight) / 2 } },
  };
}

/** A picture with nothing to draw yet: its title and what to record. */
const emptySpec = (story: Pick<Story, 'slug' | 'profile'>, what: string, lines: readonly string[]): object => ({ ...base(story, what), ...hintPanel(lines) });

/** The most scores a chart draws one by one: past them, each point is the mean of a run of scores (a history of any length, bounded memory). */
export const SCORE_CHART_POINTS = 1000;
/** The most runs drawn then (a point every few pixels of the 640 wide; drawing costs by the point). */
export const SCORE_CHART_RUNS = 250;

interface ScoreRun {
  ts: string;
  n: number;
  sum: number;
  min: number;
  max: number;
}

/**
 * The scores of a chart, taken one at a time: every one while there are at most
 * SCORE_CHART_POINTS, then at most SCORE_CHART_RUNS runs of equal length (the
 * first's time, their mean, lowest and highest), two runs merged into one each
 * time there are too many.
 */
export class ScoreSeries {
  private exact: { ts: string; score: number }[] = [];
  private runs: ScoreRun[] | null = null;
  private width = 1;
  count = 0;

  add(ts: string, score: number): void {
    this.count += 1;
    if (this.runs === null) {
      this.exact.push({ ts, score });
      if (this.exact.length <= SCORE_CHART_POINTS) return;
      this.runs = this.exact.map((p) => ({ ts: p.ts, n: 1, sum: p.score, min: p.score, max: p.score }));
      this.exact = [];
      this.merge();
      return;
    }
    const last = this.runs.at(-1);
    if (last !== undefined && last.n < this.width) {
      last.n += 1;
      last.sum += score;
      last.min = Math.min(last.min, score);
      last.max = Math.max(last.max, score);
      return;
    }
    this.runs.push({ ts, n: 1, sum: score, min: score, max: score });
    if (this.runs.length > SCORE_CHART_RUNS) this.merge();
  }

  /** Two runs into one, twice as long, until there are at most SCORE_CHART_RUNS. */
  private merge(): void {
    while ((this.runs ?? []).length > SCORE_CHART_RUNS) this.halve();
  }

  private halve(): void {
    const runs = this.runs ?? [];
    const merged: ScoreRun[] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const a = runs[i] as ScoreRun;
      const b = runs[i + 1];
      merged.push(b === undefined ? a : { ts: a.ts, n: a.n + b.n, sum: a.sum + b.sum, min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) });
    }
    this.runs = merged;
    this.width *= 2;
  }

  /** Every score (null once they are in runs). */
  points(): readonly { ts: string; score: number }[] | null {
    return this.runs === null ? this.exact : null;
  }

  /** The runs and how many scores each holds (null while every score is kept). */
  means(): { width: number; values: { ts: string; score: number; min: number; max: number }[] } | null {
    if (this.runs === null) return null;
    return { width: this.width, values: this.runs.map((r) => ({ ts: r.ts, score: Math.round((r.sum / r.n) * 100) / 100, min: r.min, max: r.max })) };
  }
}

/** The series of a story's scores. */
export function scoreSeriesOf(scores: readonly { ts: string; score: number }[]): ScoreSeries {
  const series = new ScoreSeries();
  for (const s of scores) series.add(s.ts, s.score);
  return series;
}

/** The score history over its bands, from a series (every score, or the means of runs of them). */
export function scoreSpec(story: Pick<Story, 'slug' | 'profile'>, series: ScoreSeries, lang: Lang): object {
  const w = WORDS[lang];
  const bands = BANDS.map((b) => ({ band: pick(b.label, lang), min: b.min, max: b.max === SCORE_MAX ? SCORE_MAX : b.max + 1 }));
  const means = series.means();
  const times = (means?.values ?? series.points() ?? []).map((p) => p.ts).sort();
  const x = { field: 'ts', type: 'temporal', axis: timeAxis(lang, spanTitle(lang, w.date, times[0], times.at(-1))) };
  const history =
    means === null
      ? [
          {
            data: { values: (series.points() ?? []).map((s) => ({ ts: s.ts, score: s.score })) },
            mark: { type: 'line', point: true, color: '#1f4e79' },
            encoding: { x, y: { field: 'score', type: 'quantitative' } },
          },
        ]
      : [
          {
            data: { values: means.values },
            mark: { type: 'area', opacity: 0.25, color: '#1f4e79' },
            encoding: { x, y: { field: 'min', type: 'quantitative' }, y2: { field: 'max' } },
          },
          {
            data: { values: means.values },
            mark: { type: 'line', color: '#1f4e79' },
            encoding: { x, y: { field: 'score', type: 'quantitative' } },
          },
        ];
  const top = base(story, w.score);
  return {
    ...top,
    ...(means === null ? {} : { title: { text: top.title, subtitle: w.runs(means.width, series.count) } }),
    width: 640,
    height: 280,
    layer: [
      {
        data: { values: bands },
        mark: { type: 'rect', opacity: 0.14 },
        encoding: {
          y: { field: 'min', type: 'quantitative', scale: { domain: [SCORE_MIN, SCORE_MAX] }, title: w.scoreAxis },
          y2: { field: 'max' },
          color: { field: 'band', type: 'nominal', title: w.band, scale: { domain: bands.map((b) => b.band), range: BANDS.map((b) => BAND_COLOURS[b.id] ?? '#999') } },
        },
      },
      {
        data: { values: BANDS.filter((b) => b.min > SCORE_MIN).map((b) => ({ v: b.min })) },
        mark: { type: 'rule', strokeDash: [4, 4], color: '#888' },
        encoding: { y: { field: 'v', type: 'quantitative' } },
      },
      ...history,
    ],
  };
}

/**
 * Days of the calendar, Monday first: from the week of the first signal (8 to 26
 * weeks) to today, or to the newest signal when none falls in those weeks.
 */
function signalSpec(story: Story, lang: Lang, now: Date): object {
  const w = WORDS[lang];
  const counts = new Map<number, { green: number; red: number }>();
  for (const e of story.events) {
    if (e.type !== 'signal_recorded') continue;
    const day = dayOf(e.ts);
    if (day === null) continue;
    const c = counts.get(day) ?? { green: 0, red: 0 };
    if (e.data['direction'] === 'green') c.green += 1;
    else if (e.data['direction'] === 'red') c.red += 1;
    counts.set(day, c);
  }
  const today = Math.floor(wallOf(now) / DAY_MS);
  if (counts.size === 0) return emptySpec(story, w.signals, w.noSignals(story.slug));
  const newest = Math.max(...counts.keys(), -Infinity);
  const end = newest > -Infinity && today - newest > 26 * 7 ? newest : today;
  const oldest = Math.min(...counts.keys(), end);
  const weeks = Math.min(26, Math.max(8, Math.ceil((end - oldest + 1) / 7) + 1));
  const start = end - ((end + 3) % 7) - (weeks - 1) * 7;
  const values = [];
  for (let day = start; day <= end; day += 1) {
    const c = counts.get(day) ?? { green: 0, red: 0 };
    const kind = c.green > 0 && c.red > 0 ? 'both' : c.green > 0 ? 'green' : c.red > 0 ? 'red' : 'none';
    values.push({ date: dateText(day), week: dateText(start + Math.floor((day - start) / 7) * 7), weekday: w.weekdays[(day + 3) % 7], kind: w.kinds[kind], glyph: SIGNAL_GLYPHS[kind], green: c.green, red: c.red });
  }
  const kinds = (['green', 'red', 'both', 'none'] as const).map((k) => w.kinds[k]);
  return {
    ...base(story, w.signals),
    data: { values },
    encoding: {
      x: { field: 'week', type: 'ordinal', title: w.week, axis: { labelExpr: `timeFormat(toDate(datum.value + 'T00:00:00'), '${w.dayFormat}')`, labelAngle: -45 } },
      y: { field: 'weekday', type: 'ordinal', title: w.weekday, sort: [...w.weekdays] },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 2 },
        encoding: {
          color: { field: 'kind', type: 'nominal', title: null, scale: { domain: kinds, range: [SIGNAL_COLOURS.green, SIGNAL_COLOURS.red, SIGNAL_COLOURS.both, SIGNAL_COLOURS.none] } },
          tooltip: [{ field: 'date' }, { field: 'green' }, { field: 'red' }],
        },
      },
      { mark: { type: 'text', color: 'white', fontWeight: 'bold' }, encoding: { text: { field: 'glyph' } } },
    ],
  };
}

function rhythmSpec(story: Story, lang: Lang, now: Date): object {
  const w = WORDS[lang];
  const wall = wallOf(now);
  const records = story.interactions;
  if (records.length === 0) return emptySpec(story, w.rhythm, w.noInteractions(story.slug));
  const weeks = initiativeByWeek(records, wall, 26);
  const first = weeks.findIndex((v) => v !== null);
  const share = weeks.flatMap((v, i) => (i < first || v === null ? [] : [{ week: dateText(Math.floor(wall / DAY_MS) - (weeks.length - 1 - i) * 7 - 6), share: v }]));
  const hours = new Map<string, number>();
  for (const r of records) {
    const hour = r.data['hour'];
    if (typeof hour !== 'number') continue;
    const type = r.type === 'chat_sent' || r.type === 'chat_received' ? r.type : 'other';
    const key = `${hour}|${type}`;
    hours.set(key, (hours.get(key) ?? 0) + 1);
  }
  const byHour = [...hours].map(([key, count]) => {
    const [hour, type] = key.split('|') as [string, 'chat_sent' | 'chat_received' | 'other'];
    return { hour: Number(hour), type: w.types[type], count };
  });
  const top = base(story, w.rhythm);
  return {
    ...top,
    // Over the two panels, as the single pictures' titles are (a concatenation's would start at the left).
    title: { text: top.title, anchor: 'middle', offset: 14, fontSize: 15 },
    vconcat: [
      share.length === 0
        ? { title: w.shareTitle, ...hintPanel(w.noShare) }
        : {
            title: w.shareTitle,
            width: 640,
            height: 180,
            layer: [
              { data: { values: share }, mark: { type: 'line', point: true, color: '#1f4e79' }, encoding: { x: { field: 'week', type: 'temporal', axis: timeAxis(lang, spanTitle(lang, w.week, share[0]?.week, share.at(-1)?.week)) }, y: { field: 'share', type: 'quantitative', title: w.share, scale: { domain: [0, 100] } } } },
              { data: { values: [{ v: 50 }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#888' }, encoding: { y: { field: 'v', type: 'quantitative' } } },
            ],
          },
      byHour.length === 0
        ? { title: w.hourTitle, ...hintPanel(w.noHours) }
        : {
        title: w.hourTitle,
        width: 640,
        height: 160,
        data: { values: byHour },
        mark: 'bar',
        encoding: {
          x: { field: 'hour', type: 'ordinal', title: w.hour, scale: { domain: Array.from({ length: 24 }, (_, i) => i) }, axis: { labelAngle: 0 } },
          y: { field: 'count', type: 'quantitative', title: w.count, stack: 'zero', axis: { tickMinStep: 1, format: 'd' } },
          color: { field: 'type', type: 'nominal', title: null, scale: { domain: [w.types.chat_sent, w.types.chat_received, w.types.other], range: ['#1f4e79', '#e07b39', '#9e9e9e'] } },
        },
      },
    ],
  };
}

/** The Vega-Lite spec of one kind of picture of a story, labelled in `lang`. */
export function chartSpec(story: Story, kind: ChartKind, lang: Lang, now: Date): object {
  if (kind === 'score') return story.scores.length === 0 ? emptySpec(story, WORDS[lang].score, WORDS[lang].noScores(story.slug)) : scoreSpec(story, scoreSeriesOf(story.scores), lang);
  if (kind === 'signals') return signalSpec(story, lang, now);
  return rhythmSpec(story, lang, now);
}
