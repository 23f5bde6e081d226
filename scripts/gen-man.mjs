#!/usr/bin/env node
// Writes dist/simp.1, the manual page, from the verb definitions (src/cli/man-page.ts).
// Run by scripts/build.mjs; by hand: node --import tsx scripts/gen-man.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildProgram } from '../src/cli/program.ts';
import { manPage } from '../src/cli/man-page.ts';

const ROOT = join(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const date = new Date().toISOString().slice(0, 10);
writeFileSync(join(ROOT, 'dist', 'simp.1'), manPage(buildProgram('en'), version, date));
