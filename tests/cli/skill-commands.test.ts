// needs ../shared: both tests read the skill's own files and run its tools.
import { describe, expect, it } from 'vitest';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { tempDir, ROOT } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { SKILL_TOOLS } from '../helpers/reference-tool.js';
import { expectReferencePrefix } from '../helpers/rhythm-parity.js';

const SKILL = resolve(SKILL_TOOLS, '..');
const FIXTURE = resolve(ROOT, '..', 'shared', 'fixtures', 'reference', 'crushes');

/** Every `python3 tools/<tool>.py …` command line written in the skill's SKILL.md, prompts, docs and READMEs. */
function skillCommandLines(): string[] {
  const files = ['SKILL.md', 'README.md', 'README_EN.md', ...readdirSync(join(SKILL, 'prompts')).map((f) => join('prompts', f)), ...readdirSync(join(SKILL, 'docs')).map((f) => join('docs', f))];
  const lines = new Set<string>();
  for (const f of files) {
    let text: string;
    try {
      text = readFileSync(join(SKILL, f), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/python3 tools\/([a-z_]+\.py)((?: [^`|\n]+)?)/g)) lines.add(`${m[1]}${(m[2] ?? '').trimEnd()}`);
  }
  return [...lines].sort();
}

/** Placeholders of the documents filled with one real crush and values. */
function concrete(line: string, slug: string): string[] {
  const filled = line
    .replace(/\{slug\}|<slug>/g, slug)
    .replace(/<event_type>/g, 'signal_recorded')
    .replace(/'<json_data>'/g, `'{"direction":"green","content":"深夜主动发消息","score_delta":3}'`)
    .replace(/<type> \[options\]/g, 'meeting --summary 一起吃饭 --time 2026-05-01T19:30');
  return (filled.match(/'[^']*'|\S+/g) ?? []).map((w) => (w.startsWith("'") ? w.slice(1, -1) : w));
}

/** What simp runs for a tool's command line; null where simp does not do it yet. */
function simpArgs(tool: string, args: string[]): string[] | null {
  if (tool === 'memory.py') return args;
  if (tool === 'skill_writer.py') return args;
  if (tool === 'time_tracker.py' && args[0] === 'record') return ['log', ...args.slice(1)];
  if (tool === 'time_tracker.py' && args[0] === 'analyze') return ['rhythm', ...args.slice(1)];
  return null;
}

/**
 * Lines not run here, each with the reason; any other line must run through simp.
 */
const NOT_YET: readonly [RegExp, string][] = [
  // chat_parser.py has no --base-dir (it writes ./crushes); simp import is checked against its
  // messages, interaction records and scores in tests/flows/chat-import.test.ts.
  [/^chat_parser\.py\b/, 'checked in tests/flows/chat-import.test.ts'],
  // Neither takes --base-dir: simp photos / simp social are checked in tests/engine/photos.test.ts
  // (its meetup rule run in Python; Pillow, which reads EXIF for it, is not installed) and social.test.ts.
  [/^photo_analyzer\.py\b/, 'checked in tests/engine/photos.test.ts'],
  [/^social_parser\.py\b/, 'checked in tests/engine/social.test.ts'],
  // The docs' shorthand for "any memory.py verb", not a command.
  [/^memory\.py \.\.\.$/, 'not a command line'],
];
const notYet = (line: string) => NOT_YET.some(([re]) => re.test(line));

const stamp = /"ts": "[^"]+"|"(updated_at|last_interaction|snapshot_date|last_snapshot)": "[^"]+"/g;
const calm = (s: string) => s.replace(stamp, (m) => m.replace(/: "[^"]+"/, ': "…"'));

describe("the skill's tool command lines, run through simp", () => {
  const lines = skillCommandLines();

  it('are all known: each either runs through simp or is listed as not yet', () => {
    expect(lines.length).toBeGreaterThan(5);
    const unknown = lines.filter((l) => {
      const [tool = '', ...rest] = l.split(' ');
      return simpArgs(tool, rest) === null && !notYet(l);
    });
    expect(unknown).toEqual([]);
  });

  it("print what the tools print and leave the files the tools leave", { timeout: 240_000 }, () => {
    const slug = 'emma';
    let ran = 0;
    for (const line of lines) {
      if (notYet(line)) continue;
      ran += 1;
      const [tool = '', ...words] = line.split(' ');
      const args = concrete(words.join(' '), slug);
      const ours = simpArgs(tool, args);
      if (ours === null) continue;
      const a = join(tempDir(), 'crushes');
      const b = join(tempDir(), 'crushes');
      // `init` creates the crush, so it starts from an empty base (on an existing crush the
      // skill writer adds missing folders and says it created it; simp refuses and names `simp upgrade`).
      const creates = ours[0] === 'init' || (ours[0] === '--action' && ours[1] === 'init');
      if (!creates) {
        cpSync(FIXTURE, a, { recursive: true });
        cpSync(FIXTURE, b, { recursive: true });
      }
      const ref = spawnSync('python3', [join(SKILL_TOOLS, tool), ...args, '--base-dir', a], { encoding: 'utf8' });
      const got = simp([...ours, '--base-dir', b]);
      // The skill writer reports a refusal with ❌ and exit 0; simp refuses with exit 2. Either way nothing changes.
      const refOk = ref.status === 0 && !(ref.stdout + ref.stderr).includes('❌');
      expect([line, got.code === 0]).toEqual([line, refOk]);
      const readOnly = ['events', 'context', 'timeline', 'rebuild', 'analyze'].includes(args[0] ?? '');
      // time_tracker's analyze: its bytes are a prefix of simp rhythm's, then (with the frequency) simp's labelled who-starts section.
      if (readOnly && tool === 'time_tracker.py') expectReferencePrefix(got.stdout, ref.stdout, !args.some((a) => ['--milestones', '--reply', '--golden'].includes(a)) || args.includes('--frequency'), line);
      else if (readOnly) expect([line, got.stdout]).toEqual([line, ref.stdout]);
      for (const file of ['events.jsonl', 'interactions.jsonl', 'meta.json']) {
        if (!existsSync(join(a, slug, file))) {
          expect([line, file, existsSync(join(b, slug, file))]).toEqual([line, file, false]);
          continue;
        }
        const read = (base: string) => calm(readFileSync(join(base, slug, file), 'utf8'));
        const mine = read(b);
        const theirs = read(a);
        // meta.json: the fields the tools write agree (simp keeps its own bookkeeping beside them).
        if (file === 'meta.json') {
          const m = JSON.parse(mine) as Record<string, unknown>;
          const r = JSON.parse(theirs) as Record<string, unknown>;
          for (const key of ['slug', 'current_stage', 'signal_score', 'event_count', 'interaction_count']) {
            // event_count counts the one more event simp's init writes (see the log below).
            const want = creates && key === 'event_count' ? (r[key] as number) + 1 : r[key];
            expect([line, key, m[key]]).toEqual([line, key, want]);
          }
        } else if (creates && file === 'events.jsonl') {
          // The skill writer leaves the log empty; SPEC 4 (and simp) start it with profile_created.
          expect([line, theirs, mine.trim().split('\n').map((l) => (JSON.parse(l) as { type: string }).type)]).toEqual([line, '', ['profile_created']]);
        } else expect([line, file, mine]).toEqual([line, file, theirs]);
      }
    }
    // append, context, events, rebuild, snapshot, timeline (both spellings), the writer's actions, record.
    expect(ran).toBeGreaterThanOrEqual(15);
  });
});
