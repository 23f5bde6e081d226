import { Box, Text } from 'ink';
import { useServices } from '../kernel/services-context.js';
import { LinesView } from '../text/lines-view.js';
import type { WriteStepState } from './use-write-step-state.js';

/** The summary before a write, the y/N prompt, then what was written ("changed: …") or why not. */
export function WriteStepView({ state, height }: { state: WriteStepState; height: number }) {
  const { t, theme } = useServices();
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
  const summaryRows = Math.max(1, Math.min(state.summary.length, height - 4));
  return (
    <Box flexDirection="column">
      {state.summary.length > 0 ? (
        <>
          <Text bold color={theme.fg('heading')}>
            {t.write.summary}
          </Text>
          <LinesView lines={state.summary} height={summaryRows} />
        </>
      ) : null}
      {state.replaces ? <Text color={theme.fg('warning')}>⚠ {t.write.replaces}</Text> : null}
      {state.phase === 'confirm' ? (
        <Text bold color={theme.fg('accent')}>
          {t.write.confirm}
        </Text>
      ) : null}
      {state.phase === 'writing' ? <Text>{t.write.writing}</Text> : null}
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
