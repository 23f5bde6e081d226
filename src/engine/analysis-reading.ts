import type { ScoredItem, ScoreResult } from './score-signals.js';
import type { Label, Stage } from './types.js';

/** What a reading says beside its total: the strongest green signals, the ones to watch, and the two patterns the skill reads apart. */
export interface AnalysisReading {
  /** Up to three green signals, most points first (catalogue order on a tie). */
  top: readonly ScoredItem[];
  /** The red signals, then the yellow ones (0 points): what to keep an eye on. */
  watch: readonly ScoredItem[];
  /** Hot and cold: ticked now, or the scores of the last readings went up and down in turn. */
  hotCold: 'ticked' | 'history' | null;
  /** Kind to everyone: ticked now. */
  niceToAll: boolean;
  /** How the temperature moved over the last readings (the signal reader's 温度变化); null: too few readings, or nothing to say. */
  temperature: Temperature | null;
  /** The workshop situation that suits the stage for a next message (null: not a day to push a message). */
  messageIdea: string | null;
}

/**
 * The temperature's movement (the signal reader's table): warming and cooling
 * over the last readings, a sudden drop, steady but with no start from them;
 * hot and cold has its own reading (`hotCold`).
 */
export type Temperature = 'warming' | 'cooling' | 'sudden_cold' | 'flat_no_start';

/** A drop of at least this many points in one reading, after none before it, reads as sudden. */
export const SUDDEN_DROP = 5;

/** What each movement means and what fits it. */
export const TEMPERATURE_READINGS: Readonly<Record<Temperature, { icon: string; name: Label; what: Label }>> = {
  warming: { icon: '📈', name: { zh: '越来越热', en: 'Warming up' }, what: { zh: '感情在往前走：照现在的样子继续。', en: 'Things are moving: carry on as you are.' } },
  cooling: { icon: '📉', name: { zh: '越来越冷', en: 'Cooling down' }, what: { zh: 'ta 的热情在退：先放轻联系，想想最近哪里变了，再调整做法。', en: 'Their warmth is fading: go lighter on contact, think what changed lately, then adjust.' } },
  sudden_cold: { icon: '🧊', name: { zh: '突然变冷', en: 'Suddenly cold' }, what: { zh: '可能发生了什么：先观望几天，不追问、不连发消息。', en: 'Something may have happened: wait a few days, no pressing questions, no string of messages.' } },
  flat_no_start: { icon: '➖', name: { zh: '一直平稳，但 ta 不主动', en: 'Steady, but they never start' } , what: { zh: '有好感但缺少推动：创造一个轻松的机会，看 ta 接不接。', en: 'Some liking but no momentum: make one easy opening and see if they take it.' } },
};

/** How the temperature moved: the newest score last in `scores`; `theyStart`, a start from them was ticked now. */
export function readTemperature(scores: readonly number[], theyStart: boolean): Temperature | null {
  const last = scores.slice(-SWING_READINGS);
  if (last.length < 2) return null;
  const steps = last.slice(1).map((v, i) => v - (last[i] ?? v));
  const newest = steps[steps.length - 1] ?? 0;
  if (newest <= -SUDDEN_DROP && steps.slice(0, -1).every((d) => d >= 0)) return 'sudden_cold';
  if (last.length < 3) return null;
  const moved = (last[last.length - 1] ?? 0) - (last[0] ?? 0);
  if (steps.every((d) => d > 0) && moved >= SWING_POINTS) return 'warming';
  if (steps.every((d) => d < 0) && moved <= -SWING_POINTS) return 'cooling';
  if (steps.every((d) => Math.abs(d) < SWING_POINTS) && !theyStart) return 'flat_no_start';
  return null;
}

/** A swing of at least this many points counts as a turn in the hot-and-cold pattern. */
export const SWING_POINTS = 3;

/** Which situation of the message workshop a reading points to, by stage. */
const IDEA_BY_STAGE: Partial<Record<Stage, string>> = {
  破冰期: 'morning',
  升温期: 'after_meeting',
  暧昧期: 'flirt',
  表白前: 'flirt',
  '表白后-成功': 'night',
};

/** The signals that say they start the chats or the meetings. */
const THEY_START: readonly string[] = ['msg.initiates_often', 'msg.initiates_sometimes', 'offline.one_on_one', 'offline.plans_for_two'];

/** The lowest total that still earns a message idea (below it, the coach does not suggest reaching out). */
const IDEA_MIN_TOTAL = 6;

/** The lowest total at which the idea may be the flirting situation (the moderate band). */
const FLIRT_MIN_TOTAL = 12;

/** How many readings (the newest included) the hot-and-cold pattern looks at: three swings, two turns. */
export const SWING_READINGS = 4;

/** Up and down in turn over the last SWING_READINGS scores: each step a swing of SWING_POINTS or more, each in the other direction. */
export function swings(scores: readonly number[]): boolean {
  const last = scores.slice(-SWING_READINGS);
  if (last.length < SWING_READINGS) return false;
  const steps = last.slice(1).map((v, i) => v - (last[i] ?? v));
  if (steps.some((d) => Math.abs(d) < SWING_POINTS)) return false;
  return steps.every((d, i) => i === 0 || Math.sign(d) !== Math.sign(steps[i - 1] ?? 0));
}

/**
 * The reading of one analysis: pure. `earlier` holds the scores of earlier readings in log order;
 * `holdBack` (a period of respect, a burnout pause) means no message idea is offered.
 */
export function readAnalysis(score: ScoreResult, earlier: readonly number[], stage: Stage, holdBack = false): AnalysisReading {
  const green = score.items.filter((i) => i.direction === 'green');
  const top = [...green].sort((a, b) => b.points - a.points).slice(0, 3);
  const watch = [...score.items.filter((i) => i.direction === 'red'), ...score.items.filter((i) => i.direction === 'neutral')];
  const ticked = (id: string): boolean => score.items.some((i) => i.id === id);
  const hotCold = ticked('yellow.hot_cold') ? 'ticked' : swings([...earlier, score.total]) ? 'history' : null;
  const temperature = hotCold === null ? readTemperature([...earlier, score.total], THEY_START.some(ticked)) : null;
  const stageIdea = IDEA_BY_STAGE[stage];
  // Flirting only where the signals are mutual and warm: a red signal, a middling total or a cooling keeps the idea light.
  const light = score.total < FLIRT_MIN_TOTAL || watch.some((i) => i.direction === 'red') || temperature === 'cooling';
  const idea = stageIdea === 'flirt' && light ? 'morning' : stageIdea;
  // A sudden cold is a time to wait and see: no message idea beside it.
  const messageIdea = idea !== undefined && !holdBack && !score.friendZone && temperature !== 'sudden_cold' && score.total >= IDEA_MIN_TOTAL ? idea : null;
  return { top, watch, hotCold, niceToAll: ticked('yellow.nice_to_all'), temperature, messageIdea };
}

/** Hot and cold: the four causes the skill tells apart, and what fits each. */
export const HOT_COLD_CAUSES: readonly { cause: Label; what: Label }[] = [
  { cause: { zh: 'ta 在犹豫：有好感，还没想定', en: 'They are unsure: they like you but have not decided' },
    what: { zh: '给 ta 一点确定感：你的态度稳定，ta 就不用猜', en: 'Give some certainty: when you are steady, they need not guess' } },
  { cause: { zh: 'ta 在试探：看你会不会追、在不在意', en: 'They are testing: whether you chase, whether you care' },
    what: { zh: '保持自己的节奏，不跟着 ta 的冷热起落，也不故意冷落', en: 'Keep your own pace; do not rise and fall with them, and do not play cold on purpose' } },
  { cause: { zh: '外面的事：工作、家里、身体，最近有事压着', en: 'Something outside: work, family or health weighing on them' },
    what: { zh: '耐心一点，别把每次冷淡都算在你们的关系上', en: 'Be patient; not every cool day is about the two of you' } },
  { cause: { zh: '性格本来就这样：情绪起伏大', en: 'It is just how they are: their moods swing' },
    what: { zh: '你自己稳住，这份稳定本身就让人安心', en: 'Stay steady yourself; that steadiness is reassuring in itself' } },
];

/** Kind to everyone: the questions that tell kindness to all from interest in you. */
export const NICE_TO_ALL_QUESTIONS: readonly Label[] = [
  { zh: 'ta 回你是不是比回别人快？', en: 'Do they answer you faster than others?' },
  { zh: 'ta 有没有跟你说过只告诉你的事？', en: 'Have they told you something they told no one else?' },
  { zh: '在一群人里，ta 会不会特别照顾、留意你？', en: 'In a group, do they look out for you in particular?' },
  { zh: 'ta 会不会特意制造只有你们两个人的时刻？', en: 'Do they make moments for just the two of you?' },
];
