import type { MilestoneId } from './catalog-milestones.js';
import type { Label, Stage } from './types.js';

/** The pursuit modes of the skill's mode system; hybrid is the default. */
export type PursuitMode = 'hybrid' | 'sweet' | 'strategic';

export interface NextAction {
  readonly id: string;
  readonly label: Label;
  /** Skipped while this milestone is ticked (it is already done); used only if too few remain. */
  readonly unlessMilestone?: MilestoneId;
  /**
   * Offered only in this mode, and first there: sweet says what it feels
   * sincerely and warmly; strategic paces itself and observes first.
   */
  readonly mode?: Exclude<PursuitMode, 'hybrid'>;
  /** A step toward them (a message to start, an invitation, saying the feelings): never offered while a risk asks you to hold back. */
  readonly push?: true;
}

export type ActionSetId = Stage | 'stalled';

/** Next actions per stage and for "stalled" (SPEC 6.2). Written to invite, never to order. */
export const NEXT_ACTIONS: Readonly<Record<ActionSetId, readonly NextAction[]>> = {
  未知: [
    { id: 'act.unknown.sweet_note', mode: 'sweet', label: { zh: '写下让你喜欢上 ta 的三个具体瞬间，先看清自己的心意。', en: 'Write down three specific moments that made you like them, to see your own feelings clearly.' } },
    { id: 'act.unknown.strategic_observe', mode: 'strategic', label: { zh: '先观察一两周：ta 多久主动找你一次、聊些什么，再下判断。', en: 'Observe for a week or two first: how often they reach out and what about, then judge.' } },
    { id: 'act.unknown.first_reading', label: { zh: '回想最近两周的互动，做一次信号分析，只勾真实发生过的。', en: 'Think back over the last two weeks and do a signal reading, ticking only what really happened.' } },
    { id: 'act.unknown.where_you_meet', label: { zh: '写下你们是怎么认识的、平时在哪里会自然碰到。', en: 'Write down how you met and where your paths cross naturally.' } },
    { id: 'act.unknown.one_detail', label: { zh: '记下 ta 最近提过的一件小事（计划、喜好），下次聊天自然接上。', en: 'Note one small thing they mentioned lately (a plan, a like) and pick it up naturally next time you talk.' } },
  ],
  破冰期: [
    { id: 'act.ice.sweet_praise', push: true, mode: 'sweet', label: { zh: '真诚地夸 ta 一件具体的事（一个想法、一次帮忙），说完就好，不求回应。', en: 'Sincerely praise one specific thing about them (an idea, a kind act), and leave it there.' } },
    { id: 'act.ice.strategic_pace', mode: 'strategic', label: { zh: '保持轻松的节奏：一周聊两三次就好，在聊得开心时自然收尾。', en: 'Keep an easy pace: two or three chats a week is plenty; wrap up naturally while it is still fun.' } },
    { id: 'act.ice.specific_question', push: true, unlessMilestone: 'ms.three_real_chats', label: { zh: '找一个你们都真心感兴趣的话题，发一个具体的问题，而不是"在吗"。', en: 'Pick a topic you both genuinely like and send a specific question instead of a bare "hey".' } },
    { id: 'act.ice.group_moment', push: true, label: { zh: '在群体场合里和 ta 单独聊上几句，认真听，记住一个细节。', en: 'At a group event, talk with them one-on-one for a few minutes, listen properly and remember one detail.' } },
    { id: 'act.ice.next_time', push: true, label: { zh: '聊天结束时留一个自然的"下次"理由，比如一本书或一家店。', en: 'End a chat with a natural reason to talk again, like a book or a place to try.' } },
    { id: 'act.ice.be_yourself', push: true, label: { zh: '分享一件你最近真心喜欢的小事，让 ta 看到真实的你。', en: 'Share something small you have genuinely enjoyed lately, so they see the real you.' } },
  ],
  升温期: [
    { id: 'act.warm.sweet_small_care', push: true, mode: 'sweet', label: { zh: '在 ta 提过的小事上表达关心（考试、加班、感冒），简单一句就好。', en: 'Show care about a small thing they mentioned (an exam, overtime, a cold); one short message is enough.' } },
    { id: 'act.warm.strategic_notice', mode: 'strategic', label: { zh: '留意 ta 的回应：ta 主动延续话题时多聊一点，ta 安静时就先放一放。', en: 'Notice how they respond: talk more when they carry the topic on, and let it rest when they are quieter.' } },
    { id: 'act.warm.first_one_on_one', push: true, unlessMilestone: 'ms.one_on_one', label: { zh: '邀请一次轻松的 1 对 1（咖啡、散步、展览），给 ta 留好说"不"的余地。', en: 'Suggest a relaxed 1-on-1 (coffee, a walk, an exhibition), leaving them an easy way to say no.' } },
    { id: 'act.warm.share_a_little', push: true, unlessMilestone: 'ms.shared_private', label: { zh: '分享一件稍微私人的事，看 ta 是否也愿意打开一点，不追问。', en: 'Share something a little personal and see whether they open up too, without prying.' } },
    { id: 'act.warm.inside_joke', push: true, unlessMilestone: 'ms.inside_joke', label: { zh: '留意你们之间的梗或共同话题，下次自然地延续它。', en: 'Notice a running joke or shared topic between you and carry it on next time.' } },
    { id: 'act.warm.again', push: true, label: { zh: '约一次你们都会喜欢的见面，这次由你来记住 ta 的喜好。', en: 'Plan another meet-up you would both enjoy, remembering what they like this time.' } },
  ],
  暧昧期: [
    { id: 'act.flirt.sweet_say_it', push: true, mode: 'sweet', label: { zh: '找一个安静的时刻，直接告诉 ta 你很喜欢和 ta 待在一起的感觉。', en: 'In a quiet moment, simply tell them how much you enjoy being with them.' } },
    { id: 'act.flirt.strategic_read', mode: 'strategic', label: { zh: '回看最近一个月的信号，确认是双向的再往前一步；不确定就先多一些相处。', en: 'Look back over the last month of signals and step forward only if it is mutual; if unsure, spend more time together first.' } },
    { id: 'act.flirt.quality_time', push: true, label: { zh: '安排一次用心的相处（ta 提过想去的地方），专注在一起的感受。', en: 'Plan some thoughtful time together (somewhere they said they wanted to go) and simply enjoy it.' } },
    { id: 'act.flirt.honest_line', push: true, label: { zh: '真诚地说一句你的感受，比如"和你聊天是我一天里最放松的时候"，不要求 ta 回应。', en: 'Say one honest thing about how you feel, like "talking with you is the most relaxed part of my day", without asking for anything back.' } },
    { id: 'act.flirt.check_readiness', push: true, label: { zh: '做一次进度评估，看看表白的五个条件已经满足了几个。', en: 'Run a progress check and see how many of the five confession conditions are met.' } },
  ],
  表白前: [
    { id: 'act.before.sweet_letter', mode: 'sweet', label: { zh: '把想说的话写下来，留下真诚的细节；说的时候不用背稿。', en: 'Write down what you want to say, keeping the sincere details; there is no need to recite it.' } },
    { id: 'act.before.strategic_check', mode: 'strategic', label: { zh: '开口前再做一次进度评估，五个条件至少满足四个再说。', en: 'Run a progress check before you speak, and go ahead when at least four of the five conditions hold.' } },
    { id: 'act.before.time_place', label: { zh: '选好时间和地点：两个人都放松、可以当面说话的地方。', en: 'Choose a time and place where you are both relaxed and can talk face to face.' } },
    { id: 'act.before.words', label: { zh: '准备你想说的话：一段具体的回忆、你的感受，并给 ta 留出余地。', en: 'Prepare what you want to say: one specific memory, how you feel, and room for them to answer freely.' } },
    { id: 'act.before.both_outcomes', label: { zh: '想好两种结果下你会怎么照顾自己；ta 的任何回答都值得尊重。', en: 'Think about how you will look after yourself either way; whatever they answer deserves respect.' } },
  ],
  '表白后-成功': [
    { id: 'act.yes.sweet_gratitude', mode: 'sweet', label: { zh: '告诉 ta 你有多开心 ta 也愿意，一起把今天记下来。', en: 'Tell them how happy you are that they feel the same, and mark the day together.' } },
    { id: 'act.yes.strategic_rhythm', mode: 'strategic', label: { zh: '不必一下子把所有时间都给对方，慢慢找到两个人都舒服的节奏。', en: 'No need to give all your time at once; find a rhythm that suits you both, gradually.' } },
    { id: 'act.yes.rhythm', label: { zh: '聊聊你们各自期待的相处节奏：多久见一次、怎么保持联系。', en: 'Talk about the rhythm you each hope for: how often to meet and how to stay in touch.' } },
    { id: 'act.yes.own_life', label: { zh: '继续保留各自的朋友和爱好，关系不是生活的全部。', en: 'Keep your own friends and hobbies; the relationship does not have to be all of life.' } },
    { id: 'act.yes.small_joy', label: { zh: '记下一件今天让你开心的小事，找机会告诉 ta。', en: 'Note one small thing that made you happy today and tell them when it fits.' } },
  ],
  '表白后-被拒': [
    { id: 'act.no.sweet_feelings', mode: 'sweet', label: { zh: '允许自己难过几天，和一个信任的朋友聊聊。', en: 'Let yourself be sad for a few days, and talk it over with a friend you trust.' } },
    { id: 'act.no.strategic_space', mode: 'strategic', label: { zh: '给彼此几周不联系的空间，之后怎样，自然就好。', en: 'Give each other a few weeks without contact; what comes after can come naturally.' } },
    { id: 'act.no.thank_them', label: { zh: '简短地谢谢 ta 的坦诚，告诉 ta 你没事，不问为什么。', en: 'Briefly thank them for their honesty, tell them you are okay, and do not ask why.' } },
    { id: 'act.no.back_to_you', label: { zh: '接下来几周把重心放回自己：朋友、运动、一件搁置已久的事。', en: 'For the next few weeks, put yourself first: friends, exercise, something you had put off.' } },
    { id: 'act.no.respect', label: { zh: '尊重 ta 的答案，不试图改变 ta 的决定；以后的关系怎样，也由 ta 来选。', en: 'Respect their answer and do not try to change their mind; what happens between you later is theirs to choose too.' } },
  ],
  友谊区: [
    { id: 'act.friend.sweet_sincere', mode: 'sweet', label: { zh: '如果真心能做朋友，就像朋友一样真诚地对 ta，不带期待。', en: 'If you can truly be friends, be a sincere friend to them, without expectations.' } },
    { id: 'act.friend.strategic_boundary', mode: 'strategic', label: { zh: '想清楚自己的边界：哪些陪伴你愿意给，哪些会让你难受。', en: 'Work out your boundaries: which kinds of support you are glad to give, and which would hurt you.' } },
    { id: 'act.friend.honest_check', label: { zh: '诚实地问自己：能不能作为朋友真心相处，而不是在等一个机会。', en: 'Ask yourself honestly whether you can be a real friend rather than waiting for a chance.' } },
    { id: 'act.friend.self_care', label: { zh: '如果难受，可以减少单独相处来照顾自己——这是为你自己，不是为了让 ta 在意。', en: 'If it hurts, spending less time alone together to look after yourself is fine; it is for you, not to make them notice.' } },
    { id: 'act.friend.wider_life', label: { zh: '把更多时间留给其他朋友和你自己的生活。', en: 'Give more of your time to other friends and to your own life.' } },
  ],
  重启期: [
    { id: 'act.restart.sweet_hello', push: true, mode: 'sweet', label: { zh: '发一条温暖、不提过去的问候，看看 ta 怎么回应。', en: 'Send a warm hello that does not bring up the past, and see how they respond.' } },
    { id: 'act.restart.strategic_wait', mode: 'strategic', label: { zh: '等 ta 有回应、愿意聊的时候再往前走，不连着发消息。', en: 'Move forward only when they respond and want to talk; do not send several messages in a row.' } },
    { id: 'act.restart.respect_no', label: { zh: '先确认 ta 没有说过明确的"不"；如果说过，就尊重它。', en: 'First make sure they have not given you a clear no; if they have, respect it.' } },
    { id: 'act.restart.light_contact', push: true, label: { zh: '从轻松、没有压力的联系开始，比如分享一件 ta 会感兴趣的小事。', en: 'Start with light, no-pressure contact, like sharing something small they would enjoy.' } },
    { id: 'act.restart.reread', label: { zh: '一个月后再做一次信号分析，用记录而不是期待来判断。', en: 'Do another signal reading in a month and judge by what is recorded rather than by hope.' } },
  ],
  stalled: [
    { id: 'act.stalled.sweet_share', push: true, mode: 'sweet', label: { zh: '真诚地告诉 ta 你最近的一个想法或心情，看看 ta 是否也愿意分享。', en: 'Honestly share a recent thought or feeling and see whether they share back.' } },
    { id: 'act.stalled.strategic_facts', mode: 'strategic', label: { zh: '列一列最近两个月谁主动得多、聊得有多深，用事实决定下一步。', en: 'List who reached out more and how deep the talks went over two months, and let the facts decide the next step.' } },
    { id: 'act.stalled.change_setting', push: true, label: { zh: '换一种相处方式：一直在线上，就邀请一次轻松的见面；一直在群体里，就试着约 1 对 1。', en: 'Try a different setting: if it has all been online, suggest a relaxed meet-up; if always in a group, try a 1-on-1.' } },
    { id: 'act.stalled.pause_week', label: { zh: '这一周先不做分析，留意你自己的感受。', en: 'Take a week off from analysing and notice how you feel.' } },
    { id: 'act.stalled.honest_review', label: { zh: '诚实地看一看：是缺少机会，还是 ta 的信号一直不明确？可以做一次放弃判断来回顾时间线。', en: 'Take an honest look: is it a lack of chances, or have their signals stayed unclear? A quit review walks you through the timeline.' } },
  ],
};

/** Risks that ask you to hold back: while one is raised, no action that pushes is offered. */
export type HoldBackRisk = 'risk.burnout' | 'risk.over_pursuit' | 'risk.rival' | 'risk.cooling' | 'risk.bad_timing';

/** What to do about each risk that asks you to hold back, most pressing first: it leads the actions. */
export const RISK_ACTIONS: readonly { readonly risk: HoldBackRisk; readonly action: NextAction }[] = [
  { risk: 'risk.burnout', action: { id: 'act.risk.rest', label: { zh: '先照顾好自己：这几天不分析、不主动，做一件让你放松的事。', en: 'Look after yourself first: for a few days, no analysing and no reaching out; do something that relaxes you.' } } },
  { risk: 'risk.over_pursuit', action: { id: 'act.risk.let_them_start', label: { zh: '退一步：接下来一周不主动开启对话，把开口的机会让给 ta；ta 来找你时，认真热情地回应。', en: 'Step back: for the next week, do not open the conversations; let them start, and answer warmly when they do.' } } },
  { risk: 'risk.rival', action: { id: 'act.risk.no_pressure', label: { zh: '不必因为有别人就加快脚步：照你们自己的节奏相处，不给 ta 压力，也不和谁比。', en: 'No need to speed up because someone else is there: keep your own pace, put no pressure on them, and compete with no one.' } } },
  { risk: 'risk.cooling', action: { id: 'act.risk.lighter', label: { zh: 'ta 最近冷了一些：这段时间联系轻一点、少一点，不追问原因，给 ta 空间。', en: 'They have cooled a little: keep contact lighter and rarer for now, do not ask why, and give them room.' } } },
  { risk: 'risk.bad_timing', action: { id: 'act.risk.bad_timing', label: { zh: 'ta 正忙着应付压力：简单表达一句支持就好，不约、不追问，等 ta 缓过来。', en: 'They are dealing with stress: one line of support is enough; no plans, no questions until they have breathing room.' } } },
];

/** The actions while a period of respect holds after a clear no: self-care and low contact, never pursuit. */
export const RESPECT_ACTIONS: readonly NextAction[] = [
  { id: 'act.respect.no_pursuit', label: { zh: '尊重 ta 的答案：这段时间不表白、不约、不试探，也不追问原因。', en: 'Respect their answer: for now, no confessing, no invitations, no testing, and no asking why.' } },
  { id: 'act.respect.low_contact', label: { zh: '联系降到最低：ta 来找你时简短友好地回应，不主动开启，不提感情。', en: 'Keep contact to a minimum: if they write, answer briefly and kindly; do not start, and leave feelings out of it.' } },
  { id: 'act.respect.self_care', label: { zh: '把注意力放回自己：睡好、吃好，找信任的朋友说说，做一件让你重新感到踏实的事。', en: 'Turn back to yourself: sleep and eat well, talk to a friend you trust, and do one thing that steadies you.' } },
];

/** Calm steps that fill the list when holding back leaves too few of the stage's own. */
export const HOLD_BACK_FILLERS: readonly NextAction[] = [
  { id: 'act.risk.own_life', label: { zh: '把更多时间留给自己的生活：朋友、运动、一件你一直想做的事。', en: 'Give more time to your own life: friends, exercise, something you have wanted to do.' } },
  { id: 'act.risk.read_records', label: { zh: '回看最近的记录：ta 主动的时刻有哪些？用记录而不是期待来判断。', en: 'Look back over the records: when did they reach out? Judge by what is recorded, not by hope.' } },
];
