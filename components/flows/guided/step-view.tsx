import { Box } from 'ink';
import { useServices } from '../../kernel/services-context.js';
import { LinesView } from '../../text/lines-view.js';
import type { Line } from '../../text/line.js';
import { ticked, type Answers, type Step } from './guided-types.js';

/** The rows of a check or pick step; group headings are not selectable. Returns the row of the cursor too. */
export function stepLines(step: Step, answers: Answers, cursor: number, yes: string, no: string): { lines: Line[]; at: number } {
  const lines: Line[] = [];
  let at = 0;
  if (step.kind === 'check') {
    const on = ticked(answers, step.id, step.initial);
    let group: string | undefined;
    step.items.forEach((item, i) => {
      if (item.group && item.group !== group) {
        group = item.group;
        lines.push([{ text: item.group, token: 'heading', bold: true }]);
      }
      if (i === cursor) at = lines.length;
      const tick = step.yesNo ? (on.includes(item.id) ? `[${yes}]` : `[${no}]`) : on.includes(item.id) ? '[x]' : '[ ]';
      lines.push([
        { text: i === cursor ? '▶ ' : '  ', token: 'accent', bold: true },
        { text: `${tick} `, bold: on.includes(item.id) },
        { text: item.label, bold: i === cursor },
        ...(item.note ? [{ text: `  ${item.note}`, token: 'muted' as const }] : []),
      ]);
    });
  } else if (step.kind === 'pick') {
    step.options.forEach((o, i) => {
      if (i === cursor) at = lines.length;
      lines.push([
        { text: i === cursor ? '▶ ' : '  ', token: 'accent', bold: true },
        { text: o.label, bold: i === cursor },
        ...(o.note ? [{ text: `  ${o.note}`, token: 'muted' as const }] : []),
      ]);
    });
  }
  return { lines, at };
}

/** A check, pick or info step, windowed to `height` rows around the cursor. */
export function StepView({ step, answers, cursor, height }: { step: Step; answers: Answers; cursor: number; height: number }) {
  const { t } = useServices();
  if (step.kind === 'info') return <LinesView lines={step.lines} height={height} offset={cursor} />;
  const status = step.kind === 'check' ? (step.status ?? []) : [];
  // A pick's explanation stands above its options (a question that needs more than its title).
  const intro = step.kind === 'pick' ? (step.lines ?? []).slice(0, Math.max(0, height - 2)) : [];
  const rows = Math.max(1, height - status.length - intro.length);
  const { lines, at } = stepLines(step, answers, cursor, t.flow.yes, t.flow.no);
  const offset = Math.max(0, Math.min(at - rows + 2, lines.length - rows));
  return (
    <Box flexDirection="column">
      {intro.length > 0 ? <LinesView lines={intro} height={intro.length} /> : null}
      <LinesView lines={lines} height={rows} offset={Math.max(0, offset)} />
      {status.length > 0 ? <LinesView lines={status} height={status.length} /> : null}
    </Box>
  );
}
