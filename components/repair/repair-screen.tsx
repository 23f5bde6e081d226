import { useEffect } from 'react';
import { Box, Text } from 'ink';
import { runRepair } from '../../src/flows/index.js';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav } from '../kernel/nav-context.js';
import { useWriteStep } from '../write-step/use-write-step.js';
import { WriteStepView } from '../write-step/write-step-view.js';
import { paragraph } from '../text/line.js';

/** The repair an error offers: what it does, y/N, then what it fixed. */
export function RepairScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const write = useWriteStep(slug, isActive, nav.back);
  const ask = write.ask;
  const asked = write.state.phase !== 'edit' || write.state.cancelled;
  // Asked once on opening; a cancel (any key but y) leaves the screen.
  useEffect(() => {
    if (asked) return;
    ask(
      t.repair.what(slug).flatMap((l) => paragraph(l, cols - 2)),
      async () => {
        const done = await runRepair(mem, slug);
        const lines = done.fixes.length === 0 ? [t.repair.nothing] : done.fixes.map((f) => `· ${f}`);
        return { changed: done.changed, lines: lines.flatMap((l) => paragraph(l, cols - 2)) };
      },
      { replaces: true },
    );
  }, [asked, ask, t, slug, cols, mem]);
  useEffect(() => {
    if (write.state.cancelled) nav.back();
  }, [write.state.cancelled, nav]);
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['repair']} · {slug}
      </Text>
      <WriteStepView step={write} height={body - 1} />
    </Box>
  );
}
