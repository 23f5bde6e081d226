import { Argument, Command, Option } from 'commander';
import { MODES, SCORE_MAX, SCORE_MIN } from '../model/enums.js';
import { EVENT_TYPES } from '../model/event-rules.js';
import { intArg, personalityArg, stageArg, takeArgIssue, withNames } from './args.js';
import type { Lang } from '../i18n/index.js';
import { usageErrorText, usageHint } from '../present/usage-errors.js';
import { errorText } from '../present/field-errors.js';
import { refused } from '../model/errors.js';
import { CLI_KEYS } from './io.js';
import { personalityInputs, stageInputs } from '../present/enum-names.js';
import { lazy } from './lazy.js';
import { registerFlowCommands } from './commands-flows.js';
import { registerKnowledgeCommands } from './commands-knowledge.js';
import { addExamples } from './examples.js';
import { GLOBAL_FLAGS } from './plain-args.js';
import { VERB_SPECS } from './verb-specs.js';
import { addVerb } from './add-verb.js';
import { HELP_LINES_ZH, helpTitle } from '../i18n/help-zh.js';
import { ROOT_HELP_AFTER_ZH } from '../i18n/help-verbs-zh.js';
import { localizeHelp } from './help-lang.js';

const mem = () => import('./actions-memory.js');
const admin = () => import('./actions-admin.js');
const readActions = () => import('./actions-read.js');

export function buildProgram(lang: Lang = 'zh'): Command {
  const program = new Command('simp')
    .description('A local-first companion for someone pursuing a crush. Without a verb, opens the terminal UI.')
    // `-V`/`--version` are handled in main() wherever they are: rollback has its own --version <name>.
    .addHelpText('after', lang === 'zh' ? ROOT_HELP_AFTER_ZH : '\nRun `simp -V` for the version. Data rules: see README (File rules).')
    .showHelpAfterError(usageHint(lang))
    // Help's headings and its own lines in the verb's language; set before the verbs so each inherits them.
    .configureHelp({ styleTitle: (title) => helpTitle(title, lang) })
    .helpOption('-h, --help', lang === 'zh' ? HELP_LINES_ZH.help : 'display help for command')
    .helpCommand('help [command]', lang === 'zh' ? HELP_LINES_ZH.helpCommand : 'display help for command')
    // Set before the verbs are added so every verb inherits them: usage errors
    // come back to main() and exit 2 instead of commander's own exit 1.
    .exitOverride()
    .configureOutput({
      writeErr: (s) => process.stderr.write(s),
      // Commander's own words, said in the verb's language (a value our parsers refused, by its issue).
      outputError: (s, write) => {
        const issue = takeArgIssue();
        write(usageErrorText(s, lang, issue === null ? undefined : errorText(refused(issue), lang, CLI_KEYS)));
      },
    });

  // The global options, from the one table the pre-parse reads (plain-args.ts).
  for (const f of GLOBAL_FLAGS) {
    const option = new Option(f.value === undefined ? `--${f.name}` : `--${f.name} ${f.value}`, f.help);
    program.addOption(f.choices === undefined ? option : option.choices([...f.choices]));
  }

  program
    .command('append')
    .description('append one event (validated) to events.jsonl')
    .argument('<slug>', 'crush folder name')
    .argument('<type>', `event type: ${EVENT_TYPES.join(', ')}`)
    .argument('<json>', 'the event data as a JSON object')
    .option('--json', 'print the stored event')
    .action(lazy(mem, 'append'));
  program
    .command('events')
    .description('print the last events as JSON lines (reads the file backwards)')
    .argument('<slug>')
    .option('--last <n>', 'how many events (counted after the filters, from the end of the log)', intArg('--last', 1), 5);
  withFilters(program.commands.at(-1) as Command, 'events')
    .option('--json', 'one JSON array instead of JSON lines')
    .action(lazy(readActions, 'events'));
  addVerb(program, VERB_SPECS.context);
  addVerb(program, VERB_SPECS.snapshot);
  program
    .command('timeline')
    .description('print every event, oldest first (streamed)')
    .argument('<slug>')
    .option('--full', 'describe every event type (the default column is the reference tool\'s, blank for most types)')
    .option('--interactions', 'also the interactions of interactions.jsonl (simp log), each at its time');
  withFilters(program.commands.at(-1) as Command, 'timeline')
    .option('--json', 'JSON lines of {ts, type, label, description} (and kind "interaction" for those)')
    .action(lazy(readActions, 'timeline'));
  program
    .command('rebuild')
    .description('replay events.jsonl into the state it implies')
    .argument('<slug>')
    .option('--write', 'also repair state.md front matter and meta.json (stage, score, event_count)')
    .option('--json', 'with --write: print {state, event_count, fixes}')
    .action(lazy(mem, 'rebuild'));

  program
    .command('export')
    .description("one person's story: profile, stage path, score history, every event and interaction, topic memories")
    .argument('<slug>')
    .addOption(new Option('--format <f>', 'md, html or json').choices(['md', 'html', 'json']).default('md'))
    .option('--out <file>', 'write it to this file (whole or not at all) instead of printing it')
    .option('--redact', 'leave out names and places: every nickname, slug, chat name and place they ever had, wherever they appear, in any letter case or width')
    .action(lazy(admin, 'exportStory'));
  program
    .command('search')
    .description('find what you wrote in every crush: events, interactions, profiles and topic memories (several words: all in one record; case, width and traditional/simplified Chinese folded; archived crushes too)')
    .argument('<words...>')
    .option('--limit <n>', 'at most this many places (default 200)', intArg('--limit', 1))
    .option('--since <when>', `${SINCE_HELP}; profile lines have no date and are left out`)
    .option('--until <when>', UNTIL_HELP)
    .option('--json', 'print {text, crushes: [{slug, found: [...]}], total, truncated}')
    .action(lazy(admin, 'search'));
  const correct = () => import('./action-correct.js');
  program
    .command('amend')
    .description('correct a mistaken record (an event, or an interaction with i:N): a correction event names its line, the log stays as written')
    .argument('<slug>')
    .argument('<ref>', 'the line number timeline --full and search print (events.jsonl), i:N for interactions.jsonl, or a time stamp that fits one record')
    .requiredOption('--set <field=value>', 'a field to set anew (repeat for more; ts=… moves its time)', (v: string, prev: string[]) => [...prev, v], [])
    .option('--reason <text>', 'why, kept with the correction')
    .option('--json', 'print {target, action, changes, after, write}')
    .action(lazy(correct, 'amend'));
  program
    .command('void')
    .description('retract a mistaken record: it stays in the log, marked, and counts nowhere')
    .argument('<slug>')
    .argument('<ref>', 'the line number timeline --full and search print, i:N for interactions.jsonl, or a time stamp')
    .option('--reason <text>', 'why, kept with the correction')
    .option('--json', 'print {target, action, after, write}')
    .action(lazy(correct, 'voidRecord'));
  program
    .command('doctor')
    .description('find what needs mending (meta.json against state.md, counts against the logs, unreadable files, temp files, modes, a stale lock); --fix mends it')
    .argument('[slug]', 'one crush (default: every one)')
    .option('--fix', 'mend what can be mended, each through the one write path')
    .option('--json', 'print {crushes: [{slug, findings}]} (and changed, with --fix)')
    .action(lazy(() => import('./action-doctor.js'), 'doctor'));
  program
    .command('where')
    .description('which data folder is used and why, the config file (lang, data_dir, mode) and the cache folder')
    .option('--json', 'print {data_dir, reason, exists, config, cache_dir}')
    .action(lazy(() => import('./action-where.js'), 'where'));
  program
    .command('list')
    .description('list every crush (from each meta.json); archived ones only with --all')
    .option('--all', 'also list archived crushes')
    .option('--json', 'print an array')
    .action(lazy(readActions, 'list'));
  for (const [verb, what] of [
    ['archive', 'put a crush away: it leaves the list (nothing is deleted; every verb still works on it)'],
    ['unarchive', 'bring an archived crush back into the list'],
  ] as const) {
    program
      .command(verb)
      .description(what)
      .argument('<slug>')
      .option('--json', 'print the result as JSON')
      .action(lazy(admin, verb));
  }
  program
    .command('rename')
    .description("give a crush a new slug: its folder is renamed, meta.json and the profile's slug follow; its history is kept as written")
    .argument('<slug>')
    .argument('<new-slug>')
    .option('--json', 'print {from, to, dir, changed}')
    .action(lazy(admin, 'rename'));
  program
    .command('delete')
    .description("move a crush, whole, to the base folder's .trash/ (nothing is removed; move it back to restore it); asks you to type the slug, or --yes")
    .argument('<slug>')
    .option('--yes', 'do not ask (for scripts)')
    .option('--json', 'print {from, dir}')
    .action(lazy(admin, 'deleteCrush'));
  for (const name of ['init', 'create']) {
    program
      .command(name)
      .description(name === 'init' ? 'create a crush folder with every file and a profile_created event' : 'the same as init')
      .argument('[slug]', 'folder name: a-z, 0-9, - and _. A name that is not one (小美) is refused with exit 2, naming the slug its pinyin suggests (xiaomei; xiaomei-2 when that folder exists): pinyin can misread a name, so the folder is yours to confirm')
      .option('--slug <slug>', 'the same as the argument (reference spelling)')
      .option('--nickname <name>', 'what you call them (default: [待填写])')
      .addOption(withNames(new Option('--personality <type>', 'personality type, stored or English name (感性型 or emotional)'), personalityArg, personalityInputs()))
      .addOption(withNames(new Option('--stage <stage>', 'where things stand now, stored or English name (暧昧期 or flirting): recorded as a stage change'), stageArg, stageInputs()))
      .option('--age <age>', 'their age (26 or 26岁)')
      .option('--gender <gender>', 'their gender: 女 / 男 (female / male are stored so), or your own word')
      .option('--occupation <text>', 'their job or school')
      .option('--city <city>', 'the city they live in')
      .option('--mbti <type>', 'their MBTI type, if you know it (INFP)')
      .option('--zodiac <sign>', 'their zodiac sign, stored or English name (双鱼座, 双鱼 or pisces)')
      .option('--how-met <text>', 'how you met (the profile field how_met)')
      .option('--set <field=value>', 'another profile field (age, mbti, city, …; repeat for more), checked as update checks it', (v: string, prev: string[]) => [...prev, v], [])
      .option('--status <text>', 'what you are now: classmates, colleagues, friends, met online…')
      .addOption(new Option('--initiates <who>', 'who reaches out more').choices(['me', 'same', 'them']))
      .addOption(new Option('--they-know <answer>', 'whether they know how you feel').choices(['yes', 'no', 'maybe']))
      .option('--hobbies <text>', 'their hobbies')
      .option('--quirks <text>', 'their quirks and pet phrases')
      .option('--love <text>', 'what you love about them most')
      .option('--style <text>', 'how you talk and write (so suggestions sound like you)')
      .addOption(new Option('--mode <mode>', 'the pursuit mode to start in').choices(['sweet', 'strategic', 'hybrid']))
      .option('--json', 'print {slug, dir, files, profile, sections, stage, mode}')
      .action(lazy(admin, 'init'));
  }
  program
    .command('backup')
    .description('copy profile, state, strategy and meta into versions/ and bump the version; with --archive, every file of the crush (or of --all) into one verified archive file')
    .argument('[slug]')
    .option('--all', 'with --archive: every crush of the base folder')
    .option('--archive <file>', 'write one gzip\'d tar of every file and a manifest (size, mode, sha256 of each), private (0600), outside the data folder')
    .option('--encrypt', 'with --archive: encrypt it (scrypt + AES-256-GCM; the passphrase is asked without echo, or SIMP_PASSPHRASE)')
    .option('--json', 'print {name, version}; with --archive, {path, crushes, files, bytes, size, encrypted, skipped}')
    .action(lazy(admin, 'backup'));
  program
    .command('restore')
    .description('bring crushes back from a backup --archive file: every hash checked first, each crush into an empty place (an existing one only with --force, moved to .trash/ first)')
    .argument('<file>', 'the archive (.tar.gz, or encrypted: the passphrase is asked, or SIMP_PASSPHRASE)')
    .option('--slug <slug>', 'restore this crush of the archive only')
    .option('--dry-run', 'check the archive and say what would be restored and replaced; write nothing')
    .option('--force', 'a crush already there is first moved, whole, to .trash/<slug>_<time>/')
    .option('--json', 'print {file, encrypted, dry_run, verified, crushes: [{slug, action, dir, trashed}]}')
    .action(lazy(() => import('./action-archive.js'), 'restore'));
  program
    .command('rollback')
    .description('restore profile, state, strategy and meta from a version (no event undone; a version_restored event records it)')
    .argument('<slug>')
    .requiredOption('--version <name>', 'exact version folder, or v2 for the newest v2_*')
    .option('--dry-run', 'show what would change (a diff of profile, state, strategy and meta) and write nothing')
    .option('--json', 'print {restored, backup, files}; with --dry-run, each file now and in the version')
    .action(lazy(admin, 'rollback'));
  addVerb(program, VERB_SPECS.versions);
  program
    .command('update-meta')
    .description('set stage, score or mode: written through state.md and the events, so every view and rebuild agree')
    .argument('<slug>')
    .addOption(withNames(new Option('--stage <stage>', 'current stage, stored or English name'), stageArg, stageInputs()))
    .option('--score <n>', `signal score ${SCORE_MIN}..${SCORE_MAX}`, intArg('--score', SCORE_MIN, SCORE_MAX))
    .addOption(new Option('--mode <mode>', 'pursuit mode').choices([...MODES]))
    .option('--json', 'print the result as JSON')
    .action(lazy(admin, 'updateMeta'));
  program
    .command('upgrade')
    .description('add the files and meta.json fields an older folder lacks (nothing existing is rewritten)')
    .argument('<slug>')
    .option('--json', 'print the list of changes')
    .action(lazy(admin, 'upgrade'));
  registerFlowCommands(program);
  registerKnowledgeCommands(program);
  program
    .command('completion')
    .description('print a completion script for your shell: verbs, options, crush folders, stages and modes')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { completionScript } = await import('./completion.js');
      process.stdout.write(completionScript(program, shell));
    });
  addExamples(program, lang);
  // Every verb's --help in the verb's language, measured in terminal cells.
  localizeHelp(program, lang);
  return program;
}

const SINCE_HELP = 'only what is dated from then on (2026-05-01, 3天前, last friday; a day alone from its start)';
const UNTIL_HELP = 'only what is dated up to then (2026-05-31, 昨天, yesterday; a day alone to its end)';

/** The filters `timeline` and `events` share (all must hold), worded as `search` words its dates. */
function withFilters(cmd: Command, verb: 'events' | 'timeline'): Command {
  const types = verb === 'timeline' ? 'event types (with --interactions also chat_sent, meeting…)' : 'event types';
  return cmd
    .option('--type <types>', `only records of these ${types}, split by commas (signal_recorded,stage_changed)`)
    .option('--since <when>', SINCE_HELP)
    .option('--until <when>', UNTIL_HELP)
    .option('--grep <words>', 'only records whose values (what you wrote, never the keys) hold every word; case, width and traditional/simplified Chinese folded');
}
