import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdirSync, symlinkSync, readdirSync, existsSync, appendFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fixtureBase, tempDir, treeHash, CLI } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { itWithShared } from '../helpers/shared.js';
import { EVENT_TYPES } from '../../src/model/event-rules.js';

/**
 * A module hook that prints the URL of each loaded module on stderr: ES modules as
 * they are resolved, CommonJS files (the binary's own) from the require cache at exit.
 */
function loadHook(): string {
  const hook = join(tempDir(), 'hook.mjs');
  writeFileSync(
    hook,
    "import * as mod from 'node:module';\n" +
      "import { pathToFileURL } from 'node:url';\n" +
      // In-thread hooks where Node has them (22.15+): the off-thread ones of register() can lose their last line when the process exits at once.
      "if (mod.registerHooks) mod.registerHooks({ resolve(s, c, n) { const r = n(s, c); process.stderr.write('LOADED ' + r.url + '\\n'); return r; } });\n" +
      "else mod.register('data:text/javascript,' + encodeURIComponent(\"export async function resolve(s, c, n) { const r = await n(s, c); process.stderr.write('LOADED ' + r.url + '\\\\n'); return r; }\"));\n" +
      "const createRequire = mod.createRequire;\n" +
      "const cache = createRequire(import.meta.url).cache;\n" +
      "process.on('exit', () => { for (const f of Object.keys(cache)) process.stderr.write('LOADED ' + pathToFileURL(f).href + '\\n'); });\n",
  );
  return hook;
}

/** The code of every file the hook saw loaded. */
function loadedCode(stderr: string): string {
  const files = stderr.split('\n').filter((l) => l.startsWith('LOADED file:')).map((l) => new URL(l.slice(7)).pathname);
  expect(files.length).toBeGreaterThan(0);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('simp command line', () => {
  it('lists, inits and appends with the documented exit codes', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['list', '--base-dir', base]).stdout).toContain('还没有任何心上人档案');
    const init = simp(['init', 'xiaomei', '--nickname', '小美', '--personality', '温柔型', '--base-dir', base]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('✅ 档案目录创建成功');
    const app = simp(['append', 'xiaomei', 'signal_recorded', '{"direction":"green","content":"主动约饭","score_delta":3}', '--base-dir', base]);
    expect(app).toMatchObject({ code: 0, stdout: '✅ 事件已记录：signal_recorded\n' });
    const list = simp(['list', '--json', '--base-dir', base]);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ slug: 'xiaomei', nickname: '小美', event_count: 2 })]);
    expect(simp(['events', 'xiaomei', '--json', '--base-dir', base]).stdout).toContain('主动约饭');
  });

  itWithShared('list --json counts the log when meta.json cannot vouch for its event_count (another tool appended)', () => {
    const base = fixtureBase();
    // The reference's folders carry no events_bytes, and the Python tool appends without updating the count.
    appendFileSync(join(base, 'xiaoyu', 'events.jsonl'), `${JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type: 'signal_recorded', slug: 'xiaoyu', data: { direction: 'green', content: 'x', score_delta: 1 } })}\n`);
    const rows = JSON.parse(simp(['list', '--json', '--base-dir', base]).stdout) as { slug: string; event_count: number }[];
    const timelineCount = (slug: string) => simp(['timeline', slug, '--json', '--base-dir', base]).stdout.split('\n').filter(Boolean).length;
    for (const slug of ['xiaoyu', 'aming', 'emma']) expect(rows.find((r) => r.slug === slug)?.event_count, slug).toBe(timelineCount(slug));
    expect(rows.find((r) => r.slug === 'xiaoyu')?.event_count).toBe(5);
  });

  it('append --help lists every event type append accepts, as its refusal of an unknown type does', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['init', 'xiaomei', '--nickname', '小美', '--base-dir', base]).code).toBe(0);
    const help = simp(['append', '--help', '--lang', 'en']).stdout;
    const listed = (/event type: ([\s\S]*?)\n\s+json\b/.exec(help)?.[1] ?? '').split(',').map((t) => t.trim());
    const refused = simp(['append', 'xiaomei', 'hug', '{}', '--lang', 'en', '--base-dir', base]);
    expect(refused.code).toBe(2);
    const offered = (/: ([a-z_]+(?:, [a-z_]+)+)/.exec(refused.stderr)?.[1] ?? '').split(', ');
    expect(listed).toEqual([...EVENT_TYPES]);
    expect(offered).toEqual([...EVENT_TYPES]);
    // The last one listed is taken, not refused as unknown.
    const last = EVENT_TYPES.at(-1) as string;
    const taken = simp(['append', 'xiaomei', last, '{}', '--lang', 'en', '--base-dir', base]);
    expect(taken.stderr).toContain(`${last}:`);
    expect(taken.stderr).not.toContain('hug');
  });

  const bad: [string, string[], RegExp][] = [
    ['unknown verb', ['flirt'], /没有这个命令：flirt/],
    ['missing argument', ['append', 'xiaoyu'], /缺少参数 <type>/],
    ['bad --last', ['events', 'xiaoyu', '--last', 'many'], /选项 --last <n> 的值 “many” 不对：last 必须是整数/],
    ['unknown slug', ['timeline', 'nobody'], /里没有名为“nobody”的档案/],
    ['traversal slug', ['context', '../etc'], /档案名（slug）"..\/etc" 不能用/],
    ['upper-case slug', ['events', 'XiaoYu'], /档案名（slug）"XiaoYu" 不能用/],
    ['bad JSON data', ['append', 'xiaoyu', 'signal_recorded', '{oops'], /<json> 不是有效的 JSON/],
    ['unknown event type', ['append', 'xiaoyu', 'hug', '{}'], /没有这种事件类型：“hug”。可以用的有：/],
    ['missing data field', ['append', 'xiaoyu', 'analysis_done', '{"score": 3}'], /^simp: analysis_done: 阶段（data.stage）不能为空；总结（data.summary）不能为空\n$/],
    ['event score out of range', ['append', 'xiaoyu', 'analysis_done', '{"score": 30, "stage": "破冰期", "summary": "x"}'], /^simp: analysis_done: 分数（data.score）必须是 -15 到 25 之间的整数\n$/],
    ['event score out of range, in English', ['append', 'xiaoyu', 'analysis_done', '{"score": 30, "stage": "破冰期", "summary": "x"}', '--lang', 'en'], /^simp: analysis_done: The score \(data.score\) must be a whole number from -15 to 25\n$/],
    ['stage not a stage', ['append', 'xiaoyu', 'stage_changed', '{"from": "破冰期", "to": "热恋期", "trigger": "x"}'], /新的阶段（data.to）必须是以下之一：未知、破冰期/],
    ['score out of range', ['update-meta', 'xiaoyu', '--score', '99'], /--score <n> 的值 “99” 不对：分数（score）必须是 -15 到 25 之间的整数/],
    ['bad stage', ['update-meta', 'xiaoyu', '--stage', '结婚'], /阶段（stage）必须是以下之一：未知、破冰期/],
    ['unknown version', ['rollback', 'xiaoyu', '--version', 'v7'], /xiaoyu 没有名为“v7”的版本/],
    ['existing slug', ['init', 'xiaoyu'], /里已经有名为“xiaoyu”的档案/],
    ['bad --lang', ['list', '--lang', 'fr'], /可以用的有：zh、en/],
  ];
  itWithShared.each(bad)('%s → exit 2, a clear message, nothing changed', (_name, args, message) => {
    const base = fixtureBase();
    const before = treeHash(base);
    const r = simp([...args, '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(treeHash(base)).toBe(before);
  });

  itWithShared('a broken state.md is bad input naming the file and line and the repair; rebuild --write repairs it without running it', () => {
    const base = fixtureBase();
    const pwned = join(tempDir(), 'pwned');
    const broken = `---js\nrequire("fs").writeFileSync(${JSON.stringify(pwned)}, "x")\n---\n`;
    writeFileSync(join(base, 'xiaoyu', 'state.md'), broken);
    const before = treeHash(base);
    const r = simp(['analyze', 'xiaoyu', '--signals', 'msg.late_night', '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/xiaoyu\/state\.md: 第 1 行：开头的字段区标明了另一种语言/);
    expect(r.stderr).toContain('simp rebuild xiaoyu --write');
    expect(treeHash(base)).toBe(before);
    const fixed = simp(['rebuild', 'xiaoyu', '--write', '--base-dir', base]);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(fixed.stderr).toMatch(/修复前的整个档案已保存在 versions\/v1_\d{8}_\d{6}\//);
    const saved = readdirSync(join(base, 'xiaoyu', 'versions')).find((n) => n.startsWith('v1_')) as string;
    expect(readFileSync(join(base, 'xiaoyu', 'versions', saved, 'state.md'), 'utf8')).toBe(broken);
    expect(simp(['analyze', 'xiaoyu', '--signals', 'msg.late_night', '--base-dir', base]).code).toBe(0);
    expect(existsSync(pwned)).toBe(false);
  });

  itWithShared('refuses a crush folder that is a symlink out of the base folder', () => {
    const base = fixtureBase();
    const outside = join(tempDir(), 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'events.jsonl'), '');
    symlinkSync(outside, join(base, 'evil'));
    const r = simp(['events', 'evil', '--base-dir', base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/指向数据文件夹之外/);
  });

  itWithShared('rebuild --write repairs a drifted event_count and reports what it fixed', () => {
    const base = fixtureBase();
    const metaPath = join(base, 'aming', 'meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(metaPath, JSON.stringify({ ...meta, event_count: 150 }, null, 2));
    const r = simp(['rebuild', 'aming', '--write', '--base-dir', base]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('meta.json：event_count 150 → 400');
    expect(JSON.parse(readFileSync(metaPath, 'utf8'))).toMatchObject({ event_count: 400 });
  });

  itWithShared('reads SIMP_HOME when --base-dir is not given', () => {
    const base = fixtureBase();
    const r = simp(['list'], { env: { SIMP_HOME: base } });
    expect(r.stdout).toContain('心上人档案列表（共 3 个）');
  });

  it('prints help with every verb', () => {
    const r = simp(['--help']);
    expect(r.code).toBe(0);
    for (const verb of ['append', 'events', 'context', 'snapshot', 'timeline', 'rebuild', 'list', 'init', 'create', 'backup', 'rollback', 'versions', 'update-meta', 'upgrade']) {
      expect(r.stdout).toMatch(new RegExp(`\\n  ${verb}\\b`));
    }
  });

  itWithShared('without a terminal, the UI says to use the verbs and exits 2', () => {
    const r = simp(['--base-dir', fixtureBase()], { input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/终端界面需要一个交互式终端/);
    expect(r.stderr).toMatch(/simp list/);
  });

  itWithShared('the plain read verbs load neither commander nor the schema library nor the YAML parser', () => {
    const base = fixtureBase();
    const hook = loadHook();
    for (const args of [['list'], ['events', 'xiaoyu'], ['timeline', 'xiaoyu'], ['context', 'xiaoyu'], ['rhythm', 'xiaoyu', '--golden']]) {
      const r = spawnSync(process.execPath, ['--import', hook, CLI, ...args, '--base-dir', base], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(0);
      const code = loadedCode(r.stderr);
      expect(code, args.join(' ')).not.toMatch(/commander\.invalidArgument/);
      expect(code, args.join(' ')).not.toMatch(/ZodError|\$ZodType/);
      expect(code, args.join(' ')).not.toMatch(/YAMLParseError|gray-matter/);
    }
    // The same verb spelled another way goes through commander (which is then loaded), and says the same.
    const hookRun = spawnSync(process.execPath, ['--import', hook, CLI, '--base-dir', base, 'timeline', 'xiaoyu'], { encoding: 'utf8' });
    expect(loadedCode(hookRun.stderr)).toMatch(/commander\.invalidArgument/);
    expect(hookRun.stdout).toBe(spawnSync(process.execPath, [CLI, 'timeline', 'xiaoyu', '--base-dir', base], { encoding: 'utf8' }).stdout);
  });

  it('rebuild reads only what decides the state; rebuild --write and timeline name every broken line', () => {
    const base = join(tempDir(), 'crushes');
    expect(simp(['init', 'lin', '--nickname', 'Lin', '--base-dir', base]).code).toBe(0);
    const log = join(base, 'lin', 'events.jsonl');
    appendFileSync(log, '{"type": "analysis_done", cut off\n');
    for (const [score, stage] of [[6, '破冰期'], [11, '升温期']] as const) {
      appendFileSync(log, `${JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type: 'analysis_done', slug: 'lin', data: { score, stage, summary: 's' } })}\n`);
    }
    const quick = simp(['rebuild', 'lin', '--base-dir', base]);
    expect(quick.code).toBe(0);
    expect(JSON.parse(quick.stdout)).toMatchObject({ current_stage: '升温期', signal_score: 11, last_signal_score: 6, score_trend: 'up' });
    // The broken line sits before the two scores that decide the state: it is not read.
    expect(quick.stderr).toBe('');
    expect(simp(['timeline', 'lin', '--base-dir', base, '--lang', 'en']).stderr).toContain('events.jsonl: line 2 skipped (not JSON)');
    const repair = simp(['rebuild', 'lin', '--write', '--base-dir', base]);
    expect(repair.stdout).toBe(quick.stdout);
    expect(repair.stderr).toContain('events.jsonl：第 2 行读不了，已跳过（不是 JSON）');
    // A broken line it does read (an escape makes it a candidate) is named once, not once per pass.
    const other = join(tempDir(), 'crushes');
    expect(simp(['init', 'mo', '--nickname', 'Mo', '--base-dir', other]).code).toBe(0);
    appendFileSync(join(other, 'mo', 'events.jsonl'), '{"type": "x\\u0041", broken\n');
    const once = simp(['rebuild', 'mo', '--base-dir', other]);
    expect(once.stderr.match(/已跳过/g)).toHaveLength(1);
  });

  itWithShared('a bad SIMP_LANG is bad input (exit 2) for append as for the reads', () => {
    const base = fixtureBase();
    for (const args of [['append', 'xiaoyu', 'crisis_handled', '{"crisis_type":"C-2","resolution":"x"}'], ['timeline', 'xiaoyu']]) {
      const r = simp([...args, '--base-dir', base], { env: { SIMP_LANG: 'xx' } });
      expect(r.code, args[0]).toBe(2);
      expect(r.stderr).toContain('SIMP_LANG');
    }
  });

  itWithShared('non-interactive verbs never load Ink or React', () => {
    const base = fixtureBase();
    const hook = loadHook();
    for (const args of [['list'], ['events', 'xiaoyu'], ['timeline', 'xiaoyu'], ['context', 'xiaoyu'], ['rebuild', 'xiaoyu']]) {
      const r = spawnSync(process.execPath, ['--import', hook, CLI, ...args, '--base-dir', base], { encoding: 'utf8' });
      expect(r.status, args.join(' ')).toBe(0);
      expect(loadedCode(r.stderr), args.join(' ')).not.toMatch(/react-reconciler|useInput|isRawModeSupported/);
    }
  });

  itWithShared('append loads no schema library, for a well-formed event nor to name a wrong field or a wrong meta.json (the rule tables say which)', () => {
    const base = fixtureBase();
    const hook = loadHook();
    const log = join(base, 'xiaoyu', 'events.jsonl');
    const meta = join(base, 'xiaoyu', 'meta.json');
    const append = (json: string) =>
      spawnSync(process.execPath, ['--import', hook, CLI, 'append', 'xiaoyu', 'signal_recorded', json, '--base-dir', base, '--lang', 'en'], { encoding: 'utf8' });
    // The day's first write takes a snapshot (state.md read with its rules); the second is the usual one.
    expect(append('{"direction":"green","content":"first","score_delta":1}').status).toBe(0);
    const usual = append('{"direction":"green","content":"second","score_delta":2}');
    expect(usual.status).toBe(0);
    const loaded = usual.stderr.split('\n').filter((l) => l.startsWith('LOADED file:')).map((l) => basename(l));
    expect(loaded).not.toContain('main.mjs');
    expect(loaded).toContain('append-verb.js');
    expect(loadedCode(usual.stderr)).not.toMatch(/ZodError|YAMLParseError|commander\.invalidArgument/);
    expect(readFileSync(log, 'utf8').trimEnd().split('\n').pop()).toContain('"content": "second"');
    expect(JSON.parse(readFileSync(meta, 'utf8'))).toMatchObject({ event_count: readFileSync(log, 'utf8').trimEnd().split('\n').length });

    const before = readFileSync(log, 'utf8');
    const wrong = append('{"direction":"green","content":"x","score_delta":9}');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/score_delta/);
    expect(loadedCode(wrong.stderr)).not.toMatch(/ZodError/);
    const metaText = readFileSync(meta, 'utf8');
    writeFileSync(meta, metaText.replace(/"mode": "[^"]*"/, '"mode": "turbo"'));
    const badMeta = append('{"direction":"green","content":"x","score_delta":1}');
    expect(badMeta.status).toBe(2);
    expect(badMeta.stderr).toMatch(/meta\.json.*mode/);
    expect(loadedCode(badMeta.stderr)).not.toMatch(/ZodError/);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('the UI launcher draws the list with no schema library, YAML parser, React or Ink; the app comes from main.mjs', () => {
    const dist = join(CLI, '..');
    const launcher = readFileSync(join(dist, 'tui-launch.js'), 'utf8');
    const markers = /ZodError|YAMLParseError|react\.transitional\.element|isRawModeSupported/;
    expect(launcher).not.toMatch(markers);
    expect(launcher).toContain('./main.mjs');
    // The markers are what those libraries hold: the rest of the bundle has each of them.
    const rest = readdirSync(dist).filter((f) => /\.m?js$/.test(f) && f !== 'tui-launch.js').map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    for (const marker of ['ZodError', 'YAMLParseError', 'react.transitional.element', 'isRawModeSupported']) expect(rest).toContain(marker);
  });
});
