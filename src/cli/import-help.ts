import { CHAT_FORMAT_TABLE, CHAT_FORMATS } from '../engine/chat/formats.js';

/**
 * The layouts `simp import` reads, one example of each as its --help shows it
 * (` ↵ ` is a line break; the format is what --format takes), from the table of
 * formats (engine/chat/formats.ts). Every one is read as the format named
 * (tests/cli/import-cli.test.ts writes each to a file).
 */
export const IMPORT_LAYOUTS: ReadonlyArray<readonly [format: string, note: string | null, example: string]> = CHAT_FORMATS.flatMap((format) =>
  CHAT_FORMAT_TABLE[format].examples.map(([note, example]) => [format, note, example] as const),
);

/** The help's section on them; its heading in both languages (help is printed before a language is known). */
export function importLayoutsHelp(): string {
  const heads = IMPORT_LAYOUTS.map(([format, note]) => (note === null ? format : `${format} (${note})`));
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  return [
    '',
    'Layouts it reads, one example of each (↵ is a line break; an export where only you speak is read too, scored for your side):',
    '能读的格式，每种一个例子（↵ 表示换行；只有你发言的记录也会导入，按你这一边打分）：',
    ...IMPORT_LAYOUTS.map(([, , example], i) => `  ${(heads[i] as string).padEnd(width)}${example}`),
  ].join('\n');
}
