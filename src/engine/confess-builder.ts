import type { Label } from './types.js';

/** The three questions of the method chooser. */
export interface MethodAnswers {
  /** You can easily find a time to meet. */
  canMeet?: boolean;
  /** They face feelings head-on (false: they need to take things in alone). */
  theyFaceIt?: boolean;
  /** You get too nervous to find your words. */
  nervous?: boolean;
}

export type Method = 'in_person' | 'message';

export const METHODS: Record<Method, { name: Label; how: Label }> = {
  in_person: {
    name: { zh: '当面表白', en: 'In person' },
    how: { zh: '选一个你们都放松的场景（饭后散步、去过的地方、安静的公园），不需要仪式感，要真实的氛围。可以加一封手写信作补充，只写你们真实发生过的事。', en: 'Somewhere you are both at ease (a walk after dinner, a place you have been, a quiet park); no ceremony, just real. A handwritten note can go with it, about things that really happened.' },
  },
  message: {
    name: { zh: '消息表白', en: 'By message' },
    how: { zh: '用文字，不用语音：让 ta 按自己的节奏消化。写完先大声读一遍，听听有没有 AI 味。', en: 'In writing, not a voice message, so they can take it in at their own pace. Read it aloud first and listen for anything that sounds machine-written.' },
  },
};

/**
 * The guide's first choice is in person: when you can meet, they do not shy from
 * feelings, and you will not freeze. Rarely meeting, or someone who needs to take
 * things in alone, or nerves that would swallow the words: a message.
 */
export function chooseMethod(a: MethodAnswers): Method {
  if (a.canMeet === false || a.theyFaceIt === false || a.nervous === true) return 'message';
  return 'in_person';
}

/** The four layers of a confession: a real memory, what it did to you, the plain statement, an invitation. */
export interface ConfessionParts {
  memory: string;
  feeling: string;
  statement?: string;
  invitation?: string;
}

const DEFAULT_STATEMENT: Label = { zh: '我喜欢你。', en: 'I like you.' };
const INVITATIONS: Record<string, Label> = {
  sweet: { zh: '如果你也愿意，我想试试。', en: 'If you feel the same, I would like to try.' },
  strategic: { zh: '你不用现在回答我，我只是想让你知道。', en: 'You do not have to answer now; I just wanted you to know.' },
  hybrid: { zh: '你不用急着回答，但如果你也愿意，我想和你试试。', en: 'No need to answer now, but if you are willing, I would like to try with you.' },
};

/** The first sentence of a text (a strategic confession keeps the first two layers short). */
const firstSentence = (s: string): string => (s.split(/(?<=[。！？!?.])/)[0] ?? s).trim();

/**
 * The confession assembled in the guide's four layers, as the mode asks: sweet
 * keeps the memory and the feeling whole and ends softly; strategic shortens
 * them to one sentence each and ends calm and clear; hybrid keeps them and ends
 * with room for them.
 */
export function buildConfession(parts: ConfessionParts, mode: string, lang: 'zh' | 'en'): string[] {
  const memory = parts.memory.trim();
  const feeling = parts.feeling.trim();
  const short = mode === 'strategic';
  const statement = parts.statement?.trim() || DEFAULT_STATEMENT[lang];
  const invitation = parts.invitation?.trim() || (INVITATIONS[mode] ?? INVITATIONS['hybrid'] as Label)[lang];
  return [short ? firstSentence(memory) : memory, short ? firstSentence(feeling) : feeling, statement, invitation].filter((l) => l !== '');
}

/** What to do after each answer (the guide's plans; a no and "needs time" lead to C-1 and C-7). */
export const AFTER_CONFESSION: Record<'yes' | 'no' | 'pending', { steps: Label[]; say?: Label; dont?: Label[] }> = {
  yes: {
    steps: [
      { zh: '当天：不急着讨论“那我们在一起了”，给关系一点时间定型。', en: 'The same day: no rush to settle "so we are together now"; give it a little time to set.' },
      { zh: '第一次约会选你们都熟悉的地方，比陌生的地方更放松。', en: 'For the first date, somewhere you both know: easier than somewhere new.' },
      { zh: '追求时建立的亲密感是基础，不要因为在一起了就改变相处的节奏。', en: 'Keep the closeness you built; do not change your rhythm because you are together now.' },
    ],
  },
  no: {
    steps: [{ zh: '看危机手册 C-1（明确被拒）：simp crisis <slug> --playbook C-1', en: 'See the crisis playbook C-1 (a clear no): simp crisis <slug> --playbook C-1' }],
    say: { zh: '“谢谢你告诉我，我知道这不容易说出口。我没事的，你也不用不好意思，我们还是朋友。”', en: '"Thank you for telling me; I know it was not easy. I am okay, please do not feel bad, we are still friends."' },
    dont: [
      { zh: '“为什么？我哪里不好？”', en: '"Why? What is wrong with me?"' },
      { zh: '“我们就不能试试吗？”', en: '"Can we not just try?"' },
      { zh: '任何想说服或讨价还价的话', en: 'Anything that tries to persuade or bargain' },
    ],
  },
  pending: {
    steps: [{ zh: '这是 C-7（表白被挂起）：给时间，不催，照常相处，让 ta 在相处中做决定。', en: 'This is C-7 (left pending): give time, do not push, carry on as usual, let them decide as you go.' }],
  },
};
