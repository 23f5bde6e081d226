import { emptyReport, repairFixText } from '../../src/memory/index.js';
import { spawnSync } from 'node:child_process';
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, writeFileSync, readdirSync, mkdirSync, appendFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { InputError, NotFoundError } from '../../src/model/index.js';
import { errorText } from '../../src/present/field-errors.js';
import { tempDir, fixtureBase, steppingClock, treeHash } from '../helpers/temp.js';
import { refParseFrontmatter, refReadEvents } from '../helpers/reference-reader.js';
import { referenceMemory } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

const read = (p: string): string => readFileSync(p, 'utf8');
const json = (p: string): Record<string, unknown> => JSON.parse(read(p)) as Record<string, unknown>;
const lines = (p: string): string[] => read(p).split('\n').filter(Boolean);

function fresh(slug = 'xiaoyu', nickname = '小雨') {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug, nickname, personality_type: '感性型' });
  return { base, mem, dir: join(base, slug) };
}

describe('create', () => {
  it('writes every file of the layout and a profile_created event', () => {
    const { dir } = fresh();
    for (const f of ['profile.md', 'state.md', 'strategy.md', 'events.jsonl', 'meta.json', 'knowledge.json', 'interactions.jsonl']) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
    for (const sub of ['memories/chats', 'memories/social', 'memories/photos', 'versions', 'snapshots']) {
      expect(existsSync(join(dir, sub)), sub).toBe(true);
    }
    const events = refReadEvents(read(join(dir, 'events.jsonl')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ v: 1, type: 'profile_created', slug: 'xiaoyu', data: { nickname: '小雨', personality_type: '感性型' } });
    expect(json(join(dir, 'meta.json'))).toMatchObject({ slug: 'xiaoyu', nickname: '小雨', event_count: 1, version: 'v1', current_stage: '未知' });
    const profile = refParseFrontmatter(read(join(dir, 'profile.md'))).fields;
    expect(profile).toMatchObject({ nickname: '小雨', slug: 'xiaoyu', personality_type: '感性型', created_at: '2026-04-10' });
    expect(read(join(dir, 'profile.md'))).toContain('## 性格画像\n\n[在这里描述ta的性格特征]');
  });

  it('refuses an existing slug and bad slugs, creating nothing', () => {
    const { base, mem } = fresh();
    const before = treeHash(base);
    expect(() => mem.create({ slug: 'xiaoyu' })).toThrow(/already exists/);
    for (const slug of ['../evil', 'a/b', 'Upper', '', '.hidden', 'x'.repeat(65), 'nul\0x', '/abs']) {
      expect(() => mem.create({ slug }), slug).toThrow(InputError);
    }
    expect(treeHash(base)).toBe(before);
    expect(readdirSync(base)).toEqual(['xiaoyu']);
  });

  it('refuses a personality type outside the four', () => {
    const { mem } = fresh();
    expect(() => mem.create({ slug: 'b', personality_type: '随便' })).toThrow(/personality_type must be one of/);
  });
});

describe('list', () => {
  itWithShared('lists every folder from meta.json, including folders without one and broken ones', () => {
    const base = fixtureBase();
    mkdirSync(join(base, 'old'));
    writeFileSync(join(base, 'old', 'profile.md'), '---\nnickname: 老朋友\n---\n');
    mkdirSync(join(base, 'broken'));
    writeFileSync(join(base, 'broken', 'meta.json'), '{"slug": "broken",');
    mkdirSync(join(base, '.hidden'));
    const rows = openMemory({ baseDir: base }).list();
    expect(rows.map((r) => r.slug)).toEqual(['aming', 'broken', 'emma', 'old', 'xiaoyu']);
    expect(rows.find((r) => r.slug === 'xiaoyu')).toMatchObject({ nickname: '小雨', stage: '暧昧期', score: 17, eventCount: 4 });
    expect(rows.find((r) => r.slug === 'old')).toMatchObject({ nickname: '老朋友', hasMeta: false, problem: null });
    expect(rows.find((r) => r.slug === 'broken')?.problem).toMatch(/broken\/meta\.json: not valid JSON/);
  });

  itWithShared('summary(slug) is the one row list() would show, or null for what list() does not show', () => {
    const base = fixtureBase();
    mkdirSync(join(base, 'broken'));
    writeFileSync(join(base, 'broken', 'meta.json'), '{"slug": "broken",');
    mkdirSync(join(base, '.hidden'));
    const mem = openMemory({ baseDir: base });
    for (const row of mem.list()) expect(mem.summary(row.slug)).toEqual(row);
    for (const slug of ['gone', '.hidden', '..', 'xiaoyu/meta.json']) expect(mem.summary(slug), slug).toBeNull();
    expect(mem.meta('xiaoyu')).toEqual(mem.read('xiaoyu').meta);
  });

  it('returns an empty list for a missing base folder', () => {
    expect(openMemory({ baseDir: join(tempDir(), 'nowhere') }).list()).toEqual([]);
  });
});

describe('append and read events', () => {
  it('validates, appends in the reference layout and keeps event_count exact', async () => {
    const { mem, dir } = fresh();
    await mem.append('xiaoyu', 'signal_recorded', { direction: 'green', content: '主动约周末', score_delta: 3, extra: [1] });
    const last = lines(join(dir, 'events.jsonl')).at(-1) as string;
    expect(last).toBe(
      '{"ts": "2026-04-10T09:00:01", "v": 1, "type": "signal_recorded", "slug": "xiaoyu", "data": {"direction": "green", "content": "主动约周末", "score_delta": 3, "extra": [1]}}',
    );
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(2);
  });

  it.each([
    ['unknown type', 'flirted', {}, /unknown event type "flirted"; valid types: profile_created/],
    ['missing field', 'analysis_done', { score: 3, stage: '破冰期' }, /data\.summary/],
    ['ill-typed field', 'analysis_done', { score: '3', stage: '破冰期', summary: '' }, /data\.score/],
    ['score out of range', 'analysis_done', { score: 30, stage: '破冰期', summary: '' }, /data\.score/],
    ['bad stage', 'stage_changed', { from: '破冰期', to: '结婚', trigger: 'x' }, /data\.to/],
    ['bad direction', 'signal_recorded', { direction: 'blue', content: 'x', score_delta: 1 }, /data\.direction/],
  ])('refuses %s naming the field, writing nothing', async (_n, type, data, msg) => {
    const { mem, base } = fresh();
    const before = treeHash(base);
    await expect(mem.append('xiaoyu', type, data as Record<string, unknown>)).rejects.toThrow(msg);
    expect(treeHash(base)).toBe(before);
  });

  it('reads the last N (optionally by type) from the end of the file', async () => {
    const { mem } = fresh();
    for (let i = 0; i < 30; i += 1) {
      await mem.append('xiaoyu', i % 3 === 0 ? 'crisis_handled' : 'signal_recorded', i % 3 === 0
        ? { crisis_type: `C-${i}`, resolution: 'x' }
        : { direction: 'neutral', content: `第${i}条`, score_delta: 0 });
    }
    const { events } = mem.recent('xiaoyu', 3);
    expect(events.map((e) => e.data['content'] ?? e.data['crisis_type'])).toEqual(['C-27', '第28条', '第29条']);
    const crises = mem.recent('xiaoyu', 2, ['crisis_handled']).events;
    expect(crises.map((e) => e.data['crisis_type'])).toEqual(['C-24', 'C-27']);
    expect(mem.recent('xiaoyu', 100).events).toHaveLength(31);
  });

  it('skips and reports blank and broken lines; a torn last line is not an event and never swallows the next one', async () => {
    const { mem, dir } = fresh();
    const path = join(dir, 'events.jsonl');
    appendFileSync(path, '\n   \nnot json\n[1,2]\n{"ts": "x", "v": 1, "type": "analysis_done", "data": {"score": 1, "stage": "破冰期", "sum');
    const tail = mem.recent('xiaoyu', 10);
    expect(tail.events.map((e) => e.type)).toEqual(['profile_created']);
    expect(tail.report.tornTail).toBe(true);
    expect(tail.report.badLines.map((b) => b.reason)).toEqual(['object', 'json']);
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-2 突然冷落', resolution: '等一等' });
    const after = mem.recent('xiaoyu', 10);
    expect(after.events.map((e) => e.type)).toEqual(['profile_created', 'crisis_handled']);
    expect(after.report.tornTail).toBe(false);
    expect(refReadEvents(read(path)).filter((e) => e['type'] === 'crisis_handled')).toHaveLength(1);
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(2);
    const streamed: string[] = [];
    const report = emptyReport();
    for await (const { event, line } of mem.events('xiaoyu', report)) streamed.push(`${line}:${event.type}`);
    expect(streamed).toEqual(['1:profile_created', '7:crisis_handled']);
    expect(report.badLines.map((b) => b.line)).toEqual([4, 5, 6]);
  });

  it('every state rewrite copies current_stage and signal_score into meta.json, even when it changes neither (SPEC 3.3)', async () => {
    const { mem, dir } = fresh();
    await mem.updateState('xiaoyu', { signal_score: 11, current_stage: '升温期' });
    // Another tool left meta.json behind state.md.
    const meta = json(join(dir, 'meta.json'));
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta, signal_score: 3, current_stage: '破冰期' }, null, 2));
    await mem.updateState('xiaoyu', {}, { '当前状态（一句话）': '只改了一句话' });
    expect(json(join(dir, 'meta.json'))).toMatchObject({ signal_score: 11, current_stage: '升温期' });
  });

  it('eventCount reads only what its own last count cannot vouch for: nothing at the size it counted, the appended lines after it', async () => {
    const { mem, dir } = fresh();
    const metaPath = join(dir, 'meta.json');
    const log = join(dir, 'events.jsonl');
    const line = `${JSON.stringify({ ts: '2026-04-10T10:00:00', v: 1, type: 'quit_evaluated', slug: 'xiaoyu', data: { verdict: 'continue', reason: 'x' } })}\n`;
    // A count this program stamped is trusted as is (here deliberately wrong, to see the log is not read again).
    writeFileSync(metaPath, JSON.stringify({ ...json(metaPath), event_count: 7, events_counted: 7 }, null, 2));
    expect(await mem.eventCount('xiaoyu')).toBe(7);
    // Another tool bumping event_count on its own (the reference adds one per append) does not move our count...
    writeFileSync(metaPath, JSON.stringify({ ...json(metaPath), event_count: 9 }, null, 2));
    expect(await mem.eventCount('xiaoyu')).toBe(7);
    // ...and what it appended is counted on top: only the bytes after our mark are read (7 + 2, not the 3 lines there are).
    appendFileSync(log, line + line);
    expect(await mem.eventCount('xiaoyu')).toBe(9);
    // A mark that is not at a line end, or a log shorter than the mark, means counting the whole log.
    writeFileSync(metaPath, JSON.stringify({ ...json(metaPath), events_bytes: 10 }, null, 2));
    expect(await mem.eventCount('xiaoyu')).toBe(3);
    writeFileSync(metaPath, JSON.stringify({ ...json(metaPath), events_bytes: 10_000_000 }, null, 2));
    expect(await mem.eventCount('xiaoyu')).toBe(3);
  });

  it('an append that closes a cut-off last line which is a whole event counts it: the count stays exact', async () => {
    const { mem, dir } = fresh();
    const log = join(dir, 'events.jsonl');
    await mem.append('xiaoyu', 'analysis_done', { score: 3, stage: '破冰期', summary: 's' });
    // Another program's last line, whole JSON but without its newline.
    appendFileSync(log, '{"ts": "2026-04-10T10:00:00", "v": 1, "type": "analysis_done", "slug": "xiaoyu", "data": {}}');
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-2', resolution: 'x' });
    appendFileSync(log, `${JSON.stringify({ ts: '2026-04-10T10:00:01', v: 1, type: 'quit_evaluated', slug: 'xiaoyu', data: { verdict: 'continue', reason: 'x' } })}\n`);
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-3', resolution: 'x' });
    const { eventCount } = await mem.rebuild('xiaoyu');
    expect(eventCount).toBe(6);
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(eventCount);
  });

  itWithShared('an append after the reference tool appended reads only the new lines, and leaves the count exact', async () => {
    const { mem, dir } = fresh();
    await mem.append('xiaoyu', 'confess_prepared', { method: '当面', readiness_score: 4 });
    const metaPath = join(dir, 'meta.json');
    // Plant a count of ours that the whole log would contradict: if the append read the whole log, it would say 2 + 2 + 1.
    writeFileSync(metaPath, JSON.stringify({ ...json(metaPath), event_count: 50, events_counted: 50 }, null, 2));
    referenceMemory(join(dir, '..'), 'append', 'xiaoyu', 'crisis_handled', JSON.stringify({ crisis_type: 'C-2', resolution: 'wait' }));
    referenceMemory(join(dir, '..'), 'append', 'xiaoyu', 'crisis_handled', JSON.stringify({ crisis_type: 'C-3', resolution: 'wait' }));
    await mem.append('xiaoyu', 'confess_prepared', { method: '当面', readiness_score: 5 });
    expect(json(metaPath)).toMatchObject({ event_count: 53, events_counted: 53, events_bytes: statSync(join(dir, 'events.jsonl')).size });
    // rebuild recounts from the start and repairs a wrong count.
    await mem.repair('xiaoyu');
    expect(json(metaPath)['event_count']).toBe(5);
  });

  it('recounts event_count when another tool changed the log behind its back', async () => {
    const { mem, dir } = fresh();
    appendFileSync(join(dir, 'events.jsonl'), `${JSON.stringify({ ts: '2026-04-10T10:00:00', v: 1, type: 'quit_evaluated', slug: 'xiaoyu', data: { verdict: 'continue', reason: 'x' } })}\n`);
    await mem.append('xiaoyu', 'confess_prepared', { method: '当面', readiness_score: 4 });
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(3);
  });
});

describe('state', () => {
  it('rewrites state.md per SPEC 3.3, keeps extra sections, syncs meta', async () => {
    const { mem, dir } = fresh();
    const path = join(dir, 'state.md');
    writeFileSync(path, `${read(path)}\n## 我的备注\n\n别忘了她的生日\n`);
    const res = await mem.updateState('xiaoyu', { current_stage: '升温期', signal_score: 9, score_trend: 'up' }, { '## 当前状态（一句话）': '开始熟起来了' });
    expect(res.changed).toEqual(expect.arrayContaining(['state.md', 'meta.json']));
    const text = read(path);
    const ref = refParseFrontmatter(text);
    expect(ref.fields).toMatchObject({ current_stage: '升温期', signal_score: 9, score_trend: 'up', recommended_mode: 'hybrid', milestones_done: 0 });
    expect(text).toContain('## 当前状态（一句话）\n\n开始熟起来了\n');
    expect(text).toContain('## 最近信号（最新3条）\n\n[暂无信号记录]\n');
    expect(text.indexOf('## 我的备注')).toBeGreaterThan(text.indexOf('## 下一步建议'));
    expect(text).toContain('别忘了她的生日');
    expect(json(join(dir, 'meta.json'))).toMatchObject({ current_stage: '升温期', signal_score: 9 });
  });

  it('writes [待生成] for a missing section and reads 混合 as hybrid', async () => {
    const { mem, dir } = fresh();
    writeFileSync(join(dir, 'state.md'), '---\ncurrent_stage: 破冰期\nrecommended_mode: 混合\n---\n\n## 当前状态（一句话）\n\n刚认识\n');
    expect(mem.read('xiaoyu').state.fields.recommended_mode).toBe('hybrid');
    await mem.updateState('xiaoyu', { signal_score: 3 });
    const text = read(join(dir, 'state.md'));
    expect(text).toContain('## 当前策略方向\n\n[待生成]\n');
    expect(text).toContain('刚认识');
  });

  it('refuses an out-of-range score and leaves the files alone', async () => {
    const { mem, base } = fresh();
    const before = treeHash(base);
    await expect(mem.updateState('xiaoyu', { signal_score: 26 })).rejects.toThrow(/signal_score/);
    expect(treeHash(base)).toBe(before);
  });

  it('refuses a write when the folder changed since the caller read it', async () => {
    const { mem } = fresh();
    const rev = mem.revision('xiaoyu');
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' });
    await expect(mem.updateState('xiaoyu', { signal_score: 3 }, {}, { expectRevision: rev })).rejects.toThrow(/changed by another program/);
  });
});

describe('profile', () => {
  it('updates fields by name with one profile_updated per changed field; body untouched', async () => {
    const { mem, dir } = fresh();
    const bodyBefore = read(join(dir, 'profile.md')).split('---\n').slice(2).join('---\n');
    const { result } = await mem.updateProfile('xiaoyu', { city: '杭州', age: 23, nickname: '小雨' });
    expect(result.map((e) => e.data)).toEqual([
      { field: 'city', old_value: '[待填写]', new_value: '杭州' },
      { field: 'age', old_value: '[待填写]', new_value: 23 },
    ]);
    const text = read(join(dir, 'profile.md'));
    expect(refParseFrontmatter(text).fields).toMatchObject({ city: '杭州', age: 23 });
    expect(text.endsWith(bodyBefore)).toBe(true);
    expect(json(join(dir, 'meta.json'))['event_count']).toBe(3);
  });

  it('appends to a section and adds new sections, never rewriting existing text', async () => {
    const { mem, dir } = fresh();
    const before = read(join(dir, 'profile.md'));
    await mem.appendProfileSection('xiaoyu', '## 注意事项', '怕猫');
    await mem.appendProfileSection('xiaoyu', '共同回忆', '第一次一起看海');
    const after = read(join(dir, 'profile.md'));
    expect(after).toContain('[ta特别在意或反感的事]\n怕猫\n');
    expect(after).toContain('\n## 共同回忆\n\n第一次一起看海\n');
    let i = 0;
    for (const ch of after) if (ch === before[i]) i += 1;
    expect(i).toBe(before.length);
  });

  it('refuses to change the slug field and refuses empty additions', async () => {
    const { mem } = fresh();
    await expect(mem.updateProfile('xiaoyu', { slug: 'other' })).rejects.toThrow(/slug cannot be changed/);
    await expect(mem.appendProfileSection('xiaoyu', '## 注意事项', '  ')).rejects.toThrow(/empty/);
  });
});

describe('snapshots', () => {
  it('takes one snapshot automatically on the first write of a day, and on demand', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(2026, 3, 10, 9, 0, 0);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await mem.append('a', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' });
    const snaps = join(base, 'a', 'snapshots');
    expect(readdirSync(snaps)).toEqual(['2026-04-10.json']);
    const first = json(join(snaps, '2026-04-10.json'));
    expect(first).toMatchObject({ slug: 'a', snapshot_date: '2026-04-10', state: { current_stage: '未知' } });
    await mem.append('a', 'crisis_handled', { crisis_type: 'C-2', resolution: 'x' });
    expect(json(join(snaps, '2026-04-10.json'))).toEqual(first);
    now = new Date(2026, 3, 11, 8, 0, 0);
    await mem.updateState('a', { signal_score: 5 });
    expect(readdirSync(snaps).sort()).toEqual(['2026-04-10.json', '2026-04-11.json']);
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2026-04-11');
    const path = await mem.snapshot('a');
    expect(json(path)).toMatchObject({ state: { signal_score: 5 } });
  });

  it('a clock set back a day neither replaces the older snapshot nor moves last_snapshot backwards', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(2026, 3, 10, 23, 50, 0);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    await mem.updateState('a', { signal_score: 3 });
    now = new Date(2026, 3, 11, 0, 10, 0);
    await mem.updateState('a', { signal_score: 7 });
    const snaps = join(base, 'a', 'snapshots');
    const before10 = read(join(snaps, '2026-04-10.json'));
    // The clock goes back across midnight (a trip west, a manual correction).
    now = new Date(2026, 3, 10, 22, 0, 0);
    await mem.updateState('a', { signal_score: 9 });
    expect(read(join(snaps, '2026-04-10.json'))).toBe(before10);
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2026-04-11');
    // Asked for by name it is written, and last_snapshot still keeps the later day.
    await mem.snapshot('a');
    expect(json(join(snaps, '2026-04-10.json'))).toMatchObject({ state: { signal_score: 9 } });
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2026-04-11');
    // Once the clock is past the last snapshot day again, the day's snapshot is taken as before.
    now = new Date(2026, 3, 12, 9, 0, 0);
    await mem.updateState('a', { signal_score: 10 });
    expect(readdirSync(snaps).sort()).toEqual(['2026-04-10.json', '2026-04-11.json', '2026-04-12.json']);
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2026-04-12');
  });

  it('a last_snapshot far ahead of the clock (one write with the clock 400 days ahead) is a clock error: the daily snapshots go on', async () => {
    const base = join(tempDir(), 'crushes');
    let now = new Date(2026, 3, 10, 9, 0, 0);
    const mem = openMemory({ baseDir: base, now: () => now });
    mem.create({ slug: 'a', nickname: 'A' });
    now = new Date(2027, 4, 15, 9, 0, 0);
    await mem.updateState('a', { signal_score: 3 });
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2027-05-15');
    // The clock is put right: the next day's write takes its snapshot, and last_snapshot follows the clock again.
    now = new Date(2026, 3, 11, 9, 0, 0);
    await mem.updateState('a', { signal_score: 4 });
    const snaps = join(base, 'a', 'snapshots');
    expect(readdirSync(snaps)).toContain('2026-04-11.json');
    expect(json(join(snaps, '2026-04-11.json'))).toMatchObject({ state: { signal_score: 3 } });
    expect(json(join(base, 'a', 'meta.json'))['last_snapshot']).toBe('2026-04-11');
    now = new Date(2026, 3, 12, 9, 0, 0);
    await mem.updateState('a', { signal_score: 5 });
    expect(readdirSync(snaps)).toContain('2026-04-12.json');
  });
});

describe('rebuild', () => {
  it('replays the events (SPEC 5) and --write repairs state.md and meta.json', async () => {
    const { mem, dir } = fresh();
    await mem.append('xiaoyu', 'analysis_done', { score: 10, stage: '破冰期', summary: 'a' });
    await mem.append('xiaoyu', 'stage_changed', { from: '破冰期', to: '升温期', trigger: 't' });
    await mem.append('xiaoyu', 'progress_evaluated', { score: 12, stage: '升温期', milestones_done: 4, next_actions: [] });
    await mem.append('xiaoyu', 'analysis_done', { score: 11, stage: '升温期', summary: 'b' });
    const { state, eventCount } = await mem.rebuild('xiaoyu');
    expect(state).toEqual({ current_stage: '升温期', signal_score: 11, last_signal_score: 12, score_trend: 'stable', recommended_mode: 'hybrid', milestones_done: 4 });
    expect(eventCount).toBe(5);
    const meta = json(join(dir, 'meta.json'));
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ ...meta, event_count: 99 }, null, 2));
    const res = await mem.repair('xiaoyu');
    expect(res.fixes.map(repairFixText)).toEqual(expect.arrayContaining(['meta.json: event_count 99 → 5', 'state.md: signal_score null → 11']));
    expect(refParseFrontmatter(read(join(dir, 'state.md'))).fields).toMatchObject({ current_stage: '升温期', signal_score: 11, last_signal_score: 12, milestones_done: 4 });
    expect(json(join(dir, 'meta.json'))).toMatchObject({ event_count: 5, signal_score: 11, current_stage: '升温期' });
    expect((await mem.repair('xiaoyu')).fixes).toEqual([]);
  });
});


describe('errors name what is wrong', () => {
  it('unknown slug is a not-found input error', () => {
    const { mem } = fresh();
    expect(() => mem.read('nobody')).toThrow(NotFoundError);
    expect(() => mem.read('nobody')).toThrow(/no crush "nobody"/);
  });

  it('broken meta.json names the file and line', () => {
    const { mem, dir } = fresh();
    writeFileSync(join(dir, 'meta.json'), '{\n  "slug": "xiaoyu",\n  "event_count": ,\n}');
    expect(() => mem.read('xiaoyu')).toThrow(/meta\.json: not valid JSON at line 3/);
  });

  it('a meta.json with a wrong field type names the field', () => {
    const { mem, dir } = fresh();
    writeFileSync(join(dir, 'meta.json'), JSON.stringify({ slug: 'xiaoyu', signal_score: 'high' }));
    expect(() => mem.read('xiaoyu')).toThrow(/meta\.json: signal_score/);
  });
});

describe('state rewrite layout', () => {
  itWithShared('rewriting state.md with its own values reproduces the reference layout byte for byte (but the time)', async () => {
    const base = fixtureBase();
    const mem = openMemory({ baseDir: base, now: () => new Date(2026, 10, 30, 2, 6, 29) });
    const path = join(base, 'aming', 'state.md');
    const before = read(path);
    const doc = mem.read('aming').state;
    await mem.updateState('aming', {}, Object.fromEntries(doc.sections.map((s) => [s.header, s.content])));
    const after = read(path);
    expect(after.replace(/last_updated: .*\n/, '')).toBe(before.replace(/last_updated: .*\n/, ''));
    expect(after).toContain('last_updated: "2026-11-30T02:06:29"\n');
  });
});

describe('hostile input in the log', () => {
  it('skips a line nested too deeply instead of overflowing the stack, and refuses such data on append', async () => {
    const { mem, dir } = fresh();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    appendFileSync(join(dir, 'events.jsonl'), `{"ts": "2026-04-10T10:00:00", "type": "signal_recorded", "data": {"x": ${deep}}}\n`);
    const { events, report } = mem.recent('xiaoyu', 5);
    expect(events.map((e) => e.type)).toEqual(['profile_created']);
    expect(report.badLines[0]?.reason).toBe('depth');
    let nested: unknown = 'x';
    for (let i = 0; i < 100; i += 1) nested = [nested];
    await expect(mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x', extra: nested })).rejects.toThrow(/nested more than 64 levels/);
  });

  it('a base folder that is a file is bad input', () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const mem = openMemory({ baseDir: file });
    expect(() => mem.list()).toThrow(InputError);
    expect(() => mem.read('a')).toThrow(/is a file, not a folder/);
  });
});

describe('temp files of killed writers', () => {
  it('are swept by the next writer that holds the lock: only simp\'s own names, only when their process is gone', async () => {
    const { mem, dir } = fresh();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeFileSync(join(dir, `.state.md.simp-${dead}-abcd1234.tmp`), 'half');
    mkdirSync(join(dir, 'versions', `.v1_20260410_090000.simp-${dead}-abc12345.tmp`), { recursive: true });
    // Someone else's temp file, and one of a simp process that is still running (this one).
    writeFileSync(join(dir, '.notes.md.tmp'), 'an editor of the user');
    writeFileSync(join(dir, `.profile.md.simp-${process.pid}-00000000.tmp`), 'in use');
    await mem.append('xiaoyu', 'crisis_handled', { crisis_type: 'C-1', resolution: 'x' });
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp')).sort()).toEqual([`.notes.md.tmp`, `.profile.md.simp-${process.pid}-00000000.tmp`]);
    expect(readdirSync(join(dir, 'versions'))).toEqual([]);
  });
});

describe('profile body only grows', () => {
  it('accepts a body that only adds text and refuses one that rewrites or deletes, changing nothing', async () => {
    const { mem, dir, base } = fresh();
    const body = mem.read('xiaoyu').profile.body;
    await mem.updateProfileBody('xiaoyu', body.replace('[在这里描述ta的性格特征]', '[在这里描述ta的性格特征]\n爱笑，话多'));
    expect(read(join(dir, 'profile.md'))).toContain('[在这里描述ta的性格特征]\n爱笑，话多\n');
    const before = treeHash(base);
    const grown = mem.read('xiaoyu').profile.body;
    await expect(mem.updateProfileBody('xiaoyu', grown.replace('爱笑', '爱哭'))).rejects.toThrow(/only grows/);
    await expect(mem.updateProfileBody('xiaoyu', grown.replace('## 注意事项', ''))).rejects.toThrow(/only grows/);
    // Said in the user's language (issue S): the TUI's narrative editor shows it.
    const refused = await mem.updateProfileBody('xiaoyu', grown.replace('爱笑', '爱哭')).catch((err: unknown) => err);
    expect(errorText(refused, 'zh')).toMatch(/profile\.md: 叙述部分只能增加/);
    expect(errorText(refused, 'en')).toMatch(/profile\.md: the narrative only grows/);
    expect(treeHash(base)).toBe(before);
  });
});

describe('events.jsonl written by other editors', () => {
  it('reads a BOM on the first line and CRLF line ends', () => {
    const { mem, dir } = fresh();
    const line = (i: number) => JSON.stringify({ ts: `2026-04-1${i}T10:00:00`, v: 1, type: 'crisis_handled', slug: 'xiaoyu', data: { crisis_type: `C-${i}`, resolution: 'x' } });
    writeFileSync(join(dir, 'events.jsonl'), `\uFEFF${line(1)}\r\n${line(2)}\r\n`);
    const { events, report } = mem.recent('xiaoyu', 5);
    expect(events.map((e) => e.data['crisis_type'])).toEqual(['C-1', 'C-2']);
    expect(report).toEqual({ badLines: [], tornTail: false });
  });
});
