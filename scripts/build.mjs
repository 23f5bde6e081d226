// Builds the shipped bundle: dist/cli.js (the binary, holding the read verbs) and
// dist/main.js with its chunks (everything else, the Ink TUI a lazily imported chunk).
import { build } from 'esbuild';
import { rmSync, chmodSync, readFileSync, copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync('dist', { recursive: true, force: true });
const common = {
  minify: process.env.SIMP_NO_MINIFY !== '1',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist',
  jsx: 'automatic',
  // React ships a development build that is several times slower; the bundle is the product.
  // `simp -V` says the version package.json has when the bundle is built.
  define: { 'process.env.NODE_ENV': '"production"', __SIMP_VERSION__: JSON.stringify(version) },
  alias: {
    // gray-matter's default YAML engine, never used (see the stub).
    'js-yaml': './scripts/stubs/js-yaml.cjs',
    // Cell widths with the screens' own fast paths, string-width's answers (components/text/string-width-shim.ts).
    'string-width': './components/text/string-width-shim.ts',
  },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __simpCreateRequire } from 'node:module'; const require = __simpCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
};
// dist/main.js exports main(argv): every verb and the TUI, split into chunks loaded as needed
// (the test runner also calls it in-process).
await build({
  ...common,
  entryPoints: { main: 'src/cli/main.ts' },
  splitting: true,
  // Optional Ink dev-tool integration; never loaded at run time.
  external: ['react-devtools-core'],
});
// dist/cli.js, the binary: a small file that only decides where a call goes. The plain read
// verbs are dist/read-verbs.js, one file (each extra module costs Node a resolve, a read and
// a compile); `append` is dist/append-verb.js (its write path would weigh on every read); the
// UI's launcher is dist/tui-launch.js; anything else imports ./main.js. No call parses the
// code of another's.
const apart = { './action-append.js': './append-verb.js', './tui-entry.js': './tui-launch.js', './read-verbs.js': './read-verbs.js' };
await build({
  ...common,
  entryPoints: { cli: 'src/cli/bin.ts' },
  splitting: false,
  external: ['./main.js'],
  plugins: [
    {
      name: 'verbs-apart',
      setup(b) {
        b.onResolve({ filter: /^\.\/(action-append|tui-entry|read-verbs)\.js$/ }, (a) => ({ path: apart[a.path], external: true }));
      },
    },
  ],
});
await build({
  ...common,
  entryPoints: { 'read-verbs': 'src/cli/read-verbs.ts' },
  splitting: false,
});
// dist/tui-launch.js: the UI's launcher, one file (the list drawn and the first keys answered
// without the memory service, React or Ink); the app itself comes from ./main.js.
await build({
  ...common,
  entryPoints: { 'tui-launch': 'src/cli/tui-entry.ts' },
  splitting: false,
  external: ['./main.js'],
});
// Split, so what only a daily snapshot needs (reading state.md: the YAML parser) is a
// chunk of its own, loaded the one time a day it is used.
await build({
  ...common,
  entryPoints: { 'append-verb': 'src/cli/action-append.ts' },
  splitting: true,
});
// The banner's require() is for bundled CommonJS code that loads Node's own modules; a file
// without such code does not pay for making it (~5-10 ms at start-up: Node's CommonJS loader).
const BANNER = common.banner.js.split('\n')[1];
for (const file of readdirSync('dist').filter((f) => f.endsWith('.js'))) {
  const path = join('dist', file);
  const text = readFileSync(path, 'utf8');
  const rest = text.replace(BANNER, '');
  if (rest !== text && !/\brequire\b/.test(rest)) writeFileSync(path, rest);
}
chmodSync('dist/cli.js', 0o755);
// resvg's WebAssembly, for PNG pictures (src/memory/png.ts).
copyFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'), join('dist', 'resvg.wasm'));
// The Chinese tagger's WebAssembly, read beside the bundle at run time (src/memory/tagger.ts).
const wasm = 'jieba_rs_wasm_bg.wasm';
copyFileSync(join(dirname(createRequire(import.meta.url).resolve('jieba-wasm/web')), wasm), join('dist', wasm));
