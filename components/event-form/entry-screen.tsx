import { useState } from 'react';
import { Box, Text } from 'ink';
import { EVENT_TYPES, type EventType } from '../../src/memory/index.js';
import { useServices } from '../app/services-context.js';
import { useLayout } from '../app/layout-context.js';
import { useNav } from '../app/nav-context.js';
import { useMenuState } from '../menu/use-menu-state.js';
import { useMenu } from '../menu/use-menu.js';
import { MenuView } from '../menu/menu-view.js';
import { useFormState, plainValues } from '../form/use-form-state.js';
import { useForm } from '../form/use-form.js';
import { FormView } from '../form/form-view.js';
import { toData } from '../form/form-fields.js';
import { useWriteStep } from '../write-step/use-write-step.js';
import { WriteStepView } from '../write-step/write-step-view.js';
import { summaryLines } from '../write-step/summary-lines.js';
import { useCrush } from '../crush-detail/use-crush.js';
import { fieldsOf, validateEvent } from './schema-fields.js';

/** Manual event entry: pick a type, fill the form generated from its schema, confirm, append. */
export function EntryScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, m, mem, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const { view } = useCrush(slug);
  const [type, setType] = useState<EventType | null>(null);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([]);
  const write = useWriteStep(slug, isActive, nav.back);
  const editing = write.state.phase === 'edit';
  const label = (ty: string) => m.timeline.labels[ty] ?? ty;

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: EVENT_TYPES.length,
    height: body - 2,
    isActive: isActive && type === null,
    onSelect: (i) => {
      const picked = EVENT_TYPES[i];
      if (!picked) return;
      setType(picked);
      formDispatch({ type: 'reset', fields: fieldsOf(picked) });
    },
    onBack: nav.back,
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && type !== null && editing,
    onBack: () => setType(null),
    onSubmit: () => {
      if (!type) return;
      const data = toData(form.fields, plainValues(form));
      const checked = validateEvent(type, data);
      if (!checked.ok) return formDispatch({ type: 'errors', errors: checked.errors });
      write.ask(summaryLines(data, `${label(type)}  (${type})`), async () => mem.append(slug, type, data));
    },
  });

  const name = String(view?.profile.fields['nickname'] ?? slug);
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.entry.for(name)}
      </Text>
      {type === null ? (
        <>
          <Text color={theme.fg('muted')}>{t.entry.pick}</Text>
          <MenuView items={EVENT_TYPES.map((ty) => `${label(ty)}  (${ty})`)} win={menu} height={body - 2} />
        </>
      ) : (
        <>
          <Text color={theme.fg('muted')}>
            {label(type)} ({type})
          </Text>
          <FormView state={form} focused={editing} />
          {Object.keys(form.errors).length > 0 ? <Text color={theme.fg('danger')}>{t.form.fix}</Text> : null}
          {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
          {!editing ? <WriteStepView state={write.state} height={body - form.fields.length - 3} /> : null}
        </>
      )}
    </Box>
  );
}
