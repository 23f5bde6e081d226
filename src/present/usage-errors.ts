import type { Lang } from '../i18n/index.js';

/** What commander said about the command line (unknown option, missing value…), in the user's language. `argument` words a value our own parsers refused. */
export function usageErrorText(said: string, lang: Lang, argument?: string): string {
  if (lang === 'en') return said;
  const text = said.replace(/\n$/, '');
  const [first = '', ...rest] = text.split('\n');
  const mean = /^\(Did you mean (.+?)\?\)$/.exec(rest[0] ?? '');
  const hint = mean ? `（你是不是想用 ${mean[1]}？）` : '';
  const zh = (line: string): string => `error: ${line}${hint}\n`;
  let m: RegExpExecArray | null;
  if ((m = /^error: unknown option '(.+?)'$/.exec(first))) return zh(`没有这个选项：${m[1]}`);
  if ((m = /^error: unknown command '(.+?)'$/.exec(first))) return zh(`没有这个命令：${m[1]}`);
  if ((m = /^error: missing required argument '(.+?)'$/.exec(first))) return zh(`缺少参数 <${m[1]}>`);
  if ((m = /^error: option '(.+?)' argument missing$/.exec(first))) return zh(`选项 ${m[1]} 后面要跟一个值`);
  if ((m = /^error: required option '(.+?)' not specified$/.exec(first))) return zh(`缺少必需的选项 ${m[1]}`);
  if ((m = /^error: option '(.+?)' cannot be used with option '(.+?)'$/.exec(first))) return zh(`${m[1]} 和 ${m[2]} 不能一起用`);
  if ((m = /^error: too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)\.$/.exec(first))) {
    return zh(`${m[1] ?? 'simp'} 的参数太多：要 ${m[2]} 个，给了 ${m[3]} 个`);
  }
  if ((m = /^error: option '(.+?)' argument '(.*?)' is invalid\.\s*([\s\S]*)$/.exec(text))) return zh(`选项 ${m[1]} 的值 “${m[2]}” 不对：${tail(m[3] ?? '', argument)}`);
  if ((m = /^error: command-argument value '(.*?)' is invalid for argument '(.+?)'\.\s*([\s\S]*)$/.exec(text))) {
    return zh(`参数 <${m[2]}> 的值 “${m[1]}” 不对：${tail(m[3] ?? '', argument)}`);
  }
  return said;
}

function tail(rest: string, argument: string | undefined): string {
  const choices = /^Allowed choices are (.*)\.$/.exec(rest.trim());
  if (choices) return `可以用的有：${(choices[1] ?? '').split(', ').join('、')}`;
  return argument ?? rest;
}

/** Said after a usage error. */
export const usageHint = (lang: Lang): string => (lang === 'zh' ? '（运行 simp --help 查看所有命令）' : '(run simp --help for the list of verbs)');
