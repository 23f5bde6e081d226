import { whyScore } from '../../../src/flows/why.js';
import { whyText } from '../../../src/present/why-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { LinePage } from '../../widgets/scroll/line-page.js';
import { blank, paragraph, type Line } from '../../widgets/text/line.js';
import { attempt } from '../guided/flow-report.js';

/** `W` on a crush: why the score is what it is, as `simp why` says it; read only, it follows the files. */
export function WhyScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { cols } = useLayout();
  const read = useLive(`why:${slug}`, slug, () => attempt(lang, () => whyScore(mem, slug)));
  const width = cols - 2;
  const lines: Line[] = !read.ok
    ? paragraph(read.error, width, { token: 'danger' })
    : whyText(read.value, slug, lang)
        .slice(1)
        .flatMap((l): Line[] => (l === '' ? [blank] : paragraph(l.trimStart(), width, {}, /^ */.exec(l)?.[0] ?? '')));
  return <LinePage title={`${t.screens['why']} · ${slug}`} lines={lines} isActive={isActive} />;
}
