/**
 * The layouts `simp import` reads, one example of each as its --help shows it
 * (` ↵ ` is a line break; the format is what --format takes). Every one is read
 * as the format named (tests/cli/import-cli.test.ts writes each to a file).
 */
export const IMPORT_LAYOUTS: ReadonlyArray<readonly [format: string, note: string | null, example: string]> = [
  ['wechat_txt', null, '2026-10-20 20:41:03 ↵ 阿明 ↵ 在吗'],
  ['qq_txt', null, '2026-10-20 20:41:03 阿明(12345678) ↵ 在吗'],
  ['qq_txt', 'no number', '2026-10-20 20:41:03 阿明 ↵ 在吗'],
  ['qq_mht', null, 'MIME-Version: 1.0 ↵ <html><tr><td>2026-10-20 20:41:03 阿明(12345678)</td></tr><tr><td>在吗</td></tr></html>'],
  ['wechat_html', null, '<html><div class="message"><span class="time">2026-10-20 20:41:03</span><span class="sender">阿明</span><div class="content">在吗</div></div></html>'],
  ['wechat_csv', null, 'CreateTime,NickName,StrContent ↵ 2026-10-20 20:41:03,阿明,在吗'],
  ['json', null, '[{"timestamp": "2026-10-20 20:41:03", "sender": "阿明", "content": "在吗"}]'],
];

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
