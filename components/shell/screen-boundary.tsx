import { Component, type ReactNode } from 'react';
import { Box, Text } from 'ink';
import { useCommands } from './keys/keypress-context.js';
import { K } from './keys/keymap.js';
import { useServices } from './kernel/services-context.js';

interface Props {
  children: ReactNode;
  isActive: boolean;
  onBack: () => void;
}

/**
 * A render bug in one screen becomes a screen that says what happened, with Esc
 * back; the app, the other screens and the user's data carry on.
 */
export class ScreenBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ScreenBug error={error} isActive={this.props.isActive} onBack={this.props.onBack} />;
  }
}

function ScreenBug({ error, isActive, onBack }: { error: Error; isActive: boolean; onBack: () => void }) {
  const { t, theme } = useServices();
  useCommands([K.back, K.help], (command) => (command === 'back' ? onBack() : false), { isActive });
  return (
    <Box flexDirection="column">
      <Text color={theme.fg('danger')}>{t.screenBug(error.message)}</Text>
      <Text color={theme.fg('accent')}>{t.repair.back}</Text>
    </Box>
  );
}
