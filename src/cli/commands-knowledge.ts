import type { Command } from 'commander';
import { addVerb } from './add-verb.js';
import { lazy } from './lazy.js';
import { VERB_SPECS } from './verb-specs.js';

const actions = () => import('./actions-knowledge.js');

/** Verbs of the topic memory (remember, recall, knowledge). */
export function registerKnowledgeCommands(program: Command): void {
  addVerb(program, VERB_SPECS.remember);
  addVerb(program, VERB_SPECS.recall);
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
