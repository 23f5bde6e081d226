import { Argument, Option, type Command } from 'commander';
import { MODES } from '../model/enums.js';
import { argRefused, intArg, stageArg, withNames } from './args.js';
import { stageInputs } from '../present/enum-names.js';
import { CATALOG_KINDS } from '../flows/catalog-kinds.js';
import { lazy } from './lazy.js';
import { importLayoutsHelp } from './import-help.js';
import { CHAT_FORMAT_TABLE, CHAT_FORMATS } from '../engine/chat/formats.js';
import { addVerb } from './add-verb.js';
import { csvArg, VERB_SPECS, yesNoArg } from './verb-specs.js';

const flows = () => import('./actions-flows.js');

const repeatArg = (value: string, previous: string[]): string[] => [...previous, value];

/** Verbs of the guided flows (analyze, progress, quit, crisis, confess, daily, update, catalog). */
export function registerFlowCommands(program: Command): void {
  addVerb(program, VERB_SPECS.analyze);
  program
    .command('mbti')
    .description("their type from what you observe (or the profile's), its card, how it meets yours; --save writes it to the profile")
    .argument('<slug>')
    .option('--observe <items>', 'what you noticed, each observation=letter: ei.starts=E,ns.talk=S,… (without it: the list)', csvArg)
    .option('--you <type>', 'your own type, for how the two meet')
    .option('--save', "write the type read to the profile's mbti field (a profile_updated event)")
    .option('--json', 'print {reading, type, card, compatibility, you, saved}')
    .action(lazy(flows, 'mbti'));
  program
    .command('message')
    .description("the message workshop: a situation's principle and a line in their mode, topics to weave in, a draft from three layers; --lint checks your own draft (nothing is sent)")
    .argument('<slug>')
    .argument('[situation]', 'morning, night, sick, stress, after_meeting, good_news, low, holiday (without it: the list)')
    .option('--see <text>', 'layer 1: something you saw or noticed, specific')
    .option('--feel <text>', 'layer 2: what it made you feel')
    .option('--hope <text>', 'layer 3: what you look forward to, leaving them room')
    .option('--lint <text>', 'check a draft of yours; - reads it from stdin')
    .option('--json', 'print {draft, findings: [{kind, words, advice}]} (no findings: a plain, kind draft)')
    .action(lazy(flows, 'message'));
  program
    .command('outcome')
    .description('how the confession went: yes (stage 表白后-成功), no (表白后-被拒) or pending (they need time); then the step that fits')
    .argument('<slug>')
    .addArgument(new Argument('<answer>', 'what they said').choices(['yes', 'no', 'pending']))
    .option('--note <text>', 'in your words')
    .option('--json', 'print the result as JSON')
    .action(lazy(flows, 'outcome'));
  program
    .command('upcoming')
    .description("what is coming across every crush (not archived): birthdays and anniversaries, contact overdue for the stage, an analysis due, a crisis playbook's follow-up, the end of a period of respect; each with why and what to run")
    .option('--days <n>', 'how far ahead, in days (default 14)', intArg('--days', 0, 366))
    .option('--ics <file>', 'also write them as an iCalendar file for your own calendar (the same items keep the same UID)')
    .option('--json', 'print {days, items: [{slug, nickname, kind, date, days_left, overdue, detail, command}]}')
    .action(lazy(flows, 'upcoming'));
  program
    .command('why')
    .description('why the score is what it is: each signal of the latest reading with its points, the MBTI calibration, the caps of each dimension, the total; then the risks the last progress check raised (writes nothing)')
    .argument('<slug>')
    .option('--json', 'print {schema, current, score: {at, stage, note, recorded, explanation}, later_set_by, risks}')
    .action(lazy(() => import('./action-why.js'), 'why'));
  program
    .command('feel')
    .description('how are you: your own mood, 1 (low) to 5 (well), with a note if you like; recorded as mood_recorded, then your last moods as a sparkline')
    .argument('<slug>')
    .argument('<mood>', '1 (low) .. 5 (well)')
    .argument('[note...]', 'in your words')
    .option('--json', 'print {schema, mood, note, at, trend: {last, average, count, direction, low}}')
    .action(lazy(() => import('./action-feel.js'), 'feel'));
  program
    .command('respect')
    .description('the period of respect after a clear no (a confession answered no, a C-1 crisis, a let-go verdict): where it stands; --end ends it early')
    .argument('<slug>')
    .option('--end', 'end the period now (a respect_ended event); nothing is written when none holds')
    .option('--note <text>', 'in your words, with --end')
    .option('--json', 'print {period, ended, write} as JSON')
    .action(lazy(flows, 'respect'));
  addVerb(program, VERB_SPECS.log);
  program
    .command('rhythm')
    .description("when and how often you talk, from interactions.jsonl: frequency and streaks, time in each stage, their reply times, golden hours (the time tracker's analyze), then who opened each conversation")
    .argument('<slug>')
    .option('--days <n>', 'the last n days (0: all)', (v: string) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw argRefused({ field: 'days', kind: 'at-least', value: v, min: 0, integer: true, unit: 'days' });
      return n;
    }, 30)
    .option('--frequency', 'only frequency, streaks and who starts')
    .option('--milestones', 'only the time in each stage')
    .option('--reply', 'only their reply times')
    .option('--golden', 'only the golden hours')
    .option('--output <file>', 'write the report to a file instead')
    .option('--json', 'print {days, frequency, starts, milestones, reply, golden} (starts: who opened the conversations)')
    .action(lazy(flows, 'rhythm'));
  program
    .command('import')
    .description(`read chat exports (${CHAT_FORMATS.map((f) => CHAT_FORMAT_TABLE[f].label.en).join(', ')}; any encoding they use), score the chat and file a report under memories/chats/; --track-time also writes the interaction records`)
    .argument('<slug>')
    .argument('<files...>', 'one or more exports')
    .option('--target <name>', "the person's name in the export (default: remembered, else the nickname; with one sender alone, that one is you)")
    .option('--user <name>', 'your name in the export (default: remembered, else the only other sender; asked on a terminal)')
    .addOption(new Option('--format <format>', 'the export format (default: told from the file)').choices(CHAT_FORMATS))
    .addOption(new Option('--encoding <encoding>', 'the text encoding (default: told from the bytes)').choices(['utf-8', 'utf-16le', 'utf-16be', 'gb18030', 'big5']))
    .option('--track-time', 'also write each message as an interaction record (interactions.jsonl; importing again adds none)')
    .option('--json', 'print {files, target, user, one_sided, analysis, report, interactions, changed}')
    .addHelpText('after', importLayoutsHelp())
    .action(lazy(() => import('./action-import.js'), 'importChat'));
  const nonNegative = (name: string) => (v: string) => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n) || n < 0) throw argRefused({ field: name.replace(/^--/, ''), kind: 'at-least', value: v, min: 0, integer: false, unit: 'count' });
    return n;
  };
  program
    .command('photos')
    .description("a photo timeline from the photos' EXIF (time, place, camera) and the meetups it suggests: photos within --gap hours and --radius km of each other (photo_analyzer's rule)")
    .argument('<slug>')
    .option('--dir <folder>', "where the photos are (default: the crush's memories/photos/)")
    .option('--gap <hours>', 'hours between photos of one meetup', nonNegative('--gap'), 4)
    .option('--radius <km>', 'kilometres between photos of one meetup, when both have GPS', nonNegative('--radius'), 2)
    .option('--json', 'print {dir, photos, meetups, unreadable}')
    .action(lazy(() => import('./action-media.js'), 'photos'));
  program
    .command('social')
    .description("saved social-media posts (text, Markdown, JSON exports): their platform and the signal words in them (social_parser's scan)")
    .argument('<slug>')
    .option('--dir <folder>', "where the posts are (default: the crush's memories/social/)")
    .option('--json', 'print {dir, files, totals, bad_json, unreadable}')
    .action(lazy(() => import('./action-media.js'), 'social'));
  program
    .command('chart')
    .description('draw a picture: the score history over its bands, a calendar of green and red signals, or the interaction rhythm, as SVG or PNG')
    .argument('<slug>')
    .addOption(new Option('--kind <kind>', 'which picture').choices(['score', 'signals', 'rhythm']).default('score'))
    .requiredOption('--out <file>', 'where to write it: FILE.svg or FILE.png')
    .option('--font <file>', 'for PNG: a font file to draw the text with (else the installed fonts are searched)')
    .action(lazy(flows, 'chart'));
  addVerb(program, VERB_SPECS.progress);
  program
    .command('quit')
    .description('without --answers: the whole timeline and the questions (writes nothing); with them: the reflection (one quit_evaluated event)')
    .argument('<slug>')
    .option('--answers <file.json>', 'answers file (see `simp catalog quit-questions`); - reads stdin')
    .option('--after', 'the after-care questions (how to know you let go, a chance later, a change of mind); writes nothing')
    .option('--json', 'print the result as JSON')
    .action(lazy(flows, 'quit'));
  program
    .command('crisis')
    .description('record a difficult moment and the timing advice for it (see `simp catalog crisis`)')
    .argument('<slug>')
    .option('--type <id>', 'crisis type C-1..C-11 (records it)')
    .option('--what <text>', 'what happened, in your words (default: the --describe text)')
    .option('--describe <text>', 'without --type: which crisis types this sounds like, and their playbooks; writes nothing')
    .option('--playbook <id>', 'the staged playbook of a type (today, the weeks after, the months after); writes nothing')
    .option('--resolution <text>', 'how you mean to handle it (default: the timing advice)')
    .option('--json', 'print the result as JSON')
    .action(lazy(flows, 'crisis'));
  program
    .command('confess')
    .description('prepare a confession: method and readiness (see `simp catalog readiness`)')
    .argument('<slug>')
    .option('--method <text>', 'how you would like to tell them (records the preparation)')
    .option('--ready <ids>', 'comma-separated readiness conditions you feel are met', csvArg)
    .option('--plan', 'the confession builder: the method from three questions, the words in four layers (--memory, --feeling, --statement, --invitation), what to do after; writes nothing')
    .option('--can-meet <yes|no>', 'with --plan: you can easily find a time to meet', yesNoArg('--can-meet'))
    .option('--they-face <yes|no>', 'with --plan: they face feelings head-on (no: they take things in alone)', yesNoArg('--they-face'))
    .option('--nervous <yes|no>', 'with --plan: you get too nervous to find your words', yesNoArg('--nervous'))
    .option('--memory <text>', 'with --plan: a real moment between you (layer 1)')
    .option('--feeling <text>', 'with --plan: what it did to you (layer 2)')
    .option('--statement <text>', 'with --plan: the plain statement (layer 3; default "I like you")')
    .option('--invitation <text>', 'with --plan: the invitation (layer 4; default by the mode)')
    .option('--check', "the nine-item check instead: ✅ ready, ⚠️ wait, ❌ not now, from the records and what you --confirm; writes nothing")
    .option('--confirm <ids>', 'with --check: the items you confirm (check.knows_you, check.no_rival, check.sincere, check.accept_no, check.time_place, check.one_on_one)', csvArg)
    .option('--note <text>', 'anything else on your mind')
    .option('--json', 'print the result as JSON')
    .action(lazy(flows, 'confess'));
  addVerb(program, VERB_SPECS.daily);
  // A stage or mode set by hand: the same write path as update-meta (state.md, events, strategy.md, meta.json).
  for (const [verb, value, what] of [
    ['stage', withNames(new Argument('<stage>', 'a stage, by its stored or English name (暧昧期 or flirting)'), stageArg, stageInputs()),
      'set the stage by hand: stage events, state.md, a new strategy.md (the old one kept in versions/), meta.json'],
    ['mode', withNames(new Argument('<mode>', MODES.join('|')), (v) => v, MODES),
      'set the pursuit mode (sweet: sincere and warm; strategic: paced, observe first; hybrid: both)'],
  ] as const) {
    program
      .command(verb)
      .description(what)
      .argument('<slug>')
      .addArgument(value)
      .option('--reason <text>', 'why, in your words')
      .option('--json', 'print the result as JSON')
      .action(lazy(flows, verb));
  }
  program
    .command('update')
    .description('change profile fields, one profile_updated event per changed field')
    .argument('<slug>')
    .requiredOption('--set <field=value>', 'a field to change (repeat for more)', repeatArg, [])
    .option('--json', 'print the result as JSON')
    .action(lazy(flows, 'update'));
  program
    .command('catalog')
    .description('print a catalogue: id, dimension, points, zh and en labels')
    .argument('<kind>', CATALOG_KINDS.join('|'))
    .option('--json', 'print an array')
    .action(lazy(flows, 'catalog'));
}
