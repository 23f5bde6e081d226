import stringWidth from 'string-width';
import { SCORED_LADDER } from '../engine/stages.js';
import type { Lang } from '../i18n/index.js';
import { stageName } from './enum-names.js';

const AFTER = '表白后';
const SEP = ' ── ';
const WORDS = {
  zh: { now: '▶当前', after: '表白后' },
  en: { now: '▶now', after: 'Confessed' },
} as const;
/** The side states, named after the ladder with their icon. */
const SIDE_ICON: Readonly<Record<string, string>> = { 友谊区: '🏔️', 重启期: '🔄' };

/**
 * The progress tracker's stage bar on the command line: passed stages `[✓]`,
 * the current one `[▶当前]`, those to come `[ ]`, each with its name;
 * 友谊区 and 重启期 (off the ladder) are named after it. Wrapped at `width`
 * terminal cells, a rung never split.
 */
export function stageBarLines(stage: string, lang: Lang, width = 76): string[] {
  const w = WORDS[lang];
  const rung = stage.startsWith(AFTER) ? AFTER : stage;
  const rungs: string[] = [...SCORED_LADDER, AFTER];
  const at = rungs.indexOf(rung);
  const parts = rungs.map((name, i) => {
    const mark = at < 0 ? '[ ]' : i < at ? '[✓]' : i === at ? `[${w.now}]` : '[ ]';
    const label = name === AFTER ? (i === at && stage !== AFTER ? stageName(stage, lang) : w.after) : stageName(name, lang);
    return `${mark} ${label}`;
  });
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const next = line === '' ? part : `${line}${SEP}${part}`;
    if (line !== '' && stringWidth(next) > width) {
      lines.push(`${line}${SEP.trimEnd()}`);
      line = part;
    } else line = next;
  }
  if (at < 0 && stage !== '' && stage !== '未知') line = `${line}  [${SIDE_ICON[stage] ?? '·'} ${stageName(stage, lang)}]`;
  return [...lines, line];
}
