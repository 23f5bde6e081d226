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
});
