import { graphemes } from './text-width.js';

/**
 * `--ascii`: what reaches the terminal holds no emoji and no symbol whose width
 * depends on the terminal (East Asian ambiguous: ▶ · … → ↑ ─ and the sparkline
 * blocks). Each is replaced by ASCII of the same number of cells, so layout done
 * on the original text stays right. Letters of any script are left alone.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  '▶': '>', '·': '-', '…': '~', '→': '>', '←': '<', '↑': '^', '↓': 'v', '⇄': '=', '⏎': '<',
  '✓': 'v', '✗': 'x', '×': 'x', '✎': 'e', '◆': '*', '│': '|', '─': '-', '—': '-', '–': '-',
  '‹': '<', '›': '>', '“': '"', '”': '"', '‘': "'", '’': "'", '•': '*', '⚠': '!',
  '┤': '|', '┼': '+', '╭': '.', '╮': '.', '╰': "'", '╯': "'", '╶': '-', '╴': '-', '┈': '.', '▲': '^', '▼': 'v',
  '▁': '_', '▂': '.', '▃': '-', '▄': '=', '▅': '+', '▆': '*', '▇': '%', '█': '#',
  '🟢': 'G+', '🟡': 'Y~', '🔴': 'R-', '⚠️': '! ',
};

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const NON_ASCII = /[^ -~\t\n\r]/;

export function toAscii(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  let out = '';
  for (const { ch, width } of graphemes(text)) {
    if (ch.length === 1 && ch.charCodeAt(0) < 0x80) {
      out += ch;
      continue;
    }
    const mapped = SYMBOLS[ch] ?? (PICTOGRAPHIC.test(ch) ? '*' : null);
    out += mapped === null ? ch : mapped.padEnd(width, ' ').slice(0, Math.max(width, 0));
  }
  return out;
}

/**
 * Whether to draw in ASCII: `--ascii` / `--no-ascii` decide; otherwise when the
 * locale names a character set that is not UTF-8 (`LANG=C`, `zh_CN.GB18030`).
 * No locale set at all says nothing about the terminal, and keeps Unicode.
 */
export function asciiWanted(env: NodeJS.ProcessEnv, flag: boolean | null): boolean {
  if (flag !== null) return flag;
  const locale = env['LC_ALL'] || env['LC_CTYPE'] || env['LANG'] || '';
  if (locale === '') return false;
  return !/utf-?8/i.test(locale);
}

/** Every later write to `out` is made ASCII (escape sequences are ASCII already and pass as they are). */
export function asciiWrites(out: NodeJS.WriteStream): void {
  const write = out.write;
  out.write = function asciiWrite(this: NodeJS.WriteStream, chunk: string | Uint8Array, ...rest: unknown[]) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return (write as (...args: unknown[]) => boolean).call(out, toAscii(text), ...rest);
  } as typeof out.write;
}
