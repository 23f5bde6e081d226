import type { Screen } from '../kernel/use-nav-state.js';
import { CrushListScreen } from '../crush-list/crush-list-screen.js';
import { DetailScreen } from '../crush-detail/detail-screen.js';
import { EventScreen } from '../timeline/event-screen.js';
import { RecordScreen } from '../timeline/record-screen.js';
import { CorrectScreen } from '../timeline/correct-screen.js';
import { EntryScreen } from '../event-form/entry-screen.js';
import { CreateScreen } from '../create-crush/create-screen.js';
import { EditScreen } from '../profile-edit/edit-screen.js';
import { SectionScreen } from '../profile-edit/section-screen.js';
import { VersionsScreen } from '../versions/versions-screen.js';
import { ActionsScreen } from './actions-screen.js';
import { FlowScreen } from '../flows/flow-screen.js';
import { RememberScreen } from '../knowledge/remember-screen.js';
import { TopicsScreen } from '../knowledge/topics-screen.js';
import { LogScreen } from '../event-form/log-screen.js';
import { OutcomeScreen } from '../flows/outcome-screen.js';
import { FolderScreen } from '../folders/folder-screen.js';
import { SearchScreen } from '../search/search-screen.js';
import { ExportScreen } from '../folders/export-screen.js';
import { WorkshopScreen } from '../knowledge/workshop-screen.js';
import { MbtiScreen } from '../flows/mbti-screen.js';
import { RhythmScreen } from '../charts/rhythm-screen.js';
import { WhyScreen } from '../score/why-screen.js';
import { FeelScreen } from '../score/feel-screen.js';
import { ImportScreen } from '../folders/import-screen.js';
import { MediaScreen } from '../charts/media-screen.js';
import { CrisisHelpScreen } from '../flows/crisis-help-screen.js';
import { ConfessPrepScreen } from '../flows/confess-prep-screen.js';
import { RepairScreen } from '../repair/repair-screen.js';
import { DoctorScreen } from '../repair/doctor-screen.js';

/** Which component draws which screen. */
export function ScreenRouter({ screen, isActive }: { screen: Screen; isActive: boolean }) {
  switch (screen.kind) {
    case 'list':
      return <CrushListScreen isActive={isActive} />;
    case 'create':
      return <CreateScreen isActive={isActive} />;
    case 'detail':
      return <DetailScreen slug={screen.slug} isActive={isActive} />;
    case 'event':
      return <EventScreen slug={screen.slug} index={screen.index} isActive={isActive} />;
    case 'correct':
      return <CorrectScreen slug={screen.slug} refText={screen.ref} action={screen.action} isActive={isActive} />;
    case 'record':
      return <RecordScreen record={screen.record} isActive={isActive} />;
    case 'actions':
      return <ActionsScreen slug={screen.slug} isActive={isActive} />;
    case 'entry':
      return <EntryScreen slug={screen.slug} isActive={isActive} />;
    case 'edit':
      return <EditScreen slug={screen.slug} isActive={isActive} />;
    case 'section':
      return <SectionScreen slug={screen.slug} isActive={isActive} />;
    case 'versions':
      return <VersionsScreen slug={screen.slug} isActive={isActive} />;
    case 'doctor':
      return <DoctorScreen slug={screen.slug} isActive={isActive} />;
    case 'repair':
      return <RepairScreen slug={screen.slug} isActive={isActive} />;
    case 'remember':
      return <RememberScreen slug={screen.slug} offered={screen.offered} isActive={isActive} />;
    case 'confessPrep':
      return <ConfessPrepScreen slug={screen.slug} isActive={isActive} />;
    case 'crisisHelp':
      return <CrisisHelpScreen slug={screen.slug} isActive={isActive} />;
    case 'media':
      return <MediaScreen slug={screen.slug} isActive={isActive} />;
    case 'import':
      return <ImportScreen slug={screen.slug} isActive={isActive} />;
    case 'rhythm':
      return <RhythmScreen slug={screen.slug} isActive={isActive} />;
    case 'why':
      return <WhyScreen slug={screen.slug} isActive={isActive} />;
    case 'feel':
      return <FeelScreen slug={screen.slug} isActive={isActive} />;
    case 'mbti':
      return <MbtiScreen slug={screen.slug} isActive={isActive} />;
    case 'workshop':
      return <WorkshopScreen slug={screen.slug} isActive={isActive} />;
    case 'export':
      return <ExportScreen slug={screen.slug} isActive={isActive} />;
    case 'search':
      return <SearchScreen text={screen.text} isActive={isActive} />;
    case 'rename':
    case 'delete':
      return <FolderScreen key={screen.kind} slug={screen.slug} action={screen.kind} isActive={isActive} />;
    case 'outcome':
      return <OutcomeScreen slug={screen.slug} isActive={isActive} />;
    case 'log':
      return <LogScreen slug={screen.slug} isActive={isActive} />;
    case 'topics':
      return <TopicsScreen slug={screen.slug} isActive={isActive} />;
    case 'flow':
      // Keyed: one flow screen replacing another (progress → analyze) starts fresh, hooks and answers.
      return <FlowScreen key={`${screen.flow}:${screen.slug}`} slug={screen.slug} flow={screen.flow} isActive={isActive} start={screen.start} />;
  }
}
