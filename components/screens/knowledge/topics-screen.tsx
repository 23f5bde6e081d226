import { useState } from 'react';
import { Box, Text } from 'ink';
import type { KnowledgeEntry } from '../../../src/engine/knowledge/index.js';
import { deleteTopic, editedEntry, editTopic, type TopicEdit } from '../../../src/flows/knowledge-index.js';
import { localIso } from '../../../src/model/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useMenuState } from '../../widgets/menu/use-menu-state.js';
import { useMenu } from '../../widgets/menu/use-menu.js';
import { MenuView } from '../../widgets/menu/menu-view.js';
import { K } from '../../shell/keys/keymap.js';
import { useFormState, plainValues } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { attempt } from '../guided/flow-report.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';
import { truncate } from '../../widgets/text/wrap-lines.js';
import { useTopics } from './use-topics.js';

const EXTRA = [{ ...K.edit, label: 'editTopic', footer: true }, K.delete];

const keywordsOf = (raw: string): string[] => raw.split(/[,，、]/).map((k) => k.trim()).filter((k) => k !== '');

/**
 * Every topic memory of a crush: Enter or e edits one (meaning and keywords, old vs
 * new before y/N), d deletes one (y/N); each write is one knowledge_recorded event.
 */
export function TopicsScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, theme, lang } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const topics = useTopics(slug);
  // In the file's order (oldest first): an edit does not move its row from under the cursor.
  const entries = topics.entries;
  const [menu, menuDispatch] = useMenuState();
  const [editing, setEditing] = useState<KnowledgeEntry | null>(null);
  const fields: FieldSpec[] = [
    { name: 'meaning', label: t.knowledge.meaning, kind: 'text', multiline: true },
    { name: 'keywords', label: t.knowledge.keywordsField, kind: 'text', hint: t.knowledge.tagsHint },
  ];
  const [form, formDispatch] = useFormState(fields);
  const write = useWriteStep(slug, isActive, () => write.edit());
  const listing = write.state.phase === 'edit';
  const height = body - 3;
  const k = t.knowledge;
  const now = () => localIso(mem.ctx.now());

  const startEdit = (entry: KnowledgeEntry | undefined): void => {
    if (!entry) return;
    setEditing(entry);
    formDispatch({ type: 'reset', fields, initial: { meaning: entry.canonical_meaning, keywords: entry.trigger_keywords.join(', ') } });
  };

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: entries.length,
    height,
    isActive: isActive && listing && editing === null,
    onBack: nav.back,
    extra: EXTRA,
    onSelect: (i) => startEdit(entries[i]),
    onExtra: (command) => {
      const entry = entries[menu.cursor];
      if (!entry) return false;
      if (command === 'edit') return startEdit(entry);
      if (command !== 'delete') return false;
      const summary: Line[] = [...paragraph(k.deleteWhat(entry.id, entry.canonical_meaning), cols, { bold: true }), line(k.deleteNote, { token: 'muted' })];
      write.ask(summary, async () => deleteTopic(mem, slug, entry.id));
    },
  });
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && listing && editing !== null,
    onBack: () => setEditing(null),
    onSubmit: () => {
      if (!editing) return;
      const v = plainValues(form);
      const edit: TopicEdit = { meaning: v['meaning'] ?? '', keywords: keywordsOf(v['keywords'] ?? '') };
      const checked = attempt(lang, () => editedEntry(editing, edit, now()));
      if (!checked.ok) return formDispatch({ type: 'errors', errors: { meaning: checked.error } });
      const after = checked.value;
      const summary: Line[] = [
        line(k.editWhat(editing.id), { bold: true }),
        ...paragraph(k.before(editing.canonical_meaning), cols, { token: 'muted' }),
        ...paragraph(k.after(after.canonical_meaning), cols),
        line(`  ${k.keywords(after.trigger_keywords)}`, { token: 'accent' }),
      ];
      write.ask(summary, async () => {
        const r = await editTopic(mem, slug, editing.id, edit, now());
        setEditing(null);
        return r;
      });
    },
  });

  const rows = entries.map((e) => truncate(k.topicRow(e.canonical_meaning, e.trigger_keywords), cols - 4));
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {t.screens['topics']} · {slug}
      </Text>
      {listing ? (
        <Text color={theme.fg('muted')} wrap="truncate-end">
          {editing ? k.editTopicTitle(editing.id) : k.topicsTitle}
        </Text>
      ) : null}
      {topics.error ? <Text color={theme.fg('danger')}>{t.error(topics.error)}</Text> : null}
      {listing && !editing && entries.length === 0 ? <Text color={theme.fg('muted')}>{k.none}</Text> : null}
      {listing && !editing ? <MenuView items={rows} win={menu} height={height - 1} /> : null}
      {listing && editing ? <FormView state={form} focused={isActive} /> : null}
      {!listing ? <WriteStepView step={write} height={height} /> : null}
      {write.state.cancelled && listing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
