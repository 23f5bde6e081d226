// What an imported chat keeps of each message, compactly (typed columns, no
// text but a 50-character summary when time records are wanted), and the
// counts that do not depend on the order: words, particles, emoji, punctuation.
import type { ChatMessage } from './message.js';

export const IS_TARGET = 1;
export const IS_USER = 2;
export const IS_TEXT = 4;
export const HAS_QUESTION = 8;

/** Particles and pet phrases counted in their messages (the reference's list, in its order). */
export const PARTICLES = ['哈哈', '哈', '嗯', '啊', '呢', '吧', '哦', '噢', '嘿', '诶', '好的', '好啊', '好哦', '嗯嗯', '哎', '哎呀', '唉', '哇', '哇哦', '嗯哦', '好嘞', '行', '行吧', '确实', '对哦', '对的', '对对', '真的', '真的吗', '没有', '有吗', '是吗', '是哦', '可以', '好可以', '6', '666'] as const;

/** Two-character words that say nothing about a topic (the reference's list). */
export const TOPIC_STOPWORDS = new Set(['什么', '这个', '那个', '一个', '可以', '没有', '知道', '觉得', '感觉', '就是', '但是', '因为', '所以', '如果', '现在', '时候', '已经', '还是', '好像', '应该', '可能', '不是', '一样', '这样', '那样', '一下']);

const HAN_RUN = /[\u4e00-\u9fff]{2,6}/g;
const EMOJI_RUN = /(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Emoji_Modifier})*)+/gu;

function count(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) n += 1;
  return n;
}

const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export class ChatTally {
  ts = new Float64Array(1024);
  flags = new Uint8Array(1024);
  lengths = new Uint32Array(1024);
  /** Which sender wrote each message (an index into `names`). */
  who = new Uint32Array(1024);
  names: string[] = [];
  private nameIds = new Map<string, number>();
  summaries: string[] | null;
  n = 0;
  sorted = true;
  /** Senders left out (neither the person nor you), by name. */
  others = new Map<string, number>();
  /** Every sender's message count, for asking which one is you. */
  senders = new Map<string, number>();
  words = new Map<string, number>();
  particles = new Map<string, number>();
  emoji = new Map<string, number>();
  exclaim = 0;
  question = 0;
  ellipsis = 0;
  shortMsgs = 0;
  longMsgs = 0;

  user = '';

  constructor(
    readonly target: string,
    keepSummaries: boolean,
  ) {
    this.summaries = keepSummaries ? [] : null;
  }

  private grow(): void {
    const size = this.ts.length * 2;
    const ts = new Float64Array(size);
    ts.set(this.ts);
    this.ts = ts;
    const flags = new Uint8Array(size);
    flags.set(this.flags);
    this.flags = flags;
    const lengths = new Uint32Array(size);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const who = new Uint32Array(size);
    who.set(this.who);
    this.who = who;
  }

  /** One message of the export (whose side it is on is settled by `setUser`). */
  add(m: ChatMessage): void {
    bump(this.senders, m.sender);
    const target = m.sender.includes(this.target);
    if (this.n === this.ts.length) this.grow();
    const i = this.n;
    if (i > 0 && m.ts < (this.ts[i - 1] as number)) this.sorted = false;
    const chars = [...m.content];
    let id = this.nameIds.get(m.sender);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(m.sender);
      this.nameIds.set(m.sender, id);
    }
    this.who[i] = id;
    this.ts[i] = m.ts;
    this.lengths[i] = chars.length;
    this.flags[i] = (target ? IS_TARGET : 0) | (m.type === 'text' ? IS_TEXT : 0) | (m.content.includes('？') || m.content.includes('?') ? HAS_QUESTION : 0);
    this.summaries?.push(chars.slice(0, 50).join('').replaceAll('\n', ' '));
    this.n += 1;
    if (target) this.targetText(m.content, chars.length);
  }

  /**
   * Which sender is you (every name holding `user`, as the reference matches);
   * the messages of anyone else are left out, their names counted in `others`.
   */
  setUser(user: string): void {
    this.user = user;
    const mine = new Set(this.names.flatMap((name, id) => (name.includes(user) ? [id] : [])));
    this.others.clear();
    for (let i = 0; i < this.n; i += 1) {
      const f = this.flags[i] as number;
      const isUser = mine.has(this.who[i] as number);
      this.flags[i] = isUser ? f | IS_USER : f & ~IS_USER;
      if (!isUser && !(f & IS_TARGET)) bump(this.others, this.names[this.who[i] as number] as string);
    }
  }

  private targetText(text: string, length: number): void {
    for (const w of text.match(HAN_RUN) ?? []) if (!TOPIC_STOPWORDS.has(w)) bump(this.words, w);
    for (const p of PARTICLES) {
      const c = count(text, p);
      if (c > 0) bump(this.particles, p, c);
    }
    for (const e of text.match(EMOJI_RUN) ?? []) bump(this.emoji, e);
    this.exclaim += count(text, '！') + count(text, '!');
    this.question += count(text, '？') + count(text, '?');
    this.ellipsis += count(text, '...') + count(text, '……');
    if (length < 20) this.shortMsgs += 1;
    if (length > 100) this.longMsgs += 1;
  }

  /** Positions of the messages of either side in time order (stable: equal times keep the file's order). */
  order(): Uint32Array {
    const kept: number[] = [];
    for (let i = 0; i < this.n; i += 1) if ((this.flags[i] as number) & (IS_TARGET | IS_USER)) kept.push(i);
    const ts = this.ts;
    if (!this.sorted) kept.sort((a, b) => (ts[a] as number) - (ts[b] as number) || a - b);
    return Uint32Array.from(kept);
  }
}
