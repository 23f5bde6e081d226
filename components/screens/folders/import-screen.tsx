import { bandFor } from '../../../src/engine/index.js';
import { CHAT_FORMAT_TABLE, CHAT_FORMATS } from '../../../src/engine/chat/formats.js';
import { ChatImportError, importChats, WhoIsWhoError } from '../../../src/flows/chat-import.js';
import { InputError } from '../../../src/model/index.js';
import { chatReport } from '../../../src/present/chat-report.js';
import { refusalText } from '../../../src/present/chat-trouble.js';
import { labelOf, pick } from '../../../src/present/report-text.js';
import { importProposalLines } from '../../../src/present/proposal-text.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite, type Submitted } from '../../widgets/write-step/pick-form-write.js';
import { line } from '../../widgets/text/line.js';

const KINDS = ['auto', ...CHAT_FORMATS] as const;

/** A kind as the list names it: told from the file, or the format's own name (formats.ts). */
const kindName = (kind: (typeof KINDS)[number], auto: string, lang: 'zh' | 'en'): string => (kind === 'auto' ? auto : CHAT_FORMAT_TABLE[kind].label[lang]);

/** Import chat exports: the kind (or told from the file), the files and the names; y reads, scores and files them. */
export function ImportScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const k = t.importing;
  const meta = (mem.meta(slug) as Record<string, unknown> | null) ?? {};
  const nickname = mem.read(slug).profile.fields['nickname'];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const fields: FieldSpec[] = [
    { name: 'files', label: k.files, kind: 'text', hint: k.filesHint },
    { name: 'target', label: k.target, kind: 'text', hint: k.targetHint },
    { name: 'user', label: k.user, kind: 'text', hint: k.userHint, optional: true },
    { name: 'track', label: k.track, kind: 'choice', options: ['yes', 'no'], optionLabel: (v: string) => k.yesNo[v] ?? v },
  ];
  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={`${t.screens['import']} · ${slug}`}
      pickHint={k.pick}
      items={KINDS.map((f) => kindName(f, k.auto, lang))}
      onPick={(i) => ({
        heading: kindName(KINDS[i] ?? 'auto', k.auto, lang),
        fields,
        initial: { target: text(meta['chat_target']) || text(nickname) || slug, user: text(meta['chat_user']) },
      })}
      onSubmit={(i, v): Submitted => {
        const files = (v['files'] ?? '').split(';').map((f) => f.trim()).filter((f) => f !== '');
        if (files.length === 0) return { errors: { files: k.filesHint } };
        const target = (v['target'] ?? '').trim();
        if (target === '') return { errors: { target: k.targetHint } };
        const user = (v['user'] ?? '').trim();
        const trackTime = v['track'] !== 'no';
        const format = KINDS[i] === 'auto' ? undefined : KINDS[i];
        return {
          summary: [line(k.what(slug, files.length), { bold: true }), ...(trackTime ? [line(k.tracked, { token: 'muted' })] : [])],
          run: async () => {
            try {
              const r = await importChats(mem, slug, { files, target, user: user === '' ? undefined : user, format, trackTime }, (o) => chatReport(o, lang, mem.ctx.now()));
              const band = bandFor(r.analysis.score);
              return {
                changed: r.changed,
                lines: [
                  ...r.files.map((f) => line(k.file(f.path.split(/[\\/]/).pop() ?? f.path, f.format, f.encoding, f.messages, f.trouble.skipped), { token: 'muted' })),
                  ...(r.oneSided ? [line(k.oneSided(r.target), { token: 'warning' })] : []),
                  line(k.done(r.analysis.score, `${band.marker} ${pick(band.label, lang)}`, r.analysis.total), { token: 'success' }),
                  line(k.report(r.report)),
                  ...(r.interactions ? [line(k.times(r.interactions.written, r.interactions.already))] : []),
                  // What the next reading (a) starts ticked with.
                  ...importProposalLines(r.proposals, (id) => labelOf(id, lang), slug, lang, false).map((text) => line(text)),
                ],
              };
            } catch (err) {
              if (err instanceof WhoIsWhoError && err.who === 'user') throw new InputError(k.who(err.senders.slice(0, 8).map(([n, c]) => `${n} (${c})`).join(', ')));
              // Said with this screen's own picker and fields, never a command-line flag.
              if (err instanceof ChatImportError) throw new InputError(refusalText(err.refusal, lang, { picker: k.pick, target: k.target, user: k.user }));
              throw err;
            }
          },
        };
      }}
    />
  );
}
