import { useState } from 'react';
import { Box, Text } from 'ink';
import { PERSONALITY_TYPES, PROFILE_FIELDS, PLACEHOLDER } from '../../src/model/index.js';
import { profileValue } from '../../src/memory/profile.js';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav } from '../kernel/nav-context.js';
import { useMenuState } from '../menu/use-menu-state.js';
import { useMenu } from '../menu/use-menu.js';
import { MenuView } from '../menu/menu-view.js';
import { useFormState, plainValues } from '../form/use-form-state.js';
import { useForm } from '../form/use-form.js';
import { FormView } from '../form/form-view.js';
import type { FieldSpec } from '../form/form-fields.js';
import { useWriteStep } from '../write-step/use-write-step.js';
import { WriteStepView } from '../write-step/write-step-view.js';
import { useCrush } from '../crush-detail/use-crush.js';
import { fieldText } from '../crush-detail/profile-lines.js';
import { padEnd } from '../text/wrap-lines.js';
import { textWidth } from '../text/text-width.js';

/** The slug names the folder and created_at is history: neither is edited here. */
const FIXED = new Set(['slug', 'created_at']);

/** Edit profile fields one at a time; each change is written with its profile_updated event. */
export function EditScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const { view } = useCrush(slug);
  const fields = view?.profile.fields ?? {};
  const names = [...PROFILE_FIELDS, ...Object.keys(fields).filter((f) => !(PROFILE_FIELDS as readonly string[]).includes(f))].filter(
    (f) => !FIXED.has(f),
  );
  const [field, setField] = useState<string | null>(null);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([]);
  const write = useWriteStep(slug, isActive, () => {
    write.edit();
    setField(null);
  });
  const editing = write.state.phase === 'edit';
  const label = (f: string) => t.profile.fields[f] ?? f;

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: names.length,
    height: body - 2,
    isActive: isActive && field === null,
    onBack: nav.back,
    onSelect: (i) => {
      const name = names[i];
      if (!name) return;
      const spec: FieldSpec =
        name === 'personality_type'
          ? { name: 'value', label: t.edit.value, kind: 'choice', options: PERSONALITY_TYPES }
          : { name: 'value', label: t.edit.value, kind: 'text', hint: t.edit.from(fieldText(fields[name])) };
      const current = fields[name];
      // The template's "[待填写]" (to fill in) is not a value to edit around.
      const start = current === null || current === undefined || current === PLACEHOLDER ? '' : String(current);
      setField(name);
      formDispatch({ type: 'reset', fields: [spec], initial: { value: start } });
    },
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && field !== null && editing,
    onBack: () => setField(null),
    onSubmit: () => {
      if (!field) return;
      const value = profileValue(field, (plainValues(form)['value'] ?? '').trim());
      const summary = [[{ text: `${label(field)} (${field})`, bold: true }], [{ text: `  ${fieldText(fields[field])} → ${String(value)}` }]];
      write.ask(summary, async () => mem.updateProfile(slug, { [field]: value }));
    },
  });

  const width = Math.max(...names.map((n) => textWidth(label(n)))) + 4;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['edit']} · {String(fields['nickname'] ?? slug)}
      </Text>
      {field === null ? (
        <>
          <Text color={theme.fg('muted')}>{t.edit.pick}</Text>
          <MenuView items={names.map((n) => `${padEnd(label(n), width)}${fieldText(fields[n])}`)} win={menu} height={body - 2} />
        </>
      ) : (
        <>
          <Text color={theme.fg('muted')}>
            {label(field)} ({field})
          </Text>
          <FormView state={form} focused={editing} />
          {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
          {!editing ? <WriteStepView state={write.state} height={body - 4} /> : null}
        </>
      )}
    </Box>
  );
}
