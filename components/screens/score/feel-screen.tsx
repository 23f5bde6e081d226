import { useState } from 'react';
import { Box, Text } from 'ink';
import { runFeel } from '../../../src/flows/feel.js';
import { feelText } from '../../../src/present/feel-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useKeys } from '../../shell/keys/keypress-context.js';
import { useMenuState } from '../../widgets/menu/use-menu-state.js';
import { useMenu } from '../../widgets/menu/use-menu.js';
import { MenuView } from '../../widgets/menu/menu-view.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';

const MOODS = [1, 2, 3, 4, 5] as const;

/**
 * `h` on a crush: how are you. 1–5 picks the mood (or ↑↓ and Enter), then an
 * optional note; Enter saves it as `mood_recorded` (the same write as `simp feel`),
 * Esc goes back a step.
 */
export function FeelScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const k = t.feel;
  const note: FieldSpec = { name: 'note', label: k.note, kind: 'text', optional: true };
  const [mood, setMood] = useState<number | null>(null);
  const [menu, menuDispatch] = useMenuState();
  const [form, formDispatch] = useFormState([note]);
  const write = useWriteStep(slug, isActive, () => nav.back());
  const editing = write.state.phase === 'edit';
  const pick = (m: number): void => {
    setMood(m);
    formDispatch({ type: 'reset', fields: [note] });
  };

  useMenu({ win: menu, dispatch: menuDispatch, count: MOODS.length, height: MOODS.length, isActive: isActive && mood === null, onBack: nav.back, onSelect: (i) => pick(i + 1) });
  useKeys(
    (input) => {
      if (!/^[1-5]$/.test(input)) return false;
      pick(Number(input));
      return true;
    },
    { isActive: isActive && mood === null },
  );
  const save = (): void => {
    if (mood === null) return;
    const text = plainValues(form)['note'] ?? '';
    write.save([line(k.moods[mood - 1] ?? String(mood), { bold: true })], async () => {
      const r = await runFeel(mem, slug, { mood, note: text });
      return { changed: r.write.changed, lines: feelText(r, slug, lang).flatMap((l): Line[] => paragraph(l.trimStart(), cols - 2, {}, /^ */.exec(l)?.[0] ?? '')) };
    });
  };
  const noting = mood !== null;
  useForm({ state: form, dispatch: formDispatch, isActive: isActive && noting && editing, dirty: noting && formDirty(form) && write.state.phase !== 'done', onBack: () => setMood(null), onSubmit: save });

  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {`${t.screens['feel']} · ${slug}`}
      </Text>
      {mood === null ? (
        <>
          <Text color={theme.fg('muted')}>{k.pick}</Text>
          <MenuView items={k.moods} win={menu} height={MOODS.length} />
        </>
      ) : (
        <>
          <Text bold>{k.moods[mood - 1]}</Text>
          <FormView state={form} focused={editing} />
          {editing ? <Text color={theme.fg('muted')}>{k.hint}</Text> : <WriteStepView step={write} height={body - 3} />}
        </>
      )}
    </Box>
  );
}
