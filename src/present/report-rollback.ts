import { structuredPatch } from 'diff';
import type { VersionFile } from '../memory/crush/ops-versions.js';
import type { Lang } from '../i18n/index.js';
import { textFor } from './report-text.js';
import { terminalSafe } from './terminal-text.js';

/** One row of a rollback preview: a heading, a file's verdict, a warning, or a diff line (removed now / coming back / context). */
export interface PreviewRow {
  readonly kind: 'title' | 'file' | 'warning' | 'note' | 'del' | 'add' | 'same' | 'gap';
  readonly text: string;
}

/** Lines of context kept around each change. */
const CONTEXT = 1;

/**
 * What a rollback would do, before it is done: for each of profile, state,
 * strategy and meta, the lines that would go (-) and come back (+), then which
 * files it replaces and that the history is only added to.
 */
export function rollbackPreview(compare: { version: string; files: readonly VersionFile[] }, lang: Lang): PreviewRow[] {
  const t = textFor(lang);
  const rows: PreviewRow[] = [{ kind: 'title', text: t.rollbackTitle(compare.version) }];
  const replaced: string[] = [];
  for (const f of compare.files) {
    if (f.then === null) {
      rows.push({ kind: 'file', text: t.rollbackNotInVersion(f.file) });
      continue;
    }
    replaced.push(f.file);
    if (f.now === null) {
      rows.push({ kind: 'file', text: t.rollbackNotNow(f.file) });
      continue;
    }
    if (f.now === f.then) {
      rows.push({ kind: 'file', text: t.rollbackSame(f.file) });
      continue;
    }
    const patch = structuredPatch(f.file, f.file, f.now, f.then, '', '', { context: CONTEXT });
    const lines = patch.hunks.flatMap((h, i) => [...(i > 0 ? ['…'] : []), ...h.lines]);
    const removed = lines.filter((l) => l.startsWith('-')).length;
    const added = lines.filter((l) => l.startsWith('+')).length;
    rows.push({ kind: 'file', text: t.rollbackChanged(f.file, removed, added) });
    for (const l of lines) {
      if (l === '…') rows.push({ kind: 'gap', text: '  …' });
      else if (l.startsWith('\\')) continue;
      else rows.push({ kind: l[0] === '-' ? 'del' : l[0] === '+' ? 'add' : 'same', text: `  ${terminalSafe(l)}` });
    }
  }
  rows.push({ kind: 'warning', text: t.rollbackReplaces(t.list(replaced)) }, { kind: 'note', text: t.rollbackHistory });
  return rows;
}
