/**
 * Coarse topics of a life and the common words that name them, written by hand
 * (zh simplified, as normalizeText spells; English in any form, stemmed when
 * built). A word belongs to one class; a longer word wins over one inside it
 * ("咖啡店" is work, "咖啡" a drink). `merge: false` classes only widen recall:
 * people keep several topics of them (hot pot, coriander, cooking are all food),
 * so sharing one says too little to file two facts together.
 */
export interface TopicClassWords {
  merge: boolean;
  words: readonly string[];
}

export const CLASS_LEXICON: Readonly<Record<string, TopicClassWords>> = {
  pet: {
    merge: true,
    words: [
      '养猫', '养狗', '撸猫', '遛狗', '遛', '猫粮', '狗粮', '猫砂',
      '猫爬架', '狗舍', '收容所', '领养', '绝育', '疫苗', '兽医', '宠物医院', '拆家', '掉毛', '毛球', '铲屎', '橘猫', '柴犬',
      '柯基', '金毛', '布偶猫', '英短', '狸花猫', 'vet', 'tabby', 'beagle', 'lab',
      'labrador', 'walk', 'walks', 'leash', 'lead', 'kennel', 'litter', 'paw', 'groomer', 'adopted', 'rescue',
    ],
  },
  plant: {
    merge: true,
    words: [
      '植物', '绿植', '多肉', '浇水', '花盆', '盆栽', '种花', '养花', '阳台', '园艺',
      'plant', 'plants', 'garden', 'gardening', 'succulent', 'watering', 'houseplant', 'allotment',
    ],
  },
  coffee: {
    merge: true,
    words: [
      '咖啡', '拿铁', '美式', '冰美式', '摩卡', '手冲', '卡布奇诺', '浓缩', '星巴克', '瑞幸', '燕麦拿铁', '咖啡因', '燕麦奶',
      'coffee', 'latte', 'espresso', 'americano', 'cappuccino', 'flat white', 'caffeine', 'decaf', 'oat milk', 'barista',
    ],
  },
  tea: {
    merge: true,
    words: ['茶', '喝茶', '普洱', '绿茶', '红茶', '乌龙', '龙井', '泡茶', '茶叶', '茶具', 'tea', 'green tea', 'matcha', 'chai'],
  },
  milktea: {
    merge: true,
    words: ['奶茶', '喜茶', '奈雪', '霸王茶姬', '蜜雪冰城', '珍珠奶茶', '多肉葡萄', '芋泥', '波波', '三分糖', '少冰', 'bubble tea', 'boba'],
  },
  alcohol: {
    merge: true,
    words: [
      '酒', '喝酒', '啤酒', '红酒', '白酒', '精酿', '威士忌', '鸡尾酒', '酒精', '酒量', '醉', '喝醉', '聚餐', '饮料', '可乐',
      '汽水', '气泡水', 'alcohol', 'beer', 'wine', 'whisky', 'whiskey', 'pint', 'pints', 
      'hangover', 'sober', 'cocktail', 'gin', 'vodka', 'sparkling water', 'soda', 'fizzy',
    ],
  },
  food: {
    merge: false,
    words: [
      '吃', '美食', '火锅', '川菜', '湘菜', '粤菜', '小吃', '外卖', '点菜', '菜', '饭', '做饭', '烧烤', '甜品', '蛋糕', '零食',
      '辣', '麻辣', '香菜', '牛肉', '猪肉', '鸡肉', '羊肉', '海鲜', '鱼', '素食', '吃素', '早茶', '面包', '披萨', '寿司',
      '红烧肉', '番茄', '炒蛋', '餐厅', '饭店', '过敏', '花生', '鸡胸肉', 'food', 'eat', 'eats', 'dinner', 'lunch',
      'breakfast', 'restaurant', 'menu', 'meal', 'cook', 'cooking', 'bake', 'baking', 'pizza', 'curry', 'roast', 'steak',
      'burger', 'pasta', 'italian', 'sushi', 'ramen', 'vegan', 'vegetarian', 'meat', 'fish', 'chicken', 'beef', 'gluten',
      'coeliac', 'allergic', 'allergy', 'peanut', 'spicy', 'snack', 'cake', 'dessert', 'haggis', 'takeaway', 'sourdough',
      'bread', 'pastry', 'pastries',
    ],
  },
  work: {
    merge: true,
    words: [
      '工作', '上班', '下班', '公司', '加班', '老板', '领导', '同事', '项目', '开会', '会议', '客户', '甲方', '跳槽', '辞职',
      '离职', '面试', '工资', '薪水', '升职', '裁员', '出差', '办公室', '工位', '写代码', '代码', '后端', '前端', '程序员',
      '设计师', '广告公司', '律所', '助理', '咖啡店', '咖啡师', '开店', '公休', '拉花', '店里', '店长', '需求',
      '实习', '职场', '绩效', '年终奖', '老师', '护士', '医生', '医院', '夜班', '值班', '排班', 'job', 'work', 'works',
      'working', 'office', 'boss', 'manager', 'colleague', 'colleagues', 'coworker', 'shift', 'shifts', 'night shift',
      'meeting', 'meetings', 'client', 'deadline', 'promotion', 'salary', 'career', 'interview', 'hospital', 'nurse',
      'pharmacy', 'pharmacist', 'company', 'startup', 'project', 'overtime', 'resign', 'quit', 'hired', 'fired',
    ],
  },
  study: {
    merge: true,
    words: [
      '学习', '考试', '备考', '复习', '刷题', '网课', '课', '上课', '报名', '考研', '法考', '高考', '论文', '答辩', '导师',
      '研究生', '博士', '硕士', '读研', '实验室', '组会', '毕业', '学校', '大学', '专业', '作业', '考证', '证书', '成绩',
      '挂科', 'thesis', 'dissertation', 'viva', 'supervisor', 'phd', 'chapter', 'exam', 'exams', 'revision', 'revise',
      'university', 'college', 'degree', 'course', 'lecture', 'research', 'study', 'studying', 'assignment',
      'essay', 'graduate', 'graduation', 'masters', 'module', 'semester',
    ],
  },
  language: {
    merge: true,
    words: [
      '日语', '日文', '英语', '英文', '韩语', '法语', '西班牙语', '德语', '口语', '背单词', '单词', '语言', 'n1', 'n2', 'n3',
      '雅思', '托福', 'japanese', 'spanish', 'french', 'german', 'korean', 'duolingo', 'vocab',
      'language', 'fluent', 'practise', 'practice',
    ],
  },
  sleep: {
    merge: true,
    words: [
      '睡', '睡觉', '睡眠', '白噪音', '褪黑素', '失眠', '熬夜', '晚睡', '早起', '睡不着', '困', '午睡', '做梦', '噩梦', '作息', '通宵', '夜猫子',
      'sleep', 'sleeping', 'insomnia', 'melatonin', 'blackout curtains', 'nap', 'awake', 'nightmare', 'nightmares', 'bedtime', 'night owl', 'morning person',
    ],
  },
  health: {
    merge: true,
    words: [
      '生病', '感冒', '发烧', '头疼', '头痛', '胃疼', '膝盖', '扭伤', '脚踝', '受伤', '看病', '吃药', '体检', '住院', '手术',
      '腰疼', '颈椎', '过敏原', 'ill', 'sick', 'flu', 'injury', 'injured', 'knee', 'ankle', 'back pain', 'headache',
      'migraine', 'doctor', 'gp', 'physio', 'surgery', 'hurt', 'sprain',
    ],
  },
  mood: {
    merge: true,
    words: [
      '累', '很累', '压力', '焦虑', '崩溃', '烦', '难过', '抑郁', '心累', '疲惫', '倦怠', '情绪', 'tired', 'knackered',
      'exhausted', 'stress', 'stressed', 'anxious', 'anxiety', 'burnout', 'burnt out', 'burnt', 'burned out', 'overwhelmed',
      'depressed',
    ],
  },
  music: {
    merge: true,
    words: [
      '音乐', '歌', '唱歌', '歌手', '歌迷', '粉丝', '铁粉', '演唱会', '专辑', '新歌', '单曲', '乐队', '吉他', '钢琴', '鼓',
      '贝斯', 'ktv', '听歌', '歌单', '巡演', 'livehouse', '音乐节', '周杰伦', '五月天', '陈奕迅', '林俊杰', 'music', 'song',
      'songs', 'album', 'concert', 'gig', 'gigs', 'tour', 'band', 'bass', 'guitar', 'piano', 'drums', 'drummer', 'singer',
      'playlist', 'vinyl', 'records', 'jazz', 'orchestra', 'cello', 'violin', 'festival', 'swiftie',
    ],
  },
  screen: {
    merge: true,
    words: [
      '电影', '电视剧', '剧', '追剧', '台剧', '韩剧', '美剧', '日剧', '综艺', '动画', '动漫', '电影院', '看片', '导演', '纪录片',
      'film', 'films', 'movie', 'movies', 'cinema', 'series', 'show', 'tv', 'netflix', 'anime', 'documentary', 'horror',
      'ghibli', 'sitcom',
    ],
  },
  books: {
    merge: true,
    words: [
      '书', '读书', '看书', '小说', '作家', '作者', '书店', '读书会', '诗', '漫画', '绘本', 'book', 'books', 'novel',
      'novels', 'author', 'reading', 'read', 'library', 'poetry', 'bookshop', 'kindle',
    ],
  },
  games: {
    merge: true,
    words: ['游戏', '打游戏', '手游', '主机', '开黑', '通关', 'switch', 'ps5', 'game', 'games', 'gaming', 'console', 'xbox'],
  },
  travel: {
    merge: false,
    words: [
      '旅行', '旅游', '出国', '机票', '酒店', '签证', '自由行', '度假', '海边', '出游', 'travel', 'trip', 'holiday',
      'flight', 'flights', 'abroad', 'visa', 'beach', 'hotel',
    ],
  },
  weather: {
    merge: true,
    words: [
      '冷', '怕冷', '热', '怕热', '冬天', '夏天', '下雨', '雨', '雨声', '雨天', '打雷', '雷', '台风', '下雪', '天气', '冻',
      'cold', 'winter', 'winters', 'summer', 'heat', 'rain', 'rains', 'thunder', 'storm', 'snow', 'weather', 'freezing',
    ],
  },
  family: {
    merge: false,
    words: [
      '妈妈', '妈', '爸爸', '爸', '父母', '姐姐', '妹妹', '哥哥', '弟弟', '外婆', '奶奶', '爷爷', '外公', '家人', '老家',
      'mum', 'mother', 'dad', 'father', 'parents', 'sister', 'brother', 'grandma', 'grandmother', 'grandad', 'nan',
      'family', 'aunt', 'uncle', 'cousin',
    ],
  },
  birthday: {
    merge: true,
    words: ['生日', '过生日', '生日礼物', '蛋糕店', '周岁', 'birthday', 'bday', 'birthdays'],
  },
  running: {
    merge: true,
    words: ['跑步', '夜跑', '晨跑', '马拉松', '半马', '全马', '配速', '跑', 'run', 'runs', 'running', 'marathon', 'half marathon', '10k', '5k', 'jog', 'jogging', 'parkrun'],
  },
  gym: {
    merge: true,
    words: ['健身', '健身房', '撸铁', '卧推', '深蹲', '增肌', '减脂', '蛋白粉', '私教', '硬拉', 'gym', 'workout', 'weights', 'lifting', 'squat', 'protein'],
  },
  ballgame: {
    merge: true,
    words: [
      '篮球', '足球', '排球', '网球', '乒乓球', '羽毛球', '球迷', '球队', '球星', 'nba', '季后赛', '总决赛', '世界杯', '打球',
      'football', 'soccer', 'basketball', 'tennis', 'badminton', 'season ticket', 'derby', 'league', 'five-a-side',
    ],
  },
  outdoors: {
    merge: true,
    words: ['爬山', '徒步', '登山', '露营', '攀岩', '骑行', '游泳', 'hiking', 'hike', 'climbing', 'bouldering', 'camping', 'swim', 'swimming', 'cycling'],
  },
  transport: {
    merge: true,
    words: ['机车', '摩托', '电动车', '自行车', '开车', '驾照', '地铁', '公交', '打车', '车', 'car', 'bike', 'scooter', 'driving', 'commute', 'train', 'bus'],
  },
  shopping: {
    merge: false,
    words: ['购物', '逛街', '买', '网购', '淘宝', '双十一', '包包', '口红', '化妆品', '衣服', 'shopping', 'buy', 'bought', 'clothes', 'makeup'],
  },
};
