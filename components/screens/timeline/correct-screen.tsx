import { useEffect, useState } from 'react';
import { Box, Text } from 'ink';
import { findRecord, planInteraction, runCorrection, INITIATORS, type CorrectInput } from '../../../src/flows/index.js';
import type { FoundRecord } from '../../../src/memory/index.js';
import { isEventType } from '../../../src/model/event-rules.js';
import { parseMoment } from '../../../src/engine/natural-date.js';
import { InputError } from '../../../src/model/index.js';
import { errorText, fieldSentence } from '../../../src/present/index.js';
import { eventDescription, eventLabel, interactionDescription, interactionLabel, shortTs } from '../../../src/present/format-timeline.js';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { useFormState, plainValues, formDirty } from '../../widgets/form/use-form-state.js';
import { useForm } from '../../widgets/form/use-form.js';
import { FormView } from '../../widgets/form/form-view.js';
import { toData, type FieldSpec } from '../../widgets/form/form-fields.js';
import { fieldsOf, validateEvent } from '../event-form/schema-fields.js';
import { useWriteStep } from '../../widgets/write-step/use-write-step.js';
import { WriteStepView } from '../../widgets/write-step/write-step-view.js';
import { line, paragraph, type Line } from '../../widgets/text/line.js';

const show = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : JSON.stringify(v));

/** The fields an amend offers: the event type's own (from its rules), or an interaction's as `l` logs them. */
function fieldsFor(found: FoundRecord, t: ReturnType<typeof useServices>['t'], m: ReturnType<typeof useServices>['m']): { fields: FieldSpec[]; initial: Record<string, string> } {
  const r = found.record;
  if (found.file === 'interactions.jsonl') {
    const k = t.log;
    const fields: FieldSpec[] = [
      { name: 'content_summary', label: k.summary, kind: 'text', optional: true },
      { name: 'duration_min', label: k.duration, kind: 'number', optional: true, hint: k.durationHint },
      { name: 'location', label: k.location, kind: 'text', optional: true },
      { name: 'initiator', label: k.initiator, kind: 'choice', options: INITIATORS, optional: true, optionLabel: (v) => k.initiators[v] ?? v },
      { name: 'ts', label: k.time, kind: 'text', hint: t.correct.timeHint },
      { name: 'note', label: k.note, kind: 'text', optional: true, multiline: true },
    ];
    return { fields, initial: Object.fromEntries(fields.map((f) => [f.name, f.name === 'ts' ? r.ts : show(r.data[f.name])])) };
  }
  const own = isEventType(r.type) ? fieldsOf(r.type, m) : Object.keys(r.data).map((name): FieldSpec => ({ name, label: name, kind: 'text', optional: true }));
  // Its time can be set anew too (an event entered late, dated wrong).
  const fields = [...own, { name: 'ts', label: t.log.time, kind: 'text', hint: t.correct.timeHint } as FieldSpec];
  return { fields, initial: Object.fromEntries(fields.map((f) => [f.name, f.name === 'ts' ? r.ts : show(r.data[f.name])])) };
}

/**
 * c / x on a highlighted record: correct it (its fields, prefilled) or retract it
 * (a reason, if you like), then y/N; a `record_corrected` event says so, the record
 * itself stays in the log as written.
 */
export function CorrectScreen({ slug, refText, action, isActive }: { slug: string; refText: string; action: 'amend' | 'void'; isActive: boolean }) {
  const { t, m, mem, lang, theme } = useServices();
  const { body, cols } = useLayout();
  const nav = useNav();
  const [found, setFound] = useState<{ record: FoundRecord | null; error: string | null }>({ record: null, error: null });
  useEffect(() => {
    let live = true;
    findRecord(mem, slug, refText).then(
      (record) => live && setFound({ record, error: null }),
      (err: unknown) => live && setFound({ record: null, error: errorText(err, lang) }),
    );
    return () => {
      live = false;
    };
  }, [mem, slug, refText, lang]);
  const rec = found.record;
  const spec = rec ? (action === 'amend' ? fieldsFor(rec, t, m) : { fields: [{ name: 'reason', label: t.correct.reason, kind: 'text', optional: true } as FieldSpec], initial: {} }) : null;
  const [form, formDispatch] = useFormState([]);
  useEffect(() => {
    if (spec) formDispatch({ type: 'reset', fields: spec.fields, initial: spec.initial });
    // Once, when the record is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rec]);
  const write = useWriteStep(slug, isActive, nav.back);
  const editing = write.state.phase === 'edit';
  useForm({
    state: form,
    dispatch: formDispatch,
    isActive: isActive && editing && rec !== null,
    dirty: formDirty(form) && write.state.phase !== 'done',
    onBack: nav.back,
    onSubmit: () => {
      if (!rec || !spec) return;
      const values = plainValues(form);
      const input: CorrectInput = { ref: refText, action };
      const summary: Line[] = [line(`${action === 'void' ? t.correct.voidWhat : t.correct.amendWhat}`, { bold: true })];
      if (action === 'void') {
        input.reason = values['reason'];
      } else {
        const set = Object.fromEntries(Object.entries(values).filter(([k, v]) => v.trim() !== (spec.initial[k] ?? '').trim()));
        if (Object.keys(set).length === 0) return formDispatch({ type: 'errors', errors: { [spec.fields[0]?.name ?? '']: t.correct.nothing } });
        // Checked on the field before any y/N, as the write will check it.
        if (rec.file === 'events.jsonl' && isEventType(rec.record.type)) {
          const { ts: _time, ...data } = toData(spec.fields.filter((f) => f.name !== 'ts'), values);
          const checked = validateEvent(rec.record.type, { ...rec.record.data, ...data }, lang);
          if (!checked.ok) return formDispatch({ type: 'errors', errors: checked.errors });
        } else if (rec.file === 'interactions.jsonl') {
          try {
            planInteraction({ type: rec.record.type, time: values['ts'], duration: values['duration_min'] ? Number(values['duration_min']) : undefined, initiator: values['initiator'] || undefined }, mem.ctx.now(), parseMoment);
          } catch (err) {
            const issue = err instanceof InputError ? err.issues[0] : undefined;
            return formDispatch({ type: 'errors', errors: { [issue?.field === 'time' ? 'ts' : (issue?.field ?? 'ts')]: issue ? fieldSentence(issue, lang) : errorText(err, lang) } });
          }
        }
        input.set = set;
        for (const [k, v] of Object.entries(set)) summary.push(line(`  ${spec.fields.find((f) => f.name === k)?.label ?? k}: ${spec.initial[k] || '—'} → ${v}`));
      }
      write.ask(summary, async () => {
        const r = await runCorrection(mem, slug, input);
        return { changed: r.write.changed, lines: paragraph(t.correct.kept, cols - 2, { token: 'muted' }) };
      });
    },
  });
  const r = rec?.record;
  const what = r
    ? rec?.file === 'events.jsonl'
      ? `${eventLabel(r.type, m)}  ${shortTs(r.ts)}  ${eventDescription(r, m, 'full')}`
      : `${interactionLabel(r.type, m)}  ${shortTs(r.ts)}  ${interactionDescription(r, m)}`
    : '';
  return (
    <Box flexDirection="column" height={body}>
      <Text bold color={theme.fg('heading')} wrap="truncate-end">
        {action === 'void' ? t.correct.voidTitle : t.correct.amendTitle} · {slug}
      </Text>
      {found.error ? <Text color={theme.fg('danger')}>{t.error(found.error)}</Text> : null}
      {r ? (
        <Text color={theme.fg('muted')} wrap="truncate-end">
          {what}
        </Text>
      ) : null}
      {editing && rec ? <FormView state={form} focused={isActive} /> : null}
      {!editing ? <WriteStepView step={write} height={body - 2} /> : null}
      {write.state.cancelled && editing ? <Text color={theme.fg('muted')}>{t.write.cancelled}</Text> : null}
    </Box>
  );
}
