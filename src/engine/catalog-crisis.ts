import type { Label } from './types.js';

export interface CrisisType {
  /** Stored as `${id} ${name.zh}` in `crisis_handled.crisis_type` (e.g. "C-2 突然冷落"). */
  readonly id: string;
  /** The meaning simp-skill's crisis handler gives the code (SPEC 6.5): both tools read the stored events. */
  readonly name: Label;
  /** Phrases people use when this is what happened (the handler's trigger words), for recognising the code. */
  readonly triggers: readonly string[];
  /** When to act and when to hold back; never a tactic to pressure anyone. */
  readonly timing: Label;
}

export const CRISIS_TYPES = [
  { id: 'C-1', name: { zh: '明确被拒', en: 'A clear no' },
    triggers: ['ta说不喜欢我', 'ta拒绝了', 'ta说我们只是朋友'],
    timing: {
      zh: '当天：谢谢 ta 的坦诚，说一句"我没事，你别有压力"，不问为什么，也不请 ta 改变主意。之后几周把重心放回自己；ta 的"不"就是答案。',
      en: 'Same day: thank them for being honest, say you are okay and they need not worry, and do not ask why or ask them to reconsider. Then spend the next weeks on your own life; their no is the answer.' } },
  { id: 'C-2', name: { zh: '突然冷落', en: 'Suddenly cold' },
    triggers: ['ta不回我了', '已读不回', '突然变冷'],
    timing: {
      zh: '先等 1–3 天，别急着归因到自己：ta 也许只是遇到了别的事。之后可以发一条轻松、不带质问的消息；如果仍然没有回应，就停下来，这本身也是一种回答。',
      en: 'Wait 1-3 days before reading it as being about you; something else may be going on for them. Then one light message with no questions about why is fine; if there is still no answer, stop there, since that is an answer too.' } },
  { id: 'C-3', name: { zh: '渐渐疏远', en: 'Drifting apart' },
    triggers: ['感觉越来越少联系', '频率降了', '感觉变远了'],
    timing: {
      zh: '几天少联系是正常起伏；持续两周以上才值得留意。可以换一种相处方式（线上换成一次见面，或聊一个更深的话题），或者轻轻问一句 ta 最近在忙什么——问近况，不问关系。',
      en: 'A few quiet days are normal; only a drop that lasts two weeks or more is worth attention. Try a different way of spending time (a meet-up instead of chat, a deeper topic), or gently ask what they have been busy with: ask about their life, not about the relationship.' } },
  { id: 'C-4', name: { zh: '进入友谊区', en: 'Friend zone' },
    triggers: ['叫我好哥们', '向我说喜欢别人', '把我当闺蜜'],
    timing: {
      zh: '先确认：ta 是否明确用"朋友"定义你们、向你倾诉喜欢的人、从无暧昧。再诚实地问自己能否真心做朋友。如果难受，可以少当情绪树洞、多过自己的生活——这是为你自己，不是为了让 ta 在意。',
      en: 'First check: have they clearly called you a friend, confided about someone they like, and never flirted? Then ask yourself honestly whether you can be a real friend. If it hurts, being less of an emotional sounding board and living more of your own life is fine; it is for you, not a way to make them notice.' } },
  { id: 'C-5', name: { zh: '说错话/翻车', en: 'Said the wrong thing' },
    triggers: ['我说了不该说的', 'ta不理我了', '我表现太差了'],
    timing: {
      zh: '6–24 小时内道一次真诚的歉：承认、不辩解、不反复道歉。然后给 ta 一两天消化，再用轻松的话题正常聊，不必再提这件事。',
      en: 'Within 6-24 hours, apologise once and sincerely: own it, no excuses, no repeated apologies. Then give them a day or two before chatting normally about something light, without bringing it up again.' } },
  { id: 'C-6', name: { zh: '竞争对手出现', en: 'A rival appears' },
    triggers: ['ta好像喜欢别人', '有人在追ta', 'ta提到了一个人'],
    timing: {
      zh: '不逼 ta 表态，不贬低对方，也不通过共同朋友打听。照常做真实的自己；如果 ta 已经明显倾向对方，就退一步，选择权在 ta。',
      en: 'Do not push them to declare anything, do not put the other person down, and do not ask around through mutual friends. Keep being yourself; if they clearly lean towards the other person, step back: the choice is theirs.' } },
  { id: 'C-7', name: { zh: '表白被挂起', en: 'Confession left pending' },
    triggers: ['ta说需要想想', 'ta说我们先这样', 'ta没给答案'],
    timing: {
      zh: '不催，不每天问"想好了吗"，照常生活。一周左右如果还没有答案，可以说一句"不管你怎么想，随时告诉我就好，我这边没有压力"。',
      en: 'No pushing and no daily "have you decided?"; live as usual. If there is still no answer after a week or so, you might say "whatever you decide, tell me whenever you are ready; there is no pressure from my side".' } },
  { id: 'C-8', name: { zh: '暧昧期停滞', en: 'Flirting has stalled' },
    triggers: ['感觉卡住了', '没有进展', '一直这样拖着'],
    timing: {
      zh: '看看卡在哪里：一直只在线上？两个人都在等对方先开口？可以约一次有点特别的见面，或者真诚地说出你的感受。不编造紧迫感，也不刻意冷淡；ta 的回应就是信息。',
      en: 'Look at where it is stuck: always online only? Both waiting for the other to speak first? Suggest a meet-up that feels a little special, or say honestly how you feel. No invented urgency and no deliberate coldness; their response is the information you need.' } },
  { id: 'C-9', name: { zh: '误会/争吵', en: 'Misunderstanding or quarrel' },
    triggers: ['ta误会我了', '我们吵架了', 'ta生气了'],
    timing: {
      zh: '先让情绪平复（几个小时到一天），再简短地沟通：先说自己的部分，再问 ta 的感受。和好后用平常的话题继续，不必一直停在道歉里。',
      en: 'Let feelings settle first (a few hours to a day), then talk briefly: your part first, then ask how they feel. Once it is resolved, carry on with everyday topics; there is no need to keep apologising.' } },
  { id: 'C-10', name: { zh: '单方面付出', en: 'One-sided effort' },
    triggers: ['我一直很主动但ta很少主动', '感觉只有我在付出'],
    timing: {
      zh: '先停下几天主动，看看会发生什么——这是为了看清，不是考验 ta。关系较近时，可以平和地说一句"好像最近都是我在找你，你最近很忙吗？"。如果始终只有你在靠近，你值得一个也愿意靠近你的人。',
      en: 'Pause reaching out for a few days and see what happens; it is to see clearly, not to test them. If you are close, you might calmly say "it feels like I am usually the one reaching out; have you been busy?". If it stays one-sided, you deserve someone who moves towards you too.' } },
  { id: 'C-11', name: { zh: '对方开始了新感情', en: 'They are with someone new' },
    triggers: ['ta在和别人谈了', 'ta有对象了', 'ta官宣了', 'ta发朋友圈秀恩爱'],
    timing: {
      zh: '头三天先照顾自己的情绪：不发消息、不打听细节、不发隐晦的动态。之后再想：你能否平静地做朋友？能，就自然相处、真诚祝福；不能，就减少联系，给自己时间和空间。不要等待 ta 分手。',
      en: 'For the first three days, look after your own feelings: no messages, no digging for details, no veiled posts. Then ask yourself whether you can be a calm friend. If yes, stay natural and wish them well sincerely; if not, reduce contact and give yourself time and space. Do not wait for a break-up.' } },
] as const satisfies readonly CrisisType[];

export type CrisisId = (typeof CRISIS_TYPES)[number]['id'];
