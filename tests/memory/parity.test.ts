// needs ../shared: every test compares with the golden outputs (the slugs are read from them at load).
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, fixtureBase } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** Text goldens are compared ignoring one trailing newline, JSON goldens as values (fixtures README). */
const golden = (slug: string, file: string): string => readFileSync(join(FIXTURES, 'expected', slug, file), 'utf8');
const dropOneNewline = (s: string): string => (s.endsWith('\n') ? s.slice(0, -1) : s);
const jsonLines = (s: string): unknown[] =>
  s
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);

const slugs = readdirSync(join(FIXTURES, 'expected'));

describe('parity with the reference tools on every fixture folder', () => {
  let base: string;
  beforeAll(() => {
    base = fixtureBase();
  });

  it('covers all three fixture folders', () => {
    expect(slugs.sort()).toEqual(['aming', 'emma', 'xiaoyu']);
  });

  describe.each(slugs)('%s', (slug) => {
    it('timeline equals timeline.txt byte for byte', () => {
      const r = simp(['timeline', slug, '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(dropOneNewline(r.stdout)).toBe(dropOneNewline(golden(slug, 'timeline.txt')));
    });

    it('context equals context.txt byte for byte', () => {
      const r = simp(['context', slug, '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(dropOneNewline(r.stdout)).toBe(golden(slug, 'context.txt'));
    });

    it('context --with-strategy equals context-with-strategy.txt byte for byte', () => {
      const r = simp(['context', slug, '--with-strategy', '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(dropOneNewline(r.stdout)).toBe(golden(slug, 'context-with-strategy.txt'));
    });

    it('events --last 5 equals events-last5.jsonl as values', () => {
      const r = simp(['events', slug, '--last', '5', '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(jsonLines(r.stdout)).toEqual(jsonLines(golden(slug, 'events-last5.jsonl')));
    });

    it('events --last 3 --type signal_recorded equals signals-last3.jsonl as values', () => {
      const r = simp(['events', slug, '--last', '3', '--type', 'signal_recorded', '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(jsonLines(r.stdout)).toEqual(jsonLines(golden(slug, 'signals-last3.jsonl')));
    });

    it('events lines are also byte-equal to the reference layout', () => {
      const r = simp(['events', slug, '--last', '5', '--base-dir', base]);
      expect(r.stdout).toBe(golden(slug, 'events-last5.jsonl'));
    });

    it('rebuild equals rebuild.json as values', () => {
      const r = simp(['rebuild', slug, '--base-dir', base]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(JSON.parse(golden(slug, 'rebuild.json')));
    });
  });

  it('speaks Chinese whatever LANG says, and --lang en speaks English, stage names included', () => {
    const zh = simp(['timeline', 'xiaoyu', '--base-dir', base], { env: { LANG: 'en_US.UTF-8' } });
    expect(zh.stdout).toContain('📅 事件时间线（共 4 条）');
    const en = simp(['timeline', 'xiaoyu', '--base-dir', base, '--lang', 'en']);
    expect(en.stdout).toContain('📅 Event timeline (4 events)');
    expect(en.stdout).toContain('score 17/25  stage: Flirting');
  });
});
