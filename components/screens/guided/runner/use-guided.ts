import { useCommands } from '../../../shell/keys/keypress-context.js';
import { K, NAV, type Binding } from '../../../shell/keys/keymap.js';
import { ticked, yesNoAnswers, type Answers, type Step } from './guided-types.js';
import { scrollDelta } from '../../../widgets/scroll/window-step.js';

const CHECK_KEYS: readonly Binding[] = [K.move, ...NAV, K.toggle, { ...K.open, label: 'submit' }, K.back, K.help];
/** A yes/no step: y and n answer the question under the cursor and move on; Space switches an answer. */
const YES_NO_KEYS: readonly Binding[] = [K.move, ...NAV, { ...K.yes, label: 'answerYes' }, { ...K.no, label: 'answerNo' }, { ...K.toggle, label: 'switchAnswer', footer: false }, { ...K.open, label: 'submit' }, K.back, K.help];
const PICK_KEYS: readonly Binding[] = [K.move, ...NAV, { ...K.open, label: 'submit' }, K.back, K.help];

interface Options {
  step: Step | undefined;
  answers: Answers;
  /** Where the cursor (or an info step's scroll) is, and how it moves. */
  cursor: number;
  onCursor: (to: number) => void;
  onAnswer: (id: string, value: unknown) => void;
  /** Rows of the step body (page size). */
  height: number;
  /** Lines of an info step, to bound scrolling. */
  infoLines: number;
  isActive: boolean;
  /** Enter on a step: the screen decides whether to go on or to the summary (a pick passes its value). */
  onNext: (picked?: string) => void;
  /** Why a yes/no step cannot go on yet (its questions left unanswered); the cursor goes to the first. */
  onUnanswered: (left: number) => void;
  /** Esc: the previous step, or leave the flow from the first one. */
  onBack: () => void;
}

/** Keys of the check, pick and info steps (text steps are forms). */
export function useGuided({ step, answers, cursor, onCursor, onAnswer, height, infoLines, isActive, onNext, onBack, onUnanswered }: Options): void {
  const id = step?.id ?? '';
  const count =
    step?.kind === 'check' ? step.items.length : step?.kind === 'pick' ? step.options.length : Math.max(1, infoLines - height + 1);
  const to = (n: number) => onCursor(Math.max(0, Math.min(count - 1, n)));
  const yesNo = step?.kind === 'check' && step.yesNo === true;
  useCommands(
    step?.kind === 'pick' || step?.kind === 'info' ? PICK_KEYS : yesNo ? YES_NO_KEYS : CHECK_KEYS,
    (command) => {
      if (!step || step.kind === 'text' || step.kind === 'timeline') return false;
      const delta = scrollDelta(command, height, count);
      if (delta !== null) return to(cursor + delta);
      if (step.kind === 'check' && step.yesNo) {
        const now = yesNoAnswers(answers, id);
        const item = step.items[cursor];
        const answer = (value: boolean, move: boolean): void => {
          if (!item) return;
          onAnswer(id, { ...now, [item.id]: value });
          if (move) to(cursor + 1);
        };
        if (command === 'yes') return answer(true, true);
        if (command === 'no') return answer(false, true);
        if (command === 'toggle') return answer(item ? now[item.id] !== true : true, false);
        if (command === 'open') {
          const left = step.items.findIndex((i) => typeof now[i.id] !== 'boolean');
          if (left === -1) return onNext();
          to(left);
          return onUnanswered(step.items.filter((i) => typeof now[i.id] !== 'boolean').length);
        }
      }
      switch (command) {
        case 'toggle': {
          if (step.kind !== 'check') return false;
          const item = step.items[cursor];
          if (!item) return;
          const now = ticked(answers, id, step.initial);
          const next = step.toggle ? step.toggle(now, item.id) : now.includes(item.id) ? now.filter((x) => x !== item.id) : [...now, item.id];
          return onAnswer(id, next);
        }
        case 'open':
          if (step.kind === 'pick') {
            const option = step.options[cursor];
            if (option) onAnswer(id, option.value);
            return onNext(option?.value);
          }
          return onNext();
        case 'back':
          return onBack();
        default:
          return false;
      }
    },
    { isActive: isActive && step !== undefined && step.kind !== 'text' && step.kind !== 'timeline' },
  );
}
