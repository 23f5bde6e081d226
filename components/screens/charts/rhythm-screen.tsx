import { useMemo } from 'react';
import { BANDS, SCORE_MAX, SCORE_MIN } from '../../../src/engine/index.js';
import { initiativeByWeek } from '../../../src/engine/rhythm-digest.js';
import { wallOf } from '../../../src/engine/rhythm.js';
import { rhythmNow } from '../../../src/flows/rhythm.js';
import { rhythmReport } from '../../../src/present/rhythm-report.js';
import { pick } from '../../../src/present/report-text.js';
import { localDate } from '../../../src/model/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { LinePage } from '../../widgets/scroll/line-page.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';
import { attempt } from '../guided/flow-report.js';
import { useEventIndex } from '../timeline/event-index-store.js';
import { eventAsCorrected, useCorrections } from '../timeline/use-corrections.js';
import type { Corrections } from '../../../src/memory/index.js';
import { useScoreHistory } from '../crush-detail/use-score-history.js';
import { lineChart } from './line-chart.js';
import { signalCalendar, type DayCount } from './signal-calendar.js';

const WEEKS_SHOWN = 12;

/** Signal counts by day, from the index's signal_recorded events. */
function useSignalDays(slug: string, fixes: Corrections | undefined): Map<string, DayCount> | null {
  const idx = useEventIndex(slug);
  return useMemo(() => {
    if (!idx.index) return null;
    const days = new Map<string, DayCount>();
    for (const i of idx.index.byTypes(['signal_recorded'])) {
      const e = eventAsCorrected(idx.index, i, fixes);
      if (!e) continue;
      const day = days.get(e.ts.slice(0, 10)) ?? { green: 0, red: 0 };
      if (e.data['direction'] === 'green') day.green += 1;
      else if (e.data['direction'] === 'red') day.red += 1;
      days.set(e.ts.slice(0, 10), day);
    }
    return days;
  }, [idx, fixes]);
}

/**
 * `p` on a crush: the score history with its bands, a calendar of green and red
 * signals, who starts the chats week by week, and the interaction rhythm.
 * Read only; it follows the files as they change.
 */
export function RhythmScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { cols } = useLayout();
  const fixes = useCorrections(slug);
  const scores = useScoreHistory(useEventIndex(slug), fixes);
  const signalDays = useSignalDays(slug, fixes);
  const read = useLive(`rhythm:${slug}`, slug, () => attempt(lang, () => rhythmNow(mem, slug)));
  const c = t.charts;
  const width = cols - 2;
  const lines = useMemo((): Line[] => {
    const out: Line[] = [line(c.scores, { bold: true })];
    if (scores === null) out.push(line(c.loading, { token: 'muted' }));
    else if (scores.length === 0) out.push(line(c.noScores, { token: 'muted' }));
    else {
      // Whole points a row, at most 8 rows: every axis label is a score the chart can show.
      const lo = Math.max(SCORE_MIN, Math.min(...scores) - 3);
      const step = Math.ceil((Math.min(SCORE_MAX, Math.max(...scores) + 3) - lo) / 8);
      const rows = Math.ceil((Math.min(SCORE_MAX, Math.max(...scores) + 3) - lo) / step);
      const hi = lo + rows * step;
      const guides = BANDS.filter((b) => b.min > lo && b.min < hi).map((b) => ({ value: b.min, label: `${b.min} ${pick(b.label, lang)}` }));
      out.push(...lineChart(scores, { height: rows, min: lo, max: hi, width, guides }));
    }
    const weeksFit = Math.min(WEEKS_SHOWN, Math.floor((width - 4) / 2));
    // The calendar ends today, or at the newest signal when there is none in its weeks.
    const today = localDate(mem.ctx.now());
    const newest = signalDays ? [...signalDays.keys()].sort().at(-1) : undefined;
    const end = newest !== undefined && Date.parse(today) - Date.parse(newest) > weeksFit * 7 * 86_400_000 ? newest : today;
    out.push(blank, line(c.signals(weeksFit, end === today ? null : end), { bold: true }));
    if (signalDays === null) out.push(line(c.loading, { token: 'muted' }));
    else out.push(...signalCalendar(signalDays, end, weeksFit, c.weekdays), line(c.legend, { token: 'muted' }));
    out.push(blank, line(c.initiative, { bold: true }));
    if (!read.ok) out.push(...paragraph(read.error, width, { token: 'danger' }));
    else {
      const weeks = initiativeByWeek(read.value.records, wallOf(mem.ctx.now()), WEEKS_SHOWN);
      const first = weeks.findIndex((w) => w !== null);
      if (first < 0) out.push(...paragraph(c.noInitiative, width, { token: 'muted' }));
      else {
        // A week without chats keeps the week before's share, so the line does not fall to zero.
        let prev = 0;
        const series = weeks.slice(first).map((w) => (prev = w ?? prev));
        out.push(...lineChart(series, { height: 4, min: 0, max: 100, width, guides: [{ value: 50, label: c.half }], format: (v) => `${Math.round(v)}%` }));
        out.push(line(c.lastWeek(series.at(-1) as number), { token: 'muted' }));
      }
      out.push(blank, line(c.rhythm, { bold: true }));
      for (const row of rhythmReport(read.value.rhythm, [], lang).split('\n')) out.push(...(row === '' ? [blank] : paragraph(row, width)));
    }
    return out;
  }, [scores, signalDays, read, width, lang, c, mem]);
  return <LinePage title={`${t.screens['rhythm']} · ${slug}`} lines={lines} isActive={isActive} />;
}
