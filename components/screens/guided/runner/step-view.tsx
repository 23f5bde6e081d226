import { Box } from 'ink';
import { useServices } from '../../../shell/kernel/services-context.js';
import { LinesView } from '../../../widgets/text/lines-view.js';
import type { Line, Seg } from '../../../widgets/text/line.js';
import { wrapText } from '../../../widgets/text/wrap-lines.js';
import { textWidth } from '../../../widgets/text/text-width.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { ticked, yesNoAnswers, type Answers, type Step } from './guided-types.js';

/**
 * One choice as rows of `width` cells: the marker and tick, then the label
 * wrapped under itself (a long question is never cut off), the note after it.
 */
function choiceRows(head: readonly Seg[], label: string, note: string | undefined, here: boolean, width: number, detail?: string): Line[] {
  const lead = textWidth(head.map((s) => s.text).join(''));
  const room = Math.max(8, width - lead);
  const pad: Seg = { text: ' '.repeat(lead) };
  const rows: Seg[][] = wrapText(label, room).map((row, i) => [i === 0 ? head : [pad], [{ text: row, bold: here }]].flat());
  if (note) {
    const last = rows[rows.length - 1] as Seg[];
    const used = textWidth(last.map((s) => s.text).join('')) - lead;
    if (used + 2 + textWidth(note) <= room) last.push({ text: `  ${note}`, token: 'muted' });
    else for (const row of wrapText(note, room)) rows.push([pad, { text: row, token: 'muted' }]);
  }
  // A line of its own under the item (what a proposed signal rests on).
  if (detail) for (const row of wrapText(detail, room)) rows.push([pad, { text: row, token: 'muted' }]);
  return rows;
}

/** The rows of a check or pick step; group headings are not selectable. Returns the rows of the cursor's choice too. */
export function stepLines(
  step: Step,
  answers: Answers,
  cursor: number,
  yes: string,
  no: string,
  width = Infinity,
): { lines: Line[]; at: number; end: number } {
  const lines: Line[] = [];
  let at = 0;
  let end = 0;
  const add = (i: number, rows: Line[]) => {
    if (i === cursor) {
      at = lines.length;
      end = lines.length + rows.length - 1;
    }
    lines.push(...rows);
  };
  if (step.kind === 'check') {
    const on = step.yesNo ? [] : ticked(answers, step.id, step.initial);
    const said = step.yesNo ? yesNoAnswers(answers, step.id) : {};
    // A yes/no question starts unanswered: an empty box as wide as the answers.
    const blank = `[${' '.repeat(Math.max(textWidth(yes), textWidth(no)))}]`;
    let group: string | undefined;
    step.items.forEach((item, i) => {
      if (item.group && item.group !== group) {
        group = item.group;
        lines.push([{ text: item.group, token: 'heading', bold: true }]);
      }
      const answer = said[item.id];
      const tick = step.yesNo ? (answer === true ? `[${yes}]` : answer === false ? `[${no}]` : blank) : on.includes(item.id) ? '[x]' : '[ ]';
      const head: Seg[] = [
        { text: i === cursor ? '▶ ' : '  ', token: 'accent', bold: true },
        { text: `${tick} `, bold: step.yesNo ? answer === true : on.includes(item.id) },
      ];
      add(i, choiceRows(head, item.label, item.note, i === cursor, width, item.detail));
    });
  } else if (step.kind === 'pick') {
    step.options.forEach((o, i) => {
      add(i, choiceRows([{ text: i === cursor ? '▶ ' : '  ', token: 'accent', bold: true }], o.label, o.note, i === cursor, width));
    });
  }
  return { lines, at, end };
}

/** A check, pick or info step, windowed to `height` rows around the cursor. */
export function StepView({ step, answers, cursor, height }: { step: Step; answers: Answers; cursor: number; height: number }) {
  const { t } = useServices();
  const { cols } = useLayout();
  if (step.kind === 'info') return <LinesView lines={step.lines} height={height} offset={cursor} />;
  const status = step.kind === 'check' ? (step.status ?? []) : [];
  // A pick's explanation stands above its options (a question that needs more than its title).
  const intro = step.kind === 'pick' ? (step.lines ?? []).slice(0, Math.max(0, height - 2)) : [];
  const rows = Math.max(1, height - status.length - intro.length);
  const { lines, at, end } = stepLines(step, answers, cursor, t.flow.yes, t.flow.no, cols);
  // The whole of the cursor's choice is in view, with one row after it where there is one.
  const offset = Math.max(0, Math.min(Math.max(end - rows + 2, 0), at, lines.length - rows));
  return (
    <Box flexDirection="column">
      {intro.length > 0 ? <LinesView lines={intro} height={intro.length} /> : null}
      <LinesView lines={lines} height={rows} offset={Math.max(0, offset)} />
      {status.length > 0 ? <LinesView lines={status} height={status.length} /> : null}
    </Box>
  );
}
