// dist/THIRD-PARTY-NOTICES: the name, version, license and license text of every package whose
// code the bundle holds, read from the inputs of esbuild's metafiles (scripts/build.mjs), so the
// list is what was bundled, not what package.json declares.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package folders the input files come from (the innermost node_modules/NAME or node_modules/@SCOPE/NAME of each). */
export function packageDirs(inputPaths) {
  const dirs = new Set();
  for (const input of inputPaths) {
    const m = /^(?:[\w-]+:)?(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
    if (m) dirs.add(m[1]);
  }
  return [...dirs].sort();
}

/** The license a package.json names: its `license`, or the old `licenses` list. */
export function licenseOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ');
  return 'UNKNOWN';
}

// LICENSE, LICENCE.md, COPYING, NOTICE (Apache-2.0), THIRD_PARTY_LICENSES.md: a package's terms
// and those of what it holds; a LICENSES folder (the REUSE layout) holds one file per license.
const LICENSE_FILE = /^(licen[cs]e|copying|notice|third[-_]party[-_](licen[cs]es|notices))([.\-_].*)?$/i;
const LICENSE_DIR = /^licen[cs]es$/i;

/** One entry per package and version: where it is, what it says of itself, its license files' text. */
export function readPackage(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = [];
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.isFile() && LICENSE_FILE.test(e.name)) files.push(e.name);
    else if (e.isDirectory() && LICENSE_DIR.test(e.name)) {
      for (const f of readdirSync(join(dir, e.name), { withFileTypes: true }).filter((x) => x.isFile()).map((x) => x.name).sort()) files.push(`${e.name}/${f}`);
    }
  }
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  return {
    name: pkg.name,
    version: pkg.version,
    license: licenseOf(pkg),
    source: repo ?? pkg.homepage,
    author,
    texts: files.map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8').replace(/\r\n/g, '\n').trimEnd() })),
  };
}

/** The text of the notices file for the packages in these folders. */
export function renderNotices(dirs, product) {
  const seen = new Map();
  for (const dir of dirs) {
    const p = readPackage(dir);
    const id = `${p.name}@${p.version}`;
    if (!seen.has(id)) seen.set(id, p);
  }
  const pkgs = [...seen.values()].sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
  const rule = '-'.repeat(72);
  const out = [
    'THIRD-PARTY NOTICES',
    '',
    `${product} bundles code from the ${pkgs.length} packages below (dist/ is built with esbuild; this`,
    'list is made from the files the build read). Each is used under its own license, whose text',
    'follows its name as the package ships it.',
    '',
    ...pkgs.map((p) => `  ${p.name} ${p.version}  ${p.license}`),
  ];
  for (const p of pkgs) {
    out.push('', rule, `${p.name} ${p.version}`, `License: ${p.license}`);
    if (p.author) out.push(`Author: ${p.author}`);
    if (p.source) out.push(`Source: ${p.source}`);
    if (p.texts.length === 0) out.push('', `(The package ships no license file; its package.json names the license ${p.license}.)`);
    for (const t of p.texts) out.push('', `${t.file}:`, '', t.text);
  }
  return `${out.join('\n')}\n`;
}
