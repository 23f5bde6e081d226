import { runArchive } from '../../../../src/flows/index.js';
import { isArchived } from '../../../../src/memory/index.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLoaded } from '../../../shell/kernel/live-data.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { paragraph } from '../../../widgets/text/line.js';
import { attempt, failed } from '../flow-report.js';
import type { Answers, FlowSpec } from '../runner/guided-types.js';

/** Archive (or bring back) a crush: what it means, then y/N. Nothing is deleted either way. */
export function useArchiveFlow(slug: string, _answers: Answers): FlowSpec {
  const { mem, t, lang } = useServices();
  const { cols } = useLayout();
  const loaded = useLoaded(`flow:archive:${slug}`, slug, () => attempt(lang, () => mem.read(slug)), failed);
  const meta = loaded.ok ? loaded.value.meta : null;
  const archived = meta ? isArchived(meta as Record<string, unknown>) : false;
  const name = loaded.ok ? String(loaded.value.profile.fields['nickname'] ?? slug) : slug;
  const what = archived ? t.archive.unarchiveWhat(name) : t.archive.archiveWhat(name);
  return {
    title: `${archived ? t.archive.unarchive : t.archive.archive} · ${slug}`,
    error: loaded.ok ? null : loaded.error,
    steps: loaded.ok ? [{ kind: 'info', id: 'archive', title: archived ? t.archive.unarchive : t.archive.archive, lines: paragraph(what, cols - 2) }] : null,
    direct: true,
    preview: () => ({ lines: paragraph(archived ? t.archive.writesBack : t.archive.writes, cols - 2), replaces: false }),
    write: async () => {
      const r = await runArchive(mem, slug, !archived);
      return { changed: r.write.changed, lines: paragraph(r.archived ? t.archive.done(name) : t.archive.back(name), cols - 2) };
    },
  };
}
