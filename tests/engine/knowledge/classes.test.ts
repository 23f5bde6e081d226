import { describe, expect, it } from 'vitest';
import { classesOf, classOfKeyword, commonSense, namesIn, topicClasses } from '../../../src/engine/knowledge/classes.js';
import { findTarget, recall } from '../../../src/engine/knowledge/index.js';
import { entry } from './helpers.js';

const topic = (id: string, keywords: string[], meaning: string) => entry(id, keywords, { canonical_meaning: meaning });

describe('topic classes of a text', () => {
  it('reads the class off the lexicon, zh and en, English stemmed', () => {
    expect([...classesOf('他在医院上夜班', [])]).toEqual(['work']);
    expect([...classesOf("He's writing up his thesis", [])]).toEqual(['study']);
    expect([...classesOf('Her shifts finish at 7', [])]).toEqual(['work']);
    expect(classesOf('今天天气不错', []).size).toBe(1);
    expect(classesOf('她真的很好', []).size).toBe(0);
  });

  it('takes a longer word before a word inside it: 咖啡店 is work, not coffee', () => {
    expect([...classesOf('她在咖啡店上班', [])]).toEqual(['work']);
    expect(classOfKeyword('咖啡店')).toBe('work');
    expect(classOfKeyword('冰美式')).toBe('coffee');
    expect(classOfKeyword('精品')).toBeNull();
  });

  it('counts a one-character word only as a keyword, never as letters of the text', () => {
    expect(classesOf('热情', []).has('weather')).toBe(false);
    expect(classesOf('她怕打雷', ['雷']).has('weather')).toBe(true);
  });

  it('gives a name no class: 可乐 the dog is no drink, unless drunk', () => {
    expect(namesIn('他家的柴犬叫可乐')).toEqual(['可乐']);
    expect(namesIn('Her cat is called Pickle.')).toEqual(['pickle']);
    const names = new Set(['可乐']);
    expect(classesOf('可乐昨天又拆家了', ['可乐'], names).has('alcohol')).toBe(false);
    expect(commonSense('聚餐都喝可乐', '可乐')).toBe(true);
    expect(commonSense('他每天早上遛可乐', '可乐')).toBe(false);
    expect(classesOf('聚餐都喝可乐', [], names).has('alcohol')).toBe(true);
  });

  it('a topic is about the classes most of its statements name', () => {
    expect([...topicClasses(['她每天早上喝拿铁', '公司楼下那家店的拿铁最好喝'], [], new Set())]).toEqual(['coffee']);
    expect(topicClasses(['公司楼下那家店的拿铁最好喝'], [], new Set()).size).toBe(2);
  });
});

describe('a shared class never files facts together (recall uses classes instead)', () => {
  const nurse = topic('a', ['护士'], '她是护士');
  const cat = topic('b', ['怕猫'], '她怕猫');

  it('夜班 does not join the topic 护士 began: they share no word', () => {
    expect(findTarget([cat, nurse], ['夜班'], { text: '她这周都是夜班' })).toBeNull();
  });

  it('not when two topics are of that class', () => {
    const office = topic('c', ['老板'], '她老板很凶');
    expect(findTarget([cat, nurse, office], ['夜班'], { text: '她这周都是夜班' })).toBeNull();
  });

  it('not when the fact names two classes: which one it is about is not known', () => {
    const ball = topic('c', ['篮球'], '他周末打篮球');
    expect(findTarget([topic('a', ['公司'], '他在一家公司上班')], ['同事', '篮球'], { text: '他和同事打篮球' })).toBeNull();
    expect(findTarget([ball], ['同事', '篮球'], { text: '他和同事打篮球' })?.entry.id).toBe('c');
  });

  it('not when the topic is about another class as much', () => {
    const mixed = topic('a', ['公司', '拿铁'], '公司楼下那家店的拿铁最好喝');
    expect(findTarget([mixed], ['设计师'], { text: '她是设计师' })).toBeNull();
  });

  it('not by a class people keep several topics of (food): 香菜 does not join 火锅', () => {
    expect(findTarget([topic('a', ['火锅'], '她爱吃火锅')], ['香菜'], { text: '她不吃香菜' })).toBeNull();
  });

  it('weighs below a shared keyword', () => {
    const work = topic('a', ['公司'], '她在公司上班');
    const night = topic('b', ['晚上'], '她晚上跑步');
    expect(findTarget([work, night], ['晚上', '加班'], { text: '晚上加班' })?.entry.id).toBe('b');
  });

  it('a name meets only topics that use it in the same sense', () => {
    const dog = topic('a', ['柴犬', '可乐'], '他家的柴犬叫可乐');
    const drink = topic('b', ['酒', '可乐'], '他不喝酒，聚餐都喝可乐');
    expect(findTarget([dog], ['可乐', '饮料'], { text: '聚餐他只喝可乐' })).toBeNull();
    expect(findTarget([dog, drink], ['可乐'], { text: '他每天早上遛可乐' })?.entry.id).toBe('a');
    expect(findTarget([dog, drink], ['可乐'], { text: '他又喝可乐了' })?.entry.id).toBe('b');
  });
});

describe('recall by class', () => {
  const veggie = topic('a', ['vegetarian'], "He's vegetarian");
  const band = topic('b', ['bass', 'band'], 'He plays bass in a band');
  const cold = topic('c', ['cold'], 'He hates the cold');

  it('brings a topic of the class the query names, after the topics it names by keyword', () => {
    expect(recall([veggie, band, cold], 'Steak place for dinner?').map((h) => h.entry.id)).toEqual(['a']);
    expect(recall([veggie, band, cold], 'Steak place for dinner?')[0]?.hits).toEqual(['vegetarian']);
    expect(recall([veggie, band, cold], 'dinner before the cold gig').map((h) => h.entry.id)).toEqual(['c', 'b', 'a']);
  });

  it('finds an English keyword glued to Chinese (N2考得怎么样)', () => {
    expect(recall([topic('a', ['n2'], '她想考N2')], 'N2考得怎么样').map((h) => h.entry.id)).toEqual(['a']);
  });
});
