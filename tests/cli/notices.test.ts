import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../helpers/temp.js';
// @ts-expect-error -- a plain .mjs build script, no types
import { packageDirs } from '../../scripts/notices.mjs';

// Written by scripts/build.mjs (npm test builds first): the notices, and the files esbuild read.
const NOTICES = join(ROOT, 'dist', 'THIRD-PARTY-NOTICES');
const INPUTS = join(ROOT, '.build', 'bundle-inputs.json');

interface Pkg { name: string; version: string; license?: string | { type: string } }

/** The packages of the build's inputs, found here on their own: the innermost node_modules/NAME (or @SCOPE/NAME) of each file. */
function bundled(): { dir: string; pkg: Pkg }[] {
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8')) as string[];
  const dirs = new Set<string>();
  for (const input of inputs) {
    const parts = input.split('/');
    const at = parts.lastIndexOf('node_modules');
    if (at === -1) continue;
    const scoped = (parts[at + 1] ?? '').startsWith('@');
    dirs.add(parts.slice(0, at + (scoped ? 3 : 2)).join('/'));
  }
  return [...dirs].map((dir) => ({ dir, pkg: JSON.parse(readFileSync(resolve(ROOT, dir, 'package.json'), 'utf8')) as Pkg }));
}

describe('dist/THIRD-PARTY-NOTICES', () => {
  it('is built, beside the inputs it was made from', () => {
    expect(existsSync(NOTICES), 'run node scripts/build.mjs').toBe(true);
    expect(existsSync(INPUTS), 'run node scripts/build.mjs').toBe(true);
  });

  it('lists every package the bundle read, with its version and license, and its license file word for word', () => {
    const text = readFileSync(NOTICES, 'utf8');
    const pkgs = bundled();
    // The bundle is made of packages: far more than a handful, and every one listed.
    expect(pkgs.length).toBeGreaterThan(80);
    const ids = new Set(pkgs.map(({ pkg }) => `${pkg.name} ${pkg.version}`));
    expect(text).toContain(`bundles code from the ${ids.size} packages below`);
    for (const { dir, pkg } of pkgs) {
      const license = typeof pkg.license === 'string' ? pkg.license : pkg.license?.type;
      expect(license, `${pkg.name}: a package.json without a license field`).toBeTruthy();
      expect(text).toContain(`\n  ${pkg.name} ${pkg.version}  ${license}\n`);
      expect(text).toContain(`\n${pkg.name} ${pkg.version}\nLicense: ${license}\n`);
      // Its license files, and the files of a LICENSES folder, each word for word.
      for (const entry of readdirSync(resolve(ROOT, dir), { withFileTypes: true }).filter((e) => /^licen[cs]e/i.test(e.name))) {
        const files = entry.isDirectory() ? readdirSync(resolve(ROOT, dir, entry.name)).map((f) => join(entry.name, f)) : [entry.name];
        for (const file of files) expect(text, `${pkg.name}: ${file}`).toContain(readFileSync(resolve(ROOT, dir, file), 'utf8').replace(/\r\n/g, '\n').trimEnd());
      }
    }
    // Nothing listed that the bundle does not hold: one line per package in the list at the top.
    const listed = text.slice(0, text.indexOf('\n---')).split('\n').filter((l) => /^ {2}\S/.test(l));
    expect(listed).toHaveLength(ids.size);
  });

  it('names resvg (MPL-2.0) with where its source is, and holds none of what the build keeps out', () => {
    const text = readFileSync(NOTICES, 'utf8');
    expect(text).toMatch(/\n@resvg\/resvg-wasm [\d.]+\nLicense: MPL-2.0\n(?:Author: .*\n)?Source: \S*github\.com\S*resvg/);
    const names = new Set(bundled().map(({ pkg }) => pkg.name));
    // Ink's DevTools hook and its WebSocket client (DEV=true only), gray-matter and its js-yaml.
    for (const gone of ['ws', 'react-devtools-core', 'gray-matter', 'js-yaml']) expect(names.has(gone), gone).toBe(false);
  });

  it('names the data of no package after the packages: WordNet 3.0 with its license', () => {
    const text = readFileSync(NOTICES, 'utf8');
    const data = text.slice(text.indexOf('\nDATA\n'));
    expect(text.indexOf('\nDATA\n')).toBeGreaterThan(0);
    expect(data).toContain('\nWordNet 3.0\nLicense: WordNet 3.0 license\n');
    expect(data).toContain('WordNet 3.0 Copyright 2006 by Princeton University.  All rights reserved.');
  });

  it('finds the package of a file under the innermost node_modules, scoped names whole', () => {
    expect(
      packageDirs([
        'node_modules/ink/build/ink.js',
        'node_modules/@resvg/resvg-wasm/index.mjs',
        '../main/node_modules/vega/node_modules/d3-array/src/index.js',
        'src/memory/formats/frontmatter.ts',
        'simp-empty:ink-devtools',
      ]),
    ).toEqual(['../main/node_modules/vega/node_modules/d3-array', 'node_modules/@resvg/resvg-wasm', 'node_modules/ink']);
  });
});
