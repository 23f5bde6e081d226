import type { CrushSummary } from '../memory/crush/ops-read.js';
import { quickSummaries } from '../memory/crush/list-quick.js';
import { openEventLog } from '../memory/log/event-log.js';
import { resolveBaseDir } from '../memory/crush/paths.js';
import { messages, type Lang } from '../i18n/index.js';
import { stageName } from '../present/enum-names.js';
import { printJson, say } from './io.js';
import { scoreOutOf } from '../model/enums.js';


/** `list` from plain arguments, without commander: false (nothing printed) when a folder needs the full memory service. */
export async function listFast(a: { all: boolean; json: boolean; baseDir?: string; lang: Lang }): Promise<boolean> {
  const ctx = { base: resolveBaseDir(a.baseDir), now: () => new Date() };
  // The text list shows no counts: the logs are looked at (a stat each) only for --json.
  const rows = quickSummaries(ctx, { counts: a.json });
  if (rows === null) return false;
  await printList(rows, { all: a.all }, a, (slug) => openEventLog(ctx, slug).count());
  return true;
}

/** The list as text (the reference layout) or JSON; `count` counts a log whose meta.json count is not exact. */
export async function printList(
  every: readonly CrushSummary[],
  o: { all?: boolean },
  g: { json: boolean; lang: Lang },
  count: (slug: string) => Promise<number>,
): Promise<void> {
  const m = messages(g.lang);
  const rows = o.all ? every : every.filter((r) => !r.archived);
  const hidden = every.length - rows.length;
  if (g.json) {
    // The same rule as the timeline header: meta.json's count only when it provably matches the log.
    const exact = [];
    for (const { meta: _m, countTrusted, problemError: _e, ...row } of rows) {
      const eventCount = countTrusted || row.problem !== null ? row.eventCount : await count(row.slug);
      exact.push({ ...row, eventCount });
    }
    return printJson(exact);
  }
  if (rows.length === 0) return say(hidden > 0 ? m.cli.allArchived(hidden) : m.cli.listEmpty);
  const lines = [m.cli.listHeader(rows.length), ''];
  // Worded in the user's language; loaded only when a folder could not be read.
  const worded = rows.some((r) => r.problemError != null) ? (await import('../present/field-errors.js')).errorText : null;
  for (const r of rows) {
    lines.push(`  ${r.archived ? '📦' : '📁'} ${r.slug}${r.nickname !== r.slug ? `  ${r.nickname}` : ''}`);
    if (r.problem) lines.push(`     ⚠️  ${worded === null || r.problemError == null ? r.problem : worded(r.problemError, g.lang)}`);
    else if (r.hasMeta) {
      const score = r.score === null ? m.cli.notScored : `${scoreOutOf(r.score)}`;
      lines.push(m.cli.listRow(stageName(r.stage, g.lang), score, r.updatedAt.slice(0, 10)));
    }
    lines.push('');
  }
  if (hidden > 0) lines.push(m.cli.archivedHidden(hidden));
  say(lines);
}
