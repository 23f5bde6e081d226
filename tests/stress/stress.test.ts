// needs ../shared: bench/stress.mjs runs the reference memory.py beside simp.
/**
 * `npm run stress` in its small size, against the built bundle (npm test builds
 * first): concurrent appends from 8 OS processes through the CLI and the library,
 * a writer SIGKILLed at random moments during writes of every kind, the lock's
 * holder paused, a full disk (a tmpfs, as root) and the Python tool beside simp.
 */
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

interface Summary {
  size: string;
  concurrent: { workers: number; perWorker: number; viaLib: number; viaCli: number; lines: number; lost: number; duplicated: number; torn: number; outOfOrder: number; eventCount: number };
  crash: { writes: number; kills: number; cleanExits: number; viaCli: number; killedMidWrite: Record<string, number>; killedBetweenWrites: number; staleLocks: number; staleWaitedMs: number[]; tornInjected: number; nextAppendsIntact: number };
  paused: Figures & { pausedHolders: number; pauseMs: number };
  diskFull: Figures & { analyses: number; pythonLines: number };
  pythonBeside: { simp: Figures; python: Figures; torn: number; countRepaired: boolean };
  violations: number;
}
interface Figures {
  attempted: number;
  written: number;
  acknowledged: number;
  refused: number;
  lost: number;
  misreported: number;
  duplicated: number;
}
const nothingLostOrMisreported = { lost: 0, misreported: 0, duplicated: 0 };

describe('stress (small)', () => {
  it('loses, tears, misreports and miscounts nothing: concurrent writers, SIGKILLs, a paused holder, a full disk, the Python tool', () => {
    const res = spawnSync(process.execPath, [join(ROOT, 'bench', 'stress.mjs'), '--size', 'small'], { encoding: 'utf8', timeout: 290_000 });
    const output = `${res.stdout}\n${res.stderr}`;
    expect(res.status, output).toBe(0);
    const line = res.stdout.split('\n').find((l) => l.startsWith('STRESS-SUMMARY '));
    expect(line, output).toBeDefined();
    const s = JSON.parse((line ?? '').slice('STRESS-SUMMARY '.length)) as Summary;

    expect(s.violations).toBe(0);
    const a = s.concurrent;
    expect(a).toMatchObject({ workers: 8, perWorker: 20, lost: 0, duplicated: 0, torn: 0, outOfOrder: 0 });
    expect(a.viaCli + a.viaLib).toBe(160);
    expect(a.viaCli).toBeGreaterThan(0);
    expect(a.viaLib).toBeGreaterThan(0);
    expect(a.lines).toBe(161); // profile_created + 160 appends
    expect(a.eventCount).toBe(161);

    const b = s.crash;
    expect(b.writes).toBe(20);
    expect(b.kills).toBeGreaterThan(0);
    const midWrite = Object.values(b.killedMidWrite).reduce((x, y) => x + y, 0);
    expect(midWrite + b.killedBetweenWrites).toBe(b.kills);
    // Every round ends with an append that must come out intact, killed or not.
    expect(b.nextAppendsIntact).toBe(b.kills + b.cleanExits);
    expect(b.tornInjected).toBeGreaterThan(0);
    expect(b.staleLocks).toBe(b.staleWaitedMs.length);
    // A lock left by a killed writer names a process that is gone: it is taken over at once.
    for (const ms of b.staleWaitedMs) expect(ms).toBeLessThan(1_000);

    // A holder paused longer than the old 5 s "stale" age is waited for: every write is done and said done,
    // or given up (an impatient writer) with nothing written.
    const c = s.paused;
    expect(c.pausedHolders).toBe(1);
    expect(c.pauseMs).toBeGreaterThan(5_000);
    // 24 patient writers, all done; one writer started during the pause waits 1 s and gives up.
    expect(c).toMatchObject({ attempted: 25, written: 24, acknowledged: 24, refused: 1, ...nothingLostOrMisreported });

    const d = s.diskFull;
    expect(d).toMatchObject({ attempted: 12, ...nothingLostOrMisreported });
    expect(d.refused).toBeGreaterThan(0);
    expect(d.acknowledged).toBeGreaterThan(0);
    expect(d.written).toBe(d.acknowledged);
    expect(d.pythonLines).toBeGreaterThan(0);

    const e = s.pythonBeside;
    expect(e.simp).toMatchObject({ attempted: 20, acknowledged: 20, written: 20, ...nothingLostOrMisreported });
    expect(e.python).toMatchObject({ attempted: 20, written: 20, ...nothingLostOrMisreported });
    expect(e).toMatchObject({ torn: 0, countRepaired: true });
  }, 300_000);
});
