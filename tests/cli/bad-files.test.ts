import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, linkSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { chineseLeft, englishSentence } from '../helpers/sentences.js';

/** The user's own words in the calls, and the example's. */
const USER_TEXT = ['北京', '上海', '她怕猫', '猫', '小雨'];

/**
 * The bad inputs that live in files, not in the arguments (issue S): broken lines
 * of the logs, front matter simp cannot read, a meta.json or knowledge.json of the
 * wrong shape, a lock folder that is not simp's, files that are missing or not
 * files, a chat export with no message, a name that is already the crush's. Each
 * runs on a fresh copy of the bundled example in zh and en: in zh what simp says
 * holds no English sentence, in en no Chinese beyond stored values and the user's text.
 */
interface Case {
  /** What is wrong, for the failure list. */
  name: string;
  /** Breaks the copy: `dir` is the crush folder (xiaoyu), `base` the data folder. */
  setup?: (dir: string, base: string) => void;
  /** The call; `@base` is the data folder, `@dir` the crush folder. */
  args: readonly string[];
  /** Its exit code: 2 for the user's input or a file's content, 1 for a failure (or doctor's findings), 0 for a warning. */
  code: 0 | 1 | 2;
  /** Where it is said: stderr, or stdout for a report (doctor, rebuild --write). */
  stream?: 'stdout';
}

const edit = (file: string, from: RegExp | string, to: string) => (dir: string): void => writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replace(from, to));
const add = (file: string, text: string) => (dir: string): void => appendFileSync(join(dir, file), text);
const put = (file: string, text: string) => (dir: string): void => writeFileSync(join(dir, file), text);
const LINE = (o: object): string => `${JSON.stringify(o)}\n`;
/** A saved version (v1) of the folder as it is, with `file` written as `text`. */
const version = (file: string, text: string) => (dir: string): void => {
  const saved = join(dir, 'versions', 'v1_20260101_000000');
  mkdirSync(saved, { recursive: true });
  for (const f of ['profile.md', 'state.md', 'strategy.md', 'meta.json']) cpSync(join(dir, f), join(saved, f));
  writeFileSync(join(saved, file), text);
};

const FILE_CASES: readonly Case[] = [
  // events.jsonl and interactions.jsonl: lines that are no record, read past with a warning
  { name: 'an events line that is no JSON', setup: add('events.jsonl', '{oops\n'), args: ['timeline', 'xiaoyu'], code: 0 },
  { name: 'an events line without a type', setup: add('events.jsonl', LINE({ ts: '2026-05-01T10:00:00' })), args: ['events', 'xiaoyu'], code: 0 },
  { name: 'an events line whose data is no object', setup: add('events.jsonl', LINE({ ts: '2026-05-01T10:00:00', type: 'signal_recorded', data: [1] })), args: ['timeline', 'xiaoyu'], code: 0 },
  { name: 'an events line whose ts is no text', setup: add('events.jsonl', LINE({ ts: 5, type: 'signal_recorded', data: {} })), args: ['timeline', 'xiaoyu', '--full'], code: 0 },
  { name: 'an events line that is an array', setup: add('events.jsonl', '[1,2]\n'), args: ['events', 'xiaoyu'], code: 0 },
  { name: 'an events line that is no UTF-8', setup: (d) => appendFileSync(join(d, 'events.jsonl'), Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a])), args: ['timeline', 'xiaoyu'], code: 0 },
  { name: 'seven broken events lines', setup: add('events.jsonl', '{x\n'.repeat(7)), args: ['timeline', 'xiaoyu'], code: 0 },
  { name: 'an events log cut mid-line', setup: add('events.jsonl', '{"ts": "2026-05-01T10:00:00", "type": "sig'), args: ['timeline', 'xiaoyu'], code: 0 },
  { name: 'an interactions line that is no JSON', setup: add('interactions.jsonl', '{oops\n'), args: ['rhythm', 'xiaoyu'], code: 0 },
  { name: 'an interactions line without a type', setup: add('interactions.jsonl', LINE({ ts: '2026-05-01T10:00:00' })), args: ['timeline', 'xiaoyu', '--interactions'], code: 0 },
  // front matter of profile.md and state.md
  { name: 'a list in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: [1, 2]'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'an anchor in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: &a 23'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a map in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: {a: 1}'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a tagged value in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: [!!str 1]'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a continued value in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: 23\n  and more'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a line with no key in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age 23'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a key twice in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: 23\nage: 24'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'front matter never closed in profile.md', setup: edit('profile.md', /^created_at: .*\n---$/m, 'created_at: x'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a fence of another language in profile.md', setup: edit('profile.md', /^---$/m, '---js'), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  { name: 'a list in state.md', setup: edit('state.md', /^signal_score: .*$/m, 'signal_score: [1]'), args: ['analyze', 'xiaoyu', '--signals', 'msg.initiates_often'], code: 2 },
  { name: 'no profile.md', setup: (d) => rmSync(join(d, 'profile.md')), args: ['update', 'xiaoyu', '--set', 'city=北京'], code: 2 },
  // values simp will not write into front matter
  { name: 'a value with ---', args: ['update', 'xiaoyu', '--set', 'city=上海---北京'], code: 2 },
  { name: 'a value with a control character', args: ['update', 'xiaoyu', '--set', 'city=上海\u0007'], code: 2 },
  { name: 'a value with both quotes', args: ['update', 'xiaoyu', '--set', `city='上海' "北京": x`], code: 2 },
  // meta.json and knowledge.json of the wrong shape
  { name: 'meta.json with a score that is text', setup: edit('meta.json', '"signal_score": 17', '"signal_score": "x"'), args: ['update-meta', 'xiaoyu', '--score', '3'], code: 2 },
  { name: 'meta.json that is no JSON', setup: put('meta.json', '{"slug": '), args: ['update-meta', 'xiaoyu', '--score', '3'], code: 2 },
  { name: 'meta.json that is a list', setup: put('meta.json', '[]'), args: ['update-meta', 'xiaoyu', '--score', '3'], code: 2 },
  { name: 'knowledge.json that is a list', setup: put('knowledge.json', '[]'), args: ['knowledge', 'xiaoyu'], code: 0 },
  { name: 'knowledge.json with an entry of the wrong shape', setup: put('knowledge.json', '{"version": 1, "entries": [{"id": 3}]}'), args: ['recall', 'xiaoyu', '猫'], code: 0 },
  { name: 'knowledge.json that is no JSON', setup: put('knowledge.json', '{'), args: ['remember', 'xiaoyu', '她怕猫'], code: 2 },
  // the lock, the folders, files that are not files
  { name: 'a lock folder holding other files', setup: (d) => { mkdirSync(join(d, '.simp.lock')); writeFileSync(join(d, '.simp.lock', 'notes.txt'), 'x'); }, args: ['feel', 'xiaoyu', '3'], code: 1 },
  { name: 'a lock that is a file', setup: put('.simp.lock', 'x'), args: ['feel', 'xiaoyu', '3'], code: 1 },
  { name: 'events.jsonl with two names', setup: (d) => linkSync(join(d, 'events.jsonl'), join(d, '..', 'events-copy.jsonl')), args: ['feel', 'xiaoyu', '3'], code: 2 },
  { name: 'a broken link for state.md', setup: (d) => { rmSync(join(d, 'state.md')); symlinkSync(join(d, 'gone.md'), join(d, 'state.md')); }, args: ['update-meta', 'xiaoyu', '--score', '3'], code: 2 },
  { name: 'a data folder that is a file', setup: (_d, b) => writeFileSync(join(b, 'afile'), 'x'), args: ['--base-dir', '@base/afile', 'list'], code: 2 },
  { name: 'an empty --base-dir', args: ['--base-dir', '', 'list'], code: 2 },
  { name: 'a crush folder that is a link', setup: (_d, b) => symlinkSync(join(b, 'xiaoyu'), join(b, 'xy')), args: ['rename', 'xy', 'xy2'], code: 2 },
  // doctor's findings and rebuild --write's report of a file it cannot read
  { name: 'doctor, knowledge.json that is a list', setup: put('knowledge.json', '[]'), args: ['doctor', 'xiaoyu'], code: 1, stream: 'stdout' },
  { name: 'doctor, a list in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: [1, 2]'), args: ['doctor', 'xiaoyu'], code: 1, stream: 'stdout' },
  { name: 'doctor, meta.json with a score that is text', setup: edit('meta.json', '"signal_score": 17', '"signal_score": "x"'), args: ['doctor', 'xiaoyu'], code: 1, stream: 'stdout' },
  { name: 'rebuild --write, a list in profile.md', setup: edit('profile.md', /^age: 23$/m, 'age: [1, 2]'), args: ['rebuild', 'xiaoyu', '--write'], code: 0 },
  // a saved version with files of the wrong shape, rolled back to
  { name: 'a version whose meta.json is a list', setup: version('meta.json', '[]'), args: ['rollback', 'xiaoyu', '--version', 'v1'], code: 2 },
  { name: 'a version whose meta.json has a score that is text', setup: version('meta.json', '{"signal_score": "x"}'), args: ['rollback', 'xiaoyu', '--version', 'v1'], code: 2 },
  { name: 'a version whose knowledge.json is no JSON', setup: version('knowledge.json', '{"version": 1,'), args: ['rollback', 'xiaoyu', '--version', 'v1'], code: 2 },
  { name: 'a version whose state.md has a score that is text', setup: version('state.md', '---\ncurrent_stage: 暧昧期\nsignal_score: abc\n---\n'), args: ['rollback', 'xiaoyu', '--version', 'v1'], code: 2 },
  // names, records and versions that are not there
  { name: 'a rename to its own name', args: ['rename', 'xiaoyu', 'xiaoyu'], code: 2 },
  { name: 'a rename to a crush that is there', args: ['rename', 'xiaoyu', 'ajie'], code: 2 },
  { name: 'an unknown slug, rhythm', args: ['rhythm', 'nobody'], code: 2 },
  { name: 'an unknown slug, export', args: ['export', 'nobody'], code: 2 },
  { name: 'an unknown slug, --json', args: ['why', 'nobody', '--json'], code: 2 },
  { name: 'a missing interaction, amend', args: ['amend', 'xiaoyu', 'i:999', '--set', 'summary=x'], code: 2 },
  { name: 'a missing interaction, void', args: ['void', 'xiaoyu', 'i:999'], code: 2 },
  { name: 'a field an event does not hold', args: ['amend', 'xiaoyu', '2', '--set', 'colour=red'], code: 2 },
  { name: 'a missing version', args: ['rollback', 'xiaoyu', '--version', 'v9'], code: 2 },
  { name: 'a bad interaction field', args: ['log', 'xiaoyu', 'chat_sent', '--duration', 'abc'], code: 2 },
  // files named on the command line
  { name: 'a chat export that is not there', args: ['import', 'xiaoyu', '@base/none.txt'], code: 2 },
  { name: 'a chat export with no message', setup: (_d, b) => writeFileSync(join(b, 'chat.txt'), 'garbage\n'), args: ['import', 'xiaoyu', '@base/chat.txt'], code: 2 },
  { name: 'a font that is not there', args: ['chart', 'xiaoyu', '--out', '@base/x.png', '--font', '@base/none.ttf'], code: 2 },
  { name: 'a font that is no font', setup: (_d, b) => writeFileSync(join(b, 'f.txt'), 'x'), args: ['chart', 'xiaoyu', '--out', '@base/x.png', '--font', '@base/f.txt'], code: 2 },
  { name: 'a photo folder that is not there', args: ['photos', 'xiaoyu', '--dir', '@base/none'], code: 2 },
  { name: 'a photo folder that is a file', setup: (_d, b) => writeFileSync(join(b, 'pic'), 'x'), args: ['photos', 'xiaoyu', '--dir', '@base/pic'], code: 2 },
  { name: 'quit answers that are not there', args: ['quit', 'xiaoyu', '--answers', '@base/none.json'], code: 2 },
  { name: 'an archive that is not there', args: ['restore', '@base/none.tar.gz'], code: 2 },
];

describe('bad files in zh and en (issue S)', () => {
  let run: Runner;
  beforeAll(() => {
    run = startRunner(join(ROOT, 'dist'));
  });
  afterAll(() => run.stop());

  it('says a file that is no JSON object as the file in English too, not as a field with no name', async () => {
    const base = join(tempDir(), 'crushes');
    cpSync(join(ROOT, 'crushes'), base, { recursive: true });
    writeFileSync(join(base, 'xiaoyu', 'knowledge.json'), '[]');
    const r = await run.run(['--base-dir', base, '--lang', 'en', 'doctor', 'xiaoyu']);
    expect(r.stdout).toMatch(/knowledge\.json: the file must hold one JSON object/);
    expect(r.stdout).not.toMatch(/:\s+must be/);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`every bad file is said in ${lang} only, with its exit code`, async () => {
      const failures: string[] = [];
      for (const c of FILE_CASES) {
        const base = join(tempDir(), 'crushes');
        cpSync(join(ROOT, 'crushes'), base, { recursive: true });
        const dir = join(base, 'xiaoyu');
        c.setup?.(dir, base);
        const args = c.args.map((a) => a.replace('@base', base).replace('@dir', dir));
        const r = await run.run(args[0] === '--base-dir' ? args : ['--base-dir', base, ...args], { env: { SIMP_LANG: lang } });
        const said = (c.stream === 'stdout' ? r.stdout : r.stderr).trim();
        const wrong = r.code !== c.code ? `exit ${r.code}` : said === '' ? 'nothing said' : lang === 'zh' ? englishSentence(said) : chineseLeft(said, USER_TEXT);
        if (wrong !== null) failures.push(`${c.name} → ${wrong} :: ${said.split('\n').slice(0, 2).join(' | ')}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
