import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  expect(run('init', 'a', '--nickname', 'A').code).toBe(0);
  const meanings = () =>
    (JSON.parse(readFileSync(join(base, 'a', 'knowledge.json'), 'utf8')) as { entries: { canonical_meaning: string }[] }).entries.map(
      (e) => e.canonical_meaning,
    );
  return { run, meanings };
}

describe('simp remember: a statement that contradicts the topic', () => {
  it('is never fused silently: both are shown, nothing is written, and --keep is asked for', () => {
    const { run, meanings } = crush();
    expect(run('remember', 'a', '她怕猫').code).toBe(0);
    const res = run('remember', 'a', '她其实不怕猫');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('待确认');
    expect(res.stderr).toContain('旧说法：她怕猫');
    expect(res.stderr).toContain('新说法：她其实不怕猫');
    expect(res.stderr).toContain('--keep');
    expect(meanings()).toEqual(['她怕猫']);
  });

  it('is worded in English too', () => {
    const { run } = crush();
    run('remember', 'a', 'She is scared of dogs');
    const res = run('remember', 'a', "Actually she isn't scared of dogs", '--lang', 'en');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('To be confirmed');
    expect(res.stderr).toContain('old statement: She is scared of dogs');
  });

  it.each([
    ['new', ['她其实不怕猫']],
    ['old', ['她怕猫']],
    ['both', ['她怕猫；她其实不怕猫']],
  ])('--keep %s decides', (keep, after) => {
    const { run, meanings } = crush();
    run('remember', 'a', '她怕猫');
    const res = run('remember', 'a', '她其实不怕猫', '--keep', keep);
    expect(res.code).toBe(0);
    expect(meanings()).toEqual(after);
  });

  it('--keep old leaves the old meaning as it was', () => {
    const { run, meanings } = crush();
    run('remember', 'a', '她喜欢吃辣');
    expect(run('remember', 'a', '她不能吃辣，胃不好', '--keep', 'old').code).toBe(0);
    expect(meanings()).toEqual(['她喜欢吃辣']);
  });

  it('--dry-run shows the clash and writes nothing', () => {
    const { run, meanings } = crush();
    run('remember', 'a', '她喜欢吃辣');
    const res = run('remember', 'a', '她不能吃辣', '--dry-run');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('待确认');
    expect(meanings()).toEqual(['她喜欢吃辣']);
  });

  it('an ordinary fact with no noun is filed, not refused', () => {
    const { run } = crush();
    for (const text of ['她不喜欢被人催', '她说她最近很累', '他说北方的冬天他受不了', 'She hates being rushed']) {
      expect(run('remember', 'a', text).code, text).toBe(0);
    }
  });
});
