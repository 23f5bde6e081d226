import { describe, expect, it } from 'vitest';
import { guidedReducer, type GuidedState } from '../../components/screens/guided/runner/use-guided-state.js';

const start: GuidedState = { index: 0, answers: {}, cursor: {}, phase: { kind: 'steps' }, problem: null, offer: null };
const run = (s: GuidedState, ...actions: Parameters<typeof guidedReducer>[1][]) => actions.reduce(guidedReducer, s);

describe('the guided flow state machine', () => {
  it('Enter walks the steps, then plans after the last; the plan opens the summary; Esc returns to the last step', () => {
    const planning = run(start, { type: 'next', last: 1 }, { type: 'next', last: 1 });
    expect(planning.index).toBe(1);
    expect(planning.phase.kind).toBe('planning');
    const summary = guidedReducer(planning, { type: 'planned', preview: { lines: [[{ text: 'plan' }]], replaces: true } });
    expect(summary.phase).toEqual({ kind: 'summary', lines: [[{ text: 'plan' }]], replaces: true, top: 0 });
    expect(guidedReducer(summary, { type: 'scroll', to: 3 }).phase).toMatchObject({ kind: 'summary', top: 3 });
    // Enter while the summary shows is the write's business, not a step.
    expect(guidedReducer(summary, { type: 'next', last: 1 })).toBe(summary);
    const back = guidedReducer(summary, { type: 'back' });
    expect(back.phase.kind).toBe('steps');
    expect(back.index).toBe(1);
  });

  it('a plan the flow refuses keeps the user on the last step with the reason', () => {
    const refused = run(start, { type: 'next', last: 0 }, { type: 'planned', preview: { error: 'no signals' } });
    expect(refused.phase.kind).toBe('steps');
    expect(refused.problem).toBe('no signals');
    // The reason goes as soon as the user moves on.
    expect(guidedReducer(refused, { type: 'back' }).problem).toBeNull();
  });

  it('a plan that arrives after the user left planning is ignored', () => {
    const planning = run(start, { type: 'next', last: 0 });
    const left = guidedReducer(planning, { type: 'back' });
    expect(guidedReducer(left, { type: 'planned', preview: { lines: [], replaces: false } })).toBe(left);
  });

  it('answers and cursors are kept per step, so going back shows what was chosen', () => {
    const s = run(start, { type: 'answer', id: 'stage', value: '升温期' }, { type: 'cursor', id: 'stage', to: 2 }, { type: 'next', last: 2 }, { type: 'back' });
    expect(s.answers).toEqual({ stage: '升温期' });
    expect(s.cursor).toEqual({ stage: 2 });
    expect(s.index).toBe(0);
  });
});
