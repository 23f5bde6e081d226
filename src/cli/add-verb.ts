import { Argument, Option, type Command } from 'commander';
import { withNames } from './args.js';
import { lazy } from './lazy.js';
import { ACTION_FILES, type VerbSpec } from './verb-specs.js';

/** A verb defined as data (verb-specs.ts), as commander runs it and its help says it. */
export function addVerb(program: Command, spec: VerbSpec): Command {
  const cmd = program.command(spec.name).description(spec.help);
  for (const a of spec.args) {
    const arg = new Argument(a.name, a.help);
    cmd.addArgument(a.choices === undefined ? arg : arg.choices([...a.choices]));
  }
  for (const o of spec.options) {
    const option = new Option(o.flags, o.help);
    if (o.required) option.makeOptionMandatory();
    if (o.choices !== undefined) option.choices([...o.choices]);
    if (o.names !== undefined) withNames(option, o.parse as (value: string) => string, o.names());
    else if (o.parse !== undefined) option.argParser(o.parse);
    cmd.addOption(option);
  }
  return cmd.action(lazy(ACTION_FILES[spec.actions] as () => Promise<Record<string, unknown>>, spec.action));
}

