import { EXPORT_FORMATS, type ExportFormat } from '../../../src/flows/index.js';
import { openUserFile } from '../../../src/memory/outside/out-stream.js';
import { redactionWords, topicsNotice } from '../../../src/present/export-format.js';
import { exportStory } from '../../../src/present/export-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite, type Submitted } from '../../widgets/write-step/pick-form-write.js';
import { line } from '../../widgets/text/line.js';

/** Export one person's story: the format, then the file and whether to leave out names and places; y writes it. */
export function ExportScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const k = t.exporting;
  const fields = (): FieldSpec[] => [
    { name: 'path', label: k.path, kind: 'text', hint: k.pathHint },
    { name: 'redact', label: k.redact, kind: 'choice', options: ['no', 'yes'], optionLabel: (v: string) => k.yesNo[v] ?? v },
  ];
  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={`${t.screens['export']} · ${slug}`}
      pickHint={k.pick}
      items={EXPORT_FORMATS.map((f) => k.formats[f] ?? f)}
      onPick={(i) => ({ heading: k.formats[EXPORT_FORMATS[i] as string] ?? '', fields: fields(), initial: { path: `${slug}.${EXPORT_FORMATS[i] as string}` } })}
      onSubmit={(i, v): Submitted => {
        const format = EXPORT_FORMATS[i] as ExportFormat;
        const path = (v['path'] ?? '').trim();
        if (path === '') return { errors: { path: k.pathHint } };
        const hide = v['redact'] === 'yes';
        return {
          summary: [line(k.what(slug, path), { bold: true }), ...(hide ? [line(k.redacted, { token: 'muted' })] : [])],
          run: async () => {
            // Written as the logs stream, renamed into place whole (a log of any length, flat memory).
            const file = openUserFile(path, mem.base);
            let head;
            try {
              head = await exportStory(mem, slug, format, lang, hide ? redactionWords(lang) : null, file, file.dir);
            } catch (err) {
              file.abort();
              throw err;
            }
            const written = file.commit();
            const notice = topicsNotice(head, lang);
            return { changed: [written], lines: [line(k.done(written), { token: 'success' }), ...(notice === null ? [] : [line(notice, { token: 'warning' })])] };
          },
        };
      }}
    />
  );
}
