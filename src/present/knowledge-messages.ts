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
  toConfirm: (id: string) => `⚠️ 待确认：新说法和话题 ${id} 里的旧说法矛盾，不会悄悄合并`,
  clashOld: (m: string) => `   旧说法：${m}`,
  clashNew: (m: string) => `   新说法：${m}`,
  keepHint: '   再运行一次并选一个：--keep old（保留旧的）、--keep new（以新的为准）、--keep both（两条都留）',
  keepAsk: '以新说法为准、替换旧的吗？(y 以新的为准 / N 不保存)',
  keptAs: (choice: 'old' | 'new' | 'both') => `   已按你的选择处理：${{ old: '保留旧说法', new: '以新说法为准', both: '两条都留' }[choice]}`,
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
  toConfirm: (id) => `⚠️ To be confirmed: the new statement contradicts one topic ${id} holds; it is not merged silently`,
  clashOld: (m) => `   old statement: ${m}`,
  clashNew: (m) => `   new statement: ${m}`,
  keepHint: '   Run it again with a choice: --keep old (keep the old one), --keep new (the new one replaces it), --keep both',
  keepAsk: 'Let the new statement replace the old one? (y replace / N save nothing)',
  keptAs: (choice) => `   Done as you chose: ${{ old: 'kept the old statement', new: 'the new statement replaces the old', both: 'kept both' }[choice]}`,
};

export function knowledgeText(lang: Lang): KnowledgeText {
  return lang === 'en' ? en : zh;
}
