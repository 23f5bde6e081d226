import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/**
 * Every entry under `dir` with what identifies its content: a file's bytes,
 * inode and mtime (a rewrite with the same bytes still counts as a change), a
 * link's target, a folder's existence. Links are not followed.
 */
export function treeSignature(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    const path = join(dir, rel);
    const st = lstatSync(path);
    if (st.isSymbolicLink()) out.set(rel, `link -> ${readlinkSync(path)}`);
    else if (st.isDirectory()) {
      out.set(rel, 'dir');
      for (const name of readdirSync(path).sort()) walk(rel === '' ? name : `${rel}/${name}`);
    } else {
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
      out.set(rel, `file ${st.size} ${hash} ino ${st.ino} mtime ${st.mtimeMs}`);
    }
  };
  walk('');
  return out;
}

/** What changed between two signatures, one line per path (empty when nothing did). */
export function treeDiff(before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [path, sig] of after) {
    if (!before.has(path)) lines.push(`created ${path || '.'} (${sig.split(' ')[0]})`);
    else if (before.get(path) !== sig) lines.push(`changed ${path}`);
  }
  for (const path of before.keys()) if (!after.has(path)) lines.push(`deleted ${path}`);
  return lines;
}
