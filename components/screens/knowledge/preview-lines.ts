import { splitStatements } from '../../../src/engine/knowledge/index.js';
import type { OfferedCandidate, RememberPreview } from '../../../src/flows/knowledge-index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Line, Seg } from '../../widgets/text/line.js';
import { padEnd, truncate, wrapText } from '../../widgets/text/wrap-lines.js';

const INDENT = '     ';
const GUTTER = ' │ ';

interface Cell {
  readonly text: string;
  readonly token?: Seg['token'];
  readonly bold?: boolean;
}

/** One column of statements wrapped to `width`; `mark` prefixes a statement's first row. */
function column(statements: readonly string[], width: number, mark: (s: string) => string, style: (s: string) => Omit<Cell, 'text'>): Cell[] {
  return statements.flatMap((s) => wrapText(s, width - 2).map((row, i) => ({ text: `${i === 0 ? mark(s) : '  '}${row}`, ...style(s) })));
}

/**
 * One write before saving: insert or merge, then the OLD and FUSED meaning side
 * by side (statements the write adds marked "+ ", not only bold), then the keywords.
 */
function previewBlock(p: RememberPreview, i: number, here: boolean, width: number, t: TuiMessages): Line[] {
  const k = t.knowledge;
  const colW = Math.max(10, Math.floor((width - INDENT.length - GUTTER.length) / 2));
  const old = p.old_meaning === null ? [] : splitStatements(p.old_meaning);
  const fused = splitStatements(p.fused_meaning);
  const unchanged = p.old_meaning !== null && p.old_meaning === p.fused_meaning;
  const left: Cell[] = p.old_meaning === null ? [{ text: k.newTopic, token: 'muted' }] : column(old, colW, () => '  ', () => ({}));
  const right = column(fused, colW, (s) => (old.includes(s) ? '  ' : '+ '), (s) => (old.includes(s) ? {} : { token: 'success', bold: true }));
  const rows: Line[] = [];
  for (let r = 0; r < Math.max(left.length, right.length); r += 1) {
    const a = left[r] ?? { text: '' };
    const b = right[r] ?? { text: '' };
    rows.push([{ text: INDENT }, { ...a, text: padEnd(truncate(a.text, colW), colW) }, { text: GUTTER, token: 'muted' }, { ...b, text: truncate(b.text, colW) }]);
  }
  const added = p.action === 'merge' && p.added_keywords.length > 0 ? [{ text: `  ${k.added(p.added_keywords)}`, token: 'success' as const, bold: true }] : [];
  // A contradiction is shown, never fused silently: the user decides on saving.
  const clashes: Line[] = p.clashes.length === 0 ? [] : [
    [{ text: INDENT }, { text: truncate(k.toConfirm(p.id), width - INDENT.length), token: 'warning', bold: true }],
    ...p.clashes.map((c): Line => [{ text: INDENT }, { text: truncate(k.clash(c.old, c.new), width - INDENT.length), token: 'warning' }]),
  ];
  return [
    [
      { text: here ? '▶ ' : '  ', token: 'accent', bold: true },
      { text: `${i + 1}. `, bold: here },
      { text: p.action === 'insert' ? k.insert(p.id) : k.merge(p.id), bold: true, inverse: here },
      ...(unchanged ? [{ text: `  ${k.unchanged}`, token: 'muted' as const }] : []),
    ],
    [{ text: INDENT }, { text: padEnd(k.old, colW), token: 'muted' }, { text: GUTTER, token: 'muted' }, { text: k.fused, token: 'muted' }],
    ...rows,
    [{ text: INDENT }, { text: k.keywords(p.keywords), token: 'muted' }, ...added],
    ...clashes,
  ];
}

/** Every write of a plan, a blank row between them, and the first row of each (to keep the cursor's block in view). */
export function previewLines(previews: readonly RememberPreview[], cursor: number, width: number, t: TuiMessages): { lines: Line[]; starts: number[] } {
  const lines: Line[] = [];
  const starts: number[] = [];
  previews.forEach((p, i) => {
    if (i > 0) lines.push([{ text: '' }]);
    starts.push(lines.length);
    lines.push(...previewBlock(p, i, i === cursor, width, t));
  });
  return { lines, starts };
}

/** The offered notes as a check list: tick, the note, the keywords it would be filed under. */
export function pickLines(offered: readonly OfferedCandidate[], ticked: readonly boolean[], cursor: number, width: number, t: TuiMessages): Line[] {
  return offered.flatMap((c, i): Line[] => {
    const here = i === cursor;
    return [
      [
        { text: here ? '▶ ' : '  ', token: 'accent', bold: true },
        { text: ticked[i] ? '[x] ' : '[ ] ', bold: ticked[i] === true },
        { text: truncate(c.text, width - 6), bold: here },
      ],
      [{ text: `      ${truncate(t.knowledge.keywords(c.keywords), width - 6)}`, token: 'muted' }],
    ];
  });
}
