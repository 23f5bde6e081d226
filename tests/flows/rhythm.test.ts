import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { readRhythm, RHYTHM_PARTS } from '../../src/flows/rhythm.js';
import { rhythmText, startsText } from '../../src/present/rhythm-report.js';
import { pyFixed, pyRound } from '../../src/engine/pyfloat.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';
import { expectReferencePrefix } from '../helpers/rhythm-parity.js';

const HARNESS = resolve(import.meta.dirname, '..', 'helpers', 'rhythm-reference.py');
const TYPES = ['chat_sent', 'chat_received', 'chat_received', 'meeting', 'call', 'online_interaction'];
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const LADDER = ['破冰期', '升温期', '暧昧期', '表白前', '表白后-成功'];

/** A small seeded generator, so a failing case can be told again. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const naive = (d: Date, micro = 0) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${micro ? `.${pad(micro, 6)}` : ''}`;

interface Case {
  base: string;
  slug: string;
  now: string;
  days: number;
  nowDate: Date;
}

/**
 * A crush with a random history: created some weeks ago, a few stage changes,
 * interactions at random hours (ties in hours and reply times on purpose,
 * delays landing on bucket edges and on .5), as the time tracker writes them.
 */
async function randomCase(seed: number): Promise<Case> {
  const r = rng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const nowDate = new Date(2026, 10, 1 + Math.floor(r() * 28), Math.floor(r() * 24), Math.floor(r() * 60), 0);
  let clock = new Date(nowDate.getTime() - (10 + Math.floor(r() * 80)) * 86_400_000);
  const base = tempDir();
  const mem = openMemory({ baseDir: base, now: () => clock });
  mem.create({ slug: 'p', nickname: 'P' });
  let at = 0;
  for (let i = 0, n = Math.floor(r() * 4); i < n && at < 3; i += 1) {
    clock = new Date(clock.getTime() + Math.floor(r() * 25) * 86_400_000);
    if (clock > nowDate) break;
    await mem.append('p', 'stage_changed', { from: LADDER[at], to: LADDER[at + 1], trigger: '手动调整' });
    at += 1;
  }
  const lines: string[] = [];
  const count = Math.floor(r() * 60);
  const hours = [8, 12, 21, 22, 23, Math.floor(r() * 24)];
  for (let i = 0; i < count; i += 1) {
    const when = new Date(nowDate.getTime() - Math.floor(r() * 50) * 86_400_000 - Math.floor(r() * 3) * 3_600_000);
    when.setHours(pick(hours), Math.floor(r() * 60), Math.floor(r() * 60));
    const type = pick(TYPES);
    const data: Record<string, unknown> = { content_summary: `m${i}` };
    if (type === 'chat_received' && r() < 0.7) data['reply_delay_min'] = pick([0, 2.5, 5, 12, 15, 59, 60, 61, 239.5, 240, 300, Math.floor(r() * 400)]);
    data['hour'] = when.getHours();
    data['day_of_week'] = DAYS[(when.getDay() + 6) % 7];
    if (type === 'chat_sent') data['is_initiator'] = true;
    if (type === 'chat_received') data['is_initiator'] = false;
    lines.push(JSON.stringify({ ts: naive(when, r() < 0.3 ? Math.floor(r() * 999_999) + 1 : 0), v: 1, type, slug: 'p', data }));
  }
  writeFileSync(join(base, 'p', 'interactions.jsonl'), lines.map((l) => `${l}\n`).join(''));
  return { base, slug: 'p', now: naive(nowDate), days: pick([0, 7, 30, 30, 90]), nowDate };
}

/** The time tracker's analyses and report on each case, its clock frozen at the case's now. */
function reference(cases: readonly Case[]): Array<{ report: string; parts: Record<string, string> }> {
  const res = spawnSync('python3', [HARNESS, SKILL_TOOLS], { input: JSON.stringify(cases.map(({ nowDate: _, ...c }) => c)), encoding: 'utf8', maxBuffer: 64 << 20 });
  if (res.error) throw new Error(`cannot run python3: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`the reference harness failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as Array<{ report: string; parts: Record<string, string> }>;
}

describe('rhythm: the time tracker analyses', () => {
  itWithShared('prints the reference report byte for byte on 40 random histories, each part and all four, with its clock', async () => {
    const cases = await Promise.all(Array.from({ length: 40 }, (_, i) => randomCase(1000 + i)));
    const expected = reference(cases);
    for (const [i, c] of cases.entries()) {
      const r = await readRhythm(openMemory({ baseDir: c.base, now: () => c.nowDate }), c.slug, c.days);
      const want = expected[i] as { report: string; parts: Record<string, string> };
      for (const part of RHYTHM_PARTS) expect(rhythmText(r, [part], 'zh'), `seed ${1000 + i}, ${part}`).toBe(want.parts[part]);
      expect(rhythmText(r, [], 'zh')).toBe(want.report);
    }
  });

  itWithShared('simp rhythm prints what time_tracker.py analyze prints, part by part, then who starts per conversation, and --output writes it to a file', async () => {
    const base = tempDir();
    const mem = openMemory({ baseDir: base });
    mem.create({ slug: 'p', nickname: 'P' });
    const today = new Date();
    const lines = [0, 0, 1, 1, 2, 4].map((ago, i) => {
      const when = new Date(today.getTime() - ago * 86_400_000);
      when.setHours(21 + (i % 2), 5, 0, 0);
      const type = i % 3 === 0 ? 'chat_sent' : 'chat_received';
      const data = { content_summary: `m${i}`, ...(type === 'chat_received' ? { reply_delay_min: i * 7 } : {}), hour: when.getHours(), day_of_week: DAYS[(when.getDay() + 6) % 7], is_initiator: type === 'chat_sent' };
      return `${JSON.stringify({ ts: naive(when), v: 1, type, slug: 'p', data })}\n`;
    });
    appendFileSync(join(base, 'p', 'interactions.jsonl'), lines.join(''));
    // The reference's bytes come first, unchanged; with the frequency, simp's labelled section follows.
    const section = `\n${startsText(await readRhythm(openMemory({ baseDir: base }), 'p', 30), 'zh')}\n`;
    for (const flag of [[], ['--frequency'], ['--milestones'], ['--reply'], ['--golden'], ['--golden', '--reply', '--days', '3']]) {
      const ours = simp(['rhythm', 'p', ...flag, '--base-dir', base, '--lang', 'zh']);
      const theirs = spawnSync('python3', [join(SKILL_TOOLS, 'time_tracker.py'), 'analyze', 'p', ...flag, '--base-dir', base], { encoding: 'utf8' });
      expect(ours.code, ours.stderr).toBe(0);
      const withFrequency = flag.length === 0 || flag.includes('--frequency');
      const rest = expectReferencePrefix(ours.stdout, theirs.stdout, withFrequency, flag.join(' '));
      if (withFrequency) expect(rest).toBe(section);
    }
    const before = treeHash(join(base, 'p'));
    const out = join(tempDir(), 'rhythm.md');
    const written = simp(['rhythm', 'p', '--output', out, '--base-dir', base, '--lang', 'en']);
    expect(written.code).toBe(0);
    expect(written.stderr).toContain(out);
    expect(treeHash(join(base, 'p'))).toBe(before);
    const json = JSON.parse(simp(['rhythm', 'p', '--json', '--base-dir', base]).stdout) as { frequency: { total: number }; golden: { peak_hour: number } };
    expect(json.frequency.total).toBe(6);
    expect([21, 22]).toContain(json.golden.peak_hour);
  });

  it('says it in English too, and refuses a bad --days or a missing crush with exit 2', () => {
    const base = tempDir();
    openMemory({ baseDir: base }).create({ slug: 'p', nickname: 'P' });
    const en = simp(['rhythm', 'p', '--base-dir', base, '--lang', 'en']);
    expect(en.stdout).toContain('📊 How often you talk');
    expect(en.stdout).toContain('Ice-breaking');
    expect(en.stdout).not.toMatch(/[\u4e00-\u9fff]/);
    expect(simp(['rhythm', 'p', '--days', '-1', '--base-dir', base]).code).toBe(2);
    expect(simp(['rhythm', 'nobody', '--base-dir', base]).code).toBe(2);
  });

  it('simp log --reply-after stores the reply time the analyses read, only on a received chat', () => {
    const base = tempDir();
    openMemory({ baseDir: base }).create({ slug: 'p', nickname: 'P' });
    expect(simp(['log', 'p', 'chat_received', '--reply-after', '12', '--base-dir', base]).code).toBe(0);
    const refused = simp(['log', 'p', 'chat_sent', '--reply-after', '12', '--base-dir', base]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('chat_received');
    expect(simp(['rhythm', 'p', '--reply', '--base-dir', base, '--lang', 'zh']).stdout).toContain('平均回复: 12 分钟');
  });
});

describe('Python float rounding', () => {
  it('rounds exact ties to even and everything else to nearest, as round() and format() do', () => {
    expect(pyRound(12.25, 1)).toBe(12.2);
    expect(pyRound(12.35, 1)).toBe(12.3); // 12.35 is stored a little below .35
    expect(pyRound(0.15, 1)).toBe(0.1);
    expect(pyFixed(2.5, 0)).toBe('2');
    expect(pyFixed(3.5, 0)).toBe('4');
    expect(pyFixed(-2.5, 0)).toBe('-2');
    expect(pyFixed(62.5, 0)).toBe('62');
    expect(pyFixed(33.33333, 1)).toBe('33.3');
  });
});
