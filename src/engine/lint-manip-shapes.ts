import type { ManipRule } from './lint-manip-zh.js';

// Round ten of the families (two more development batches written blind, 2026-12-03): the
// shapes the earlier rounds left out, each a family of wordings rather than a sentence —
// sarcasm that sulks, an account demanded, a life put in their hands, money counted, a
// condition whose consequence comes without a 就, "tired" or "busy" waved away, a norm of
// love held up, someone else's attention shown off, a limit they named and then pushed.

/** Up to n characters inside one sentence (a question mark ends it too). */
const g = (n: number) => `[^。.!?\\n]{0,${n}}`;
/** Up to n characters, across a question mark. */
const q = (n: number) => `[^。.!\\n]{0,${n}}`;
const rx = (...parts: string[]) => new RegExp(parts.join(''), 'u');
const NUM = '[\\d一二两三四五六七八九十几半]+';

/** A condition laid on them. */
const IF = '(?:要是|如果|假如|若是|万一|敢|只要|一旦|下次|再|的话|你' + g(8) + '(?:不|没|又|还))';
/** The end of it all, said more ways: "我们就算了", "over 了", "不用回了", "换个人". */
const THE_END =
  '(?:(?:我们|咱们|咱俩|我俩)(?:之间)?(?:就|也)?(?:算了|到此为止|拉倒|完了|散了|没戏|没可能|结束了|over)|over\\s*了|(?:就|也)?没(?:必要|意义)(?:再)?(?:继续|聊|联系|来往|见|谈)|' +
  '不会再理你|删(?:了|掉)?你|拉黑你|以后(?:也)?不用(?:再)?(?:回|找|联系|来)了|换(?:个|一个)人(?:喜欢|爱|追)|见不到我|找不到我|' +
  '不奉陪|不伺候|拜拜了|各过各的|不理你了|(?:咱俩|我们|咱们)(?:就)?到这(?:吧|了|儿|里)?|没必要再(?:约|见|聊|联系)|以后(?:也)?不用(?:再)?(?:说|见)了|不用再(?:聊|联系|见|来往|谈)(?:了|下去)|以后(?:也)?(?:就)?别(?:再)?(?:联系|找我|见)了?)';

// Round twelve (two more blind batches: dev-8, regional and internet Chinese; dev-9, English of many voices).
const ZH_ROUND_TWELVE: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx(IF, g(20), '(?:去|到)你(?:们)?(?:公司|家|学校|单位|宿舍)(?:找|堵|等)你') },
  { kind: 'manip.guilt', re: rx('(?:为了你' + g(8) + '(?:吵|闹翻|翻脸)|你(?:怎么|咋)(?:能|可以)(?:这样|这么)(?:对|对待)我|也是我(?:请|付|买|出)的|你知道(?:这)?(?:多少钱|多贵)(?:吗|么)?|你(?:怎么)?都不(?:戴|用|背|穿)' + g(4) + '(?:你知道|多少钱|是不是))') },
  { kind: 'manip.love_test', re: rx('(?:在乎|喜欢|爱)(?:一个人)?' + g(6) + '秒回是基本|秒回是基本') },
  { kind: 'manip.sulking', re: rx('(?:^(?:哦|嗯)[。.]?$|^行[,\\s]*知道了[。.]?$|也不叫我|都不叫我|还有个我|无所谓(?:啊|呀)?' + g(4) + '你爱)') },
  { kind: 'manip.busy', re: rx('(?:第一时间(?:打|回|打电话)给我|在电话里睡|别挂就行|具体几点|(?:完事|完了|忙完)' + g(6) + '来找我' + g(6) + '多晚都|不影响的|又不影响|你说你(?:很)?累' + g(8) + '(?:那我|我)(?:去|来)你家)') },
  { kind: 'manip.love_bombing', re: rx('(?:搬到一起住|一起住吧|(?:认识|见)(?:你)?(?:' + NUM + ')(?:天|周|次|个星期)' + g(12) + '(?:一起住|搬)|我都安排好了|你(?:请个假|只要)' + g(6) + '就行)') },
  { kind: 'manip.jealousy', re: rx('(?:你都没(?:这么)?(?:说|夸)过|(?:学长|学姐|学弟|学妹|男生|女生|同事)' + g(6) + '聊到(?:凌晨|半夜|' + NUM + '点)|不跟你说了' + g(10) + '约我)') },
  { kind: 'manip.blame', re: rx('(?:所有的动力都是你|你不要我' + g(8) + '(?:也不想|都不想)|离开我' + g(10) + '(?:又要|就会)回到|我哭' + g(6) + '也没关系|遗书|我死的那天)') },
  { kind: 'manip.demand', re: rx('(?:接电话' + g(3) + '(?:现在|马上|!!)|回我' + g(2) + '(?:马上|现在)|(?<!你|妳|他|她)打了(?:' + NUM + ')个电话|你们什么关系|打(?:了)?那么久|干嘛去了|谁' + g(10) + '(?:讲|说)清楚|定位显示)') },
  { kind: 'manip.control', re: rx('(?:我不喜欢别人(?:评论|看|点赞|夸)你|(?:不要|别)跟(?:同事|朋友|闺蜜|兄弟)(?:去)?(?:吃饭|出去|喝酒|玩)|不准出门|我说了算)') },
  { kind: 'manip.comparison', re: rx('(?:比' + g(8) + '差远了|再看看你|(?:隔壁|别人家|人家)' + g(6) + '(?:男朋友|女朋友|对象)' + g(4) + '都不会)') },
  { kind: 'manip.boundary', re: rx('(?:想一个人(?:待着|静静)|不想见)' + g(14) + '(?:到门口了|还是给你|我还是(?:过来|过去|送))') },
];

const ZH_ROUND_ELEVEN: readonly ManipRule[] = [
  // Round eleven (two more blind batches: dev-6, subtle; dev-7, long and mixed).
  { kind: 'manip.ultimatum', re: rx('(?:给你到(?:今晚|今天|明天|' + NUM + '点)|你选吧' + g(6) + '(?:还是|我)|(?:这周|今天|明天|本周)(?:内|之内)?你必须(?:决定|选|给|说)|是(?:她|他)还是我|过了今天', g(6), '(?:不会再|就|别)|我只要一个字)') },
  { kind: 'manip.guilt', re: rx('(?:我为(?:了)?你(?:推掉|放弃|请假|翘|拒绝|辞)|我(?:都)?(?:大半夜|大老远|专门|特意|特地)', g(16), '(?:你怎么|你就|你却|你倒|你说你)|你(?:帮我|陪我)', g(8), '(?:都嫌|就嫌|嫌麻烦)|(?:这一趟|那我)算什么|请你吃了', g(4), '(?:那么多|这么多)|都是我(?:付|出|买|订|请)的|打水漂|(?:也)?得有点表示|你连', g(10), '都(?:记不住|不记得|做不到))') },
  { kind: 'manip.love_test', re: rx('(?:记不住就说明|就说明(?:你)?(?:不|没)(?:在乎|喜欢|爱|用心)|不说你也(?:能|该)(?:猜到|知道)|(?:这)?才叫(?:爱|在乎|用心|喜欢)|(?:喜欢|在乎|爱)(?:我)?的话(?:就)?(?:不会|才会|就会|应该)|测试一下' + g(10) + '(?:你愿意|你会|会不会)|(?:真爱|真心喜欢)的话|真(?:心)?喜欢(?:一个人|的人)' + g(6) + '(?:不用|不会|根本)|会不会为了我)') },
  { kind: 'manip.sulking', re: rx('(?:(?:跟你)?说(?:了)?也没用|不想说了' + g(4) + '(?:你自己|算了)|你自己(?:好好)?想想吧|您忙|您老人家|不打扰您|^嗯[。.]$|没事[。.,\\s]+(?:我)?(?:先)?不聊了|我为什么要生气|为啥要生气|没什么好聊的了|原来你有空|挺好挺好|挺好的挺好的|大忙人|回条消息要' + g(4) + '(?:天|小时)|没叫我也没关系|又不是那种小气的人|毕竟不重要|我不重要|一个人在家等你|(?:跟|和)' + g(4) + '(?:十几个|好多|一群)人一起静静|应该更开心)') },
  { kind: 'manip.sulking', re: rx('以后不会了'), also: /^(?![\s\S]*(?:对不起|抱歉|不好意思|我错了|是我不对))/u },
  { kind: 'manip.threat', re: rx('(?:把你屏蔽|屏蔽你)', g(8), '(?:冷静|反思|一周|几天|看你)|你好好反思') },
  { kind: 'manip.pressure', re: rx('(?:(?:不了|不要|不行|拒绝)[”"]?是不是(?:其实)?|(?:懂|知道|明白)你(?:不想|不要|不喜欢|没感觉|只想)', g(10), '(?:但|可是|不过)', g(10), '(?:再想想|再考虑|再给|试试|还是)|(?:那|我)(?:就)?(?:去|到)你(?:家)?楼下(?:找|等)你|总有一个你能答应|朋友也可以慢慢变)') },
  { kind: 'manip.busy', re: rx('(?:回(?:一|个)个?字(?:很|就这么|有那么)?难|耽误你(?:一|' + NUM + ')分钟|可我就想见你|我也很忙' + g(8) + '(?:照样|还不是|不也|还是)|什么时候才不(?:累|忙)|(?:出差|加班|考试|开会|忙)也有' + g(6) + '(?:时间|空)吧|不过分吧|(?:先)?放一放|又不费(?:力|劲|事)|累就不能)') },
  { kind: 'manip.busy', re: rx('(?:睡前|再)(?:聊|陪)(?:我)?(?:聊)?(?:半小时|一小时|一会儿?)', g(4), '[嘛呗]'), also: /累|说了|要睡|想睡|早点睡|困了/u },
  { kind: 'manip.demand', re: /([\p{Script=Han}]{1,4}(?:呢|吗|没))[\s,.!?。]+\1(?:[\s,.!?。]|$)/u },
  { kind: 'manip.demand', re: rx('(?:^回我[。.!]?$|已读不回是几个意思|几个意思(?:啊|呀)?\\?*|' + NUM + '点(?:到|至)' + NUM + '点' + g(6) + '(?:在干嘛|在哪|跟谁)|怎么回事呢?|解释解释|改(?:了)?密码|一五一十|包括跟谁|谁在你家|(?:外卖|消费|通话)记录|查了(?:一下)?你的)') },
  { kind: 'manip.control', re: rx('(?:(?:穿|裙子|衣服)' + g(12) + '先跟我说(?:一声)?|我(?:也)?是为你好|别(?:再)?(?:跟|和)(?:你)?(?:那个)?(?:闺蜜|朋友|兄弟|同事|男同事|女同事)(?:出去|玩|见面)|带坏你|就这样定了|还是别去了|查岗|别在外面逗留)') },
  { kind: 'manip.comparison', re: rx('(?:我前任', g(10), '(?:至少|都会|会送|会记得)|(?:都说|觉得)我值得更好|(?:隔壁|别人家|人家)' + g(4) + '(?:男朋友|女朋友|对象)' + g(8) + '(?:天天|每天|都会)|有你' + g(3) + '一半|我(?:以前|之前)那个' + g(4) + '会记得)') },
  { kind: 'manip.jealousy', re: rx('(?:就你(?:没|不)(?:夸|说|发)|给我(?:点|买|送|带)' + g(8) + '(?:真|好|超)(?:的)?(?:好)?(?:贴心|体贴|暖)|你要不要也(?:发|送|买)|(?:新来的|那个)(?:男生|女生)' + g(8) + '(?:挺会|很会|特别会)|我找(?:他|她)聊|介意也没用|已经问(?:了)?我' + g(2) + '(?:' + NUM + ')遍)') },
  { kind: 'manip.love_bombing', re: rx('(?:(?:认识|见)(?:你)?(?:' + NUM + ')(?:天|周|次|个星期)' + g(12) + '(?:婚礼|结婚|领证|未来|房子)|我们(?:俩)?(?:未来|以后)的(?:房子|家)|你只需要我|给你全世界|领证|(?:第二次|第一次|才|刚)' + g(6) + '我爱你)') },
  { kind: 'manip.boundary', re: rx('(?:别(?:一直)?说不要|不要一直说不要|放松点)') },
];


// Round thirteen (two more blind batches: dev-10, everyday logistics; dev-11, indirect hints):
// families, each said several ways — "I'll take it as…", a guessing game set as punishment, an
// outsider's self-pity, busy waved away because it "won't get in the way", someone else who is
// free, money managed for them, a dislike they named and then "just one".
const ZH_ROUND_THIRTEEN: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx('(?:(?:那|那么)?我就当(?:你|是你)' + g(10) + '(?:选|不在乎|不要|不想|放弃|默认|答应|拒绝|没把我)|信不信我' + g(8) + '(?:就|马上|立刻|明天)|换(?:个)?(?:手机)?号' + g(10) + '(?:联系不上|找不到)我|谁(?:都|也)(?:联系|找)不(?:上|到)我)') },
  { kind: 'manip.sulking', re: rx('(?:(?:不想(?:跟你|和你|同你)?(?:说|说话|聊|理你)|别问(?:我)?为什么)' + q(12) + '你自己(?:好好)?(?:想|猜|反省|体会|琢磨)|你自己(?:好好)?(?:想想|反省)你|(?:今天|现在|暂时)不想理你|别问(?:我)?为什么)') },
  { kind: 'manip.sulking', re: rx('(?:你开心就好' + q(10) + '(?:我没事|没事)|我?没事[。.,，\\s]*真的没事|我这种(?:外人|人|小透明|路人)|我(?:只|就)配|可惜没有我|省得我(?:扫|打扰|碍|坏)|没(?:叫|喊|带)(?:上)?我' + g(6) + '(?:也)?(?:挺好|没关系|无所谓|正常|理解)|(?:都|就|永远|可)?比我重要(?:多了|那么多|得多)?|原来你(?:也)?(?:会|有时间|有空)(?:主动|回)?)') },
  { kind: 'manip.busy', re: rx('(?:又(?:不|没)(?:耽误|影响)|不会耽误你|(?:期末周|考试周|加班|出差|开会|忙)又(?:怎样|怎么了|咋了)|别睡别睡)') },
  { kind: 'manip.busy', re: rx('(?:已经|就)在(?:你(?:们)?(?:公司|家|学校|宿舍|单位))?(?:楼下|门口)'), also: /加班|忙|累|不用|说了|考试|复习|几点|下来/u },
  { kind: 'manip.busy', re: rx('(?:再|多)(?:聊|陪)(?:我)?(?:一会儿?|半小时|一下)'), also: /早睡|要睡|想睡|困了|累了|说了/u },
  { kind: 'manip.jealousy', re: rx('(?:(?:他|她)请(?:的|我)' + q(12) + '你不(?:会)?介意吧|(?:他|她|人家)肯定有空|可惜不是你(?:说|夸|送|发)的)') },
  { kind: 'manip.control', re: rx('(?:(?:工资卡|银行卡|卡|钱)(?:都)?(?:放|交|给)(?:到)?我(?:这|这里|手上)?' + g(8) + '(?:我帮你管|我来管|替你管)|我帮你管(?:钱|着)|(?:哪(?:都|也)别去|哪儿(?:都|也)不许去))') },
  { kind: 'manip.demand', re: rx('(?:一(?:个|件|样)一(?:个|件|样)(?:说|讲|交代)|老实交代|从实招来|' + NUM + '点(?:到|至)' + NUM + '点' + g(6) + '(?:去哪|去了哪))') },
  { kind: 'manip.boundary', re: rx('(?:我)?知道你不(?:喜欢|想|愿意)' + q(16) + '(?:可|但|不过)' + q(16) + '(?:就一|一(?:张|次|下|杯|口|会儿)|而已)') },
  { kind: 'manip.love_bombing', re: rx('(?:情侣纹身|纹(?:上|了)?(?:你|我们)(?:俩)?的名字|我们俩名字的)') },
];

// Round fourteen (two more batches written blind, 2026-12-04: real-life situations, and pressure
// said softly, briefly or as a joke): another time offered again and again after a no or a
// "busy"; silence announced with its terms (看你表现, 等你想明白); a reply demanded in two
// words or as sarcasm about being read; sarcasm that sulks (都好重要 我懂的, 看来也没那么严重,
// 说了也白说); someone else's pursuit shown off (我不缺人陪); a day made to need them.
const ZH_ROUND_FOURTEEN: readonly ManipRule[] = [
  { kind: 'manip.busy', re: rx('(?:那|换成|改成|要不)' + g(10) + '(?:呢|吗)?[?？]\\s*' + '[^。.!?？\\n]{1,8}[?？]'), also: /忙|不行|没空|不想|说了|拒绝|有事|加班|考试|累|好吧|有空/u },
  { kind: 'manip.busy', re: rx('(?:总有一天有空|总(?:有|能)(?:抽出|挤出)?(?:时间|空)|我(?:都|随时)可以(?:的)?[，,。\\s]*(?:你|就)?(?:定|挑|看)?|(?:可以|能)(?:来|在)我(?:家|这|这儿|那儿?)(?:里)?' + g(6) + '(?:复习|学习|休息|躺|睡|加班|写))'), also: /忙|累|考试|复习|加班|没空|不行|说了/u },
  { kind: 'manip.pressure', re: rx('(?:反正|不管怎样|无论如何)' + g(8) + '(?:一定|必须|非)(?:要|得)?见|(?:其实|肯定)你心里(?:是|还是)?(?:愿意|喜欢|想)|嘴硬|口是心非|(?:不|不要|不行|拒绝)(?:就是|只是|等于)(?:还没|暂时|以后|不好意思)') },
  { kind: 'manip.sulking', re: rx('(?:拉黑|屏蔽|静音|不回你|不理你|冷(?:着|一下)?你)' + q(12) + '(?:看你(?:的)?表现|等你想(?:明白|清楚|通)|你自己(?:想|看着办)|哼)|(?:从现在(?:开始|起)|先|暂时)' + g(4) + '(?:静音|屏蔽|拉黑|不回|不理)(?:你|你的消息)') },
  { kind: 'manip.sulking', re: rx('(?:都|就)?(?:好|很|那么|更|最)重要[，,。\\s]*我(?:懂|知道|明白|理解)(?:的|了)?|看来(?:也)?(?:没(?:那么|多)|不(?:怎么|太))' + g(4) + '(?:严重|忙|累|难受|不舒服|在乎|想我)|(?:说了|讲了)(?:也)?白(?:说|讲)|也没想着' + g(6) + '(?:说|告诉|问|叫)|已读不回' + g(4) + '(?:也是一种|挺有意思|有意思|厉害|可以啊|真行)') },
  { kind: 'manip.demand', re: rx('^回我[。.!！\\s]*(?:现在|马上|立刻|快)|回(?:个|条|一下)?消息(?:有)?(?:很|这么|那么|就)?(?:难|费劲)吗|^[?？]{2,}$') },
  { kind: 'manip.ultimatum', re: rx('(?:^|[。，,！!\\s])(?:这是|给你)?(?:你的)?最后一次机会(?:了)?[。.!！]*$') },
  { kind: 'manip.jealousy', re: rx('我(?:又|也|才)?不缺(?:人陪|人追|人约|人喜欢|人关心|人疼)|(?:一直|老是|天天|总是)(?:找我|给我发消息|约我)' + g(12) + '(?:还|又)(?:约我|请我|说要)') },
  { kind: 'manip.love_bombing', re: rx('你(?:一天|每天)?(?:会)?想我几(?:遍|次|回)') },
  { kind: 'manip.threat', re: rx('再' + g(10) + '(?:我们|咱们|咱俩)(?:就)?算了') },
];

// Round fifteen (two more blind batches with the families missed most often doubled,
// 2026-12-04): silence with its terms said more ways (不想跟你说话, 直到你道歉, 冷你三天, 不想看到你的
// 消息); someone else's attention reported (有人搭讪, 一直在打听我, 他对我挺好的, 相亲对象, 前任 +
// 别多想); a gift unused held against them (送你的…没见你戴, 看不上, 吃人嘴软); "to see who else
// is there"; a past that compares (前任都没你这么); retaliation as a condition (以后你的事我也不,
// 那我也不去…了); busy that never ends (永远忙不完, 这都第三天了); a no gone round (换了个号, 像情侣
// 那样); a limit of theirs bent "just this once" (今天特殊, 偷偷去, 还不能…吗); a reply demanded
// from one seen online; a life that falls apart, a self tormented for them to see.
const ZH_ROUND_FIFTEEN: readonly ManipRule[] = [
  { kind: 'manip.sulking', re: rx('(?:不理你|不跟你说话|不回你)' + g(6) + '(?:直到|除非|等)你' + g(4) + '(?:道歉|认错|低头)|不想(?:看到|收到|看见)你的(?:任何)?(?:消息|信息|微信)') },
  { kind: 'manip.jealousy', re: rx('(?:有人|有(?:个|一个|位)' + g(6) + '|一个(?:男生|女生|帅哥|美女))' + g(12) + '(?:打听我|打聽我|追我|搭讪|搭訕|要我(?:的)?(?:微信|电话|號碼|号码)|约我|約我|对我(?:挺|很|特别)好)|(?:他|她)(?:最近)?对我(?:挺|很|特别|超)好(?:的)?|相亲(?:对象)?' + g(10) + '(?:条件|挺好|满意|不错)') },
  { kind: 'manip.jealousy', re: rx('前(?:男友|女友|任|男朋友|女朋友)' + g(12) + '(?:吃(?:了个)?饭|见面|见了|约我|找我|联系我)'), also: /别多想|变化|成熟|还是|复合|帅|漂亮|对我/u },
  { kind: 'manip.guilt', re: rx('送(?:你|妳)的' + g(10) + '(?:没见(?:你|妳)|一次都没|又没|又沒|从来没|從來沒)' + g(2) + '(?:戴|背|穿|用)|看不上(?:吗|啊|是吧|我送的)|吃人嘴软|拿人手短|(?:打算|准备|是不是要)(?:还|還)给我') },
  { kind: 'manip.control', re: rx('我(?:要)?看看(?:你)?' + g(8) + '(?:还有谁|跟谁|和谁|有没有(?:男|女)(?:的|生))') },
  { kind: 'manip.comparison', re: rx('(?:前任|前男友|前女友|别人|人家)(?:都|也)?没(?:你)?(?:这么|那么)') },
  { kind: 'manip.threat', re: rx('以后(?:你的事)?(?:我)?(?:也)?(?:一概|都|再)?不(?:参加|管|过问|帮|来)|(?:就算了|也行)' + g(4) + '那我' + g(4) + '也不' + g(8) + '了') },
  { kind: 'manip.busy', re: rx('(?:永远|一直|总是)忙不完|这都(?:第)?[一二三四五六七八九十两\\d]+天了'), also: /忙|找我|回我|说好/u },
  { kind: 'manip.pressure', re: rx('换了(?:个|一个)?号' + g(10) + '(?:加|通过|联系)|像情侣(?:那样|一样)') },
  { kind: 'manip.boundary', re: rx('(?:说好|你说(?:想)?|你不想)' + g(14) + '(?:可|但|不过)' + g(10) + '(?:特殊|例外|就一会儿|还不能|偷偷)') },
  { kind: 'manip.sulking', re: rx('反正我(?:也)?没(?:在)?等|不用回我(?:也)?没关系' + g(6) + '反正') },
  { kind: 'manip.love_test', re: rx('(?:喜欢|在乎|爱)(?:我)?的话' + g(8) + '怎么(?:会|可能)(?:忘|不)') },
  { kind: 'manip.demand', re: rx('(?:别|不要)装没看见|我知道你(?:在线|在線|看到了|看见了)') },
  { kind: 'manip.blame', re: rx('(?:整个|我的)世界(?:都)?(?:塌|崩)了|折磨(?:死)?自己|(?:弄|搞|饿|作)(?:垮|死|坏)自己给(?:你|妳)看'), also: /你|妳/u },
];

// Round sixteen (a blind batch with pressure often indirect, 2026-12-04, second session): a
// secret or a screenshot held over them (把聊天记录发给…, 全说出来), a dare (你再…试试), "until you…"
// (买到你加为止); a sacrifice counted (我为了你…推了, 是谁…给你买的药), a favour made a debt (每天…给你带,
// 连一句谢谢都); silence with homework (你自己反省, 想明白了再来找我, 免打扰, 体会一下被晾着); coldness as a
// price (冷你三天, 别想我跟你说话, 就不跟你好了); busy overridden (那我陪你复习, 给个具体日期); a trip
// booked and "不许拒绝", a life that cannot go on without them, a partner announced to friends, a wedding
// after a week; attention reported (好多人找我聊天, 有人排着队, 加了我微信, 介绍对象…你要是无所谓); harm
// to oneself set before their door (在你楼下站着, 恨自己一辈子); a reply timed (已读两个小时, 我知道你醒着);
// a party forbidden, a distance ordered, a video as proof; others held up (人家…都是, 你看看隔壁, 我就只配);
// money counted against a no (花了半个月工资…不来); a last place got used to (反正我也习惯了).
const ZH_ROUND_SIXTEEN: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx('(?:就|会|要|便|马上|立刻|直接)(?:把|将)' + g(12) + '(?:聊天记录|截图|照片|事情|秘密|视频)' + g(10) + '(?:(?:发给|发到|给)(?!你|妳|我)|说出来|公开|曝光)|(?:全|都)(?:给)?(?:说|抖)出来|你(?:再|继续|敢)' + g(18) + '试试'), also: /你/u },
  { kind: 'manip.pressure', re: rx('(?:到|直到)你' + g(6) + '为止|就这么(?:一直)?拖着|不(?:许|准)拒绝') },
  { kind: 'manip.guilt', re: rx('我为了(?:陪)?(?:你|妳)' + g(20) + '(?:推了|放弃|辞|卖了|没去|不去|闹翻|请假)|(?:是谁|谁)' + g(16) + '给(?:你|妳)(?:买|送|做|带|跑)' + g(16) + '(?:好好想想|忘了吗|还记得吗|想想)|我每天' + g(14) + '给(?:你|妳)(?:带|买|做|送)' + g(24) + '(?:连|都懒得|一句谢谢)|没事[，,。\\s]*我自己' + g(8) + '(?:待着|一个人|回去|就好)|花了' + g(10) + '(?:工资|钱|积蓄)' + g(12) + '(?:不来|说不|就不|你就)|刷了(?:那么多|这么多)') },
  { kind: 'manip.sulking', re: rx('(?:你)?自己(?:好好)?反省|想(?:明白|清楚|通)了再(?:来)?找我|意识到自己错(?:在)?哪|免打扰|不会回你任何|体会一下被|给你安静|反正我(?:也)?习惯了|忙着(?:和|跟)(?:其他人|别人|别的)') },
  { kind: 'manip.sulking', re: rx('(?:立马|马上|就|我就)冷你|别想我跟你说' + g(4) + '话|我就不跟你好了') },
  { kind: 'manip.busy', re: rx('那我陪(?:你|妳)(?:一起)?(?:复习|加班|学习|写|考)|给(?:个|我)(?:一个)?具体(?:日期|时间|哪天)') },
  { kind: 'manip.love_bombing', re: rx('(?:订|买)(?:好)?了' + g(16) + '(?:机票|酒店|车票|民宿)|没有(?:你|妳)我' + g(4) + '不知道(?:怎么|该怎么)(?:过|活)|(?:跟|和)(?:我)?(?:所有|全部)?(?:的)?朋友(?:都)?说(?:你|妳)是我(?:的)?(?:女|男)朋友|才(?:一周|一个星期|几天|一个月|[一二两三四五六七八九十\\d]+天)' + g(10) + '(?:结婚|一辈子|对的人|命中注定)') },
  { kind: 'manip.jealousy', re: rx('好多人(?:找我|约我|追我|加我)|有人排着队|加了我(?:的)?微信|介绍对象' + g(16) + '(?:无所谓|不介意|就去)|(?:你|妳)不会介意吧'), also: /有|人|小哥哥|小姐姐|帅|好/u },
  { kind: 'manip.blame', re: rx('在(?:你|妳)(?:家)?楼下(?:一直)?(?:站|等)着|(?:我|自己)' + g(8) + '冻(?:感冒|死|病)|冻(?:感冒|死|病)' + g(4) + '(?:也是|是)我|恨自己一辈子|让(?:你|妳)一辈子(?:不安心|愧疚|内疚)') },
  { kind: 'manip.demand', re: rx('已读' + g(8) + '(?:小时|分钟)' + g(12) + '(?:很难|回我|回复)|现在马上回|我知道(?:你|妳)醒着') },
  { kind: 'manip.control', re: rx('(?:聚会|派对|饭局|局|团建)(?:就)?别去了|离' + g(4) + '远(?:一)?点|发(?:个|一个|段)?视频(?:过来)?' + g(6) + '(?:看看|证明)') },
  { kind: 'manip.comparison', re: rx('人家' + g(12) + '都(?:是|会|能)|你看看(?:人家|隔壁|别人)|我就只配') },
];

// Round seventeen (a blind batch, mostly Chinese of many voices, 2026-12-04): a daily nuisance as
// the price (我就每天…打电话叫你); a journey counted against their tiredness (坐了四个小时高铁…你想早点睡),
// a favour's return (换来一句, 现在一句忙就把我打发了); tests named (小测试, 不愿意我也懂了, 口口声声说喜欢,
// 这叫喜欢, 放在心上); silence kept and copied (不想跟你说话, 找我也不会回, 把你静音了, 学你已读不回, 看谁熬
// 得过谁); coldness promised (哄不好, 一句话都不跟你说, 加完也别来找我, 明天也不会理你); a no asked again
// (那现在呢, 重新想想); busy pressed on (总有个茶歇吧, 我等你…一定要见, 每隔十分钟问, 一边…一边跟我聊, 更新
// 朋友圈…回我); a ring chosen for them; attention set beside them (自然有人陪, 学长说…带我, 人家秒回, 那我去找
// …聊); a low mood made their doing (把我往下推, 记一辈子, 是你让我, 没脸见); a reply by the count; an
// account demanded (给我一个说法, 你怎么解释); contacts to delete, a photo as proof; others' partners held
// up; an old habit of being last (一直都很忙, 我习惯了, 我的消息在那躺了, 哪有资格, 原来你还记得我).
const ZH_ROUND_SEVENTEEN: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx('(?:就|我就)(?:每天|天天|一直|每隔' + g(4) + ')' + g(10) + '(?:打电话|打给你|找你|去你|发消息|轰炸|问)'), also: /再不|不答应|要是|如果|不回|不出来|忙你的|忙完/u },
  { kind: 'manip.guilt', re: rx('(?:坐|开|跑|骑|飞)了' + g(4) + NUM + '(?:个)?(?:小时|钟头|公里)' + g(24) + '(?:你|妳)' + g(10) + '(?:早点睡|累|没空|忙|不想|要睡)|换来(?:一句|的是|了一句)|(?:现在|结果)一句' + g(4) + '就(?:把我)?打发|反正我做什么(?:你)?都看不(?:见|到)') },
  { kind: 'manip.love_test', re: rx('(?:小)?测试[:：]|不(?:愿意|来|回|送)(?:的话)?我(?:也)?懂了|口口声声(?:说)?(?:喜欢|爱)|(?:这|这也)(?:叫|算)(?:喜欢|在乎|爱)|(?:真|真的)把我放(?:在)?心上') },
  { kind: 'manip.sulking', re: rx('不想(?:跟|和|同)(?:你|妳)(?:说话|讲话|聊)|(?:找我|发了)(?:我)?也(?:不会|不)(?:回|看)|把(?:你|妳)(?:的消息)?(?:静音|屏蔽|拉黑|免打扰)|学(?:你|妳)' + g(6) + '(?:已读不回|不回|不理)|看谁熬得过谁') },
  { kind: 'manip.sulking', re: rx('哄不好|很难哄|(?:一句话|一个字)都不(?:跟你|和你)?说|(?:加完|忙完|回来|玩完)(?:了)?(?:也)?别(?:来)?找我|(?:明天|以后|这周|周末)(?:也)?不(?:会)?理(?:你|妳)|(?:就)?(?:真的)?不再找(?:你|妳)') },
  { kind: 'manip.pressure', re: rx('(?:那)?现在呢[?？]' + g(20) + '(?:想想|考虑|可以)|重新(?:想想|考虑)' + g(4) + '(?:了)?吧'), also: /不考虑|拒绝|说了|不想|暂时/u },
  { kind: 'manip.busy', re: rx('总(?:有个|有一个|可以|能)' + g(10) + '(?:吧|空|时间|视频|回)|我等(?:你|妳)' + g(12) + '(?:一定要|必须|非要)(?:见|来)|每隔' + g(6) + '(?:问|发|打)|一边' + g(6) + '一边(?:跟我|和我)|(?:更新|发|刷)(?:了)?(?:ig|朋友圈|动态|微博|ins)' + g(16) + '(?:回我|找我|理我)'), also: /忙|开会|加班|赶|陪|考试|复习|due|报告|没空/u },
  { kind: 'manip.love_bombing', re: rx('(?:挑好|买好|订好|选好)了?' + g(4) + '(?:情侣)?(?:戒指|对戒|婚纱)') },
  { kind: 'manip.jealousy', re: rx('自然有人陪|有人陪(?:我)?(?:呢|啊)?|(?:学长|学姐|同事|小哥哥|小姐姐|男生|女生|前任)(?:说)?' + g(6) + '(?:带我|约我|请我|送(?:了)?(?:我|束花|花))|人家秒回|那我(?:就)?去找' + g(6) + '(?:聊|玩)') },
  { kind: 'manip.blame', re: rx('把我往下推|我会记(?:你)?一辈子|是(?:你|妳)让我' + g(14) + '(?:一个人|难受|失眠|崩溃)|我为(?:你|妳)' + g(10) + '(?:失眠|掉头发|瘦了|哭)|没脸(?:回家|见)|饿死(?:都|也)?不关(?:你|妳)(?:的)?事') },
  { kind: 'manip.demand', re: rx('我(?:已经|都)?(?:发|打)了' + NUM + '(?:条|个|通)' + g(16) + '(?:回复|回我|接)|一个字也行|给我(?:一个|个)?(?:合理的)?(?:说法|解释)|你怎么解释|(?:讲|说)清楚' + g(6) + '(?:别|不要)(?:跟我)?(?:说|讲)') },
  { kind: 'manip.control', re: rx('(?:那几个|那些|所有)(?:男的|女的|男生|女生|异性)' + g(4) + '(?:都)?删了|拍(?:张|个|一张)?(?:照|相)(?:片)?(?:给我看|给我|发我)') },
  { kind: 'manip.comparison', re: rx('(?:闺蜜|朋友|同事|室友|姐妹)的(?:男|女)朋友' + g(16) + '(?:你|妳)(?:连|都|就)|人家' + g(12) + '都' + g(8) + '(?:我们|你)|其他(?:女生|男生|人)' + g(10) + '就(?:你|妳)') },
  { kind: 'manip.sulking', re: rx('一直都(?:很|那么)?忙|我(?:早就|也|早)?习惯了|我的消息' + g(6) + '躺了|我(?:哪|那)有资格|原来(?:你|妳)还记得我|真是荣幸|我真的会谢'), also: /忙|没事|算了|😊|🙂|反正|别人|秒赞|原来|荣幸|说了算|做主|资格/u },
];

export const ZH_SHAPES: readonly ManipRule[] = [
  ...ZH_ROUND_SEVENTEEN,
  ...ZH_ROUND_SIXTEEN,
  ...ZH_ROUND_FIFTEEN,
  ...ZH_ROUND_FOURTEEN,
  ...ZH_ROUND_THIRTEEN,
  // A condition, then the end, with or without a 就 between ("下次再放我鸽子 我直接消失").
  { kind: 'manip.threat', re: rx(IF, g(20), '(?:就|那|便|会|(?=我))', g(10), THE_END) },
  { kind: 'manip.threat', re: rx('(?:又|再)(?:放我鸽子|爽约|迟到|不回|不来)', g(12), '(?:就|我)', g(6), '(?:不会再|再也不|不再)') },
  { kind: 'manip.threat', re: rx('(?:除非你(?:先)?(?:道歉|认错|来找我|求我|回我|答应)|(?:哭|求我|后悔)(?:都|也)没用|别哭着求我|注销(?:微信|账号|号)|(?:让你|你)(?:永远|再也)(?:找不到|见不到|联系不上)我)') },
  // Choosing between the sender and someone else, a no assumed from silence.
  { kind: 'manip.ultimatum', re: rx('只能(?:选|留|要)(?:一个|一)'), also: /我和|我跟|还是我|我还是|选吧/u },
  { kind: 'manip.ultimatum', re: rx('(?:(?:之前|前|以前|之内)(?:不|没|还不)(?:回|答复|回复|说|表态|来)', g(6), '就(?:当|算)|就当(?:你)?(?:拒绝|不同意|放弃|默认|没这回事|答应)|' + '[\\p{Script=Han}]{1,6}重要还是我重要|我重要还是)') },
  // Guilt: what I did, then "and you…" — 结果你, 你倒好, 就这么难, 你现在跟我说, 你就回了个.
  { kind: 'manip.guilt', re: rx('我', g(24), '(?:你|了)', g(16), '(?:结果你(?:就|却|还是|连|只|居然|竟然|倒|跟我说)|你倒(?:是|好)|就这么难|都不行(?:吗|嘛)|你(?:连' + g(6) + ')?都不(?:肯|愿意)|你现在(?:跟我|才)说|你就回(?:了)?(?:个|一个|一句)|你好意思)') },
  { kind: 'manip.guilt', re: rx('(?:是谁|谁)(?:在)?(?:照顾|陪着?|帮|接|送|安慰|守着)(?:的)?你'), also: /想想|良心|别忘|自己想|忘了吗/u },
  { kind: 'manip.guilt', re: rx('(?:在你身上花|花在你身上|(?:让|害)我白跑一趟|我(?:岂不是)?白跑一趟|总不能让我|那你还(?:给)?我|还我钱|你(.)都不\\1)') },
  { kind: 'manip.guilt', re: rx('(?:转了|给你转|送你|给你买|请你)', g(16), '你(?:就|只|才)(?:回|说)(?:了)?(?:个|一个|一句)?'), also: /谢谢|哦|嗯|好的|\?\?|？？/u },
  // A norm of love held up: "喜欢一个人怎么会舍得…", "心里有你是会记得…", "真想我就不会…".
  { kind: 'manip.love_test', re: rx('(?:真(?:的)?|真正)?(?:喜欢|爱|在乎)(?:上)?一个人(?:的话)?', g(12), '(?:怎么会|怎么舍得|才不会|哪会|舍得|是不会)') },
  { kind: 'manip.love_test', re: rx('(?:一个人心里有你|心里真有你|真爱(?:一个人)?)', g(10), '(?:是会|就会|才会|不会|不需要|不用)') },
  { kind: 'manip.love_test', re: rx('你', g(3), '真(?:的|心|是)?(?:想|爱|喜欢|在乎)我(?!们)', g(10), '(?:就不会|才会|就会)') },
  // Sarcasm that sulks: where I rank, "没有我更开心", 受宠若惊, 百忙之中, 不愧是你, "您说得都对".
  {
    kind: 'manip.sulking',
    re: rx(
      '(?:排第几|在你心里(?:排|算)|没有我(?:是不是|你)?(?:更|也挺|挺|也)(?:开心|好|自在|快乐)|(?:百忙之中|居然还记得|终于)', g(8), '(?:理|回|回复|想起)我|(?:理|回|回复)我', g(12), '(?:受宠若惊|效率真高|真难得|真是难得)|才回', g(10), '(?:效率真高|真快|真准时)|' +
        '(?:朋友|游戏|工作|他|她|别人|闺蜜|兄弟|同事|手机)(?:都|们)?比我重要|我懂我懂|(?:生日|纪念日)都(?:能|会)忘|' +
        '您(?:说得|说的)都对|您(?:开心|高兴)就好|不差我这一个|不缺我一个|多我一个不多|(?:不用|别)解释了', g(6), '(?:不想听|没必要|我懂了|呵)|(?:我)?没(?:有)?生气', g(6), '(?:你想多了|你忙你的|随便|反正))',
    ),
  },
  // "Tired", "busy", "exams" waved away: 必须见, 总有吧, 又不用你动, 也就几秒钟, 什么时候不忙.
  {
    kind: 'manip.busy',
    re: rx(
      '(?:必须(?:见|来|出来|陪)|(?:又怎样|又怎么了|又如何)', g(12), '(?:总有|总可以|总行|总能)|的时间总(?:有|该有|可以)|又不用(?:你)?(?:动|出门|干嘛|做什么|走)|回', g(6), '(?:也就|就|只要)(?:' + NUM + ')秒|忙忙忙|那你什么时候不忙|你(?:一直|总|老)(?:是)?说(?:你)?忙|给我(?:个|一个)具体(?:时间|日期)|非要见)',
    ),
  },
  {
    kind: 'manip.busy',
    re: rx('(?:知道|晓得)你(?:很|有点|最近|今天|这周)?(?:累|忙|困|辛苦|赶|在加班|要考试|项目)', g(14), '(?:但|可是|不过)', g(20), '(?:总(?:有|行|可以|能)|必须|就', g(4), '(?:一下|半小时|几分钟|五分钟|一会)|不会耽误|几秒|又不用)'),
  },
  // A limit they named, and the sender going on: "留下来吧", "我现在打过来了", "别那么夸张".
  {
    kind: 'manip.boundary',
    re: rx(
      '(?:留下来(?:吧|嘛)|今晚别走|别(?:那么|这么)夸张|也不行啊|都第?(?:' + NUM + ')次(?:见面|约会)了|我现在(?:就)?(?:打|过来|过去)(?:了)?', g(3), '(?:接|开门)|' +
        '你(?:不是)?说(?:了)?(?:先)?(?:慢慢来|不想公开|别打电话|别来|不想被)', q(20), '(?:但|可是|可|我已经|都)', g(16), '(?:了|吧|嘛))',
    ),
  },
  // An account demanded: who with, where, 瞒着我, 截图给我, 通话记录.
  {
    kind: 'manip.demand',
    re: rx(
      '(?:跟谁(?:打|聊|发|说|出去|吃|在一起)的|通话记录|瞒着我|背着我|(?:昨晚|昨天|刚才|今天|周末|晚上)你去哪(?:了|儿了)?', q(12), '(?:为什么|跟谁|几点才)|' +
        '(?:为什么|怎么|说你|看到你|朋友圈)', q(20), '你不是说(?:你)?(?:在家|加班|睡了|在睡觉|忙|在公司|没空|有事|跟)', g(10), '(?:吗|么)|聊什么(?:能|要)?聊(?:那么|这么)久|先回我(?:消息|电话))',
    ),
  },
  // Control: the shared location, someone to delete, where they may go, a photo of where they are.
  {
    kind: 'manip.control',
    re: rx(
      '(?:定位共享|共享(?:一下)?(?:位置|定位)|随时知道你在哪|把(?:你)?(?:那个|的)?', g(4), '(?:男|女)?(?:同事|同学|朋友|闺蜜|兄弟|前任|教练|学长|学姐|他|她)', g(2), '(?:删了|删掉|拉黑)|换(?:个|成)(?:女|男)(?:教练|老师|医生|同事|的)|看你的眼神不对|' +
        '要带背景|(?:别|不要)(?:再)?去(?:那个|那家)?', g(12), '(?:我不同意|不许|不准|离我太远))',
    ),
  },
  // Compared: "你能学学吗", "其他男生早就…", "我以前那个至少…", "比起你", "你就发了个…".
  { kind: 'manip.comparison', re: rx('(?:你(?:能|就不能)(?:不能)?学学|其他(?:男生|女生)', g(10), '(?:早就|都会|都知道)', g(10), '(?:就你|你(?:怎么|就|呢))|我(?:以前|之前)那个', g(8), '(?:至少|都会|从来|每次)|比起你', g(10), '(?:多了|高多了|好多了|强多了)|你就(?:发|送|给)了(?:个|一个))') },
  // Jealousy: someone who added me and is good-looking, "想陪我的人挺多", "要通过吗", "反正不是你".
  {
    kind: 'manip.jealousy',
    re: rx(
      '(?:想(?:陪|约|追|要)我的人(?:也)?(?:挺|很|多|不少)|(?:微信|好友|加我)', g(12), '要(?:不要)?通过|还是别人(?:会|懂)|别人(?:比你)?(?:会|懂)(?:夸|疼|说话|关心)|反正不是你|' +
        '(?:跟|和)(?:几个|一群|一个)?(?:男生|女生|帅哥|美女|男同事|女同事)', g(12), '(?:(?:应该)?不(?:会)?介意(?:吧|哦)|吃醋))',
    ),
  },
  { kind: 'manip.jealousy', re: rx('(?:有人|有个|那个|小哥哥|小姐姐)', g(8), '加(?:了)?我(?:微信|好友|qq)?'), also: /帅|漂亮|好看|😏|通过|你猜/u },
  { kind: 'manip.jealousy', re: rx('不过(?:挺|还挺|真|蛮|超)(?:漂亮|帅|好看|可爱)'), also: /女生|男生|小哥哥|小姐姐|帅哥|美女|要我(?:的)?(?:电话|微信)/u },
  // A life or a mood put in their hands: 取决于你, 活着没意思, 见不到我了, pills taken.
  {
    kind: 'manip.blame',
    re: rx(
      '(?:取决于你|全看你了|都看你了|活着(?:也|都|还有什么)?(?:没|有什么)(?:意思|意义|用)|活着(?:干嘛|有什么用)|(?:再也|永远)见不到我|' +
        '你不(?:理|回)我', g(8), '(?:没办法|没法|无法|什么都)(?:工作|做|干|学习|睡|吃)|(?:毁了|难受|哭)', g(10), '(?:就)?因为你(?:没|不)|活着(?:也|都)?没(?:什么)?意思|(?:药|刀)(?:就)?在(?:我)?手(?:边|里|上)|在新闻上看到我|(?:得|要)对我负责|没有你我', g(10), '(?:肯定|一定)(?:要|会)|你对我(?:的)?影响有多大)',
    ),
  },
  { kind: 'manip.blame', re: rx('吃了(?:好多|很多|一堆|一瓶|整瓶)(?:的)?药'), also: /你(?:还)?不来|来不来|你满意|看着办/u },
  ...ZH_ROUND_ELEVEN,
  ...ZH_ROUND_TWELVE,
  // The same words again and again: "忙完了没 忙完了没 忙完了没".
  { kind: 'manip.demand', re: /([\p{Script=Han}]{2,8})[\s,.!?。]+\1[\s,.!?。]+\1/u },
  // Love-bombing: a wife or husband found after one date, taken home, every second, the children's names.
  { kind: 'manip.love_bombing', re: rx('(?:找到(?:老婆|老公|媳妇|另一半|真爱)了|带你(?:回家|见我(?:爸|妈|家人))|过年带你|我们(?:以后)?的孩子(?:就)?叫|每分每秒|你去哪(?:我)?(?:都)?(?:想)?跟)') },
];

/** Up to n characters inside one English sentence. */
const e = (n: number) => `[^.!?\\n]{0,${n}}`;
const THE_END_EN =
  "(?:block(?:ing)? you|stop trying|won't be here when you|forget (?:the whole thing|it all|about us)|unadd(?:ing)? you|no second chances?|you'll never (?:hear from|see) me|(?:that's |thats |kind of |kinda )?it for us|not (?:gonna|going to) bother (?:inviting|asking|texting|calling)|(?:post|posting|send|sending|show|showing) (?:the |that |those )?screenshots?|stop (?:texting|messaging|talking to) (?:you|u))";

const EN_ROUND_ELEVEN: readonly ManipRule[] = [
  { kind: 'manip.guilt', re: rx("\\bbut sure\\b|\\b(?:rearranged|reorganized|planned) my (?:whole )?(?:week|day|life|schedule) (?:around|for) you\\b|\\bspent \\$?\\d+ on (?:your|you)\\b|\\baccept(?:ed)? my (?:gifts|presents)\\b") },
  { kind: 'manip.love_test', re: rx("\\b(?:someone|anyone|a person) who (?:really|actually|truly) (?:likes|loves|cares about) you (?:makes|would|will|doesn't)\\b|\\bsee how much you (?:care|like me|love me)\\b") },
  { kind: 'manip.sulking', re: rx("^whatever,? do (?:what|whatever) you want\\b|\\b(?:cool|fine)[.!,]? (?:i'm|it's|totally|really) (?:cool|fine)\\b|\\bgo (?:completely )?silent on you\\b|\\bdon't say i didn't warn you\\b|\\bso you do know how to\\b|\\bshould i frame it\\b|\\bliving the dream\\b|\\bcool cool\\b|\\btoo tired for me\\b|\\bi love sitting (?:home|here) alone\\b") },
  { kind: 'manip.pressure', re: rx("\\bno\\W{0,2} just means\\b|\\bnot yet,? right\\b|\\bso i can change your mind\\b|\\bsaid no to\\b", e(30), "\\bthen\\?|\\basking again\\b|\\byou'd feel differently\\b") },
  { kind: 'manip.busy', re: rx("\\btakes (?:\\d+|two|a few|five) (?:seconds|secs|mins?|minutes) to (?:reply|text|answer)\\b|\\bwhen (?:exactly )?are you not (?:tired|busy)\\b|\\byou still have to eat\\b|\\bbusy,? busy,? busy\\b|\\bi'm busy too\\b|\\byou can (?:study|work|sleep) (?:at my|here|over)\\b|\\b(?:slammed|busy|swamped)\\b", e(30), "\\bbut\\b", e(30), "\\b(?:hop on|real quick|10 min)\\b") },
  { kind: 'manip.love_bombing', re: rx("\\bbooked us\\b|\\bour (?:1|one|2|two) (?:month|week)\\b|\\b(?:she|he|they) wants? to meet you\\b") },
  { kind: 'manip.jealousy', re: rx("\\bbought me a drink\\b|\\b\\w+ said (?:he's|she's) free\\b|\\bat least someone does\\b") },
  { kind: 'manip.blame', re: rx("\\bpull away\\b", e(30), "\\b(?:fall apart|please|don't|i'll)\\b|\\bplease don't pull away\\b|\\bi'll (?:completely |totally )?fall apart\\b|\\btaking all (?:of )?(?:them|the pills)\\b") },
  { kind: 'manip.demand', re: rx("\\band nothing\\?\\?|\\bcalled you (?:\\d+|five|ten|three) times\\b|\\btext me back the second\\b|\\bwhy did (?:she|he) (?:call|text|message) you\\b|\\bstraight to voicemail\\b") },
  { kind: 'manip.boundary', re: rx("\\bwe're both adults\\b") },
  { kind: 'manip.jealousy', re: rx("\\bmy ex texted me\\b"), also: /\banyway\b|weird right|😏|😉/u },
];

const EN_ROUND_TWELVE: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx("\\bor don't (?:call|text|bother|come)(?: at all)?\\b|\\bif you don't (?:pick up|answer|reply)\\b", e(40), "\\bi'm coming over\\b|\\btaking (?:the|my) \\w+ back\\b|\\bstart (?:talking to|seeing|dating) (?:other )?people too\\b|\\bfair's fair\\b|\\b(?:you're|your|you are) blocked\\b|\\bdeleting all (?:my|our) (?:socials|pics|photos|pictures)\\b|\\bdon't try to find me\\b|\\bi'll just go quiet\\b|\\boff grid\\b|\\bmy number (?:doesn't|won't) work\\b|\\bi'm muting you\\b|\\bjust vanish\\b|\\bthink about what you (?:did|said|done)\\b") },
  { kind: 'manip.ultimatum', re: rx("\\bby eod\\b|\\btaking it as a no\\b") },
  { kind: 'manip.guilt', re: rx("\\bonly goes one way\\b|\\band now (?:you're|you are) too (?:tired|busy)\\b|\\bi (?:skipped|gave up|missed|turned down) [^.!?\\n]{0,40}\\bfor you\\b[^\\n]{0,20}(?:remember that|right\\b)|\\bi've paid for (?:like )?every\\b|\\bi (?:think i )?deserve (?:a bit )?more than\\b|\\band (?:now )?you're telling me\\b|\\byou let me pay for\\b|\\ball the money i spent\\b|\\byou kind of owe me\\b") },
  { kind: 'manip.love_test', re: rx("\\breal ones (?:text|call|reply|answer)\\b|\\bif you were (?:really )?serious about (?:us|me)\\b|\\bwhere i rank\\b") },
  { kind: 'manip.sulking', re: rx("^whatever[.!]?$|\\ball good\\. have fun\\b|^noted[.!]?$|^(?:ok|okay|fine|sure)\\.\\s*🙂$|\\bnot worth explaining\\b|^mhm\\.? bye\\b|\\bno it's fine\\.? i'm used to it\\b|\\bgood to know 🙂|\\bit's only my birthday\\b|\\breally feel valued\\b|\\blove that for me\\b|\\bsorry for existing\\b|\\ban afterthought\\b|\\bbless your heart\\b|\\bmust be so+ busy\\b") },
  { kind: 'manip.pressure', re: rx("\\bis what everyone says until\\b|\\bwhat if i asked really nicely\\b|\\bsaid no to \\w+,? how about\\b") },
  { kind: 'manip.busy', re: rx("\\b(?:busy|swamped|slammed|crazy)\\b", e(30), "\\bbut\\b", e(20), "\\bjust (?:five|5|ten|10|two|2) (?:minutes|mins?)\\b|\\byou can reply to a text\\b|\\bno excuses\\b|\\bskip (?:the gym|work|class|your \\w+)\\b", e(20), "\\bcome (?:see|over|to)\\b|\\ba text takes\\b") },
  { kind: 'manip.love_bombing', re: rx("\\bfuture (?:daughter|son)-in-law\\b|\\bsent flowers\\b", e(30), "\\bagain\\b|\\bdon't say no\\b", e(20), "\\balready (?:planned|booked|bought)\\b|\\bwrote you a \\d+ page\\b") },
  { kind: 'manip.jealousy', re: rx("\\b(?:keeps|won't stop|wouldn't stop) flirting (?:with|w) me\\b|\\bguess who (?:just )?got asked\\b|\\bother people find me\\b|\\bwasn't you\\b|\\bhear it from someone\\b|\\b\\w+ said (?:he'd|she'd) (?:take|go with) me\\b") },
  { kind: 'manip.jealousy', re: rx("\\bmy ex texted me\\b"), also: /misses me|apparently/u },
  { kind: 'manip.jealousy', re: rx("\\b(?:he's|she's) (?:really|so) cute\\b"), also: /\bwent\b|study|date|actually/u },
  { kind: 'manip.blame', re: rx("\\bi (?:literally |just |really )can't (?:function|sleep|eat|focus)\\b|\\b(?:anxiety|stress)\\b", e(30), "\\bbecause of you\\b|\\brespect my feelings by\\b|\\bundoes all my progress\\b|\\bmy whole life falls apart\\b|\\bjust do what i ask\\b|\\byou're responsible for\\b|\\bi'll have nobody\\b|\\bset boundaries like this\\b|\\bsee the point in living\\b|\\bcutting again\\b|\\bi end it\\b|\\bcan't promise i'll be safe\\b|\\bhear about me (?:in|on) the news\\b|\\binto a wall\\b") },
  { kind: 'manip.demand', re: rx("^answer your phone[.!]*$|\\b\\d+\\. hours\\b|\\bearth to you\\b|\\brespond immediately\\b|\\bwho's the (?:guy|girl|man|woman) in your\\b|\\ba full account of\\b|\\bcare to explain\\b|\\bwhat did (?:he|she) say to you\\b|\\bi'll find out anyway\\b") },
  { kind: 'manip.control', re: rx("\\bwhen you arrive, when you leave\\b|\\bshouldn't (?:drink|go out|wear)\\b|\\bfor your own good\\b|\\bchange your profile pic\\b|\\bknow you're taken\\b|\\bstop going to (?:those|the|that)\\b") },
  { kind: 'manip.comparison', re: rx("\\bwish you were more like\\b|\\bother couples (?:our age|are already)\\b") },
  { kind: 'manip.comparison', re: rx("\\b\\w+'s (?:boyfriend|girlfriend|bf|gf|husband|wife)\\b"), also: /just saying|wish you|you never/u },
  { kind: 'manip.boundary', re: rx("\\bit's been \\d+ (?:weeks|dates)\\b", e(10), "\\bcome on+\\b|\\byou seemed into it\\b|\\bjust send (?:one|a) (?:pic|photo)\\b|\\bi promise i'll delete it\\b") },
];


// Round thirteen (dev-10 and dev-11): self-harm as a lever said indirectly, the sulk that says
// it is not one, a big day made small, sarcasm at a late reply, someone who noticed first, an
// account demanded "the second you see this", money or a gift counted against a no, "too much
// to ask", "no isn't an answer", "the last time I ask".
const EN_ROUND_THIRTEEN: readonly ManipRule[] = [
  { kind: 'manip.blame', re: rx("\\bwhat i(?:'ll| might| would| could)? do to myself\\b|\\b(?:don't know|not sure) if i(?:'d| would|'ll| will)? (?:still )?be (?:alive|around|here)\\b(?=" + e(20) + "(?:tomorrow|anymore|if you|without you|much longer))|\\b(?:still )?be (?:here|alive|around) (?:tomorrow|anymore)\\b" + e(30) + "\\bif you\\b|\\bno (?:point|reason) (?:in )?(?:being alive|living|to live|going on|waking up)\\b") },
  { kind: 'manip.sulking', re: rx("\\bi'm not (?:mad|upset|angry)\\b[.,!]*\\s*(?:i'm |i )?just (?:not (?:talking|going to talk|texting)|don't (?:have anything|want to talk|feel like talking)|done)\\b|\\bstop talking to you (?:forever|for good|completely)\\b|\\bif that's what you want\\b") },
  { kind: 'manip.sulking', re: rx("^(?:it's|its|that's|thats) fine[.!]"), also: /\bi guess\b/u },
  { kind: 'manip.sulking', re: rx("\\b(?:it's|it is|it was) (?:only|just) (?:our|my) (?:anniversary|birthday|big day|graduation)\\b|\\byou (?:found|remembered) (?:your|you) phone\\b|\\blook who(?:'s| is) alive\\b|\\bnice of you to (?:finally )?(?:reply|text|show up|answer)\\b") },
  { kind: 'manip.jealousy', re: rx("\\b(?:noticed|remembered|complimented|said|asked about)\\b" + e(40) + "\\bbefore you (?:did|even)\\b|\\bmy ex (?:texted|messaged|called|dm'?d|asked)\\b"), also: /\bwonder\b|😏|😉|\bjust saying\b|\bshould i\b|\bbefore you\b/u },
  { kind: 'manip.demand', re: rx("\\bthe (?:second|minute|moment|instant) you (?:see|get|read) this\\b|\\bare we (?:just )?not (?:answering|replying|texting|talking)\\b|\\bnot answering (?:texts|calls|me) anymore\\b|\\bwho(?:'s| is| was) (?:the|that) (?:guy|girl|dude|boy)\\b|\\bor is (?:that|it|he|she) a secret\\b|\\bsays? otherwise\\b|\\bexplain[.!?]*\\s*$") },
  { kind: 'manip.control', re: rx("\\b(?:send|show) me (?:a )?(?:pic|picture|photo|selfie) of (?:what you're wearing|your outfit|who you're with|where you are)\\b") },
  { kind: 'manip.guilt', re: rx("\\bafter (?:the|that|all the|everything|the \\w+) (?:gift|gifts|dinner|money|present|flowers|trip|things?|stuff) i (?:got|bought|gave|paid|spent)\\b|\\bremember who (?:paid|covered|bought|lent|helped|drove)\\b|\\$\\s?\\d+" + e(30) + "\\b(?:don't even get|and nothing|not even|still no)\\b|\\byou (?:took|accepted|kept) (?:the|my)\\b" + e(30) + "\\b(?:so|which means|means)\\b|\\bwould be nice if (?:just )?once you\\b|\\bi (?:couldn't|can't|didn't) (?:eat|sleep|focus|work|study)\\b" + e(40) + "\\bbecause of (?:you|how you|what you)\\b") },
  { kind: 'manip.busy', re: rx("\\btoo much to ask\\b|\\byou said you(?:'re| were| are) (?:tired|busy|sleepy|exhausted)\\b" + e(6) + "\\bbut\\b|\\b(?:you're|you are) always (?:tired|busy)\\b|\\bbut (?:i'm|i am) (?:already )?(?:outside|downstairs|at your (?:door|place|building|work|office))\\b") },
  { kind: 'manip.pressure', re: rx("\\byou don't (?:really )?mean (?:no|it)\\b|\\b\"?no\"? (?:isn't|is not) (?:really )?an answer\\b|\\bwhat (?:it'd|it would|would it) take\\b|\\bwhat if i ask (?:really |very )?nicely\\b") },
  { kind: 'manip.ultimatum', re: rx("\\b(?:the )?last time i(?:'m| am|'ll| will)? (?:ask|asking|say|saying|try|trying)\\b") },
];

// Round fourteen in English: the same families in other words — more times offered after a
// no ("lunch then? brunch?"), tired or exams made no reason ("you can be tired at my place"),
// silence announced ("radio silence", "going quiet… you know why"), sarcasm that sulks
// ("must be nice", "obviously more important", "good to know"), a sacrifice held up, a day
// ruined by them, a reply or a reason demanded, someone else's invitation shown off, a
// condition said as "do X and I…", a gift brought up "not to bring it up".
const EN_ROUND_FOURTEEN: readonly ManipRule[] = [
  { kind: 'manip.busy', re: rx("\\b(?:what about|how about|or)\\b[^.!?\\n]{0,30}\\?\\s*(?:and |or |what about )?[^.!?\\n]{1,25}\\?|\\b\\w+ then\\?\\s*\\w+\\?"), also: /\b(?:no|busy|tired|exams?|meeting|can't|cant|said|work)\b/u },
  { kind: 'manip.busy', re: rx("\\b(?:you|u) can (?:be tired|study|rest|sleep|work|revise|nap)\\b" + e(25) + "\\b(?:at mine|at my place|with me|on the phone|here|over here|at my)\\b|\\bsurely\\b" + e(40) + "\\b(?:won't|wouldn't|can't) (?:hurt|kill (?:you|u))\\b") },
  { kind: 'manip.pressure', re: rx("\\bwould it still be (?:a )?no\\b|\\bwhat if i asked (?:you )?(?:out )?again\\b|\\bhear me out\\b" + e(15) + "\\bone more time\\b|\\b(?:no|not interested|not now)\\b[\"'”]?\\s*(?:is|means) (?:just )?[\"'“]?(?:not yet|maybe|yes)\\b") },
  { kind: 'manip.sulking', re: rx("(?<!\\b(?:for|about|of) )\\b(?:going|gonna go|go|i'll go|i'm going) (?:quiet|silent|offline|dark|mia)\\b"), also: /\byou know (?:why|what)\b|\bun?til\b|\btill\b|\bfigure\b|🙂|\bthink about\b|\bfrom me\b|\benjoy\b/u },
  { kind: 'manip.sulking', re: rx("\\bradio silence\\b|\\boffline for (?:you|u)\\b|\\bsilent treatment\\b") },
  { kind: 'manip.sulking', re: rx("\\bmust be nice\\b|\\b(?:obviously|clearly|apparently) (?:more important|better)\\b|\\bgood to know[.!]?\\s*$|\\bi'll just (?:spend|be|stay|sit|eat|go)\\b" + e(25) + "\\balone\\b|\\byou're alive\\b|\\bso you do have time\\b") },
  { kind: 'manip.guilt', re: rx("\\bi (?:literally |actually |even )?(?:skipped|missed|cancell?ed|gave up|dropped|turned down|covered for (?:you|u))\\b" + e(50) + "(?:\\bfor (?:you|u)\\b|\\band now\\b|\\bremember that\\b)") },
  { kind: 'manip.blame', re: rx("\\bhope (?:you're|your|ur|you are) happy\\b|\\bnow (?:it's|its|my day(?:'s| is)|everything(?:'s| is)) ruined\\b|\\bthe only reason i (?:get out of bed|wake up|keep going|am still|'m still)\\b|\\bdon't take (?:that|this|it) away from me\\b|\\b(?:pills|razor|blade|knife|bridge|rope)\\b" + e(30) + "\\b(?:your call|your choice|up to you|right here)\\b") },
  { kind: 'manip.demand', re: rx("\\bi want the real (?:one|reason|answer|truth)\\b|\\bwhat'?s the real reason\\b|^\\?{2,}$") },
  { kind: 'manip.ultimatum', re: rx("\\bi need (?:an|your) answer (?:about us|from you|on us|about this)\\b" + e(25) + "\\bby (?:\\w+day|tonight|tomorrow|then|the end of)\\b|\\bi'll take (?:that|it|your silence) as a no\\b") },
  { kind: 'manip.jealousy', re: rx("\\b(?:asked|invited) me\\b" + e(30) + "\\banyway\\b|\\b(?:texts?|replies|answers) (?:back )?(?:faster|quicker|sooner) than you\\b|\\btell me (?:not to|to stay)\\b" + e(20) + "\\b(?:i won't|i will|and i)\\b") },
  { kind: 'manip.guilt', re: rx("\\bnot to bring it up,? but\\b|\\bi did (?:buy|pay for|get) (?:you|u)\\b") },
  { kind: 'manip.control', re: rx("\\bdon't go\\b"), also: /\bi don't like (?:your|those|them|him|her|that)\b|\bi don't want you\b/u },
  { kind: 'manip.threat', re: rx("\\band (?:i|we|that|that's|thats)\\b", e(25), THE_END_EN) },
  { kind: 'manip.threat', re: rx("\\b(?:answer|reply|call me|text me|pick up)\\b" + e(10) + "\\bor (?:i'm|i am|i'll|i will|im|ill)\\b") },
  { kind: 'manip.ultimatum', re: rx("\\b(?:\\w+day|tonight) or never\\b|(?:^|[.!?]\\s*)last chance[,.!]") },
];

// Round fifteen in English (English of many countries): silence with its terms ("not talking to
// you for the rest of the day", "muting you till…", "leave you on read… see how it feels");
// someone else's attention reported ("slid into my DMs", "flirting with me", "someone still
// appreciates me", "tempted to go on that date", "I'm pretty sure Jake will"); busy answered
// with "but you managed to post"; a no that "isn't a no"; a gift or favour to be remembered;
// "who are you going with, boys or girls"; everyone else as the measure; "commit or I walk";
// "you owe me"; "do you want me to get worse"; a yes or no demanded.
const EN_ROUND_FIFTEEN: readonly ManipRule[] = [
  { kind: 'manip.sulking', re: rx("\\b(?:not|i'm not|im not|won't be|i won't be) (?:talking|replying|texting|speaking)(?: to (?:you|u))? (?:for the rest of|till|until|til|today|tonight|for a while)\\b|\\bmut(?:e|ing) (?:you|u)\\b|\\bleave (?:you|u) on read\\b|\\bsee how it feels\\b|\\bdone talking for\\b|\\bfigure it out (?:yourself|urself)\\b|\\bdon't bother texting\\b|\\bnot in the mood to talk\\b[^\\n]{0,30}\\bmaybe not\\b") },
  { kind: 'manip.jealousy', re: rx("\\b(?:slid|sliding|slide) into my dms\\b|\\bflirting with me\\b|\\bhitting on me\\b|\\b(?:trying to give|gave|asked for) me (?:her|his|their|my) number\\b|\\bsomeone (?:still )?(?:appreciates|wants|likes|cares about|notices) me\\b|\\btempted to (?:go on|say yes to|date|go out with)\\b|\\bi'm pretty sure (?:\\w+) (?:will|would)\\b|\\bactually (?:laughs at|listens to|texts back|replies|appreciates)\\b" + e(30) + "\\bimagine that\\b") },
  { kind: 'manip.jealousy', re: rx("\\bimagine that\\b|\\bactually (?:laughs at|listens to|appreciates)\\b|\\bguess (?:someone|somebody)\\b") },
  { kind: 'manip.busy', re: rx("\\bwhen (?:exactly )?will (?:you|u) (?:not be|be not|stop being) busy\\b|\\b(?:busy|tired|no time)\\b" + e(50) + "\\bbut (?:you|u) (?:managed|had time|found time|still had time) to\\b|\\bmanaged to post\\b") },
  { kind: 'manip.pressure', re: rx("\\b(?:isn't|is not|not) a (?:real )?no\\b|\\bheard you the first time,? but\\b|\\bdon't (?:so fast )?say no\\b|\\bsay no so fast\\b|\\bjust give it one (?:go|shot|try)\\b|\\b(?:slow is boring|skip ahead)\\b") },
  { kind: 'manip.guilt', re: rx("\\bremember (?:who|the \\w+ i) (?:got|bought|paid for|gave)\\b|\\byou'd think (?:you'd|you would) at least\\b|\\bi got (?:you|u)\\b" + e(60) + "\\band i still\\b|\\bdoesn't count for anything\\b|\\b(?:moved|rearranged) my (?:whole )?schedule\\b") },
  { kind: 'manip.control', re: rx("\\b(?:boys|guys|men) or (?:girls|women)\\b|\\bsend (?:me )?the (?:group )?(?:photo|pic|picture)\\b") },
  { kind: 'manip.comparison', re: rx("\\beveryone else\\b" + e(40) + "\\b(?:replied|replies|answered|answers|texts? back|made time|manages?)\\b|\\bjust something to think about\\b|\\b(?:he|she) always (?:made|makes) time for\\b") },
  { kind: 'manip.ultimatum', re: rx("\\bor i (?:walk|leave|'m out|am out|'m gone|am gone|'m done)\\b") },
  { kind: 'manip.love_bombing', re: rx("\\byou (?:at least )?owe me\\b(?!\\s*nothing)|\\bi(?:'ve)? already booked\\b|\\bnever been (?:surer|more sure)\\b") },
  { kind: 'manip.blame', re: rx("\\bdo you want me to (?:get worse|break|fall apart|relapse|spiral)\\b|\\bit'll be (?:your|ur) fault\\b") },
  { kind: 'manip.demand', re: rx("\\banswer the question\\b|\\byes or no[.!?]|\\bisn't good enough\\b|\\bi need a (?:proper|real) explanation\\b") },
  { kind: 'manip.sulking', re: rx("\\btime for everyone (?:else|but me)\\b|\\bi'll just (?:sit|wait) here\\b|\\b(?:book|make) an appointment to (?:talk|see|text)\\b|\\bsome of us\\b") },
];

// Round sixteen in English: telling or calling someone as the price ("if you don't come… i'm
// telling everyone", "im calling ur roommate"); silence with terms ("not replying to anything else",
// "depends on whether you apologise", "don't bother ringing", "see how chatty I am"); busy overridden
// ("you can still answer a text", "busy until when", "I'll wait outside"); attention reported
// ("offered to take me instead", "asked for my number"); a self set on them ("proving everyone right",
// "the only thing keeping me together"); others held up ("would kill for", "anyone else would've");
// "the least you could do"; "a full breakdown".
const EN_ROUND_SIXTEEN: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx("\\b(?:if (?:you|u) (?:don't|dont|do not)|(?:you|u) (?:don't|dont)|unless (?:you|u))\\b" + e(50) + "\\b(?:i'm|im|i am|i'll|ill|i will) (?:\\w+ )?(?:telling|calling|posting|showing|sending|texting) (?:everyone|ur|your|them|the)\\b") },
  { kind: 'manip.sulking', re: rx("\\bnot replying to anything\\b|\\bdepends on whether (?:you|u)\\b|\\bdon't bother (?:ringing|calling|texting|messaging)\\b|\\bi won't pick up\\b|\\byou had your chance\\b|\\bsee how (?:chatty|talkative|nice|friendly) i am\\b|\\b(?:don't|dont) expect me to be (?:talking|texting|speaking|nice)\\b") },
  { kind: 'manip.busy', re: rx("\\b(?:you|u) can still (?:answer|reply to|text|send)\\b|\\bbusy until when\\b|\\bi'll wait (?:outside|by|at) (?:your|ur)\\b") },
  { kind: 'manip.jealousy', re: rx("\\boffered to take me\\b|\\basked (?:for )?my number\\b|\\bdidn't give it\\W+yet\\b") },
  { kind: 'manip.blame', re: rx("\\bproving everyone right\\b|\\bthe only thing keeping me\\b|\\byou can't just (?:pull back|leave|walk away|stop)\\b") },
  { kind: 'manip.comparison', re: rx("\\bwould kill for\\b|\\banyone else would(?:'ve| have)\\b|\\b\\w+'s (?:boyfriend|girlfriend|bf|gf|partner) (?:posts|texts|calls|buys|takes)\\b") },
  { kind: 'manip.guilt', re: rx("\\b(?:the )?least (?:you|u) could do\\b") },
  { kind: 'manip.demand', re: rx("\\ba full (?:breakdown|explanation|account)\\b|\\bwhat came up\\b") },
];

// Round seventeen in English: "done trying", "or I'm driving over"; a phone kept ringing, minutes
// surely spared; someone's offer or an ex's likes shown; a dress never seen; a self-improvement
// tied to them; every screenshot demanded.
const EN_ROUND_SEVENTEEN: readonly ManipRule[] = [
  { kind: 'manip.threat', re: rx("\\b(?:if (?:you|u) (?:don't|dont|do not)|unless (?:you|u))\\b" + e(50) + "\\b(?:i'm|im|i am) (?:\\w+ )?done (?:trying|with (?:you|this|us))\\b|\\bor (?:i'm|im|i am|i'll) (?:driving|coming|showing up|heading) (?:over|round|to (?:your|ur))\\b") },
  { kind: 'manip.busy', re: rx("\\bsurely (?:you|u) (?:have|can spare|can find|got) \\d+\\b|\\b(?:you|u) can still (?:facetime|call|ring|video)\\b|\\bi'll keep (?:ringing|calling|texting) (?:till|until)\\b"), also: /\b(?:busy|swamped|on call|shift|work|meeting|deadline|break)\b/u },
  { kind: 'manip.jealousy', re: rx("\\bguess who (?:just )?(?:asked me|texted me|slid|hit on)\\b|\\bnot saying yes\\W+yet\\b|\\bmy ex\\b" + e(50) + "\\bshould i (?:text|reply|answer|see|meet|go)\\b|\\bsince \\W?someone\\W? (?:didn't|couldn't|wouldn't)\\b|\\bfull of cute (?:guys|girls)\\b|\\bthe (?:dress|outfit) (?:you've|you have) never seen\\b") },
  { kind: 'manip.blame', re: rx("\\bundo (?:all )?my progress\\b|\\bthe only (?:stable |good |real )?(?:thing|person|one) (?:i have|keeping|holding)\\b") },
  { kind: 'manip.control', re: rx("\\bsend me (?:screenshots|screenshot|your chats|the chats)\\b") },
];

export const EN_SHAPES: readonly ManipRule[] = [
  ...EN_ROUND_SEVENTEEN,
  ...EN_ROUND_SIXTEEN,
  ...EN_ROUND_FIFTEEN,
  ...EN_ROUND_FOURTEEN,
  ...EN_ROUND_THIRTEEN,
  ...EN_ROUND_ELEVEN,
  ...EN_ROUND_TWELVE,
  { kind: 'manip.threat', re: rx("\\b(?:if|unless|when) (?:you|i find out)\\b", e(60), THE_END_EN) },
  { kind: 'manip.threat', re: rx("\\bor (?:don't|do not) bother\\b|\\bunless you\\b", e(40), "\\b(?:right now|now|call|apologi[sz]e)\\b|\\bno second chances?\\b|\\bdon't be surprised if i\\b|\\bthis close to\\b", e(20), "\\b(?:block|unadd|delet|leav|end)|\\b(?:stop|quit) (?:talking|texting) to you for good\\b") },
  { kind: 'manip.ultimatum', re: rx("(?:^|[.!?]\\s*)last chance[.!]|\\bor we (?:forget|call it|end|stop)\\b|\\bthe (?:final|last) time i(?:'m| am) (?:asking|trying|saying)\\b") },
  // A norm of love: "someone who really cares would…", "real love doesn't…".
  { kind: 'manip.love_test', re: rx("\\b(?:someone|anyone|people|a person|a guy|a girl) who (?:really|actually|truly) (?:cares|loves|likes|wants)\\b", e(40), "\\bwould(?:n't)?\\b|\\breal love (?:doesn't|does not|would|means)\\b") },
  // Sulks and sarcasm: "do what you want", "k", "nice to know where I stand", "remembered I exist".
  {
    kind: 'manip.sulking',
    re: rx(
      "(?:^|\\b(?:fine|cool|ok|okay|sure)[.,!]?\\s*)do (?:whatever|what) you want\\b|^k[.!]?$|\\bi don't care anymore\\b|\\bknow where i stand\\b|\\bremembered i exist\\b|\\blook who(?:'s)? finally\\b|\\bneeded you more than\\b|\\b(?:last|lowest) priority\\b|\\bused to being (?:ignored|last|your last|alone|left|second)\\b|" +
        "\\beveryone but me\\b|\\bmust be nice to have (?:so much )?(?:free )?time\\b|\\bhad (?:so much )?fun without me\\b|\\bdisappear\\b", e(30), "\\b(?:see if you|notice)\\b",
    ),
  },
  // "Tired" and "busy" waved away.
  {
    kind: 'manip.busy',
    re: rx(
      "\\bsurely you can\\b|\\balways (?:tired|busy)[.,]? just\\b|\\bcome straight (?:here|over)\\b|\\bnot that busy\\b|\\byou can (?:rest|sleep|study|work) (?:tomorrow|later)\\b|\\btonight is for me\\b|\\bbusy with what\\b|" +
        "\\b(?:tired|swamped|busy|slammed)\\b", e(20), "\\bbut\\b", e(20), "\\bjust (?:come over|call|for (?:a bit|5|five|ten|a few))\\b",
    ),
  },
  // Reply now: "why no reply", "14 messages and nothing", "it's been 3 hours".
  { kind: 'manip.demand', re: rx("\\bwhy no reply\\b|\\b\\d+ (?:messages|texts|calls) and nothing\\b|(?:^|[.!?]\\s*)text (?:me )?back[.!]?$|\\bread my (?:text|message)\\b", e(20), "\\?") },
  // An account demanded.
  {
    kind: 'manip.demand',
    re: rx(
      "\\bwho (?:was|is) (?:that|the) (?:guy|girl|man|woman|dude|person) (?:in your|with you|you were)\\b|\\bexplain why (?:you|your)\\b|\\bwho you were with\\b|\\bnames please\\b|\\bin your contacts\\b|\\bwhy does (?:he|she) (?:text|call|message) you\\b|\\bi want an answer\\b|\\bwhy did you like (?:her|his|their) (?:pic|photo|post)\\b|" +
        "\\byou said you were\\b", e(40), "\\bbut\\b", e(30), "\\b(?:posted|said|saw|story)\\b",
    ),
  },
  { kind: 'manip.control', re: rx("\\bchange (?:your|that) (?:outfit|clothes|dress|top|shirt|skirt)\\b") },
  // A life in their hands.
  { kind: 'manip.blame', re: rx("\\bdon't know what (?:happens|will happen|would happen) to me\\b|\\bcan't go on without you\\b|\\bi'?ll have nothing\\b|\\byou(?:'re| are) (?:literally )?all i (?:have|got)\\b|\\bnow (?:it's|my day is) ruined\\b|\\bi'm (?:standing )?(?:on|at) the (?:bridge|roof|edge)\\b|\\b(?:pills in my hand|took (?:all )?the pills|have the pills)\\b|\\bi should (?:just )?hurt myself\\b|\\bno point (?:in )?living\\b|\\bnot worth living\\b|\\bdon't want to live (?:anymore|without)\\b") },
  // Money and effort counted.
  { kind: 'manip.guilt', re: rx("\\bafter all the (?:drinks|money|gifts|things|stuff|times|effort|dinners|presents)\\b|\\bwasted my (?:money|time)\\b|\\byou (?:really |kinda |basically )owe me\\b|\\bat least share\\b|\\bi covered\\b", e(30), "\\bso you (?:could|can|should)\\b|\\bput you first\\b", e(30), "\\byou never\\b") },
  // Compared with others' partners.
  { kind: 'manip.comparison', re: rx("\\b(?:mate's|mates|friend's|sister's|bestie's|besties) (?:bf|gf|boyfriend|girlfriend|partner)\\b", e(60), "\\byou (?:forgot|never|didn't|can't|don't)\\b|\\bother people manage\\b|\\bso hard for you\\b|\\bleave me on read\\b") },
  // Someone else's attention shown off.
  { kind: 'manip.jealousy', re: rx("\\b(?:keeps|won't stop) flirting with me\\b|\\bmatches\\b", e(30), "\\b(?:hinge|tinder|bumble)\\b|\\b(?:hinge|tinder|bumble)\\b", e(30), "\\bmatches\\b") },
  { kind: 'manip.jealousy', re: rx("\\b(?:bought|got|sent) me (?:flowers|a gift|a present|chocolates)\\b"), also: /\bso sweet\b|\banyway\b|😏|😉/u },
  // Past their no: "not interested isn't an answer", "playing hard to get", "you're overreacting", "stay over".
  { kind: 'manip.pressure', re: rx("\\bisn't a (?:real )?answer\\b|\\bplaying hard to get\\b") },
  { kind: 'manip.boundary', re: rx("\\byou're overreacting\\b|\\boverreact\\b|\\brelax,? it(?:'s| was) (?:just|only)\\b|\\bstay over\\b"), also: /\b(?:slow|hug|touch|joke|weeks|dates|relax)\b/u },
  // "I love you" over-the-top: "can't picture my life without you", "my everything", "no one will ever compare".
  { kind: 'manip.love_bombing', re: rx("\\bcan't picture (?:my life|life|a day) without you\\b|\\byou're (?:literally |truly |honestly )my everything\\b|\\bnever felt like this\\b|\\bno one (?:else )?(?:will|could) ever compare\\b") },
];
