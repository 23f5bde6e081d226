import { describe, expect, it } from 'vitest';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { extract, pack, type Header } from 'tar-stream';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

/** No passphrase in the environment unless a test gives one (an empty SIMP_PASSPHRASE is none). */
const NO_PASS = { SIMP_PASSPHRASE: '' };

/** A base folder with two crushes holding more than init writes, a trashed third, and a temp file of a live writer. */
function makeBase() {
  const dir = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', dir], { env: NO_PASS });
  for (const slug of ['a', 'b', 'c']) expect(run('init', slug, '--nickname', `N-${slug}`).code).toBe(0);
  expect(run('append', 'a', 'signal_recorded', '{"direction":"green","content":"主动约周末","score_delta":3}').code).toBe(0);
  expect(run('backup', 'a').code).toBe(0);
  mkdirSync(join(dir, 'a', 'memories', 'empty'), { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, 'a', 'memories', 'photo.bin'), Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]), { mode: 0o600 });
  writeFileSync(join(dir, 'b', 'notes.txt'), 'shared by hand\n');
  chmodSync(join(dir, 'b', 'notes.txt'), 0o644);
  expect(run('delete', 'c', '--yes').code).toBe(0);
  // A temp file of a writer still running (this test process): never archived, never swept.
  writeFileSync(join(dir, 'a', `.meta.json.simp-${process.pid}-0badc0de.tmp`), 'half-written');
  return { dir, run };
}

/** Every entry under a folder with its kind, permission bits and content hash: proves a restore is byte for byte. */
function tree(dir: string, skip: (rel: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (p: string, rel: string): void => {
    for (const name of readdirSync(p).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (skip(r)) continue;
      const full = join(p, name);
      const st = lstatSync(full);
      const mode = (st.mode & 0o777).toString(8);
      if (st.isDirectory()) {
        out[r] = `dir ${mode}`;
        walk(full, r);
      } else out[r] = `file ${mode} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
    }
  };
  walk(dir, '');
  return out;
}

/** The source tree as an archive holds it: no .trash, no temp files of simp. */
const archived = (dir: string) => tree(dir, (rel) => rel === '.trash' || /(^|\/)\.[^/]+\.simp-\d+-[0-9a-f]+\.tmp$/.test(rel));

interface Entry {
  header: Header;
  body: Buffer;
}

async function readTar(gz: Buffer): Promise<Entry[]> {
  const ex = extract();
  const out: Entry[] = [];
  const done = (async () => {
    for await (const e of ex) {
      const chunks: Buffer[] = [];
      for await (const c of e) chunks.push(c as Buffer);
      out.push({ header: e.header, body: Buffer.concat(chunks) });
    }
  })();
  ex.end(gunzipSync(gz));
  await done;
  return out;
}

async function writeTar(entries: readonly Entry[]): Promise<Buffer> {
  const p = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const c of p) chunks.push(c as Buffer);
  })();
  for (const e of entries) {
    await new Promise<void>((resolve, reject) => p.entry({ ...e.header, size: e.body.length }, e.body, (err) => (err ? reject(err) : resolve())));
  }
  p.finalize();
  await collected;
  return gzipSync(Buffer.concat(chunks));
}

/** The archive rewritten by `change` (which may edit, drop or add entries), written beside it. */
async function tamper(file: string, change: (entries: Entry[]) => Entry[]): Promise<string> {
  const entries = change(await readTar(readFileSync(file)));
  const out = `${file}.${Math.random().toString(16).slice(2)}.tampered.tar.gz`;
  writeFileSync(out, await writeTar(entries));
  return out;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A hand-made archive whose manifest agrees with its entries: only the entry's own rule can refuse it. */
async function handMade(dir: string, files: { name: string; body?: string; header?: Partial<Header> }[]): Promise<string> {
  const entries: Entry[] = [{ header: { name: 'x/', type: 'directory', mode: 0o700 } as Header, body: Buffer.alloc(0) }];
  const manifest = {
    format: 'simp-archive',
    version: 1,
    created_at: '2026-04-10T09:00:00',
    simp_version: '0.1.0',
    crushes: [{ slug: 'x', files: files.length, bytes: files.reduce((n, f) => n + Buffer.byteLength(f.body ?? ''), 0) }],
    folders: [{ path: 'x', mode: '0700' }],
    files: files.map((f) => ({ path: f.name, size: Buffer.byteLength(f.body ?? ''), mode: '0600', sha256: sha(Buffer.from(f.body ?? '')) })),
  };
  for (const f of files) entries.push({ header: { name: f.name, type: 'file', mode: 0o600, ...f.header } as Header, body: Buffer.from(f.body ?? '') });
  entries.push({ header: { name: 'manifest.json', type: 'file', mode: 0o600 } as Header, body: Buffer.from(JSON.stringify(manifest)) });
  const out = join(dir, `evil-${Math.random().toString(16).slice(2)}.tar.gz`);
  writeFileSync(out, await writeTar(entries));
  return out;
}

describe('simp backup --archive and simp restore', () => {
  it('--all writes one private gzip tar with a manifest; restore into an empty base brings back every file byte for byte', async () => {
    const { dir, run } = makeBase();
    const file = join(tempDir(), 'all.tar.gz');
    const before = archived(dir);
    const r = run('backup', '--all', '--archive', file, '--json');
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { path: string; crushes: { slug: string }[]; encrypted: boolean };
    expect(out.path).toBe(file);
    expect(out.crushes.map((c) => c.slug)).toEqual(['a', 'b']);
    expect(out.encrypted).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file);
    expect([raw[0], raw[1]]).toEqual([0x1f, 0x8b]);
    // No lock, no temp file, no .trash; the rest of the source is as it was.
    const entries = await readTar(raw);
    const names = entries.map((e) => e.header.name.replace(/\/$/, ''));
    expect(names).toContain('manifest.json');
    expect(names).toContain('a/memories/empty');
    expect(names.filter((n) => /\.simp\.lock|\.tmp$|^\.trash|^c(\/|$)/.test(n))).toEqual([]);
    expect(archived(dir)).toEqual(before);
    const manifest = JSON.parse(entries.find((e) => e.header.name === 'manifest.json')?.body.toString() ?? '{}');
    expect(manifest).toMatchObject({ format: 'simp-archive', version: 1, simp_version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(manifest.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const events = manifest.files.find((f: { path: string }) => f.path === 'a/events.jsonl');
    const onDisk = readFileSync(join(dir, 'a', 'events.jsonl'));
    expect(events).toEqual({ path: 'a/events.jsonl', size: onDisk.length, mode: '0600', sha256: sha(onDisk) });

    const fresh = join(tempDir(), 'restored');
    const back = simp(['restore', file, '--base-dir', fresh], { env: NO_PASS });
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('a');
    expect(tree(fresh)).toEqual(before);
    expect(statSync(join(fresh, 'a')).mode & 0o777).toBe(0o700);
    expect(statSync(join(fresh, 'a', 'profile.md')).mode & 0o777).toBe(0o600);
    expect(statSync(join(fresh, 'b', 'notes.txt')).mode & 0o777).toBe(0o644);
    // The restored crushes work as any other.
    expect(simp(['timeline', 'a', '--base-dir', fresh]).code).toBe(0);
    expect(simp(['append', 'a', 'signal_recorded', '{"direction":"red","content":"x","score_delta":-1}', '--base-dir', fresh]).code).toBe(0);
  });

  it('one crush: the archive holds that crush alone, and restores it alone', async () => {
    const { dir, run } = makeBase();
    const file = join(tempDir(), 'a.tar.gz');
    const r = run('backup', 'a', '--archive', file);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(file);
    const names = (await readTar(readFileSync(file))).map((e) => e.header.name);
    expect(names.every((n) => n === 'manifest.json' || n.startsWith('a/'))).toBe(true);
    const fresh = join(tempDir(), 'one');
    expect(simp(['restore', file, '--base-dir', fresh, '--json']).code).toBe(0);
    expect(readdirSync(fresh)).toEqual(['a']);
    expect(tree(join(fresh, 'a'))).toEqual(archived(join(dir, 'a')));
  });

  it('plain backup <slug> still saves a version in versions/, and no archive', () => {
    const { dir, run } = makeBase();
    const versions = readdirSync(join(dir, 'b', 'versions')).length;
    const r = run('backup', 'b');
    expect(r.code).toBe(0);
    expect(readdirSync(join(dir, 'b', 'versions')).length).toBe(versions + 1);
  });

  it('refuses to restore over an existing crush (exit 2, nothing changed); --force moves it to .trash first and says where', () => {
    const { dir, run } = makeBase();
    const file = join(tempDir(), 'all.tar.gz');
    expect(run('backup', '--all', '--archive', file).code).toBe(0);
    const atBackup = archived(join(dir, 'a'));
    expect(run('append', 'a', 'signal_recorded', '{"direction":"red","content":"后来的事","score_delta":-2}').code).toBe(0);
    const later = tree(join(dir, 'a'));
    const before = treeHash(dir);
    const refused = simp(['restore', file, '--slug', 'a', '--base-dir', dir], { env: NO_PASS });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('a');
    expect(refused.stderr).toContain('--force');
    expect(treeHash(dir)).toBe(before);

    const forced = simp(['restore', file, '--slug', 'a', '--force', '--base-dir', dir, '--json'], { env: NO_PASS });
    expect(forced.code, forced.stderr).toBe(0);
    const out = JSON.parse(forced.stdout) as { crushes: { slug: string; action: string; trashed: string | null }[] };
    expect(out.crushes).toHaveLength(1);
    const moved = out.crushes[0]?.trashed as string;
    expect(moved.startsWith(join(dir, '.trash', 'a_'))).toBe(true);
    // Moved whole, as `simp delete` moves it (which stamps meta.json's updated_at on the way).
    const noMeta = ({ 'meta.json': _m, ...rest }: Record<string, string>) => rest;
    expect(noMeta(tree(moved))).toEqual(noMeta(later));
    expect(readFileSync(join(moved, 'events.jsonl'), 'utf8')).toContain('后来的事');
    expect(tree(join(dir, 'a'))).toEqual(atBackup);
    // b was not asked for: untouched.
    expect(readdirSync(join(dir, '.trash')).filter((n) => n.startsWith('b_'))).toEqual([]);
    const text = simp(['restore', file, '--slug', 'b', '--force', '--base-dir', dir, '--lang', 'en'], { env: NO_PASS });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(join(dir, '.trash', 'b_'));
  });

  it('--dry-run says what would be restored, replaced and verified, and writes nothing', () => {
    const { dir, run } = makeBase();
    const file = join(tempDir(), 'all.tar.gz');
    expect(run('backup', '--all', '--archive', file).code).toBe(0);
    const fresh = join(tempDir(), 'never');
    const dry = simp(['restore', file, '--dry-run', '--base-dir', fresh, '--lang', 'en'], { env: NO_PASS });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/verified/i);
    expect(dry.stdout).toMatch(/\ba\b/);
    expect(dry.stdout).toMatch(/\bb\b/);
    expect(existsSync(fresh)).toBe(false);

    const before = treeHash(dir);
    const over = simp(['restore', file, '--dry-run', '--force', '--base-dir', dir, '--json'], { env: NO_PASS });
    expect(over.code, over.stderr).toBe(0);
    const plan = JSON.parse(over.stdout) as { dry_run: boolean; crushes: { slug: string; action: string }[]; verified: { files: number } };
    expect(plan.dry_run).toBe(true);
    expect(plan.crushes.map((c) => [c.slug, c.action])).toEqual([['a', 'replace'], ['b', 'replace']]);
    expect(plan.verified.files).toBeGreaterThan(10);
    expect(treeHash(dir)).toBe(before);
    // Without --force the dry run names the crushes in the way, as the restore would.
    const refused = simp(['restore', file, '--dry-run', '--base-dir', dir], { env: NO_PASS });
    expect(refused.code).toBe(2);
    expect(treeHash(dir)).toBe(before);
  });

  it('a tampered archive is refused naming the file, and restores nothing', async () => {
    const { run } = makeBase();
    const file = join(tempDir(), 'all.tar.gz');
    expect(run('backup', '--all', '--archive', file).code).toBe(0);
    const flipped = await tamper(file, (entries) =>
      entries.map((e) => {
        if (e.header.name !== 'b/events.jsonl') return e;
        const body = Buffer.from(e.body);
        body[5] = (body[5] as number) ^ 0x01;
        return { ...e, body };
      }),
    );
    const editedManifest = await tamper(file, (entries) =>
      entries.map((e) => {
        if (e.header.name !== 'manifest.json') return e;
        const m = JSON.parse(e.body.toString());
        const f = m.files.find((x: { path: string }) => x.path === 'a/profile.md');
        f.sha256 = '0'.repeat(64);
        return { ...e, body: Buffer.from(JSON.stringify(m)) };
      }),
    );
    const dropped = await tamper(file, (entries) => entries.filter((e) => e.header.name !== 'a/state.md'));
    const added = await tamper(file, (entries) => [{ header: { name: 'a/extra.md', type: 'file', mode: 0o600 } as Header, body: Buffer.from('x') }, ...entries]);
    const cases: [string, RegExp][] = [
      [flipped, /b\/events\.jsonl/],
      [editedManifest, /a\/profile\.md/],
      [dropped, /a\/state\.md/],
      [added, /a\/extra\.md/],
    ];
    for (const [bad, names] of cases) {
      const fresh = join(tempDir(), 'fresh');
      mkdirSync(fresh);
      const r = simp(['restore', bad, '--base-dir', fresh], { env: NO_PASS });
      expect(r.code, bad).toBe(2);
      expect(r.stderr).toMatch(names);
      expect(readdirSync(fresh)).toEqual([]);
      const en = simp(['restore', bad, '--base-dir', fresh, '--lang', 'en'], { env: NO_PASS });
      expect(en.stderr).toMatch(/nothing was restored/i);
    }
    // A byte flipped in the compressed stream itself: the archive is damaged, nothing restored.
    const raw = readFileSync(file);
    raw[Math.floor(raw.length / 2)] = (raw[Math.floor(raw.length / 2)] as number) ^ 0xff;
    const broken = `${file}.broken`;
    writeFileSync(broken, raw);
    const fresh = join(tempDir(), 'fresh');
    const r = simp(['restore', broken, '--base-dir', fresh], { env: NO_PASS });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(broken);
    expect(existsSync(fresh) ? readdirSync(fresh) : []).toEqual([]);
  });

  it('an archive with ../, an absolute path, a link or a device entry is refused before anything is written', async () => {
    const work = tempDir();
    const fresh = join(work, 'base');
    mkdirSync(fresh);
    const cases: [string, { name: string; body?: string; header?: Partial<Header> }[], RegExp][] = [
      ['parent', [{ name: 'x/../../escaped.txt', body: 'gotcha' }], /\.\./],
      ['parent-top', [{ name: '../escaped.txt', body: 'gotcha' }], /\.\./],
      ['absolute', [{ name: join(work, 'abs.txt'), body: 'gotcha' }], /abs\.txt/],
      ['symlink', [{ name: 'x/link', header: { type: 'symlink', linkname: '/etc/passwd' } }], /x\/link/],
      ['hard link', [{ name: 'x/hard', header: { type: 'link', linkname: 'x/profile.md' } }], /x\/hard/],
      ['device', [{ name: 'x/dev', header: { type: 'character-device', devmajor: 1, devminor: 3 } }], /x\/dev/],
    ];
    for (const [what, files, names] of cases) {
      const bad = await handMade(work, files);
      const r = simp(['restore', bad, '--base-dir', fresh], { env: NO_PASS });
      expect(r.code, what).toBe(2);
      expect(r.stderr, what).toMatch(names);
      expect(readdirSync(fresh), what).toEqual([]);
      expect(existsSync(join(work, 'escaped.txt')), what).toBe(false);
      expect(existsSync(join(work, 'abs.txt')), what).toBe(false);
    }
    // The same hand-made archive with an ordinary file restores: the refusals above are the entries' own.
    const good = await handMade(work, [{ name: 'x/profile.md', body: 'ok' }]);
    const ok = simp(['restore', good, '--base-dir', fresh], { env: NO_PASS });
    expect(ok.code, ok.stderr).toBe(0);
    expect(readFileSync(join(fresh, 'x', 'profile.md'), 'utf8')).toBe('ok');
  });

  it('--encrypt: SIMP_PASSPHRASE round trip; a wrong passphrase, a flipped byte or no passphrase at all change nothing', () => {
    const { dir } = makeBase();
    const file = join(tempDir(), 'all.simp');
    const pass = { SIMP_PASSPHRASE: 'correct horse battery staple' };
    const before = archived(dir);
    const r = simp(['backup', '--all', '--archive', file, '--encrypt', '--base-dir', dir], { env: pass });
    expect(r.code, r.stderr).toBe(0);
    const raw = readFileSync(file);
    expect(raw.subarray(0, 8).toString('latin1')).toBe('SIMPAENC');
    expect(raw.includes(Buffer.from('N-a'))).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const fresh = join(tempDir(), 'enc');
    mkdirSync(fresh);
    const wrong = simp(['restore', file, '--base-dir', fresh], { env: { SIMP_PASSPHRASE: 'Tr0ub4dor&3' } });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/密码/);
    expect(readdirSync(fresh)).toEqual([]);
    const wrongEn = simp(['restore', file, '--base-dir', fresh, '--lang', 'en'], { env: { SIMP_PASSPHRASE: 'nope' } });
    expect(wrongEn.stderr).toMatch(/passphrase/i);

    const none = simp(['restore', file, '--base-dir', fresh, '--lang', 'en'], { env: NO_PASS });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('SIMP_PASSPHRASE');
    expect(readdirSync(fresh)).toEqual([]);
    const noneBackup = simp(['backup', '--all', '--archive', join(tempDir(), 'x.simp'), '--encrypt', '--base-dir', dir], { env: NO_PASS });
    expect(noneBackup.code).toBe(2);
    expect(noneBackup.stderr).toContain('SIMP_PASSPHRASE');

    const flipped = Buffer.from(raw);
    flipped[flipped.length - 40] = (flipped[flipped.length - 40] as number) ^ 0x01;
    const bad = `${file}.flipped`;
    writeFileSync(bad, flipped);
    const tampered = simp(['restore', bad, '--base-dir', fresh], { env: pass });
    expect(tampered.code).toBe(2);
    expect(readdirSync(fresh)).toEqual([]);

    const ok = simp(['restore', file, '--base-dir', fresh], { env: pass });
    expect(ok.code, ok.stderr).toBe(0);
    expect(tree(fresh)).toEqual(before);
  });

  it('refuses an archive path inside the data folder, a folder, and bad combinations, writing nothing', () => {
    const { dir, run } = makeBase();
    const before = treeHash(dir);
    for (const args of [
      ['backup', '--all', '--archive', join(dir, 'all.tar.gz')],
      ['backup', 'a', '--archive', join(dir, 'a', 'a.tar.gz')],
      ['backup', 'a', '--archive', tempDir()],
      ['backup', '--all'],
      ['backup'],
      ['backup', 'a', '--all', '--archive', join(tempDir(), 'x.tar.gz')],
      ['backup', 'a', '--encrypt'],
      ['backup', 'zz', '--archive', join(tempDir(), 'x.tar.gz')],
    ]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
    }
    const inside = run('backup', '--all', '--archive', join(dir, 'all.tar.gz'), '--lang', 'en');
    expect(inside.stderr).toMatch(/inside the data folder/);
    expect(inside.stderr).toContain(join(dir, 'all.tar.gz'));
    expect(run('backup', '--all', '--archive', join(dir, 'all.tar.gz')).stderr).toMatch(/数据文件夹/);
    expect(treeHash(dir)).toBe(before);
  });

  it('restore refuses a missing file, a file that is no archive, and a --slug the archive does not hold', () => {
    const { run } = makeBase();
    const file = join(tempDir(), 'all.tar.gz');
    expect(run('backup', '--all', '--archive', file).code).toBe(0);
    const fresh = join(tempDir(), 'fresh');
    const missing = simp(['restore', join(tempDir(), 'nope.tar.gz'), '--base-dir', fresh], { env: NO_PASS });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.tar.gz');
    const text = join(tempDir(), 'notes.txt');
    writeFileSync(text, 'just some notes\n');
    const notArchive = simp(['restore', text, '--base-dir', fresh, '--lang', 'en'], { env: NO_PASS });
    expect(notArchive.code).toBe(2);
    expect(notArchive.stderr).toContain(text);
    const other = simp(['restore', file, '--slug', 'zz', '--base-dir', fresh, '--lang', 'en'], { env: NO_PASS });
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('zz');
    expect(other.stderr).toMatch(/\ba\b.*\bb\b/);
    expect(existsSync(fresh)).toBe(false);
    // --slug restores that one crush of several.
    expect(simp(['restore', file, '--slug', 'b', '--base-dir', fresh], { env: NO_PASS }).code).toBe(0);
    expect(readdirSync(fresh)).toEqual(['b']);
  });

  it('restore --help ends with an example; the completion knows restore and --archive', () => {
    const help = simp(['restore', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/(?:Examples?:|示例：)\n {2}simp restore /);
    expect(simp(['backup', '--help']).stdout).toMatch(/simp backup --all --archive /);
    const bash = simp(['completion', 'bash']).stdout;
    expect(bash).toContain("'restore')");
    expect(bash).toMatch(/--archive/);
    expect(bash).toMatch(/--dry-run[^\n]*--force|--force[^\n]*--dry-run/);
  });
});
