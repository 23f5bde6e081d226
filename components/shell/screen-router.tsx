import type { ReactElement } from 'react';
import type { FlowName, FlowStart } from './kernel/use-nav-state.js';
import type { OfferedCandidate } from '../../src/flows/knowledge-index.js';
import type { InteractionRecord } from '../../src/memory/index.js';
import { CrushListScreen } from '../screens/crush-list/crush-list-screen.js';
import { DetailScreen } from '../screens/crush-detail/detail-screen.js';
import { EventScreen } from '../screens/timeline/event-screen.js';
import { RecordScreen } from '../screens/timeline/record-screen.js';
import { CorrectScreen } from '../screens/timeline/correct-screen.js';
import { EntryScreen } from '../screens/event-form/entry-screen.js';
import { CreateScreen } from '../screens/create-crush/create-screen.js';
import { EditScreen } from '../screens/profile-edit/edit-screen.js';
import { SectionScreen } from '../screens/profile-edit/section-screen.js';
import { VersionsScreen } from '../screens/versions/versions-screen.js';
import { ActionsScreen } from './actions-screen.js';
import { FlowScreen } from '../screens/guided/flow-screen.js';
import { RememberScreen } from '../screens/knowledge/remember-screen.js';
import { TopicsScreen } from '../screens/knowledge/topics-screen.js';
import { LogScreen } from '../screens/event-form/log-screen.js';
import { OutcomeScreen } from '../screens/guided/outcome-screen.js';
import { FolderScreen } from '../screens/folders/folder-screen.js';
import { SearchScreen } from '../screens/search/search-screen.js';
import { ExportScreen } from '../screens/folders/export-screen.js';
import { WorkshopScreen } from '../screens/knowledge/workshop-screen.js';
import { MbtiScreen } from '../screens/guided/mbti-screen.js';
import { RhythmScreen } from '../screens/charts/rhythm-screen.js';
import { WhyScreen } from '../screens/score/why-screen.js';
import { FeelScreen } from '../screens/score/feel-screen.js';
import { ImportScreen } from '../screens/folders/import-screen.js';
import { MediaScreen } from '../screens/charts/media-screen.js';
import { CrisisHelpScreen } from '../screens/guided/crisis-help-screen.js';
import { ConfessPrepScreen } from '../screens/guided/confess-prep-screen.js';
import { RepairScreen } from '../screens/repair/repair-screen.js';
import { DoctorScreen } from '../screens/repair/doctor-screen.js';

/** Where a crush's screen is offered besides its own key: `tool` puts it in the `m` list (table order). */
type Offer = 'tool';

/** A screen: what it is opened with (besides its kind) and the component that draws it. */
interface ScreenDef<P> {
  readonly draw: (params: P, isActive: boolean) => ReactElement;
  readonly offer?: Offer;
}

const def = <P,>(draw: (params: P, isActive: boolean) => ReactElement): ScreenDef<P> => ({ draw });
/** A crush's screen offered in its `m` list. */
const tool = (draw: (params: Slug, isActive: boolean) => ReactElement): ScreenDef<Slug> & { readonly offer: Offer } => ({ draw, offer: 'tool' });

interface Slug {
  readonly slug: string;
}

/**
 * Every screen of the app, one row each: the union `Screen`, the router and the
 * `m` list of a crush (the rows marked `tool`, in this order: Move to the trash
 * stays last) are made from it. A new screen is its component, its row here and
 * its words (tui-zh.ts, tui-en.ts).
 */
const SCREENS = {
  list: def<object>((_, a) => <CrushListScreen isActive={a} />),
  create: def<object>((_, a) => <CreateScreen isActive={a} />),
  detail: def<Slug>((s, a) => <DetailScreen slug={s.slug} isActive={a} />),
  event: def<Slug & { index: number }>((s, a) => <EventScreen slug={s.slug} index={s.index} isActive={a} />),
  /** Correct (amend) or retract (void) one record: `ref` as `simp amend` takes it (`@offset`, `i@offset`). */
  correct: def<Slug & { ref: string; action: 'amend' | 'void' }>((s, a) => <CorrectScreen slug={s.slug} refText={s.ref} action={s.action} isActive={a} />),
  /** One interaction of interactions.jsonl, read whole. */
  record: def<Slug & { record: InteractionRecord }>((s, a) => <RecordScreen record={s.record} isActive={a} />),
  actions: def<Slug>((s, a) => <ActionsScreen slug={s.slug} isActive={a} />),
  /** Mend what the crush's banner names (`simp doctor --fix`). */
  doctor: def<Slug>((s, a) => <DoctorScreen slug={s.slug} isActive={a} />),
  /** Rebuild state.md and meta.json from the events (the repair an error offers). */
  repair: def<Slug>((s, a) => <RepairScreen slug={s.slug} isActive={a} />),
  /** Every crush's records searched for a text; a result opens where it is. */
  search: def<{ text?: string }>((s, a) => <SearchScreen text={s.text} isActive={a} />),
  flow: def<Slug & { flow: FlowName; start?: FlowStart }>(
    // Keyed: one flow screen replacing another (progress → analyze) starts fresh, hooks and answers.
    (s, a) => <FlowScreen key={`${s.flow}:${s.slug}`} slug={s.slug} flow={s.flow} isActive={a} start={s.start} />,
  ),
  // The `m` list's tools, in its order.
  /** A difficult moment in words: which crisis type it sounds like. */
  crisisHelp: tool((s, a) => <CrisisHelpScreen slug={s.slug} isActive={a} />),
  /** The confession check, method and words before confessing. */
  confessPrep: tool((s, a) => <ConfessPrepScreen slug={s.slug} isActive={a} />),
  /** How a confession went. */
  outcome: tool((s, a) => <OutcomeScreen slug={s.slug} isActive={a} />),
  /** "What happened": one interaction for interactions.jsonl. */
  log: tool((s, a) => <LogScreen slug={s.slug} isActive={a} />),
  import: tool((s, a) => <ImportScreen slug={s.slug} isActive={a} />),
  media: tool((s, a) => <MediaScreen slug={s.slug} isActive={a} />),
  rhythm: tool((s, a) => <RhythmScreen slug={s.slug} isActive={a} />),
  /** A draft message checked as it is typed. */
  workshop: tool((s, a) => <WorkshopScreen slug={s.slug} isActive={a} />),
  /** Their MBTI type from what they do. */
  mbti: tool((s, a) => <MbtiScreen slug={s.slug} isActive={a} />),
  /** Topic memory: a fact typed here, or the notes a flow offered (`offered`). */
  remember: { ...def<Slug & { offered?: readonly OfferedCandidate[] }>((s, a) => <RememberScreen slug={s.slug} offered={s.offered} isActive={a} />), offer: 'tool' as const },
  /** Every topic memory of a crush, to edit or delete one. */
  topics: tool((s, a) => <TopicsScreen slug={s.slug} isActive={a} />),
  entry: tool((s, a) => <EntryScreen slug={s.slug} isActive={a} />),
  edit: tool((s, a) => <EditScreen slug={s.slug} isActive={a} />),
  section: tool((s, a) => <SectionScreen slug={s.slug} isActive={a} />),
  versions: tool((s, a) => <VersionsScreen slug={s.slug} isActive={a} />),
  why: tool((s, a) => <WhyScreen slug={s.slug} isActive={a} />),
  /** How are you: the user's own mood. */
  feel: tool((s, a) => <FeelScreen slug={s.slug} isActive={a} />),
  export: tool((s, a) => <ExportScreen slug={s.slug} isActive={a} />),
  /** Rename or delete (move to .trash/) a crush. */
  rename: tool((s, a) => <FolderScreen key="rename" slug={s.slug} action="rename" isActive={a} />),
  delete: tool((s, a) => <FolderScreen key="delete" slug={s.slug} action="delete" isActive={a} />),
};

type Kinds = typeof SCREENS;
type ParamsOf<K extends keyof Kinds> = Kinds[K] extends ScreenDef<infer P> ? P : never;

/** Every screen of the app; the stack's last entry is the one shown. */
export type Screen = { [K in keyof Kinds]: { kind: K } & ParamsOf<K> }[keyof Kinds];

/** The screens of a crush offered as tools in its `m` list, in the table's order. */
export type ToolKind = { [K in keyof Kinds]: Kinds[K] extends { offer: 'tool' } ? K : never }[keyof Kinds];
export const TOOLS = (Object.keys(SCREENS) as (keyof Kinds)[]).filter((k): k is ToolKind => SCREENS[k].offer === 'tool');

/** Which component draws which screen. */
export function ScreenRouter({ screen, isActive }: { screen: Screen; isActive: boolean }) {
  return (SCREENS[screen.kind] as ScreenDef<Screen>).draw(screen, isActive);
}
