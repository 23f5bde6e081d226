/**
 * The stored enum values (SPEC 3), free of any schema library so the fast
 * command-line paths can use them without loading zod.
 */
export const STAGES = ['未知', '破冰期', '升温期', '暧昧期', '表白前', '表白后-成功', '表白后-被拒', '友谊区', '重启期'] as const;
export type Stage = (typeof STAGES)[number];
export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}
export const MODES = ['hybrid', 'sweet', 'strategic'] as const;
/** Older files write the mode in Chinese; both spellings mean the same three modes. */
export const MODE_ALIASES: Readonly<Record<string, (typeof MODES)[number]>> = { 混合: 'hybrid', 纯情: 'sweet', 策略: 'strategic' };
export const TRENDS = ['up', 'down', 'stable'] as const;
export const PERSONALITY_TYPES = ['感性型', '理性型', '傲娇型', '温柔型'] as const;
export const SCORE_MIN = -15;
export const SCORE_MAX = 25;
/** A score as text says it: on the scale's maximum ("17/25"). */
export const scoreOutOf = (score: number | string): string => `${score}/${SCORE_MAX}`;
/**
 * The most one signal moves the score either way. The catalogue's items move it
 * by 1 to 4 (SPEC 6.1); a hand-entered signal gets the same room plus one.
 */
export const SIGNAL_DELTA_MAX = 5;
/** Event types whose `score` and `stage` make the score history (the rebuild rule, SPEC 5). */
export const SCORED_EVENT_TYPES: ReadonlySet<string> = new Set(['analysis_done', 'progress_evaluated']);

/** profile.md front matter: every field is optional text (older folders lack most). */
export const PROFILE_FIELDS = [
  'nickname',
  'slug',
  'gender',
  'age',
  'occupation',
  'city',
  'mbti',
  'zodiac',
  'personality_type',
  'how_met',
  'created_at',
] as const;
export const PLACEHOLDER = '[待填写]';

export const PROFILE_SECTIONS = ['## 性格画像', '## 最打动ta的方式', '## 用户自身风格', '## 注意事项'] as const;
export const STATE_SECTIONS = ['## 当前状态（一句话）', '## 最近信号（最新3条）', '## 当前策略方向', '## 下一步建议'] as const;

/** What `init` writes under each profile section, in PROFILE_SECTIONS order (the reference template's text). */
export const PROFILE_PLACEHOLDERS = [
  '[在这里描述ta的性格特征]',
  '[基于性格分析，什么样的话/行为最有效]',
  '[用户的说话风格、消息习惯、偏好模式]',
  '[ta特别在意或反感的事]',
] as const;
/** What `init` writes in state.md until a reading fills it (the reference template's text). */
export const STATE_PLACEHOLDERS = {
  oneLine: '[运行 /simp analyze 后自动生成]',
  later: '[运行 /simp analyze 后生成]',
  noSignals: '[暂无信号记录]',
} as const;
/** The personality field as `init` writes it: the types to choose from. */
export const PERSONALITY_HINT = `[${PERSONALITY_TYPES.join('/')}]`;

/** The time tracker's interaction types (its VALID_INTERACTION_TYPES). */
export const INTERACTION_TYPES = ['chat_sent', 'chat_received', 'meeting', 'call', 'online_interaction'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
