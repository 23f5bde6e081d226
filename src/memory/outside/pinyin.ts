/**
 * The romaniser of the slug suggestion: pinyin-pro, loaded the first time a
 * name is romanised (its dictionary is not wanted by any other path). Han
 * characters become toneless syllables (ü as v; a leading surname read as one,
 * 曾 → zeng); other text is passed on as typed.
 */
export type Romanise = (text: string) => string[];

let loaded: Romanise | null = null;

export async function loadRomaniser(): Promise<Romanise> {
  if (loaded) return loaded;
  const { pinyin } = await import('pinyin-pro');
  loaded = (text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true, surname: 'head' });
  return loaded;
}
