// Prints what the tagger gives for the texts of the knowledge eval sets (and each user word in a
// sentence), and where its dictionary came from: run as its own process, since jieba is one
// instance per process. Used by tests/memory/tagger-state.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSubwords, loadTagger, taggerOrigin } from '../../../src/memory/outside/tagger.js';
import { lastCheck } from '../../../src/memory/cache/tagger-state.js';
import { TAGGER_WORDS } from '../../../src/memory/outside/tagger-words.js';

const root = join(import.meta.dirname, '..', '..', '..');
const texts: string[] = [];
for (const file of ['eval-set.json', 'held-out.json', 'held-out-fresh.json']) {
  const set = JSON.parse(readFileSync(join(root, 'tests', 'knowledge', file), 'utf8')) as {
    people: { facts: { text: string }[] }[];
    contradictions?: { before: string; after: string }[];
  };
  for (const p of set.people) for (const f of p.facts) texts.push(f.text);
  for (const c of set.contradictions ?? []) texts.push(c.before, c.after);
}
for (const [word] of TAGGER_WORDS) texts.push(`她周末喜欢${word}，还说下次一起去`);
texts.push('', 'abc 123 hello世界', '法考题', '大熊猫和羽毛球', '猫叫咪咪', '她在B站看五月天的演唱会');
const tagger = loadTagger();
const subwords = loadSubwords();
if (!tagger || !subwords) throw new Error('no tagger');
const out = texts.map((t) => [tagger(t), subwords(t)]);
process.stdout.write(JSON.stringify({ origin: taggerOrigin, check: lastCheck, texts: texts.length, out }));
