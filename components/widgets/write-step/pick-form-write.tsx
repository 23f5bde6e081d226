import { useState } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import type { Screen } from '../../shell/kernel/use-nav-state.js';
import { useMenuState } from '../menu/use-menu-state.js';
import { useMenu } from '../menu/use-menu.js';
import { MenuView } from '../menu/menu-view.js';
import { useFormState, plainValues, formDirty } from '../form/use-form-state.js';
import { useForm } from '../form/use-form.js';
import { FormView } from '../form/form-view.js';
import type { FieldSpec } from '../form/form-fields.js';
import type { Line } from '../text/line.js';
import { useWriteStep, type WriteRun } from './use-write-step.js';
import { WriteStepView } from './write-step-view.js';

/** The form a picked item opens. */
export interface PickedForm {
  /** Said above the form (the field or section being written). */
  readonly heading: string;
  /** A muted line under the heading (what is there now). */
  readonly context?: string;
  readonly fields: readonly FieldSpec[];
  readonly initial?: Readonly<Record<string, string>>;
}

/** What a submitted form leads to: field errors to show, or a summary and the write to run after y. */
export type Submitted = { readonly errors: Readonly<Record<string, string>> } | { readonly summary: readonly Line[]; readonly run: WriteRun };

interface Props {
  slug: string;
  isActive: boolean;
  title: string;
  /** The muted line above the list. */
  pickHint: string;
  items: readonly string[];
  /** Picking item `i`: a form to fill, or a screen that writes it instead (a flow). */
  onPick: (i: number) => PickedForm | Screen | null;
  onSubmit: (picked: number, values: Record<string, string>) => Submitted;
  /** After a write, back to the list (field edits) rather than out of the screen. */
  backToList?: boolean;
}

/**
 * The pick → form → confirm → write screens (field edit, profile section, manual
 * entry): a list, the picked item's form, the summary and y/N of the shared write
 * step, then what changed.
 */
export function PickFormWrite({ slug, isActive, title, pickHint, items, onPick, onSubmit, backToList = false }: Props) {
  const { t, theme } = useServices();
  const { body } = useLayout();
  const nav = useNav();
  const [picked, setPicked] = useState<{ at: number; form: PickedForm } | null>(null);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([]);
  const write = useWriteStep(slug, isActive, () => {
    if (!backToList) return nav.back();
    write.edit();
    setPicked(null);
  });
  const editing = write.state.phase === 'edit';

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: items.length,
    height: body - 2,
    isActive: isActive && picked === null,
    onBack: nav.back,
    onSelect: (i) => {
      const next = onPick(i);
      if (next === null) return;
      if ('kind' in next) return nav.replace(next);
      setPicked({ at: i, form: next });
      formDispatch({ type: 'reset', fields: next.fields, initial: next.initial });
    },
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && picked !== null && editing,
    dirty: picked !== null && formDirty(form) && write.state.phase !== 'done',
    onBack: () => setPicked(null),
    onSubmit: () => {
      if (!picked) return;
      const out = onSubmit(picked.at, plainValues(form));
      if ('errors' in out) return formDispatch({ type: 'errors', errors: out.errors });
      write.ask(out.summary, out.run);
    },
  });

  const head = picked ? 1 + (picked.form.context ? 1 : 0) : 0;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {title}
      </Text>
      {picked === null ? (
        <>
          <Text color={theme.fg('muted')}>{pickHint}</Text>
          <MenuView items={items} win={menu} height={body - 2} />
        </>
      ) : (
        <>
          <Text bold wrap="truncate-end">
            {picked.form.heading}
          </Text>
          {picked.form.context ? (
            <Text color={theme.fg('muted')} wrap="truncate-end">
              {picked.form.context}
            </Text>
          ) : null}
          <FormView state={form} focused={editing} />
          {Object.keys(form.errors).length > 0 ? <Text color={theme.fg('danger')}>{t.form.fix}</Text> : null}
          {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
          {!editing ? <WriteStepView step={write} height={body - 2 - head - form.fields.length} /> : null}
        </>
      )}
    </Box>
  );
}
