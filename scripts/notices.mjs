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

/**
 * Data the bundle holds that comes from no package: lexical resources read at dev time by the
 * generator scripts into files of src/ (their notices are also in those files' headers).
 */
export const DATA_NOTICES = [
  {
    name: 'WordNet 3.0',
    license: 'WordNet 3.0 license',
    source: 'https://wordnet.princeton.edu/ (Debian package wordnet-base 1:3.0-37)',
    used: 'src/engine/knowledge/en-wordnet.ts (scripts/gen-en-wordnet.mjs)',
    text: `Copyright: © 1996-2012 Cognitive Science Laboratory Princeton University

This software and database is being provided to you, the LICENSEE, by
Princeton University under the following license.  By obtaining, using
and/or copying this software and database, you agree that you have
read, understood, and will comply with these terms and conditions.:

Permission to use, copy, modify and distribute this software and
database and its documentation for any purpose and without fee or
royalty is hereby granted, provided that you agree to comply with
the following copyright notice and statements, including the disclaimer,
and that the same appear on ALL copies of the software, database and
documentation, including modifications that you make for internal
use or for distribution.

WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.

THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR
IMPLIED.  BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON
UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANT-
ABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE
OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT
INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR
OTHER RIGHTS.

The name of Princeton University or Princeton may not be used in
advertising or publicity pertaining to distribution of the software
and/or database.  Title to copyright in this software, database and
any associated documentation shall at all times remain with
Princeton University and LICENSEE agrees to preserve same.`,
  },
];

/** The text of the notices file for the packages in these folders, then the data of no package. */
export function renderNotices(dirs, product, data = []) {
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
  if (data.length > 0) out.push('', rule, 'DATA', '', `${product} also holds data of these sources, from no package:`);
  for (const d of data) out.push('', rule, d.name, `License: ${d.license}`, `Source: ${d.source}`, `Used in: ${d.used}`, '', d.text);
  return `${out.join('\n')}\n`;
}
