// Builds the shipped bundle: dist/cli.js (command line, no UI code) plus a lazily
// imported chunk for the Ink TUI, so non-interactive verbs start fast.
import { build } from 'esbuild';
import { rmSync, chmodSync, readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync('dist', { recursive: true, force: true });
await build({
  minify: process.env.SIMP_NO_MINIFY !== "1",
  // dist/cli.js is the binary; dist/main.js exports main(argv) for running verbs in-process (the test runner).
  entryPoints: { cli: 'src/cli/bin.ts', main: 'src/cli/main.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist',
  jsx: 'automatic',
  // React ships a development build that is several times slower; the bundle is the product.
  // `simp -V` says the version package.json has when the bundle is built.
  define: { 'process.env.NODE_ENV': '"production"', __SIMP_VERSION__: JSON.stringify(version) },
  // Optional Ink dev-tool integration; never loaded at run time.
  external: ['react-devtools-core'],
  // gray-matter's default YAML engine, never used (see the stub).
  alias: { 'js-yaml': './scripts/stubs/js-yaml.cjs' },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __simpCreateRequire } from 'node:module'; const require = __simpCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync('dist/cli.js', 0o755);
