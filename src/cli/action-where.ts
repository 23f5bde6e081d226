import type { Command } from 'commander';
import { chooseBase, configPath, pathExists, readConfig, type BaseReason } from '../memory/outside/home.js';
import { cacheDir } from '../memory/cache/render-cache.js';
import { globalsOf } from './args.js';
import { errorText } from '../present/field-errors.js';
import { say } from './env.js';
import { printJson } from './io.js';

const REASON: Record<'zh' | 'en', Record<BaseReason, string>> = {
  zh: {
    flag: '命令行给了 --base-dir',
    env: '环境变量 SIMP_HOME',
    local: '当前文件夹里有 crushes/',
    config: '配置文件里的 data_dir',
    'data-home': '没有 --base-dir、SIMP_HOME，当前文件夹里也没有 crushes/，配置文件也没指定：用系统给用户放数据的文件夹',
  },
  en: {
    flag: '--base-dir on the command line',
    env: 'the SIMP_HOME environment variable',
    local: 'the current folder has a crushes/ folder',
    config: "the config file's data_dir",
    'data-home': "no --base-dir, no SIMP_HOME, no crushes/ in the current folder and none in the config: the platform's folder for user data",
  },
};

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
  const zh = g.lang === 'zh';
  const missing = zh ? '（还不存在，第一次创建档案时建立）' : ' (not there yet: made when the first crush is created)';
  const none = zh ? '（没有）' : ' (none)';
  say([
    `${zh ? '数据文件夹：' : 'Data folder: '}${base.dir}${pathExists(base.dir) ? '' : missing}`,
    `${zh ? '原因：' : 'Why: '}${REASON[g.lang][base.reason]}`,
    `${zh ? '配置文件：' : 'Config file: '}${config ?? '-'}${pathExists(config) ? (values ? `  ${JSON.stringify(values)}` : '') : none}`,
    ...(problemSaid ? [`${zh ? '⚠️  配置文件有问题：' : '⚠️  The config file has a problem: '}${problemSaid}`] : []),
    `${zh ? '缓存文件夹：' : 'Cache folder: '}${cache ?? (zh ? '（已关闭）' : '(off)')}`,
  ]);
}
