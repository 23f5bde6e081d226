import type { FieldSpec } from '../../../widgets/form/form-fields.js';
import type { Line } from '../../../widgets/text/line.js';
import type { TopicCandidate } from '../../../../src/flows/index.js';
import type { Screen } from '../../../shell/kernel/use-nav-state.js';

/** What the user answered so far, by step id: ticked ids, a picked value, or form values. */
export type Answers = Readonly<Record<string, unknown>>;

export interface CheckItem {
  readonly id: string;
  readonly label: string;
  /** Shown after the label (for example calibrated points "+4"). */
  readonly note?: string;
  /** Rows of its own under the item (what a proposed signal rests on). */
  readonly detail?: string;
  /** Items of one group are listed under its heading. */
  readonly group?: string;
}

export interface PickOption {
  readonly value: string;
  readonly label: string;
  readonly note?: string;
}

/** One guided step; a flow is a list of them, then a summary and the y/N write. */
export type Step =
  | {
      kind: 'check';
      id: string;
      title: string;
      items: readonly CheckItem[];
      /** Questions answered yes or no (y / n, Space switches), each of them, rather than ticked; none starts answered. */
      yesNo?: boolean;
      /** Lines under the list that follow the ticks live (total, band). */
      status?: readonly Line[];
      /** Ticked before the user touches the list (last time's milestones). */
      initial?: readonly string[];
      /** Message when Enter is pressed with nothing ticked; without it none is fine. */
      required?: string;
      /** Extra rules for a tick (exclusive items); default: toggle. */
      toggle?: (ticked: readonly string[], id: string) => string[];
    }
  /**
   * The first option is where the cursor starts: put the default there. A value
   * listed in `leave` ends the flow there and opens that screen instead.
   */
  | { kind: 'pick'; id: string; title: string; options: readonly PickOption[]; lines?: readonly Line[]; leave?: Readonly<Record<string, Screen>> }
  | {
      kind: 'text';
      id: string;
      title: string;
      fields: readonly FieldSpec[];
      check?: (values: Readonly<Record<string, string>>) => Record<string, string>;
      /** Lines under the fields that follow what is being typed (related topic memories). */
      aside?: (values: Readonly<Record<string, string>>) => readonly Line[];
    }
  | { kind: 'info'; id: string; title: string; lines: readonly Line[] }
  /** Every event of the crush's log, scrollable (the quit review). */
  | { kind: 'timeline'; id: string; title: string };

/** An optional next step shown after a write: one line, taken only if the user presses its key. */
export interface Offer {
  readonly text: string;
  readonly screen: Screen;
}

export type Preview = { lines: readonly Line[]; replaces: boolean } | { error: string };

export interface FlowSpec {
  readonly title: string;
  /** null while the flow is still reading (quit streams the whole log). */
  readonly steps: readonly Step[] | null;
  readonly error?: string | null;
  /** The summary before the write, from the flow's pure plan. */
  preview(): Preview;
  /**
   * A trivial write (the daily check-in's record, archiving): Enter on the last
   * step asks y/N at once, the preview above the question, with no summary step.
   */
  readonly direct?: boolean;
  /**
   * Runs the flow; returns the files changed, the report to show, notes to offer
   * as topic memories, and a next step the user may take with `a` (never taken for them).
   */
  write(): Promise<{ changed: readonly string[]; lines: readonly Line[]; candidates?: readonly TopicCandidate[]; offer?: Offer }>;
}

export const ticked = (answers: Answers, id: string, initial: readonly string[] = []): string[] => {
  const v = answers[id];
  return Array.isArray(v) ? (v as string[]) : [...initial];
};

/**
 * The answers of a yes/no step: each question's true (yes) or false (no); one not
 * answered yet is absent. Every question must be answered before the step goes on.
 */
export const yesNoAnswers = (answers: Answers, id: string): Readonly<Record<string, boolean>> => {
  const v = answers[id];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, boolean>) : {};
};

/** The questions of a yes/no step answered yes. */
export const yesOf = (answers: Answers, id: string): string[] =>
  Object.entries(yesNoAnswers(answers, id))
    .filter(([, v]) => v === true)
    .map(([k]) => k);

export const picked = (answers: Answers, id: string): string | undefined => {
  const v = answers[id];
  return typeof v === 'string' ? v : undefined;
};

export const typedIn = (answers: Answers, id: string): Readonly<Record<string, string>> => {
  const v = answers[id];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
};
