import { Box, Text } from 'ink';
import { useServices } from '../kernel/services-context.js';
import { useNavView } from '../kernel/nav-context.js';
import { useTerminalSize } from '../kernel/use-terminal-size.js';
import { layoutFor, MIN_SIZE, tooSmall } from '../kernel/layout.js';
import { LayoutContext } from '../kernel/layout-context.js';
import { ScreenRouter } from './screen-router.js';
import { TitleBar } from './title-bar.js';
import { Footer } from '../keys/footer.js';
import { HelpOverlay } from './help-overlay.js';

/**
 * Title, the screen stack, a notice line and the footer, exactly one row shorter
 * than the terminal (so Ink never repaints the whole screen). Screens below the
 * top of the stack stay mounted but hidden, so going back keeps their cursor.
 */
export function Shell() {
  const { t, theme } = useServices();
  const size = useTerminalSize();
  const nav = useNavView();
  if (tooSmall(size)) {
    const [first = '', second = ''] = t.tooSmall(`${MIN_SIZE.cols}×${MIN_SIZE.rows}`, `${size.cols}×${size.rows}`);
    return (
      <Box flexDirection="column" padding={1}>
        <Text color={theme.fg('warning')}>{first}</Text>
        <Text>{second}</Text>
      </Box>
    );
  }
  const layout = layoutFor(size);
  return (
    <LayoutContext.Provider value={layout}>
      <Box flexDirection="column" width={layout.cols} height={layout.rows - 1}>
        <TitleBar />
        <Box height={layout.body} flexDirection="column" overflow="hidden">
          {nav.stack.map((screen, i) => {
            const top = i === nav.stack.length - 1;
            return (
              <Box key={`${i}-${screen.kind}`} display={top && !nav.help ? 'flex' : 'none'} flexDirection="column">
                <ScreenRouter screen={screen} isActive={top && !nav.help} />
              </Box>
            );
          })}
          {nav.help ? <HelpOverlay /> : null}
        </Box>
        <Text color={theme.fg('success')} wrap="truncate-end">
          {nav.notice ?? ' '}
        </Text>
        <Footer />
      </Box>
    </LayoutContext.Provider>
  );
}
