// The catalogues themselves, not the engine's index: the timeline verb loads this and stays light.
import { BANDS } from '../engine/bands.js';
import { BREAK_MESSAGE } from '../engine/catalog-burnout.js';
import { CRISIS_TYPES } from '../engine/catalog-crisis.js';
import { NEXT_ACTIONS } from '../engine/catalog-actions.js';
import { SIGNALS } from '../engine/catalog-signals.js';
import { STAGE_INFO } from '../engine/stages.js';
import type { Label } from '../engine/types.js';
import { PERSONALITY, personalityName, stageName } from './enum-names.js';
import { FRIEND_ZONE_NOTE, MODE_FOCUS, MODE_NAME, STAGE_DIRECTION } from '../flows/directions.js';
import { PERSONALITY_HINT, PLACEHOLDER, PROFILE_PLACEHOLDERS, PROFILE_SECTIONS, STATE_PLACEHOLDERS, STATE_SECTIONS } from '../model/enums.js';
import type { Lang } from '../i18n/index.js';
import { SCORE_MAX, scoreOutOf } from '../model/enums.js';

export { stageName, personalityName } from './enum-names.js';

/**
 * The names of stored values as the reader's language says them. Files keep the
 * Chinese enums and headings (they are shared with the reference tools); under
 * `--lang en` the screen and the command line say them in English, and English
 * names are accepted wherever a stored value is typed.
 */

/** hybrid / sweet / strategic: English already; Chinese readers get the template's names. */
export const modeName = (mode: string, lang: Lang): string => MODE_NAME[mode]?.[lang] ?? mode;

const HEADINGS: Readonly<Record<string, string>> = {
  [STATE_SECTIONS[0]]: '## Now (one line)',
  [STATE_SECTIONS[1]]: '## Latest signals (newest 3)',
  [STATE_SECTIONS[2]]: '## Direction',
  [STATE_SECTIONS[3]]: '## Next step',
  [PROFILE_SECTIONS[0]]: '## Personality',
  [PROFILE_SECTIONS[1]]: '## What moves them most',
  [PROFILE_SECTIONS[2]]: '## Your own style',
  [PROFILE_SECTIONS[3]]: '## Things to mind',
};

/** A stored section heading as shown; headings the user added are shown as written. */
export const headingName = (heading: string, lang: Lang): string => (lang === 'en' ? (HEADINGS[heading] ?? heading) : heading);

/** The profile template's placeholders in English, in PROFILE_PLACEHOLDERS order. */
const PROFILE_PLACEHOLDERS_EN = [
  '(describe their personality here)',
  '(from their personality: which words and deeds reach them best)',
  '(your way of talking, messaging habits, preferred mode)',
  '(what they care about or dislike most)',
];

/** The template's placeholders and the sentences flows write, by line: stored Chinese → shown English. */
let lineTable: Map<string, string> | null = null;
function lines(): Map<string, string> {
  if (lineTable) return lineTable;
  const labels: Label[] = [
    ...Object.values(STAGE_DIRECTION),
    ...Object.values(MODE_FOCUS),
    FRIEND_ZONE_NOTE,
    BREAK_MESSAGE,
    ...Object.values(NEXT_ACTIONS).flat().map((a) => a.label),
    ...SIGNALS.map((x) => x.label),
    ...CRISIS_TYPES.map((c) => c.timing),
    ...CRISIS_TYPES.map((c) => ({ zh: `${c.id} ${c.name.zh}`, en: `${c.id} ${c.name.en}` })),
  ];
  lineTable = new Map<string, string>([
    ...labels.map((l): [string, string] => [l.zh, l.en]),
    [PLACEHOLDER, '(not filled in)'],
    [PERSONALITY_HINT, `(one of ${Object.values(PERSONALITY).join(' / ')})`],
    ...PROFILE_PLACEHOLDERS.map((p, i): [string, string] => [p, PROFILE_PLACEHOLDERS_EN[i] as string]),
    [STATE_PLACEHOLDERS.oneLine, '(written by the first signal reading)'],
    [STATE_PLACEHOLDERS.later, '(written by the first signal reading)'],
    [STATE_PLACEHOLDERS.noSignals, '(no signals recorded yet)'],
  ]);
  return lineTable;
}

const STAGE_RE = `(${STAGE_INFO.map((s) => s.id).join('|')})`;
const SCORE_RE = `(尚未评分|\\S+ \\S+（-?\\d+/${SCORE_MAX}）)`;
const SCORE_TEXT = new RegExp(`^(\\S+) (\\S+)（(-?\\d+)/${SCORE_MAX}）$`);

function scoreEn(text: string): string {
  if (text === '尚未评分') return 'not scored yet';
  const m = SCORE_TEXT.exec(text);
  const band = m ? BANDS.find((b) => b.marker === m[1] && b.label.zh === m[2]) : undefined;
  return m && band ? `${band.marker} ${band.label.en} (${scoreOutOf(m[3] as string)})` : text;
}

/** The one-line summaries flows write (analyze, progress, set by hand), each with its figures. */
const SHAPES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [
    new RegExp(`^${STAGE_RE}，信号${SCORE_RE}(，ta 把你们定义为朋友)?(?:。|：(.*))$`),
    (m) => `${stageName(m[1] as string, 'en')}, signals ${scoreEn(m[2] as string)}${m[3] ? '; they framed you as a friend' : ''}${m[4] === undefined ? '.' : `: ${m[4]}`}`,
  ],
  [
    new RegExp(`^${STAGE_RE}，${SCORE_RE}，里程碑 (\\d+)/10，表白准备度 (\\d+)/5。$`),
    (m) => `${stageName(m[1] as string, 'en')}, ${scoreEn(m[2] as string)}, milestones ${m[3]}/10, confession readiness ${m[4]}/5.`,
  ],
  [new RegExp(`^${STAGE_RE}，正在处理「(.+?)」：(.*)$`), (m) => `${stageName(m[1] as string, 'en')}, working through "${storedLine(m[2] as string, 'en')}": ${m[3]}`],
  [
    new RegExp(`^${STAGE_RE}，${SCORE_RE}（手动调整(?:：(.*))?）$`),
    (m) => `${stageName(m[1] as string, 'en')}, ${scoreEn(m[2] as string)} (set by hand${m[3] === undefined ? '' : `: ${m[3]}`})`,
  ],
];

/** The start every one of SHAPES has (a shape added must begin so too). */
const SHAPED = new RegExp(`^${STAGE_RE}，`);

/** One stored line as shown: a known sentence in the reader's language, anything the user wrote as written. */
export function storedLine(line: string, lang: Lang): string {
  if (lang === 'zh') return line;
  const known = lines().get(line.trim());
  if (known !== undefined) return known;
  const item = /^(\d+\. |- (?:\S+ \d{4}-\d\d-\d\d )?)(.*)$/.exec(line);
  const itemText = item ? lines().get((item[2] as string).trim()) : undefined;
  if (item && itemText !== undefined) return `${item[1]}${itemText}`;
  // No shape holds a line break (`.` stops at one): tried on such a line, `(.+?)…(.*)$` would retry from every `」：`.
  // Each begins with a stage and a comma: a line that does not (what users write) is tried against none.
  for (const [re, say] of /[\n\r\u2028\u2029]/.test(line) || !SHAPED.test(line) ? [] : SHAPES) {
    const m = re.exec(line);
    if (m) return say(m);
  }
  return line;
}

/** A stored text block as shown, line by line. */
export const storedText = (text: string, lang: Lang): string => (lang === 'zh' ? text : text.split('\n').map((l) => storedLine(l, lang)).join('\n'));

/** A profile field's value as shown. */
export function fieldValueText(field: string, value: string, lang: Lang): string {
  if (field === 'personality_type') return personalityName(value, lang) ?? storedLine(value, lang);
  if (field === 'current_stage') return stageName(value, lang);
  return storedLine(value, lang);
}

