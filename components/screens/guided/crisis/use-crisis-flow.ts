import { CRISIS_TYPES } from '../../../../src/engine/index.js';
import { loadCrisis, planCrisis, runCrisis, type CrisisInput } from '../../../../src/flows/index.js';
import { crisisText } from '../../../../src/present/report-other.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { paragraph } from '../../../widgets/text/line.js';
import { attempt, failed, planThenRun } from '../flow-report.js';
import { picked, typedIn, type Answers, type FlowSpec } from '../runner/guided-types.js';

/** Crisis: which kind, when to act (and when to hold back), what happened, your plan; then state.md is rewritten. */
export function useCrisisFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:crisis:${slug}`, slug, () => attempt(lang, () => loadCrisis(mem, slug)), failed);
  const read = loaded.ok ? loaded.value : null;
  const type = picked(answers, 'type') ?? CRISIS_TYPES[0]?.id ?? '';
  const crisis = CRISIS_TYPES.find((c) => c.id === type);
  const typed = typedIn(answers, 'what');
  const input: CrisisInput = { type, what: typed['what'] ?? '', resolution: typed['resolution'] };
  return {
    title: `${t.actions['crisis']} · ${slug}`,
    error: loaded.ok ? null : loaded.error,
    steps: read
      ? [
          { kind: 'pick', id: 'type', title: t.crisis.type, options: CRISIS_TYPES.map((c) => ({ value: c.id, label: `${c.id} ${c.name[lang]}` })) },
          {
            kind: 'info',
            id: 'timing',
            title: crisis ? `${crisis.id} ${crisis.name[lang]}` : '',
            lines: [...paragraph(crisis?.timing[lang] ?? '', cols - 2), [{ text: '' }], [{ text: t.crisis.go, token: 'muted' }]],
          },
          {
            kind: 'text',
            id: 'what',
            title: t.crisis.whatTitle,
            fields: [
              { name: 'what', label: t.crisis.what, kind: 'text', multiline: true },
              { name: 'resolution', label: t.crisis.plan, kind: 'text', optional: true, hint: t.crisis.planHint, multiline: true },
            ],
            check: (v): Record<string, string> => ((v['what'] ?? '').trim() ? {} : { what: t.form.empty }),
          },
        ]
      : null,
    ...planThenRun({
      lang,
      plan: read ? () => planCrisis(input, read).report : null,
      loadError: loaded.ok ? null : loaded.error,
      text: (out) => crisisText(out, lang, 'screen'),
      run: () => runCrisis(mem, slug, input),
      replaces: true,
      width: cols - 2,
    }),
  };
}
