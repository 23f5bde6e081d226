import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir, treeHash } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { localDate } from '../../src/model/time.js';

const DAY = 86_400_000;

describe('simp log --time takes a natural date', () => {
  let run: Runner;
  let base: string;
  const lines = () =>
    readFileSync(join(base, 'a', 'interactions.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { ts: string; data: Record<string, unknown> });
  beforeAll(async () => {
    run = startRunner(join(ROOT, 'dist'));
    base = join(tempDir(), 'crushes');
    expect((await run.run(['init', 'a', '--nickname', 'A', '--base-dir', base])).code).toBe(0);
  });
  afterAll(() => run.stop());

  it('昨天晚上9点 is written as yesterday 21:00, with its hour', async () => {
    // Yesterday as seen before and after the call: the same day unless the call crosses midnight.
    const before = localDate(new Date(Date.now() - DAY));
    const r = await run.run(['log', 'a', 'meeting', '--summary', '一起吃饭', '--time', '昨天晚上9点', '--base-dir', base]);
    const after = localDate(new Date(Date.now() - DAY));
    expect(r.code, r.stderr).toBe(0);
    const last = lines().at(-1);
    expect([`${before}T21:00:00`, `${after}T21:00:00`]).toContain(last?.ts);
    expect(last?.data['hour']).toBe(21);
  });

  it('3 days ago is a day alone, stored without an hour', async () => {
    const before = localDate(new Date(Date.now() - 3 * DAY));
    expect((await run.run(['log', 'a', 'call', '--time', '3 days ago', '--base-dir', base])).code).toBe(0);
    const last = lines().at(-1);
    expect([before, localDate(new Date(Date.now() - 3 * DAY))]).toContain(last?.ts);
    expect(last?.data).not.toHaveProperty('hour');
  });

  it('a natural time still to come is refused as an ISO one is; garbage is refused with Chinese examples in zh', async () => {
    const unchanged = treeHash(base);
    const future = await run.run(['log', 'a', 'call', '--time', '明天晚上8点', '--base-dir', base], { env: { SIMP_LANG: 'zh' } });
    expect(future.code).toBe(2);
    expect(future.stderr).toContain('还没到');
    const bad = await run.run(['log', 'a', 'call', '--time', '某天', '--base-dir', base], { env: { SIMP_LANG: 'zh' } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('昨天晚上9点');
    expect(bad.stderr).toContain('2026-05-15T22:30');
    expect(treeHash(base)).toBe(unchanged);
  });
});
