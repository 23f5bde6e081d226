import type { RepairFix } from '../memory/index.js';
import type { Lang } from '../i18n/index.js';
import { LIMITS } from '../model/limits.js';
import { fieldSentence, unreadableText } from './field-errors.js';

const show = (v: unknown): string => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Whether a repair replaced anything (a value kept as it was, or a file it could not read and then rewrote, alone is not). */
export function repairChanged(fixes: readonly RepairFix[]): boolean {
  return fixes.some((f) => f.kind === 'saved');
}

/** What a repair (`rebuild --write`, the TUI's R) did, one line a fix, in the user's language. */
export function repairLines(fixes: readonly RepairFix[], lang: Lang): string[] {
  return fixes.map((f) => (lang === 'zh' ? zh(f) : en(f)));
}

function zh(f: RepairFix): string {
  switch (f.kind) {
    case 'unreadable':
      return `${f.file} 无法读取：${unreadableText(f, 'zh')}`;
    case 'set-aside':
      return `${f.file}：${f.field} 嵌套超过 ${LIMITS.jsonDepth} 层，已从文件中移出（原来的整个文件在修复前保存的版本里）`;
    case 'saved':
      return `修复前的整个档案已保存在 versions/${f.version}/`;
    case 'field':
      return `${f.file}：${f.field} ${show(f.from)} → ${show(f.to)}`;
    case 'written':
      return f.entries === undefined ? `${f.file}：按事件重新写出` : `${f.file}：按事件记录重建（${f.entries} 个话题）`;
    case 'kept':
      return `${f.file}：${f.field} 保持 ${show(f.value)}（${f.reason === 'floor' ? '里程碑只增不减' : '事件记录不足以决定它'}）`;
  }
}

function en(f: RepairFix): string {
  switch (f.kind) {
    case 'unreadable':
      return `${f.file} could not be read: ${f.limit ? fieldSentence(f.limit, 'en') : f.error}`;
    case 'set-aside':
      return `${f.file}: ${f.field} is nested more than ${LIMITS.jsonDepth} levels deep and was left out (the whole file as it was is in the version saved before the repair)`;
    case 'saved':
      return `the whole folder as it was is saved in versions/${f.version}/`;
    case 'field':
      return `${f.file}: ${f.field} ${show(f.from)} → ${show(f.to)}`;
    case 'written':
      return f.entries === undefined ? `${f.file}: written anew from the events` : `${f.file}: rebuilt from the events (${f.entries} topic${f.entries === 1 ? '' : 's'})`;
    case 'kept':
      return `${f.file}: ${f.field} kept at ${show(f.value)} (${f.reason === 'floor' ? 'milestones only grow' : 'the log does not decide it'})`;
  }
}
