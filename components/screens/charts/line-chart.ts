import asciichart from 'asciichart';
import type { Token } from '../../shell/kernel/theme.js';
import type { Line, Seg } from '../../widgets/text/line.js';

/** A level drawn across the chart (a band's lower edge, an even share) with its name at the right. */
export interface Guide {
  readonly value: number;
  readonly label: string;
}

export interface ChartOptions {
  /** Rows between min and max; (max - min) / height a whole number keeps every axis label exact. */
  readonly height: number;
  readonly min: number;
  readonly max: number;
  /** Columns the whole chart may take, labels included. */
  readonly width: number;
  readonly guides?: readonly Guide[];
  readonly token?: Token;
  /** How a y-axis value is written (right-aligned to the widest). */
  readonly format?: (value: number) => string;
}

const LINE_CHARS = new Set(['─', '│', '╭', '╮', '╰', '╯', '┼', '┤', '╶', '╴']);

/**
 * A line chart drawn by asciichart (the series newest last, each point
 * widened to fill the room when there are few), with guide lines dotted into
 * the empty cells of their rows and named at the right. The line keeps its
 * own shape where it crosses a guide.
 */
export function lineChart(series: readonly number[], o: ChartOptions): Line[] {
  const format = o.format ?? ((v: number) => String(Math.round(v)));
  // At least two cells: asciichart writes a label at (offset - its length), the axis at offset - 1.
  const labelW = Math.max(2, format(o.min).length, format(o.max).length);
  const guideW = Math.max(0, ...(o.guides ?? []).map((g) => g.label.length + 2));
  const room = Math.max(2, o.width - labelW - 2 - guideW);
  const shown = series.slice(-room);
  const widen = Math.max(1, Math.min(4, Math.floor(room / Math.max(1, shown.length))));
  const points = shown.flatMap((v) => Array<number>(widen).fill(Math.min(o.max, Math.max(o.min, v))));
  const text = asciichart.plot(points, {
    height: o.height,
    min: o.min,
    max: o.max,
    // The label takes one cell of asciichart's grid: the axis goes right after it.
    offset: 2,
    format: (v: number) => format(v).padStart(labelW),
  });
  const rows = text.split('\n');
  // Where asciichart put each value (its own rounding), so a guide sits on the row the line would.
  const ratio = o.height / (o.max - o.min || 1);
  const min2 = Math.round(o.min * ratio);
  const last = rows.length - 1;
  const guideAt = new Map<number, Guide>();
  for (const g of o.guides ?? []) if (g.value >= o.min && g.value <= o.max) guideAt.set(last - (Math.round(g.value * ratio) - min2), g);
  return rows.map((row, i) => {
    const chars = [...row];
    const axis = chars.findIndex((c) => c === '┤' || c === '┼');
    const guide = guideAt.get(i);
    const segs: Seg[] = [{ text: chars.slice(0, axis + 1).join(''), token: 'muted' }];
    let run = '';
    let runToken: Token | undefined;
    const flush = () => {
      if (run !== '') segs.push({ text: run, ...(runToken ? { token: runToken } : {}) });
      run = '';
    };
    for (const c of chars.slice(axis + 1)) {
      const [ch, token] = LINE_CHARS.has(c) ? [c, o.token ?? 'accent'] : guide ? ['┈', 'muted' as Token] : [c, undefined];
      if (token !== runToken) flush();
      runToken = token as Token | undefined;
      run += ch;
    }
    flush();
    if (guide) segs.push({ text: ` ${guide.label}`, token: 'muted' });
    return segs;
  });
}
