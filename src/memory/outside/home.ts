// Where the data lives when nobody said, and the user's config file.
import { closeSync, existsSync, lstatSync, realpathSync, statSync, type Stats } from 'node:fs';
import { homedir, platform } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { InputError, refused } from '../../model/errors.js';
import { MODES } from '../../model/enums.js';
import { FILE_MODE, writeFileAtomic } from '../io/atomic.js';
import { folderError } from '../io/write-errors.js';
import { issueText, type FieldIssue } from '../../model/field-issues.js';
import { openRegular } from '../io/open-regular.js';
import { checkJsonDepth, readBounded } from '../io/bounds.js';
import { jsonErrorOffset, lineColumn } from '../formats/json-error.js';
import { LIMITS } from '../../model/limits.js';

/** The config file's keys (all optional). */
export interface Config {
  /** Interface language when neither --lang nor SIMP_LANG says. */
  lang?: 'zh' | 'en';
  /** The base folder when neither --base-dir nor SIMP_HOME says, and ./crushes does not exist. */
  data_dir?: string;
  /** The pursuit mode a new crush starts with (default hybrid). */
  mode?: (typeof MODES)[number];
}

/** Why the base folder is the one it is. */
export type BaseReason = 'flag' | 'env' | 'local' | 'config' | 'data-home';

export interface BaseChoice {
  dir: string;
  reason: BaseReason;
}

const KEYS = new Set(['lang', 'data_dir', 'mode']);

function home(env: NodeJS.ProcessEnv): string | null {
  if (env['HOME']) return env['HOME'];
  try {
    return homedir();
  } catch {
    return null;
  }
}

/** The platform's folder for a user's application data (XDG on Linux and the BSDs). */
export function dataHome(env: NodeJS.ProcessEnv = process.env, os: string = platform()): string | null {
  const h = home(env);
  if (os === 'win32') return env['APPDATA'] ? join(env['APPDATA'], 'simp') : h ? join(h, 'AppData', 'Roaming', 'simp') : null;
  if (os === 'darwin') return h ? join(h, 'Library', 'Application Support', 'simp') : null;
  const xdg = env['XDG_DATA_HOME'];
  if (xdg && isAbsolute(xdg)) return join(xdg, 'simp');
  return h ? join(h, '.local', 'share', 'simp') : null;
}

/** The config file: SIMP_CONFIG, else $XDG_CONFIG_HOME/simp/config.json, else ~/.config/simp/config.json. */
export function configPath(env: NodeJS.ProcessEnv = process.env, os: string = platform()): string | null {
  if (env['SIMP_CONFIG']) return resolve(env['SIMP_CONFIG']);
  const h = home(env);
  if (os === 'win32') return env['APPDATA'] ? join(env['APPDATA'], 'simp', 'config.json') : null;
  if (os === 'darwin') return h ? join(h, 'Library', 'Application Support', 'simp', 'config.json') : null;
  const xdg = env['XDG_CONFIG_HOME'];
  if (xdg && isAbsolute(xdg)) return join(xdg, 'simp', 'config.json');
  return h ? join(h, '.config', 'simp', 'config.json') : null;
}

/**
 * The platform's folder for what a user's programs keep that is neither data nor
 * settings (XDG_STATE_HOME on Linux and the BSDs): the key that signs the timeline
 * cache's entries lives there, away from the cache folder.
 */
export function stateHome(env: NodeJS.ProcessEnv = process.env, os: string = platform()): string | null {
  const h = home(env);
  if (os === 'win32') return env['LOCALAPPDATA'] ? join(env['LOCALAPPDATA'], 'simp') : h ? join(h, 'AppData', 'Local', 'simp') : null;
  if (os === 'darwin') return h ? join(h, 'Library', 'Application Support', 'simp') : null;
  const xdg = env['XDG_STATE_HOME'];
  if (xdg && isAbsolute(xdg)) return join(xdg, 'simp');
  return h ? join(h, '.local', 'state', 'simp') : null;
}

const configs = new Map<string, Config>();

/**
 * The user's config, checked key by key (a wrong value is refused naming the
 * file and the key); no file is an empty config.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const path = configPath(env);
  if (path === null || !existsSync(path)) return {};
  const cached = configs.get(path);
  if (cached) return cached;
  // A FIFO or a device there (a link to /dev/zero) is refused, not waited on or read without end; a file no further than its limit.
  const fd = openRegular(path);
  let text: string;
  try {
    text = readBounded(fd, path, LIMITS.configBytes).toString('utf8');
  } finally {
    closeSync(fd);
  }
  checkJsonDepth(text, path);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    // Said with its line and column, in the user's language.
    const at = lineColumn(text, jsonErrorOffset(text));
    throw new InputError(`${path}: not valid JSON at line ${at.line}, column ${at.column} (${(err as Error).message}); fix or remove it`, [{ field: '', kind: 'json', object: false, at }], path);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new InputError(`${path}: not a JSON object; write {"lang": "zh"}`, [{ field: '', kind: 'json', object: true }], path);
  const obj = raw as Record<string, unknown>;
  const unknown = Object.keys(obj).filter((k) => !KEYS.has(k));
  if (unknown.length > 0) throw new InputError(`${path}: unknown key ${unknown.map((k) => JSON.stringify(k)).join(', ')} (known: lang, data_dir, mode)`, [{ field: '', kind: 'unknown-keys', keys: unknown }], path);
  const config: Config = {};
  if (obj['lang'] !== undefined) {
    if (obj['lang'] !== 'zh' && obj['lang'] !== 'en') throw new InputError(`${path}: "lang" must be "zh" or "en", not ${JSON.stringify(obj['lang'])}`, [{ field: 'lang', kind: 'one-of', options: ['zh', 'en'] }], path);
    config.lang = obj['lang'];
  }
  if (obj['data_dir'] !== undefined) {
    if (typeof obj['data_dir'] !== 'string' || obj['data_dir'].trim() === '') throw new InputError(`${path}: "data_dir" must be a folder path`, [{ field: 'data_dir', kind: typeof obj['data_dir'] === 'string' ? 'required' : 'text' }], path);
    const dir = obj['data_dir'].startsWith('~/') && home(env) ? join(home(env) as string, obj['data_dir'].slice(2)) : obj['data_dir'];
    config.data_dir = resolve(join(path, '..'), dir);
  }
  if (obj['mode'] !== undefined) {
    if (!(MODES as readonly unknown[]).includes(obj['mode'])) throw new InputError(`${path}: "mode" must be one of ${MODES.join(', ')}, not ${JSON.stringify(obj['mode'])}`, [{ field: 'mode', kind: 'one-of', options: MODES }], path);
    config.mode = obj['mode'] as Config['mode'];
  }
  configs.set(path, config);
  return config;
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The base folder and why: --base-dir, else SIMP_HOME, else ./crushes when it
 * exists (a project folder, the bundled example), else the config's data_dir,
 * else `crushes` in the platform's data folder (XDG_DATA_HOME on Linux).
 */
export function chooseBase(
  flag: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  config: () => Config = () => readConfig(env),
): BaseChoice {
  if (flag !== undefined) {
    if (flag.trim() === '') throw refused({ field: '', kind: 'place', problem: 'base-empty', value: '' });
    return { dir: resolve(cwd, flag), reason: 'flag' };
  }
  // An empty SIMP_HOME is unset, not "the current folder".
  if (env['SIMP_HOME']) return { dir: resolve(cwd, env['SIMP_HOME']), reason: 'env' };
  const local = resolve(cwd, 'crushes');
  if (isDir(local)) return { dir: local, reason: 'local' };
  const dataDir = config().data_dir;
  if (dataDir) return { dir: dataDir, reason: 'config' };
  const data = dataHome(env);
  return data ? { dir: join(data, 'crushes'), reason: 'data-home' } : { dir: local, reason: 'local' };
}

/** The config file's language becomes SIMP_LANG's default, so every verb and the TUI speak it. */
export function applyConfigDefaults(env: NodeJS.ProcessEnv = process.env): void {
  if (env['SIMP_LANG']) return;
  const { lang } = readConfig(env);
  if (lang) env['SIMP_LANG'] = lang;
}

/** Whether something is at a path (for `simp where`). */
export function pathExists(path: string | null): boolean {
  return path !== null && existsSync(path);
}

/** A path with its links resolved, as far as it exists (a file not written yet resolves through its folder). */
function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Why a file the user named cannot be written there (null: it can): it is a
 * folder, or it is inside the data folder, whose files only the memory service
 * writes (under the lock). Exports and archives both ask it.
 */
export function userFileProblem(target: string, base: string): { kind: 'folder' } | { kind: 'inside'; data: string } | null {
  if (isDir(target)) return { kind: 'folder' };
  const data = realOrSelf(resolve(base));
  const where = join(realOrSelf(dirname(target)), basename(target));
  return where === data || where.startsWith(`${data}${sep}`) ? { kind: 'inside', data } : null;
}

/**
 * Writes a file the user asked for outside the data folder (an export, a chart, a
 * rhythm report): whole or not at all (a temp file beside it, renamed over it), and
 * always private (0600), whatever mode a file there had: its text comes from the
 * notes. Refused, with nothing written: a folder, a place inside the data folder, a
 * symbolic link at that name (simp neither writes where it leads nor replaces it),
 * a folder that does not exist (nothing is created for a mistyped path).
 */
export function writeUserFile(path: string, content: string | Uint8Array, base: string): string {
  const target = checkUserFile(path, base);
  try {
    writeFileAtomic(target, content, FILE_MODE);
  } catch (err) {
    // A full disk or a read-only folder, said as such (the temp is gone, the target as it was).
    throw folderError(dirname(target), err);
  }
  return target;
}

/** The full path of a file the user asked for, refused as `writeUserFile` refuses it (nothing written). */
export function checkUserFile(path: string, base: string): string {
  const target = resolve(path);
  const refuse = (problem: Extract<FieldIssue, { kind: 'out-file' }>['problem'], at = target, data?: string): never => {
    const issue: FieldIssue = { field: '', kind: 'out-file', problem, path: at, ...(data === undefined ? {} : { data }) };
    throw new InputError(issueText(issue), [issue]);
  };
  if (lstatOrNull(target)?.isSymbolicLink()) refuse('link');
  const problem = userFileProblem(target, base);
  if (problem?.kind === 'folder') refuse('folder');
  if (problem?.kind === 'inside') refuse('inside', target, problem.data);
  if (!isDir(dirname(target))) refuse('no-folder', dirname(target));
  return target;
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}
