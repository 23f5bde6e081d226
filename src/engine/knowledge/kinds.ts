import { keyOf } from './keys.js';

/**
 * What a word is a kind of, for words people use in place of the general one: a
 * breed for the animal, a drink for what it is made of. A fact about "柴犬" then
 * meets "她怕狗", and "my friend's labrador" meets "she's scared of dogs".
 */
const KINDS: Record<string, readonly string[]> = {
  狗: ['柴犬', '金毛', '哈士奇', '柯基', '泰迪', '边牧', '拉布拉多', '萨摩耶', '比熊', '法斗', '博美', '雪纳瑞', '阿拉斯加', '德牧', '小狗', '大狗', '狗狗', '狗子', '遛狗', '狗粮'],
  猫: ['橘猫', '布偶猫', '布偶', '英短', '美短', '暹罗猫', '狸花猫', '三花猫', '缅因猫', '猫咪', '小猫', '猫猫', '撸猫', '猫粮', '猫砂', '猫咖', '猫爬架'],
  咖啡: ['拿铁', '美式', '冰美式', '摩卡', '手冲', '卡布奇诺', '燕麦拿铁', '生椰拿铁', '浓缩', '星巴克', '瑞幸'],
  奶茶: ['喜茶', '奈雪', '霸王茶姬', '蜜雪冰城', '珍珠奶茶', '多肉葡萄', '杨枝甘露'],
  酒: ['啤酒', '精酿', '红酒', '白酒', '威士忌', '鸡尾酒', '喝酒', '酒精', '喝一杯'],
  辣: ['川菜', '湘菜', '麻辣烫', '辣条', '变态辣', '特辣', '麻辣'],
  dog: ['labrador', 'lab', 'beagle', 'collie', 'spaniel', 'poodle', 'terrier', 'retriever', 'pug', 'husky', 'corgi', 'puppy', 'dachshund', 'whippet'],
  cat: ['tabby', 'kitten', 'siamese', 'persian', 'ragdoll', 'moggy'],
  coffee: ['latte', 'flat white', 'espresso', 'americano', 'cappuccino', 'mocha', 'cortado'],
  meat: ['steak', 'burger', 'chicken', 'beef', 'pork', 'bacon', 'sausage'],
};

let kindOf: Map<string, string[]> | undefined;

/** The general words a keyword (in its compared form, see keyOf) is a kind of ("柴犬" → 狗). */
export function kindsOf(key: string): readonly string[] {
  if (!kindOf) {
    kindOf = new Map();
    for (const [kind, words] of Object.entries(KINDS)) {
      for (const word of words) kindOf.set(keyOf(word), [...(kindOf.get(keyOf(word)) ?? []), keyOf(kind)]);
    }
  }
  return kindOf.get(key) ?? [];
}

/**
 * The general words a text names through a kind ("朋友家有只金毛" → 狗). Chinese is
 * looked for as letters, English as stemmed words (`words` holds them padded with spaces).
 */
export function kindsIn(haystack: string, words: string): string[] {
  kindsOf('');
  const found = new Set<string>();
  for (const [key, kinds] of kindOf ?? []) {
    const named = /\p{Script=Han}/u.test(key) ? haystack.includes(key) : words.includes(` ${key} `);
    if (named) for (const kind of kinds) found.add(kind);
  }
  return [...found];
}
