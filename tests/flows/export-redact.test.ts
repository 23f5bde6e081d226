import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { identitiesOf, redact, type Story } from '../../src/flows/export.js';
import { exportText } from '../../src/present/export-text.js';
import { redactionWords } from '../../src/present/export-format.js';
import { foldForMatch, maskText } from '../../src/engine/redact.js';

/** A story whose person was 林小雨 in 杭州, then Xiaoyu in 上海; `notes` are written into every free text. */
function story(notes: readonly string[]): Story {
  const note = (i: number) => notes[i % notes.length] ?? '';
  return {
    slug: 'xiaoyu',
    exported_at: '2026-05-01T12:00:00',
    redacted: false,
    profile: { fields: { nickname: 'Xiaoyu', slug: 'xiaoyu', city: '上海', occupation: '设计师' }, body: `\n## 注意事项\n\n${note(0)}\n` },
    state: { current_stage: '升温期', one_line: note(1) },
    stage_path: [],
    scores: [],
    events: [
      { line: 1, ts: '2026-01-01T10:00:00', type: 'profile_created', data: { nickname: '林小雨', personality_type: '温柔型', city: '杭州' } },
      { line: 2, ts: '2026-02-01T10:00:00', type: 'profile_updated', data: { field: 'nickname', old_value: '林小雨', new_value: 'Xiaoyu' } },
      { line: 3, ts: '2026-02-01T10:00:01', type: 'profile_updated', data: { field: 'city', old_value: '杭州', new_value: '上海' } },
      { line: 4, ts: '2026-03-01T10:00:00', type: 'signal_recorded', data: { direction: 'green', content: note(2), score_delta: 1 } },
      { line: 5, ts: '2026-03-02T10:00:00', type: 'knowledge_recorded', data: { action: 'insert', id: 'k_1', before: null, after: note(3), keywords: ['林', '小雨', '猫'] } },
    ],
    interactions: [{ ts: '2026-03-03T19:00:00', type: 'meeting', data: { content_summary: note(4), location: '西湖' } }],
    topics: [
      {
        id: 'k_1',
        trigger_keywords: ['林', '小雨', '猫', 'xiaoyu'],
        canonical_meaning: note(5),
        created_at: '2026-03-02T10:00:00',
        updated_at: '2026-03-02T10:00:00',
        sources: [{ ts: '2026-03-02T10:00:00', kind: 'remember', text: note(6) }],
      },
    ] as Story['topics'],
  };
}

const SECRETS = ['林小雨', 'Xiaoyu', 'xiaoyu', '杭州', '上海', '西湖', '小雨'];
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u202E', '\u2066', '\u200E'];
const check = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '');

/** One spelling of a secret: each letter in either case, ASCII ones maybe full-width, maybe an invisible character after it. */
const spelling = (secret: string) =>
  fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.option(fc.constantFrom(...INVISIBLE), { nil: undefined })), { minLength: secret.length, maxLength: secret.length }).map((choices) =>
    [...secret]
      .map((ch, i) => {
        const [upper, wide, invisible] = choices[i] as [boolean, boolean, string | undefined];
        let c = upper ? ch.toUpperCase() : ch.toLowerCase();
        if (wide && c >= '!' && c <= '~') c = String.fromCharCode(c.charCodeAt(0) + 0xfee0);
        return i < secret.length - 1 && invisible ? c + invisible : c;
      })
      .join(''),
  );

/** A note: some plain words with secrets, spelled any way, among them. */
const noteArb = fc
  .array(fc.oneof(fc.constantFrom('喜欢猫', '一起散步', ' and then ', '，', 'Hello'), fc.constantFrom(...SECRETS).chain(spelling)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join(''));

describe('redacting a story', () => {
  it('no secret survives in any format or language, whatever case, width or invisible characters it is written with', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(noteArb, { minLength: 7, maxLength: 7 }), fc.constantFrom('md', 'html', 'json' as const), fc.constantFrom('zh', 'en' as const), async (notes, format, lang) => {
        const s = story(notes);
        const text = await exportText(redact(s, redactionWords(lang), identitiesOf(s)), format as 'md' | 'html' | 'json', lang);
        const folded = check(text);
        for (const secret of SECRETS) expect(folded, `${format}/${lang} ${secret}: ${JSON.stringify(notes)}`).not.toContain(check(secret));
        expect(text).toContain(redactionWords(lang).name);
      }),
      { numRuns: 150 },
    );
  });

  it('masks the whole characters a match touches, and leaves other text as it was', () => {
    const r = [{ folded: foldForMatch('Xiaoyu'), mark: '[n]' }];
    expect(maskText('hi ＸＩＡＯＹＵ!', r)).toBe('hi [n]!');
    expect(maskText('hi \u200BX\u200Biao\u2066yu\u200B!', r)).toBe('hi \u200B[n]\u200B!');
    expect(maskText('xiaoyu和XIAOYU', r)).toBe('[n]和[n]');
    expect(maskText('no names here', r)).toBe('no names here');
    // Longest first: a place inside a longer one is not half replaced.
    expect(maskText('西湖区和西湖', [{ folded: '西湖', mark: 'P' }, { folded: '西湖区', mark: 'Q' }])).toBe('Q和P');
    // Folding goes beyond lower case: ß is SS, final ς is Σ.
    expect(maskText('STRAUSS', [{ folded: foldForMatch('Strauß'), mark: 'N' }])).toBe('N');
  });

  it('a one-character value or a word for "me" is replaced as a whole value, never inside other text', () => {
    const s = story(['我和雨说了']);
    s.profile.fields['nickname'] = '雨';
    const out = redact(s, { name: 'N', place: 'P' }, { names: ['雨', '我'], places: [] });
    expect(out.profile.fields['nickname']).toBe('N');
    expect(out.profile.body).toContain('我和雨说了');
  });

  it('the name people call them by goes too: the given name of a Chinese full name, each word of a Latin one (as a word)', () => {
    const s = story(['小雨 came with Lin; Linda and XIAOYU stayed; 林小雨 left']);
    const out = redact(s, { name: 'N', place: 'P' }, { names: ['林小雨', 'Lin Xiaoyu'], places: [] });
    expect(out.profile.body).toContain('N came with N; Linda and N stayed; N left');
  });
});
