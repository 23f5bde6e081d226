import { InputError, PROFILE_SECTIONS } from '../../../src/model/index.js';
import { planSection, runAddToSection } from '../../../src/flows/index.js';
import { errorText, fieldSentence } from '../../../src/present/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite } from '../../widgets/write-step/pick-form-write.js';
import { useCrush } from '../crush-detail/use-crush.js';

/** Adds text to a narrative section of profile.md (or a new section); existing text is never rewritten. */
export function SectionScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { view } = useCrush(slug);
  const found = view?.profile.sections.map((s) => s.header) ?? [];
  const headers = [...new Set<string>([...PROFILE_SECTIONS, ...found])];
  const text: FieldSpec = { name: 'text', label: t.section.text, kind: 'text', multiline: true };
  const heading: FieldSpec = { name: 'heading', label: t.section.heading, kind: 'text', hint: '## …' };

  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={`${t.screens['section']} · ${String(view?.profile.fields['nickname'] ?? slug)}`}
      pickHint={t.section.pick}
      items={[...headers, t.section.other]}
      onPick={(i) => {
        const picked = headers[i];
        // The last item: a new section, its heading typed in the form.
        if (picked === undefined) return { heading: t.section.other, fields: [heading, text] };
        const current = view?.profile.sections.find((s) => s.header === picked)?.content;
        return { heading: picked, context: current ? current.split('\n').slice(-2).join(' / ') : undefined, fields: [text] };
      }}
      onSubmit={(i, values) => {
        let plan: { heading: string; text: string };
        try {
          plan = planSection(headers[i] ?? values['heading'] ?? '', values['text'] ?? '');
        } catch (err) {
          if (err instanceof InputError && err.issues.length > 0) {
            return { errors: Object.fromEntries(err.issues.map((x) => [x.field, x.kind === 'required' ? t.form.empty : fieldSentence(x, lang)])) };
          }
          return { errors: { text: errorText(err, lang) } };
        }
        return {
          summary: [[{ text: plan.heading, bold: true }], [{ text: `  + ${plan.text}`, token: 'success' as const }]],
          run: async () => runAddToSection(mem, slug, plan.heading, plan.text),
        };
      }}
    />
  );
}
