import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, simp, tempDir } from '../helpers/temp.js';

// Characters that draw nothing yet change how the text around them reads: bidi
// overrides, embeddings, isolates and marks reorder it (U+202E shows "gpj.exe" as
// "exe.jpg"); zero-width ones hide inside words. Another tool, a paste or a chat
// export may leave them in any file.
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const ALL = [...BIDI, ...ZERO_WIDTH];
const hex = (ch: string) => (ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
/** A family: the joiners between its people are part of the emoji and stay. */
const FAMILY = '👨\u200D👩\u200D👧';

/** A crush whose files hold every one of them: the nickname, the city, notes, an interaction, a topic, the profile's text. */
function hostile(): { base: string; mixed: string } {
  const base = join(tempDir(), 'crushes');
  const mixed = `A${ALL.join('b')}Z`;
  const run = (...args: string[]) => {
    const r = simp([...args, '--base-dir', base]);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  };
  run('init', 'bidi', '--nickname', `Mia\u202Egpj.exe${FAMILY}`);
  run('update', 'bidi', '--set', `city=杭\u200B州\u2066`);
  run('analyze', 'bidi', '--signals', 'msg.initiates_often', '--note', `note ${mixed}`);
  run('log', 'bidi', 'meeting', '--summary', `walk ${mixed}`, '--location', `湖\u202E边`, '--time', '2026-05-01T19:00');
  run('remember', 'bidi', `猫咪 cats ${mixed}`);
  const profile = join(base, 'bidi', 'profile.md');
  writeFileSync(profile, `${readFileSync(profile, 'utf8')}\n${mixed}\n`);
  appendFileSync(
    join(base, 'bidi', 'events.jsonl'),
    `${JSON.stringify({ ts: '2026-06-01T10:00:00', v: 1, type: 'crisis_handled', slug: 'bidi', data: { crisis_type: `C-2${mixed}`, resolution: `x${FAMILY}` } })}\n`,
  );
  return { base, mixed };
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
/** The verb's raw output (stdout and stderr) as a terminal gets it: util-linux `script` gives it a pseudo-terminal. */
const onTerminal = (args: readonly string[]): string =>
  spawnSync('script', ['-qec', [process.execPath, CLI, ...args].map(quote).join(' '), '/dev/null'], { encoding: 'utf8', env: { ...process.env, SIMP_NO_CACHE: '1' } }).stdout;

/** Every raw bidi or zero-width character in a text, but a joiner inside an emoji. */
const raw = (text: string) => [...text.replaceAll(FAMILY, '')].filter((ch) => ALL.includes(ch)).map(hex);

describe('bidi controls and zero-width characters from files, on a terminal', () => {
  it('every verb shows them as <U+XXXX>, never raw; a joiner inside an emoji stays; piped output keeps them', () => {
    const { base, mixed } = hostile();
    const verbs: string[][] = [
      ['timeline', 'bidi'],
      ['timeline', 'bidi', '--full'],
      ['timeline', 'bidi', '--interactions'],
      ['timeline', 'bidi', '--json'],
      ['events', 'bidi'],
      ['events', 'bidi', '--type', 'crisis_handled'],
      ['context', 'bidi'],
      ['context', 'bidi', '--json'],
      ['context', 'bidi', '--for', 'analyze'],
      ['list'],
      ['list', '--all'],
      ['list', '--json'],
      ['search', 'walk'],
      ['search', 'walk', '--json'],
      ['search', `nothing\u202E here`],
      ['recall', 'bidi', '猫咪'],
      ['recall', 'bidi', '猫咪', '--json'],
      ['knowledge', 'bidi'],
      ['knowledge', 'bidi', '--json'],
      ['export', 'bidi'],
      ['export', 'bidi', '--format', 'html'],
      ['export', 'bidi', '--format', 'json'],
      ['rebuild', 'bidi'],
      ['rhythm', 'bidi'],
      ['quit', 'bidi'],
      ['message', 'bidi', 'morning'],
      ['versions', 'bidi'],
      ['doctor', 'bidi'],
      ['update', 'bidi', '--set', `occupation=设计\u202E师`],
      ['timeline', 'bidi', '--lang', 'en'],
      ['list', '--lang', 'en'],
      ['export', 'bidi', '--lang', 'en', '--redact'],
      ['export', 'bidi', '--format', 'json', '--lang', 'en'],
      ['timeline', 'bidi', '--full', '--json'],
      ['context', 'bidi', '--with-strategy'],
      ['search', 'cats', '--lang', 'en'],
      ['knowledge', 'bidi', '--lang', 'en'],
      ['rebuild', 'bidi', '--json'],
      ['rhythm', 'bidi', '--json'],
      ['mbti', 'bidi'],
      ['daily', 'bidi'],
      ['confess', 'bidi'],
      ['progress', 'bidi'],
      ['snapshot', 'bidi'],
      ['where'],
    ];
    expect(verbs.length).toBeGreaterThanOrEqual(43);
    const leaks: string[] = [];
    for (const args of verbs) {
      const out = onTerminal([...args, '--base-dir', base]);
      expect(out.length, args.join(' ')).toBeGreaterThan(0);
      const found = raw(out);
      if (found.length > 0) leaks.push(`${args.join(' ')}: ${[...new Set(found)].join(' ')}`);
    }
    expect(leaks).toEqual([]);
    const timeline = onTerminal(['timeline', 'bidi', '--base-dir', base]);
    for (const ch of ALL.filter((c) => c !== '\u200D')) expect(timeline).toContain(`<U+${hex(ch)}>`);
    expect(timeline).toContain('<U+200D>'); // between letters, a joiner is shown too
    expect(onTerminal(['list', '--base-dir', base])).toContain(FAMILY);
    // Piped: exactly what the files hold.
    expect(simp(['timeline', 'bidi', '--base-dir', base]).stdout).toContain(mixed);
    // Some 50 whole processes in a pseudo-terminal (what only a real terminal shows): the limit
    // is the work's, a few seconds a process on a busy machine, not a time target.
  }, 50 * 6_000);
});
