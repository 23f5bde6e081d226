import type { Command } from 'commander';

/** Verbs of the topic memory (remember, recall, knowledge). */
export function registerKnowledgeCommands(_program: Command): void {}
