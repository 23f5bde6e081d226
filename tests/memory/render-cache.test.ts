import { describe, expect, it } from 'vitest';
import { appendFileSync, chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheKeyPath, dropRendered, openRenderCache } from '../../src/memory/cache/render-cache.js';
import { tempDir } from '../helpers/temp.js';

function setup() {
  const root = tempDir();
  const log = join(root, 'events.jsonl');
  writeFileSync(log, 'one\ntwo\nthree\n');
  const cache = join(root, 'cache');
  return { root, log, cache };
}

/** Renders `text` as the entry of `log`'s whole content. */
function store(log: string, cache: string, variant: string, text: string): void {
  const c = openRenderCache(log, variant, cache);
  const w = c?.writer(null);
  expect(w).toBeTruthy();
  w?.write(text);
  w?.finish({ covered: readFileSync(log).length, lines: 3, badLines: [] });
}

function bodyOf(hit: ReturnType<NonNullable<ReturnType<typeof openRenderCache>>['hit']>): string {
  if (!hit) return '(miss)';
  const text = Buffer.concat([...hit.body()]).toString('utf8');
  hit.close();
  return text;
}

describe('the render cache', () => {
  it('gives back what it was given, sealed: a key of the user outside the cache, private', () => {
    const { log, cache } = setup();
    store(log, cache, 'v', 'RENDERED\n');
    expect(bodyOf(openRenderCache(log, 'v', cache)?.hit() ?? null)).toBe('RENDERED\n');
    const key = cacheKeyPath() as string;
    expect(key.startsWith(process.env['XDG_STATE_HOME'] as string)).toBe(true);
    expect(readFileSync(key)).toHaveLength(32);
    expect(readdirSync(cache).every((n) => /^[0-9a-f]{32}(\.json|\.[0-9a-f]{12}\.txt)$/.test(n))).toBe(true);
    // Continued from a hit: what is appended to the log is added, the seal still checks.
    appendFileSync(log, 'four\n');
    const c = openRenderCache(log, 'v', cache);
    const hit = c?.hit() ?? null;
    expect(hit?.covered).toBe(14);
    const w = c?.writer(hit);
    hit?.close();
    w?.write('MORE\n');
    w?.finish({ covered: readFileSync(log).length, lines: 4, badLines: [] });
    expect(bodyOf(openRenderCache(log, 'v', cache)?.hit() ?? null)).toBe('RENDERED\nMORE\n');
  });

  it('is not used when one byte of the text, the header or the log is not what was sealed', () => {
    const { log, cache } = setup();
    store(log, cache, 'v', 'RENDERED\n');
    const body = readdirSync(cache).find((n) => n.endsWith('.txt')) as string;
    const header = readdirSync(cache).find((n) => n.endsWith('.json')) as string;
    const h = JSON.parse(readFileSync(join(cache, header), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(cache, body), 'RENDEReD\n');
    expect(openRenderCache(log, 'v', cache)?.hit()).toBeNull();
    writeFileSync(join(cache, body), 'RENDERED\n');
    expect(bodyOf(openRenderCache(log, 'v', cache)?.hit() ?? null)).toBe('RENDERED\n');
    writeFileSync(join(cache, header), JSON.stringify({ ...h, lines: 2 }));
    expect(openRenderCache(log, 'v', cache)?.hit()).toBeNull();
    writeFileSync(join(cache, header), JSON.stringify(h));
    writeFileSync(log, 'one\ntwo\nthreE\n');
    expect(openRenderCache(log, 'v', cache)?.hit()).toBeNull();
  });

  it('is not used when the key can be read by others, or the key sits inside the cache folder', () => {
    const { log, cache } = setup();
    store(log, cache, 'v', 'RENDERED\n');
    const key = cacheKeyPath() as string;
    chmodSync(key, 0o644);
    try {
      expect(openRenderCache(log, 'v', cache)?.hit()).toBeNull();
      expect(openRenderCache(log, 'v', cache)?.writer(null)).toBeNull();
    } finally {
      chmodSync(key, 0o600);
    }
    expect(bodyOf(openRenderCache(log, 'v', cache)?.hit() ?? null)).toBe('RENDERED\n');
    const inside = join(process.env['XDG_STATE_HOME'] as string, 'simp');
    mkdirSync(inside, { recursive: true });
    const other = setup();
    expect(openRenderCache(other.log, 'v', inside)?.writer(null)).toBeNull();
  });

  it('drops every rendering of one log, and only of that log', () => {
    const { log, cache, root } = setup();
    const other = join(root, 'other.jsonl');
    writeFileSync(other, 'x\n');
    store(log, cache, 'timeline|zh', 'A\n');
    store(log, cache, 'timeline|en', 'B\n');
    store(other, cache, 'timeline|zh', 'C\n');
    expect(readdirSync(cache)).toHaveLength(6);
    dropRendered(log, null, cache);
    expect(readdirSync(cache)).toHaveLength(2);
    expect(bodyOf(openRenderCache(other, 'timeline|zh', cache)?.hit() ?? null)).toBe('C\n');
  });
});
