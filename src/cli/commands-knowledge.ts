import { Option, type Command } from 'commander';
import { intArg } from './args.js';
import { lazy } from './lazy.js';

const actions = () => import('./actions-knowledge.js');

/** Verbs of the topic memory (remember, recall, knowledge). */
export function registerKnowledgeCommands(program: Command): void {
  program
    .command('remember')
    .description('remember facts about them: keywords are extracted, a topic sharing them is merged, else a new one is added')
    .argument('<slug>', 'crush folder name')
    .argument('<text>', 'what to remember; each sentence is filed under its own topic; "#tag" in a sentence tags that sentence')
    .option('--tags <a,b;c>', 'your own trigger keywords, comma-separated; with several sentences one group per sentence, split by ;')
    .option('--dry-run', 'print the plan (insert or merge, the topic, old and fused meaning, keywords) and write nothing')
    .addOption(
      new Option('--keep <which>', 'when a new statement contradicts one the topic holds: keep the old, the new (replacing the old) or both').choices([
        'old',
        'new',
        'both',
      ]),
    )
    .option('--json', 'print {writes, changed} ({dry_run, writes} with --dry-run)')
    .action(lazy(actions, 'remember'));
  program
    .command('recall')
    .description('topic memories whose trigger keywords the text mentions, most hits first')
    .argument('<slug>')
    .argument('<text>', 'a situation, a message you are writing, ...')
    .option('--limit <n>', 'how many (default: knowledge_context_max_items in meta.json, else 5)', intArg('--limit', 1))
    .option('--json', 'print [{entry, hits}]')
    .action(lazy(actions, 'recall'));
  program
    .command('edit-topic')
    .description('change one topic memory: its meaning, its trigger keywords, or both (logged as a knowledge_recorded event)')
    .argument('<slug>')
    .argument('<id>', 'the topic id (simp knowledge <slug> lists them)')
    .option('--meaning <text>', 'the new meaning, replacing the old one')
    .option('--keywords <a,b>', 'the new trigger keywords, replacing all of them')
    .option('--add <a,b>', 'trigger keywords to add')
    .option('--remove <a,b>', 'trigger keywords to remove')
    .option('--json', 'print {action, before, after, changed}')
    .action(lazy(actions, 'editTopic'));
  program
    .command('forget')
    .description('delete one topic memory; the knowledge_recorded event keeps what it said, and it never comes back by itself')
    .argument('<slug>')
    .argument('<id>', 'the topic id (simp knowledge <slug> lists them)')
    .option('--json', 'print {action, before, changed}')
    .action(lazy(actions, 'forget'));
  program
    .command('knowledge')
    .description('every topic memory of a crush')
    .argument('<slug>')
    .option('--json', 'print the entries')
    .action(lazy(actions, 'knowledge'));
}
