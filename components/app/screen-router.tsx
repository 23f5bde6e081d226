import type { Screen } from './use-nav-state.js';
import { CrushListScreen } from '../crush-list/crush-list-screen.js';
import { DetailScreen } from '../crush-detail/detail-screen.js';

/** Which component draws which screen. */
export function ScreenRouter({ screen, isActive }: { screen: Screen; isActive: boolean }) {
  switch (screen.kind) {
    case 'list':
      return <CrushListScreen isActive={isActive} />;
    case 'detail':
      return <DetailScreen slug={screen.slug} isActive={isActive} />;
    default:
      return null;
  }
}
