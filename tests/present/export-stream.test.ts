import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { fileSpool, openUserFile, type TextSink } from '../../src/memory/outside/out-stream.js';
import { gatherStory, identitiesOf, redact, type Story } from '../../src/flows/export.js';
import { exportStory } from '../../src/present/export-text.js';
import { storyText } from '../../src/present/export-write.js';
import { redactionWords } from '../../src/present/export-format.js';
import { SCORE_CHART_POINTS, SCORE_CHART_RUNS, ScoreSeries } from '../../src/present/chart-spec.js';
import { tempDir } from '../helpers/temp.js';

const NOW = new Date(2026, 4, 1, 12, 0, 0);
const pad = (n: number) => String(n).padStart(2, '0');

/** A crush whose log is long enough that every list spills from memory to its spool file, in text of several bytes a character. */
function longCrush(events: number) {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: () => NOW });
  const { dir } = mem.create({ slug: 'lin', nickname: '林小雨', fields: { city: '杭州' } });
  const lines: string[] = [];
  const stages = ['破冰期', '升温期', '暧昧期'];
  for (let i = 0; i < events; i += 1) {
    const day = new Date(2024, 0, 1 + Math.floor(i / 24), i % 24, 0, 0);
    const ts = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(day.getHours())}:00:00`;
    const kind = i % 5;
    const [type, data] =
      kind === 0
        ? ['analysis_done', { score: (i % 41) - 15, stage: stages[i % 3], summary: `林小雨在杭州说：“${'好久不见，'.repeat(i % 7)}” & <ok>` }]
        : kind === 1
          ? ['stage_changed', { from: stages[i % 3], to: stages[(i + 1) % 3], trigger: '小雨主动约了西湖' }]
          : kind === 2
            ? ['profile_updated', { field: 'city', old_value: '杭州', new_value: `上海-${i % 9}` }]
            : ['signal_recorded', { direction: i % 2 ? 'green' : 'red', content: `Xiaoyu 说 "${'晚安🌙'.repeat(1 + (i % 5))}" | ${i}`, score_delta: 1 }];
    lines.push(JSON.stringify({ ts, v: 1, type, slug: i % 11 === 0 ? 'xiaoyu' : 'lin', data }));
  }
  appendFileSync(join(dir, 'events.jsonl'), `${lines.join('\n')}\n`);
  writeFileSync(join(dir, 'interactions.jsonl'), `${JSON.stringify({ ts: '2024-02-01T19:00:00', type: 'meeting', data: { content_summary: '和小雨在西湖', location: '西湖' } })}\n`);
  return { base, mem, dir };
}

/** What a sink was handed, as bytes (a spool hands on raw pieces that may end inside a character). */
function bytesSink(): TextSink & { text(): string } {
  const parts: Buffer[] = [];
  return { write: (t) => void parts.push(typeof t === 'string' ? Buffer.from(t, 'utf8') : Buffer.from(t)), text: () => Buffer.concat(parts).toString('utf8') };
}

describe('export, streamed', () => {
  /** The export streamed from the files, and the story gathered whole and rendered at once: the same bytes. */
  async function same(events: number, langs: readonly ('zh' | 'en')[], hides: readonly boolean[], minBytes: number) {
    const { mem, dir } = longCrush(events);
    const story = await gatherStory(mem, 'lin', NOW);
    // One score in five events: past the chart's points from 5,005 events on (its means drawn).
    expect(story.scores.length > SCORE_CHART_POINTS).toBe(events > 5 * SCORE_CHART_POINTS);
    for (const format of ['md', 'html', 'json'] as const) {
      for (const lang of langs) {
        for (const hide of hides) {
          const r = redactionWords(lang);
          // What names someone beside the story itself: meta.json and the slugs the lines were written under.
          const whole: Story = hide ? redact(story, r, identitiesOf(story, [mem.meta('lin'), { slug: ['lin', 'xiaoyu'] }])) : story;
          const sink = bytesSink();
          await exportStory(mem, 'lin', format, lang, hide ? r : null, sink, dir);
          const streamed = sink.text();
          expect(Buffer.byteLength(streamed)).toBeGreaterThan(minBytes);
          expect(streamed === (await storyText(whole, format, lang))).toBe(true);
          if (hide) expect(streamed).not.toMatch(/林小雨|小雨|杭州|上海|西湖|xiaoyu/i);
        }
      }
    }
    // The spools' files are gone (they had no name once open).
    expect(readdirSync(dir).filter((n) => n.includes('.simp-'))).toEqual([]);
  }

  it('writes the bytes of the story rendered whole in every format, past a MiB a list (spool files read back in pieces)', async () => {
    await same(14_000, ['zh'], [false], 1024 * 1024);
  }, 60_000);

  it('and redacted, in both languages, as `redact` leaves the whole story', async () => {
    await same(1_200, ['zh', 'en'], [true, false], 64 * 1024);
  }, 60_000);

  it('draws the chart of a long history from the means of runs of scores, said in the subtitle; a short one point by point', async () => {
    const sample = (n: number): Story => ({
      slug: 'a',
      exported_at: '2026-05-01T12:00:00',
      redacted: false,
      profile: { fields: { nickname: 'A' }, body: '' },
      state: {},
      stage_path: [],
      scores: Array.from({ length: n }, (_, i) => ({ ts: `2025-01-01T${pad(i % 24)}:00:00`, score: i % 20, stage: '升温期' })),
      events: [],
      interactions: [],
      topics: [],
    });
    const exact = await storyText(sample(SCORE_CHART_POINTS), 'html', 'en');
    expect(exact).not.toContain('each point is the mean of');
    const long = await storyText(sample(SCORE_CHART_POINTS + 1), 'html', 'en');
    expect(long).toContain(`${SCORE_CHART_POINTS + 1} scores: each point is the mean of 8 in a row`);
    expect(await storyText(sample(SCORE_CHART_POINTS + 1), 'html', 'zh')).toContain(`共 ${SCORE_CHART_POINTS + 1} 次评分：每点是连续 8 次的平均`);
  }, 60_000);

  it('keeps a bounded series: every score up to the limit, else runs in order, each its slice’s first time, mean, lowest and highest', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -15, max: 25 }), { maxLength: 5_000 }), (scores) => {
        const series = new ScoreSeries();
        scores.forEach((s, i) => series.add(`t${i}`, s));
        expect(series.count).toBe(scores.length);
        const means = series.means();
        if (scores.length <= SCORE_CHART_POINTS) {
          expect(means).toBeNull();
          expect(series.points()).toEqual(scores.map((score, i) => ({ ts: `t${i}`, score })));
          return;
        }
        expect(series.points()).toBeNull();
        const runs = means?.values ?? [];
        expect(runs.length).toBeLessThanOrEqual(SCORE_CHART_RUNS);
        expect(runs.length).toBeGreaterThan(SCORE_CHART_RUNS / 2);
        let at = 0;
        for (const run of runs) {
          expect(run.ts).toBe(`t${at}`);
          const slice = scores.slice(at, at + (means?.width ?? 0));
          expect(run.min).toBe(Math.min(...slice));
          expect(run.max).toBe(Math.max(...slice));
          expect(run.score).toBeCloseTo(slice.reduce((a, b) => a + b, 0) / slice.length, 2);
          at += slice.length;
        }
        expect(at).toBe(scores.length);
      }),
      { numRuns: 60 },
    );
  });

  it('a spool and a file being written hand on exactly the text and bytes written, pieces of any size and width in any order', () => {
    const dir = tempDir();
    // Pieces up to past the 256 KiB a buffer holds, in text of one to four bytes a character, and raw bytes (which may end inside a character).
    const piece = fc.oneof(
      fc.tuple(fc.constantFrom('a', 'é', '雨', '🌙', '<li>', '\n'), fc.integer({ min: 0, max: 3 })).map(([t, e]) => t.repeat(10 ** e)),
      fc.tuple(fc.constantFrom('x', '晚', '😀'), fc.constantFrom(40_000, 90_000, 300_000)).map(([t, n]) => t.repeat(n)),
      fc.uint8Array({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const want = Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
        const spool = fileSpool(dir);
        for (const p of pieces) spool.write(p);
        expect(spool.empty).toBe(want.length === 0);
        const got: Buffer[] = [];
        spool.copyTo({ write: (t) => void got.push(Buffer.from(t as Uint8Array)) });
        spool.close();
        expect(Buffer.concat(got).equals(want)).toBe(true);
        const target = join(dir, 'out.bin');
        const file = openUserFile(target, join(dir, 'crushes'));
        for (const p of pieces) file.write(p);
        file.commit();
        expect(readFileSync(target).equals(want)).toBe(true);
      }),
      { numRuns: 40 },
    );
    expect(readdirSync(dir)).toEqual(['out.bin']);
  });

  it('a file being written stays a temp beside its target until commit; abort leaves the target as it was', () => {
    const dir = tempDir();
    const target = join(dir, 'story.html');
    writeFileSync(target, 'old');
    const file = openUserFile(target, join(dir, 'crushes'));
    file.write('new ');
    file.write(Buffer.from('text', 'utf8'));
    expect(readFileSync(target, 'utf8')).toBe('old');
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toHaveLength(1);
    file.abort();
    expect(readFileSync(target, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['story.html']);
    const again = openUserFile(target, join(dir, 'crushes'));
    again.write('new text');
    expect(again.commit()).toBe(target);
    expect(readFileSync(target, 'utf8')).toBe('new text');
    expect(readdirSync(dir)).toEqual(['story.html']);
  });
});
