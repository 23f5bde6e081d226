import { describe, expect, it } from 'vitest';
import { EngineInputError, judgeQuit, parseQuitAnswers, type EngineEvent } from '../../src/engine/index.js';
import { ago, analysis, ev, NOW, signal, stageChanged } from './engine-helpers.js';

type Self = { like_person: boolean; happy_for_them: boolean; want_to_win: boolean; sunk_cost: boolean; real_person: boolean };
type Cost = { energy: boolean; neglected_life: boolean; anxiety_over_joy: boolean };

const SINCERE: Self = { like_person: true, happy_for_them: true, want_to_win: false, sunk_cost: false, real_person: true };
const NO_COST: Cost = { energy: false, neglected_life: false, anxiety_over_joy: false };

/** Self answers with exactly `n` of the five pointing to sincere feeling. */
function sincere(n: number): Self {
  const flips: (keyof Self)[] = ['like_person', 'happy_for_them', 'want_to_win', 'sunk_cost', 'real_person'];
  const out = { ...SINCERE };
  for (const key of flips.slice(0, 5 - n)) out[key] = !out[key];
  return out;
}

function answers(over: { other?: string; self?: Self; cost?: Partial<Cost>; signals?: Record<string, boolean> } = {}) {
  return {
    other: over.other ?? 'positive',
    self: over.self ?? SINCERE,
    cost: { ...NO_COST, ...over.cost },
    ...(over.signals ? { signals: over.signals } : {}),
  };
}

const recentGreen = [signal('green', ago(2))];

describe('judgeQuit: dimensions', () => {
  it.each([[5, 'sincere'], [4, 'sincere'], [3, 'mixed'], [2, 'mixed'], [1, 'stubborn'], [0, 'stubborn']])(
    '%i sincere answers -> %s',
    (n, reading) => {
      expect(judgeQuit(answers({ self: sincere(n) }), recentGreen, NOW).dimensions.self).toBe(reading);
    },
  );

  it.each<[Partial<Cost>, Record<string, boolean> | undefined, string]>([
    [{}, undefined, 'ok'],
    [{ energy: true }, undefined, 'ok'],
    [{ energy: true }, { tired_months: true }, 'ok'],
    [{ energy: true, anxiety_over_joy: true }, undefined, 'high'],
    [{ neglected_life: true, anxiety_over_joy: true }, { tired_months: false }, 'high'],
    [{ energy: true, neglected_life: true }, { tired_months: true }, 'persistent'],
  ])('cost %j with signals %j -> %s', (cost, signals, reading) => {
    expect(judgeQuit(answers({ cost, signals }), recentGreen, NOW).dimensions.cost).toBe(reading);
  });

  it('passes the other-person answer through', () => {
    expect(judgeQuit(answers({ other: 'none' }), recentGreen, NOW).dimensions.other).toBe('none');
  });
});

describe('judgeQuit: conclusions A-D and verdicts', () => {
  it.each<[string, ReturnType<typeof answers>, EngineEvent[], string, string]>([
    ['A: sincere, positive, cost ok, no quit signal', answers(), recentGreen, 'A', 'continue'],
    ['B: sincere, unclear signals', answers({ other: 'unclear' }), recentGreen, 'B', 'continue'],
    ['B: sincere, no signal at all', answers({ other: 'none' }), recentGreen, 'B', 'continue'],
    ['B: positive but one quit signal', answers({ signals: { love_or_stubborn: true } }), recentGreen, 'B', 'continue'],
    ['B: positive but a history signal', answers(), [stageChanged('暧昧期', '友谊区', ago(5)), ...recentGreen], 'B', 'continue'],
    ['C: mixed feelings', answers({ self: sincere(3) }), recentGreen, 'C', 'reconsider'],
    ['C: cost too high', answers({ cost: { energy: true, neglected_life: true } }), recentGreen, 'C', 'reconsider'],
    ['C: three quit signals', answers({ signals: { pulled_away: true, no_happy_memory: true, anxiety_sleep_work: true } }), recentGreen, 'C', 'reconsider'],
    ['D: clear negative signals', answers({ other: 'negative' }), recentGreen, 'D', 'let_go'],
    ['D: they said just friends', answers({ signals: { just_friends: true } }), recentGreen, 'D', 'let_go'],
    ['D: they are dating someone', answers({ signals: { dating_someone: true } }), recentGreen, 'D', 'let_go'],
    ['D: rejected, nothing since', answers({ signals: { rejected_no_signal: true } }), recentGreen, 'D', 'let_go'],
    ['D: mostly stubbornness', answers({ self: sincere(1) }), recentGreen, 'D', 'let_go'],
    ['D: cost persistently too high', answers({ cost: { energy: true, anxiety_over_joy: true }, signals: { tired_months: true } }), recentGreen, 'D', 'let_go'],
    ['D wins over C', answers({ other: 'negative', self: sincere(3) }), recentGreen, 'D', 'let_go'],
  ])('%s', (_name, a, events, conclusion, verdict) => {
    const r = judgeQuit(a, events, NOW);
    expect(r.conclusion).toBe(conclusion);
    expect(r.verdict).toBe(verdict);
    expect(r.reasons.length).toBeGreaterThan(0);
  });

  it('names the clear answer in the reasons', () => {
    const r = judgeQuit(answers({ signals: { dating_someone: true } }), recentGreen, NOW);
    expect(r.reasons.map((x) => x.en).join(' ')).toContain('They are dating someone');
  });
});

describe('judgeQuit: quit signals from answers and history', () => {
  it('lists answered signals in catalogue order, then history ones', () => {
    const r = judgeQuit(
      answers({ signals: { no_happy_memory: true, just_friends: true, tired_months: false } }),
      [analysis(4, ago(5), '友谊区')],
      NOW,
    );
    expect(r.signals).toEqual(['qs.just_friends', 'qs.no_happy_memory', 'hist.friend_zone']);
  });

  it.each<[string, EngineEvent[], string[]]>([
    ['nothing in an empty history', [], []],
    ['friend-zone stage change', [stageChanged('暧昧期', '友谊区', ago(3)), ...recentGreen], ['hist.friend_zone']],
    ['falling 4 times over 30 days', [analysis(12, ago(40)), analysis(11, ago(30)), analysis(11, ago(20)), analysis(9, ago(10)), ...recentGreen], ['hist.scores_falling']],
    ['falling but over 29 days only', [analysis(12, ago(39)), analysis(11, ago(30)), analysis(11, ago(20)), analysis(9, ago(10)), ...recentGreen], []],
    ['falling by 2 only', [analysis(12, ago(40)), analysis(11, ago(30)), analysis(11, ago(20)), analysis(10, ago(10)), ...recentGreen], []],
    ['one rise breaks the run', [analysis(12, ago(40)), analysis(13, ago(30)), analysis(11, ago(20)), analysis(5, ago(10)), ...recentGreen], []],
    ['three scores are not a long run', [analysis(12, ago(40)), analysis(8, ago(20)), analysis(5, ago(10)), ...recentGreen], []],
    ['last green exactly 60 days ago', [signal('green', ago(60)), signal('red', ago(5))], ['hist.no_green_2_months']],
    ['last green 59 days ago', [signal('green', ago(59)), signal('red', ago(5))], []],
    ['never green, history 61 days long', [signal('red', ago(61))], ['hist.no_green_2_months']],
    ['never green, history 30 days long', [signal('red', ago(30))], []],
  ])('%s', (_name, events, found) => {
    expect(judgeQuit(answers({ other: 'unclear' }), events, NOW).signals).toEqual(found);
  });
});

describe('quit answers validation', () => {
  it('names every bad field', () => {
    try {
      parseQuitAnswers({ other: 'maybe', self: { ...SINCERE, like_person: 'yes' }, cost: {}, extra: 1 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      const msg = (e as Error).message;
      for (const field of ['other', 'self.like_person', 'cost.energy', 'cost.neglected_life', 'extra']) {
        expect(msg).toContain(field);
      }
    }
  });

  it('refuses an unknown quit signal key', () => {
    expect(() => parseQuitAnswers(answers({ signals: { ghosted: true } }))).toThrow(/signals/);
  });

  it('judgeQuit validates too', () => {
    expect(() => judgeQuit({ other: 'positive' }, [], NOW)).toThrow(EngineInputError);
  });

  it('accepts a JSON answers file without signals', () => {
    const parsed = parseQuitAnswers(JSON.parse(JSON.stringify(answers())));
    expect(parsed.signals).toBeUndefined();
    expect(parsed.self.like_person).toBe(true);
  });

  it('ignores unrelated events and unreadable timestamps', () => {
    const events = [ev('profile_created', { nickname: 'x' }, 'garbage'), ...recentGreen];
    expect(judgeQuit(answers(), events, NOW).conclusion).toBe('A');
  });
});
