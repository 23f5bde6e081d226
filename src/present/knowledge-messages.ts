import type { Lang } from '../i18n/index.js';

// Kept beside the flows rather than in src/i18n (owned elsewhere); the TUI can
// reuse these lines for its "remember" screen and the detail view.
const zh = {
  inserted: (id: string, meaning: string) => `🧠 新话题 ${id}：${meaning}`,
  merged: (id: string) => `🧠 已合并到话题 ${id}`,
  missingTarget: (target: string, id: string, meaning: string) => `🧠 话题 ${target} 已不存在，另存为新话题 ${id}：${meaning}`,
  old: (m: string) => `   旧：${m}`,
  fused: (m: string) => `   新：${m}`,
  unchanged: (m: string) => `   内容不变：${m}`,
  keywords: (k: readonly string[], added: readonly string[]) =>
    `   触发词：${k.join('、')}${added.length > 0 ? `（新增：${added.join('、')}）` : ''}`,
  recallHeader: (n: number) => `🔎 相关话题记忆（${n} 条）`,
  recallEmpty: '🔎 没有命中的话题记忆',
  hits: (k: readonly string[]) => `   命中：${k.join('、')}`,
  listHeader: (n: number) => `🧠 话题记忆（共 ${n} 条）`,
  listEmpty: '🧠 还没有话题记忆（用 simp remember <slug> "..." 添加）',
  listMeta: (k: readonly string[], updated: string) => `   触发词：${k.join('、')}  ·  更新于 ${updated}`,
  dryRun: '🧪 试运行：下面是会做的事，没有写入任何文件',
  edited: (id: string) => `✏️ 已修改话题 ${id}`,
  deleted: (id: string, meaning: string) => `🗑 已删除话题 ${id}：${meaning}`,
};

export type KnowledgeText = typeof zh;

const en: KnowledgeText = {
  inserted: (id, meaning) => `🧠 New topic ${id}: ${meaning}`,
  merged: (id) => `🧠 Merged into topic ${id}`,
  missingTarget: (target, id, meaning) => `🧠 Topic ${target} no longer exists; saved as new topic ${id}: ${meaning}`,
  old: (m) => `   old: ${m}`,
  fused: (m) => `   new: ${m}`,
  unchanged: (m) => `   meaning unchanged: ${m}`,
  keywords: (k, added) => `   keywords: ${k.join(', ')}${added.length > 0 ? ` (added: ${added.join(', ')})` : ''}`,
  recallHeader: (n) => `🔎 Related topic memories (${n})`,
  recallEmpty: '🔎 No topic memory matches',
  hits: (k) => `   hits: ${k.join(', ')}`,
  listHeader: (n) => `🧠 Topic memories (${n})`,
  listEmpty: '🧠 No topic memories yet (add one with simp remember <slug> "...")',
  listMeta: (k, updated) => `   keywords: ${k.join(', ')}  ·  updated ${updated}`,
  dryRun: '🧪 Dry run: what would be done; no file was written',
  edited: (id) => `✏️ Topic ${id} edited`,
  deleted: (id, meaning) => `🗑 Topic ${id} deleted: ${meaning}`,
};

export function knowledgeText(lang: Lang): KnowledgeText {
  return lang === 'en' ? en : zh;
}
