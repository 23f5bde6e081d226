// Why parts of an export were left out, and why an import was refused, in the
// user's language (the parsers and the import flow give reasons as data; a CSV
// or JSON parser's own message is quoted as it is).
import type { TroubleAt, TroubleNote } from '../engine/chat/message.js';
import type { ChatRefusal } from '../flows/chat-import.js';
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

/**
 * Where a refusal is fixed on a screen: the labels of its format picker and its
 * name fields, as the screen shows them. Without them, the command line's flags.
 */
export interface ImportFixes {
  picker: string;
  target: string;
  user: string;
}

const senderList = (senders: ReadonlyArray<[string, number]>) => senders.slice(0, 8).map(([name, n]) => `${terminalSafe(name)} (${n})`).join(', ');

/** Why an import was refused, and what to do about it (a flag on the command line, a field or the picker on a screen). */
export function refusalText(r: ChatRefusal, lang: Lang, screen?: ImportFixes): string {
  const zh = lang === 'zh';
  const q = (label: string) => (zh ? `“${label}”` : `"${label}"`);
  switch (r.kind) {
    case 'noFiles':
      return zh ? '至少要给一个聊天记录导出文件' : 'name at least one chat export to import';
    case 'format':
      return zh ? `--format ${terminalSafe(r.value)}：只能是 ${r.formats.join('、')} 之一` : `--format ${terminalSafe(r.value)}: one of ${r.formats.join(', ')}`;
    case 'encoding':
      return zh ? `--encoding ${terminalSafe(r.value)}：只能是 ${r.encodings.join('、')} 之一` : `--encoding ${terminalSafe(r.value)}: one of ${r.encodings.join(', ')}`;
    case 'emptyName': {
      const where = screen ? q(r.who === 'target' ? screen.target : screen.user) : `--${r.who}`;
      if (zh) return `${where}：名字是空的；照导出文件里的写法填${r.who === 'target' ? ' ta ' : '你'}的名字`;
      return `${where}: the name is empty; give ${r.who === 'target' ? 'their' : 'your'} name as the export writes it`;
    }
    case 'file':
      return `${terminalSafe(r.path)}${zh ? (r.problem === 'missing' ? '：没有这个文件' : '：不是一个文件') : r.problem === 'missing' ? ': no such file' : ': not a file'}`;
    case 'noMessages': {
      const files = terminalSafe(r.files.join(', '));
      if (zh) return `从 ${files} 读不到任何消息：这是聊天记录导出文件吗？${screen ? `按 Esc 回到${q(screen.picker)}，选它是哪种格式` : '（用 --format 指定格式）'}`;
      return `no message could be read from ${files}: is it a chat export? ${screen ? `Esc goes back to ${q(screen.picker)}, to pick which kind it is` : '(--format to say which)'}`;
    }
    case 'noTarget': {
      const [files, list] = [terminalSafe(r.files.join(', ')), senderList(r.senders)];
      if (zh) return `${files} 里没有“${terminalSafe(r.target)}”的消息；发言人有 ${list}：${screen ? `把 ta 的名字照写到${q(screen.target)}里` : '用 --target 名字 指定 ta'}`;
      return `no message from "${terminalSafe(r.target)}" in ${files}; the senders are ${list}: ${screen ? `put theirs in ${q(screen.target)}` : 'pass --target NAME'}`;
    }
    case 'noUser': {
      const [files, list] = [terminalSafe(r.files.join(', ')), senderList(r.senders)];
      if (zh) return `${files} 里没有“${terminalSafe(r.user)}”（你）的消息；发言人有 ${list}：${screen ? `把你的名字照写到${q(screen.user)}里` : '用 --user 名字 指定你自己'}`;
      return `no message from "${terminalSafe(r.user)}" (you) in ${files}; the senders are ${list}: ${screen ? `put yours in ${q(screen.user)}` : 'pass --user NAME'}`;
    }
    case 'whichUser': {
      const who = r.others.length === 0 ? (zh ? `所有消息都来自 ${terminalSafe(r.target)}` : `every message is from ${terminalSafe(r.target)}`) : zh ? `其他发言人有 ${senderList(r.others)}` : `the others are ${senderList(r.others)}`;
      if (zh) return `哪个发言人是你？${who}：${screen ? `把你的名字填到${q(screen.user)}里` : '用 --user 名字 指定（会记住）'}`;
      return `which sender is you? ${who}: ${screen ? `put yours in ${q(screen.user)}` : 'pass --user NAME (it is remembered)'}`;
    }
  }
}
