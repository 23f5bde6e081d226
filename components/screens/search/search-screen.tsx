import { useEffect, useState } from 'react';
import { Box, Text } from 'ink';
import { runSearch, type SearchResult } from '../../../src/flows/index.js';
import { messages } from '../../../src/i18n/index.js';
import { errorText } from '../../../src/present/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import type { Screen } from '../../shell/kernel/use-nav-state.js';
import { useFormState, plainValues } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { useMenuState } from '../../widgets/menu/use-menu-state.js';
import { useMenu } from '../../widgets/menu/use-menu.js';
import { MenuView } from '../../widgets/menu/menu-view.js';
import { truncate } from '../../widgets/text/wrap-lines.js';

interface Row {
  text: string;
  /** Where Enter goes: the event in its timeline, the topics, or the crush. */
  to: Screen;
}

/**
 * `s` (or a list filter no name matches, then Enter): a text looked for in every
 * crush's events, interactions, profile and topics; Enter on a place opens it.
 */
export function SearchScreen({ text, isActive }: { text?: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const k = t.search;
  const fields: FieldSpec[] = [{ name: 'text', label: k.field, kind: 'text' }];
  const [form, formDispatch] = useFormState(fields, { text: text ?? '' });
  const [state, setState] = useState<{ phase: 'input' | 'busy' | 'results'; result: SearchResult | null; error: string | null }>({ phase: 'input', result: null, error: null });
  const [menu, menuDispatch] = useMenuState();
  const tl = messages(lang).timeline;

  const run = (query: string): void => {
    setState({ phase: 'busy', result: null, error: null });
    runSearch(mem, query).then(
      (result) => setState({ phase: 'results', result, error: null }),
      (err: unknown) => setState({ phase: 'input', result: null, error: errorText(err, lang) }),
    );
  };
  // A text handed over (a list filter that matched no name) is looked for at once.
  useEffect(() => {
    if (text && text.trim() !== '') run(text);
    // Only on opening: later searches are the user's Enter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rows: Row[] = (state.result?.crushes ?? []).flatMap((c) =>
    c.found.map((f): Row => {
      const where =
        f.kind === 'topic'
          ? `🧠 ${f.id}`
          : f.kind === 'profile'
            ? `📄 profile.md:${f.line}`
            : `${f.ts.slice(0, 16).replace('T', ' ')} ${f.kind === 'event' ? (tl.labels[f.type] ?? f.type) : (tl.interactions[f.type] ?? f.type)}`;
      const to: Screen = f.kind === 'event' ? { kind: 'event', slug: c.slug, index: f.ordinal } : f.kind === 'topic' ? { kind: 'topics', slug: c.slug } : { kind: 'detail', slug: c.slug };
      return { text: truncate(`${c.nickname} (${c.slug})  ${where}  ${f.snippet}`, cols - 4), to };
    }),
  );
  // Each crush that could not be searched takes a row (at most 3 shown), the results the rest.
  const skipped = state.result?.skipped ?? [];
  const shownSkipped = skipped.slice(0, 3);
  const height = Math.max(1, body - 4 - shownSkipped.length);

  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && state.phase === 'input',
    // A search is not a record: leaving it loses nothing worth a question.
    dirty: false,
    onBack: nav.back,
    onSubmit: () => {
      const query = (plainValues(form)['text'] ?? '').trim();
      if (query === '') return formDispatch({ type: 'errors', errors: { text: k.empty } });
      run(query);
    },
  });
  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: rows.length,
    height,
    isActive: isActive && state.phase === 'results',
    onBack: () => setState({ phase: 'input', result: null, error: null }),
    onSelect: (i) => {
      const row = rows[i];
      if (row) nav.push(row.to);
    },
  });

  const r = state.result;
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['search']}
      </Text>
      <FormView state={form} focused={isActive && state.phase === 'input'} />
      {state.error ? <Text color={theme.fg('danger')}>✗ {state.error}</Text> : null}
      {state.phase === 'busy' ? <Text color={theme.fg('muted')}>{k.busy}</Text> : null}
      {r ? (
        <>
          <Text color={theme.fg('muted')} wrap="truncate-end">
            {r.total === 0 ? k.none(r.text) : k.found(r.total, r.crushes.length, r.truncated)}
          </Text>
          {shownSkipped.map((sk) => (
            <Text key={sk.slug} color={theme.fg('warning')} wrap="truncate-end">
              ⚠ {messages(lang).cli.searchSkipped(sk.slug, errorText(sk.error, lang))}
            </Text>
          ))}
          <MenuView items={rows.map((row) => row.text)} win={menu} height={height} />
        </>
      ) : null}
    </Box>
  );
}
