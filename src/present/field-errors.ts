import { personalityName, stageName } from './enum-names.js';
import { isStage } from '../model/enums.js';
import { DiskFullError, EditorError, FolderPlaceError, FontError, InputError, NotFoundError, RenameUnfinishedError, SimpError, type Remedy } from '../model/errors.js';
import { LockBusyError, LockLostError, LockObstacleError, MoveUnfinishedError, PartialWriteError, ReadOnlyError } from '../memory/io/write-errors.js';
import { READ_IN_FIELD, frontMatterText, issueText, limitText, placeText, unknownNoun, type CountUnit, type FieldIssue, type FrontMatterProblem, type SayWhat } from '../model/field-issues.js';
import { messages, type Lang } from '../i18n/index.js';
import { sizeText } from '../model/limits.js';

/** How fields are named in sentences; a field without a name here is said as it is stored. */
const FIELD_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  score: { zh: '分数', en: 'the score' },
  mood: { zh: '心情', en: 'the mood' },
  signal_score: { zh: '信号评分', en: 'the signal score' },
  last_signal_score: { zh: '上一次评分', en: 'the previous score' },
  score_delta: { zh: '分值', en: 'the point change' },
  direction: { zh: '信号方向', en: 'the direction' },
  content: { zh: '内容', en: 'the content' },
  stage: { zh: '阶段', en: 'the stage' },
  current_stage: { zh: '当前阶段', en: 'the current stage' },
  from: { zh: '原来的阶段', en: 'the stage before' },
  to: { zh: '新的阶段', en: 'the new stage' },
  trigger: { zh: '原因', en: 'the reason' },
  reason: { zh: '原因', en: 'the reason' },
  summary: { zh: '总结', en: 'the summary' },
  milestones_done: { zh: '里程碑数', en: 'the milestone count' },
  next_actions: { zh: '下一步行动', en: 'the next actions' },
  crisis_type: { zh: '危机类型', en: 'the crisis type' },
  resolution: { zh: '处理方式', en: 'the resolution' },
  verdict: { zh: '结论', en: 'the verdict' },
  method: { zh: '表白方式', en: 'the method' },
  readiness_score: { zh: '准备度', en: 'the readiness' },
  nickname: { zh: '昵称', en: 'the nickname' },
  age: { zh: '年龄', en: 'the age' },
  mbti: { zh: 'MBTI', en: 'MBTI' },
  personality_type: { zh: '性格类型', en: 'the personality type' },
  recommended_mode: { zh: '推荐模式', en: 'the recommended mode' },
  mode: { zh: '模式', en: 'the mode' },
  time: { zh: '时间', en: 'the time' },
  since: { zh: '起始时间', en: 'the start' },
  until: { zh: '截止时间', en: 'the end' },
  filter_type: { zh: '类型', en: 'the type' },
  grep: { zh: '要找的文字', en: 'the text to look for' },
  signal: { zh: '信号', en: 'the signal' },
  query: { zh: '搜索内容', en: 'the search' },
  what: { zh: '发生了什么', en: 'what happened' },
  describe: { zh: '描述', en: 'the description' },
  draft: { zh: '草稿', en: 'the draft' },
  observe: { zh: '观察', en: 'the observation' },
  you: { zh: '你的类型', en: 'your type' },
  save: { zh: '保存', en: 'saving' },
  catalog: { zh: '目录', en: 'the catalogue' },
  confirm: { zh: '确认项', en: 'the confirmed items' },
  situation: { zh: '场景', en: 'the situation' },
  plan: { zh: '读取方式', en: 'the reading plan' },
  type: { zh: '类型', en: 'the type' },
  initiator: { zh: '发起人', en: 'who started it' },
  duration: { zh: '时长', en: 'the duration' },
  reply_after: { zh: '回复用时', en: 'the reply time' },
  signals: { zh: '信号', en: 'the signals' },
  untick: { zh: '要取消勾选的信号', en: 'the signals to untick' },
  milestones: { zh: '里程碑', en: 'the milestones' },
  unset: { zh: '要移除的里程碑', en: 'the milestones to remove' },
  set: { zh: '资料字段', en: 'the profile field' },
  days: { zh: '天数', en: 'the days' },
  gap: { zh: '间隔小时数', en: 'the gap' },
  radius: { zh: '距离', en: 'the radius' },
  format: { zh: '格式', en: 'the format' },
  keywords: { zh: '关键词', en: 'the keywords' },
  action: { zh: '动作', en: 'the action' },
  slug: { zh: '档案名', en: 'the slug' },
  version: { zh: '版本', en: 'the version' },
  out: { zh: '输出文件', en: 'the output file' },
  delta: { zh: '分值', en: 'the point change' },
  crisis: { zh: '危机', en: 'a crisis' },
  confess: { zh: '表白', en: 'a confession' },
  check: { zh: '九项检查', en: 'the nine-item check' },
  accept: { zh: '采用建议的阶段', en: 'accepting the suggested stage' },
  answers: { zh: '回答', en: 'the answers' },
  after: { zh: '放下之后的问题', en: 'the after-care questions' },
  ready: { zh: '准备项', en: 'the readiness items' },
  yes: { zh: '确认', en: 'confirming' },
  text: { zh: '内容', en: 'the text' },
  tags: { zh: '标签', en: 'the tags' },
  meaning: { zh: '话题含义', en: 'the meaning' },
  add: { zh: '要添加的关键词', en: 'the keywords to add' },
  remove: { zh: '要移除的关键词', en: 'the keywords to remove' },
  limit: { zh: '条数上限', en: 'the limit' },
  id: { zh: '话题', en: 'the topic' },
};

/** Rules with a meaning of their own, said in each language. */
const FORMAT_RULES: Readonly<Record<string, { zh: string; en: string }>> = {
  mbti: { zh: 'MBTI 必须是四个字母的类型，比如 INFP 或 ESTJ', en: 'MBTI must be a four-letter type such as INFP or ESTJ' },
};

/**
 * How a front end shows a field's key after its name: the command line maps some
 * fields to the flag that sets them (`what` → `--what`); a field it does not map is shown as stored.
 */
export type FieldKeys = Readonly<Record<string, string>>;

let keysInUse: FieldKeys = {};

/** `withKey`: also give the field as stored, for messages read away from the form (the command line). */
function nameOf(field: string, lang: Lang, withKey: boolean): string {
  const known = FIELD_NAMES[field.split('.').pop() ?? field];
  const key = keysInUse[field] ?? field;
  if (!known) return key;
  if (!withKey) return known[lang];
  return lang === 'zh' ? `${known.zh}（${key}）` : `${known.en} (${key})`;
}

/** A sentence starts with a capital, unless it starts with a field's stored name. */
const capital = (s: string): string => (/^[a-z_]+[.(]|^[a-z_]+$/.test(s) && !s.startsWith('the') ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** One issue as a sentence in the user's language. */
export function fieldSentence(issue: FieldIssue, lang: Lang, withKey = false): string {
  const name = nameOf(issue.field, lang, withKey);
  // A field said by its stored name (ASCII) gets a space before the Chinese sentence.
  const sp = /[\x21-\x7e]$/.test(name) ? ' ' : '';
  if (lang === 'zh') {
    switch (issue.kind) {
      case 'required':
        return `${name}${sp}不能为空`;
      case 'range':
        return `${name}${sp}必须${issue.integer ? '是' : '在'} ${issue.min} 到 ${issue.max} ${issue.integer ? '之间的整数' : '之间'}`;
      case 'integer':
        return `${name}${sp}必须是整数`;
      case 'number':
        return `${name}${sp}必须是数字`;
      case 'text':
        return `${name}${sp}必须是文字`;
      case 'list':
        return `${name}${sp}必须是一个列表`;
      case 'one-of':
        return `${name}${sp}必须是以下之一：${issue.options.join('、')}`;
      case 'boolean':
        return `${name}${sp}要填 true（是）或 false（否）`;
      case 'one-line':
        return `${name}${sp}只能写在一行里`;
      case 'time':
        return `${name}${sp}要写成 昨天晚上9点、3天前、上周五 这样，或 2026-05-15T22:30（只写日期也行：2026-05-15）`;
      case 'real-time':
        return `${name}${sp}不是一个真实存在的日期和时间`;
      case 'future':
        return `${name}${sp}还没到：这里只记已经发生的事`;
      case 'past-plan':
        return `${name}${sp}已经过去了：计划中的互动要在将来`;
      case 'planned-signal':
        return '计划中的互动还没发生，不能同时记为信号';
      case 'no-record':
        return `${issue.ref} 没有对应的记录（用 timeline --full 或 search 给出的行号，interactions.jsonl 用 i:行号，或时间戳）`;
      case 'ambiguous':
        return `有好几条记录符合，请说明是哪一条：${issue.refs.join('、')}`;
      case 'a-correction':
        return `${issue.ref} 是一条更正记录；请直接更正它所更正的那条`;
      case 'no-field':
        return `${name}${sp}不是这条记录的字段；可以改的字段：${issue.fields.join('、')}`;
      case 'unknown-keys':
        // A whole file (the scope names it) has no field name before it.
        return name === '' ? `有不认识的字段：${issue.keys.join('、')}` : `${name}${sp}里有不认识的字段：${issue.keys.join('、')}`;
      case 'out-file':
        return {
          folder: `${issue.path} 是一个文件夹：请写出要保存的文件名；什么都没写`,
          inside: `${issue.path} 在数据文件夹 ${issue.data ?? ''} 里面：请保存到别的地方；什么都没写`,
          link: `${issue.path} 是一个符号链接：请写出真正的文件路径（simp 不会写到链接指向的地方，也不会替换链接）；什么都没写`,
          'no-folder': `文件夹 ${issue.path} 不存在：请先建好它，或者换一个地方；什么都没写`,
        }[issue.problem];
      case 'format':
        return FORMAT_RULES[issue.field]?.zh ?? `${name}：${issue.message}`;
      case 'limit':
        return limitSentence(issue, 'zh');
      case 'not-regular':
        return '不是普通文件（是 FIFO、设备或文件夹），拒绝读取';
      default:
        return moreSentence(issue, 'zh', withKey);
    }
  }
  switch (issue.kind) {
    case 'required':
      return `${capital(name)} is required`;
    case 'range':
      return `${capital(name)} must be ${issue.integer ? 'a whole number ' : ''}from ${issue.min} to ${issue.max}`;
    case 'integer':
      return `${capital(name)} must be a whole number`;
    case 'number':
      return `${capital(name)} must be a number`;
    case 'text':
      return `${capital(name)} must be text`;
    case 'list':
      return `${capital(name)} must be a list`;
    case 'one-of':
      return `${capital(name)} must be one of ${issue.options.map(englishOption).join(', ')}`;
    case 'boolean':
      return `${capital(name)} must be true or false`;
    case 'one-line':
      return `${capital(name)} must stay on one line`;
    case 'time':
      return `${capital(name)} must be written like yesterday 9pm, 3 days ago, last friday, or 2026-05-15T22:30 (or a date alone, 2026-05-15)`;
    case 'real-time':
      return `${capital(name)} is not a real date and time`;
    case 'future':
      return `${capital(name)} is still to come: only what happened is logged here`;
    case 'past-plan':
      return `${capital(name)} has passed: a planned interaction is one still to come`;
    case 'planned-signal':
      return 'Something planned has not happened yet, so it cannot be a signal';
    case 'no-record':
      return `There is no record at ${issue.ref} (use a line number that timeline --full or search prints, i:N for interactions.jsonl, or a time stamp)`;
    case 'ambiguous':
      return `Several records fit; say which: ${issue.refs.join(', ')}`;
    case 'a-correction':
      return `${issue.ref} is a correction; correct the record it corrects instead`;
    case 'no-field':
      return `${capital(name)} is not a field of this record; its fields: ${issue.fields.join(', ')}`;
    case 'unknown-keys':
      return name === '' ? `it has fields simp does not take: ${issue.keys.join(', ')}` : `${capital(name)} has fields it does not take: ${issue.keys.join(', ')}`;
    case 'out-file':
      return issueText(issue);
    case 'format':
      return FORMAT_RULES[issue.field]?.en ?? `${capital(name)}: ${issue.message}`;
    case 'limit':
      return limitSentence(issue, 'en');
    case 'not-regular':
      return 'not a regular file (a FIFO, a device or a folder); refusing to read it';
    default:
      return moreSentence(issue, 'en', withKey);
  }
}

const UNKNOWN_NOUN_ZH: Readonly<Record<string, string>> = {
  stage: '阶段',
  mode: '模式',
  type: '类型',
  filter_type: '类型',
  crisis_type: '危机类型',
  catalog: '目录',
  confirm: '检查项',
  observe: '观察项',
  set: '字段',
  signals: '信号',
  untick: '信号',
  milestones: '里程碑',
  unset: '里程碑',
  action: '动作',
};

const SAY: Readonly<Record<SayWhat, { zh: string; en: string }>> = {
  'what-happened': { zh: '用几句话说说发生了什么', en: 'say in a few words what happened' },
  'look-for': { zh: '请说要找什么', en: 'say what to look for' },
  'how-to-tell': { zh: '说说你想怎样告诉对方', en: 'say how you would like to tell them' },
  draft: { zh: '草稿是空的', en: 'the draft is empty' },
  'tick-signal': { zh: '至少勾选一个信号', en: 'tick at least one signal' },
  keywords: { zh: '没有关键词：请写成 猫,宠物 这样', en: 'holds no keyword: write it like 猫,宠物' },
  summary: { zh: '记信号要写一句摘要（或活动、备注）：说说发生了什么', en: 'a signal needs a summary (or an activity or a note): it says what happened' },
  'remember-text': { zh: '是空的：没有要记住的', en: 'empty: nothing to remember' },
  'recall-text': { zh: '是空的：说说眼下是什么情境', en: 'empty: say what the situation is about' },
  'remember-keyword': {
    zh: '里找不到能用来记住它的关键词：加一两个标签（以后能让它想起来的词），比如 --tags 猫,宠物',
    en: 'holds no keyword to remember it by; add a tag or two (words that should bring it back), e.g. --tags 猫,宠物',
  },
  tags: { zh: '一个标签都没有：写成 --tags 猫,宠物 这样', en: 'holds no tag: write --tags 猫,宠物' },
  meaning: { zh: '不能是空的（要删掉这个话题，用 simp forget）', en: 'cannot be empty (to remove the topic, use simp forget)' },
  'topic-keywords': { zh: '一个话题至少要有一个关键词：靠它才能再找到这个话题', en: 'a topic needs at least one keyword: it is how the topic is found again' },
};

const UNIT: Readonly<Record<CountUnit, { zh: string; en: string }>> = {
  minutes: { zh: '分钟', en: 'minutes' },
  days: { zh: '天', en: 'days' },
  hours: { zh: '小时', en: 'hours' },
  km: { zh: '公里', en: 'kilometres' },
  count: { zh: '', en: 'a count' },
};

/** The issues added for the verbs' own rules, in each language. */
function moreSentence(issue: FieldIssue, lang: Lang, withKey: boolean): string {
  const name = nameOf(issue.field, lang, withKey);
  const names = (fields: readonly string[]): string[] => fields.map((f) => nameOf(f, lang, withKey));
  const sp = /[\x21-\x7e]$/.test(name) ? ' ' : '';
  const zh = lang === 'zh';
  const list = (xs: readonly string[]): string => xs.join(zh ? '、' : ', ');
  switch (issue.kind) {
    case 'unknown': {
      const noun = zh ? (UNKNOWN_NOUN_ZH[issue.field.split('.').pop() ?? issue.field] ?? '值') : unknownNoun(issue.field);
      const options = zh ? issue.options : issue.options.map(englishOption);
      return zh
        ? `${name}：没有这个${noun}：${list(issue.values)}。可以用的有：${list(options)}`
        : `${capital(name)}: unknown ${noun} ${list(issue.values)}. Valid: ${list(options)}`;
    }
    case 'say':
      if (issue.options !== undefined) {
        return zh
          ? `${name}：${SAY[issue.what].zh}。可以用的有：${list(issue.options)}`
          : `${capital(name)}: ${SAY[issue.what].en}. Valid: ${list(issue.options)}`;
      }
      return zh ? `${name}：${SAY[issue.what].zh}` : `${capital(name)}: ${SAY[issue.what].en}`;
    case 'none-given':
      if (issue.field !== '') {
        return zh
          ? `${name}：没有要改的内容。可以改的字段：${list(issue.fields)}`
          : `${capital(name)}: nothing to update. Fields: ${list(issue.fields)}`;
      }
      return zh ? `没有要改的内容：请给出${list(names(issue.fields))}中的至少一项` : `nothing to change: give ${names(issue.fields).join(', ')}`;
    case 'needs':
      return zh ? `${name}${sp}需要给出${names(issue.needs).join('或')}` : `${capital(name)} needs ${names(issue.needs).join(' or ')}`;
    case 'goes-with': {
      const other = `${nameOf(issue.other, lang, withKey)}${issue.value === undefined ? '' : ` ${issue.value}`}`;
      return zh ? `${name}${sp}只能和${other}一起用` : `${capital(name)} goes with ${other}`;
    }
    case 'after': {
      const other = nameOf(issue.other, lang, withKey);
      return zh ? `${name}${sp}晚于${other}：开始要在结束之前` : `${capital(name)} is later than ${other}: the start must come before the end`;
    }
    case 'not-both': {
      const other = nameOf(issue.other, lang, withKey);
      return zh ? `${name}${sp}和${other}只能选一个，不能都给` : `${capital(name)}: choose one or ${other}, not both`;
    }
    case 'at-least': {
      const unit = UNIT[issue.unit][lang];
      return zh
        ? `${name}${sp}是 ${issue.value}：要写${unit === '' ? '' : `${unit}数，`}不小于 ${issue.min} 的${issue.integer ? '整数' : '数'}`
        : `${capital(name)} ${issue.value}: ${unit}, ${issue.integer ? 'a whole number' : 'a number'} from ${issue.min}`;
    }
    case 'both-ways':
      return zh ? `${name}：${list(issue.values)} 不能同时添加又移除` : `${capital(name)}: ${list(issue.values)} cannot be added and removed at once`;
    case 'not-recorded':
      return zh
        ? `${name}：${list(issue.values)} 没有记录过。已记录的：${list(issue.recorded) || '无'}`
        : `${capital(name)}: ${list(issue.values)} is not recorded. Recorded: ${list(issue.recorded) || 'none'}`;
    case 'confirm':
      return zh ? `要移除 ${list(issue.values)}，请加上 --yes 确认；什么都没写` : `Removing ${list(issue.values)} needs --yes to confirm; nothing was written`;
    case 'one-only':
      return zh ? `${name}：这几项只能勾一个：${list(issue.values)}` : `${capital(name)}: only one of these may be ticked: ${list(issue.values)}`;
    case 'j-only':
      return zh
        ? `${name}：这些信号只在资料里的 MBTI 是 J 型时才能用：${list(issue.values)}`
        : `${capital(name)}: only available for a J type in the profile: ${list(issue.values)}`;
    case 'no-score':
      return zh ? '还没有信号评分' : `${issue.field}: there is no signal score yet`;
    case 'mbti':
      return zh ? `${name}：“${issue.value}”不是 INFP 这样的类型` : `${capital(name)}: "${issue.value}" is not a type like INFP`;
    case 'mbti-lean':
      return zh
        ? `${issue.id} 偏向 ${issue.letters[0]} 或 ${issue.letters[1]}，不能是“${issue.value}”`
        : `${issue.id} leans to ${issue.letters[0]} or ${issue.letters[1]}, not "${issue.value}"`;
    case 'mbti-incomplete':
      return zh ? `读出的类型 ${issue.value} 还不完整：请先观察每一个维度` : `The reading ${issue.value} is not complete; observe every dimension first`;
    case 'pair':
      return zh
        ? `${name}${sp}要写成 字段=值，收到的是“${issue.value}”。可以设置的字段：${list(issue.fields)}`
        : `${capital(name)}: expected field=value, got "${issue.value}". Fields: ${list(issue.fields)}`;
    case 'file-type':
      return zh
        ? `${name}${sp} ${issue.value}：请写一个 ${issue.options.join(' 或 ')} 文件`
        : `${capital(name)} ${issue.value}: name a ${issue.options.join(' or ')} file`;
    case 'json':
      // A file read (the scope names it): where it goes wrong.
      if (issue.at !== undefined) {
        return zh ? `不是有效的 JSON：第 ${issue.at.line} 行第 ${issue.at.column} 列有错` : `not valid JSON at line ${issue.at.line}, column ${issue.at.column}`;
      }
      if (issue.object && name === '') return zh ? '整个文件必须是一个 JSON 对象（{ … }）' : 'the file must hold one JSON object ({ … })';
      if (issue.object) return zh ? `${name}${sp}必须是一个 JSON 对象，比如 '{"field": "city"}'` : `${capital(name)} must be a JSON object, for example '{"field": "city"}'`;
      return zh ? `${name}${sp}不是有效的 JSON` : `${capital(name)} is not valid JSON${issue.why === undefined ? '' : `: ${issue.why}`}`;
    case 'no-value':
      return zh ? `${name}${sp}后面要跟一个值` : `${capital(name)} needs a value`;
    case 'no-meta':
      return zh ? `${issue.slug} 缺少 meta.json，没有地方记下归档标记` : `${issue.slug}: meta.json is missing, so there is nowhere to keep the archive mark`;
    case 'slug':
      if (issue.reserved) {
        return zh
          ? `档案名（slug）“${issue.value}”不能用：Windows 把这个名字留给设备，文件夹无法在那里同步或复制；请换一个`
          : `invalid slug "${issue.value}": Windows reserves this name for a device, so the folder could not be synced or copied there; choose another`;
      }
      return zh
        ? `档案名（slug）${issue.value} 不能用：请用 1-64 个字符，只含 a-z、0-9、"-" 或 "_"，并以字母或数字开头`
        : `invalid slug ${issue.value}: use 1-64 characters a-z, 0-9, "-" or "_", starting with a letter or digit`;
    case 'exists':
      return zh ? `${issue.base} 里已经有名为“${issue.value}”的档案` : `${issue.value} already exists in ${issue.base}`;
    case 'event-type':
      return zh
        ? `没有这种事件类型：“${issue.value}”。可以用的有：${list(issue.options)}`
        : `unknown event type "${issue.value}"; valid types: ${issue.options.join(', ')}`;
    case 'no-crush':
      return zh ? `${issue.base} 里没有名为“${issue.value}”的档案` : `no crush "${issue.value}" in ${issue.base}`;
    case 'tag-groups':
      if (issue.groups === 1) {
        return zh
          ? `--tags 只够一句话用，而这段内容有 ${issue.statements} 句：每句给一组标签（--tags "猫,宠物;火锅"），或者把标签写进每句话里（她怕猫 #宠物）`
          : `--tags belongs to one statement and this text has ${issue.statements}: give one group per statement (--tags "猫,宠物;火锅"), or put each statement's tags in it (她怕猫 #宠物)`;
      }
      return zh
        ? `--tags 有 ${issue.groups} 组，内容却有 ${issue.statements} 句：每句一组（用 ; 分开），或者把标签写进每句话里（#标签）`
        : `--tags has ${issue.groups} groups for ${issue.statements} statements: give one group per statement (a;b), or put each statement's tags in it (#tag)`;
    case 'no-version':
      return zh
        ? `${issue.slug} 没有名为“${issue.value}”的版本；已保存的版本：${list(issue.available) || '无'}`
        : `version "${issue.value}" not found for ${issue.slug}; available: ${issue.available.join(', ') || 'none'}`;
    case 'no-topic':
      return zh
        ? `${issue.slug} 的话题记忆里没有“${issue.value}”（\`simp knowledge ${issue.slug}\` 会列出所有话题）`
        : `${issue.slug}: no topic "${issue.value}" (\`simp knowledge ${issue.slug}\` lists them)`;
    case 'answers':
      return zh
        ? `${name}${sp}有不对的地方：${list(issue.problems.map((p) => p.split(':')[0] ?? p))}`
        : `${capital(name)}: ${issue.problems.join('; ')}`;
    case 'front-matter':
      return zh ? frontMatterZh(issue, name) : frontMatterText(issue);
    case 'place':
      return zh ? placeZh(issue) : placeText(issue);
    case 'only-grows':
      return zh ? '叙述部分只能增加：这次修改会改写或删掉已有的文字' : issueText(issue);
    default:
      return issueText(issue);
  }
}

/** Front matter simp does not read (the scope before it names the file) or write, in Chinese; `name`: the field as said. */
function frontMatterZh(issue: Extract<FieldIssue, { kind: 'front-matter' }>, name: string): string {
  const at = issue.line === undefined ? '' : `第 ${issue.line} 行${issue.field !== '' && READ_IN_FIELD.has(issue.problem) ? `的${name}` : ''}：`;
  const field = `字段 ${name}`;
  const text: Record<FrontMatterProblem, string> = {
    structure: '开头 --- 之间的字段区里不能用 YAML 的锚点、别名、标签或块文本',
    'not-plain': '每行只能写一个普通的值（不能是列表、映射或别名）',
    tag: '开头 --- 之间的字段区里不能用 YAML 的标签或锚点',
    'not-scalar': '每行只能写一个普通的值（不能是列表或映射）',
    continued: '值必须写在一行里（这里有一行缩进的续行）',
    'not-pair': `应该是“字段: 值”，这一行是 ${issue.value ?? ''}`,
    twice: `${field}出现了两次`,
    fence: `开头的字段区标明了另一种语言（${issue.value ?? ''}）；simp 只读 YAML 字段区，也从不运行文件里的内容`,
    unclosed: '开头的字段区以 --- 开始，却没有结束它的 --- 行',
    number: `${field}：${issue.value ?? ''} 不是能保存的数字`,
    lines: `${field}：值只能写在一行里`,
    control: `${field}：值里有控制字符`,
    dashes: `${field}：值里不能有“---”（别的工具会把它当成字段区的结尾）`,
    quotes: `${field}：这段文字同时有 ' 和 "，又必须加引号，存下来别的工具就读不回原样`,
    key: `字段名 ${issue.value ?? ''} 不能用`,
  };
  return `${at}${text[issue.problem]}`;
}

/** A place simp will not use, in Chinese. */
function placeZh(issue: Extract<FieldIssue, { kind: 'place' }>): string {
  const v = issue.value;
  switch (issue.problem) {
    case 'no-folder':
      return `${v}：没有这个文件夹`;
    case 'not-folder':
      return `${v}：不是文件夹`;
    case 'no-font':
      return `--font ${v}：没有这个字体文件`;
    case 'not-font':
      return `--font ${v}：不是 TrueType 或 OpenType 字体（.ttf、.otf、.ttc）`;
    case 'base-file':
      return `数据文件夹 ${v} 是一个文件，不是文件夹（检查 --base-dir 或 SIMP_HOME）`;
    case 'base-empty':
      return '--base-dir 是空的：请写一个文件夹';
    case 'broken-link':
      return `${v} 是一个指向不存在位置的符号链接，拒绝使用`;
    case 'outside':
      return `${v} 指向数据文件夹之外（${issue.detail ?? ''}），拒绝使用`;
    case 'crush-link':
      return `${v} 是指向别处文件夹的链接；请移动那个文件夹本身`;
    case 'same-name':
      return `${v} 已经叫这个名字了`;
    case 'not-regular-write':
      return `${v} 不是普通文件；什么都没有写入`;
    case 'hard-links':
      return `${v} 有 ${issue.detail ?? ''} 个名字（硬链接）；simp 只写只属于这个文件夹的文件，所以什么都没有写入`;
    case 'no-profile':
      return `${v}：缺少 profile.md`;
    case 'unreadable':
      if (issue.detail === 'ENOENT' && v !== '-') return `${issue.field}：没有 ${v} 这个文件`;
      return `${issue.field}：读不了${v === '-' ? '标准输入' : ` ${v}`}（${issue.detail ?? 'error'}）`;
    case 'dest-exists':
      return `${v} 已经存在；什么都没有移动`;
  }
}

/** A limit on what is read, as met (the scope before it names the file). */
function limitSentence(issue: Extract<FieldIssue, { kind: 'limit' }>, lang: Lang): string {
  const at = issue.line === undefined ? '' : lang === 'zh' ? `第 ${issue.line} 行` : ` at line ${issue.line}`;
  const size = sizeText(issue.limit);
  if (lang === 'zh') {
    switch (issue.what) {
      case 'bytes':
        return `超过 ${size}，这是 simp 读取它的上限，没有读取`;
      case 'depth':
        return `${at}嵌套超过 ${issue.limit} 层（上限），simp 无法使用它`;
      case 'line':
        return `${at}超过 ${issue.limit} 个字符（一行的上限），没有读取`;
      case 'value':
        return `${at}有一段文字超过 ${issue.limit} 个字符（一个值的上限），没有读取`;
      case 'flow-items':
        return `${at}的一个 [ ] 或 { } 里超过 ${issue.limit} 项（上限）`;
    }
  }
  return limitText(issue);
}

/**
 * Why a file could not be read, in the user's language: the limit it passed, or in
 * Chinese its field issues when the error had them; else the error's own words.
 */
export function unreadableText(f: { error: string; limit?: FieldIssue; issues?: readonly FieldIssue[] }, lang: Lang): string {
  if (f.limit) return fieldSentence(f.limit, lang);
  // The English is the error's own (its file named as it was read).
  if (lang === 'zh' && f.issues && f.issues.length > 0) return f.issues.map((i) => fieldSentence(i, lang, true)).join(lang === 'zh' ? '；' : '; ');
  return f.error;
}

/** Per-field messages for a form: field name → sentence. */
export function fieldMessages(issues: readonly FieldIssue[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.field] ??= fieldSentence(issue, lang);
  return out;
}

/** What the user can run to get past an error, said after it. */
function remedyText(remedy: Remedy, lang: Lang): string {
  const zh = lang === 'zh';
  switch (remedy.kind) {
    case 'rebuild':
      return zh
        ? `（\`simp rebuild ${remedy.slug} --write\` 会从 events.jsonl 重建 state.md、meta.json 和 knowledge.json，原来的整个档案留在 versions/）`
        : ` (\`simp rebuild ${remedy.slug} --write\` rebuilds state.md, meta.json and knowledge.json from events.jsonl and keeps the whole folder as it was in versions/)`;
    case 'upgrade':
      return zh ? `（运行 \`simp upgrade ${remedy.slug}\` 补齐缺少的文件）` : ` (run \`simp upgrade ${remedy.slug}\` to add the missing files)`;
    case 'list':
      return zh ? '（用 `simp list` 查看已有的档案）' : ' (see `simp list`)';
    case 'versions':
      return zh ? `（用 \`simp versions ${remedy.slug}\` 查看已保存的版本）` : ` (see \`simp versions ${remedy.slug}\`)`;
    case 'analyze':
      return zh ? '；请先运行 `simp analyze`' : '; run `simp analyze` first';
    case 'planned':
      return zh ? '（如果是计划中的，加上 `--planned`）' : ' (if it is planned, add `--planned`)';
  }
}

/** An error as the user should read it: field rules in their language, anything else as it is. */
export function errorText(err: unknown, lang: Lang, keys?: FieldKeys): string {
  if (keys === undefined) return said(err, lang);
  const before = keysInUse;
  keysInUse = keys;
  try {
    return said(err, lang);
  } finally {
    keysInUse = before;
  }
}

function said(err: unknown, lang: Lang): string {
  if (!(err instanceof SimpError)) return err instanceof Error ? err.message : String(err);
  if (err instanceof FolderPlaceError) return messages(lang).errors.folderPlace(err.path, err.why);
  if (err instanceof FontError) return messages(lang).errors.font(err.why, err.where);
  if (err instanceof EditorError) return messages(lang).errors.editor(err.command, err.why, err.detail);
  if (err instanceof RenameUnfinishedError) return messages(lang).errors.renameUnfinished(err.from, err.to, errorText(err.reason, lang));
  const said = writeFailureText(err, lang);
  if (said !== null) return said;
  const repair = err.remedy === null ? '' : remedyText(err.remedy, lang);
  if (err instanceof NotFoundError && err.issues.length > 0) return `${err.issues.map((i) => fieldSentence(i, lang, true)).join(lang === 'zh' ? '；' : '; ')}${repair}`;
  if (!(err instanceof InputError) || err.issues.length === 0) return `${err.message}${repair}`;
  const joined = err.issues.map((i) => fieldSentence(i, lang, true)).join(lang === 'zh' ? '；' : '; ');
  return `${err.scope ? `${err.scope}: ${joined}` : joined}${repair}`;
}

/** A write that could not be made, or stopped part way: what was written and what to do, in the user's language. */
function writeFailureText(err: SimpError, lang: Lang): string | null {
  const e = messages(lang).errors;
  if (err instanceof DiskFullError) return e.diskFull(err.dir, err.code);
  if (err instanceof ReadOnlyError) return e.readOnly(err.dir, err.code);
  if (err instanceof LockBusyError) return e.lockBusy(err.dir, e.holder(err.holder), err.waitedS, err.gaveUp);
  if (err instanceof LockObstacleError) return e.lockObstacle(err.path, err.why, err.detail);
  if (err instanceof LockLostError && err.dir !== '') return e.lockLost(err.dir, err.written, err.left);
  if (err instanceof PartialWriteError) return `${e.partialWrite(err.slug, errorText(err.reason, lang), err.finishedNext)}${err.remedy === null ? '' : remedyText(err.remedy, lang)}`;
  if (err instanceof MoveUnfinishedError) return e.moveUnfinished(err.dir, err.dest, err.written, errorText(err.reason, lang));
  return null;
}

/** A stored stage or personality type named in English, with the stored value that may also be typed: `Flirting (暧昧期)`. */
function englishOption(option: string): string {
  const en = isStage(option) ? stageName(option, 'en') : personalityName(option, 'en');
  return en === null || en === option ? option : `${en} (${option})`;
}
