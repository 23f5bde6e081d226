import { InvalidArgumentError, type Command } from 'commander';
import { parseLang, type Lang } from '../i18n/index.js';

export interface GlobalOpts {
  baseDir?: string;
  lang?: string;
  json?: boolean;
}

/** Global options as every verb sees them; the parity verbs speak Chinese unless --lang says otherwise. */
export function globalsOf(cmd: Command): { baseDir?: string; lang: Lang; json: boolean } {
  const o = cmd.optsWithGlobals<GlobalOpts>();
  return { baseDir: o.baseDir, lang: parseLang(o.lang, 'zh'), json: Boolean(o.json) };
}

export function intArg(name: string, min?: number, max?: number) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number`);
    const n = Number(value);
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      throw new InvalidArgumentError(`${name} must be between ${min ?? '-∞'} and ${max ?? '∞'}`);
    }
    return n;
  };
}
