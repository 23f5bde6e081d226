import { describe, expect, it } from 'vitest';
import { guessCrisis } from '../../src/engine/index.js';
import { textModels } from '../../src/flows/index.js';

// The line between a crisis and none (2026-12-04): a sign said not to be, explained, turned to
// a good end, of someone else's story or of a what-if is no crisis; the same words as the
// user's own crisis still are. Rules alone first, then with the text models' veto.
const ids = (text: string, withModels = false) => guessCrisis(text, 3, withModels ? textModels() : undefined).map((g) => g.id);

describe('crisis matching tells a crisis from its look-alikes', () => {
  it('reads no crisis where the sign is negated, explained, resolved, someone else\'s or only imagined', () => {
    for (const text of [
      '我们没有冷战，只是各自在赶论文',
      '她三天没回我，原来是手机丢了，结果今天一买新手机就回我了',
      '他在游戏里把我踢出队伍了哈哈，现实里约我周末看电影',
      '我室友被她喜欢的人拒绝了，我陪她吃了顿火锅',
      '如果我表白被拒了怎么办？其实还没表白，就是想多了',
      "we didn't fight, we just talked about where to live",
      'he went quiet for a day and then called me and said yes to the trip',
      'my sister got ghosted by her crush and she is crying on my couch',
      "hypothetically if she says no, should I keep trying? haven't asked her yet",
    ]) {
      expect([text, ids(text)]).toEqual([text, []]);
    }
  });

  it('still reads the crisis itself in the same words', () => {
    for (const [text, code] of [
      ['我们冷战三天了，谁都不理谁', 'C-9'],
      ['她三天没回我了，已读不回', 'C-2'],
      ['我表白被拒了，她说我们不合适', 'C-1'],
      ['my crush and my roommate are together now', 'C-11'],
      ['we had a huge fight and she stormed out', 'C-9'],
    ] as const) {
      expect([text, ids(text)]).toEqual([text, expect.arrayContaining([code])]);
    }
  });

  it('with the models, a description the rules match can be called off by the gate, and a clear crisis is not', () => {
    expect(ids('我表白被拒了，她说我们不合适', true)).toContain('C-1');
    expect(ids('she left me on read for a week and now she is ignoring me', true)).toContain('C-2');
  });

  it('reads what is not wanted or not happening as not so, and a trivia quarrel or an explained choice as play (2026-12-04, second session)', () => {
    for (const text of [
      "Don't want to seem desperate but I had a great time, how long should I wait to text?",
      '我们没有在冷战哈，只是他这周出差信号差',
      '他说“让我想想”——是在想晚饭吃啥，最后决定吃螺蛳粉',
      'we had a "fight" about whether a hot dog is a sandwich',
      'she said "let me think" and then sent me a whole itinerary an hour later',
      'we both fell asleep on call again, 4th night in a row',
      'I was the one who always started convos at first but now it\'s pretty even',
    ]) {
      expect([text, ids(text)]).toEqual([text, []]);
    }
  });

  it('knows a situation told through what happened, not named (2026-12-04, second session)', () => {
    for (const [text, code] of [
      ['he said it was sweet but he does not see me like that', 'C-1'],
      ['our streak of 90 days died because she stopped opening my snaps', 'C-2'],
      ['we talk a little less every week and I cannot say why', 'C-3'],
      ['she asked me what to wear for her date with Tom', 'C-4'],
      ['他回家路上才反应过来我一直在讲前任', 'C-5'],
      ['她最近张口闭口都是一个叫阿杰的男生', 'C-6'],
      ['表白以后他说我们先保持现在这样', 'C-7'],
      ['我们互撩了三个月，但就停在这', 'C-8'],
      ['跟他大吵一架，现在谁也不先低头', 'C-9'],
      ['这个月聊了20次，19次是我起的头', 'C-10'],
      ['她在限动里标注了一个男生，大家都在留言恭喜', 'C-11'],
    ] as const) {
      expect([text, ids(text)[0]]).toEqual([text, code]);
    }
  });
});

