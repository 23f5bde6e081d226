import { describe, expect, it } from 'vitest';
import { GLOBAL_FLAGS, plainArgs, plainRead, preParse, verbOf, wantsUi } from '../../src/cli/plain-args.js';
import { buildProgram } from '../../src/cli/program.js';
import { runQuickVerb, VERB_SPECS } from '../../src/cli/verb-specs.js';

// The one pre-parse (util.parseArgs): what it reads whole, and what it leaves to commander.
describe('the pre-parse', () => {
  const own = [
    { name: 'summary', takesValue: true },
    { name: 'planned', takesValue: false },
  ];

  it('reads the verb, its arguments, its options and the global ones, the language resolved once', () => {
    const p = preParse(['log', 'xq', 'call', '--summary=hi', '--planned', '--base-dir', '/d', '--lang', 'en', '--json'], 'log', own);
    expect(p).toEqual({
      verb: 'log',
      positionals: ['xq', 'call'],
      values: new Map<string, string[] | true>([['summary', ['hi']], ['planned', true]]),
      json: true,
      baseDir: '/d',
      lang: 'en',
    });
  });

  it('leaves to commander what it does not read whole', () => {
    for (const args of [
      ['log', 'xq', '--nope'],
      ['log', 'xq', '--summary'],
      ['log', 'xq', '--planned=yes'],
      ['log', 'xq', '--lang', 'fr'],
      ['log', '--', 'xq'],
      ['log', 'xq', '-h'],
      ['events', 'xq'],
    ]) {
      expect(preParse(args, 'log', own), args.join(' ')).toBeNull();
    }
  });

  it('gives the read verbs their plain spelling, the last value of an option repeated', () => {
    const a = plainArgs(['events', 'xq', '--last', '3', '--last=7', '--type', 'x'], 'events', [], 1, ['--last', '--type']);
    expect(a?.values.get('--last')).toBe('7');
    expect(a?.values.get('--type')).toBe('x');
    expect(plainArgs(['events', 'xq', 'extra'], 'events', [], 1, ['--last'])).toBeNull();
  });

  it('sends the binary to the read verbs file only for their plain spellings (context --for is a daily verb)', () => {
    expect(plainRead(['context', 'xq', '--with-strategy'])?.switches.has('--with-strategy')).toBe(true);
    expect(plainRead(['context', 'xq', '--for', 'analyze'])).toBeNull();
    expect(plainRead(['snapshot', 'xq'])).toBeNull();
    expect(plainRead(['toString'])).toBeNull();
  });

  it('finds the verb after the global options of the table, and the UI when only those are given', () => {
    expect(verbOf(['--base-dir', '/d', '--lang', 'en', 'timeline', 'xq'])).toBe('timeline');
    expect(wantsUi(['--base-dir', '/d', '--no-color', '--lang=en', '--ascii'])).toBe(true);
    expect(wantsUi(['--no-pager'])).toBe(false);
    expect(wantsUi(['--base-dir', '/d', 'list'])).toBe(false);
  });

  it('runs nothing when a value is refused by its parser or an argument is not one of its choices (commander says why)', async () => {
    expect(await runQuickVerb(['log', 'xq', 'chat_sent', '--duration', '0'])).toBeNull();
    expect(await runQuickVerb(['log', 'xq', 'dance'])).toBeNull();
    expect(await runQuickVerb(['progress', 'xq', '--rival', 'perhaps'])).toBeNull();
    expect(await runQuickVerb(['analyze', 'xq', '--signal', 'msg.initiates_often'])).toBeNull();
    expect(await runQuickVerb(['context', 'xq', '--for', 'nothing'])).toBeNull();
  });
});

describe('one table of the options', () => {
  it('commander and the help have every global option of the table', () => {
    const names = buildProgram('en').options.map((o) => o.long);
    for (const f of GLOBAL_FLAGS) expect(names).toContain(`--${f.name}`);
  });

  it('commander builds the daily verbs from their definitions, option for option', () => {
    const program = buildProgram('en');
    for (const spec of Object.values(VERB_SPECS)) {
      const cmd = program.commands.find((c) => c.name() === spec.name);
      expect(cmd, spec.name).toBeDefined();
      expect(cmd?.options.map((o) => o.flags)).toEqual(spec.options.map((o) => o.flags));
      expect(cmd?.registeredArguments.map((a) => a.name())).toEqual(spec.args.map((a) => a.name.slice(1, -1)));
    }
  });
});
