import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ROOT, tempDir } from '../helpers/temp.js';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { chineseLeft, englishSentence } from '../helpers/sentences.js';

/**
 * Every verb's bad inputs (exit 2), read in both languages: in zh the error holds
 * no English sentence, in en no Chinese beyond stored values and the user's text.
 * Flag names, paths, ids and what the user typed are not sentences.
 */
export const CORPUS: readonly (readonly string[])[] = [
  // slugs and folders
  ['create', '小晴'],
  ['create', 'con'],
  ['create', 'xq'],
  ['create', 'n1', '--set', 'foo=1'],
  ['create', 'n2', '--set', 'age'],
  ['events', 'nobody'],
  ['timeline', 'nobody'],
  ['context', 'nobody'],
  ['rename', 'xq', '小雨'],
  // append
  ['append', 'xq', 'signal_recorded', '{oops'],
  ['append', 'xq', 'signal_recorded', '[1,2]'],
  ['append', 'xq', 'no_such_event', '{}'],
  ['append', 'xq', 'signal_recorded', '{}'],
  // search
  ['search', '   '],
  ['search', '猫', '--since', '2026-05-03', '--until', '2026-05-01'],
  // timeline and events filters
  ['events', 'xq', '--type', 'nope'],
  ['timeline', 'xq', '--interactions', '--type', 'dance'],
  ['timeline', 'xq', '--since', '某天中午'],
  ['events', 'xq', '--until', 'whenever'],
  ['timeline', 'xq', '--since', '2026-05-03', '--until', '2026-05-01'],
  ['events', 'xq', '--grep', '  '],
  // log
  ['log', 'xq', 'chat_sent', '--time', '某天中午'],
  ['log', 'xq', 'chat_sent', '--time', '2026-02-30T10:00'],
  ['log', 'xq', 'chat_sent', '--time', '2099-01-01T10:00'],
  ['log', 'xq', 'chat_sent', '--time', '2020-01-01T10:00', '--planned'],
  ['log', 'xq', 'dance_battle'],
  ['log', 'xq', 'chat_sent', '--initiator', 'nobody'],
  ['log', 'xq', 'chat_sent', '--duration', '0'],
  ['log', 'xq', 'chat_sent', '--reply-after', '5'],
  ['log', 'xq', 'chat_received', '--reply-after', '-3'],
  ['log', 'xq', 'chat_sent', '--signal', 'purple', '--summary', '聊天'],
  ['log', 'xq', 'chat_sent', '--signal', 'green'],
  ['log', 'xq', 'chat_sent', '--delta', '2'],
  ['log', 'xq', 'chat_sent', '--bogus'],
  // stage, mode, update-meta
  ['stage', 'xq', '热恋期'],
  ['mode', 'xq', 'crazy'],
  ['update-meta', 'xq'],
  ['update-meta', 'xq', '--score', '99'],
  // analyze
  ['analyze', 'xq', '--signals', 'msg.flowers'],
  ['analyze', 'xq', '--signals', 'msg.initiates_often', '--stage', '热恋期'],
  ['analyze', 'xq', '--signals', 'msg.initiates_often,msg.initiates_sometimes'],
  ['analyze', 'xq', '--signals', 'msg.initiates_often', '--stage', '暧昧期', '--accept-suggested'],
  // progress
  ['progress', 'xq', '--milestones', 'ms.first_kiss'],
  ['progress', 'xq', '--unset', 'ms.one_on_one'],
  ['progress', 'xq', '--unset', 'ms.one_on_one', '--yes'],
  ['progress', 'xq', '--stage', '热恋期'],
  // crisis
  ['crisis', 'xq'],
  ['crisis', 'xq', '--type', 'C-1'],
  ['crisis', 'xq', '--type', 'C-99', '--what', '吵架了'],
  ['crisis', 'xq', '--describe', '   '],
  // confess
  ['confess', 'xq'],
  ['confess', 'xq', '--method', '   '],
  ['confess', 'xq', '--method', '当面', '--ready', 'ready.stars'],
  ['confess', 'xq', '--check', '--confirm', 'ready.moon'],
  // update
  ['update', 'xq', '--set', 'hobby=猫'],
  ['update', 'xq', '--set', 'city'],
  ['update', 'xq', '--set', 'age=abc'],
  ['update', 'xq', '--set', 'mbti=XYZW'],
  ['update', 'xq'],
  // mbti
  ['mbti', 'xq', '--observe', 'nope=E'],
  ['mbti', 'xq', '--observe', 'ei.starts=Q'],
  ['mbti', 'xq', '--you', 'ABCD'],
  ['mbti', 'xq', '--save'],
  // message
  ['message', 'xq', 'nowhere'],
  ['message', 'xq', '--lint', '   '],
  // catalog, context, export, chart, rhythm, photos
  ['catalog', 'tarot'],
  ['context', 'xq', '--for', 'dance'],
  ['export', 'xq', '--format', 'docx'],
  ['chart', 'xq', '--out', 'x.gif'],
  ['rhythm', 'xq', '--days', '-1'],
  ['photos', 'xq', '--gap', '-1'],
  // outcome, quit
  ['outcome', 'xq', 'perhaps'],
  ['feel', 'xq', '0'],
  ['feel', 'xq', '6', '太开心了'],
  ['feel', 'xq', 'abc'],
  ['feel', 'nobody', '3'],
  ['quit', 'xq', '--answers', '{"other": 1}'],
  // amend, void
  ['amend', 'xq', '999', '--set', 'score=1'],
  ['void', 'xq', '999'],
  // commander: verbs and options
  ['adjust', 'xq'],
  ['events'],
  ['events', 'xq', '--last', 'abc'],
  ['events', 'xq', '--last'],
  ['stage', 'xq', '热恋期', 'extra', 'more'],
  // topic memory (@topic: the id of the topic made before the corpus runs)
  ['remember', 'xq', '   '],
  ['remember', 'xq', '的了吗'],
  ['remember', 'xq', '她怕猫', '--tags', ';'],
  ['remember', 'xq', '她怕猫', '--keep', 'some'],
  ['remember', 'xq', '她怕猫。她爱吃火锅', '--tags', '猫;火锅;雨'],
  ['remember', 'xq', '她怕猫。她爱吃火锅', '--tags', '猫'],
  ['recall', 'xq', '   '],
  ['recall', 'xq', '猫', '--limit', '0'],
  ['knowledge', 'nobody'],
  ['edit-topic', 'xq', 'k_nothere', '--meaning', '猫'],
  ['edit-topic', 'xq', '@topic'],
  ['edit-topic', 'xq', '@topic', '--meaning', '   '],
  ['edit-topic', 'xq', '@topic', '--remove', '宠物'],
  ['edit-topic', 'xq', '@topic', '--keywords', ','],
  ['forget', 'xq', 'k_nothere'],
  // versions and backups
  ['rollback', 'xq', '--version', 'nope'],
  ['backup'],
  // skill writer's command line
  ['--action', 'fly'],
  ['--action', 'backup'],
  ['--action', 'rollback', '--slug', 'xq'],
  ['--action', 'stage', '--slug'],
];

/** Stored values and the user's own text, which stay Chinese in every language. */
const USER_TEXT = ['小晴', '小雨', '吵架了', '当面', '猫', '宠物', '某天中午', '热恋期', '聊天', '的了吗', '她怕猫', '火锅'];

describe('bad inputs in zh and en (issue S)', () => {
  let run: Runner;
  let base: string;
  let topic = '';
  beforeAll(async () => {
    run = startRunner(join(ROOT, 'dist'));
    base = join(tempDir(), 'crushes');
    const made = await run.run(['--base-dir', base, 'create', 'xq', '--nickname', '小晴']);
    expect(made.code).toBe(0);
    expect((await run.run(['--base-dir', base, 'remember', 'xq', '她怕猫'])).code).toBe(0);
    const topics = JSON.parse((await run.run(['--base-dir', base, 'knowledge', 'xq', '--json'])).stdout) as unknown;
    topic = JSON.stringify(topics).match(/k_[0-9a-f]{8}/)?.[0] ?? '';
    expect(topic).not.toBe('');
  });
  afterAll(() => run.stop());

  it(`has a corpus of at least 60 bad inputs (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`every bad input exits 2 and says it in ${lang} only`, async () => {
      const failures: string[] = [];
      for (const args of CORPUS) {
        const r = await run.run(['--base-dir', base, ...args.map((a) => (a === '@topic' ? topic : a))], { env: { SIMP_LANG: lang } });
        const said = r.stderr.trim();
        const wrong = r.code !== 2 ? `exit ${r.code}` : said === '' ? 'nothing said' : lang === 'zh' ? englishSentence(said) : chineseLeft(said, USER_TEXT);
        if (wrong !== null) failures.push(`${args.join(' ')} → ${wrong} :: ${said.split('\n')[0]}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
