import type { Token } from '../../shell/kernel/theme.js';
import { wrapText } from './wrap-lines.js';

/** A run of text with one style; a Line is what one terminal row shows. */
export interface Seg {
  readonly text: string;
  readonly token?: Token;
  readonly bold?: boolean;
  readonly inverse?: boolean;
  readonly dim?: boolean;
  /** Struck through (a retracted record); a mark in words goes with it, so it reads without styles. */
  readonly strike?: boolean;
}
export type Line = readonly Seg[];

export const line = (text: string, style: Omit<Seg, 'text'> = {}): Line => [{ text, ...style }];

/** A paragraph wrapped to the pane width, every row in the same style. */
export function paragraph(text: string, width: number, style: Omit<Seg, 'text'> = {}, indent = ''): Line[] {
  return wrapText(text, width - indent.length).map((row) => line(indent + row, style));
}

export const blank: Line = [{ text: '' }];

export const lineText = (l: Line): string => l.map((s) => s.text).join('');
