import { STAGE_INFO } from '../engine/stages.js';
import { PERSONALITY_TYPES, isStage, type Stage } from '../model/enums.js';
import type { Lang } from '../i18n/index.js';

/**
 * Stage and personality names in the reader's language, and the names a user may
 * type for them. Files keep the Chinese values; English readers see and may type
 * English names. Light on purpose: the command line's option parsers load it.
 */

type Personality = (typeof PERSONALITY_TYPES)[number];

export const PERSONALITY: Readonly<Record<Personality, string>> = {
  感性型: 'Emotional',
  理性型: 'Rational',
  傲娇型: 'Tsundere',
  温柔型: 'Gentle',
};

/** A stage's name; a stage the tables do not know (other tools may write free text) is shown as stored. */
export function stageName(stage: string, lang: Lang): string {
  if (lang === 'zh') return stage;
  return STAGE_INFO.find((s) => s.id === stage)?.label.en ?? stage;
}

/** A personality type's name; anything else (the template's hint, free text) is returned as given. */
export function personalityName(value: string, lang: Lang): string | null {
  if (lang === 'zh') return value;
  return (PERSONALITY as Record<string, string>)[value] ?? null;
}

/** Lower case, without spaces, dashes, underscores or colons: "Warming up" = "warming-up" = "warmingup". */
const squash = (s: string): string => s.toLowerCase().replace(/[\s_:：-]+/g, '');

const STAGE_ALIASES: Readonly<Record<string, Stage>> = {
  icebreaker: '破冰期',
  warming: '升温期',
  beforeconfessing: '表白前',
  preconfess: '表白前',
  yes: '表白后-成功',
  together: '表白后-成功',
  accepted: '表白后-成功',
  no: '表白后-被拒',
  rejected: '表白后-被拒',
  friendzoned: '友谊区',
  friends: '友谊区',
};

/** A typed stage, stored or English name ("flirting", "Warming up", "friend-zone"); null when it names none. */
export function stageFromInput(value: string): Stage | null {
  if (isStage(value)) return value;
  const key = squash(value);
  const found = STAGE_INFO.find((s) => squash(s.label.en) === key);
  return found ? found.id : (STAGE_ALIASES[key] ?? null);
}

/** A typed personality type, stored or English name ("emotional"); null when it names none. */
export function personalityFromInput(value: string): Personality | null {
  if ((PERSONALITY_TYPES as readonly string[]).includes(value)) return value as Personality;
  const key = squash(value);
  const found = Object.entries(PERSONALITY).find(([, en]) => squash(en) === key);
  return found ? (found[0] as Personality) : null;
}

/** Every name a stage can be typed as, for help and completion: stored first, then English. */
export const stageInputs = (): string[] => [...STAGE_INFO.map((s) => s.id), ...STAGE_INFO.map((s) => kebab(s.label.en))];

/** `Confessed: yes` → `confessed-yes`: the English name as typed in a shell. */
const kebab = (s: string): string => s.toLowerCase().replace(/[\s:]+/g, '-');
export const personalityInputs = (): string[] => [...PERSONALITY_TYPES, ...Object.values(PERSONALITY).map((p) => p.toLowerCase())];
