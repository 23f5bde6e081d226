import type { Label } from './types.js';

export interface CrisisType {
  /** Stored as `${id} ${name.zh}` in `crisis_handled.crisis_type` (e.g. "C-2 突然冷落"). */
  readonly id: string;
  readonly name: Label;
  /** When to act and when to hold back; never a tactic to pressure anyone. */
  readonly timing: Label;
}

export const CRISIS_TYPES = [
  { id: 'C-1', name: { zh: '表白被拒', en: 'Confession turned down' },
    timing: {
      zh: '当天：谢谢 ta 的坦诚，说一句"我没事，你别有压力"，不问为什么。之后几周把重心放回自己；ta 的"不"就是答案，不再追。',
      en: 'Same day: thank them for being honest, say you are okay and they need not worry, and do not ask why. Then spend the next weeks on your own life; their no is the answer, so do not keep pursuing.' } },
  { id: 'C-2', name: { zh: '突然冷落', en: 'Suddenly cold' },
    timing: {
      zh: '先等 2–3 天，别急着归因到自己。之后可以发一条轻松、不带质问的消息；如果仍然没有回应，就停下来，这本身也是一种回答。',
      en: 'Wait 2-3 days before reading it as being about you. Then one light message with no questions about why is fine; if there is still no answer, stop there, since that is an answer too.' } },
  { id: 'C-3', name: { zh: '已读不回', en: 'Read, no reply' },
    timing: {
      zh: '不连发、不追问。给 ta 至少一天；ta 也许只是忙。下次聊天用一个新话题自然开始，不提上一条。',
      en: 'No follow-up burst and no chasing. Give it at least a day; they may simply be busy. Next time, start fresh with a new topic and leave the unanswered one alone.' } },
  { id: 'C-4', name: { zh: '进入友谊区', en: 'Friend-zoned' },
    timing: {
      zh: '先诚实地问自己能否真心做朋友。如果难受，可以慢慢减少单独相处来照顾自己——这是为你自己，不是为了让 ta 在意。',
      en: 'First ask yourself honestly whether you can be a real friend. If it hurts, easing off time alone together to look after yourself is fine; it is for you, not a way to make them notice.' } },
  { id: 'C-5', name: { zh: '说错话', en: 'Said something wrong' },
    timing: {
      zh: '6–24 小时内道一次真诚的歉：承认、不辩解、不反复道歉。然后给 ta 一两天消化，再用轻松的话题正常聊。',
      en: 'Within 6-24 hours, apologise once and sincerely: own it, no excuses, no repeated apologies. Then give them a day or two before chatting normally about something light.' } },
  { id: 'C-6', name: { zh: '发现有竞争者', en: 'A rival appeared' },
    timing: {
      zh: '不急着表白，不贬低对方，也不通过别人打听。照常做真实的自己；ta 的选择由 ta 做。',
      en: 'No rushed confession, no putting the other person down, no asking around behind their back. Keep being yourself; the choice is theirs.' } },
  { id: 'C-7', name: { zh: '吵架/误会', en: 'Argument or misunderstanding' },
    timing: {
      zh: '先让情绪平复（几个小时到一天），再简短地沟通：先说自己的部分，再问 ta 的感受。和好后不必一直停在道歉里。',
      en: 'Let feelings settle first (a few hours to a day), then talk briefly: your part first, then ask how they feel. Once it is resolved there is no need to keep apologising.' } },
  { id: 'C-8', name: { zh: '对方情绪低落', en: 'They are going through a hard time' },
    timing: {
      zh: '现在不是推进关系的时候。简单地表示你在、愿意听，不急着给建议；ta 需要空间时就给空间。',
      en: 'This is not the moment to move things forward. Let them know you are there and willing to listen, without rushing to advise; give space when they need it.' } },
  { id: 'C-9', name: { zh: '长时间失联', en: 'A long silence' },
    timing: {
      zh: '两周以上没联系时，可以发一条不带压力的问候。如果 ta 没有回应，就把精力放回自己的生活。',
      en: 'After two or more weeks without contact, one no-pressure hello is fine. If they do not respond, put your energy back into your own life.' } },
  { id: 'C-10', name: { zh: '对方恋爱了', en: 'They started dating someone' },
    timing: {
      zh: '立刻退后一步，尊重 ta 的关系，不再追求。给自己时间难过；需要的话可以减少联系。',
      en: 'Step back right away and respect their relationship; the pursuit ends here. Give yourself time to feel sad, and take distance if you need it.' } },
  { id: 'C-11', name: { zh: '表白被挂起', en: 'They asked for time to think' },
    timing: {
      zh: '不催，不每天问"想好了吗"。照常生活；一两周后可以说一句"不管你怎么想，随时告诉我就好，没有压力"。',
      en: 'No pushing and no daily "have you decided?". Live as usual; after a week or two you might say "whatever you decide, tell me when you are ready, no pressure".' } },
] as const satisfies readonly CrisisType[];

export type CrisisId = (typeof CRISIS_TYPES)[number]['id'];
