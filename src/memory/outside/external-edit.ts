import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditorError } from '../../model/errors.js';

/** The editor a text is opened in: $VISUAL, then $EDITOR (either may carry arguments, `code --wait`), then vi. */
export function editorCommand(env: NodeJS.ProcessEnv = process.env): string {
  return (env['VISUAL'] || env['EDITOR'] || 'vi').trim();
}

const quote = (path: string): string => `'${path.replaceAll("'", `'\\''`)}'`;

/**
 * Opens `text` in the user's editor, as `git commit` does, and returns what the
 * file holds when the editor exits (one trailing line break, which editors add,
 * dropped). The text lives in a private temp folder (0700, the file 0600) that is
 * removed afterwards. An editor that cannot start or exits with a failure status
 * is reported, and the text given is kept.
 */
export function editExternally(text: string, env: NodeJS.ProcessEnv = process.env): string {
  const command = editorCommand(env);
  const dir = mkdtempSync(join(tmpdir(), 'simp-edit-'));
  try {
    const file = join(dir, 'note.md');
    writeFileSync(file, text, { mode: 0o600 });
    const run = spawnSync(`${command} ${quote(file)}`, { shell: true, stdio: 'inherit', env });
    if (run.error) throw new EditorError(command, 'start', run.error.message);
    if (run.status !== 0) throw new EditorError(command, 'status', String(run.status ?? run.signal));
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
