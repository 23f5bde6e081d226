import { ArchiveError } from '../model/archive.js';
import type { Messages } from '../i18n/index.js';

/**
 * An archive's passphrase: SIMP_PASSPHRASE when set (scripts), else asked on
 * the terminal without echo (twice for a new archive). Without a terminal and
 * without SIMP_PASSPHRASE it is refused: nothing is ever read from a pipe.
 */
export async function askPassphrase(m: Messages, confirm: boolean, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const given = env['SIMP_PASSPHRASE'];
  if (given !== undefined && given !== '') return given;
  if (!process.stdin.isTTY) throw new ArchiveError({ kind: 'no-passphrase' });
  const first = await hidden(m.cli.archive.askPassphrase);
  if (first === '') throw new ArchiveError({ kind: 'empty-passphrase' });
  if (confirm && (await hidden(m.cli.archive.askAgain)) !== first) throw new ArchiveError({ kind: 'passphrase-mismatch' });
  return first;
}

/** One line typed on the terminal in raw mode, nothing echoed; Ctrl-C or Ctrl-D (on an empty line) cancels. */
function hidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (text: string): void => {
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') {
          finish();
          return resolve(typed);
        }
        if (ch === '\u0003' || (ch === '\u0004' && typed === '')) {
          finish();
          return reject(new ArchiveError({ kind: 'passphrase-cancelled' }));
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}
