import { describe, expect, it, vi } from 'vitest';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { openMemory, type Memory } from '../../src/memory/index.js';
import { recallFor } from '../../src/flows/knowledge-recall.js';
import { recallPlan, RECALL_PLAN_FORMAT } from '../../src/engine/knowledge/index.js';
import { TOPIC_INDEX_FROM_BYTES } from '../../src/memory/cache/topic-index.js';
import { arraySpans } from '../../src/memory/formats/json-spans.js';
import { tempDir } from '../helpers/temp.js';

const THINGS = ['猫', '咖啡', '拿铁', '火锅', '村上春树', '跑步', '加班', '公司', 'therapy', 'labrador', 'flat white', '年糕', '貓', 'n2'];
const TEXTS = ['她最近还喝拿铁吗', '周末去猫咖？', '工作怎么样', 'how is her therapist', 'dogs!', '村上的新书', '吃年糕', 't7', '火锅 跑步'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Topics enough for the index (past TOPIC_INDEX_FROM_BYTES), as simp writes them or as given. */
function topics(n: number, seed = 1) {
  const r = rng(seed);
  const pick = () => THINGS[Math.floor(r() * THINGS.length)] as string;
  return Array.from({ length: n }, (_, i) => {
    const a = pick();
    const b = pick();
    const ts = `2026-0${1 + (i % 9)}-1${i % 10}T10:00:00`;
    const text = `她喜欢${a}，也提到过${b}（第${i}条）"引号"\\ [括号] {花括号}`;
    return { id: `k_${i}`, trigger_keywords: [...new Set([a, b, `t${i}`])], canonical_meaning: text, created_at: ts, updated_at: ts, sources: [{ ts, kind: 'remember', text }] };
  });
}

function crush(): { mem: Memory; path: string; slug: string } {
  const base = join(tempDir('simp-topic-index-'), 'crushes');
  const mem = openMemory({ baseDir: base });
  const { dir } = mem.create({ slug: 'xy', nickname: '小雨' });
  const path = join(dir, 'knowledge.json');
  writeFileSync(path, `${JSON.stringify({ version: 1, entries: topics(400) }, null, 2)}\n`);
  expect(statSync(path).size).toBeGreaterThan(TOPIC_INDEX_FROM_BYTES);
  return { mem, path, slug: 'xy' };
}

function withEnv<T>(name: string, value: string | undefined, run: () => T): T {
  const before = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

/** recall's answers (and the problem it reports) for every text, with the cache and without it. */
function answers(mem: Memory, slug: string, noCache = false): string {
  return withEnv('SIMP_NO_CACHE', noCache ? '1' : undefined, () =>
    JSON.stringify(
      TEXTS.map((t) => {
        const problems: string[] = [];
        const hits = recallFor(mem, slug, t, { limit: 40, onProblem: (e) => problems.push((e as Error).message) });
        return { hits, problems };
      }),
    ),
  );
}

const expectSame = (mem: Memory, slug: string): void => expect(answers(mem, slug)).toBe(answers(mem, slug, true));

/** How often the plan is made: a call that uses the kept one makes none. */
function counted(mem: Memory, slug: string): () => number {
  let built = 0;
  const build = (entries: Parameters<typeof recallPlan>[0]) => {
    built += 1;
    return recallPlan(entries);
  };
  return () => {
    const got = mem.topicIndex(slug, RECALL_PLAN_FORMAT, build);
    expect(got).not.toBeNull();
    return built;
  };
}

const indexFiles = (): string[] => {
  const dir = join(process.env['SIMP_CACHE_DIR'] as string, 'topics');
  try {
    return readdirSync(dir).map((n) => join(dir, n));
  } catch {
    return [];
  }
};

/** Ages a file's times past the index's window of doubt (a file just written is checked by content). */
const settle = (path: string): void => utimesSync(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));

describe('the topic index (recall over a long knowledge.json)', () => {
  it('is made once and used while the file stays as it was, with the same answers as reading every topic', () => {
    const { mem, slug, path } = crush();
    settle(path);
    const call = counted(mem, slug);
    expect(call()).toBe(1);
    expect(call()).toBe(1);
    expect(call()).toBe(1);
    expectSame(mem, slug);
  });

  it('a file changed within its window of doubt is checked by content, not made again when its bytes are the same', () => {
    const { mem, slug } = crush();
    const call = counted(mem, slug);
    expect(call()).toBe(1);
    expect(call()).toBe(1);
    expectSame(mem, slug);
  });

  it('is made again when knowledge.json changes: by simp, by hand with the same size and times, or rewritten by another tool', async () => {
    const { mem, slug, path } = crush();
    settle(path);
    const call = counted(mem, slug);
    expect(call()).toBe(1);
    // simp's own write (a new topic, then one deleted).
    await mem.writeKnowledge(slug, [{ target_id: null, entry: { ...topics(1)[0]!, id: 'k_new', trigger_keywords: ['拿铁', '新词'] }, fallback: topics(1)[0]! }]);
    expect(call()).toBe(2);
    expectSame(mem, slug);
    await mem.changeKnowledge(slug, 'k_3', null);
    expectSame(mem, slug);
    // By hand, in place: one keyword for another of the same bytes, the times put back.
    const before = statSync(path);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace('"t5"', '"t6"').replace('"t7"', '"t8"'));
    utimesSync(path, before.atime, before.mtime);
    expect(statSync(path).size).toBe(before.size);
    const n = call();
    expect(n).toBeGreaterThan(2);
    expectSame(mem, slug);
    expect(answers(mem, slug)).toContain('k_8');
  });

  it('a broken, truncated, forged or foreign index file only means the topics are read again', () =>
    withEnv('SIMP_CACHE_DIR', tempDir('simp-topic-cache-'), () => {
      const { mem, slug, path } = crush();
      settle(path);
      const call = counted(mem, slug);
      expect(call()).toBe(1);
      const [file] = indexFiles();
      expect(file).toBeDefined();
      const good = readFileSync(file as string);
      writeFileSync(file as string, good.subarray(0, good.length >> 1));
      expect(call()).toBe(2);
      expectSame(mem, slug);
      // One byte of a part changed (the head's seal still checks): that part no longer has its digest, and the
      // file is made again (here when it is kept for the file again: knowledge.json was touched within its window
      // of doubt, and keeping the parts reads them all; a call that reads the part removes the file).
      const flipped = Buffer.from(readFileSync(file as string));
      const nl = flipped.indexOf(0x0a, 65);
      const { parts } = JSON.parse(flipped.toString('utf8', 65, nl)) as { parts: Record<string, [number, number, string]> };
      const at = nl + 1 + (parts['d/head'] as [number, number, string])[0] + 2;
      flipped[at] = flipped[at] === 0x31 ? 0x32 : 0x31;
      writeFileSync(file as string, flipped);
      expect(call()).toBe(3);
      expectSame(mem, slug);
      // The head rewritten with a part's place moved, under a seal made without the key.
      const text = readFileSync(file as string, 'utf8');
      const forged = text.slice(65).replace(/"d\/head":\[(\d+)/, (_, n: string) => `"d/head":[${Number(n) + 1}`);
      expect(forged).not.toBe(text.slice(65));
      writeFileSync(file as string, `${'0'.repeat(64)}\n${forged}`);
      expect(call()).toBe(4);
      expectSame(mem, slug);
      rmSync(file as string);
      expectSame(mem, slug);
    }));

  it('a part read that is not as written is not used, and the file is removed', () =>
    withEnv('SIMP_CACHE_DIR', tempDir('simp-topic-cache-'), () => {
      const { mem, slug } = crush();
      // Made well after knowledge.json last changed: trusted by its marks, without reading knowledge.json again.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 60_000);
        const call = counted(mem, slug);
        expect(call()).toBe(1);
        expect(call()).toBe(1);
        const [file] = indexFiles();
        const bytes = Buffer.from(readFileSync(file as string));
        const nl = bytes.indexOf(0x0a, 65);
        const { parts } = JSON.parse(bytes.toString('utf8', 65, nl)) as { parts: Record<string, [number, number, string]> };
        const at = nl + 1 + (parts['d/head'] as [number, number, string])[0] + 2;
        bytes[at] = bytes[at] === 0x31 ? 0x32 : 0x31;
        writeFileSync(file as string, bytes);
        const kept = mem.topicIndex(slug, RECALL_PLAN_FORMAT, recallPlan);
        expect(kept?.parts(['p/0'])?.has('p/0')).toBe(true);
        expect(kept?.parts(['head'])).toBeNull();
        expect(indexFiles()).toEqual([]);
        expect(call()).toBe(2);
      } finally {
        vi.useRealTimers();
      }
      expectSame(mem, slug);
    }));

  it('a knowledge.json that breaks after it was indexed is said as it is without the index', () => {
    const { mem, slug, path } = crush();
    settle(path);
    expectSame(mem, slug);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"trigger_keywords": [', '"trigger_keywords": 7, "x": ['));
    const broken = answers(mem, slug);
    expect(broken).toBe(answers(mem, slug, true));
    expect(broken).toContain('knowledge.json');
    writeFileSync(path, readFileSync(path, 'utf8').slice(0, 5000));
    expect(answers(mem, slug)).toBe(answers(mem, slug, true));
  });

  it('answers the same with a cache folder that cannot be written or used', () => {
    const { mem, slug, path } = crush();
    settle(path);
    const cache = tempDir('simp-topic-cache-');
    mkdirSync(join(cache, 'topics'), { mode: 0o700 });
    chmodSync(join(cache, 'topics'), 0o500);
    chmodSync(cache, 0o500);
    const ro = withEnv('SIMP_CACHE_DIR', cache, () => answers(mem, slug));
    expect(ro).toBe(answers(mem, slug, true));
    chmodSync(cache, 0o700);
    chmodSync(join(cache, 'topics'), 0o700);
    // (Written all the same where the user is root.) A folder others may write into is not used at all.
    for (const n of readdirSync(join(cache, 'topics'))) rmSync(join(cache, 'topics', n));
    chmodSync(join(cache, 'topics'), 0o777);
    expect(withEnv('SIMP_CACHE_DIR', cache, () => answers(mem, slug))).toBe(ro);
    expect(readdirSync(join(cache, 'topics'))).toEqual([]);
  });

  it('works on a knowledge.json the reference tools wrote (Python json, escaped or not, a key given twice)', () => {
    const { mem, slug, path } = crush();
    const entries = JSON.stringify(topics(400, 7));
    for (const [ascii, indent] of [['True', '2'], ['False', '2'], ['False', 'None']]) {
      const py = `import json,sys\nd={"version":1,"entries":json.loads(sys.stdin.read())}\nopen(sys.argv[1],"w",encoding="utf-8").write(json.dumps(d,ensure_ascii=${ascii},indent=${indent}))`;
      const run = spawnSync('python3', ['-c', py, path], { input: entries, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      settle(path);
      const call = counted(mem, slug);
      expect(call()).toBe(1);
      expectSame(mem, slug);
    }
    // JSON.parse keeps the last of a key given twice; so does the index.
    writeFileSync(path, `{"entries": [], "version": 1, "entr\\u0069es": ${JSON.stringify(topics(400, 9))}}`);
    settle(path);
    expect(counted(mem, slug)()).toBe(1);
    expectSame(mem, slug);
  });
});

describe('arraySpans', () => {
  it('finds each element of the last top-level array of a key, whatever its strings hold', () => {
    const doc = { a: { entries: [9] }, entries: [{ s: 'x"]}[{\\', n: [1, [2]] }, 'str]', 3, null, true, -1.5e3], z: '}' };
    const buf = Buffer.from(`\ufeff ${JSON.stringify(doc, null, 3)} `);
    const spans = arraySpans(buf, 'entries') as number[];
    expect(spans.length).toBe(12);
    const values = Array.from({ length: 6 }, (_, i) => JSON.parse(buf.toString('utf8', spans[2 * i], spans[2 * i + 1])));
    expect(values).toEqual(doc.entries);
    expect(arraySpans(Buffer.from('[1,2]'), 'entries')).toBeNull();
    expect(arraySpans(Buffer.from('{"entries": 5}'), 'entries')).toBeNull();
  });
});
