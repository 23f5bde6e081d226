#!/usr/bin/env node
// Moves files and folders of the tree by one table (old path → new path) and rewrites every
// path that names them, so the move can be run again on a newer tree (files others added or
// changed meanwhile are moved and rewritten the same way):
//
//   node scripts/move-tree.mjs            moves (git mv) and rewrites, then says what it did
//   node scripts/move-tree.mjs --dry-run  says what it would do, changes nothing
//
// What is rewritten, in every text file git knows (tracked or untracked, not ignored) except
// this script (its table), CHANGELOG.md (its entries speak of the tree as it was) and test data:
// - a quoted relative path ('./x.js', '../memory/lock.js', in import/export, import(),
//   vi.mock(), require(), new URL(..., import.meta.url) or anywhere else), resolved against the
//   folder of the file that holds it; rewritten when it names a file or folder of the tree and
//   either it or that file moves;
// - a relative link of a Markdown file (`](../src/x.ts)`), the same way;
// - a path from the repository's root (`src/memory/lock.ts`, `components/flows`, also as
//   `./components/...` where no file of that name is beside the holder) that names a moved file
//   or folder, in code, comments and documents alike;
// - a path given as quoted segments from the root (`join(ROOT, 'src', 'memory', 'lock.ts')`).
// A file's import of `x.js` names `x.ts` (or `.tsx`), of `x.mjs` `x.mts`, of a folder its
// index: each is rewritten in the spelling it had. A second run changes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

/** The src/memory files by the sub-folder that says what they hold (`name` is `src/memory/name.ts`). */
const MEMORY = {
  // The crush folder service: a folder's files, read and written in one transaction.
  crush: [
    'folder', 'folder-names', 'paths', 'confine', 'profile', 'state', 'state-quick', 'meta', 'meta-load', 'kept', 'runs',
    'mutate', 'write-checks', 'ops-append', 'ops-create', 'ops-move', 'ops-read', 'ops-rebuild', 'ops-repair', 'ops-versions',
    'ops-write', 'version-files', 'inspect', 'knowledge', 'knowledge-rebuild', 'list-quick', 'context-files', 'search', 'watch',
  ],
  // The two logs (events.jsonl, interactions.jsonl), their corrections and their indexes.
  log: [
    'event-lines', 'event-read', 'event-scan', 'event-log', 'event-index', 'event-write', 'event-check', 'corrections',
    'count-marks', 'log-marks', 'interactions', 'tail',
  ],
  // File formats: front matter, the reference tools' JSON, the templates, PNG, chat exports.
  formats: ['frontmatter', 'pyjson', 'json-error', 'depth', 'templates', 'png', 'chat-file'],
  // How any file is touched: the lock, atomic writes, the commit journal, temp names, bounded reads.
  io: ['lock', 'lock-env', 'atomic', 'commit-journal', 'settle', 'temp-names', 'write-errors', 'open-regular', 'bounds'],
  // Derived data in the user's cache folder, sealed.
  cache: ['render-cache', 'search-index', 'type-index', 'tagger-state'],
  // Files outside the crush folders: the user's home and config, archives, what a user hands in or
  // asks for (chat folders, photos, --out, stdin), programs, the editor, the shipped models.
  outside: [
    'home', 'archive-crypto', 'archive-extract', 'archive-manifest', 'archive-paths', 'archive-read', 'archive-write',
    'given-text', 'out-stream', 'photo-scan', 'social-scan', 'programs', 'external-edit', 'text-models', 'tagger',
    'tagger-words', 'pinyin',
  ],
};

/** The TUI's folders: widgets (drawn pieces), screens (one folder per screen or family), the shell. */
const COMPONENTS = {
  widgets: ['text', 'scroll', 'form', 'menu', 'write-step'],
  screens: [
    'charts', 'create-crush', 'crush-detail', 'crush-list', 'event-form', 'folders', 'knowledge', 'profile-edit', 'repair',
    'score', 'search', 'timeline', 'versions',
  ],
  shell: ['kernel', 'keys'],
};

/** Old path → new path, from the repository's root. A folder moves with everything in it. */
export const TABLE = [
  ...Object.entries(MEMORY).flatMap(([dir, names]) => names.map((n) => [`src/memory/${n}.ts`, `src/memory/${dir}/${n}.ts`])),
  ...Object.entries(COMPONENTS).flatMap(([dir, names]) => names.map((n) => [`components/${n}`, `components/${dir}/${n}`])),
  // The screens of the guided flows (not src/flows, the flows they run), and their one runner.
  ['components/flows/guided', 'components/screens/guided/runner'],
  ['components/flows', 'components/screens/guided'],
];

/** Folders whose files are moved one by one: a file of theirs the table does not name is reported. */
const WATCHED = [
  { dir: 'src/memory', keep: new Set(['src/memory/index.ts']) },
  { dir: 'components', keep: new Set(), folders: true },
];

/** Files never rewritten: history, and data the tests read as it is. */
const UNTOUCHED = [/^scripts\/move-tree\.mjs$/, /^CHANGELOG\.md$/, /^tests\/fixtures\//, /^tests\/hostile\/corpus\//, /(^|\/)node_modules\//, /^dist\//];
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|sh|ya?ml|txt)$|(^|\/)run$/;
const ROOTS = ['src', 'components', 'tests', 'bench', 'scripts', 'docs'];

const dryRun = process.argv.includes('--dry-run');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);

/** Every file git knows of, tracked or not (ignored ones left out), as they are now. */
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f !== '' && existsSync(f));
const fileSet = new Set(files);
const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0'));
const dirSet = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

checkTable();

/** Where a path of the tree goes: its table row (a file, or the longest folder holding it), else null. */
function mapPath(p) {
  let best = null;
  for (const [from, to] of TABLE) {
    if (p === from || p.startsWith(`${from}/`)) {
      if (best === null || from.length > best[0].length) best = [from, to];
    }
  }
  return best === null ? null : best[1] + p.slice(best[0].length);
}

/** The table must be a function of old paths: no two rows to one place, no new path under an old one. */
function checkTable() {
  const seen = new Set();
  for (const [from, to] of TABLE) {
    if (seen.has(to)) throw new Error(`move-tree: two rows move to ${to}`);
    seen.add(to);
    for (const [old] of TABLE) {
      if (to === old || to.startsWith(`${old}/`)) throw new Error(`move-tree: ${from} → ${to} lands inside ${old}, which moves`);
    }
  }
}

/**
 * What a path written in a file names: the file or folder of the tree, and how the writing
 * spells it (an import's `.js` for a `.ts` file, a folder for its index). Null for anything else.
 */
function target(p) {
  // A file or folder there now, or one a row moved (on a tree moved before: the file is at its new place).
  const here = (q) => fileSet.has(q) || dirSet.has(q);
  const known = (q) => here(q) || (mapPath(q) !== null && here(mapPath(q)));
  if (known(p)) return { path: p, spell: (q) => q };
  const ways = [
    [/\.js$/, '.ts', /\.ts$/, '.js'],
    [/\.js$/, '.tsx', /\.tsx$/, '.js'],
    [/\.mjs$/, '.mts', /\.mts$/, '.mjs'],
    [/\.cjs$/, '.cts', /\.cts$/, '.cjs'],
    [/$/, '.ts', /\.ts$/, ''],
    [/$/, '.tsx', /\.tsx$/, ''],
  ];
  for (const [from, to, back, again] of ways) {
    const q = p.replace(from, to);
    if (q !== p && known(q)) return { path: q, spell: (r) => r.replace(back, again) };
  }
  return null;
}

/** A relative path from folder `from` to `to`, as an import writes it (`./` first when it goes down). */
function relativeFrom(from, to) {
  const r = posix.relative(from, to);
  return r.startsWith('../') || r === '..' ? r : `./${r}`;
}

const movedOf = (p) => mapPath(p) ?? p;

/** A path written relative to `holder`'s folder, rewritten for the holder's and the target's new places; null: as it is. */
function rewriteRelative(spec, holder) {
  const hash = spec.search(/[?#]/);
  const [body, tail] = hash < 0 ? [spec, ''] : [spec.slice(0, hash), spec.slice(hash)];
  if (body.includes('${') || body.includes('*')) return null;
  const abs = posix.normalize(posix.join(posix.dirname(holder), body)).replace(/\/$/, '');
  if (abs.startsWith('../')) return null;
  const t = target(abs);
  if (t === null) return null;
  const newHolder = movedOf(holder);
  const newTarget = movedOf(t.path);
  if (newHolder === holder && newTarget === t.path) return null;
  let out = t.spell(relativeFrom(posix.dirname(newHolder), newTarget));
  if (body.endsWith('/')) out += '/';
  if (!body.startsWith('./') && !body.startsWith('../')) out = out.replace(/^\.\//, '');
  return out + tail === spec ? null : out + tail;
}

/** A path written from the repository's root, rewritten when it names a moved file or folder; null: as it is. */
function rewriteRooted(p) {
  const t = target(p);
  if (t === null || mapPath(t.path) === null) return null;
  return t.spell(mapPath(t.path));
}

const RELATIVE_QUOTED = /(['"`])(\.\.?\/[^'"`\s]*?)\1/g;
const MD_LINK = /\]\(([^)\s#:]+)(#[^)\s]*)?\)/g;
const ROOTED = new RegExp(`(?<![\\w@/.\\-])(?:${ROOTS.join('|')})/[\\w./-]*\\w`, 'g');
const SEGMENTS = new RegExp(`(['"])(?:${ROOTS.join('|')})\\1(?:\\s*,\\s*(['"])[\\w.-]+\\2)+`, 'g');

/** The text of `holder` with every path in it rewritten, and how many were. */
function rewriteText(text, holder) {
  let count = 0;
  const done = (out) => {
    count += 1;
    return out;
  };
  // Quoted segments from the root first: join(ROOT, 'src', 'memory', 'lock.ts').
  text = text.replace(SEGMENTS, (all) => {
    const q = all[0];
    const parts = [...all.matchAll(/['"]([\w.-]+)['"]/g)].map((m) => m[1]);
    const next = rewriteRooted(parts.join('/'));
    if (next === null) return all;
    const sep = /,\s*/.exec(all)?.[0] ?? ', ';
    return done(next.split('/').map((s) => `${q}${s}${q}`).join(sep));
  });
  text = text.replace(RELATIVE_QUOTED, (all, q, spec) => {
    const next = rewriteRelative(spec, holder);
    if (next !== null) return done(`${q}${next}${q}`);
    // `./components/...` in a script run from the root (an esbuild alias): a path from the root.
    const rooted = spec.startsWith('./') ? rewriteRooted(spec.slice(2)) : null;
    return rooted === null || target(posix.join(posix.dirname(holder), spec)) !== null ? all : done(`${q}./${rooted}${q}`);
  });
  if (holder.endsWith('.md')) {
    text = text.replace(MD_LINK, (all, link, anchor = '') => {
      const next = rewriteRelative(link, holder);
      return next === null ? all : done(`](${next}${anchor})`);
    });
  }
  text = text.replace(ROOTED, (all) => {
    const next = rewriteRooted(all);
    return next === null ? all : done(next);
  });
  return { text, count };
}

// 1. What moves.
const moves = files.map((f) => [f, mapPath(f)]).filter(([, to]) => to !== null);
const clashes = moves.filter(([, to]) => fileSet.has(to));
if (clashes.length > 0) {
  for (const [from, to] of clashes) console.error(`move-tree: ${from} → ${to}: a file is already there`);
  process.exit(1);
}

// 2. Every file's text as it will be, read before anything moves.
const rewrites = [];
for (const f of files) {
  if (!TEXT.test(f) || UNTOUCHED.some((r) => r.test(f))) continue;
  if (statSync(f).size > 2_000_000) continue;
  const before = readFileSync(f, 'utf8');
  const { text, count } = rewriteText(before, f);
  if (text !== before) rewrites.push({ from: f, to: movedOf(f), text, count });
}

// 3. What is left for a person to look at: paths a script cannot follow.
const notes = [];
for (const [from, to] of moves) {
  if (!TEXT.test(from)) continue;
  const text = readFileSync(from, 'utf8');
  if (/import\.meta\.url/.test(text) && /join\([^)]*['"]\.\.['"]/.test(text)) {
    notes.push(`${to}: joins '..' to its own folder (import.meta.url): check where that leads from the new folder`);
  }
  for (const m of text.matchAll(/(?:import\(|from\s*|vi\.mock\()\s*`(\.[^`]*\$\{[^`]*)`/g)) notes.push(`${to}: a computed import (\`${m[1]}\`) is not rewritten`);
}
for (const w of WATCHED) {
  for (const f of files) {
    if (!f.startsWith(`${w.dir}/`) || mapPath(f) !== null || w.keep.has(f)) continue;
    const rest = f.slice(w.dir.length + 1);
    if (w.folders) {
      const top = rest.split('/')[0];
      const isNewHome = TABLE.some(([, to]) => to.startsWith(`${w.dir}/${top}/`) || to === `${w.dir}/${top}`);
      if (!isNewHome && rest.includes('/')) notes.push(`${f}: in ${w.dir}/${top}/, a folder the table does not name: stays`);
    } else if (!rest.includes('/')) {
      notes.push(`${f}: in ${w.dir}/, not in the table: stays`);
    }
  }
}

// 4. Do it.
if (!dryRun) {
  for (const [from, to] of moves) {
    mkdirSync(dirname(to), { recursive: true });
    if (tracked.has(from)) execFileSync('git', ['mv', from, to]);
    else renameSync(from, to);
  }
  for (const r of rewrites) writeFileSync(r.to, r.text);
}

// 5. Say what was (or would be) done.
const verb = dryRun ? 'would move' : 'moved';
const byRow = new Map();
for (const [from] of moves) {
  const [old, to] = TABLE.filter(([o]) => from === o || from.startsWith(`${o}/`)).sort((x, y) => y[0].length - x[0].length)[0];
  // A row of one file is said with the others moved from and to the same folders.
  const key = old === from ? `${posix.dirname(old)}/ → ${posix.dirname(to)}/` : `${old} → ${to}`;
  const row = byRow.get(key) ?? { names: [], files: 0 };
  if (old === from) row.names.push(posix.basename(from));
  row.files += 1;
  byRow.set(key, row);
}
for (const [key, row] of byRow) console.log(`${verb} ${key} (${row.files} file${row.files === 1 ? '' : 's'}${row.names.length > 0 ? `: ${row.names.join(' ')}` : ''})`);
const total = rewrites.reduce((n, r) => n + r.count, 0);
console.log(`${verb} ${moves.length} files; ${dryRun ? 'would rewrite' : 'rewrote'} ${total} paths in ${rewrites.length} files`);
for (const n of notes) console.log(`note: ${n}`);
if (moves.length === 0 && rewrites.length === 0) console.log('nothing to do: the tree is already moved');
