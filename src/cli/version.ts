// Set from package.json's "version" when the bundle is built (scripts/build.mjs) and when tests run (vitest.config.ts).
declare const __SIMP_VERSION__: string;

export const VERSION: string = __SIMP_VERSION__;
