import { describe, expect, it } from 'vitest';
import { contradicts } from '../../../src/engine/knowledge/index.js';

describe('contradicts', () => {
  it.each([
    ['她怕猫', '她其实不怕猫'],
    ['她喜欢吃辣', '她不能吃辣'],
    ['他不喝酒', '他其实挺能喝酒的'],
    ['他对芒果过敏', '他其实不过敏，只是不爱吃芒果'],
    ['她喜歡貓', '她其實不喜歡貓'],
    ['她单身', '她有男朋友了'],
    ['她生日是4月10日', '她生日其实是4月12日'],
    ['She is scared of dogs', "Actually she isn't scared of dogs"],
    ['She can swim', "She can't swim"],
    ['She likes horror films', 'She hates horror films'],
  ])('%s / %s', (before, after) => {
    expect(contradicts(before, after)).toBe(true);
  });

  it.each([
    ['她怕猫', '她也怕狗'],
    ['她喜欢猫', '她不怕猫'],
    ['她不吃香菜', '她也不吃葱'],
    ['他不喝酒', '他聚餐只喝可乐'],
    ['她不吃香菜', '点外卖她会备注不要香菜'],
    ['她说北方的冬天她受不了', '她怕冷'],
    ['He doesn’t eat meat', 'He doesn’t eat fish either'],
    ['她生日是4月10日', '她生日那天想去海边'],
  ])('%s / %s is no contradiction', (before, after) => {
    expect(contradicts(before, after)).toBe(false);
  });

  it.each([
    // A negation counts only where it reaches what both say: 不加糖 says nothing against 喜欢喝冰美式.
    ['她喜欢喝冰美式', '她喝冰美式不加糖', false],
    ['她不吃早饭', '她不吃早饭是因为起不来', false],
    ['她吃辣', '她一点辣都吃不了', true],
    // Someone else's news is not hers.
    ['她单身', '她闺蜜最近脱单了', false],
    ["She can't drive", 'Her brother drives her to work', false],
    // A wish is not a fact, but a plan given up is.
    ['她不会游泳', '她想学游泳', false],
    ['她想考研', '她决定不考研了，直接工作', true],
    // One slot, two values: where she lives, where she moved, her age, her type, her job, her studies, her diet.
    ['她住在浦东', '她其实住在徐汇，浦东是她公司', true],
    ['她住在杭州', '她上个月搬到上海了', true],
    ['她住在杭州', '她下周去上海出差', false],
    ["She's 24", "She's actually 26", true],
    ["She's 24", 'Her sister is 27', false],
    ['她是 INFP', '她重新测了，是 INFJ', true],
    ['她在腾讯上班', '她跳槽去字节了', true],
    ['她在腾讯上班', '她同事跳槽去字节了', false],
    ['她在读研', '她已经毕业了，在上海工作', true],
    ["He's vegetarian", 'He eats chicken now', true],
    // Counts in words, kinds of a thing, kept animals, names in Latin letters.
    ['她养了两只猫', '她养了三只猫', true],
    ['她不喝咖啡', '她每天早上一杯拿铁', true],
    ['她不养宠物', '她家里养了一只柴犬叫可乐', true],
    ['She has a dog', "She doesn't have any pets", true],
    ['她讨厌 Taylor Swift', '她超爱 Taylor Swift', true],
    // "记错了" / "X, not Y": a correction replaces what it speaks of.
    ['她最喜欢的颜色是蓝色', '记错了，她最喜欢绿色', true],
    ['She lives in Brooklyn', 'Actually she lives in Queens, not Brooklyn', true],
    ['she is a morning person', 'she is NOT a morning person lol', true],
  ])('%s / %s → %s', (before, after, clash) => {
    expect(contradicts(before, after)).toBe(clash);
  });
});
