import { useServices } from '../kernel/services-context.js';
import { LinesView } from '../../widgets/text/lines-view.js';
import { useActiveBindings } from './keypress-context.js';
import { footerLine } from './footer-line.js';

export function Footer() {
  const { t } = useServices();
  return <LinesView lines={[footerLine(useActiveBindings(), t)]} height={1} />;
}
