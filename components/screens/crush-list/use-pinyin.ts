import { useEffect, useState } from 'react';

/** Whether a name matches a Latin query by its pinyin: initials (`xy`), full (`xiaoyu`) or a mix. */
export type PinyinMatch = (text: string, query: string) => boolean;

let loaded: PinyinMatch | null = null;

/** pinyin-pro, loaded the first time it is needed (its dictionary is not wanted for the first frame). */
export async function loadPinyin(): Promise<PinyinMatch> {
  if (loaded) return loaded;
  const { match } = await import('pinyin-pro');
  loaded = (text, query) => match(text, query) !== null;
  return loaded;
}

/**
 * The pinyin matcher once `wanted` (the filter holds a Latin letter); null until
 * it has loaded, when the filter matches names, slugs and stages only.
 */
export function usePinyin(wanted: boolean): PinyinMatch | null {
  const [matcher, setMatcher] = useState<PinyinMatch | null>(() => loaded);
  useEffect(() => {
    if (!wanted || matcher) return;
    let live = true;
    void loadPinyin().then((m) => {
      if (live) setMatcher(() => m);
    });
    return () => {
      live = false;
    };
  }, [wanted, matcher]);
  return matcher;
}
