import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

// Whether a program the user named (a pager) is there to run, before anything is sent to it.

/** Whether a program can be run: a path to an executable, or a name found on PATH. */
export function onPath(program: string, env: NodeJS.ProcessEnv): boolean {
  const runnable = (path: string): boolean => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (program.includes('/')) return runnable(isAbsolute(program) ? program : join(process.cwd(), program));
  return (env['PATH'] ?? '').split(delimiter).some((dir) => dir !== '' && runnable(join(dir, program)));
}

