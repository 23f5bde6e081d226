// Builds the shipped bundle: dist/cli.js (the binary) with the three files it requires, and
// dist/main.mjs with its chunks (everything else, the Ink TUI a lazily imported chunk).
import { build as esbuild } from 'esbuild';
import { rmSync, chmodSync, readFileSync, copyFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { dirname, join, relative, resolve } from 'node:path';
import { DATA_NOTICES, packageDirs, renderNotices } from './notices.mjs';

const { version, engines } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync('dist', { recursive: true, force: true });
const common = {
  minify: process.env.SIMP_NO_MINIFY !== '1',
  bundle: true,
  platform: 'node',
  target: 'node20',
  outdir: 'dist',
  jsx: 'automatic',
  // React ships a development build that is several times slower; the bundle is the product.
  // `simp -V` says the version package.json has when the bundle is built.
  // The front matter's YAML parser is dist/yaml.js, required only when a value needs it (src/memory/formats/frontmatter.ts).
  define: { 'process.env.NODE_ENV': '"production"', __SIMP_VERSION__: JSON.stringify(version), __SIMP_YAML_FILE__: '"./yaml.js"' },
  alias: {
    // Cell widths with the screens' own fast paths, string-width's answers (components/widgets/text/string-width-shim.ts).
    'string-width': './components/widgets/text/string-width-shim.ts',
  },
  logLevel: 'warning',
  // Which files each bundle read: the packages of dist/THIRD-PARTY-NOTICES.
  metafile: true,
};
/** Every file the builds below read, and the files copied into dist/ beside them. */
const inputs = new Set();
const build = async (options) => {
  const result = await esbuild(options);
  for (const input of Object.keys(result.metafile.inputs)) inputs.add(input);
  return result;
};
// Two kinds of file. The binary's own files (cli.js and the three it loads with require(),
// below) are CommonJS, one file each: a call that stays in them never starts Node's ES module
// loader (~12 ms of every verb's start). Everything else is ES modules, `.mjs`, split into
// chunks loaded as needed. dist/package.json says that `.js` there is CommonJS.
const esm = {
  ...common,
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __simpCreateRequire } from 'node:module'; const require = __simpCreateRequire(import.meta.url);",
  },
};
const cjs = {
  ...common,
  format: 'cjs',
  splitting: false,
  // The source's import.meta.url (the code file a cache is stamped with, where the WebAssembly sits) is this file's URL.
  define: { ...common.define, 'import.meta.url': 'simpFileUrl' },
  inject: ['./scripts/stubs/file-url.js'],
  banner: { js: '#!/usr/bin/env node' },
};
/**
 * An esbuild plugin: the dynamic imports of these source files (named from the repository's root,
 * so a file moved to another folder is still found) or packages (by name) are files of the
 * bundle, loaded at run time, not bundled in.
 */
const apart = (name, map) => ({
  name,
  setup(b) {
    b.onResolve({ filter: /.*/ }, (a) => {
      if (a.kind !== 'dynamic-import') return undefined;
      const key = a.path.startsWith('.') ? relative(process.cwd(), resolve(a.resolveDir, a.path)).replaceAll('\\', '/').replace(/\.js$/, '.ts') : a.path;
      return Object.hasOwn(map, key) ? { path: map[key], external: true } : undefined;
    });
  },
});
/**
 * An esbuild plugin: Ink's React DevTools hook (ink/build/devtools.js, imported only when DEV=true,
 * with the `ws` WebSocket client behind it, ~47 KiB) is an empty module, so none of it ships.
 */
const noInkDevtools = {
  name: 'no-ink-devtools',
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (a) => (/[\\/]ink[\\/]build[\\/]/.test(a.importer) ? { path: 'ink-devtools', namespace: 'simp-empty' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'simp-empty' }, () => ({ contents: '// Ink DevTools: not part of simp (scripts/build.mjs).\n', loader: 'js' }));
  },
};
// dist/daily-<file>.js: the daily verbs of src/cli/verb-specs.ts (snapshot, versions, log, analyze,
// progress, daily, context --for, remember, recall), a CommonJS file for the verbs of each file of actions
// (ACTION_FILES there) with everything they load, instead of the main bundle's dozens of chunks:
// at these verbs' size, each chunk's load, and the code of the others' actions, is a large share
// of a call. What only other verbs reach from there (the admin verbs behind `list`'s fallback; the
// slug romaniser and the traditional-Chinese table, pure packages) stays in the main bundle's files.
// exifr (the photo EXIF reader, ~90 KiB) is loaded by analyze only when a reading cites the crush's photos.
const DAILY_APART = { 'src/cli/actions-admin.ts': './actions-admin.mjs', 'pinyin-pro': './pinyin-pro.mjs', 'opencc-js/t2cn': './opencc-t2cn.mjs', exifr: './exifr.mjs' };
// dist/main.mjs exports main(argv): every verb and the TUI, split into chunks loaded as needed
// (the test runner also calls it in-process). dist/write-checks.mjs: what the append file loads
// only when it needs it (the schemas that name a wrong field, the state.md reader of the day's
// snapshot), sharing the chunks; dist/record-filter.mjs: the read verbs' date and text filters;
// dist/chart-worker.mjs: the worker thread an HTML export draws its score chart in
// (src/present/chart-beside.ts finds it beside the chunk that starts it).
await build({
  ...esm,
  entryPoints: { main: 'src/cli/main.ts', 'write-checks': 'src/memory/crush/write-checks.ts', 'record-filter': 'src/cli/record-filter-full.ts', 'actions-admin': 'src/cli/actions-admin.ts', 'pinyin-pro': 'pinyin-pro', 'opencc-t2cn': 'opencc-js/t2cn', exifr: 'exifr', 'chart-worker': 'src/present/chart-worker.ts' },
  splitting: true,
  plugins: [noInkDevtools],
});
await build({ ...cjs, entryPoints: { yaml: 'yaml' } });
/** Each daily verb's file of actions, read from the table: { analyze: 'action-analyze', ... }. */
const dailyVerbs = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', "import { VERB_SPECS } from './src/cli/verb-specs.ts'; console.log(JSON.stringify(Object.fromEntries(Object.values(VERB_SPECS).map((s) => [s.name, s.actions]))));"], { encoding: 'utf8' }),
);
const actionFiles = [...new Set(Object.values(dailyVerbs))];
for (const file of actionFiles) {
  // The table's other files of actions are the other daily files (never loaded from this one: the binary sends a verb to its own).
  const others = Object.fromEntries(actionFiles.filter((f) => f !== file).map((f) => [`src/cli/${f}.ts`, `./daily-${f}.js`]));
  await build({ ...cjs, entryPoints: { [`daily-${file}`]: 'src/cli/verb-specs.ts' }, plugins: [apart('daily-apart', { ...others, ...DAILY_APART })] });
}
// dist/cli.js, the binary: a small file that only decides where a call goes and requires that
// file alone: dist/read-verbs.js (the plain read verbs), dist/append-verb.js (plain append: its
// write path would weigh on every read), dist/tui-launch.js (the UI's launcher); anything else
// imports ./main.mjs. No call parses the code of another's.
// Its first lines refuse a Node.js older than package.json's engines, with one clear line (scripts/node-floor.cjs).
const floor = /^>=\s*(\d+)(\.0){0,2}$/.exec(engines.node)?.[1];
if (floor === undefined) throw new Error(`package.json engines.node must be ">=MAJOR" (scripts/node-floor.cjs checks the major), not ${engines.node}`);
const floorCheck = readFileSync(join('scripts', 'node-floor.cjs'), 'utf8').replace(/^\s*(\/\/|\/\* global ).*\n/gm, '').replaceAll('FLOOR', floor);
await build({
  ...cjs,
  entryPoints: { cli: 'src/cli/bin.ts' },
  define: { ...cjs.define, __SIMP_DAILY_VERBS__: JSON.stringify(dailyVerbs) },
  // "use strict" first: the bundle's own directive, after the banner, would no longer count.
  banner: { js: `#!/usr/bin/env node\n"use strict";\n${floorCheck}` },
  plugins: [apart('binary-apart', { 'src/cli/main.ts': './main.mjs' })],
});
// The filters' date reader and fold (timeline/events --since, --until, --grep) are one ES module
// of the main bundle (dist/record-filter.mjs), loaded only when such a filter is given.
await build({ ...cjs, entryPoints: { 'read-verbs': 'src/cli/read-verbs.ts' }, plugins: [apart('read-apart', { 'src/cli/record-filter-full.ts': './record-filter.mjs' })] });
// The launcher: the list drawn and the first keys answered without the memory service, React or
// Ink; the app itself comes from ./main.mjs.
await build({ ...cjs, entryPoints: { 'tui-launch': 'src/cli/tui-entry.ts' }, plugins: [apart('launcher-apart', { 'src/cli/main.ts': './main.mjs' })] });
// The write path's lazy import (mutate.ts: the state.md reader) is one ES module of the main bundle.
await build({
  ...cjs,
  entryPoints: { 'append-verb': 'src/cli/action-append.ts' },
  plugins: [apart('append-apart', { 'src/memory/crush/state.ts': './write-checks.mjs' })],
});
writeFileSync(join('dist', 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
// The banner's require() is for bundled CommonJS code that loads Node's own modules; an ES module
// without such code does not pay for making it (~5-10 ms at start-up: Node's CommonJS loader).
const BANNER = esm.banner.js.split('\n')[1];
for (const file of readdirSync('dist').filter((f) => f.endsWith('.mjs'))) {
  const path = join('dist', file);
  const text = readFileSync(path, 'utf8');
  const rest = text.replace(BANNER, '');
  if (rest !== text && !/\brequire\b/.test(rest)) writeFileSync(path, rest);
}
chmodSync('dist/cli.js', 0o755);
// resvg's WebAssembly, for PNG pictures (src/memory/formats/png.ts).
const resvgWasm = createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
copyFileSync(resvgWasm, join('dist', 'resvg.wasm'));
inputs.add(relative('.', resvgWasm));
// The Chinese tagger's WebAssembly, read beside the bundle at run time (src/memory/outside/tagger.ts).
const wasm = 'jieba_rs_wasm_bg.wasm';
const jiebaWasm = join(dirname(createRequire(import.meta.url).resolve('jieba-wasm/web')), wasm);
copyFileSync(jiebaWasm, join('dist', wasm));
inputs.add(relative('.', jiebaWasm));
// The text models of the draft checker and crisis matching, read beside the bundle (src/memory/outside/text-models.ts).
copyFileSync(join('src', 'engine', 'data', 'text-models.json'), join('dist', 'text-models.json'));
// The manual page, dist/simp.1, from the verb definitions (package.json's "man" installs it).
execFileSync(process.execPath, ['--import', 'tsx', join('scripts', 'gen-man.mjs')], { stdio: 'inherit' });
// dist/THIRD-PARTY-NOTICES: every package the bundle holds, its license and the license's text;
// .build/bundle-inputs.json (not shipped) keeps the files the builds read, for the test of it.
writeFileSync(join('dist', 'THIRD-PARTY-NOTICES'), renderNotices(packageDirs(inputs), 'simp', DATA_NOTICES));
mkdirSync('.build', { recursive: true });
writeFileSync(join('.build', 'bundle-inputs.json'), `${JSON.stringify([...inputs].sort(), null, 1)}\n`);
