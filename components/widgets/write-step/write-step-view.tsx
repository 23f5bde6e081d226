import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { LinesView } from '../text/lines-view.js';
import type { WriteStep } from './use-write-step.js';
import { useLockWait } from '../../shell/kernel/lock-wait.js';

/** The summary before a write, the y/N prompt, then what was written ("changed: …") or why not. */
export function WriteStepView({ step, height }: { step: WriteStep; height: number }) {
  const { t, m, theme } = useServices();
  const { wait } = useLockWait();
  const { state } = step;
  if (state.phase === 'done' && state.result.length > 0) {
    return (
      <Box flexDirection="column">
        <LinesView lines={state.result} height={Math.max(1, Math.min(state.result.length, height - 3))} />
        <Text bold color={theme.fg('success')}>
          {t.write.done}
        </Text>
        <Text>{t.write.changed(state.changed)}</Text>
        <Text color={theme.fg('muted')}>{t.write.back}</Text>
      </Box>
    );
  }
  // Rows below the summary: the heading, the replace warning, then the prompt (1 row) or the outcome (3).
  const below = 1 + (state.replaces ? 1 : 0) + (state.phase === 'confirm' ? 1 : 3);
  const summaryRows = Math.max(1, Math.min(state.summary.length, height - below));
  const scrolls = state.summary.length > summaryRows;
  // What the keys scroll by: the rows shown now.
  step.shownRows.current = summaryRows;
  const top = Math.min(state.top, Math.max(0, state.summary.length - summaryRows));
  return (
    <Box flexDirection="column">
      {state.summary.length > 0 ? (
        <>
          <Text bold color={theme.fg('heading')}>
            {t.write.summary}
            {scrolls ? <Text color={theme.fg('muted')}>{`  ${t.write.scroll(top + 1, Math.min(top + summaryRows, state.summary.length), state.summary.length)}`}</Text> : null}
          </Text>
          <LinesView lines={state.summary} height={summaryRows} offset={top} />
        </>
      ) : null}
      {state.replaces ? <Text color={theme.fg('warning')}>⚠ {t.write.replaces}</Text> : null}
      {state.phase === 'confirm' ? (
        <Text bold color={theme.fg('accent')}>
          {t.write.confirm}
        </Text>
      ) : null}
      {state.phase === 'writing' ? <Text>{t.write.writing}</Text> : null}
      {state.phase === 'writing' && wait !== null ? (
        <>
          <Text color={theme.fg('warning')}>{t.write.waiting(m.errors.holder(wait.holder), wait.dir)}</Text>
          <Text color={theme.fg('muted')}>{t.write.giveUp}</Text>
        </>
      ) : null}
      {state.phase === 'done' ? (
        <>
          <Text bold color={theme.fg('success')}>
            {t.write.done}
          </Text>
          <Text>{t.write.changed(state.changed)}</Text>
          <Text color={theme.fg('muted')}>{t.write.back}</Text>
        </>
      ) : null}
      {state.phase === 'failed' ? (
        <>
          <Text color={theme.fg('danger')}>✗ {t.write.failed(state.error ?? '')}</Text>
          <Text color={theme.fg('muted')}>{t.write.back}</Text>
        </>
      ) : null}
    </Box>
  );
}
