import { READINESS_CONDITIONS, READINESS_FROM_RECORDS } from '../../../../src/engine/index.js';
import { loadConfess, planConfess, runConfess, type ConfessInput } from '../../../../src/flows/index.js';
import { confessText } from '../../../../src/present/report-other.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { attempt, failed, planThenRun } from '../flow-report.js';
import { ticked, typedIn, type Answers, type FlowSpec } from '../runner/guided-types.js';
import { useTopics } from '../../knowledge/use-topics.js';
import { liveTopicLines } from '../../knowledge/topic-lines.js';

/** Confess: how you would say it, which readiness conditions really hold, then the readiness N/5 it records. */
export function useConfessFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:confess:${slug}`, slug, () => attempt(lang, () => loadConfess(mem, slug)), failed);
  const read = loaded.ok ? loaded.value : null;
  const topics = useTopics(slug);
  const typed = typedIn(answers, 'method');
  const input: ConfessInput = { method: typed['method'] ?? '', note: typed['note'], ready: ticked(answers, 'ready') };
  return {
    title: `${t.actions['confess']} · ${slug}`,
    error: loaded.ok ? null : loaded.error,
    steps: read
      ? [
          {
            kind: 'text',
            id: 'method',
            title: t.confess.methodTitle,
            fields: [
              { name: 'method', label: t.confess.method, kind: 'text' },
              { name: 'note', label: t.confess.note, kind: 'text', optional: true, multiline: true },
            ],
            check: (v): Record<string, string> => ((v['method'] ?? '').trim() ? {} : { method: t.form.empty }),
            aside: (v) => liveTopicLines(topics.entries, `${v['method'] ?? ''}\n${v['note'] ?? ''}`, topics.limit, cols - 2, t),
          },
          {
            kind: 'check',
            id: 'ready',
            title: t.confess.ready,
            // Only what the user can vouch for is ticked; what the records decide is shown as read from them.
            items: READINESS_CONDITIONS.filter((c) => !READINESS_FROM_RECORDS.has(c.id)).map((c) => ({ id: c.id, label: c.label[lang] })),
            status: [
              ...READINESS_CONDITIONS.filter((c) => READINESS_FROM_RECORDS.has(c.id)).map((c) => {
                const met = read.recordMet.includes(c.id);
                return [{ text: t.confess.fromRecords(c.label[lang], met), token: met ? ('success' as const) : ('muted' as const) }];
              }),
              [{ text: t.confess.greens(read.greens), token: 'muted' as const }],
            ],
          },
        ]
      : null,
    ...planThenRun({
      lang,
      plan: read ? () => planConfess(input, read).report : null,
      loadError: loaded.ok ? null : loaded.error,
      text: (out) => confessText(out, lang, 'screen'),
      run: () => runConfess(mem, slug, input),
      replaces: false,
      width: cols - 2,
    }),
  };
}
