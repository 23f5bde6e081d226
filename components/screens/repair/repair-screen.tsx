import { useCallback } from 'react';
import { runRepair } from '../../../src/flows/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { ConfirmScreen } from '../../widgets/write-step/confirm-screen.js';
import { paragraph } from '../../widgets/text/line.js';
import { repairChanged, repairLines } from '../../../src/present/repair-text.js';

/** The repair an error offers: what it does, y/N, then what it fixed. */
export function RepairScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { cols } = useLayout();
  const prepare = useCallback(
    async () => ({
      summary: t.repair.what(slug).flatMap((l) => paragraph(l, cols - 2)),
      run: async () => {
        const done = await runRepair(mem, slug);
        const lines = [...(repairChanged(done.fixes) ? [] : [t.repair.nothing]), ...repairLines(done.fixes, lang).map((f) => `· ${f}`)];
        return { changed: done.changed, lines: lines.flatMap((l) => paragraph(l, cols - 2)) };
      },
      replaces: true,
    }),
    [t, slug, cols, mem, lang],
  );
  return <ConfirmScreen slug={slug} title={`${t.screens['repair']} · ${slug}`} prepare={prepare} isActive={isActive} />;
}
