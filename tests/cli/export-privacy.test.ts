import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simp, tempDir } from '../helpers/temp.js';

/**
 * A crush whose identifying values changed over time: a first name and city, a
 * new nickname and city, a slug it was renamed from, a chat's display names (the
 * person's and the user's own), a meeting place; and notes and topics that spell
 * them in other cases, in full-width letters and with a zero-width space inside.
 */
function changedCrush() {
  const root = tempDir();
  const base = join(root, 'crushes');
  const run = (...args: string[]) => {
    const r = simp([...args, '--base-dir', base]);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    return r;
  };
  run('init', 'lin-xy', '--nickname', '林小雨');
  run('update', 'lin-xy', '--set', 'city=杭州');
  run('update', 'lin-xy', '--set', 'nickname=Xiaoyu', '--set', 'city=上海');
  const chat = join(root, 'chat.txt');
  writeFileSync(
    chat,
    ['2026-03-02 12:31:05', '阿明', '在吗 xiaoyu', '', '2026-03-02 12:44:50', '小雨同学', '在的，ＸＩＡＯＹＵ 刚到杭州', '', '2026-03-02 12:45:50', '小雨同学', '阿明你呢', ''].join('\n'),
  );
  run('import', 'lin-xy', chat, '--target', '小雨同学', '--user', '阿明', '--track-time');
  run('remember', 'lin-xy', '林小雨在杭州长大，XIAOYU 喜欢猫');
  run('log', 'lin-xy', 'meeting', '--summary', '和xiaoyu在西湖散步，lin-xy 的老地方', '--location', '西湖', '--time', '2026-05-01T19:00');
  run('analyze', 'lin-xy', '--signals', 'msg.initiates_often', '--note', '林\u200B小雨 先找的我，说上海下雨了');
  run('rename', 'lin-xy', 'rain7');
  return { base, run, slug: 'rain7' };
}

/** Every value that names the person, the user or a place, as some text held it. */
const SECRETS = ['林小雨', 'Xiaoyu', 'lin-xy', 'rain7', '杭州', '上海', '西湖', '小雨同学', '阿明', '小雨'];

/** Text as a reader compares it: entities of HTML read back, width and case folded, zero-width characters gone. */
const fold = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');

describe('export --redact leaves out every identifying value the crush ever had', () => {
  // Built once: every export below only reads it.
  let crush: ReturnType<typeof changedCrush> | null = null;
  const shared = () => (crush ??= changedCrush());
  for (const format of ['md', 'html', 'json']) {
    for (const lang of ['zh', 'en']) {
      it(`${format} (${lang}): no name, slug, place or chat name, current or earlier, in any case or width`, () => {
        const { run, slug } = shared();
        const text = run('export', slug, '--format', format, '--redact', '--lang', lang).stdout;
        const folded = fold(text);
        for (const secret of SECRETS) expect(folded, `${format}/${lang}: ${secret}`).not.toContain(fold(secret));
        const mark = lang === 'zh' ? '〔名字〕' : '[name]';
        expect(text).toContain(mark);
        // What is not a name stays: the story is still readable.
        expect(text).toContain('喜欢猫');
        expect(text).toContain('散步');
      });
    }
  }

  it('the marks are not next to the value they replaced, and unredacted exports still hold everything', () => {
    const { run, slug } = shared();
    const md = run('export', slug, '--redact').stdout;
    expect(md).toContain('昵称: 〔名字〕 → 〔名字〕');
    expect(md).toContain('城市: 〔地点〕 → 〔地点〕');
    const plain = run('export', slug).stdout;
    for (const secret of ['林小雨', 'Xiaoyu', '杭州', '西湖', 'ＸＩＡＯＹＵ']) expect(plain).toContain(secret);
  });
});
