#!/usr/bin/env node
// Trains the text models beside the draft checker's and crisis matching's rules and writes
// src/engine/data/text-models.json. Reads the development parts only (dev.json and
// dev-added.json of tests/crisis and tests/drafts, dev-3.json to dev-7.json of tests/crisis, dev-3.json to dev-18.json of tests/drafts, and eval-set.json of tests/knowledge for
// texts that are no crisis); never a held-out part. Same sets, same file, byte for byte.
// Usage: node --import tsx scripts/train-text-models.mjs   (npm run train:text)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainTextModels } from '../src/engine/text-model-train.ts';

const ROOT = join(import.meta.dirname, '..');
export const MODEL_FILE = join(ROOT, 'src', 'engine', 'data', 'text-models.json');
const read = (...path) => JSON.parse(readFileSync(join(ROOT, 'tests', ...path), 'utf8'));
const DEV = ['dev.json', 'dev-added.json'];
// The drafts' later development batches (tests/drafts/dev-3.json to dev-18.json) train the draft model too.
const DRAFTS_DEV = [...DEV, 'dev-3.json', 'dev-4.json', 'dev-5.json', 'dev-6.json', 'dev-7.json', 'dev-8.json', 'dev-9.json', 'dev-10.json', 'dev-11.json', 'dev-12.json', 'dev-13.json', 'dev-14.json', 'dev-15.json', 'dev-16.json', 'dev-17.json', 'dev-18.json'];
const CALM_DRAFTS = [...DEV, 'dev-3.json'];
// Crisis matching's development part: dev.json, dev-added.json and the blind batches dev-3.json to dev-7.json of tests/crisis.
const CRISIS_DEV = [...DEV, 'dev-3.json', 'dev-4.json', 'dev-5.json', 'dev-6.json', 'dev-7.json'];

/** The development parts, as the trainer takes them. */
export function trainingSets() {
  const crisis = CRISIS_DEV.flatMap((f) => read('crisis', f).cases);
  const drafts = DRAFTS_DEV.flatMap((f) => read('drafts', f).drafts);
  // Crisis matching's no-crisis texts stay the kind drafts of the first three files: the later
  // batches train the draft model only, so a new draft batch leaves the crisis models as they were.
  const calmDrafts = CALM_DRAFTS.flatMap((f) => read('drafts', f).drafts);
  const facts = read('knowledge', 'eval-set.json').people.flatMap((p) => p.facts.map((f) => f.text));
  return {
    crisis: crisis.map(({ text, code }) => ({ text, code })),
    drafts: drafts.map(({ text, label }) => ({ text, label })),
    calm: [...calmDrafts.filter((d) => d.label === 'kind').map((d) => d.text), ...facts],
  };
}

/** The data file's text: one model per line group, compact. */
export function modelText(models = trainTextModels(trainingSets())) {
  return `${JSON.stringify(models)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = modelText();
  writeFileSync(MODEL_FILE, text);
  console.log(`wrote ${MODEL_FILE} (${text.length} bytes)`);
  console.log(JSON.stringify(JSON.parse(text).cv, null, 1));
}
