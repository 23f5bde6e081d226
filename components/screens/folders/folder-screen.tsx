import { useRef } from 'react';
import { basename } from 'node:path';
import { Box, Text } from 'ink';
import { runDelete, runRename } from '../../../src/flows/index.js';
import { TRASH, validateSlug } from '../../../src/memory/index.js';
import { errorText } from '../../../src/present/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';

/**
 * Rename a crush (a new slug), or delete it: its folder moves whole to the base's
 * .trash/, after its name is typed back. Either way the app returns to the list.
 */
export function FolderScreen({ slug, action, isActive }: { slug: string; action: 'rename' | 'delete'; isActive: boolean }) {
  const { t, mem, theme, lang } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const k = t.folders;
  const fields: FieldSpec[] = [{ name: 'name', label: action === 'rename' ? k.newSlug : k.typeName, kind: 'text', hint: action === 'rename' ? k.slugHint : slug }];
  const [form, formDispatch] = useFormState(fields);
  const done = useRef('');
  const write = useWriteStep(null, isActive, () => nav.home(done.current));
  const editing = write.state.phase === 'edit';

  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && editing,
    dirty: formDirty(form) && write.state.phase !== 'done',
    onBack: nav.back,
    onSubmit: () => {
      const name = (plainValues(form)['name'] ?? '').trim();
      if (action === 'delete') {
        if (name !== slug) return formDispatch({ type: 'errors', errors: { name: k.notTheName(slug) } });
        const summary: Line[] = [...paragraph(k.deleteWhat(slug), cols, { bold: true }), line(k.deleteNote, { token: 'muted' })];
        return write.ask(summary, async () => {
          const r = await runDelete(mem, slug);
          done.current = k.deleted(slug);
          // The folder's new place, as the one thing that changed.
          return { changed: [`${TRASH}/${basename(r.dir)}/`], lines: paragraph(k.movedTo(r.dir), cols) };
        });
      }
      try {
        validateSlug(name);
      } catch (err) {
        return formDispatch({ type: 'errors', errors: { name: errorText(err, lang) } });
      }
      write.ask([line(k.renameWhat(slug, name), { bold: true }), line(k.renameNote, { token: 'muted' })], async () => {
        const r = await runRename(mem, slug, name);
        done.current = k.renamed(slug, name);
        return { changed: r.changed };
      });
    },
  });

  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {t.screens[action]} · {slug}
      </Text>
      {editing ? (
        <>
          <Text color={theme.fg('muted')} wrap="wrap">
            {action === 'rename' ? k.renameIntro : k.deleteIntro(slug)}
          </Text>
          <FormView state={form} focused={isActive} />
        </>
      ) : (
        <WriteStepView step={write} height={body - 1} />
      )}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
