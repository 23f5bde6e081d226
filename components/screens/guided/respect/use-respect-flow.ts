import { useMemo } from 'react';
import { loadRespect, planRespect, runRespect } from '../../../../src/flows/index.js';
import { respectEndKey, respectLines, respectPreview, respectText } from '../../../../src/present/respect-text.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, reportLines } from '../flow-report.js';
import type { Answers, FlowSpec } from '../runner/guided-types.js';

/** The period of respect after a clear no: where it stands, why, and Enter to end it early (one respect_ended record). */
export function useRespectFlow(slug: string, _answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:respect:${slug}`, slug, () => attempt(lang, () => loadRespect(mem, slug)), failed);
  const plan = useMemo(() => (loaded.ok ? attempt(lang, () => planRespect({ end: true }, loaded.value, new Date()).report) : null), [loaded, lang]);
  const error = !loaded.ok ? loaded.error : plan && !plan.ok ? plan.error : null;
  const period = plan?.ok ? plan.value.period : null;
  const nothing = { changed: [], events: [], attempts: 1 };
  const shown = period ? respectLines(period, slug, lang, { contact: true, end: false }) : respectText({ period: null, ended: false, write: nothing }, slug, lang);
  return {
    title: `${t.actions['respect']} · ${slug}`,
    error,
    steps: plan?.ok ? [{ kind: 'info', id: 'respect', title: t.actions['respect'] ?? '', lines: [...reportLines(shown, cols - 2), ...(period ? [[{ text: '' }], [{ text: respectEndKey[lang], token: 'muted' as const }]] : [])] }] : null,
    direct: true,
    preview: () => ({ lines: reportLines([period ? respectPreview[lang](period.since.slice(0, 10)) : respectText({ period: null, ended: false, write: nothing }, slug, lang, true)[0] ?? ''], cols - 2), replaces: false }),
    write: async () => {
      const r = await runRespect(mem, slug, { end: true });
      return { changed: r.write.changed, lines: reportLines(respectText(r, slug, lang, true, 'screen'), cols - 2) };
    },
  };
}
