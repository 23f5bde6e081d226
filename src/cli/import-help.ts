import type { AddHelpTextContext } from 'commander';
import { CHAT_FORMAT_TABLE, CHAT_FORMATS } from '../engine/chat/formats.js';
import { cellWidth } from '../present/cell-wrap.js';
import { helpLangOf } from './help-lang.js';

/**
 * The layouts `simp import` reads, one example of each as its --help shows it
 * (` ↵ ` is a line break; the format is what --format takes; the note in zh and en),
 * from the table of formats (engine/chat/formats.ts). Every one is read as the
 * format named (tests/cli/import-cli.test.ts writes each to a file).
 */
export const IMPORT_LAYOUTS: ReadonlyArray<readonly [format: string, note: { readonly zh: string; readonly en: string } | null, example: string]> = CHAT_FORMATS.flatMap((format) =>
  CHAT_FORMAT_TABLE[format].examples.map(([note, example]) => [format, note, example] as const),
);

const HEADING = {
  en: 'Layouts it reads, one example of each (↵ is a line break).\nAn export where only you speak is read too, scored for your side:',
  zh: '能读的格式，各举一例（↵ 表示换行）。\n只有你一个人发言的记录也能导入，按你这一边打分：',
} as const;

/** The help's section on them, in the language the help is shown in. */
export function importLayoutsHelp(): (context: AddHelpTextContext) => string {
  return ({ command }) => {
    const lang = helpLangOf(command);
    const heads = IMPORT_LAYOUTS.map(([format, note]) => (note === null ? format : `${format} (${note[lang]})`));
    const width = Math.max(...heads.map((h) => cellWidth(h))) + 2;
    return ['', HEADING[lang], ...IMPORT_LAYOUTS.map(([, , example], i) => `  ${heads[i] as string}${' '.repeat(width - cellWidth(heads[i] as string))}${example}`)].join('\n');
  };
}
