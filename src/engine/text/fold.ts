// One spelling for matching: NFKC (full-width letters, digits, punctuation), lower case,
// the typographic apostrophe as ASCII, and the traditional characters chat messages
// use most, as their simplified forms ("這還會" reads as "这还会"). Full-width
// punctuation becomes ASCII ("，" ","; "？" "?"), while "。" stays.

const PAIRS =
  '這这還还會会說说為为們们裡里裏里來来對对嗎吗麼么沒没與与個个點点時时間间見见聽听讓让愛爱歡欢話话覺觉應应該该給给謝谢試试週周' +
  '東东戀恋曖暧變变遠远聯联絡络繫系係系關关開开發发電电機机車车長长學学習习書书誰谁認认識识過过進进邊边後后從从經经樣样實实錯错' +
  '氣气讀读覆复復复題题問问隻只別别總总當当現现幾几萬万號号場场頭头買买賣卖錢钱禮礼兒儿媽妈親亲遊游戲戏樂乐團团處处難难傷伤壞坏' +
  '傳传訊讯無无論论許许約约飯饭飲饮灑洒緊紧張张緒绪擔担憂忧負负責责帶带準准備备選选擇择斷断絕绝離离險险驗验證证據据確确將将連连' +
  '顧顾願愿戰战鬧闹煩烦擾扰罵骂報报紙纸層层誤误餘余請请輕轻鬆松動动態态語语調调聲声響响極极種种類类夠够討讨厭厌數数記记憶忆錄录' +
  '貼贴則则節节獨独單单線线終终於于歸归靜静劃划碼码妳你們们嗯嗯趕赶醫医藥药幫帮麵面雞鸡魚鱼園园導导師师員员處处廳厅館馆讚赞' +
  '雙双錶表題题灣湾臺台歲岁鐘钟鍾钟衝冲達达遲迟適适邊边陽阳陰阴漸渐淚泪盡尽幹干條条麗丽尷尴尬尬慘惨慣惯熱热冷冷頭头臉脸體体'
  + '慮虑適适寵宠擁拥僅仅儘尽壓压嚇吓憐怜懷怀揮挥撐撑權权濃浓燈灯獎奖瘋疯療疗盤盘禍祸穩稳簡简糾纠紀纪維维繼继續续罰罚聞闻膽胆艱艰衛卫補补觀观計计評评詞词誇夸詳详諒谅謊谎謎谜貴贵費费賠赔賴赖購购趨趋躍跃輸输轉转辦办遙遥鄰邻醜丑釋释鈴铃銷销鎖锁門门閃闪閉闭閒闲閱阅隊队雖虽雜杂靈灵須须頁页頓顿領领頻频顆颗顯显風风飛飞驚惊髮发齊齐龍龙鐵铁喚唤嘆叹圍围夢梦妝妆嬌娇寧宁專专屬属幣币廣广強强彎弯徵征戶户掃扫掛挂採采換换搶抢攝摄敗败敵敌曉晓曬晒棄弃樓楼標标橋桥檢检殘残決决況况淺浅減减測测湯汤滅灭滿满漲涨潔洁濕湿爐炉牆墙狀状獻献環环產产畫画異异監监礙碍稱称積积窮穷筆笔築筑範范紅红純纯細细組组結结統统絲丝綁绑網网縮缩繞绕職职脫脱腳脚膩腻臨临舉举華华葉叶蓋盖薦荐藝艺蟲虫裝装複复規规視视覽览訓训託托設设訪访詢询誠诚課课談谈諮咨講讲護护豐丰貝贝財财貨货質质賽赛贈赠踐践軟软載载輪轮辭辞農农郵邮鄉乡鍵键鏡镜陳陈陸陆韓韩養养馬马駕驾鳥鸟鹽盐麥麦黃黄齒齿啞哑囉啰獲获擊击澀涩癢痒竊窃綜综襪袜蘭兰黨党鬥斗'
  // More of the traditional forms chat messages use (刪, 兩, 輩, 憑, 騙, 寶, 鴿, 著…).
  + '刪删兩两帥帅帳账塊块閨闺騙骗憑凭殺杀輩辈溫温寶宝藉借鴿鸽瞭了際际虧亏價价嘗尝睏困償偿債债勸劝攔拦廢废運运嗚呜窩窝賤贱燒烧丟丢爛烂滾滚惡恶憤愤兇凶嚴严厲厉懲惩較较摟搂鍋锅擠挤歷历勁劲縱纵億亿豈岂攤摊纏缠暫暂順顺賺赚歎叹賭赌癡痴奪夺諾诺著着麽么嘍喽噓嘘陣阵擺摆夥伙嚕噜鬍胡蕩荡颱台懇恳懺忏瀟潇纖纤齣出捨舍穌稣'
  + '總总緣缘份份對对寫写聰聪嗎吗罷罢爭争吵吵貓猫狗狗啟启訂订隨随餓饿飽饱興兴聚聚練练績绩鬱郁悶闷懶懒愛爱偉伟義义';

const TO_SIMPLIFIED = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) TO_SIMPLIFIED.set(PAIRS[i] as string, PAIRS[i + 1] as string);

export function foldText(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
  let out = '';
  for (const ch of plain) out += TO_SIMPLIFIED.get(ch) ?? ch;
  return out;
}

/** Whether a text is written in Chinese (any Han character). */
export const hasHan = (text: string): boolean => /\p{Script=Han}/u.test(text);
