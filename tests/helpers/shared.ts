import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';
import { ROOT } from './temp.js';

/**
 * ../shared, beside this checkout: the simp-skill tools (Python) and their golden outputs.
 * A clone on its own has none. The rule is the one vitest.config.ts uses: when ../shared is
 * missing the tests that need it are skipped, except in CI (CI=true), where nothing skips
 * and a missing ../shared fails loudly.
 *
 * tests/setup.ts sets CI=false for Ink, so the config hands the real value through as
 * SIMP_REAL_CI.
 */
export const SHARED = resolve(ROOT, '..', 'shared');
export const sharedPresent = existsSync(join(SHARED, 'simp-skill', 'tools'));
const inCi = (process.env['SIMP_REAL_CI'] ?? process.env['CI']) === 'true';
/** True when the tests that need ../shared are skipped. */
export const skipShared = !sharedPresent && !inCi;

/** `it` for a test that runs the reference tools or reads their fixtures; `it.skip` without ../shared (`.each` too). */
export const itWithShared = it.skipIf(skipShared);
/** `describe` for a group that needs ../shared throughout; `describe.skip` without it. */
export const describeWithShared = describe.skipIf(skipShared);
