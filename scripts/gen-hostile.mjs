#!/usr/bin/env node
// Generates the hostile-input corpus from the tables in tests/hostile/corpus/:
// one folder per case (its own base folder, and an "outside" folder when the case
// tries to reach one) plus cases.json, which tests/hostile/hostile.test.ts runs.
// Usage: node scripts/gen-hostile.mjs <empty-or-new-folder>
import { mkdirSync, writeFileSync, symlinkSync, existsSync, readdirSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderFiles, pyLine } from '../tests/hostile/corpus/template.mjs';
import { eventCases } from '../tests/hostile/corpus/events.mjs';
import { frontMatterCases, metaCases } from '../tests/hostile/corpus/frontmatter.mjs';
import { linkCases, slugCases, usageCases } from '../tests/hostile/corpus/paths.mjs';

const SECRET = 'OUTSIDE-SECRET';
const pad = (n) => String(n).padStart(2, '0');
const localDate = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Writes `files` (relative path -> text | Buffer | {link} | null for a folder | undefined for absent) under `dir`. */
function writeTree(dir, files) {
  for (const [rel, content] of Object.entries(files)) {
    if (content === undefined) continue;
    const path = join(dir, rel);
    mkdirSync(content === null ? path : dirname(path), { recursive: true });
    if (content === null) continue;
    if (typeof content === 'object' && !Buffer.isBuffer(content)) symlinkSync(content.link, path);
    else writeFileSync(path, content);
  }
}

/** A template folder with `overrides`; a linked path replaces whatever the template had under it. */
function folderTree(slug, overrides, today, lastSnapshot) {
  const files = folderFiles(slug, { today, ...(lastSnapshot !== undefined && { lastSnapshot }) });
  for (const [rel, content] of Object.entries(overrides)) {
    for (const key of Object.keys(files)) if (key === `${rel}/` || key.startsWith(`${rel}/`)) delete files[key];
    files[rel] = content;
  }
  return files;
}

/** What symlinks and traversing slugs reach for: a complete crush folder and loose files, all holding SECRET. */
function outsideTree(today) {
  const victim = folderTree('victim', {}, today);
  const secretEvent = `${pyLine({ ts: '2026-04-12T10:30:00', v: 1, type: 'signal_recorded', slug: 'victim', data: { direction: 'green', content: SECRET, score_delta: 3 } })}\n`;
  const secretMeta = victim['meta.json'].replace('"nickname": "小雨"', `"nickname": "${SECRET}"`).replace('"current_stage": "暧昧期"', `"current_stage": "${SECRET}"`);
  const secretMd = `---\nnickname: ${SECRET}\ncurrent_stage: 暧昧期\n---\n\n## ${SECRET}\n\n${SECRET}\n`;
  const files = { 'snapdir/': null, 'secret.jsonl': secretEvent, 'secret.md': secretMd, 'secret-meta.json': secretMeta };
  for (const [rel, content] of Object.entries(victim)) files[`victim/${rel}`] = content;
  Object.assign(files, { 'victim/events.jsonl': secretEvent, 'victim/meta.json': secretMeta, 'victim/profile.md': secretMd, 'victim/state.md': secretMd });
  for (const f of ['profile.md', 'state.md', 'strategy.md']) files[`versdir/v1_20260101_000000/${f}`] = secretMd;
  files['versdir/v1_20260101_000000/meta.json'] = secretMeta;
  return files;
}

export function generate(root, now = new Date()) {
  const today = localDate(now);
  mkdirSync(root, { recursive: true });
  if (readdirSync(root).length > 0) throw new Error(`${root} is not empty`);
  const specs = [
    ...eventCases(),
    ...frontMatterCases({ marker: '@MARKER@' }),
    ...metaCases({ today }),
    ...linkCases(),
    ...slugCases(),
    ...usageCases(),
  ];
  const seen = new Set();
  const cases = specs.map((spec) => {
    if (seen.has(spec.id)) throw new Error(`duplicate case id ${spec.id}`);
    seen.add(spec.id);
    const dir = join(root, 'cases', spec.id);
    const base = join(dir, 'base');
    const outside = join(dir, 'outside');
    const marker = join(dir, 'CODE-RAN');
    const fill = (value) => (typeof value === 'string' ? value.replaceAll('@MARKER@', marker).replaceAll('@OUTSIDE_ABS@', outside).replaceAll('@BASE@', base) : value);
    mkdirSync(base, { recursive: true });
    for (const f of spec.folders ?? [{ slug: 'ok' }]) {
      const files = Object.fromEntries(Object.entries(f.files ?? {}).map(([k, v]) => [k, v && typeof v === 'object' && !Buffer.isBuffer(v) ? { link: fill(v.link) } : fill(v)]));
      writeTree(join(base, f.slug), folderTree(f.slug, files, today, f.lastSnapshot));
    }
    for (const [from, to] of Object.entries(spec.links ?? {})) symlinkSync(fill(to), join(base, from));
    if (spec.outside) writeTree(outside, outsideTree(today));
    const args = spec.args?.map(fill);
    return {
      id: spec.id,
      group: spec.group,
      what: spec.what,
      dir,
      base,
      marker,
      via: spec.via ?? 'cli',
      ...(spec.via === 'library' ? { call: spec.call, slug: spec.slug } : { args: args.includes('--base-dir') ? args : [...args, '--base-dir', base] }),
      exit: spec.exit,
      stderr: spec.stderr ?? [],
      stdout: spec.stdout ?? [],
      notOut: spec.notOut ?? [],
      count: spec.count,
      state: spec.state,
    };
  });
  writeFileSync(join(root, 'cases.json'), JSON.stringify({ generated: now.toISOString(), today, cases }, null, 1));
  return cases;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/gen-hostile.mjs <empty-or-new-folder>');
    process.exit(2);
  }
  if (existsSync(out) && readdirSync(out).length > 0) {
    console.error(`gen-hostile: ${out} is not empty`);
    process.exit(2);
  }
  const cases = generate(resolve(out));
  const groups = new Map();
  for (const c of cases) groups.set(c.group, (groups.get(c.group) ?? 0) + 1);
  console.log(`${cases.length} hostile cases in ${resolve(out)} (${[...groups].map(([g, n]) => `${g}: ${n}`).join('; ')})`);
}
