import { useCallback } from 'react';
import { examine, fixOf, mend } from '../../../src/flows/doctor.js';
import { doctorText, findingText, fixText } from '../../../src/present/doctor-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { ConfirmScreen } from '../../widgets/write-step/confirm-screen.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';

/** The crush banner's fix: what needs mending and how, y/N, then what was mended and what is left. */
export function DoctorScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { cols } = useLayout();
  const prepare = useCallback(async () => {
    const health = await examine(mem, slug);
    const lines: Line[] = health.findings.flatMap((f) => [
      ...paragraph(`· ${findingText(f, lang)}`, cols - 2),
      ...paragraph(`  ${fixText(fixOf(f), slug, lang)}`, cols - 2, { token: 'muted' }),
    ]);
    return {
      summary: lines.length > 0 ? lines : [line(t.doctor.nothing, { token: 'muted' })],
      run: async () => {
        const done = await mend(mem, slug);
        return { changed: done.changed, lines: doctorText([done.after], lang, true).flatMap((l) => paragraph(l, cols - 2)) };
      },
    };
  }, [mem, slug, lang, cols, t]);
  return <ConfirmScreen slug={slug} title={`${t.screens['doctor']} · ${slug}`} prepare={prepare} isActive={isActive} />;
}
