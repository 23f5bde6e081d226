import type { BadLineWhy, ReadReport } from '../memory/log/event-lines.js';
import { MAX_DEPTH } from '../memory/formats/depth.js';
import { LIMITS } from '../model/limits.js';
import type { Lang } from '../i18n/index.js';

/** Why a line of a log is no record, in each language. */
const WHY: Readonly<Record<BadLineWhy, { zh: string; en: string }>> = {
  utf8: { zh: '不是有效的 UTF-8', en: 'not valid UTF-8' },
  json: { zh: '不是 JSON', en: 'not JSON' },
  object: { zh: '不是 JSON 对象', en: 'not a JSON object' },
  depth: { zh: `嵌套超过 ${MAX_DEPTH} 层`, en: `nested more than ${MAX_DEPTH} levels deep` },
  type: { zh: '没有文字的 "type"', en: 'no "type" string' },
  ts: { zh: '"ts" 不是文字', en: '"ts" is not a string' },
  data: { zh: '"data" 不是对象', en: '"data" is not an object' },
  long: { zh: `超过 ${LIMITS.logLineBytes / 1024 / 1024} MiB`, en: `longer than ${LIMITS.logLineBytes / 1024 / 1024} MiB` },
};

/** The lines a read skipped of `file` (events.jsonl, interactions.jsonl), as the warnings the user reads: the first five, then how many more. */
export function readReportLines(report: ReadReport, file: string, lang: Lang): string[] {
  const zh = lang === 'zh';
  const out: string[] = [];
  for (const bad of report.badLines.slice(0, 5)) {
    // A reason the table does not know (a cache of an older simp) is shown as it is.
    const why = WHY[bad.reason]?.[lang] ?? String(bad.reason);
    if (zh) out.push(`${file}：${bad.line === null ? '有一行' : `第 ${bad.line} 行`}读不了，已跳过（${why}）`);
    else out.push(`${file}: ${bad.line === null ? 'a line' : `line ${bad.line}`} skipped (${why})`);
  }
  const more = report.badLines.length - 5;
  if (more > 0) out.push(zh ? `${file}：还有 ${more} 行读不了，已跳过` : `${file}: ${more} more lines skipped`);
  if (report.tornTail) {
    out.push(zh ? `${file}：最后一行没有换行符（一次写入被打断），不算作一条记录` : `${file}: the last line has no newline (an interrupted write); it is not counted as an event`);
  }
  return out;
}
