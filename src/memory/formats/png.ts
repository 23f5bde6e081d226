// SVG to PNG, offline: resvg (compiled to WebAssembly, shipped beside the
// bundle) with fonts read from the places fonts are installed, since the
// WebAssembly build cannot ask the system for them.
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { FontError, refused } from '../../model/index.js';
import { replaceTags } from '../../model/text.js';

const WASM = 'resvg.wasm';
const FONT_FILE = /\.(ttf|otf|ttc)$/i;
/** Font files whose names say they hold Chinese characters. */
const CJK_NAME = /cjk|noto.?(sans|serif).?(sc|tc|hk|jp|kr)\b|sourcehan|source-han|wqy|wenquanyi|pingfang|hiragino|msyh|msjh|simhei|simsun|simkai|droidsansfallback|heiti|songti|ukai|uming|arphic|notosanssc|notoserifsc|sarasa/i;
/** Latin fonts to prefer for digits and letters, best first. */
const LATIN_NAMES = [/^dejavusans\.ttf$/i, /^arial\.ttf$/i, /^liberationsans-regular\.ttf$/i, /^helvetica/i, /^notosans-regular\./i, /^roboto-regular\./i];

/** Where fonts are installed: SIMP_FONT_DIRS (separated by the path delimiter) replaces the usual places. */
export function fontDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const own = env['SIMP_FONT_DIRS'];
  if (own !== undefined && own !== '') return own.split(process.platform === 'win32' ? ';' : ':').filter((d) => d !== '');
  const home = homedir();
  const data = env['XDG_DATA_HOME'] || join(home, '.local', 'share');
  return [
    join(data, 'fonts'),
    join(home, '.fonts'),
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    '/System/Library/Fonts',
    '/Library/Fonts',
    join(home, 'Library', 'Fonts'),
    ...(env['WINDIR'] ? [join(env['WINDIR'], 'Fonts')] : []),
    ...(env['LOCALAPPDATA'] ? [join(env['LOCALAPPDATA'], 'Microsoft', 'Windows', 'Fonts')] : []),
  ];
}

/** Font files under the given folders (four levels deep, at most 5,000). */
export function findFonts(dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 4 || found.length >= 5000) return;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const path = join(dir, name);
      if (FONT_FILE.test(name)) found.push(path);
      else if (!name.includes('.')) walk(path, depth + 1);
    }
  };
  for (const dir of dirs) walk(dir, 0);
  return found;
}

export interface FontChoice {
  latin: string | null;
  cjk: string | null;
}

/** The fonts a picture is drawn with: one for Latin letters and digits, one with Chinese characters. */
export function chooseFonts(files: readonly string[]): FontChoice {
  const cjk = files.find((f) => CJK_NAME.test(basename(f))) ?? null;
  const ttf = files.filter((f) => /\.(ttf|otf)$/i.test(f));
  const latin = LATIN_NAMES.map((re) => ttf.find((f) => re.test(basename(f)))).find((f) => f !== undefined) ?? ttf[0] ?? null;
  return { latin, cjk };
}

/** The first bytes of TrueType, OpenType (CFF), Apple TrueType and font collections. */
const FONT_MAGIC = ['00010000', '4f54544f', '74727565', '74746366'];

function isFont(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    return readSync(fd, head, 0, 4, 0) === 4 && FONT_MAGIC.includes(head.toString('hex'));
  } finally {
    closeSync(fd);
  }
}

const HAS_CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function wasmBytes(): Buffer {
  const here = dirname(fileURLToPath(import.meta.url));
  const paths = [join(here, WASM)];
  try {
    paths.push(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'));
  } catch {
    // only the bundle's copy
  }
  for (const path of paths) {
    try {
      return readFileSync(path);
    } catch {
      // next place
    }
  }
  throw new FontError('no-wasm', `${WASM}, ${here}`);
}

let ready: Promise<void> | null = null;

/**
 * The PNG of an SVG at twice its size. The text needs fonts: `fontFile` (or
 * SIMP_FONT) when given, else the installed ones; a picture with Chinese text
 * and no font with Chinese characters is refused with what to do, not drawn
 * with empty boxes.
 */
export async function svgToPng(svg: string, fontFile?: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const asked = fontFile ?? (env['SIMP_FONT'] || undefined);
  if (asked !== undefined && !statSync(asked, { throwIfNoEntry: false })?.isFile()) throw refused({ field: '', kind: 'place', problem: 'no-font', value: asked });
  if (asked !== undefined && !isFont(asked)) throw refused({ field: '', kind: 'place', problem: 'not-font', value: asked });
  const dirs = fontDirs(env);
  const fonts = chooseFonts(findFonts(dirs));
  const files = [...new Set([asked, fonts.cjk, fonts.latin].filter((f): f is string => f !== null && f !== undefined))];
  const text = replaceTags(svg, '', true);
  if (files.length === 0) {
    throw new FontError('none', dirs.join(', '));
  }
  if (HAS_CJK.test(text) && asked === undefined && fonts.cjk === null) {
    throw new FontError('no-cjk', dirs.join(', '));
  }
  ready ??= initWasm(wasmBytes());
  await ready;
  const resvg = new Resvg(svg, {
    font: { fontBuffers: files.map((f) => readFileSync(f)), loadSystemFonts: false },
    fitTo: { mode: 'zoom', value: 2 },
  });
  return Buffer.from(resvg.render().asPng());
}
