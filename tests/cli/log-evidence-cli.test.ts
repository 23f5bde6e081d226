import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, simp as binary } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { jpeg } from '../fixtures/photos/make-photos.mjs';

process.env.TZ = 'UTC';
const pad = (n: number) => String(n).padStart(2, '0');
/** A day before today (UTC, as the runs below), `YYYY-MM-DD`. */
const day = (ago: number) => {
  const d = new Date(Date.now() - ago * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

function crush() {
  const dir = join(tempDir(), 'crushes');
  const env = { TZ: 'UTC' };
  const run = (...args: string[]) => simp([...args, '--base-dir', dir], { env });
  const bin = (...args: string[]) => binary([...args, '--base-dir', dir], { env });
  run('init', 'xm', '--nickname', '小美');
  const events = () => readFileSync(join(dir, 'xm', 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
  // Three chats they started (two late at night), and a meeting they asked for.
  for (const [time, type, summary] of [
    [`${day(3)}T23:05`, 'chat_received', '聊到电影'],
    [`${day(2)}T23:40`, 'chat_received', ''],
    [`${day(2)}T09:00`, 'call', ''],
    [`${day(1)}T19:00`, 'meeting', '一起吃火锅'],
  ] as const) {
    expect(run('log', 'xm', type, '--initiator', 'them', '--time', time, ...(summary ? ['--summary', summary] : [])).code).toBe(0);
  }
  return { dir, run, bin, events };
}

/** Two photos taken yesterday afternoon, an hour apart: a meetup. */
function photos(dir: string) {
  const folder = join(dir, 'xm', 'memories', 'photos');
  mkdirSync(folder, { recursive: true });
  const exif = (clock: string) => ({ make: 'Apple', model: 'iPhone 13', original: `${day(1).replaceAll('-', ':')} ${clock}` });
  writeFileSync(join(folder, 'IMG_1.jpg'), jpeg(exif('14:00:00')));
  writeFileSync(join(folder, 'IMG_2.jpg'), jpeg(exif('15:00:00')));
}

describe('log proposes signals; analyze ticks them with their evidence; why cites them', () => {
  it('zh: analyze without --signals takes the log’s proposals, the meeting citing the photos too; why shows the records; a re-run proposes nothing', () => {
    const { dir, run, bin, events } = crush();
    photos(dir);
    // The binary: its analyze file loads the photos' EXIF reader apart, only for this.
    const r = bin('analyze', 'xm');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('📝 记下的互动建议的信号：');
    expect(r.stdout).toContain('✓ ta 每周主动找你聊天 3 次以上');
    expect(r.stdout).toContain(`依据：互动记录（${day(3)} 23:05 至 ${day(2)} 23:40）：ta 在深夜（22 点到 3 点）开启了 2 次对话`);
    expect(r.stdout).toContain('📷 照片记为这些信号的依据：ta 主动创造 1 对 1 见面');
    expect(r.stdout).toContain(`依据：照片里的见面：${day(1)} 14:00–15:00，2 张（IMG_1.jpg, IMG_2.jpg）`);
    const done = events().at(-1);
    expect(done?.type).toBe('analysis_done');
    expect(done?.data['signals']).toEqual(['msg.initiates_often', 'msg.late_night', 'offline.one_on_one']);
    const evidence = done?.data['signal_evidence'] as Record<string, unknown>;
    expect(evidence['offline.one_on_one']).toEqual([
      expect.objectContaining({ kind: 'interactions', measure: 'log.meeting', records: [{ ts: `${day(1)}T19:00:00`, type: 'meeting', initiator: 'them', summary: '一起吃火锅' }] }),
      { kind: 'photos', meetups: [{ date: day(1), start: '14:00', end: '15:00', photo_count: 2, photos: ['IMG_1.jpg', 'IMG_2.jpg'] }] },
    ]);
    const why = run('why', 'xm');
    expect(why.stdout).toMatch(/\+3 {2}ta 主动创造 1 对 1 见面\n +依据：互动记录（[\d-]+ 19:00）：ta 发起了 1 次见面\n +· [\d-]+ 19:00 🤝 见面 · ta 发起 · 一起吃火锅\n +依据：照片里的见面/);
    expect(why.stdout).toContain(`· ${day(2)} 09:00 📞 通话 · ta 发起`);
    const again = run('analyze', 'xm', '--fresh');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('至少勾选一个信号');
  });

  it('en and JSON: --untick leaves a proposal out of the reading and its evidence; why --json lists each item’s evidence', () => {
    const { run, events } = crush();
    const r = run('analyze', 'xm', '--untick', 'msg.late_night', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('📝 Signals the logged interactions proposed:');
    expect(r.stdout).toContain('✗ They message you late at night (after 22:00) (left out this time)');
    expect(r.stdout).toContain(`From: the interaction log (${day(3)} 23:05 to ${day(2)} 23:40): they started 3 conversations (3.0 a week)`);
    expect(Object.keys(events().at(-1)?.data['signal_evidence'] as object)).toEqual(['msg.initiates_often', 'offline.one_on_one']);
    const why = JSON.parse(run('why', 'xm', '--json').stdout) as { score: { explanation: { items: { signal_id: string; evidence: { kind: string; measure?: string }[] }[] } } };
    const items = Object.fromEntries(why.score.explanation.items.map((i) => [i.signal_id, i.evidence]));
    expect(items['msg.initiates_often']).toEqual([expect.objectContaining({ kind: 'interactions', measure: 'log.initiates', count: 3, value: 3 })]);
    expect(items['offline.one_on_one']).toEqual([expect.objectContaining({ kind: 'interactions', measure: 'log.meeting' })]);
    const en = run('why', 'xm', '--lang', 'en').stdout;
    expect(en).toContain('From: the interaction log');
    expect(en).toContain(`· ${day(1)} 19:00 🤝 Meeting · they started it · 一起吃火锅`);
  });
});
