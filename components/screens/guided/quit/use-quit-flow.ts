import { useEffect, useState } from 'react';
import { QUIT_COST_QUESTIONS, QUIT_OTHER_OPTIONS, QUIT_OTHER_QUESTION, QUIT_SELF_QUESTIONS, QUIT_SIGNALS } from '../../../../src/engine/index.js';
import { loadQuit, openingOf, planQuit, reviewOf, runQuit, type QuitRead } from '../../../../src/flows/index.js';
import { quitText } from '../../../../src/present/report-other.js';
import { textFor } from '../../../../src/present/report-text.js';
import { moodLines, quitOpeningStep } from '../../../../src/present/quit-depth-text.js';
import { paragraph } from '../../../widgets/text/line.js';
import { errorText } from '../../../../src/present/field-errors.js';
import { useServices } from '../../../shell/kernel/services-context.js';
import { useLayout } from '../../../shell/kernel/layout-context.js';
import { planThenRun } from '../flow-report.js';
import { picked, yesOf, type Answers, type FlowSpec } from '../runner/guided-types.js';
import { reviewLines } from './review-lines.js';

const yesNo = (keys: readonly { key: string }[], yes: readonly string[]) => Object.fromEntries(keys.map((q) => [q.key, yes.includes(q.key)]));

/** Quit: FIRST the whole timeline, then the three dimensions of questions, then the conclusion in a calm voice. */
export function useQuitFlow(slug: string, answers: Answers): FlowSpec {
  const { mem, lang, t } = useServices();
  const { cols } = useLayout();
  const [read, setRead] = useState<{ read: QuitRead | null; error: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    // SPEC 4: quit reads ALL events; the log is streamed, so a long one only takes a moment.
    loadQuit(mem, slug).then(
      (r) => live && setRead({ read: r, error: null }),
      (err: unknown) => live && setRead({ read: null, error: errorText(err, lang) }),
    );
    return () => {
      live = false;
    };
  }, [mem, slug, lang]);
  const raw = {
    other: picked(answers, 'other') ?? 'unclear',
    self: yesNo(QUIT_SELF_QUESTIONS, yesOf(answers, 'self')),
    cost: yesNo(QUIT_COST_QUESTIONS, yesOf(answers, 'cost')),
    signals: yesNo(QUIT_SIGNALS, yesOf(answers, 'signals')),
    ...(picked(answers, 'scene') ? { scene: picked(answers, 'scene') } : {}),
  };
  const r = read?.read ?? null;
  const opening = r ? openingOf(r, new Date()) : null;
  const scenes = opening ? quitOpeningStep(opening, lang) : null;
  const width = cols - 2;
  const name = String(mem.summary(slug)?.nickname ?? slug);
  // The summary is the judgement only: the review was the first step.
  const judged = (lines: string[]) => lines.slice(Math.max(0, lines.indexOf(textFor(lang).quitTitle)));
  return {
    title: `${t.actions['quit']} · ${slug}`,
    error: read?.error ?? null,
    steps: r
      ? [
          { kind: 'info', id: 'review', title: t.quit.review, lines: reviewLines(reviewOf(r, new Date()), new Date(), t, lang) },
          { kind: 'timeline', id: 'events', title: t.quit.every },
          // The opening (the skill's step 1): why now, the six scenes, the low-moment rule; a scene is optional.
          { kind: 'pick', id: 'scene', title: scenes?.title ?? '', options: scenes?.options ?? [], lines: (scenes?.intro ?? []).flatMap((x) => paragraph(x, width)) },
          { kind: 'pick', id: 'other', title: QUIT_OTHER_QUESTION.label[lang], options: QUIT_OTHER_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] })) },
          { kind: 'check', id: 'self', title: t.quit.self, yesNo: true, items: QUIT_SELF_QUESTIONS.map((q) => ({ id: q.key, label: q.label[lang] })) },
          {
            kind: 'check',
            id: 'cost',
            title: t.quit.cost,
            yesNo: true,
            items: QUIT_COST_QUESTIONS.map((q) => ({ id: q.key, label: q.label[lang] })),
            // Beside the cost questions: the moods the user recorded, to set against today's answers.
            status: moodLines(opening?.moods ?? null, lang).flatMap((x) => paragraph(x, width, { token: 'muted' })),
          },
          { kind: 'check', id: 'signals', title: t.quit.signalsTitle, yesNo: true, items: QUIT_SIGNALS.map((s) => ({ id: s.key, label: s.label[lang] })) },
        ]
      : null,
    ...planThenRun({
      lang,
      plan: r ? () => planQuit(raw, r, new Date()).report : null,
      loadError: read?.error ?? null,
      text: (out) => judged(quitText(out, lang, slug, 'screen')),
      run: () => runQuit(mem, slug, raw),
      replaces: false,
      width,
      // After a let-go conclusion the user may put the crush away: offered once, never done for them.
      offer: (out) => (out.judgement.verdict === 'let_go' ? { text: t.archive.offer(name), screen: { kind: 'flow', slug, flow: 'archive' } } : undefined),
    }),
  };
}
