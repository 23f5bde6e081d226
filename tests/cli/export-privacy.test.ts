import { describe, expect, it } from 'vitest';
import { chmodSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

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

describe('export --out writes a private file, whole, only where it was meant to go', () => {
  function small() {
    const base = join(tempDir(), 'crushes');
    expect(simp(['init', 'mia', '--nickname', '米娅', '--base-dir', base]).code).toBe(0);
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    return { base, run };
  }

  it('over a file readable by others the new export is 0600, and no temp file is left beside it', () => {
    const { run } = small();
    const dir = tempDir();
    const out = join(dir, 'story.md');
    writeFileSync(out, 'old story\n');
    chmodSync(out, 0o644);
    const r = run('export', 'mia', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('米娅');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['story.md']);
    // The other files written for the user from the notes follow the same rule.
    const rhythm = join(dir, 'rhythm.md');
    writeFileSync(rhythm, '');
    chmodSync(rhythm, 0o664);
    expect(run('rhythm', 'mia', '--output', rhythm).code).toBe(0);
    expect(statSync(rhythm).mode & 0o777).toBe(0o600);
  });

  it('a symbolic link at that name, or a folder that does not exist, is refused in the user language: exit 2, nothing written', () => {
    const { run } = small();
    const dir = tempDir();
    const elsewhere = join(dir, 'elsewhere.md');
    writeFileSync(elsewhere, 'not yours\n');
    const link = join(dir, 'link.md');
    symlinkSync(elsewhere, link);
    const dangling = join(dir, 'dangling.md');
    symlinkSync(join(dir, 'nowhere.md'), dangling);
    // What the folder holds, links as links (one leads nowhere).
    const listing = () => readdirSync(dir).sort().map((n) => { const p = join(dir, n); return lstatSync(p).isSymbolicLink() ? `${n} -> ${readlinkSync(p)}` : `${n}: ${readFileSync(p, 'utf8')}`; });
    const before = listing();
    for (const target of [link, dangling]) {
      const zh = run('export', 'mia', '--out', target);
      expect(zh.code).toBe(2);
      expect(zh.stderr).toContain('是一个符号链接');
      const en = run('export', 'mia', '--out', target, '--lang', 'en');
      expect(en.code).toBe(2);
      expect(en.stderr).toContain('is a symbolic link');
      expect(lstatSync(target).isSymbolicLink()).toBe(true);
    }
    const missing = run('export', 'mia', '--out', join(dir, 'no-such-folder', 'story.md'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('不存在');
    expect(listing()).toEqual(before);
    expect(readFileSync(elsewhere, 'utf8')).toBe('not yours\n');
  });
});

describe('export of a crush whose knowledge.json cannot be read', () => {
  it('says in the export itself and on stderr, in the user language, that the topics are left out; exit 0, the rest exported', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    expect(run('init', 'mia', '--nickname', '米娅').code).toBe(0);
    expect(run('remember', 'mia', '米娅怕猫').code).toBe(0);
    writeFileSync(join(base, 'mia', 'knowledge.json'), '{"version": 1, "entries": [');
    const said = { zh: 'knowledge.json 读不了', en: 'knowledge.json could not be read' };
    for (const lang of ['zh', 'en'] as const) {
      for (const format of ['md', 'html', 'json']) {
        const r = run('export', 'mia', '--format', format, '--lang', lang);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout, `${format}/${lang}`).toContain(said[lang]);
        expect(r.stderr, `${format}/${lang}`).toContain(said[lang]);
        expect(r.stdout).toContain(format === 'json' ? 'profile_created' : lang === 'zh' ? '档案创建' : 'Profile created');
      }
      const json = JSON.parse(run('export', 'mia', '--format', 'json', '--lang', lang).stdout) as Record<string, unknown>;
      expect(json['topics']).toEqual([]);
      expect(String(json['topics_unreadable'])).toContain(said[lang]);
    }
    // Redacted, the notice names no one: no slug, no path.
    const red = run('export', 'mia', '--redact', '--lang', 'en');
    expect(red.stdout).toContain(said.en);
    expect(red.stdout).not.toContain('mia');
    expect(red.stdout).not.toContain(base);
    // Where knowledge.json is fine, nothing is said.
    writeFileSync(join(base, 'mia', 'knowledge.json'), '{"version": 1, "entries": []}');
    const fine = run('export', 'mia', '--format', 'json');
    expect(fine.stderr).toBe('');
    expect(JSON.parse(fine.stdout)).not.toHaveProperty('topics_unreadable');
  });
});
