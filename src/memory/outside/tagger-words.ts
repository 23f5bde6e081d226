/**
 * jieba's user dictionary: everyday words its dictionary cuts apart or files under
 * the wrong class (拿铁 as 拿 + 铁, 五月天 as a time word, 可乐 as an adjective),
 * grouped by what people note about someone. Tags as jieba's: n thing, nz name of
 * a brand, work or band, nr person, ns place, vn activity.
 */
const WORDS: Record<string, readonly string[]> = {
  n: [
    // drinks and food
    '拿铁', '美式', '冰美式', '摩卡', '手冲', '燕麦奶', '燕麦拿铁', '生椰拿铁', '奶茶', '果茶', '抹茶', '可乐', '雪碧',
    '精酿', '啤酒', '螺蛳粉', '麻辣烫', '冒菜', '串串', '小龙虾', '烤肉', '寿司', '拉面', '牛肉面', '碗粿', '蛋挞',
    '提拉米苏', '芋泥', '麻糬', '杨枝甘露', '多肉葡萄', '香菜', '折耳根', '臭豆腐', '榴莲', '芝士', '甜品',
    // pets and their things
    '猫咖', '猫粮', '猫砂', '猫条', '猫爬架', '逗猫棒', '喂食器', '饮水机', '橘猫', '布偶猫', '英短', '美短', '暹罗猫', '狸花猫', '三花猫',
    '柴犬', '金毛', '哈士奇', '柯基', '泰迪', '边牧', '拉布拉多', '萨摩耶', '比熊', '法斗', '狗粮', '狗绳', '铲屎官',
    // exams and study
    '法考', '考研', '考公', '考编', '国考', '省考', '教资', '注会', '司考', '四六级', '雅思', '托福', '毕设', '组会',
    // hobbies and games
    '剧本杀', '密室逃脱', '狼人杀', '桌游', '王者荣耀', '乙女游戏', '手办', '盲盒', '拍立得', '单反', '胶片机',
    '尤克里里', '吉他', '架子鼓', '飞盘', '陆冲', '滑板', '露营', '徒步', '骑行', '撸铁', '普拉提', '相声', '脱口秀', '漫展', '音乐节',
    // health and body
    '白噪音', '褪黑素', '痛经', '偏头痛', '鼻炎', '胃病', '牙套', '生理期', '大姨妈',
    // work
    '护师', '主管护师', '年假', '调休', '插画师', '绘本', '夜班', '倒班', '年终奖', '裸辞', '律所', '外企', '国企', '央企', '大厂', '甲方', '乙方', '工位', '团建', '周报',
    // seasons: what the weather of them is like is a topic ("北方的冬天")
    '春天', '夏天', '秋天', '冬天',
  ],
  nz: [
    '五月天', '告五人', '草东', '毛不易', '华晨宇', '邓紫棋', '薛之谦', '陈奕迅', '周深', '李健',
    '甄嬛传', '原神', '动森', '泡泡玛特', '海底捞', '西西弗', '环球影城', '小红书', '抖音', 'b站', '饿了么',
    '拼多多', '美团', '米哈游', '网易', '腾讯', '喜茶', '奈雪', '瑞幸', '霸王茶姬', '蜜雪冰城', '星巴克',
  ],
  ns: ['首尔', '清迈', '长隆', '洱海'],
  vn: ['撸猫', '遛狗', '拆家', '追剧', '熬夜', '失眠', '加班', '摸鱼', '跳槽'],
};

/** Every word with its tag, in the order jieba is given them. */
export const TAGGER_WORDS: readonly (readonly [string, string])[] = Object.entries(WORDS).flatMap(([tag, words]) =>
  words.map((word) => [word, tag] as const),
);
