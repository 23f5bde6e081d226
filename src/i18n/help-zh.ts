/**
 * The Chinese of --help. The verbs' definitions keep their English text; this table
 * holds commander's own headings and lines, said in Chinese when help is shown in zh.
 */
import type { Lang } from './index.js';
export const HELP_TITLES_ZH: Readonly<Record<string, string>> = {
  'Usage:': '用法：',
  'Options:': '选项：',
  'Commands:': '命令：',
  'Arguments:': '参数：',
  'Global Options:': '全局选项：',
  'Example:': '示例：',
  'Examples:': '示例：',
};

export const HELP_LINES_ZH = {
  help: '显示这条命令的帮助',
  helpCommand: '显示某条命令的帮助',
  version: '显示版本号',
} as const;

/** A help heading in the given language (English headings stay as commander writes them). */
export function helpTitle(title: string, lang: Lang): string {
  return lang === 'zh' ? (HELP_TITLES_ZH[title] ?? title) : title;
}
