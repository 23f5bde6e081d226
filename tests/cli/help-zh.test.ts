import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import stringWidth from 'string-width';
import { buildProgram } from '../../src/cli/program.js';
import { localizeHelp } from '../../src/cli/help-lang.js';
import { HELP_VERBS_ZH } from '../../src/i18n/help-verbs-zh.js';
import { STAGES } from '../../src/model/enums.js';
import { ROOT } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { messages } from '../../src/i18n/index.js';
import { EVENT_TYPES } from '../../src/model/event-rules.js';

/** `simp --help` and every verb's, as [key in the table, command line]. */
const EN = buildProgram('en');
const VERBS = EN.commands.map((c) => c.name());
const HELPS: readonly (readonly [string, readonly string[]])[] = [['', ['--help']], ...VERBS.map((v) => [v, [v, '--help']] as const)];

describe('the Chinese of --help (src/i18n/help-verbs-zh.ts)', () => {
  it('has an entry for every verb, described argument and option the program defines, and for nothing else', () => {
    const wanted: string[] = [];
    const walk = (cmd: Command, key: string): void => {
      wanted.push(key);
      // A bare slug is described in both languages by the messages (cli.helpSlug), not the table.
      for (const a of cmd.registeredArguments) if (a.description !== '' && !(a.name() === 'slug' && a.description === messages('en').cli.helpSlug)) wanted.push(`${key} <${a.name()}>`);
      for (const o of cmd.options) wanted.push(`${key} ${o.long ?? o.short}`);
      for (const sub of cmd.commands) walk(sub, sub.name());
    };
    walk(EN, '');
    wanted.push('help');
    const held = Object.entries(HELP_VERBS_ZH).flatMap(([verb, zh]) => [
      verb,
      ...Object.keys(zh.arguments ?? {}).map((a) => `${verb} <${a}>`),
      ...Object.keys(zh.options ?? {}).map((o) => `${verb} ${o}`),
    ]);
    expect(held.filter((k) => !wanted.includes(k)), 'in the table, not in the program').toEqual([]);
    expect(wanted.filter((k) => !held.includes(k)), 'in the program, without Chinese').toEqual([]);
  });

  it('says what a slug is under every verb that takes one, in zh and in en', () => {
    for (const [lang, words] of [['zh', '档案名：心上人的文件夹名'], ['en', "the crush's name in the files"]] as const) {
      const program = buildProgram(lang);
      const slugs = program.commands.flatMap((c) => c.registeredArguments.filter((a) => a.name() === 'slug').map((a) => [c.name(), a.description] as const));
      expect(slugs.filter(([, d]) => d.trim() === '').map(([v]) => v)).toEqual([]);
      expect(slugs.filter(([, d]) => d.includes(words)).length).toBeGreaterThan(20);
    }
  });

  it('puts the Chinese in place in zh: every description changes, and a list of ids stays the program’s own', () => {
    const zh = buildProgram('zh');
    for (const cmd of zh.commands) {
      const en = EN.commands.find((c) => c.name() === cmd.name()) as Command;
      expect(cmd.description(), cmd.name()).not.toBe(en.description());
      cmd.options.forEach((o, i) => expect(o.description, `${cmd.name()} ${o.long}`).not.toBe(en.options[i]?.description));
    }
    const append = zh.commands.find((c) => c.name() === 'append') as Command;
    const type = append.registeredArguments.find((a) => a.name() === 'type');
    // Every type of the one table, in its order.
    expect(type?.description).toBe(`事件类型：${EVENT_TYPES.join('、')}`);
  });

  it('keeps the English where a key is missing, and says commander’s extras in Chinese', () => {
    const program = new Command('simp');
    const verb = program.command('no-such-verb').description('a verb the table does not know').argument('<thing>', 'some thing');
    verb.addOption(new Option('--colour <c>', 'which colour').choices(['red', 'blue']).default('red'));
    localizeHelp(program, 'zh');
    expect(verb.description()).toBe('a verb the table does not know');
    const help = verb.helpInformation();
    expect(help).toContain('which colour（可选值：red、blue；默认：red）');
    expect(help).toContain('some thing');
  });
});

/** Tokens that are not sentences: code, flags, placeholders, paths, ids, file names, JSON shapes, numbers. */
function withoutTokens(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"|“[^”]*”/g, ' ')
    .replace(/\[\{[^\]]*\]|\{[^}]*\}/g, ' ')
    .replace(/<[^>]*>|\[[^\]]*\]/g, ' ')
    .replace(/(^|[\s（(，、])--?[a-zA-Z][\w-]*(=\S*)?/g, ' ')
    .replace(/[\w.$~-]*\/[\w./*$<>-]*/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\b[a-z]+_[a-z_]+\b/g, ' ')
    .replace(/\b[A-Z]+-?\d+\b|\b\d[\d:T.-]*\b/g, ' ')
    .replace(/\bsimp\b/g, ' ');
}

/** A run of three or more English words, in what is left once tokens are gone. */
const englishSentence = (text: string): string | null => /[A-Za-z]{2,}(?:[ ,;]+[A-Za-z]{1,}){2,}/.exec(withoutTokens(text))?.[0] ?? null;

/** The values English help shows in Chinese on purpose: stored stages and personalities, and the notes' examples. */
const STORED = [...STAGES, '感性型', '理性型', '傲娇型', '温柔型', '待填写', '小美', '26岁', '女', '男', '双鱼座', '双鱼', '3天前', '昨天晚上9点', '昨天'];
const STORED_RE = new RegExp(STORED.sort((a, b) => b.length - a.length).join('|'), 'g');
const chineseLeft = (text: string): string | null => /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/.exec(text.replace(STORED_RE, ''))?.[0] ?? null;

/** The lines of a help as printed, without its examples (command lines, shown as typed) and import's sample layouts. */
function lines(help: string): string[] {
  const all = help.split('\n');
  const examples = all.findIndex((l) => /^(Examples?:|示例：)$/.test(l));
  return (examples === -1 ? all : all.slice(0, examples)).filter((l) => !/^ {2}(simp |(wechat|qq)_\w+|json )/.test(l));
}

/** Those lines with each option's or argument's description, wrapped over several lines, read as one. */
const prose = (help: string): string[] => lines(help.replace(/\n {3,}(?=\S)/g, ' '));

/** The flags of the options a help lists. */
const flagsOf = (help: string): string[] => [...help.matchAll(/^ {2}((?:-\w, )?--[\w-]+)/gm)].map((m) => m[1] as string).sort();

describe('simp <verb> --help in zh and en (issue S)', () => {
  let run: Runner;
  const shown = new Map<string, { zh: string; en: string }>();
  beforeAll(async () => {
    run = startRunner(join(ROOT, 'dist'));
    for (const [verb, args] of HELPS) {
      const [zh, en] = [await run.run(args, { env: { SIMP_LANG: 'zh' } }), await run.run(['--lang', 'en', ...args])];
      expect([verb, zh.code, en.code, zh.stderr, en.stderr]).toEqual([verb, 0, 0, '', '']);
      shown.set(verb, { zh: zh.stdout, en: en.stdout });
    }
  }, 120_000);
  afterAll(() => run.stop());

  it('in zh holds no English sentence, and in en no Chinese beyond stored values and examples', () => {
    const wrong: string[] = [];
    for (const [verb, { zh, en }] of shown) {
      for (const line of prose(zh)) {
        const english = englishSentence(line);
        if (english) wrong.push(`zh ${verb}: "${english}" in: ${line.trim()}`);
      }
      for (const line of prose(en)) {
        const chinese = chineseLeft(line);
        if (chinese) wrong.push(`en ${verb}: "${chinese}" in: ${line.trim()}`);
      }
    }
    expect(wrong).toEqual([]);
    // The rules can fail: the English help is full of sentences, the Chinese of Chinese.
    expect(prose(shown.get('init')?.en ?? '').some((l) => englishSentence(l) !== null)).toBe(true);
    expect(prose(shown.get('init')?.zh ?? '').some((l) => chineseLeft(l) !== null)).toBe(true);
  });

  it('lists the same options in both languages, the ones the verb has', () => {
    for (const [verb, { zh, en }] of shown) {
      const cmd = verb === '' ? EN : (EN.commands.find((c) => c.name() === verb) as Command);
      const defined = [...cmd.options.map((o) => o.flags.replace(/ .*/, '').replace(/,$/, '')), '-h, --help'];
      expect(flagsOf(zh), verb).toEqual(flagsOf(en));
      expect(flagsOf(zh).length, verb).toBe(defined.length);
    }
  });

  it('wraps within 80 terminal cells in both languages, a Chinese character counted as two', () => {
    const over: string[] = [];
    for (const [verb, both] of shown) {
      for (const lang of ['zh', 'en'] as const) {
        for (const line of lines(both[lang])) if (stringWidth(line) > 80) over.push(`${lang} ${verb}: ${line}`);
      }
    }
    expect(over).toEqual([]);
    // A Chinese help line does break where it reaches the edge (not only at spaces).
    expect(shown.get('init')?.zh).toMatch(/\n {24}[^\s-]/);
  });
});
