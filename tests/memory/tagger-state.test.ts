import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { taggerInputs } from '../../src/memory/cache/tagger-state.js';
import { TAGGER_WORDS } from '../../src/memory/outside/tagger-words.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CUT = join(import.meta.dirname, 'helpers', 'tagger-cut.ts');

interface Cut {
  origin: 'restored' | 'built';
  check: 'whole' | 'seen' | null;
  texts: number;
  out: unknown;
}

function cut(env: Record<string, string | undefined>): Cut {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CUT], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`tagger-cut failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Cut;
}

// Each state is about 50 MB: the folders go when the tests are done.
const made: string[] = [];
const folder = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the tagger state kept in the cache folder', () => {
  it('cuts every text as a freshly built dictionary does, and a state that does not check is rebuilt', { timeout: 240_000 }, () => {
    const cache = folder('simp-tagger-cache-');
    const state = folder('simp-tagger-key-');
    const env = { SIMP_CACHE_DIR: cache, XDG_STATE_HOME: state, SIMP_NO_TAGGER_CACHE: undefined };
    const fresh = cut({ ...env, SIMP_NO_TAGGER_CACHE: '1' });
    expect(fresh.origin).toBe('built');
    expect(fresh.texts).toBeGreaterThan(300);
    expect(readdirSync(cache)).toEqual([]);

    const first = cut(env);
    expect(first.origin).toBe('built');
    const files = readdirSync(cache).filter((n) => n.endsWith('.state'));
    expect(files).toHaveLength(1);
    // Written by this process: marked as checked, so the next one copies it without hashing it.
    expect(readdirSync(cache).filter((n) => n.endsWith('.seen'))).toHaveLength(1);
    const second = cut(env);
    expect(second.origin).toBe('restored');
    expect(second.check).toBe('seen');
    expect(second.out).toEqual(fresh.out);
    expect(first.out).toEqual(fresh.out);

    // One byte of the memory changed, its modification time put back: the change time still
    // differs from the record's, the whole seal is checked and fails, the dictionary is built anew
    // (and kept again).
    const path = join(cache, files[0] as string);
    const seenPath = path.replace(/\.state$/, '.seen');
    const seenRecord = readFileSync(seenPath);
    const before = statSync(path);
    const bytes = readFileSync(path);
    const at = bytes.length - 1000;
    bytes[at] = (bytes[at] as number) ^ 0xff;
    writeFileSync(path, bytes);
    utimesSync(path, before.atime, before.mtime);
    const tampered = cut(env);
    expect(tampered.origin).toBe('built');
    expect(tampered.out).toEqual(fresh.out);
    expect(cut(env).check).toBe('seen');

    // The record gone, or an older record (of the file before it was rebuilt) put back: the whole state is checked
    // (it passes), and the record is written again for the next call.
    rmSync(seenPath);
    const unrecorded = cut(env);
    expect(unrecorded.check).toBe('whole');
    expect(unrecorded.out).toEqual(fresh.out);
    expect(cut(env).check).toBe('seen');
    writeFileSync(seenPath, seenRecord);
    expect(cut(env).check).toBe('whole');

    // Another user's key (another state folder): the entry is not theirs.
    expect(cut({ ...env, XDG_STATE_HOME: folder('simp-tagger-key-') }).origin).toBe('built');
  });

  it('is kept per inputs: the WebAssembly, each user word, its class and the frequency', () => {
    const wasm = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
    const base = taggerInputs(wasm, TAGGER_WORDS, 2000, ['x']);
    expect(taggerInputs(wasm, TAGGER_WORDS, 2000, ['x'])).toBe(base);
    expect(taggerInputs(wasm, [...TAGGER_WORDS, ['猫薄荷', 'n']], 2000, ['x'])).not.toBe(base);
    expect(taggerInputs(wasm, TAGGER_WORDS.map(([w], i) => [w, i === 0 ? 'nz' : (TAGGER_WORDS[i] as readonly [string, string])[1]] as const), 2000, ['x'])).not.toBe(base);
    expect(taggerInputs(wasm, TAGGER_WORDS, 2001, ['x'])).not.toBe(base);
    expect(taggerInputs(new Uint8Array([...wasm, 0]), TAGGER_WORDS, 2000, ['x'])).not.toBe(base);
  });
});
