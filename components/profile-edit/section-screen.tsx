import { useState } from 'react';
import { Box, Text } from 'ink';
import { PROFILE_SECTIONS } from '../../src/model/index.js';
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

/** Adds text to a narrative section of profile.md (or a new section); existing text is never rewritten. */
export function SectionScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const { view } = useCrush(slug);
  const found = view?.profile.sections.map((s) => s.header) ?? [];
  const headers = [...new Set<string>([...PROFILE_SECTIONS, ...found])];
  // null: picking; '' : a new section whose heading is typed in the form.
  const [header, setHeader] = useState<string | null>(null);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([]);
  const write = useWriteStep(slug, isActive, nav.back);
  const editing = write.state.phase === 'edit';

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: headers.length + 1,
    height: body - 2,
    isActive: isActive && header === null,
    onBack: nav.back,
    onSelect: (i) => {
      const picked = headers[i] ?? '';
      const text: FieldSpec = { name: 'text', label: t.section.text, kind: 'text' };
      const heading: FieldSpec = { name: 'heading', label: t.section.heading, kind: 'text', hint: '## …' };
      setHeader(picked);
      formDispatch({ type: 'reset', fields: picked ? [text] : [heading, text] });
    },
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && header !== null && editing,
    onBack: () => setHeader(null),
    onSubmit: () => {
      const values = plainValues(form);
      const typed = (values['heading'] ?? '').trim();
      const target = header || (typed.startsWith('## ') ? typed : `## ${typed}`);
      const text = (values['text'] ?? '').trim();
      const errors: Record<string, string> = {};
      if (!header && !typed) errors['heading'] = t.form.empty;
      if (!text) errors['text'] = t.form.empty;
      if (Object.keys(errors).length > 0) return formDispatch({ type: 'errors', errors });
      const summary = [[{ text: target, bold: true }], [{ text: `  + ${text}`, token: 'success' as const }]];
      write.ask(summary, async () => mem.appendProfileSection(slug, target, text));
    },
  });

  const current = header ? view?.profile.sections.find((s) => s.header === header)?.content : undefined;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['section']} · {String(view?.profile.fields['nickname'] ?? slug)}
      </Text>
      {header === null ? (
        <>
          <Text color={theme.fg('muted')}>{t.section.pick}</Text>
          <MenuView items={[...headers, t.section.other]} win={menu} height={body - 2} />
        </>
      ) : (
        <>
          <Text bold>{header || t.section.other}</Text>
          {current ? (
            <Text color={theme.fg('muted')} wrap="truncate-end">
              {current.split('\n').slice(-2).join(' / ')}
            </Text>
          ) : null}
          <FormView state={form} focused={editing} />
          {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
          {!editing ? <WriteStepView state={write.state} height={body - 5} /> : null}
        </>
      )}
    </Box>
  );
}
