import type { Command, Option } from 'commander';
import { EXAMPLES } from './examples.js';

// simp(1), written from the verb definitions themselves (names, arguments, options and
// examples), so the manual cannot drift from --help. scripts/gen-man.mjs writes it to
// dist/simp.1 at build time; package.json's "man" installs it.

/** Text made safe for roff: backslashes doubled, a leading dot or quote escaped, dashes literal. */
function roff(text: string): string {
  return text
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line))
    .join('\n');
}

const ENVIRONMENT: readonly (readonly [string, string])[] = [
  ['SIMP_HOME', 'the data folder when --base-dir is not given (else ./crushes, the config file, then the XDG data home)'],
  ['SIMP_LANG', 'zh or en: the language of every verb and of the terminal UI'],
  ['SIMP_CONFIG', 'the config file to read instead of $XDG_CONFIG_HOME/simp/config.json'],
  ['SIMP_PAGER, PAGER', 'the pager for long output on a terminal (default less, with LESS=FRX when LESS is unset); empty or cat for none'],
  ['SIMP_LOCK_WAIT', 'seconds a verb waits for another program\'s lock on a crush before it gives up (default 60)'],
  ['SIMP_PASSPHRASE', 'the passphrase of an encrypted backup archive, instead of asking for it'],
  ['SIMP_CACHE_DIR, SIMP_NO_CACHE', 'where rendered timelines are cached, or no cache at all'],
  ['XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME', 'the folders simp uses when nothing else names them'],
];

const FILES: readonly (readonly [string, string])[] = [
  ['profile.md', 'who they are (front matter and sections)'],
  ['state.md', 'the stage, score and mode now'],
  ['events.jsonl', 'every event, appended, never rewritten'],
  ['strategy.md', 'the strategy of the current stage and mode'],
  ['meta.json', 'counts and marks derived from the files above'],
  ['interactions.jsonl', 'chats, meetings and calls, appended'],
  ['knowledge.json', 'topic memories'],
  ['snapshots/, versions/, memories/', 'daily snapshots, saved versions, imported material'],
];

function optionLines(options: readonly Option[]): string[] {
  return options.flatMap((o) => ['.TP', `.B ${roff(o.flags)}`, roff(o.description)]);
}

function usageOf(cmd: Command): string {
  return `simp ${cmd.name()} ${cmd.usage()}`.trim();
}

/** The whole manual page of a program built by buildProgram(). */
export function manPage(program: Command, version: string, date: string): string {
  const lines: string[] = [
    `.TH SIMP 1 "${date}" "simp ${version}" "User Commands"`,
    '.SH NAME',
    'simp \\- a local\\-first terminal companion for someone pursuing a crush',
    '.SH SYNOPSIS',
    '.B simp',
    '[\\fIoptions\\fR]',
    '.br',
    '.B simp',
    '\\fIverb\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]',
    '.SH DESCRIPTION',
    roff(program.description()),
    'Each crush is one folder of plain files under the data folder; the verbs read and write them through one memory service,',
    'every write atomic or an append under a lock. Nothing leaves the machine.',
    '.SH OPTIONS',
    ...optionLines(program.options),
    '.TP',
    '.B \\-V, \\-\\-version',
    'print the version (anywhere on the line).',
    '.SH VERBS',
  ];
  for (const cmd of program.commands) {
    if (cmd.name() === 'help') continue;
    lines.push('.SS', `.B ${roff(usageOf(cmd))}`, '.PP', roff(cmd.description()));
    if (cmd.options.length > 0) lines.push('.RS', ...optionLines(cmd.options), '.RE');
    const examples = EXAMPLES[cmd.name()] ?? [];
    if (examples.length > 0) lines.push('.PP', 'Examples:', '.RS', '.nf', ...examples.map(roff), '.fi', '.RE');
  }
  lines.push(
    '.SH ENVIRONMENT',
    ...ENVIRONMENT.flatMap(([name, what]) => ['.TP', `.B ${roff(name)}`, roff(what)]),
    '.SH FILES',
    'In each crush folder:',
    ...FILES.flatMap(([name, what]) => ['.TP', `.B ${roff(name)}`, roff(what)]),
    '.SH EXIT STATUS',
    '.TP',
    '.B 0',
    'done.',
    '.TP',
    '.B 2',
    'bad input or usage: the message names the file, line or field, and nothing was changed.',
    '.TP',
    '.B 1',
    'another failure (a full disk, a folder you cannot write, a lock held too long): the message says what was written, if anything.',
    '.SH SEE ALSO',
    'README.md and docs/ in the package: the file rules, each verb in detail, and the architecture.',
  );
  return `${lines.join('\n')}\n`;
}
