import { useServices } from './kernel/services-context.js';
import { useNavView } from './kernel/nav-context.js';
import { LinesView } from '../widgets/text/lines-view.js';
import { titleLine } from './title-line.js';

/** One row: the app name and where the user is. */
export function TitleBar() {
  const { t } = useServices();
  const { stack } = useNavView();
  return <LinesView lines={[titleLine(stack, t)]} height={1} />;
}
