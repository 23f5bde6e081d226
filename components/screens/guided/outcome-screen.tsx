import { OUTCOMES, runOutcome } from '../../../src/flows/index.js';
import { outcomeText } from '../../../src/present/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite, type Submitted } from '../../widgets/write-step/pick-form-write.js';
import { useCrush } from '../crush-detail/use-crush.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';
import { useLayout } from '../../shell/kernel/layout-context.js';

/**
 * How the confession went: yes, no or "needs time", a note; y/N; then what it
 * means for the stage and the step that fits (a celebration, or the playbook).
 */
export function OutcomeScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { view } = useCrush(slug);
  const { cols } = useLayout();
  const k = t.outcome;
  const note: FieldSpec = { name: 'note', label: k.note, kind: 'text', optional: true, multiline: true };
  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={`${t.screens['outcome']} · ${String(view?.profile.fields['nickname'] ?? slug)}`}
      pickHint={k.pick}
      items={OUTCOMES.map((o) => k.answers[o] ?? o)}
      onPick={(i) => ({ heading: k.answers[OUTCOMES[i] as string] ?? '', fields: [note] })}
      onSubmit={(i, v): Submitted => {
        const outcome = OUTCOMES[i] as string;
        const summary: Line[] = [line(k.answers[outcome] ?? outcome, { bold: true }), line(k.effect[outcome] ?? '', { token: 'muted' })];
        if ((v['note'] ?? '').trim() !== '') summary.push(line(`  ${v['note']}`, { token: 'success' }));
        return {
          summary,
          run: async () => {
            const r = await runOutcome(mem, slug, { outcome, note: v['note'] });
            // Without the "wrote" footer: the write step names the files.
            return { changed: r.write.changed, lines: outcomeText(r, lang, 'screen').flatMap((l): Line[] => (l === '' ? [line('')] : paragraph(l.trimStart(), cols - 2, {}, /^ */.exec(l)?.[0] ?? ''))) };
          },
        };
      }}
    />
  );
}
