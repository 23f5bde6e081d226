import { useEffect } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import type { Line } from '../text/line.js';
import { useWriteStep, type WriteRun } from './use-write-step.js';
import { WriteStepView } from './write-step-view.js';

/** What a confirm screen asks: the summary above y/N and the write it runs after y. */
export interface Confirm {
  summary: readonly Line[];
  run: WriteRun;
  replaces?: boolean;
}

/**
 * A screen that is one write: it asks y/N once on opening (the summary read by
 * `prepare`, which may take a moment), runs the write after y and shows what it
 * did; any other key leaves the screen (the repair, the doctor's fix).
 */
export function ConfirmScreen({ slug, title, prepare, isActive }: { slug: string; title: string; prepare: () => Promise<Confirm>; isActive: boolean }) {
  const { theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const write = useWriteStep(slug, isActive, nav.back);
  const ask = write.ask;
  const asked = write.state.phase !== 'edit' || write.state.cancelled;
  useEffect(() => {
    if (asked) return;
    let live = true;
    void prepare().then((c) => live && ask(c.summary, c.run, { replaces: c.replaces ?? false }));
    return () => {
      live = false;
    };
  }, [asked, ask, prepare]);
  useEffect(() => {
    if (write.state.cancelled) nav.back();
  }, [write.state.cancelled, nav]);
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {title}
      </Text>
      <WriteStepView step={write} height={body - 1} />
    </Box>
  );
}
