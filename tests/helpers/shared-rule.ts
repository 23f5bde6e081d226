// How a test file is seen to need ../shared (the simp-skill tools and their golden outputs):
// one rule for vitest.config.ts, which leaves such files out in a clone on its own, and for
// tests/architecture/shared-marks.test.ts, which holds every file to it.

/** What reading ../shared looks like in a test file. */
export const USES_SHARED = /SKILL_TOOLS|\bFIXTURES\b|fixtureBase|'shared'|reference-tool|'stress\.mjs'/;
/** A file whose tests are marked one by one (itWithShared / describeWithShared). */
export const MARKS_SHARED = /helpers\/shared\.js'/;
/** A file that is nothing but comparisons with the reference says so on its first line. */
export const WHOLE_NEEDS_SHARED = /^\/\/ needs \.\.\/shared\b/;

/** True for a file left out whole without ../shared: it says so, or it reads ../shared without marking its tests. */
export const leftOutWithoutShared = (text: string): boolean => WHOLE_NEEDS_SHARED.test(text) || (USES_SHARED.test(text) && !MARKS_SHARED.test(text));
