import { useState } from 'react';
import { Box, Text } from 'ink';
import { runSignal, type SignalInput } from '../../src/flows/index.js';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav } from '../kernel/nav-context.js';
import type { Screen } from '../kernel/use-nav-state.js';
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

/**
 * What can be recorded by hand. A signal is typed into a form made from its
 * schema; everything else opens the flow that writes it, so a hand-made entry
 * means what the same entry made anywhere else means (a stage change rewrites
 * state and strategy; a topic goes through topic memory). Types that only a flow
 * writes (readings, progress and quit checks) are not offered raw.
 */
const CHOICES = ['signal', 'stage', 'crisis', 'confess', 'remember', 'edit'] as const;
type Choice = (typeof CHOICES)[number];

function screenFor(choice: Exclude<Choice, 'signal'>, slug: string): Screen {
  if (choice === 'stage' || choice === 'crisis' || choice === 'confess') return { kind: 'flow', slug, flow: choice };
  return { kind: choice, slug };
}

/** Manual entry: pick what happened; a signal is written through the signal flow after y. */
export function EntryScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, m, mem, theme, lang } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const { view } = useCrush(slug);
  const [typing, setTyping] = useState(false);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([]);
  const write = useWriteStep(slug, isActive, nav.back);
  const editing = write.state.phase === 'edit';
  const label = m.timeline.labels['signal_recorded'] ?? 'signal_recorded';

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: CHOICES.length,
    height: body - 2,
    isActive: isActive && !typing,
    onSelect: (i) => {
      const choice = CHOICES[i];
      if (!choice) return;
      if (choice !== 'signal') return nav.replace(screenFor(choice, slug));
      setTyping(true);
      formDispatch({ type: 'reset', fields: fieldsOf('signal_recorded') });
    },
    onBack: nav.back,
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && typing && editing,
    onBack: () => setTyping(false),
    onSubmit: () => {
      const data = toData(form.fields, plainValues(form));
      const checked = validateEvent('signal_recorded', data, lang);
      if (!checked.ok) return formDispatch({ type: 'errors', errors: checked.errors });
      write.ask(summaryLines(data, label), async () => (await runSignal(mem, slug, data as unknown as SignalInput)).write);
    },
  });

  const name = String(view?.profile.fields['nickname'] ?? slug);
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.entry.for(name)}
      </Text>
      {!typing ? (
        <>
          <Text color={theme.fg('muted')}>{t.entry.pick}</Text>
          <MenuView items={CHOICES.map((c) => t.actions[c] ?? c)} win={menu} height={body - 2} />
        </>
      ) : (
        <>
          <Text color={theme.fg('muted')}>{label}</Text>
          <FormView state={form} focused={editing} />
          {Object.keys(form.errors).length > 0 ? <Text color={theme.fg('danger')}>{t.form.fix}</Text> : null}
          {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
          {!editing ? <WriteStepView state={write.state} height={body - form.fields.length - 3} /> : null}
        </>
      )}
    </Box>
  );
}
