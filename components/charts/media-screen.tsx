import { useEffect, useState } from 'react';
import { Box, Text } from 'ink';
import { readPhotos } from '../../src/flows/photos.js';
import { readSocial } from '../../src/flows/social.js';
import { errorText } from '../../src/present/index.js';
import { photoText } from '../../src/present/photo-report.js';
import { socialText } from '../../src/present/social-report.js';
import { useServices } from '../kernel/services-context.js';
import { useLayout } from '../kernel/layout-context.js';
import { useNav } from '../kernel/nav-context.js';
import { useCommands } from '../keys/keypress-context.js';
import { K, NAV, type Binding } from '../keys/keymap.js';
import { scrollBy } from '../scroll/cursor-window.js';
import { scrollDelta } from '../scroll/window-step.js';
import { LinesView } from '../text/lines-view.js';
import { blank, line, paragraph, type Line } from '../text/line.js';

const KEYS: readonly Binding[] = [K.move, ...NAV, K.back, K.help];

/**
 * From the actions menu: the photo timeline (memories/photos/: EXIF times,
 * places, the meetups they suggest) and the saved posts' scan (memories/social/),
 * read when the screen opens. Read only.
 */
export function MediaScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang, theme } = useServices();
  const { cols, body } = useLayout();
  const nav = useNav();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [offset, setOffset] = useState(0);
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
  const height = body - 1;
  const total = lines?.length ?? 0;
  useCommands(
    KEYS,
    (command) => {
      if (command === 'back') return nav.back();
      const by = scrollDelta(command, height, total);
      if (by === null) return false;
      setOffset((o) => scrollBy(o, by, total, height));
    },
    { isActive },
  );
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {t.screens['media']} · {slug}
      </Text>
      {lines ? <LinesView lines={lines} height={height} offset={offset} /> : <Text color={theme.fg('muted')}>{t.charts.loading}</Text>}
    </Box>
  );
}
