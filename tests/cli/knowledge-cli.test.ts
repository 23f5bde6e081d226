import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const ID = 'k_[0-9a-f]{8}';

/** A base folder with one fresh crush "a"; `run` adds --base-dir. */
function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  const entries = () => (JSON.parse(readFileSync(join(base, 'a', 'knowledge.json'), 'utf8')) as { entries: { id: string; canonical_meaning: string }[] }).entries;
  return { base, run, entries };
}

interface Write {
  action: string;
  id: string;
  before: string | null;
  after: string;
  keywords: string[];
}
const writesOf = (stdout: string) => (JSON.parse(stdout) as { writes: Write[] }).writes;

describe('simp remember', () => {
  it('inserts, then merges into the same topic showing old and new meaning', () => {
    const { run } = crush();
    const first = run('remember', 'a', '她怕猫');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^🧠 新话题 ${ID}：她怕猫\\n   触发词：猫\\n$`));
    const id = /k_[0-9a-f]{8}/.exec(first.stdout)?.[0] ?? '';
    const second = run('remember', 'a', '她小时候被猫抓过，所以一直怕猫', '--tags', '宠物');
    expect(second.stdout).toBe(
      [
        `🧠 已合并到话题 ${id}`,
        '   旧：她怕猫',
        '   新：她怕猫；她小时候被猫抓过，所以一直怕猫',
        '   触发词：猫、宠物（新增：宠物）',
        '',
      ].join('\n'),
    );
  });

  it('files two sentences about one new topic as one entry (batch snapshot)', () => {
    const { run, entries } = crush();
    const r = run('remember', 'a', '她怕猫。她小时候被猫抓过，所以一直怕猫', '--json');
    const writes = writesOf(r.stdout);
    expect(writes.map((w) => w.action)).toEqual(['insert', 'merge']);
    expect(writes[1]?.id).toBe(writes[0]?.id);
    expect(entries().map((e) => e.canonical_meaning)).toEqual(['她怕猫；她小时候被猫抓过，所以一直怕猫']);
  });

  it('extracts Chinese keywords: names and nouns, 《titles》 whole, no pronouns, stopwords or time words', () => {
    const { run } = crush();
    const book = writesOf(run('remember', 'a', '她喜欢村上春树，最近在读《挪威的森林》', '--json').stdout)[0];
    expect(book?.keywords).toEqual(['村上春树', '挪威的森林']);
    expect(book?.keywords).not.toContain('喜欢');
    expect(book?.keywords).not.toContain('她');
    const birthday = writesOf(run('remember', 'a', '她生日是4月10日', '--json').stdout)[0];
    expect(birthday?.keywords).toEqual(['生日', '4月10日']);
  });

  it('speaks English with --lang en and matches English keywords case-insensitively', () => {
    const { run } = crush();
    const first = run('remember', 'a', 'She is afraid of cats', '--lang', 'en');
    expect(first.stdout).toMatch(new RegExp(`^🧠 New topic ${ID}: She is afraid of cats\\n   keywords: afraid, cats\\n$`));
    // "scratched" is mostly a verb (WordNet): said of anything, it is no keyword; "arm" is.
    const second = run('remember', 'a', 'Cats scratched her arm when she was little', '--lang', 'en');
    expect(second.stdout).toContain('🧠 Merged into topic');
    expect(second.stdout).toContain('   new: She is afraid of cats; Cats scratched her arm when she was little');
    expect(second.stdout).toContain('(added: arm)');
  });

  it('keeps the meaning when only tags are given', () => {
    const { run, entries } = crush();
    run('remember', 'a', '她怕猫');
    const r = run('remember', 'a', '', '--tags', '猫,宠物');
    expect(r.stdout).toContain('   内容不变：她怕猫');
    expect(entries().map((e) => e.canonical_meaning)).toEqual(['她怕猫']);
  });
});

describe('simp recall and simp knowledge', () => {
  function filled() {
    const c = crush();
    c.run('remember', 'a', '她怕猫。她喜欢村上春树，最近在读《挪威的森林》。她喜欢吃火锅');
    return c;
  }

  it('ranks the topics a situation mentions, with their hit keywords', () => {
    const { run } = filled();
    const r = run('recall', 'a', '周末约她去猫咖？顺便聊聊村上春树和《挪威的森林》');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`^🔎 相关话题记忆（2 条）\\n1\\. \\[${ID}\\] 她喜欢村上春树，最近在读《挪威的森林》\\n   命中：村上春树、挪威的森林\\n2\\. \\[${ID}\\] 她怕猫\\n   命中：猫\\n$`),
    );
    const one = JSON.parse(run('recall', 'a', '村上春树和猫', '--limit', '1', '--json').stdout) as { hits: string[] }[];
    expect(one).toHaveLength(1);
    expect(run('recall', 'a', '今天下雨').stdout).toBe('🔎 没有命中的话题记忆\n');
    expect(run('recall', 'a', 'hotpot', '--lang', 'en').stdout).toBe('🔎 No topic memory matches\n');
  });

  it('lists every entry; --json prints them as stored', () => {
    const { run, entries } = filled();
    const r = run('knowledge', 'a');
    expect(r.stdout.split('\n')[0]).toBe('🧠 话题记忆（共 3 条）');
    expect(r.stdout).toContain('她喜欢吃火锅');
    expect(JSON.parse(run('knowledge', 'a', '--json').stdout)).toEqual(entries());
    const empty = crush();
    expect(empty.run('knowledge', 'a').stdout).toBe('🧠 还没有话题记忆（用 simp remember <slug> "..." 添加）\n');
  });
});

describe('bad input: exit 2, the field named, nothing written', () => {
  const cases: [string, string[], RegExp][] = [
    ['empty text', ['remember', 'a', ' '], /内容（text）：是空的：没有要记住的/],
    ['a text without keywords', ['remember', 'a', '嗯'], /内容（text）：里找不到能用来记住它的关键词/],
    ['tags without a tag', ['remember', 'a', '她怕猫', '--tags', ' , '], /--tags/],
    ['an unknown crush', ['remember', 'nobody', '她怕猫'], /里没有名为“nobody”的档案/],
    ['a zero limit', ['recall', 'a', '怕猫', '--limit', '0'], /--limit/],
    ['an empty situation', ['recall', 'a', ''], /内容（text）：是空的：说说眼下是什么情境/],
  ];
  it.each(cases)('%s', (_name, args, message) => {
    const { base, run } = crush();
    run('remember', 'a', '她怕猫');
    const before = treeHash(base);
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(treeHash(base)).toBe(before);
  });

  it('a broken knowledge.json or meta key is named and left as it is', () => {
    const { base, run } = crush();
    writeFileSync(join(base, 'a', 'knowledge.json'), '{"version": 1, "entries": [{"id": "x"}]}');
    const before = treeHash(base);
    // A write of topics refuses it; the readers go on without topics and say why, with the repair.
    const write = run('remember', 'a', '她怕猫');
    expect([write.code, write.stderr]).toEqual([2, expect.stringMatching(/knowledge\.json: entries\.0\.trigger_keywords.*simp rebuild a --write/s)]);
    for (const args of [['knowledge', 'a'], ['recall', 'a', '怕猫']]) {
      const r = run(...args);
      expect([r.code, r.stderr]).toEqual([0, expect.stringMatching(/knowledge\.json: entries\.0\.trigger_keywords.*simp rebuild a --write/s)]);
    }
    expect(treeHash(base)).toBe(before);
    writeFileSync(join(base, 'a', 'knowledge.json'), '{"version": 1, "entries": []}');
    const meta = join(base, 'a', 'meta.json');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), knowledge_context_max_items: 0 }));
    const r = run('recall', 'a', '怕猫');
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/meta\.json: knowledge_context_max_items/)]);
  });
});

describe('the README example, dry runs, edits and deletes', () => {
  it('finds 猫 in "周末去猫咖？" and alone after remembering a sentence about a cat and a book', () => {
    const { run } = crush();
    run('remember', 'a', '她怕猫，喜欢村上春树的《挪威的森林》');
    for (const q of ['周末去猫咖？', '猫']) expect(run('recall', 'a', q).stdout).toContain('命中：猫');
    expect(run('recall', 'a', '《挪威的森林》电影版').stdout).toContain('命中：挪威的森林');
  });

  it('--dry-run prints the plan and changes no file', () => {
    const { base, run } = crush();
    run('remember', 'a', '她怕猫');
    const before = treeHash(base);
    const dry = run('remember', 'a', '她被猫抓过。去年去了日本', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^🧪 试运行/);
    expect(dry.stdout).toContain('🧠 已合并到话题');
    expect(dry.stdout).toContain('   新：她怕猫；她被猫抓过');
    expect(dry.stdout).toMatch(/🧠 新话题 k_[0-9a-f]{8}：去年去了日本\n {3}触发词：日本/);
    const json = JSON.parse(run('remember', 'a', '她被猫抓过', '--dry-run', '--json').stdout) as { dry_run: boolean; writes: Write[] };
    expect(json.dry_run).toBe(true);
    expect(json.writes.map((w) => [w.action, w.before, w.after])).toEqual([['merge', '她怕猫', '她怕猫；她被猫抓过']]);
    expect(treeHash(base)).toBe(before);
  });

  it('edit-topic and forget change one topic, say what they did, and exit 2 on a wrong id or an empty edit', () => {
    const { run, entries } = crush();
    run('remember', 'a', '她怕猫。她爱喝茶');
    const [cat, tea] = entries().map((e) => e.id);
    const edit = run('edit-topic', 'a', cat ?? '', '--meaning', '她怕猫，也怕狗', '--add', '狗');
    expect(edit.code).toBe(0);
    expect(edit.stdout).toBe(`✏️ 已修改话题 ${cat}\n   旧：她怕猫\n   新：她怕猫，也怕狗\n   触发词：猫、狗（新增：狗）\n`);
    const gone = run('forget', 'a', tea ?? '', '--lang', 'en');
    expect(gone.stdout).toBe(`🗑 Topic ${tea} deleted: 她爱喝茶\n   keywords: 茶\n`);
    expect(entries().map((e) => e.id)).toEqual([cat]);
    expect(run('timeline', 'a').stdout).toContain('🗑 她爱喝茶');
    const again = run('forget', 'a', tea ?? '');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`a 的话题记忆里没有“${tea}”`);
    expect(run('edit-topic', 'a', cat ?? '').code).toBe(2);
    expect(run('edit-topic', 'a', cat ?? '', '--keywords', '，').code).toBe(2);
  });
});
