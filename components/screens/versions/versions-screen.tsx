import { Box, Text } from 'ink';
import { errorText } from '../../../src/present/field-errors.js';
import { runBackup, runRollback } from '../../../src/flows/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { useMenuState } from '../../widgets/menu/use-menu-state.js';
import { useMenu } from '../../widgets/menu/use-menu.js';
import { MenuView } from '../../widgets/menu/menu-view.js';
import { K } from '../../shell/keys/keymap.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { stageName } from '../../../src/present/enum-names.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { rollbackPreview, type PreviewRow } from '../../../src/present/report-rollback.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';
import type { Token } from '../../shell/kernel/theme.js';

const EXTRA = [{ ...K.backup, footer: true }];

const ROW_TOKEN: Record<PreviewRow['kind'], Token | undefined> = {
  title: 'heading',
  file: undefined,
  warning: 'warning',
  note: 'muted',
  del: 'danger',
  add: 'success',
  same: 'muted',
  gap: 'muted',
};

/** Saved versions, newest first: Enter rolls back (after y/N), b backs up the current files. */
export function VersionsScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, theme, lang } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const { versions, error } = useLive(`versions:${slug}`, slug, () => {
    try {
      return { versions: mem.versions(slug).reverse(), error: null };
    } catch (err) {
      return { versions: [], error: errorText(err, lang) };
    }
  });
  const [menu, menuDispatch] = useMenuState();
  const write = useWriteStep(slug, isActive, () => write.edit());
  const editing = write.state.phase === 'edit';
  const height = body - 3;

  useMenu({
    win: menu,
    dispatch: menuDispatch,
    count: versions.length,
    height,
    isActive: isActive && editing,
    onBack: nav.back,
    extra: EXTRA,
    onExtra: (command) => {
      if (command !== 'backup') return false;
      write.ask([[{ text: t.versions.backup }]], async () => runBackup(mem, slug));
    },
    onSelect: (i) => {
      const v = versions[i];
      if (!v) return;
      // The version next to now, file by file, with every file it replaces named, before y/N.
      let preview: Line[];
      try {
        preview = rollbackPreview(mem.compareVersion(slug, v.name), lang).flatMap((r) =>
          // Diff lines keep their one row (cut at the edge); sentences wrap.
          ['del', 'add', 'same', 'gap'].includes(r.kind)
            ? [line(r.text, { token: ROW_TOKEN[r.kind] })]
            : paragraph(r.text, cols, { token: ROW_TOKEN[r.kind], bold: r.kind === 'title' || r.kind === 'file' }),
        );
      } catch (err) {
        preview = [[{ text: t.versions.rollback(v.name), bold: true }], [{ text: errorText(err, lang), token: 'danger' }]];
      }
      write.ask(preview, async () => runRollback(mem, slug, v.name));
    },
  });
  const rows = versions.map((v) => t.versions.row(v.name, v.stage === null || v.stage === undefined ? '—' : stageName(v.stage, lang), v.score === null ? '—' : String(v.score)));
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')}>
        {t.screens['versions']} · {slug}
      </Text>
      {error ? <Text color={theme.fg('danger')}>{t.error(error)}</Text> : null}
      {versions.length === 0 ? <Text color={theme.fg('muted')}>{t.versions.none}</Text> : null}
      {editing ? <MenuView items={rows} win={menu} height={height - 1} /> : <WriteStepView step={write} height={height} />}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
