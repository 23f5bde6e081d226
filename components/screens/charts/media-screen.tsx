import { useEffect, useState } from 'react';
import { readPhotos } from '../../../src/flows/photos.js';
import { readSocial } from '../../../src/flows/social.js';
import { errorText } from '../../../src/present/index.js';
import { photoText } from '../../../src/present/photo-report.js';
import { socialText } from '../../../src/present/social-report.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { LinePage } from '../../widgets/scroll/line-page.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';

/**
 * From the actions menu: the photo timeline (memories/photos/: EXIF times,
 * places, the meetups they suggest) and the saved posts' scan (memories/social/),
 * read when the screen opens. Read only.
 */
export function MediaScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { cols } = useLayout();
  const [lines, setLines] = useState<Line[] | null>(null);
  const width = cols - 2;
  useEffect(() => {
    let live = true;
    const wrap = (rows: string[]): Line[] => rows.flatMap((r) => (r === '' ? [blank] : paragraph(r, width)));
    readPhotos(mem, slug)
      .then((photos) => wrap([...photoText(photos, lang), '', ...socialText(readSocial(mem, slug), lang)]))
      .catch((err: unknown) => [line(errorText(err, lang), { token: 'danger' })])
      .then((out) => live && setLines(out));
    return () => {
      live = false;
    };
  }, [mem, slug, lang, width]);
  return <LinePage title={`${t.screens['media']} · ${slug}`} lines={lines} loading={t.charts.loading} isActive={isActive} />;
}
