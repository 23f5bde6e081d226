// What the bundle gives every `import 'string-width'` (Ink's own measuring, wrap-ansi,
// cli-truncate, widest-line and ours): the same widths, with the lines the screens
// draw (ASCII, CJK, lone emoji, the screens' symbols) measured without the library's
// per-cluster Unicode regexes, which cost Ink's first render tens of milliseconds.
// Everything else, and every call with options, goes to string-width itself.
// scripts/build.mjs sets the alias; tests/tui checks the two agree.
import type realStringWidthType from 'string-width-real';
import { PRINTABLE_ASCII, quickWidth } from './text-width.js';

type RealWidth = typeof realStringWidthType;
let real: RealWidth | null = null;

/**
 * The library itself, under a second name the build's alias does not catch
 * (package.json), evaluated on first use: making its segmenter and Unicode regexes
 * costs ~40 ms, which the list drawn before the app loads never needs.
 */
function realStringWidth(...args: Parameters<RealWidth>): number {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a required module is evaluated when first required (esbuild keeps that in the bundle)
  real ??= (require('string-width-real') as { default: RealWidth }).default;
  return real(...args);
}

/** Colour and style codes (what chalk writes), which take no cells. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const SGR = /\u001B\[[0-9;]*m/g;
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const C1_OR_ESC = /[\u001B\u0080-\u009F]/;

export default function stringWidth(text: string, options?: Parameters<typeof realStringWidth>[1]): number {
  if (typeof text !== 'string' || options !== undefined) return realStringWidth(text, options);
  const plain = text.includes('\u001B') ? text.replace(SGR, '') : text;
  // Any other escape, or a C1 control (string-width strips 8-bit OSC/DCS strings too): the library's answer.
  if (C1_OR_ESC.test(plain)) return realStringWidth(text);
  if (PRINTABLE_ASCII.test(plain)) return plain.length;
  return quickWidth(plain) ?? realStringWidth(plain);
}
