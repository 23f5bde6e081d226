// Why parts of an export were left out, in the user's language (the parsers
// give reasons as data; a CSV or JSON parser's own message is quoted as it is).
import type { TroubleAt, TroubleNote } from '../engine/chat/message.js';
import type { Lang } from '../i18n/index.js';
import { terminalSafe } from './terminal-text.js';

const where = (at: TroubleAt, lang: Lang): string => {
  if (at === null) return '';
  if ('line' in at) return lang === 'zh' ? `第 ${at.line} 行：` : `line ${at.line}: `;
  if ('row' in at) return lang === 'zh' ? `第 ${at.row} 行数据：` : `row ${at.row}: `;
  return lang === 'zh' ? `第 ${at.item} 条：` : `item ${at.item}: `;
};

export function troubleText(n: TroubleNote, lang: Lang): string {
  const zh = lang === 'zh';
  switch (n.kind) {
    case 'time':
      return `${where(n.at, lang)}${zh ? `“${terminalSafe(n.text)}”不是一个真实的时间，这条没有计入` : `"${terminalSafe(n.text)}" is not a real time; that message was left out`}`;
    case 'outside':
      return zh ? `${n.lines} 行不属于任何一条消息，没有计入` : `${n.lines} line(s) outside any message were left out`;
    case 'columns':
      return `${where(n.at, lang)}${zh ? '缺少时间、发送人或内容列，跳过' : 'the time, sender or content column is missing; skipped'}`;
    case 'notObject':
      return `${where(n.at, lang)}${zh ? '不是一条消息（不是对象），跳过' : 'not a message (not an object); skipped'}`;
    case 'csv':
      return `${where(n.at, lang)}${zh ? `这一行读不了，跳过（${terminalSafe(n.detail)}）` : `could not be read; skipped (${terminalSafe(n.detail)})`}`;
    case 'json':
      return zh ? `第 ${n.after} 条之后文件不再是完整的 JSON（${terminalSafe(n.detail)}）；之前的都已读入` : `after item ${n.after} the file stops being JSON (${terminalSafe(n.detail)}); the items before it are kept`;
  }
}
