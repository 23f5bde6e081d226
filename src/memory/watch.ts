import { watch, existsSync, readdirSync, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { LOCK_NAME } from './lock.js';

const ignored = (file: string | null): boolean =>
  file !== null && (file.startsWith(LOCK_NAME) || file.endsWith('.tmp') || file.startsWith('.'));

/**
 * Calls `onChange(slug)` (debounced) when another program writes under the base
 * folder: `slug` names the crush whose files changed, null means the set of
 * crushes changed. One watcher for the base plus one per crush folder.
 */
export function watchCrushes(base: string, onChange: (slug: string | null) => void, debounceMs = 150): () => void {
  const watchers = new Map<string, FSWatcher>();
  const pending = new Set<string | null>();
  let timer: NodeJS.Timeout | undefined;
  const fire = (slug: string | null): void => {
    pending.add(slug);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const slugs = [...pending];
      pending.clear();
      for (const s of slugs) onChange(s);
    }, debounceMs);
  };
  const watchFolder = (name: string): void => {
    if (watchers.has(name) || name.startsWith('.')) return;
    try {
      const w = watch(join(base, name), (_e, file) => {
        if (!ignored(file ? String(file) : null)) fire(name);
      });
      w.on('error', () => {
        w.close();
        watchers.delete(name);
      });
      watchers.set(name, w);
    } catch {
      // A folder that vanished between listing and watching is simply not watched.
    }
  };
  if (!existsSync(base)) return () => undefined;
  const root = watch(base, (_e, file) => {
    const name = file ? String(file) : null;
    if (ignored(name)) return;
    if (name && existsSync(join(base, name))) watchFolder(name);
    fire(null);
  });
  root.on('error', () => undefined);
  for (const d of readdirSync(base, { withFileTypes: true })) if (d.isDirectory()) watchFolder(d.name);
  return () => {
    clearTimeout(timer);
    root.close();
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
