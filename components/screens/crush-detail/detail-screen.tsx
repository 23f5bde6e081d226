import { SCREEN_INTERACTIONS } from '../../../src/flows/rhythm.js';
import { useEffect, useRef } from 'react';
import { Box, Text } from 'ink';
import { useServices } from '../../shell/kernel/services-context.js';
import { useLayout } from '../../shell/kernel/layout-context.js';
import { useNav } from '../../shell/kernel/nav-context.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { lineText, paragraph, type Line } from '../../widgets/text/line.js';
import { useProblemKeys } from '../repair/use-problem-keys.js';
import { scoreSegs } from '../score/score-segs.js';
import { useEventIndex } from '../timeline/event-index-store.js';
import { useTimelineState, isFiltered } from '../timeline/use-timeline-state.js';
import { useStoryView } from '../timeline/use-story-view.js';
import { sortedInteractions } from '../timeline/timeline-view.js';
import { useLive } from '../../shell/kernel/live-data.js';
import { useTimeline } from '../timeline/use-timeline.js';
import { TimelinePane, timelineRows } from '../timeline/timeline-pane.js';
import { useCorrections } from '../timeline/use-corrections.js';
import { useCrush } from './use-crush.js';
import { useScoreHistory } from './use-score-history.js';
import { useDetailState } from './use-detail-state.js';
import { useDetail, type DetailCommand } from './use-detail.js';
import { profileLines, fieldText, shownValue } from './profile-lines.js';
import { stateLines } from './state-lines.js';
import { DetailLayout, paneSizes } from './detail-layout.js';
import { useTopics } from '../knowledge/use-topics.js';
import { knownTopics, topicLines } from '../knowledge/topic-lines.js';
import { stageName } from '../../../src/present/enum-names.js';
import { PLACEHOLDER } from '../../../src/model/index.js';
import { cleanText } from '../../widgets/text/clean-text.js';
import { quickHealth } from '../../../src/flows/doctor.js';
import { doctorBanner } from '../../../src/present/doctor-text.js';
import { moodTrend } from '../../../src/engine/mood.js';
import { loadMoods } from '../../../src/flows/feel.js';
import { onThisDayOf } from '../../../src/flows/on-this-day.js';
import { onThisDayLine } from '../../../src/present/on-this-day-text.js';

/** One crush: profile, state and timeline panes; Tab moves between them. */
export function DetailScreen({ slug, isActive }: { slug: string; isActive: boolean }) {
  const { t, lang, theme, mem } = useServices();
  const { cols, body, wide } = useLayout();
  const nav = useNav();
  const { view, error, repairable } = useCrush(slug);
  // A folder that cannot be read says why in the state pane, and Esc / R (the repair) work from any pane.
  useProblemKeys(slug, repairable, isActive && error !== null, 2);
  const idx = useEventIndex(slug);
  const topics = useTopics(slug);
  const [ds, dispatch] = useDetailState();
  const [tl, tlDispatch] = useTimelineState();
  // The interactions of `simp log` and imported chats among the events, at their times.
  const interactions = useLive(`interactions:${slug}`, slug, () => {
    try {
      return sortedInteractions(mem.recentInteractions(slug, SCREEN_INTERACTIONS));
    } catch {
      return [];
    }
  });
  const { view: tlView, searching, types } = useStoryView(idx, tl, interactions, false);
  const fixes = useCorrections(slug);
  const history = useScoreHistory(idx, fixes);

  // Your own recorded moods, read again when the crush changes (a `feel` here or elsewhere).
  const mood = useLive(`moods:${slug}`, slug, () => {
    try {
      return moodTrend(loadMoods(mem, slug));
    } catch {
      return null;
    }
  });

  // What needs mending, in one line above the panes (what the launcher can tell at once; `simp doctor` says more).
  const health = useLive(`doctor:${slug}`, slug, () => {
    try {
      return quickHealth(mem, slug);
    } catch {
      return null;
    }
  });
  const banner = health && !error ? doctorBanner(health, lang) : null;
  // "A year ago today…": one line above the panes when the logs hold this day in an earlier year.
  const earlier = useLive(`on-this-day:${slug}`, slug, () => {
    try {
      return onThisDayOf(mem, slug);
    } catch {
      return [];
    }
  });
  const recall = error ? null : onThisDayLine(earlier, lang);
  const sizes = paneSizes(wide, cols, body - 1 - (banner ? 1 : 0) - (recall ? 1 : 0), ds.pane);
  const profile = view ? profileLines(view, sizes.width.profile, t, lang) : [];
  // Known topics, those the current state mentions first.
  const situation = view?.state.sections.map((s) => s.content).join('\n') ?? '';
  const shown = knownTopics(topics.entries, situation, topics.limit);
  const known = topicLines(shown, topics.entries.length, sizes.width.state, t, topics.error);
  const problem: Line[] = error
    ? [...paragraph(t.error(error), sizes.width.state, { token: 'danger' }), [{ text: '' }], [{ text: repairable ? t.repair.hint : t.repair.back, token: 'accent' }]]
    : [];
  const state = view ? stateLines(view, history, sizes.width.state, t, lang, known, mood) : problem;
  const tlHeight = timelineRows(sizes.rows.timeline, tl);
  const textPane = ds.pane === 'profile' ? profile : state;

  // New events arrive at the top: keep the cursor on the event it was on.
  const count = idx.index?.count ?? 0;
  const seen = useRef(count);
  // After every render, but acting only when the count moved.
  useEffect(() => {
    if (count === seen.current) return;
    if (count > seen.current && seen.current > 0 && !isFiltered(tl)) {
      tlDispatch({ type: 'shift', by: count - seen.current, count: tlView.length, height: tlHeight });
    }
    seen.current = count;
  });
  useEffect(() => tlDispatch({ type: 'fit', count: tlView.length, height: tlHeight }), [tlView.length, tlHeight, tlDispatch]);

  useTimeline({
    state: tl,
    dispatch: tlDispatch,
    view: tlView,
    height: tlHeight,
    isActive: isActive && ds.pane === 'timeline',
    types,
    onCorrect: (at, action) => {
      const record = at < 0 ? interactions[-at - 1] : undefined;
      const index = idx.index;
      const ref = record ? (record.offset === undefined ? null : `i@${record.offset}`) : index && at >= 0 && index.offsetOf(at) >= 0 ? `@${index.offsetOf(at)}` : null;
      if (ref) nav.push({ kind: 'correct', slug, ref, action });
    },
    onOpen: (at) => {
      const record = at < 0 ? interactions[-at - 1] : undefined;
      if (record) nav.push({ kind: 'record', slug, record });
      else if (at >= 0) nav.push({ kind: 'event', slug, index: at });
    },
  });
  const onCommand = (command: DetailCommand): void => {
    if (command === 'back') return nav.back();
    if (command === 'search' || command === 'filter') {
      dispatch({ type: 'focus', pane: 'timeline' });
      return tlDispatch(command === 'search' ? { type: 'startSearch' } : { type: 'startPick', all: types });
    }
    if (command === 'analyze') return nav.push({ kind: 'flow', slug, flow: 'analyze' });
    if (command === 'doctor') return banner ? nav.push({ kind: 'doctor', slug }) : undefined;
    nav.push({ kind: command, slug });
  };
  useDetail({
    state: ds,
    dispatch,
    total: textPane.length,
    height: sizes.rows[ds.pane],
    isActive: isActive && tl.mode === 'browse',
    onCommand,
  });

  const f = view?.profile.fields ?? {};
  const stateFields = view?.state.fields;
  const name = fieldText(f['nickname'] ?? view?.meta?.nickname ?? slug);
  const summaries = {
    profile: (['personality_type', 'mbti', 'city'] as const)
      .filter((k) => f[k] && f[k] !== PLACEHOLDER)
      .map((k) => shownValue(k, f[k], lang))
      .join(' · '),
    state: stateFields ? `${stageName(stateFields.current_stage, lang)} · ${lineText(scoreSegs(stateFields.signal_score, null, t, lang, false))}` : '',
    timeline: idx.index ? t.timeline.header(idx.index.count, idx.index.count) : '',
  };
  return (
    <Box flexDirection="column" height={body}>
      <Text wrap="truncate-end">
        <Text bold color={theme.fg('heading')}>
          {cleanText(name)} ({slug})
        </Text>
        {stateFields ? <Text> · {cleanText(summaries.state)} {stateFields.score_trend === 'up' ? '↑' : stateFields.score_trend === 'down' ? '↓' : '→'}</Text> : null}
      </Text>
      {banner ? (
        <Text color={theme.fg('warning')} wrap="truncate-end">
          {t.doctor.banner(banner)}
        </Text>
      ) : null}
      {recall ? (
        <Text color={theme.fg('accent')} wrap="truncate-end">
          {cleanText(recall)}
        </Text>
      ) : null}
      <DetailLayout
        wide={wide}
        focus={ds.pane}
        sizes={sizes}
        summaries={summaries}
        content={{
          profile: <LinesView lines={profile} height={sizes.rows.profile} offset={ds.offsets.profile} />,
          state: <LinesView lines={state} height={sizes.rows.state} offset={ds.offsets.state} />,
          timeline: <TimelinePane idx={idx} state={tl} view={tlView} interactions={interactions} searching={searching} height={sizes.rows.timeline} types={types} fixes={fixes} />,
        }}
      />
    </Box>
  );
}
