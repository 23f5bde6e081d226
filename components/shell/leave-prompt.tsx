import { Text } from 'ink';
import { useServices } from './kernel/services-context.js';
import { useAsking, useLeaveGuard } from './kernel/leave-guard.js';
import { useKeys } from './keys/keypress-context.js';

/**
 * The "discard what you typed? (y/N)" row, shown in place of the notice line. While
 * it is open it takes every key before any screen: y discards (and leaves or
 * quits), anything else keeps what was typed.
 */
export function LeavePrompt() {
  const { t, theme } = useServices();
  const asking = useAsking();
  const guard = useLeaveGuard();
  useKeys(
    (input, key) => {
      guard.answer(!('paste' in key && key.paste) && (input === 'y' || input === 'Y'));
      return true;
    },
    { isActive: asking !== null, priority: 100 },
  );
  if (!asking) return null;
  return (
    <Text bold color={theme.fg('warning')} wrap="truncate-end">
      {asking.kind === 'quit' ? t.leave.quit : t.leave.back}
    </Text>
  );
}
