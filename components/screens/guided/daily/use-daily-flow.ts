import { useMemo } from 'react';
import { loadDaily, planDaily, runDaily } from '../../../../src/flows/index.js';
import { dailyText } from '../../../../src/present/report-score.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, reportLines } from '../flow-report.js';
import type { Answers, FlowSpec } from '../runner/guided-types.js';

/** Daily: the burnout check first, one small idea for today; saving only records that the check-in happened. */
export function useDailyFlow(slug: string, _answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:daily:${slug}`, slug, () => attempt(lang, () => loadDaily(mem, slug)), failed);
  const plan = useMemo(() => (loaded.ok ? attempt(lang, () => planDaily(loaded.value, new Date()).report) : null), [loaded, lang]);
  const error = !loaded.ok ? loaded.error : plan && !plan.ok ? plan.error : null;
  const today = plan?.ok ? reportLines(dailyText({ ...plan.value, write: { changed: [], events: [], attempts: 1 } }, slug, lang, 'screen'), cols - 2) : [];
  return {
    title: `${t.actions['daily']} · ${slug}`,
    error,
    steps: plan?.ok ? [{ kind: 'info', id: 'today', title: t.daily.title, lines: [...today, [{ text: '' }], [{ text: t.daily.go, token: 'muted' }]] }] : null,
    direct: true,
    preview: () => ({ lines: [[{ text: t.daily.record }]], replaces: false }),
    write: async () => {
      const r = await runDaily(mem, slug);
      return { changed: r.write.changed, lines: reportLines(dailyText(r, slug, lang, 'screen'), cols - 2) };
    },
  };
}
