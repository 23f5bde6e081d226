import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import type { TextSink } from '../../src/memory/outside/out-stream.js';
import { exportStory } from '../../src/present/export-text.js';
import { redactionWords } from '../../src/present/export-format.js';
// The benchmark's own generator (seeded): the mix of a long log, as `npm run bench` writes it.
import { appendSyntheticEvents } from '../../bench/lib/synth.mjs';
import { tempDir } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

// The pages `simp export` writes, byte for byte: the SHA-256 of each, recorded from the
// exporter as it was before its per-event work was made faster (issue W). Any change to
// what a page says changes its digest; a change meant to alter the pages updates them here.


/** Lines no synthetic log has: every type the timeline words, odd values, text to escape, stored sentences the English page translates. */
const EXTRA: [string, string, Record<string, unknown>][] = [
  ['2021-03-01T10:00:00', 'signal_recorded', { direction: 'green', content: '说 <b>"晚安"</b> & 🌙 | 第二行\n第三行', score_delta: 2 }],
  ['2021-03-01T10:05:00', 'signal_recorded', { direction: 'purple', content: 'Xiaoyu said “hi” — 林小雨 in 杭州', score_delta: 0 }],
  ['2021-03-01T11:00:00', 'analysis_done', { score: '12', stage: '升温期', summary: '升温期，信号🟢 明显好感（12/25）。' }],
  ['2021-03-01T11:30:00', 'analysis_done', { score: 14, stage: '暧昧期', summary: '暧昧期，正在处理「冷战」：先道歉' }],
  ['2021-03-01T12:00:00', 'progress_evaluated', { score: 9, stage: '表白前', milestones_done: 4 }],
  ['2021-03-01T12:30:00', 'strategy_updated', { old_stage: '升温期', new_stage: '升温期', old_mode: 'hybrid', new_mode: 'sweet' }],
  ['2021-03-01T13:00:00', 'strategy_updated', { old_stage: '升温期', new_stage: '暧昧期' }],
  ['2021-03-01T13:30:00', 'profile_updated', { field: 'personality_type', old_value: '感性型', new_value: '傲娇型' }],
  ['2021-03-01T13:40:00', 'profile_updated', { field: 'nickname', old_value: '', new_value: '小雨' }],
  ['2021-03-01T14:00:00', 'quit_evaluated', { verdict: 'let_go', reason: '她说只把我当朋友', conclusion: 'C' }],
  ['2021-03-01T14:30:00', 'version_restored', { version: 3, backup: 'v3-backup' }],
  ['2021-03-01T15:00:00', 'confess_outcome', { outcome: 'accepted', note: '在西湖边 <说了>' }],
  ['2021-03-01T15:30:00', 'respect_ended', { since: '2021-02-01T00:00:00', note: '重新开始' }],
  ['2021-03-01T16:00:00', 'mood_recorded', { mood: 4, note: '开心 & 紧张' }],
  ['2021-03-01T16:30:00', 'chat_imported', { files: ['a.txt', 'b.csv'], proposals: [{}, {}] }],
  ['2021-03-01T17:00:00', 'knowledge_recorded', { action: 'delete', before: '喜欢猫' }],
  ['2021-03-01T17:10:00', 'knowledge_recorded', { action: 'add', after: '喜欢狗 "柴犬"' }],
  ['2021-03-01T17:20:00', 'crisis_handled', { crisis_type: '冷战', resolution: '' }],
  ['2021-03-01T17:30:00', 'custom_thing', { note: '', text: '别的工具写的\n第二行', n: 3 }],
  ['2021-03-01T17:40:00', 'stage_changed', { from: '暧昧期', to: '恋爱期' }],
  ['2021-03-01T17:50:00', 'stage_changed', {}],
  ['', 'analysis_done', { score: 30, stage: '升温期' }],
];

/** A crush with `events` synthetic events, the lines above, two corrections, interactions and topics. */
function crush(events: number) {
  const base = join(tempDir(), 'crushes');
  // Made here, once the zone is set: the same local time in every zone.
  const now = new Date(2026, 4, 1, 12, 0, 0);
  const mem = openMemory({ baseDir: base, now: () => now });
  const { dir } = mem.create({ slug: 'lin', nickname: '林小雨', personality_type: '感性型', fields: { city: '杭州' } });
  const log = join(dir, 'events.jsonl');
  appendSyntheticEvents(log, 'lin', events);
  const line = (ts: string, type: string, data: Record<string, unknown>, slug = 'lin') => `${JSON.stringify({ ts, v: 1, type, slug, data })}\n`;
  appendFileSync(log, EXTRA.map(([ts, type, data], i) => line(ts, type, data, i % 4 === 0 ? 'xiaoyu' : 'lin')).join(''));
  // Python's json writes NaN: such a line is an event too.
  appendFileSync(log, '{"ts": "2021-03-02T09:00:00", "v": 1, "type": "analysis_done", "slug": "lin", "data": {"score": NaN, "stage": "升温期"}}\n');
  // One record voided, one amended, named by line and byte offset.
  const text = readFileSync(log, 'utf8').split('\n').slice(0, -1);
  const offsetOf = (n: number) => Buffer.byteLength(text.slice(0, n - 1).map((l) => `${l}\n`).join(''));
  const target = (n: number) => JSON.parse(text[n - 1] as string) as { ts: string; type: string };
  const fix = (n: number, action: 'void' | 'amend', changes: Record<string, unknown>) =>
    line('2021-03-03T08:00:00', 'record_corrected', { file: 'events.jsonl', line: n, offset: offsetOf(n), target_ts: target(n).ts, target_type: target(n).type, action, changes, reason: '记错了' });
  appendFileSync(log, fix(5, 'void', {}) + fix(9, 'amend', { ts: '2020-01-02T07:07:00', content: '改过的 <内容>', score: 7 }));
  const interactions = [
    { ts: '2021-02-01T19:00:00', type: 'meeting', data: { content_summary: '和小雨在西湖 & 散步', location: '西湖', duration_min: 90 } },
    { ts: '2021-02-02T21:00:00', type: 'message', data: { content_summary: '聊到很晚', initiator: 'them', reply_delay_min: 3 } },
    { ts: '2021-02-03T08:00:00', type: 'call', data: {} },
  ];
  writeFileSync(join(dir, 'interactions.jsonl'), interactions.map((r) => `${JSON.stringify(r)}\n`).join(''));
  const topic = (id: string, meaning: string, keys: string[]) => ({ id, trigger_keywords: keys, canonical_meaning: meaning, created_at: '2021-01-01T00:00:00', updated_at: '2021-01-02T00:00:00', sources: [] });
  writeFileSync(join(dir, 'knowledge.json'), JSON.stringify({ version: 1, entries: [topic('k1', '小雨喜欢 <猫> & 狗', ['猫', '狗']), topic('k2', 'She works in 杭州', ['work'])] }, null, 2));
  return { mem, dir };
}

/** The SHA-256 of what a sink was handed. */
function digestSink(): TextSink & { digest(): string; text(): string } {
  const hash = createHash('sha256');
  const parts: Buffer[] = [];
  return {
    write: (t: string | Uint8Array) => {
      const b = typeof t === 'string' ? Buffer.from(t, 'utf8') : Buffer.from(t);
      parts.push(b);
      hash.update(b);
    },
    digest: () => hash.digest('hex'),
    text: () => Buffer.concat(parts).toString('utf8'),
  };
}

const PAGES: Record<string, string> = {
  'html en': '6172f1ad14aa514dff0924db3d73b22c7b8ad4ce321f79264ec276254ad44721',
  'html en redacted': '8e6502e4d23006fc542caaf178500cc72817a81c54f0c1efb23c567c531015b1',
  'html zh': '6ada57f916a324c7d42b53f754d1e472b682aa5b8a45ae9aa470178ce651bd68',
  'html zh redacted': '8e4e8b919e13cc44012b4d2dee3c1758cc64cdbbd775289d05ed9b064ae494ab',
  'json en': '1ba9182d29631b2d6f5087a3eb4d6760050252170e9c3415e0cf14e8455f16a0',
  'json en redacted': '32f02e53761d434509ba85a553d97433bd905f7e299232aa36e6c3039cabeb54',
  'json zh': '1ba9182d29631b2d6f5087a3eb4d6760050252170e9c3415e0cf14e8455f16a0',
  'json zh redacted': '91bc628e88a17465e5c8292eafd0fa7e745f39cec5a51ffa5321a842555c4ccb',
  'md en': '97c1ad046e247d04959180feef0a97db520b776b8a93e1eb1024a395c710240d',
  'md en redacted': '1a289b32f05643b7b44dce3d0789b3e197b2e98c1382801bf3181c2dad153724',
  'md zh': 'bbbc926dc37ad6ed0686fd9778cd55831eef952f72437bf1367ec54e70dc53d5',
  'md zh redacted': '15ebd92bc876db785928a0d361549aceaaf9cf989ef01d81e29d01a7da3a55a6',
};

const LONG_PAGES: Record<string, string> = {
  'html en': '2ce8ca4bcd35a8d549b70b0d78ee15f7c08559f0509fa384bb660db773971c35',
  'html zh': '0d20ef1ccfd1c661cd4c8a4b9dc0846454fd16ad6a83263a0224c0c48eb04162',
};

describe('the pages export writes, byte for byte as before', () => {
  // The charts' time axes read the stamps as local times: the same page in every zone.
  const tz = process.env['TZ'];
  beforeAll(() => {
    process.env['TZ'] = 'UTC';
  });
  afterAll(() => {
    if (tz === undefined) delete process.env['TZ'];
    else process.env['TZ'] = tz;
  });

  /** The digest of each page, and the HTML page in English. */
  async function pages(events: number, formats: readonly ('md' | 'html' | 'json')[], redacted: readonly boolean[]) {
    const { mem, dir } = crush(events);
    const got: Record<string, string> = {};
    let html = '';
    for (const format of formats) {
      for (const lang of ['zh', 'en'] as const) {
        for (const hide of redacted) {
          const sink = digestSink();
          await exportStory(mem, 'lin', format, lang, hide ? redactionWords(lang) : null, sink, dir);
          if (format === 'html' && lang === 'en' && !hide) html = sink.text();
          got[`${format} ${lang}${hide ? ' redacted' : ''}`] = sink.digest();
        }
      }
    }
    return { got, html };
  }

  it('a log of a few thousand events of every kind, in every format and language, redacted and not', async () => {
    const { got, html } = await pages(3_000, ['md', 'html', 'json'], [false, true]);
    // What the lines above make the page say: the amended record as amended, the text escaped, every event an item.
    expect(html).toContain('改过的 &lt;内容&gt;');
    expect(html).toContain('说 &lt;b&gt;&quot;晚安&quot;&lt;/b&gt; &amp; 🌙');
    expect(html).toMatch(/<h2>Every event \(3025\)<\/h2>/);
    expect(html.endsWith('</html>\n')).toBe(true);
    expect(got).toEqual(PAGES);
  }, 120_000);

  it('the command line writes the same page, its chart drawn in a worker thread (the bundle), but for the time it was exported', async () => {
    const { mem, dir } = crush(3_000);
    const sink = digestSink();
    await exportStory(mem, 'lin', 'html', 'en', null, sink, dir);
    const out = join(tempDir(), 'lin.html');
    simp(['export', 'lin', '--format', 'html', '--out', out, '--lang', 'en', '--base-dir', join(dir, '..')]);
    const when = /<p>Exported [^<]*<\/p>/;
    const page = readFileSync(out, 'utf8');
    expect(page).toMatch(when);
    expect(page.replace(when, '') === sink.text().replace(when, '')).toBe(true);
  }, 120_000);

  it('a log long enough that the chart draws the means of runs of scores', async () => {
    const { got, html } = await pages(27_000, ['html'], [false]);
    expect(html).toMatch(/\d+ scores: each point is the mean of \d+ in a row/);
    expect(got).toEqual(LONG_PAGES);
  }, 120_000);
});
