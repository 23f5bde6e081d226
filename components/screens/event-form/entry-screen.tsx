import { runSignal, type SignalInput } from '../../../src/flows/index.js';
import { useServices } from '../../shell/kernel/services-context.js';
import type { Screen } from '../../shell/kernel/use-nav-state.js';
import { toData } from '../../widgets/form/form-fields.js';
import { PickFormWrite } from '../../widgets/write-step/pick-form-write.js';
import { summaryLines } from '../../widgets/write-step/summary-lines.js';
import { useCrush } from '../crush-detail/use-crush.js';
import { eventFields } from '../../../src/present/event-fields.js';
import { fieldsOf, validateEvent } from './schema-fields.js';

/**
 * What can be recorded by hand. A signal is typed into a form made from its
 * schema; everything else opens the flow that writes it, so a hand-made entry
 * means what the same entry made anywhere else means (a stage change rewrites
 * state and strategy; a topic goes through topic memory). Types that only a flow
 * writes (readings, progress and quit checks) are not offered raw.
 */
const CHOICES = ['signal', 'stage', 'crisis', 'confess', 'remember', 'edit'] as const;
type Choice = (typeof CHOICES)[number];

function screenFor(choice: Exclude<Choice, 'signal'>, slug: string): Screen {
  if (choice === 'stage' || choice === 'crisis' || choice === 'confess') return { kind: 'flow', slug, flow: choice };
  return { kind: choice, slug };
}

/** Manual entry: pick what happened; a signal is written through the signal flow after y. */
export function EntryScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, m, mem, lang } = useServices();
  const { view } = useCrush(slug);
  const label = m.timeline.labels['signal_recorded'] ?? 'signal_recorded';
  return (
    <PickFormWrite
      slug={slug}
      isActive={isActive}
      title={t.entry.for(String(view?.profile.fields['nickname'] ?? slug))}
      pickHint={t.entry.pick}
      items={CHOICES.map((c) => t.actions[c] ?? c)}
      onPick={(i) => {
        const choice = CHOICES[i];
        if (!choice) return null;
        if (choice !== 'signal') return screenFor(choice, slug);
        return { heading: label, fields: fieldsOf('signal_recorded', m) };
      }}
      onSubmit={(_i, values) => {
        const data = toData(fieldsOf('signal_recorded', m), values);
        const checked = validateEvent('signal_recorded', data, lang);
        if (!checked.ok) return { errors: checked.errors };
        // Named as the timeline names them: the words of the fields and of the direction.
        const shown = Object.fromEntries(eventFields({ type: 'signal_recorded', data }, m).known.map((f) => [f.key, f]));
        const words = { label: (k: string) => shown[k]?.label ?? k, value: (k: string, v: unknown) => String(shown[k]?.value ?? v) };
        return { summary: summaryLines(data, words, label), run: async () => (await runSignal(mem, slug, data as unknown as SignalInput)).write };
      }}
    />
  );
}
