// Runs inside a private mount namespace with a small tmpfs mounted at argv[2]:
// renames a crush with simp while the disk is full or nearly full (0 to 16 pages
// free), and after each failure retries with room, reporting where the folder was
// and what each run changed. Usage: node --import tsx full-disk-rename.mts <mountpoint> <simp cli.js>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, ftruncateSync, fstatSync, openSync, readdirSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const [mount, cli] = process.argv.slice(2) as [string, string];
const base = join(mount, 'crushes');
const simp = (...args: string[]) => spawnSync(process.execPath, [cli, ...args, '--base-dir', base], { encoding: 'utf8' });
const files = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (p: string, rel: string): void => {
    for (const n of readdirSync(p).sort()) {
      const full = join(p, n);
      if (statSync(full).isDirectory()) walk(full, `${rel}${n}/`);
      else out[`${rel}${n}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir, '');
  return out;
};

simp('init', 'lin', '--nickname', 'Lin');
simp('analyze', 'lin', '--signals', 'msg.initiates_often');
const filler = join(mount, 'filler');
/** A new filler that takes the whole disk, then `pages` pages of it given back (its tail: pages really held). */
const leave = (pages: number): void => {
  if (existsSync(filler)) unlinkSync(filler);
  const fd = openSync(filler, 'w');
  const page = Buffer.alloc(4096, 120);
  try {
    for (;;) writeSync(fd, page);
  } catch {
    // ENOSPC: the disk is full.
  }
  ftruncateSync(fd, Math.max(0, fstatSync(fd).size - pages * 4096));
  closeSync(fd);
};
const names = ['lin', 'lin2'];
let at = 0;
const runs: { pages: number; code: number | null; stderr: string; from: boolean; to: boolean; changed: string[]; retry: { code: number | null; stderr: string; to: boolean; slug: unknown; profile: boolean } | null }[] = [];
for (let pages = 0; pages <= 16; pages += 1) {
  const from = names[at] as string;
  const to = names[1 - at] as string;
  leave(pages);
  const before = files(base);
  const r = simp('rename', from, to);
  const after = files(base);
  const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
  const where = { from: existsSync(join(base, from)), to: existsSync(join(base, to)) };
  let retry = null;
  if (r.status !== 0) {
    // Room again: the same command, as the user would run it.
    if (existsSync(filler)) unlinkSync(filler);
    const again = simp('rename', from, to);
    const meta = existsSync(join(base, to, 'meta.json')) ? (JSON.parse(readFileSync(join(base, to, 'meta.json'), 'utf8')) as Record<string, unknown>) : {};
    const profile = existsSync(join(base, to, 'profile.md')) && readFileSync(join(base, to, 'profile.md'), 'utf8').includes(`\nslug: ${to}\n`);
    retry = { code: again.status, stderr: again.stderr.trim(), to: existsSync(join(base, to)), slug: meta['slug'], profile };
    if (again.status === 0) at = 1 - at;
  } else at = 1 - at;
  runs.push({ pages, code: r.status, stderr: r.stderr.trim(), ...where, changed, retry });
}
if (existsSync(filler)) unlinkSync(filler);
// Wherever the folder is now (a run that went wrong may have left it under either name).
const last = names.find((n) => existsSync(join(base, n, 'meta.json'))) ?? 'none';
const timeline = simp('timeline', last);
process.stdout.write(JSON.stringify({ runs, last, timeline: timeline.status, meta: last === 'none' ? {} : (JSON.parse(readFileSync(join(base, last, 'meta.json'), 'utf8')) as Record<string, unknown>) }));
