import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { lintMessage } from '../../src/engine/index.js';
import { loadTagger } from '../../src/memory/index.js';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

const kinds = (draft: string) => lintMessage(draft, loadTagger() ?? undefined).map((f) => f.kind);

describe('a draft message checked', () => {
  it('finds each mark of machine-written text, pointing at the words', () => {
    expect(kinds('你是我的光，是我的暖，是我心里最特别的存在。')).toEqual(expect.arrayContaining(['ai.parallel', 'ai.stock_phrase', 'ai.abstract']));
    expect(lintMessage('我非常感谢你今天陪伴我度过了这段美好的时光').find((f) => f.kind === 'ai.too_correct')?.words).toEqual(expect.arrayContaining(['非常', '感谢', '陪伴']));
    expect(lintMessage('情深意重，念念不忘，只为与你相守。', loadTagger() ?? undefined).find((f) => f.kind === 'ai.idioms')?.words).toEqual(['情深意重', '念念不忘']);
    expect(kinds('不知道从什么时候开始，我总是想你')).toContain('ai.stock_phrase');
    expect(kinds('在一起很开心。今天很好。我们聊了很多。吃了饭。看了电影。散了步吧。')).toContain('ai.too_long');
    expect(kinds('You are my light, you are my warmth, you are my everything.')).toContain('ai.parallel');
  });

  it('finds manipulative phrasing: testing their feelings, guilt, pressure after a no', () => {
    expect(kinds('你是不是不在乎我了')).toContain('manip.love_test');
    expect(kinds('我为你做了这么多，你对得起我吗')).toContain('manip.guilt');
    expect(kinds('再给我一次机会吧，我会一直等你')).toContain('manip.pressure');
    expect(kinds("after all i've done for you, you owe me")).toContain('manip.guilt');
  });

  it('reads pressure by its shape, not one phrase: adverbs between the parts, conditions, tests of love, English of its own', () => {
    const manip = (draft: string, stage?: Parameters<typeof lintMessage>[2]) => lintMessage(draft, loadTagger() ?? undefined, stage).filter((f) => f.kind.startsWith('manip.')).map((f) => f.kind);
    expect(manip('我都为你做了这么多')).toContain('manip.guilt');
    expect(manip('我为你明明默默做了那么多')).toContain('manip.guilt');
    expect(manip('如果你拒绝我，我就再也不理你了')).toContain('manip.threat');
    expect(manip('你要是今晚不回我，我就当你从来没在乎过我')).toContain('manip.threat');
    expect(manip('你要是真的在乎我，就不会不回我消息')).toContain('manip.love_test');
    expect(manip('如果這次你還是不理我 那我真的會走的')).toContain('manip.threat');
    expect(manip('给你三天时间考虑')).toContain('manip.ultimatum');
    expect(manip('那我消失好了，看你会不会想起我')).toContain('manip.sulking');
    expect(manip("If you don't answer tonight, don't bother texting me ever again")).toContain('manip.threat');
    expect(manip("guess I'll hang out with Sarah tonight since you're \"busy\" 😉")).toContain('manip.jealousy');
    expect(manip('k. guess I\'ll stop bothering you since I\'m clearly not a priority')).toContain('manip.sulking');
    // A no on record: asking for the relationship again pushes past it.
    expect(manip('我们还有机会吗', { stage: '表白后-被拒' })).toContain('manip.pressure');
    expect(manip('我们还有机会吗', { stage: '暧昧期' })).toEqual([]);
    // The same words as a kind offer are no threat.
    for (const kind of ['要是你觉得太远，我们就在你家附近找个地方', '如果你累了就早点睡，明天再聊也一样', '你先忙，我不打扰你了，加油', 'If it rains we can just do a movie night instead, whatever you prefer']) {
      expect([kind, manip(kind)]).toEqual([kind, []]);
    }
  });

  it('marks machine-written text only on real evidence, and measures length by the stage', () => {
    expect(kinds('周六一起去看展吗？我找到一个你可能会喜欢的摄影展。')).toEqual([]);
    expect(kinds('生日快乐呀！🎂 希望你新的一年都顺顺利利')).toEqual([]);
    const four = '今天去了那家店。人好多。我们排了半小时。最后还是没吃上。';
    expect(lintMessage(four, undefined, { stage: '破冰期' }).map((f) => f.kind)).toEqual(['ai.too_long']);
    expect(lintMessage(four, undefined, { stage: '升温期' })).toEqual([]);
    expect(lintMessage(`${four}${four}`, undefined, { stage: '表白前' })).toEqual([]);
  });

  it('has nothing to say about a plain, kind draft', () => {
    for (const draft of ['今天路过那家店，突然想起你说的那个梗，笑死我了哈', '你上次那个表情我到现在还记得', 'haha that cat yesterday was so you', '晚安呀']) {
      expect([draft, kinds(draft)]).toEqual([draft, []]);
    }
  });

  it('reads the round-fourteen families (times offered again after a busy, silence with its terms, a day ruined by them) and leaves their look-alikes alone', () => {
    const manip = (draft: string) => kinds(draft).filter((k) => k.startsWith('manip.'));
    for (const [draft, kind] of [
      ['你说周末有事 那周五晚上呢？周四？', 'manip.busy'],
      ['先屏蔽你两天 等你想清楚再说', 'manip.sulking'],
      ['你同事都比我重要 我懂的', 'manip.sulking'],
      ['ok no to the movie. drinks then? coffee?', 'manip.busy'],
      ['you can revise at my place, I promise to be quiet', 'manip.busy'],
      ['radio silence from me until you apologise', 'manip.sulking'],
      ['my whole weekend is ruined now, hope your happy', 'manip.blame'],
      ['skip my leaving do and that is it for us', 'manip.threat'],
      ['有个学长最近一直在打听我 你怎么看', 'manip.jealousy'],
      ['不理你了 直到你跟我认错为止', 'manip.sulking'],
      ['we have plans and you said busy but you managed to post three stories', 'manip.busy'],
      ["i'm not replying till tomorrow. see how it feels", 'manip.sulking'],
    ] as const) {
      expect({ draft, found: manip(draft) }).toEqual({ draft, found: expect.arrayContaining([kind]) });
    }
    // A condition that is their wish, met by yielding; a need they do not have; a deadline of a booking.
    for (const draft of [
      '你不想让我去你家楼下等 那我就不去了', "you don't have to share your location with me", 'its now or never for the cheap flights, want me to book?', 'i need an answer by friday for the table, 7 or 8?',
      // Round fifteen's look-alikes: an apology for a quiet day, their no to sharing a location, their pace, a photo to show.
      'sorry about going quiet this morning, exams. you ok?', "fine by me if you'd rather not share your location", '你说见家长还太早 好 听你的', '楼下的猫又来了 拍给你看',
    ]) {
      expect([draft, manip(draft)]).toEqual([draft, []]);
    }
  });

  it('simp message --lint prints the findings (JSON: empty for a plain draft), reads stdin, and writes nothing', () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--nickname', 'A', '--base-dir', base]);
    const before = treeHash(base);
    const plain = JSON.parse(simp(['message', 'a', '--lint', '你上次那个表情我到现在还记得', '--json', '--base-dir', base]).stdout) as { findings: unknown[] };
    expect(plain.findings).toEqual([]);
    const text = simp(['message', 'a', '--lint', '-', '--base-dir', base], { input: '我为你做了这么多' }).stdout;
    expect(text).toContain('⚠️  让 ta 内疚：「我为你做了这么多」');
    expect(simp(['message', 'nobody', '--lint', 'x', '--base-dir', base]).code).toBe(2);
    expect(simp(['message', 'a', '--base-dir', base]).stdout).toContain('morning');
    expect(treeHash(base)).toBe(before);
  });
});

describe('the message workshop', () => {
  it('lists the situations; one shows its principle, the line for the mode, what to avoid, and topics to weave in', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'a', '--nickname', 'A', '--personality', '理性型', '--mode', 'strategic');
    run('remember', 'a', '她喜欢猫');
    const before = treeHash(base);
    const list = run('message', 'a').stdout;
    for (const id of ['morning', 'night', 'sick', 'stress', 'after_meeting', 'good_news', 'low', 'holiday']) expect(list).toContain(id);
    const card = run('message', 'a', 'low', '--lang', 'en').stdout;
    expect(card).toContain('Be there first');
    expect(card).toContain('Strategic: "I am around. No rush."');
    expect(card).not.toContain('Sweet:');
    expect(card).toContain('Rational: shorter and more concrete');
    expect(card).toContain('· 她喜欢猫');
    expect(run('message', 'a', 'dance').code).toBe(2);
    expect(treeHash(base)).toBe(before);
  });

  it('builds a draft from the three layers and checks it', () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--base-dir', base]);
    const r = JSON.parse(simp(['message', 'a', '--see', '今天路过那家猫咖', '--feel', '突然很想你', '--hope', '哪天一起去吧', '--json', '--base-dir', base]).stdout) as { draft: string; findings: unknown[] };
    expect(r.draft).toBe('今天路过那家猫咖，突然很想你，哪天一起去吧');
    expect(r.findings).toEqual([]);
  });
});
