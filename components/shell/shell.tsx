import { useRef } from 'react';
import { Box, Text } from 'ink';
import { useServices } from './kernel/services-context.js';
import { useNav, useNavView } from './kernel/nav-context.js';
import { useTerminalSize } from './kernel/use-terminal-size.js';
import { layoutFor, MIN_SIZE, tooSmall } from './kernel/layout.js';
import { LayoutContext } from './kernel/layout-context.js';
import { ScreenRouter } from './screen-router.js';
import { TitleBar } from './title-bar.js';
import { Footer } from './keys/footer.js';
import { HelpOverlay } from './help-overlay.js';
import { ScreenBoundary } from './screen-boundary.js';
import { LeavePrompt } from './leave-prompt.js';
import { useAsking } from './kernel/leave-guard.js';

/**
 * Title, the screen stack, a notice line and the footer, exactly one row shorter
 * than the terminal (so Ink never repaints the whole screen). Screens below the
 * top of the stack stay mounted but hidden, so going back keeps their cursor.
 */
export function Shell() {
  const { t, theme } = useServices();
  const size = useTerminalSize();
  const nav = useNavView();
  const navigate = useNav();
  const small = tooSmall(size);
  const asking = useAsking();
  // While the terminal is too small the screens stay mounted (hidden, keys off) on the last
  // size that fitted, so a flow, a form and the text typed in it survive the resize.
  const fitted = useRef(small ? MIN_SIZE : size);
  if (!small) fitted.current = size;
  const layout = layoutFor(fitted.current);
  const [first = '', second = ''] = t.tooSmall(`${MIN_SIZE.cols}×${MIN_SIZE.rows}`, `${size.cols}×${size.rows}`);
  return (
    <LayoutContext.Provider value={layout}>
      {small ? (
        <Box flexDirection="column" padding={1}>
          <Text color={theme.fg('warning')}>{first}</Text>
          <Text>{second}</Text>
          <LeavePrompt />
        </Box>
      ) : null}
      <Box display={small ? 'none' : 'flex'} flexDirection="column" width={layout.cols} height={layout.rows - 1}>
        <TitleBar />
        <Box height={layout.body} flexDirection="column" overflow="hidden">
          {nav.stack.map((screen, i) => {
            const top = i === nav.stack.length - 1;
            const active = top && !nav.help && !small;
            return (
              <Box key={`${i}-${screen.kind}`} display={top && !nav.help ? 'flex' : 'none'} flexDirection="column">
                <ScreenBoundary isActive={active} onBack={navigate.back}>
                  <ScreenRouter screen={screen} isActive={active} />
                </ScreenBoundary>
              </Box>
            );
          })}
          {nav.help ? <HelpOverlay /> : null}
        </Box>
        {asking && !small ? (
          <LeavePrompt />
        ) : (
          <Text color={theme.fg('success')} wrap="truncate-end">
            {nav.notice ?? ' '}
          </Text>
        )}
        <Footer />
      </Box>
    </LayoutContext.Provider>
  );
}
