import { describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { referenceMemory } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

function crush(slug = 'lin') {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base });
  mem.create({ slug, nickname: 'Lin' });
  return { base, mem, dir: join(base, slug) };
}

describe('odd input found by a red-team run', () => {
  it('event types named like object methods print their own name, not a function', () => {
    const { base, dir } = crush();
    for (const type of ['constructor', 'toString', '__proto__']) {
      appendFileSync(join(dir, 'events.jsonl'), `${JSON.stringify({ ts: '2026-12-01T10:00:00', v: 1, type, slug: 'lin', data: {} })}\n`);
    }
    const out = simp(['timeline', 'lin', '--base-dir', base]).stdout;
    expect(out).not.toContain('function');
    expect(out).toMatch(/ {2}constructor\n/);
    expect(out).toMatch(/ {2}toString\n/);
  });

  itWithShared('lines Python wrote with NaN or Infinity are events for simp too, so counts agree with the reference', async () => {
    const { base, mem, dir } = crush();
    appendFileSync(
      join(dir, 'events.jsonl'),
      '{"ts": "2026-12-01T10:00:00", "v": 1, "type": "analysis_done", "slug": "lin", "data": {"score": NaN, "stage": "破冰期", "summary": "Infinity, NaN in text stay"}}\n' +
        '{"ts": "2026-12-01T10:01:00", "v": 1, "type": "signal_recorded", "slug": "lin", "data": {"direction": "green", "content": "x", "score_delta": -Infinity}}\n',
    );
    expect(await mem.eventCount('lin')).toBe(3);
    const ours = simp(['events', 'lin', '--last', '5', '--base-dir', base]).stdout.trim().split('\n');
    const theirs = referenceMemory(base, 'events', 'lin', '--last', '5').trim().split('\n');
    expect(ours).toHaveLength(theirs.length);
    const last = (await mem.recent('lin', 2)).events;
    expect(last[0]?.data).toMatchObject({ score: null, summary: 'Infinity, NaN in text stay' });
  });

  it('refuses Windows-reserved slugs (con, aux, nul, com1, lpt9) and creates nothing', () => {
    const base = join(tempDir(), 'crushes');
    for (const slug of ['con', 'aux', 'nul', 'prn', 'com1', 'lpt9']) {
      const r = simp(['init', slug, '--base-dir', base]);
      expect(r.code, slug).toBe(2);
      // Said in the user's language: Chinese by default, English when asked.
      expect(r.stderr).toContain('Windows 把这个名字留给设备');
    }
    expect(simp(['init', 'con', '--base-dir', base], { env: { SIMP_LANG: 'en' } }).stderr).toContain('Windows reserves this name');
    expect(simp(['list', '--json', '--base-dir', base]).stdout.trim()).toBe('[]');
  });

  it("a folder that is a link to another crush writes events with the real crush's slug", async () => {
    const { base, mem, dir } = crush('xiaoyu');
    symlinkSync(dir, join(base, 'yu'));
    await mem.append('yu', 'crisis_handled', { crisis_type: 'C-2 突然冷落', resolution: 'wait' });
    const last = readFileSync(join(dir, 'events.jsonl'), 'utf8').trim().split('\n').at(-1) as string;
    expect(JSON.parse(last)).toMatchObject({ slug: 'xiaoyu', type: 'crisis_handled' });
  });
});

describe('front matter values read the same in both tools, and survive rewrites they are not part of', () => {
  itWithShared('a quoted value with backslashes, a __proto__ key, 1e309 and a 20-digit number', async () => {
    const { base, mem, dir } = crush();
    const path = join(dir, 'profile.md');
    const text = readFileSync(path, 'utf8').replace(
      'how_met: "[待填写]"',
      'how_met: "C:\\new\\tab \\"x"\n__proto__: polluted\nbig: 12345678901234567890\nhuge: 1e309',
    );
    writeFileSync(path, text);
    // The reference reader takes the text between the quotes as it is; so does simp.
    const fields = mem.read('lin').profile.fields;
    expect(fields['how_met']).toBe('C:\\new\\tab \\"x');
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(fields['__proto__']).toBe('polluted');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // A rewrite of another field keeps each of these lines byte for byte.
    await mem.updateProfile('lin', { city: '成都' });
    const after = readFileSync(path, 'utf8');
    for (const kept of ['how_met: "C:\\new\\tab \\"x"\n', '__proto__: polluted\n', 'big: 12345678901234567890\n', 'huge: 1e309\n']) expect(after).toContain(kept);
    expect(after).toContain('city: 成都\n');
    const context = referenceMemory(base, 'context', 'lin');
    expect(context).toContain('how_met: "C:\\new\\tab \\"x"');
  });
});

describe('meta.json numbers another tool wrote', () => {
  it('1e309, a 20-digit integer and 12.0 in keys simp does not use survive its rewrites byte for byte', async () => {
    const { mem, dir } = crush();
    const path = join(dir, 'meta.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"slug": "lin",', '"slug": "lin",\n  "huge": 1e309,\n  "id": 12345678901234567890,\n  "ratio": 12.0,\n  "list": [1.50, 2],'));
    await mem.append('lin', 'crisis_handled', { crisis_type: 'C-2 突然冷落', resolution: 'wait' });
    const after = readFileSync(path, 'utf8');
    for (const kept of ['"huge": 1e309,', '"id": 12345678901234567890,', '"ratio": 12.0,', '1.50,']) expect(after).toContain(kept);
    expect(JSON.parse(after)).toMatchObject({ event_count: 2 });
  });
});
