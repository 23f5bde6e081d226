/**
 * A writer killed after its events reached the log, before its other files were
 * renamed into place: the next write (and doctor --fix) finishes it, doctor says
 * so meanwhile. A writer killed before that point leaves nothing behind. The
 * kill is the folder as it was on disk at that step, copied aside while the
 * write runs (the copy is what a SIGKILL would have left).
 */
import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openMemory } from '../../src/memory/index.js';
import { runAdjust } from '../../src/flows/adjust.js';
import { examine, mend } from '../../src/flows/doctor.js';
import { logInteraction } from '../../src/flows/interaction.js';
import { doctorText } from '../../src/present/doctor-text.js';
import { errorText } from '../../src/present/field-errors.js';
import { steppingClock, tempDir } from '../helpers/temp.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const mem = openMemory({ baseDir: base, now: steppingClock() });
  mem.create({ slug: 'lin', nickname: '林' });
  return { base, mem };
}

/** The base as it stood on disk at step `at` of a stage change (then that write is called off). */
async function killedAt(at: string | ((steps: string[]) => boolean)): Promise<{ base: string; steps: string[] }> {
  const { base } = crush();
  const copy = join(tempDir(), 'crushes');
  const steps: string[] = [];
  let taken = false;
  const mem = openMemory({
    baseDir: base,
    now: steppingClock(new Date(2026, 3, 11, 9)),
    lock: {
      onStep: (s) => {
        steps.push(s);
        if (!taken && (typeof at === 'string' ? s === at : at(steps))) {
          taken = true;
          // The lock stays behind: a killed writer's lock is taken over (its pid is gone), this one's would be waited on.
          cpSync(base, copy, { recursive: true, filter: (src) => !src.endsWith('.simp.lock') && !src.includes('/.simp.lock/') });
          throw new Error('killed');
        }
      },
    },
  });
  await runAdjust(mem, 'lin', { stage: '暧昧期', reason: 'test' }).catch(() => null);
  expect(taken, `no step ${String(at)} among ${steps.join(', ')}`).toBe(true);
  return { base: copy, steps };
}

const stageOf = (base: string): { state: string; meta: unknown } => ({
  state: /^current_stage: (.*)$/m.exec(readFileSync(join(base, 'lin', 'state.md'), 'utf8'))?.[1] ?? '',
  meta: (JSON.parse(readFileSync(join(base, 'lin', 'meta.json'), 'utf8')) as Record<string, unknown>)['current_stage'],
});
const loggedStage = (base: string): string[] =>
  readFileSync(join(base, 'lin', 'events.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { type: string; data: { to?: string } })
    .filter((e) => e.type === 'stage_changed')
    .map((e) => e.data.to ?? '');
const leftovers = (base: string): string[] => readdirSync(join(base, 'lin')).filter((n) => n.includes('.simp-'));

describe('a write killed between its events and its renames', () => {
  it('is reported by doctor and finished by the next write: state.md, strategy.md and meta.json reach the logged stage', async () => {
    const { base } = await killedAt('state.md');
    expect(loggedStage(base)).toEqual(['暧昧期']);
    expect(stageOf(base).meta).not.toBe('暧昧期');
    const mem = openMemory({ baseDir: base, now: steppingClock(new Date(2026, 3, 12, 9)) });
    const health = await examine(mem, 'lin');
    // One finding: the counts and files that disagree are this write's, mended by finishing it.
    expect(health.findings.map((f) => f.code)).toEqual(['unfinished']);
    expect(doctorText([health], 'zh', false).join('\n')).toMatch(/有一次写入没有写完：事件已记下，但 .*state\.md/);
    expect(doctorText([health], 'en', false).join('\n')).toMatch(/a write was not finished: its events are logged but .*state\.md/);
    // Any later write finishes it first (here: an interaction, nothing to do with the stage).
    await logInteraction(mem, 'lin', { type: 'chat_sent', summary: 'hi', planned: false }, null);
    expect(stageOf(base).meta).toBe('暧昧期');
    expect(stageOf(base).state).toContain('暧昧期');
    expect(readFileSync(join(base, 'lin', 'strategy.md'), 'utf8')).toContain('暧昧期');
    expect(loggedStage(base)).toEqual(['暧昧期']);
    expect(leftovers(base)).toEqual([]);
    expect((await examine(mem, 'lin')).findings.filter((f) => f.code === 'unfinished' || f.code === 'temps' || f.code === 'meta-state')).toEqual([]);
  });

  it('doctor --fix finishes it too, at every rename step', async () => {
    const steps: string[] = [];
    const { base: plain } = crush();
    await runAdjust(openMemory({ baseDir: plain, now: steppingClock(new Date(2026, 3, 11, 9)), lock: { onStep: (s) => steps.push(s) } }), 'lin', { stage: '暧昧期', reason: 'test' });
    const after = steps.slice(steps.indexOf('events.jsonl') + 1);
    expect(after.length).toBeGreaterThan(2);
    for (const step of after) {
      const { base } = await killedAt(step);
      const mem = openMemory({ baseDir: base, now: steppingClock(new Date(2026, 3, 12, 9)) });
      const r = await mend(mem, 'lin');
      expect(r.after.findings, step).toEqual([]);
      expect(stageOf(base).meta, step).toBe('暧昧期');
      expect(leftovers(base), step).toEqual([]);
    }
  });

  it('killed before its events were logged, it leaves nothing: the temps go, nothing is finished', async () => {
    const { base } = await killedAt('events.jsonl');
    expect(leftovers(base).length).toBeGreaterThan(0);
    const mem = openMemory({ baseDir: base, now: steppingClock(new Date(2026, 3, 12, 9)) });
    expect((await examine(mem, 'lin')).findings.map((f) => f.code)).toEqual(['temps']);
    await mend(mem, 'lin');
    expect(loggedStage(base)).toEqual([]);
    expect(stageOf(base).meta).not.toBe('暧昧期');
    expect(leftovers(base)).toEqual([]);
  });

  it('a meta.json another program rewrote meanwhile is not overwritten by the stale prepared one', async () => {
    const { base } = await killedAt('state.md');
    const metaPath = join(base, 'lin', 'meta.json');
    const other = { ...(JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>), other_tool: 1 };
    writeFileSync(metaPath, JSON.stringify(other, null, 2));
    const mem = openMemory({ baseDir: base, now: steppingClock(new Date(2026, 3, 12, 9)) });
    await mend(mem, 'lin');
    expect((JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, unknown>)['other_tool']).toBe(1);
    expect(stageOf(base).state).toContain('暧昧期');
    expect(leftovers(base)).toEqual([]);
  });
});

describe('a write that fails after its events, before any rename', () => {
  it('cuts its appends back: nothing is written, it says so, and the same log --signal again writes one interaction and one signal', async () => {
    const { base } = crush();
    const dir = join(base, 'lin');
    const before = [readFileSync(join(dir, 'events.jsonl'), 'utf8'), readFileSync(join(dir, 'interactions.jsonl'), 'utf8')];
    const failing = openMemory({
      baseDir: base,
      now: steppingClock(new Date(2026, 3, 11, 9)),
      lock: {
        onStep: (s) => {
          if (s === 'interactions.jsonl') throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
      },
    });
    const input = { type: 'chat_sent', summary: '约周六', planned: false } as const;
    const err = await logInteraction(failing, 'lin', input, { direction: 'green', delta: 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(errorText(err, 'en')).toMatch(/nothing was written/);
    expect(errorText(err, 'zh')).toMatch(/什么都没有写入/);
    expect([readFileSync(join(dir, 'events.jsonl'), 'utf8'), readFileSync(join(dir, 'interactions.jsonl'), 'utf8')]).toEqual(before);
    expect(leftovers(base)).toEqual([]);
    await logInteraction(openMemory({ baseDir: base, now: steppingClock(new Date(2026, 3, 11, 10)) }), 'lin', input, { direction: 'green', delta: 1 });
    const interactions = readFileSync(join(dir, 'interactions.jsonl'), 'utf8').split('\n').filter(Boolean);
    const signals = readFileSync(join(dir, 'events.jsonl'), 'utf8').split('\n').filter((l) => l.includes('"signal_recorded"'));
    expect([interactions.length, signals.length]).toEqual([1, 1]);
  });
});

describe('write failures in the user language', () => {
  it('say what was written and what to do, in zh and en', async () => {
    const { LockBusyError, LockLostError, ReadOnlyError, lockLostDuring } = await import('../../src/memory/io/write-errors.js');
    const { DiskFullError } = await import('../../src/model/errors.js');
    const { PartialWriteError } = await import('../../src/memory/io/write-errors.js');
    const holder = { pid: 42, command: 'simp log', host: null, since: '09:30:00' };
    const cases: [unknown, RegExp, RegExp][] = [
      [new DiskFullError('/d/lin', 'ENOSPC'), /存放 \/d\/lin 的磁盘已满（ENOSPC）；什么都没有写入/, /the disk holding \/d\/lin is full \(ENOSPC\); nothing was written/],
      [new ReadOnlyError('/d/lin', 'EROFS'), /无法在 \/d\/lin 里写入（EROFS/, /cannot write in \/d\/lin \(EROFS/],
      [new LockBusyError('/d/lin', holder, 60), /\/d\/lin 正在被进程 42（simp log，从 09:30:00 开始）写入；等了 60 秒后放弃，什么都没有写入/, /being written by process 42 \(simp log, since 09:30:00\); gave up after waiting 60 s/],
      [new LockBusyError('/d/lin', holder, 3, true), /你不再等待/, /you stopped waiting/],
      [lockLostDuring('/d/lin', ['events.jsonl (1 event)'], ['meta.json']), /已写入：events\.jsonl \(1 event\)；没有写入：meta\.json/, /written: events\.jsonl \(1 event\); not written: meta\.json/],
      [new PartialWriteError('lin', new DiskFullError('/d/lin', 'ENOSPC'), true), /lin：事件已经写入，但其余文件还没放到位（存放 \/d\/lin 的磁盘已满/, /the next write, or simp doctor --fix, finishes them/],
    ];
    for (const [err, zh, en] of cases) {
      expect(errorText(err, 'zh')).toMatch(zh);
      expect(errorText(err, 'en')).toMatch(en);
    }
    expect(new LockLostError('x').message).toBe('x');
  });
});
