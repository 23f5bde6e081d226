import { INITIATORS, INTERACTION_TYPES, SIGNAL_DIRECTIONS, logInteraction, planInteraction } from '../../../src/flows/index.js';
import { messages } from '../../../src/i18n/index.js';
import { errorText, fieldSentence } from '../../../src/present/index.js';
import { InputError } from '../../../src/model/index.js';
import { parseMoment } from '../../../src/engine/natural-date.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { FieldSpec } from '../../widgets/form/form-fields.js';
import { PickFormWrite, type Submitted } from '../../widgets/write-step/pick-form-write.js';
import { useCrush } from '../crush-detail/use-crush.js';
import type { Line } from '../../widgets/text/line.js';

/** Which field a refusal of planInteraction is about (its message starts with the field's name). */
const FIELD_OF = /^(time|duration|initiator|signal)\b/;

/**
 * "What happened": the kind of interaction, then what, how long, where, who
 * started it, when (default now), a note, and whether it is also a signal; y/N;
 * one line in interactions.jsonl (and the signal, when asked).
 */
export function LogScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, mem, lang } = useServices();
  const { view } = useCrush(slug);
  const m = messages(lang);
  const k = t.log;
  const fields: FieldSpec[] = [
    { name: 'summary', label: k.summary, kind: 'text', optional: true },
    { name: 'duration', label: k.duration, kind: 'number', optional: true, hint: k.durationHint },
    { name: 'location', label: k.location, kind: 'text', optional: true },
    { name: 'initiator', label: k.initiator, kind: 'choice', options: INITIATORS, optional: true, optionLabel: (v) => k.initiators[v] ?? v },
    { name: 'time', label: k.time, kind: 'text', optional: true, hint: k.timeHint },
    { name: 'planned', label: k.planned, kind: 'choice', options: ['yes'], optional: true, optionLabel: () => k.plannedYes },
    { name: 'note', label: k.note, kind: 'text', optional: true, multiline: true },
    { name: 'signal', label: k.signal, kind: 'choice', options: SIGNAL_DIRECTIONS, optional: true, optionLabel: (v) => k.signals[v] ?? v },
  ];
  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={`${t.screens['log']} · ${String(view?.profile.fields['nickname'] ?? slug)}`}
      pickHint={k.pick}
      items={INTERACTION_TYPES.map((type) => m.timeline.interactions[type] ?? type)}
      onPick={(i) => ({ heading: m.timeline.interactions[INTERACTION_TYPES[i] as string] ?? '', fields })}
      onSubmit={(i, v): Submitted => {
        const type = INTERACTION_TYPES[i] as string;
        const duration = (v['duration'] ?? '').trim();
        if (duration !== '' && !/^\d+$/.test(duration)) return { errors: { duration: k.durationHint } };
        const input = {
          type,
          summary: v['summary'],
          duration: duration === '' ? undefined : Number(duration),
          location: v['location'],
          initiator: v['initiator'] === '' ? undefined : v['initiator'],
          time: v['time'],
          planned: v['planned'] === 'yes',
          note: v['note'],
        };
        const signal = v['signal'] ? { direction: v['signal'] } : null;
        if (signal && ![input.summary, input.note].some((s) => (s ?? '').trim() !== '')) return { errors: { summary: k.signalNeeds } };
        let record;
        if (signal && input.planned) return { errors: { signal: fieldSentence({ field: 'signal', kind: 'planned-signal' }, lang) } };
        try {
          record = planInteraction(input, mem.ctx.now(), parseMoment);
        } catch (err) {
          // Said on its field, in the form's words (never the command line's flags).
          const issue = err instanceof InputError ? err.issues[0] : undefined;
          if (issue) return { errors: { [issue.field]: `${fieldSentence(issue, lang)}${issue.kind === 'future' ? k.plannedHint : ''}` } };
          const field = FIELD_OF.exec((err as Error).message)?.[1] ?? 'summary';
          return { errors: { [field]: errorText(err, lang) } };
        }
        const shown: Record<string, string> = { content_summary: k.summary, duration_min: k.duration, location: k.location, initiator: k.initiator, note: k.note };
        const shownValue = (key: string, value: unknown): string =>
          key === 'initiator' ? (k.initiators[String(value)] ?? String(value)) : key === 'duration_min' ? `${String(value)} ${k.durationHint}` : String(value).replace(/\n/g, ' / ');
        const summary: Line[] = [
          [{ text: `${m.timeline.interactions[type] ?? type}  ${record.ts.slice(0, 16).replace('T', ' ')}${input.planned ? `  ${k.plannedTag}` : ''}`, bold: true }],
          ...Object.entries(record.data)
            .filter(([key]) => key in shown)
            .map(([key, value]): Line => [{ text: `  ${shown[key]}: ${shownValue(key, value)}`, token: 'success' }]),
          ...(signal ? [[{ text: `  + ${k.signals[signal.direction] ?? signal.direction}  ${k.signalDated(record.ts.slice(0, 16).replace('T', ' '))}`, token: 'accent' as const }]] : []),
        ];
        return {
          summary,
          run: async () => {
            const r = await logInteraction(mem, slug, input, signal);
            const lines: Line[] | undefined = r.skipped ? [[{ text: k.skipped, token: 'muted' }]] : undefined;
            return { changed: r.changed, lines };
          },
        };
      }}
    />
  );
}
