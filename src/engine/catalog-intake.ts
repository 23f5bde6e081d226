/**
 * The intake's small tables (the skill's create questions): zodiac signs and
 * gender as stored in profile.md (Chinese, as the skill writes them) with their
 * English names, and the names a user may type for each.
 */

export interface NamedValue {
  /** As stored in profile.md. */
  id: string;
  en: string;
  /** Further spellings typed for it (lower case). */
  aliases: readonly string[];
}

export const ZODIAC: readonly NamedValue[] = [
  { id: '白羊座', en: 'Aries', aliases: ['白羊'] },
  { id: '金牛座', en: 'Taurus', aliases: ['金牛'] },
  { id: '双子座', en: 'Gemini', aliases: ['双子'] },
  { id: '巨蟹座', en: 'Cancer', aliases: ['巨蟹'] },
  { id: '狮子座', en: 'Leo', aliases: ['狮子'] },
  { id: '处女座', en: 'Virgo', aliases: ['处女'] },
  { id: '天秤座', en: 'Libra', aliases: ['天秤', '天平座', '天平'] },
  { id: '天蝎座', en: 'Scorpio', aliases: ['天蝎'] },
  { id: '射手座', en: 'Sagittarius', aliases: ['射手', '人马座'] },
  { id: '摩羯座', en: 'Capricorn', aliases: ['摩羯', '魔羯座', '魔蝎座'] },
  { id: '水瓶座', en: 'Aquarius', aliases: ['水瓶', '宝瓶座'] },
  { id: '双鱼座', en: 'Pisces', aliases: ['双鱼'] },
];

/** The two answers the skill's intake asks for; anything else a user types is kept as typed. */
export const GENDER: readonly NamedValue[] = [
  { id: '女', en: 'female', aliases: ['女生', '女性', 'f', 'woman', 'girl'] },
  { id: '男', en: 'male', aliases: ['男生', '男性', 'm', 'man', 'boy'] },
];

function find(table: readonly NamedValue[], typed: string): NamedValue | undefined {
  const key = typed.trim().toLowerCase();
  return table.find((v) => v.id === key || v.en.toLowerCase() === key || v.aliases.includes(key));
}

/** A typed zodiac sign as stored (`pisces`, `双鱼` → 双鱼座); null when it names none. */
export const zodiacFromInput = (typed: string): string | null => find(ZODIAC, typed)?.id ?? null;

/** A typed gender as stored (`female`, `女生` → 女); other text is kept as typed (trimmed). */
export const genderFromInput = (typed: string): string => find(GENDER, typed)?.id ?? typed.trim();

/** The English name of a stored zodiac sign or gender; null when the tables do not hold it. */
export const zodiacEn = (stored: string): string | null => ZODIAC.find((v) => v.id === stored)?.en ?? null;
export const genderEn = (stored: string): string | null => GENDER.find((v) => v.id === stored)?.en ?? null;
