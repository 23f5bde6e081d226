import type { Command } from 'commander';

/** Verbs of the guided flows (analyze, progress, quit, crisis, confess, daily, update, catalog). */
export function registerFlowCommands(_program: Command): void {}
