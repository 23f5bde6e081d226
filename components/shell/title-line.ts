import type { TuiMessages } from '../../src/i18n/tui-zh.js';
import type { Line, Seg } from '../widgets/text/line.js';
import type { Screen } from './kernel/use-nav-state.js';

function crumb(screen: Screen, t: TuiMessages): string {
  if (screen.kind === 'list') return '';
  if (screen.kind === 'detail') return screen.slug;
  if (screen.kind === 'flow') return (t.actions as Record<string, string>)[screen.flow] ?? screen.flow;
  return (t.screens as Record<string, string>)[screen.kind] ?? screen.kind;
}

/** The title row: the app name and where the user is (a breadcrumb of the screen stack). */
export function titleLine(stack: readonly Screen[], t: TuiMessages): Line {
  const trail = stack.map((s) => crumb(s, t)).filter(Boolean);
  const segs: Seg[] = [{ text: t.title, token: 'accent', bold: true }];
  trail.forEach((c, i) => {
    segs.push({ text: ' › ', token: 'muted' });
    segs.push(i === trail.length - 1 ? { text: c } : { text: c, token: 'muted' });
  });
  return segs;
}
