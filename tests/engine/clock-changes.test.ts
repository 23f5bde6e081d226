import { describe, expect, it } from 'vitest';
import { checkBurnout, evaluateProgress, loggedTimes, type EngineEvent, type FlowRun } from '../../src/engine/index.js';
import { historySignals } from '../../src/engine/quit-history.js';
import { ago, analysis, NOW, signal, stageChanged, state } from './engine-helpers.js';

const HOUR = 1 / 24;
/** A stamp `hours` after NOW: what a clock set back (or a trip west) leaves on records written before it. */
const ahead = (hours: number): string => ago(-hours * HOUR);

describe('loggedTimes: history read in log order', () => {
  it('keeps stamps that only move forward as they are', () => {
    const recs = [{ ts: ago(3) }, { ts: ago(2) }, { ts: ago(1) }];
    expect(loggedTimes(recs, NOW.getTime())).toEqual(recs.map((r) => Date.parse(r.ts)));
  });

  it('never reads a record as later than what was written after it, nor later than now', () => {
    const recs = [{ ts: ago(5) }, { ts: '2030-01-01T00:00:00' }, { ts: ago(4) }, { ts: 'not a date' }, { ts: ahead(3) }];
    expect(loggedTimes(recs, NOW.getTime())).toEqual([Date.parse(ago(5)), Date.parse(ago(4)), Date.parse(ago(4)), null, NOW.getTime()]);
  });
});

describe('a clock or time zone that changed does not make the checks misfire', () => {
  it('runs logged before the clock went back still count in the 7 days (they used to be dropped as "future")', () => {
    // Seven runs over the last days, then three logged in the evening before a flight west set the clock back 6 hours.
    const runs: FlowRun[] = [
      ...Array.from({ length: 7 }, (_, i) => ({ flow: i % 2 ? 'daily' : 'analyze', ts: ago(6 - i * 0.8) })),
      ...[1, 2, 3].map((h) => ({ flow: 'progress', ts: ahead(h) })),
    ];
    const fired = checkBurnout({ runs, events: [], notes: [], now: NOW }).fired.map((f) => f.id);
    expect(fired).toContain('burnout.many_runs');
    expect(fired).toContain('burnout.same_flow_day');
  });

  it('a green signal stamped ahead of the clock counts as recent: no "below 8 without green" alarm', () => {
    const events: EngineEvent[] = [analysis(5, ago(20)), analysis(4, ago(6)), signal('green', ahead(2))];
    expect(checkBurnout({ runs: [], events, notes: [], now: NOW }).fired.map((f) => f.id)).not.toContain('burnout.low_no_green');
    // Without that green the alarm is due: the check itself still works.
    expect(checkBurnout({ runs: [], events: events.slice(0, 2), notes: [], now: NOW }).fired.map((f) => f.id)).toContain('burnout.low_no_green');
  });

  it('a stage change stamped by a clock set a year ahead is read at the time of what followed it: stalled after 6 weeks', () => {
    const events: EngineEvent[] = [
      stageChanged('破冰期', '升温期', '2027-05-01T10:00:00'),
      analysis(10, ago(50)),
      analysis(10, ago(45)),
    ];
    const r = evaluateProgress({ state: state({ signal_score: 10 }), events, milestones: [], now: NOW });
    expect(r.stalled).toBe(true);
    expect(r.stageSince).toBe('2027-05-01T10:00:00');
  });

  it('green signals stamped ahead of the clock count toward confession readiness', () => {
    const greens = [signal('green', ago(2)), signal('green', ahead(1)), signal('green', ahead(2))];
    const r = evaluateProgress({ state: state(), events: greens, milestones: [], now: NOW });
    expect(r.readiness.met).toContain('ready.green_signals');
  });

  it('the quit review sees two green-less months behind a green signal stamped years ahead', () => {
    const events: EngineEvent[] = [signal('green', '2031-01-01T00:00:00'), analysis(6, ago(70)), analysis(5, ago(10))];
    expect(historySignals(events, NOW)).toContain('hist.no_green_2_months');
    expect(historySignals([signal('green', ago(70)), signal('green', ago(3))], NOW)).not.toContain('hist.no_green_2_months');
  });
});
