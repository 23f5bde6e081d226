/**
 * The Chinese of every verb's --help: its description, its arguments (by name) and its
 * options (by long flag). The verbs are defined in English (src/cli/program.ts and its
 * neighbours); src/cli/help-lang.ts puts these words in their place when help is shown in
 * zh, and keeps the English for a key missing here. tests/cli/help-zh.test.ts holds this
 * table to the program: an entry for every verb, described argument and option, none for
 * one that does not exist. A text built from a list (event types, catalogue kinds) is a
 * function of the English, so the list stays the program's own.
 */
import { HELP_LINES_ZH } from './help-zh.js';

export type HelpText = string | ((en: string) => string);

export interface VerbHelpZh {
  readonly description: HelpText;
  readonly arguments?: Readonly<Record<string, HelpText>>;
  readonly options?: Readonly<Record<string, HelpText>>;
}

/** The English text as it is: lists of ids, which stay as they are stored. */
const same = (en: string): string => en;
const JSON_RESULT = '以 JSON 输出结果';
const JSON_ARRAY = '以 JSON 数组输出';
const SLUG = '心上人档案的文件夹名';
const SINCE_ZH = '只看从这时起的记录（2026-05-01、3天前、last friday；只写日期时从当天开始）';
const UNTIL_ZH = '只看到这时为止的记录（2026-05-31、昨天、yesterday；只写日期时到当天结束）';
/** The filters of `timeline` and `events` (all must hold). */
const FILTERS_ZH = (types: string) => ({
  '--type': `只看这些${types}的记录，多个用逗号隔开（signal_recorded,stage_changed）`,
  '--since': SINCE_ZH,
  '--until': UNTIL_ZH,
  '--grep': '只看内容（你写下的值，不含字段名）里含有每个词的记录；不分大小写、全半角和繁简',
});

const INIT: VerbHelpZh = {
  description: '新建一个心上人档案：所有文件，外加一条 profile_created 事件',
  arguments: {
    slug: '文件夹名：只能用 a-z、0-9、- 和 _。不符合的名字（如 小美）会被拒绝（退出码 2），并给出拼音建议（xiaomei；已有时为 xiaomei-2）。拼音可能读错名字，所以由你来确认文件夹名',
  },
  options: {
    '--slug': '与参数 slug 相同（参考工具的写法）',
    '--nickname': '你怎么称呼 ta（默认：[待填写]）',
    '--personality': '性格类型，存储名或英文名（感性型 或 emotional）',
    '--stage': '你们现在到了哪一步，存储名或英文名（暧昧期 或 flirting），记为一次阶段变化',
    '--age': 'ta 的年龄（26 或 26岁）',
    '--gender': 'ta 的性别：女 / 男（写 female / male 也按此存储），或你自己的说法',
    '--occupation': 'ta 的工作或学校',
    '--city': 'ta 所在的城市',
    '--mbti': 'ta 的 MBTI 类型，如果你知道（INFP）',
    '--zodiac': 'ta 的星座，存储名或英文名（双鱼座、双鱼 或 pisces）',
    '--how-met': '你们怎么认识的（档案字段 how_met）',
    '--set': '其他档案字段（age、mbti、city……；可重复），按 update 的规则检查',
    '--status': '你们现在的关系：同学、同事、朋友、网友……',
    '--initiates': '谁更常主动联系',
    '--they-know': 'ta 是否知道你的心意',
    '--hobbies': 'ta 的爱好',
    '--quirks': 'ta 的小习惯和口头禅',
    '--love': '你最喜欢 ta 的地方',
    '--style': '你说话和打字的风格（让建议听起来像你）',
    '--mode': '开始时的追求模式',
    '--json': '输出 {slug, dir, files, profile, sections, stage, mode}',
  },
};

const ARCHIVE_JSON = { '--json': JSON_RESULT } as const;

export const HELP_VERBS_ZH: Readonly<Record<string, VerbHelpZh>> = {
  // The root program: `simp --help`.
  '': {
    description: '陪你追心上人的本地助手，数据只存在你自己的电脑上。不带命令时打开终端界面。',
    options: {
      '--base-dir': '心上人档案所在的文件夹（默认：$SIMP_HOME 或 ./crushes）',
      '--lang': '界面语言（命令默认 zh）',
      '--no-color': '终端界面不用颜色',
      '--no-pager': '长输出直接打印到终端，不经过 $SIMP_PAGER、$PAGER 或 less -FRX',
      '--ascii': '终端界面：用 ASCII 代替 emoji 和宽度不定的符号（区域设置不是 UTF-8 时默认如此；--no-ascii 关闭）',
      '--no-ascii': '终端界面：即使区域设置不是 UTF-8 也用 Unicode 符号',
    },
  },
  help: { description: HELP_LINES_ZH.helpCommand },
  append: {
    description: '向 events.jsonl 追加一条事件（先校验）',
    arguments: {
      slug: SLUG,
      type: (en) => en.replace(/^event type: /, '事件类型：').replaceAll(', ', '、'),
      json: '事件数据，一个 JSON 对象',
    },
    options: { '--json': '输出存下的事件' },
  },
  events: {
    description: '以 JSON 行输出最近的事件（从文件末尾往回读）',
    options: { '--last': '输出几条事件（按筛选后的条数，从日志末尾数）', ...FILTERS_ZH('事件类型'), '--json': '输出一个 JSON 数组，而不是 JSON 行' },
  },
  context: {
    description: '输出 profile.md + state.md（+ strategy.md），与提示词读到的一样',
    options: {
      '--with-strategy': '连同 strategy.md',
      '--for': '技能的某条命令读到的内容（记忆协议），每部分按它的读取预算截断',
      '--json': '输出 {text, tokens}（带 --for 时为 {op, parts, tokens}）',
    },
  },
  snapshot: {
    description: '把今天的快照（meta + state）存到 snapshots/YYYY-MM-DD.json',
    options: { '--json': '输出 {path}' },
  },
  timeline: {
    description: '从最早开始列出每一条事件（边读边输出）',
    options: {
      '--full': '为每种事件写出说明（默认那一栏与参考工具一样，多数类型为空）',
      '--interactions': '同时列出 interactions.jsonl 里的互动（simp log），各在其时间处',
      ...FILTERS_ZH('事件类型（与 --interactions 一起时也可以是 chat_sent、meeting 等互动类型）'),
      '--json': '输出 {ts, type, label, description} 的 JSON 行（互动另带 kind "interaction"）',
    },
  },
  rebuild: {
    description: '按 events.jsonl 重放，算出它对应的状态',
    options: {
      '--write': '同时修复 state.md 的头部信息和 meta.json（stage、score、event_count）',
      '--json': '与 --write 一起：输出 {state, event_count, fixes}',
    },
  },
  export: {
    description: '导出一个人的故事：档案、阶段历程、分数变化、每条事件和互动、话题记忆',
    options: {
      '--format': 'md、html 或 json',
      '--out': '写到这个文件（要么完整写好，要么不写），而不是打印出来',
      '--redact': '隐去名字和地点：ta 用过的每个昵称、slug、聊天名和地点，无论出现在哪里、大小写或全半角',
    },
  },
  search: {
    description: '在所有心上人的记录里找你写过的内容：事件、互动、档案和话题记忆（多个词须出现在同一条记录里；不分大小写、全半角和繁简；也查已归档的）',
    options: {
      '--limit': '最多列出几处（默认 200）',
      '--since': `${SINCE_ZH}；档案没有日期，不列出`,
      '--until': UNTIL_ZH,
      '--json': '输出 {text, crushes: [{slug, found: [...]}], total, truncated}',
    },
  },
  amend: {
    description: '更正一条记错的记录（事件；互动用 i:N）：写一条更正事件指向它，原记录保持不动',
    arguments: { ref: 'timeline --full 和 search 显示的行号（events.jsonl）；互动用 i:N（interactions.jsonl）；或能对上唯一一条记录的时间' },
    options: {
      '--set': '要重新设定的字段（可重复；ts=… 改它的时间）',
      '--reason': '原因，与更正一起保存',
      '--json': '输出 {target, action, changes, after, write}',
    },
  },
  void: {
    description: '作废一条记错的记录：它留在日志里、被标记，不再计入任何地方',
    arguments: { ref: 'timeline --full 和 search 显示的行号；互动用 i:N（interactions.jsonl）；或一个时间' },
    options: { '--reason': '原因，与更正一起保存', '--json': '输出 {target, action, after, write}' },
  },
  doctor: {
    description: '检查哪里需要修补（meta.json 与 state.md、计数与日志、读不了的文件、临时文件、权限、过期的锁）；--fix 修好它们',
    arguments: { slug: '某一个心上人（默认：全部）' },
    options: { '--fix': '修补能修补的，每一处都经过唯一的写入路径', '--json': '输出 {crushes: [{slug, findings}]}（带 --fix 时还有 changed）' },
  },
  where: {
    description: '用的是哪个数据文件夹、为什么；配置文件（lang、data_dir、mode）和缓存文件夹',
    options: { '--json': '输出 {data_dir, reason, exists, config, cache_dir}' },
  },
  list: {
    description: '列出所有心上人（读各自的 meta.json）；已归档的只在 --all 时列出',
    options: { '--all': '也列出已归档的', '--json': JSON_ARRAY },
  },
  archive: { description: '把一个心上人收起来：不再出现在列表里（什么都不删；所有命令照样能用）', options: ARCHIVE_JSON },
  unarchive: { description: '把已归档的心上人放回列表', options: ARCHIVE_JSON },
  rename: {
    description: '给心上人换一个 slug：文件夹改名，meta.json 和档案里的 slug 随之更新；历史记录保持原样',
    options: { '--json': '输出 {from, to, dir, changed}' },
  },
  delete: {
    description: '把整个心上人档案移到基础文件夹的 .trash/（不真正删除；移回去即可恢复）；会请你输入 slug 确认，或用 --yes',
    options: { '--yes': '不询问（用于脚本）', '--json': '输出 {from, dir}' },
  },
  init: INIT,
  create: { ...INIT, description: '与 init 相同' },
  backup: {
    description: '把 profile、state、strategy 和 meta 复制到 versions/ 并升一个版本；带 --archive 时，把这个心上人（或 --all 全部）的每个文件打包成一个校验过的归档文件',
    options: {
      '--all': '与 --archive 一起：基础文件夹里的所有心上人',
      '--archive': '写一个 gzip 压缩的 tar，包含每个文件和一份清单（各自的大小、权限、sha256），仅自己可读（0600），放在数据文件夹之外',
      '--encrypt': '与 --archive 一起：加密（scrypt + AES-256-GCM；口令不回显地询问，或读 SIMP_PASSPHRASE）',
      '--json': '输出 {name, version}；带 --archive 时为 {path, crushes, files, bytes, size, encrypted, skipped}',
    },
  },
  restore: {
    description: '从 backup --archive 的归档文件恢复心上人：先核对每个哈希，每个心上人放进空位（已有的只在 --force 时替换，并先移到 .trash/）',
    arguments: { file: '归档文件（.tar.gz；加密的会询问口令，或读 SIMP_PASSPHRASE）' },
    options: {
      '--slug': '只恢复归档里的这一个心上人',
      '--dry-run': '检查归档，说明会恢复和替换什么；什么都不写',
      '--force': '已存在的心上人先整个移到 .trash/<slug>_<time>/',
      '--json': '输出 {file, encrypted, dry_run, verified, crushes: [{slug, action, dir, trashed}]}',
    },
  },
  rollback: {
    description: '从某个版本恢复 profile、state、strategy 和 meta（不撤销任何事件；记一条 version_restored 事件）',
    options: {
      '--version': '准确的版本文件夹名，或 v2 表示最新的 v2_*',
      '--dry-run': '显示会改变什么（profile、state、strategy 和 meta 的差异），什么都不写',
      '--json': '输出 {restored, backup, files}；带 --dry-run 时为每个文件现在和该版本的内容',
    },
  },
  versions: { description: '列出一个心上人保存过的版本', options: { '--json': JSON_ARRAY } },
  'update-meta': {
    description: '设定阶段、分数或模式：经 state.md 和事件写入，所有视图和 rebuild 结果一致',
    options: {
      '--stage': '当前阶段，存储名或英文名',
      '--score': (en) => en.replace(/^signal score /, '信号分数 '),
      '--mode': '追求模式',
      '--json': JSON_RESULT,
    },
  },
  upgrade: {
    description: '补上旧文件夹缺少的文件和 meta.json 字段（已有的内容一律不改）',
    options: { '--json': '输出改动清单' },
  },
  analyze: {
    description: '给你注意到的信号打分，并记下这次解读（见 `simp catalog signals`）',
    options: {
      '--signals': '信号 id，用逗号分隔（导入的聊天或记下的互动建议了信号时可以不写）',
      '--untick': '预先勾上的信号里不要的：导入的聊天或互动记录建议的，或上次的（逗号分隔）',
      '--note': '发生了什么，用你自己的话说',
      '--stage': '你选定的阶段（默认：保持当前阶段）',
      '--accept-suggested': '采用这些信号建议的阶段',
      '--fresh': '从零开始：只算这次勾选的信号（默认：上次的信号会和这次的一起重新核对）',
      '--json': JSON_RESULT,
    },
  },
  mbti: {
    description: '根据你的观察（或档案里的类型）判断 ta 的类型，给出类型卡片、与你的相处；--save 写入档案',
    options: {
      '--observe': '你注意到的，每项写成 观察=字母：ei.starts=E,ns.talk=S,…（不写时：列出所有观察项）',
      '--you': '你自己的类型，用来看你们怎么相处',
      '--save': '把判断出的类型写入档案的 mbti 字段（一条 profile_updated 事件）',
      '--json': '输出 {reading, type, card, compatibility, you, saved}',
    },
  },
  message: {
    description: '消息工坊：某个场景的原则和符合你们模式的一句话、可以融入的话题、三层结构的草稿；--lint 检查你自己写的草稿（不会发出任何消息）',
    arguments: { situation: 'morning、night、sick、stress、after_meeting、good_news、low、holiday（不写时：列出所有场景）' },
    options: {
      '--see': '第 1 层：你看到或注意到的一件具体的事',
      '--feel': '第 2 层：它让你有什么感受',
      '--hope': '第 3 层：你期待的事，给 ta 留出余地',
      '--lint': '检查你写的草稿；- 表示从标准输入读',
      '--json': '输出 {draft, findings: [{kind, words, advice}]}（没有 findings：是一份朴素、体贴的草稿）',
    },
  },
  outcome: {
    description: '表白的结果：yes（阶段 表白后-成功）、no（表白后-被拒）或 pending（ta 需要时间）；然后给出合适的下一步',
    arguments: { answer: 'ta 的回答' },
    options: { '--note': '用你自己的话说', '--json': JSON_RESULT },
  },
  upcoming: {
    description: '所有心上人（不含已归档）接下来的事：生日和纪念日、按阶段该联系却还没联系、该做一次分析、危机方案的跟进、尊重期的结束；每项附上原因和要运行的命令',
    options: {
      '--days': '往后看几天（默认 14）',
      '--ics': '同时写成一个 iCalendar 文件，导入你自己的日历（同一件事的 UID 不变）',
      '--json': '输出 {days, items: [{slug, nickname, kind, date, days_left, overdue, detail, command}]}',
    },
  },
  why: {
    description: '分数为什么是这样：最近一次解读里每个信号的分值、MBTI 校准、各维度的上限、总分；然后是上次进展检查提出的风险（什么都不写）',
    options: { '--json': '输出 {schema, current, score: {at, stage, note, recorded, explanation}, later_set_by, risks}' },
  },
  feel: {
    description: '你还好吗：记下你自己的心情，1（低落）到 5（很好），可以附一句话；记为 mood_recorded，然后用迷你走势图显示你最近的心情',
    arguments: { mood: '1（低落）.. 5（很好）', note: '用你自己的话说' },
    options: { '--json': '输出 {schema, mood, note, at, trend: {last, average, count, direction, low}}' },
  },
  respect: {
    description: '明确被拒之后的尊重期（表白被拒、C-1 危机、放手的结论）：现在进行到哪里；--end 提前结束',
    options: {
      '--end': '现在结束尊重期（一条 respect_ended 事件）；没有尊重期时什么都不写',
      '--note': '用你自己的话说，与 --end 一起用',
      '--json': '以 JSON 输出 {period, ended, write}',
    },
  },
  log: {
    description: '在 interactions.jsonl 记一次互动（发消息 / 收消息、见面、通话、线上互动），与时间追踪工具的记法一样',
    arguments: { type: '互动的类型' },
    options: {
      '--summary': '一句话说说内容',
      '--duration': '多长时间，单位分钟',
      '--activity': '你们一起做了什么',
      '--location': '在哪里',
      '--initiator': '谁先开始的',
      '--time': '什么时候，本地时间（2026-05-15T22:30、昨天晚上9点、yesterday 9pm；只写日期如 2026-05-15 或 3天前 时不记具体钟点）；默认现在',
      '--planned': '还没到的时间：记为计划，而不是已经发生的事（不算信号，不计数）',
      '--reply-after': '用于 chat_received：ta 在你发消息后几分钟回复',
      '--note': '较长的备注；- 表示从标准输入读（可多行）',
      '--signal': '同时记为一个信号，方向如下',
      '--delta': '这个信号的分值（默认：green 1、red -1、neutral 0）',
      '--json': '输出 {skipped, record, changed, signal}',
    },
  },
  rhythm: {
    description: '你们多久聊一次、什么时候聊（读 interactions.jsonl）：频率和连续天数、各阶段的时长、ta 的回复速度、黄金时段（时间追踪工具的分析），以及每次聊天是谁先开的口',
    options: {
      '--days': '最近 n 天（0：全部）',
      '--frequency': '只看频率、连续天数和谁先开口',
      '--milestones': '只看各阶段的时长',
      '--reply': '只看 ta 的回复速度',
      '--golden': '只看黄金时段',
      '--output': '把报告写到文件里',
      '--json': '输出 {days, frequency, starts, milestones, reply, golden}（starts：每次聊天谁先开口）',
    },
  },
  import: {
    description: '读取聊天记录导出文件（微信 TXT/HTML/CSV、QQ TXT/MHT、JSON；任何编码），给聊天打分，报告存到 memories/chats/；--track-time 同时写入互动记录',
    arguments: { files: '一个或多个导出文件' },
    options: {
      '--target': '导出文件里 ta 的名字（默认：上次记住的，否则用昵称；只有一个发言人时，那就是你）',
      '--user': '导出文件里你的名字（默认：上次记住的，否则是另一位发言人；在终端里会询问）',
      '--format': '导出格式（默认：从文件判断）',
      '--encoding': '文本编码（默认：从字节判断）',
      '--track-time': '同时把每条消息写成一条互动记录（interactions.jsonl；重复导入不会多写）',
      '--json': '输出 {files, target, user, one_sided, analysis, report, interactions, changed}',
    },
  },
  photos: {
    description: '根据照片的 EXIF（时间、地点、相机）排出照片时间线，并推测见面：彼此相隔不超过 --gap 小时、--radius 公里的照片算一次（photo_analyzer 的规则）',
    options: {
      '--dir': '照片所在的文件夹（默认：这个心上人的 memories/photos/）',
      '--gap': '同一次见面的照片之间相隔的小时数',
      '--radius': '同一次见面的照片之间相隔的公里数（两张都有 GPS 时）',
      '--json': '输出 {dir, photos, meetups, unreadable}',
    },
  },
  social: {
    description: '保存下来的社交媒体动态（文本、Markdown、JSON 导出）：来自哪个平台，里面有哪些信号词（social_parser 的扫描）',
    options: {
      '--dir': '动态所在的文件夹（默认：这个心上人的 memories/social/）',
      '--json': '输出 {dir, files, totals, bad_json, unreadable}',
    },
  },
  chart: {
    description: '画一张图：分数走势和分数区间、绿色和红色信号的日历，或互动节奏，输出 SVG 或 PNG',
    options: {
      '--kind': '画哪一张图',
      '--out': '写到哪里：FILE.svg 或 FILE.png',
      '--font': '用于 PNG：画文字用的字体文件（不写时在已安装的字体里找）',
    },
  },
  progress: {
    description: '先做倦怠检查，再做一次进展回顾：三个下一步行动和准备度 N/5',
    options: {
      '--milestones': '要添加的里程碑 id（逗号分隔），加在已记录的之外',
      '--unset': '要去掉的已记录里程碑 id（需要 --yes）',
      '--yes': '确认用 --unset 要求的删除',
      '--rival': '有别人也在追 ta',
      '--calm': '你感到平静，而不是焦虑',
      '--time-place': '已经选好表白的时间和地点',
      '--stressed': 'ta 现在压力很大（或刚失恋）',
      '--long-distance': '你们不在同一个城市',
      '--starts-most': '超过 80% 的聊天是你先开口',
      '--stage': '你报告的阶段（比如表白之后）',
      '--json': JSON_RESULT,
    },
  },
  quit: {
    description: '不带 --answers：整条时间线和反思问题（什么都不写）；带上：给出反思结果（一条 quit_evaluated 事件）',
    options: {
      '--answers': '答案文件（见 `simp catalog quit-questions`）；- 表示从标准输入读',
      '--after': '放下之后的问题（怎么知道自己放下了、以后还有没有机会、改变主意怎么办）；什么都不写',
      '--json': JSON_RESULT,
    },
  },
  crisis: {
    description: '记下一个困难时刻，以及应对时机的建议（见 `simp catalog crisis`）',
    options: {
      '--type': '危机类型 C-1..C-11（会记录下来）',
      '--what': '发生了什么，用你自己的话说（默认：--describe 的内容）',
      '--describe': '不带 --type：这听起来像哪几类危机，以及它们的应对方案；什么都不写',
      '--playbook': '某一类危机的分阶段应对方案（当天、之后几周、之后几个月）；什么都不写',
      '--resolution': '你打算怎么处理（默认：时机建议）',
      '--json': JSON_RESULT,
    },
  },
  confess: {
    description: '准备表白：方式和准备度（见 `simp catalog readiness`）',
    options: {
      '--method': '你想怎么告诉 ta（会记下这次准备）',
      '--ready': '你觉得已经满足的准备条件，用逗号分隔',
      '--plan': '表白助手：用三个问题选方式，用四层写出想说的话（--memory、--feeling、--statement、--invitation），以及之后怎么做；什么都不写',
      '--can-meet': '与 --plan 一起：你们很容易约到见面的时间',
      '--they-face': '与 --plan 一起：ta 习惯直面感情（no：ta 习惯自己消化）',
      '--nervous': '与 --plan 一起：你会紧张到说不出话',
      '--memory': '与 --plan 一起：你们之间一个真实的瞬间（第 1 层）',
      '--feeling': '与 --plan 一起：它让你有什么感受（第 2 层）',
      '--statement': '与 --plan 一起：直白的那句话（第 3 层；默认“我喜欢你”）',
      '--invitation': '与 --plan 一起：邀请（第 4 层；默认按你的模式）',
      '--check': '改做九项检查：✅ 准备好了、⚠️ 再等等、❌ 现在不行，依据记录和你 --confirm 的内容；什么都不写',
      '--confirm': '与 --check 一起：你确认的项目（check.knows_you、check.no_rival、check.sincere、check.accept_no、check.time_place、check.one_on_one）',
      '--note': '还想说的其他话',
      '--json': JSON_RESULT,
    },
  },
  daily: {
    description: '先做倦怠检查，再给出今天的一条建议（只记下这次运行）；不写 slug 时，每个心上人一行（什么都不记）',
    options: { '--json': JSON_RESULT },
  },
  stage: {
    description: '手动设定阶段：阶段事件、state.md、新的 strategy.md（旧的存进 versions/）、meta.json',
    arguments: { stage: '阶段，存储名或英文名（暧昧期 或 flirting）' },
    options: { '--reason': '原因，用你自己的话说', '--json': JSON_RESULT },
  },
  mode: {
    description: '设定追求模式（sweet：真诚温暖；strategic：有节奏，先观察；hybrid：两者兼顾）',
    arguments: { mode: same },
    options: { '--reason': '原因，用你自己的话说', '--json': JSON_RESULT },
  },
  update: {
    description: '修改档案字段，每个改动的字段一条 profile_updated 事件',
    options: { '--set': '要修改的字段（可重复）', '--json': JSON_RESULT },
  },
  catalog: {
    description: '输出一份目录：id、维度、分值、中英文名称',
    arguments: { kind: same },
    options: { '--json': JSON_ARRAY },
  },
  remember: {
    description: '记住关于 ta 的事：提取关键词，与已有话题共享关键词就合并，否则新建一个',
    arguments: {
      slug: SLUG,
      text: '要记住的内容；每句话归到各自的话题；句子里的 "#标签" 给那句话打标签',
    },
    options: {
      '--tags': '你自己定的触发关键词，逗号分隔；有多句话时每句一组，用 ; 分开',
      '--dry-run': '输出计划（新增还是合并、哪个话题、旧的和合并后的含义、关键词），什么都不写',
      '--keep': '新说法与话题里已有的说法矛盾时：保留旧的、新的（替换旧的）或两者都留',
      '--json': '输出 {writes, changed}（带 --dry-run 时为 {dry_run, writes}）',
    },
  },
  recall: {
    description: '找出触发关键词出现在这段文字里的话题记忆，命中多的在前',
    arguments: { text: '一个场景、一条你正在写的消息……' },
    options: {
      '--limit': '最多几条（默认：meta.json 里的 knowledge_context_max_items，否则 5）',
      '--json': '输出 [{entry, hits}]',
    },
  },
  'edit-topic': {
    description: '修改一条话题记忆：它的含义、触发关键词，或两者（记为一条 knowledge_recorded 事件）',
    arguments: { id: '话题 id（simp knowledge <slug> 会列出）' },
    options: {
      '--meaning': '新的含义，替换旧的',
      '--keywords': '新的触发关键词，替换全部旧的',
      '--add': '要添加的触发关键词',
      '--remove': '要去掉的触发关键词',
      '--json': '输出 {action, before, after, changed}',
    },
  },
  forget: {
    description: '删除一条话题记忆；knowledge_recorded 事件里仍留着它的内容，它不会自己再回来',
    arguments: { id: '话题 id（simp knowledge <slug> 会列出）' },
    options: { '--json': '输出 {action, before, changed}' },
  },
  knowledge: { description: '一个心上人的所有话题记忆', options: { '--json': '输出所有条目' } },
  completion: {
    description: '输出你的 shell 的补全脚本：命令、选项、心上人文件夹、阶段和模式',
    arguments: { shell: 'bash、zsh 或 fish' },
  },
};

/** What follows `simp --help` (the root program's own closing lines). */
export const ROOT_HELP_AFTER_ZH = '\n运行 `simp -V` 查看版本号。数据规则：见 README（File rules）。';

/** Commander's extras after a description: (可选值：…，默认：…). */
export const HELP_EXTRAS_ZH = { choices: '可选值', default: '默认', preset: '不带值时', env: '环境变量' } as const;
