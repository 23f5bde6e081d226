import { defineConfig } from 'vitest/config';

// The TUI keypress benchmark renders through ink-testing-library like the TUI tests,
// but lives here so `npm test` never waits for its 200,000-event fixture.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 600_000,
    pool: 'forks',
  },
});
