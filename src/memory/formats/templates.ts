import { PERSONALITY_HINT, PLACEHOLDER, PROFILE_PLACEHOLDERS, PROFILE_SECTIONS, STATE_PLACEHOLDERS, STATE_SECTIONS } from '../../model/enums.js';
import type { FmFields } from './frontmatter.js';
import { renderMarkdown } from './frontmatter.js';
import { localDate, localIso } from '../../model/time.js';

/** The files `init` writes, byte for byte as the reference templates (SPEC 3.2, 3.3). */
export const PROFILE_BODY = `\n${PROFILE_SECTIONS.map((heading, i) => `${heading}\n\n${PROFILE_PLACEHOLDERS[i]}\n`).join('\n')}`;

export function profileFields(slug: string, now: Date, given: FmFields = {}): FmFields {
  const fields: FmFields = {
    nickname: PLACEHOLDER,
    slug,
    gender: PLACEHOLDER,
    age: PLACEHOLDER,
    occupation: PLACEHOLDER,
    city: PLACEHOLDER,
    mbti: PLACEHOLDER,
    zodiac: PLACEHOLDER,
    personality_type: PERSONALITY_HINT,
    how_met: PLACEHOLDER,
    created_at: localDate(now),
  };
  for (const [k, v] of Object.entries(given)) if (v !== undefined && k !== 'slug') fields[k] = v;
  return fields;
}

export function profileTemplate(slug: string, now: Date, given: FmFields = {}): string {
  return renderMarkdown(profileFields(slug, now, given), PROFILE_BODY);
}

export function stateTemplate(now: Date, mode = 'hybrid'): string {
  return (
    '---\ncurrent_stage: 未知\nsignal_score: null\nlast_signal_score: null\nscore_trend: stable\n' +
    `recommended_mode: ${mode}\nlast_updated: "${localIso(now)}"\nmilestones_done: 0\n---\n\n` +
    `${STATE_SECTIONS[0]}\n\n${STATE_PLACEHOLDERS.oneLine}\n\n` +
    `${STATE_SECTIONS[1]}\n\n${STATE_PLACEHOLDERS.noSignals}\n\n` +
    `${STATE_SECTIONS[2]}\n\n${STATE_PLACEHOLDERS.later}\n\n` +
    `${STATE_SECTIONS[3]}\n\n${STATE_PLACEHOLDERS.later}\n`
  );
}

export const STRATEGY_SECTIONS = ['## 当前阶段', '## 推荐模式', '## 本阶段重点', '## 近期行动计划'] as const;

/** strategy.md: the four generated sections, then any sections of the user's own (kept as they were). */
export function strategyDoc(
  now: Date,
  sections: Record<(typeof STRATEGY_SECTIONS)[number], string>,
  own: readonly { header: string; content: string }[] = [],
): string {
  let text = `# 追求策略\n\n> 由 simp-skill 生成  |  最后更新：${localDate(now)}\n`;
  for (const header of STRATEGY_SECTIONS) text += `\n${header}\n\n${sections[header]}\n`;
  for (const { header, content } of own) text += `\n${header}\n\n${content}\n`;
  return text;
}

export function strategyTemplate(now: Date): string {
  return strategyDoc(now, {
    '## 当前阶段': '[待评估]',
    '## 推荐模式': '[纯情模式/策略模式/混合模式]',
    '## 本阶段重点': '[待生成]',
    '## 近期行动计划': '[待生成]',
  });
}

export function metaTemplate(slug: string, nickname: string, now: Date, mode = 'hybrid'): Record<string, unknown> {
  const iso = localIso(now);
  return {
    slug,
    nickname,
    created_at: iso,
    updated_at: iso,
    version: 'v1',
    current_stage: '未知',
    signal_score: null,
    mode,
    event_count: 0,
    last_snapshot: null,
    interaction_count: 0,
    last_interaction: null,
    consecutive_days: 0,
  };
}

export const KNOWLEDGE_EMPTY = '{\n  "version": 1,\n  "entries": []\n}';
export const SUB_FOLDERS = ['memories/chats', 'memories/social', 'memories/photos', 'versions', 'snapshots'] as const;
