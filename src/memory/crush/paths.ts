import { realpathSync, lstatSync } from 'node:fs';
import { join, sep } from 'node:path';
import { refused } from '../../model/errors.js';
import { chooseBase } from '../outside/home.js';

import { SLUG_PATTERN } from '../../model/limits.js';

export { SLUG_PATTERN };

/**
 * Base folder: --base-dir, else SIMP_HOME, else ./crushes when it exists, else the
 * config file's data_dir, else the platform's data folder (see home.ts).
 */
export function resolveBaseDir(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  return chooseBase(flag, env).dir;
}

/** Names Windows reserves for devices: a folder named so cannot be copied to or opened there. */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

export function validateSlug(slug: string): string {
  if (WINDOWS_RESERVED.test(slug)) {
    throw refused({ field: 'slug', kind: 'slug', value: slug, reserved: true });
  }
  if (!SLUG_PATTERN.test(slug)) {
    const shown = JSON.stringify(slug.length > 80 ? `${slug.slice(0, 80)}…` : slug);
    throw refused({ field: 'slug', kind: 'slug', value: shown, reserved: false });
  }
  return slug;
}

function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent + sep);
}

/**
 * The folder of one crush. Refuses slugs that are not plain names and folders
 * that a symlink points outside the base folder.
 */
export function crushDir(base: string, slug: string): string {
  validateSlug(slug);
  // A plain folder named by a valid slug is inside the base by construction; a link is followed only inside it.
  return fileIn(base, base, slug);
}

/**
 * A file inside a crush folder; a symlink there that leaves the base folder is refused,
 * so neither a read nor a write can escape it.
 */
export function fileIn(base: string, dir: string, name: string): string {
  const path = join(dir, name);
  let isLink: boolean;
  try {
    isLink = lstatSync(path).isSymbolicLink();
  } catch {
    return path;
  }
  if (isLink) {
    let real: string;
    try {
      real = realpathSync.native(path);
    } catch {
      throw refused({ field: '', kind: 'place', problem: 'broken-link', value: path });
    }
    if (!isInside(realpathSync.native(base), real)) {
      throw refused({ field: '', kind: 'place', problem: 'outside', value: path, detail: real });
    }
  }
  return path;
}
