import type { Command } from 'commander';
import { chooseBase, configPath, pathExists, readConfig } from '../memory/outside/home.js';
import { messages } from '../i18n/index.js';
import { cacheDir } from '../memory/cache/render-cache.js';
import { globalsOf } from './args.js';
import { errorText } from '../present/field-errors.js';
import { say } from './env.js';
import { printJson } from './io.js';

/** `simp where`: which data folder is used and why, the config file and the cache folder. */
export function where(_o: unknown, cmd: Command): void {
  const g = globalsOf(cmd);
  const config = configPath();
  let values: Record<string, unknown> | null = null;
  let problem: string | null = null;
  let problemSaid: string | null = null;
  try {
    values = { ...readConfig() };
  } catch (err) {
    problem = (err as Error).message;
    problemSaid = errorText(err, globalsOf(cmd).lang);
  }
  // A broken config file is reported below, and the folder chosen as if it had no data_dir.
  const base = chooseBase(g.baseDir, process.env, process.cwd(), () => values ?? {});
  const cache = cacheDir();
  if (g.json) {
    return printJson({ data_dir: base.dir, reason: base.reason, exists: pathExists(base.dir), config: { path: config, exists: pathExists(config), values, problem }, cache_dir: cache });
  }
  const w = messages(g.lang).cli.where;
  say([
    `${w.dataFolder}${base.dir}${pathExists(base.dir) ? '' : w.missing}`,
    `${w.why}${w.reasons[base.reason]}`,
    `${w.configFile}${config ?? '-'}${pathExists(config) ? (values ? `  ${JSON.stringify(values)}` : '') : w.none}`,
    ...(problemSaid ? [`${w.configProblem}${problemSaid}`] : []),
    `${w.cacheFolder}${cache ?? w.off}`,
  ]);
}
