/**
 * The limits on what is read (model/limits.ts): JSON nested deeper than simp
 * reads, files larger than it reads. Each is refused before it is parsed, naming
 * the file (and line) and the limit, in the user's language, with nothing
 * changed; `rebuild --write` sets such a value aside (the whole file kept in
 * versions/) and the folder works again. Inputs are sized so that what they
 * guard against would fail or take long; no time is measured.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync, readdirSync, writeFileSync, appendFileSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { changedFiles, files, freshCrush, text } from '../flows/flow-helpers.js';
import { errorText } from '../../src/present/field-errors.js';
import { repairLines } from '../../src/present/repair-text.js';
import { repairFixText } from '../../src/memory/index.js';
import { emptyReport } from '../../src/memory/log/event-lines.js';
import { tooDeepAt, withoutDeepMembers } from '../../src/memory/io/bounds.js';
import { tooDeep } from '../../src/memory/formats/depth.js';
import { LIMITS } from '../../src/model/limits.js';
import { readConfig } from '../../src/memory/outside/home.js';
import { CLI, tempDir } from '../helpers/temp.js';

const SIGNAL = { direction: 'green', content: 'x', score_delta: 1 };
const nested = (n: number): string => `${'{"x": '.repeat(n)}1${'}'.repeat(n)}`;

async function refusal(call: Promise<unknown> | (() => unknown)): Promise<{ en: string; zh: string; err: unknown }> {
  let err: unknown;
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (e) {
    err = e;
  }
  expect(err, 'the call should have been refused').toBeDefined();
  return { err, en: errorText(err, 'en'), zh: errorText(err, 'zh') };
}

const savedVersion = (dir: string): string => readdirSync(join(dir, 'versions')).filter((n) => !n.startsWith('.')).sort().at(-1) as string;

describe('the depth scan before a JSON text is parsed', () => {
  it('finds exactly the texts whose value nests deeper than the limit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'large', maxDepth: 12 }), fc.integer({ min: 1, max: 10 }), fc.boolean(), (value, limit, pretty) => {
        const json = JSON.stringify(value, null, pretty ? 2 : undefined);
        expect(tooDeepAt(json, limit) !== null).toBe(tooDeep(value, limit));
      }),
      { numRuns: 1000 },
    );
  });

  it('names the line where the limit is passed; brackets in strings do not count', () => {
    expect(tooDeepAt(`{\n"a": "${'['.repeat(500)}",\n"b":\n${nested(70)}}`)).toBe(4);
    expect(tooDeepAt(`["${'{'.repeat(1000)}"]`)).toBeNull();
  });

  it('a repair keeps every member that is not too deep, as it was', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ depthSize: 'large', maxDepth: 8 })), fc.integer({ min: 2, max: 6 }), (written, limit) => {
        const json = JSON.stringify(written, null, 2);
        const obj = JSON.parse(json) as Record<string, unknown>;
        const cut = withoutDeepMembers(json, limit);
        const want = Object.fromEntries(Object.entries(obj).filter(([, v]) => !tooDeep({ v }, limit)));
        expect(cut).not.toBeNull();
        expect(JSON.parse(cut?.text ?? '')).toEqual(want);
        expect(cut?.dropped.sort()).toEqual(Object.keys(obj).filter((k) => !Object.hasOwn(want, k)).sort());
      }),
      { numRuns: 500 },
    );
  });
});

describe('meta.json nested 5,000 levels deep (written by another program)', () => {
  it('every write is refused naming the file, line and limit; rebuild --write sets the value aside and the folder works again', async () => {
    const c = freshCrush();
    const original = text(c, 'meta.json').replace(/\n}\s*$/, `,\n  "extra": ${nested(5000)}\n}\n`);
    writeFileSync(join(c.dir, 'meta.json'), original);
    const before = files(c.dir);
    const refused = await refusal(c.mem.append(c.slug, 'signal_recorded', SIGNAL));
    expect(refused.en).toMatch(/meta\.json: nested more than 64 levels deep at line \d+ \(the limit\).*simp rebuild xiaoyu --write/);
    expect(refused.zh).toMatch(/meta\.json: 第 \d+ 行嵌套超过 64 层（上限）.*simp rebuild xiaoyu --write/);
    expect(refused.en).not.toMatch(/call stack/);
    expect(changedFiles(before, files(c.dir))).toEqual([]);

    const res = await c.mem.repair(c.slug);
    expect(res.fixes.map(repairFixText)).toEqual(expect.arrayContaining([expect.stringMatching(/^meta\.json: extra left out \(nested more than 64/)]));
    expect(repairLines(res.fixes, 'zh').join('\n')).toMatch(/meta\.json：extra 嵌套超过 64 层，已从文件中移出/);
    // The whole file as it was, byte for byte, in the version saved first.
    expect(readFileSync(join(c.dir, 'versions', savedVersion(c.dir), 'meta.json'), 'utf8')).toBe(original);
    const meta = JSON.parse(text(c, 'meta.json')) as Record<string, unknown>;
    expect(meta['extra']).toBeUndefined();
    expect(meta['nickname']).toBe('小雨');
    await expect(c.mem.append(c.slug, 'signal_recorded', SIGNAL)).resolves.toBeDefined();
  });

  it('a meta.json larger than simp reads is refused by its size, and rebuilt from the events', async () => {
    const c = freshCrush();
    const big = text(c, 'meta.json').replace('"nickname": "小雨"', `"nickname": "小雨", "padding": "${'x'.repeat(LIMITS.metaBytes)}"`);
    writeFileSync(join(c.dir, 'meta.json'), big);
    const before = files(c.dir);
    const refused = await refusal(c.mem.append(c.slug, 'signal_recorded', SIGNAL));
    expect(refused.en).toMatch(/meta\.json: larger than 1 MiB, the most simp reads of it; not read/);
    expect(refused.zh).toMatch(/meta\.json: 超过 1 MiB，这是 simp 读取它的上限，没有读取/);
    expect(changedFiles(before, files(c.dir))).toEqual([]);
    await c.mem.repair(c.slug);
    expect(readFileSync(join(c.dir, 'versions', savedVersion(c.dir), 'meta.json'), 'utf8')).toBe(big);
    expect(text(c, 'meta.json').length).toBeLessThan(2000);
    await expect(c.mem.append(c.slug, 'signal_recorded', SIGNAL)).resolves.toBeDefined();
  });
});

describe('knowledge.json and the logs, nested 5,000 levels deep', () => {
  it('knowledge.json is refused with the repair named; the repair rebuilds it from the events', async () => {
    const c = freshCrush();
    const deep = `{"version": 1, "entries": [], "extra": ${nested(5000)}}`;
    writeFileSync(join(c.dir, 'knowledge.json'), deep);
    const refused = await refusal(() => c.mem.knowledge(c.slug));
    expect(refused.zh).toMatch(/knowledge\.json: 第 1 行嵌套超过 64 层（上限）.*simp rebuild xiaoyu --write/);
    await c.mem.repair(c.slug);
    expect(readFileSync(join(c.dir, 'versions', savedVersion(c.dir), 'knowledge.json'), 'utf8')).toBe(deep);
    expect(c.mem.knowledge(c.slug)).toEqual([]);
  });

  it('an event or interaction line nested 5,000 deep is a bad line, not a crash', async () => {
    const c = freshCrush();
    appendFileSync(join(c.dir, 'events.jsonl'), `{"ts": "2026-04-10T09:30:00", "v": 1, "type": "signal_recorded", "slug": "xiaoyu", "data": {"deep": ${nested(5000)}}}\n`);
    appendFileSync(join(c.dir, 'interactions.jsonl'), `{"ts": "2026-04-10T09:30:00", "type": "chat_sent", "data": {"deep": ${nested(5000)}}}\n`);
    const events = emptyReport();
    const all: unknown[] = [];
    for await (const e of c.mem.events(c.slug, events)) all.push(e);
    expect(all).toHaveLength(1);
    expect(events.badLines).toEqual([{ line: 2, reason: 'depth' }]);
    const interactions = emptyReport();
    expect(await c.mem.interactions(c.slug, interactions)).toEqual([]);
    expect(interactions.badLines).toHaveLength(1);
    await expect(c.mem.append(c.slug, 'signal_recorded', SIGNAL)).resolves.toBeDefined();
  });
});

describe('front matter is bounded before the YAML parser', () => {
  const profileWith = (c: ReturnType<typeof freshCrush>, line: string): string => text(c, 'profile.md').replace(/^city: .*$/m, line);

  it('a flow map of 35,000 keys (the parser checks its keys two by two) is refused by its entries', async () => {
    const c = freshCrush();
    // 35,000 keys in 240 KiB: under the size limit, over the entries limit.
    const keys = Array.from({ length: 35_000 }, (_, i) => `${i.toString(36)}: 1`).join(',');
    writeFileSync(join(c.dir, 'profile.md'), profileWith(c, `city: {${keys}}`));
    const before = files(c.dir);
    const refused = await refusal(() => c.mem.read(c.slug));
    expect(refused.en).toMatch(/profile\.md: one \[ \] or \{ \} at line \d+ holds more than 1000 entries \(the limit\)/);
    expect(refused.zh).toMatch(/profile\.md: 第 \d+ 行的一个 \[ \] 或 \{ \} 里超过 1000 项（上限）/);
    await expect(c.mem.updateProfile(c.slug, { city: '上海' })).rejects.toThrow(/more than 1000 entries/);
    expect(changedFiles(before, files(c.dir))).toEqual([]);
  });

  it('250,000 "[" in one value is refused by its depth', async () => {
    const c = freshCrush();
    writeFileSync(join(c.dir, 'state.md'), text(c, 'state.md').replace(/^current_stage: .*$/m, `current_stage: ${'['.repeat(250_000)}`));
    const refused = await refusal(() => c.mem.state(c.slug));
    expect(refused.en).toMatch(/state\.md: nested more than 16 levels deep at line \d+ \(the limit\)/);
    expect(refused.zh).toMatch(/state\.md: 第 \d+ 行嵌套超过 16 层（上限）/);
  });

  it('a front matter larger than 256 KiB (a million "[") is refused by its size; a short flow value keeps its own message', async () => {
    const c = freshCrush();
    writeFileSync(join(c.dir, 'profile.md'), profileWith(c, `city: ${'['.repeat(1_000_000)}`));
    const refused = await refusal(() => c.mem.read(c.slug));
    expect(refused.en).toMatch(/profile\.md \(front matter\): larger than 256 KiB, the most simp reads of it/);
    expect(refused.zh).toMatch(/profile\.md \(front matter\): 超过 256 KiB/);
    writeFileSync(join(c.dir, 'profile.md'), profileWith(c, 'city: [上海, "a,b", \'c,\'\'d\']'));
    expect(() => c.mem.read(c.slug)).toThrow(/only one plain value per line/);
  });
});

describe('the config file', () => {
  const configAt = (make: (path: string) => void): Record<string, string> => {
    const path = join(tempDir(), 'config.json');
    make(path);
    return { SIMP_CONFIG: path, HOME: tempDir() };
  };

  it('a FIFO there is refused at once (no verb waits on it), naming it, in either language', async () => {
    const env = configAt((p) => expect(spawnSync('mkfifo', [p]).status).toBe(0));
    const r = await refusal(() => readConfig(env));
    expect(r.zh).toMatch(/config\.json: 不是普通文件（是 FIFO、设备或文件夹），拒绝读取/);
    expect(r.en).toMatch(/config\.json: not a regular file \(a FIFO, a device or a folder\)/);
    // The binary too: it exits at once instead of hanging (the timeout only stops a hang).
    const run = spawnSync(process.execPath, [CLI, 'list', '--base-dir', tempDir()], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
    expect(run.error).toBeUndefined();
    expect([run.status, run.stderr]).toEqual([2, expect.stringMatching(/config\.json: 不是普通文件/)]);
  });

  it('a link to /dev/zero is refused, not read without end; a config larger than 64 KiB is refused by its size', async () => {
    const zero = configAt((p) => symlinkSync('/dev/zero', p));
    expect((await refusal(() => readConfig(zero))).en).toMatch(/not a regular file/);
    const big = configAt((p) => writeFileSync(p, `{"lang": "en", "note": "${'x'.repeat(LIMITS.configBytes)}"}`));
    const r = await refusal(() => readConfig(big));
    expect(r.en).toMatch(/config\.json: larger than 64 KiB, the most simp reads of it; not read/);
    expect(r.zh).toMatch(/config\.json: 超过 64 KiB，这是 simp 读取它的上限/);
    const deep = configAt((p) => writeFileSync(p, `{"lang": ${nested(100)}}`));
    expect((await refusal(() => readConfig(deep))).en).toMatch(/config\.json: nested more than 64 levels deep at line 1/);
    expect(readConfig(configAt((p) => writeFileSync(p, '{"lang": "en"}')))).toEqual({ lang: 'en' });
  });
});

describe('text given on stdin or as a named file', () => {
  it('a note on stdin over 1 MiB is refused with the limit stated and nothing written; one below it is logged', () => {
    const c = freshCrush();
    const before = files(c.dir);
    const big = spawnSync(process.execPath, [CLI, 'log', c.slug, 'chat_sent', '--summary', 's', '--note', '-', '--base-dir', c.base], { input: 'x'.repeat(LIMITS.stdinBytes + 10), encoding: 'utf8', env: { ...process.env, SIMP_LANG: 'en' } });
    expect([big.status, big.stderr]).toEqual([2, expect.stringMatching(/--note -: stdin: larger than 1 MiB/)]);
    expect(changedFiles(before, files(c.dir))).toEqual([]);
    const ok = spawnSync(process.execPath, [CLI, 'log', c.slug, 'chat_sent', '--summary', 's', '--note', '-', '--base-dir', c.base], { input: '第一行\nsecond line\n', encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    expect(text(c, 'interactions.jsonl')).toContain('第一行\\nsecond line');
  });

  it('an answers file that is a FIFO is refused at once instead of waited on', () => {
    const c = freshCrush();
    const fifo = join(tempDir(), 'answers.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const r = spawnSync(process.execPath, [CLI, 'quit', c.slug, '--answers', fifo, '--base-dir', c.base], { encoding: 'utf8', timeout: 20_000, env: { ...process.env, SIMP_LANG: 'zh' } });
    expect(r.error).toBeUndefined();
    expect([r.status, r.stderr]).toEqual([2, expect.stringMatching(/answers\.json: 不是普通文件/)]);
  });
});
