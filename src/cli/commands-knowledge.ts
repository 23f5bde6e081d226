import type { Command } from 'commander';
import { intArg } from './args.js';
import { lazy } from './lazy.js';

const actions = () => import('./actions-knowledge.js');

/** Verbs of the topic memory (remember, recall, knowledge). */
export function registerKnowledgeCommands(program: Command): void {
  program
    .command('remember')
    .description('remember facts about them: keywords are extracted, a topic sharing them is merged, else a new one is added')
    .argument('<slug>', 'crush folder name')
    .argument('<text>', 'what to remember; each sentence is filed under its own topic')
    .option('--tags <a,b>', 'your own trigger keywords, comma-separated')
    .option('--json', 'print {writes, changed}')
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
    .command('knowledge')
    .description('every topic memory of a crush')
    .argument('<slug>')
    .option('--json', 'print the entries')
    .action(lazy(actions, 'knowledge'));
}
