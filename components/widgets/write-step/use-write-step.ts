import { useRef } from 'react';
import { useCommands } from '../../shell/keys/keypress-context.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLiveData } from '../../shell/kernel/live-data.js';
import { K, NAV, type Binding } from '../../shell/keys/keymap.js';
import { scrollDelta } from '../scroll/window-step.js';

/** Rows PgUp / PgDn move a long summary by. */
const PAGE = 10;
import { errorText } from '../../../src/present/field-errors.js';
import type { Line } from '../text/line.js';
import { useWriteStepState, type WriteStepState } from './use-write-step-state.js';
import { useLockWait } from '../../shell/kernel/lock-wait.js';

const CONFIRM_KEYS: readonly Binding[] = [K.yes, { ...K.back, label: 'cancel' }, ...NAV];
const AFTER_KEYS: readonly Binding[] = [{ ...K.open, label: 'back' }, K.back];

/** A write that returns the files it changed, relative to the crush folder. */
export type WriteRun = () => Promise<{ changed: readonly string[]; lines?: readonly Line[] }>;

export interface WriteStep {
  state: WriteStepState;
  /** The view says how many summary rows it shows, so scrolling stops where the view does (↑ works right after G). */
  shownRows: { current: number };
  /** Shows the summary and waits for y (anything else cancels). */
  ask(summary: readonly Line[], run: WriteRun, opts?: { replaces?: boolean }): void;
  /** Writes at once, without the y/N (a small append the user just confirmed with Enter). */
  save(summary: readonly Line[], run: WriteRun): void;
  /** Back to editing (after a failure). */
  edit(): void;
}

/**
 * The confirmation and result of one write. Keys: y writes, any other key cancels;
 * after the write, Enter or Esc leaves (failed: Esc goes back to the form).
 */
export function useWriteStep(slug: string | null, isActive: boolean, onLeave: () => void = () => undefined): WriteStep {
  const { lang } = useServices();
  const live = useLiveData();
  const { store: lockWait } = useLockWait();
  const [state, dispatch] = useWriteStepState();
  const run = useRef<WriteRun | null>(null);
  const shownRows = useRef(1);
  const write = (): void => {
    const job = run.current;
    if (!job) return;
    dispatch({ type: 'start' });
    job().then(
      ({ changed, lines }) => {
        lockWait?.clear();
        // The result says what changed; nothing stays on the status line once the screen is left.
        dispatch({ type: 'done', changed, result: lines });
        live.changed(slug);
      },
      (err: unknown) => {
        lockWait?.clear();
        dispatch({ type: 'fail', error: errorText(err, lang) });
      },
    );
  };
  const confirming = state.phase === 'confirm';
  useCommands(
    confirming ? CONFIRM_KEYS : AFTER_KEYS,
    (command) => {
      if (confirming) {
        const by = scrollDelta(command, PAGE, state.summary.length);
        if (by !== null) return dispatch({ type: 'scroll', by, max: Math.max(0, state.summary.length - shownRows.current) });
        return command === 'yes' ? write() : dispatch({ type: 'cancel' });
      }
      // Waiting for another writer's lock: Esc stops waiting (the write ends with nothing written).
      if (state.phase === 'writing') {
        if (command === 'back') lockWait?.giveUp();
        return;
      }
      if (state.phase === 'failed') dispatch({ type: 'edit' });
      else if (state.phase === 'done') onLeave();
    },
    {
      isActive: isActive && state.phase !== 'edit',
      priority: 2,
      // "y/N": anything but y cancels; while writing, keys wait.
      onOther: () => {
        if (confirming) dispatch({ type: 'cancel' });
        return confirming || state.phase === 'writing';
      },
    },
  );
  return {
    state,
    shownRows,
    ask: (summary, job, opts = {}) => {
      run.current = job;
      dispatch({ type: 'ask', summary, replaces: opts.replaces ?? false });
    },
    save: (summary, job) => {
      run.current = job;
      dispatch({ type: 'ask', summary, replaces: false });
      write();
    },
    edit: () => dispatch({ type: 'edit' }),
  };
}
