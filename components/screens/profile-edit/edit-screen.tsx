import { PERSONALITY_TYPES, PROFILE_FIELDS, PLACEHOLDER, InputError } from '../../../src/model/index.js';
import { planUpdate, runUpdate } from '../../../src/flows/index.js';
import { errorText, fieldSentence } from '../../../src/present/index.js';
import { personalityName } from '../../../src/present/enum-names.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite } from '../../widgets/write-step/pick-form-write.js';
import { useCrush } from '../crush-detail/use-crush.js';
import { shownValue } from '../crush-detail/profile-lines.js';
import { padEnd } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';

/** The slug names the folder and created_at is history: neither is edited here. */
const FIXED = new Set(['slug', 'created_at']);

/** Edit profile fields one at a time; each change goes through the update flow (as `simp update --set`), with its profile_updated event. */
export function EditScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { view } = useCrush(slug);
  const fields = view?.profile.fields ?? {};
  const names = [...PROFILE_FIELDS, ...Object.keys(fields).filter((f) => !(PROFILE_FIELDS as readonly string[]).includes(f))].filter(
    (f) => !FIXED.has(f),
  );
  const label = (f: string) => t.profile.fields[f] ?? f;
  const width = Math.max(...names.map((n) => textWidth(label(n)))) + 4;
  const present = Object.keys(fields);

  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      backToList
      title={`${t.screens['edit']} · ${String(fields['nickname'] ?? slug)}`}
      pickHint={t.edit.pick}
      items={names.map((n) => `${padEnd(label(n), width)}${shownValue(n, fields[n], lang)}`)}
      onPick={(i) => {
        const name = names[i];
        if (!name) return null;
        const spec: FieldSpec =
          name === 'personality_type'
            ? { name: 'value', label: t.edit.value, kind: 'choice', options: PERSONALITY_TYPES, optionLabel: (v) => personalityName(v, lang) ?? v }
            : { name: 'value', label: t.edit.value, kind: 'text', hint: t.edit.from(shownValue(name, fields[name], lang)) };
        const current = fields[name];
        // The template's "[待填写]" (to fill in) is not a value to edit around.
        const start = current === null || current === undefined || current === PLACEHOLDER ? '' : String(current);
        return { heading: `${label(name)} (${name})`, fields: [spec], initial: { value: start } };
      }}
      onSubmit={(i, values) => {
        const field = names[i] as string;
        const typed = { [field]: values['value'] ?? '' };
        let value: string | number;
        try {
          value = planUpdate(typed, present)[field] as string | number;
        } catch (err) {
          const issue = err instanceof InputError ? err.issues[0] : undefined;
          return { errors: { value: issue ? fieldSentence(issue, lang) : errorText(err, lang) } };
        }
        return {
          summary: [[{ text: `${label(field)} (${field})`, bold: true }], [{ text: `  ${shownValue(field, fields[field], lang)} → ${shownValue(field, value, lang)}` }]],
          run: async () => runUpdate(mem, slug, typed),
        };
      }}
    />
  );
}
