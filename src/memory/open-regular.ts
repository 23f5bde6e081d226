import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { InputError } from '../model/errors.js';

/**
 * Opens a file for reading only if it is a regular file. The open does not block
 * (O_NONBLOCK): a FIFO or a device put where a data file belongs would otherwise
 * hang the command; it is refused with the file named instead.
 */
export function openRegular(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  let ok = false;
  try {
    ok = fstatSync(fd).isFile();
  } finally {
    if (!ok) closeSync(fd);
  }
  if (!ok) throw new InputError(`${path} is not a regular file (a FIFO, a device or a folder); refusing to read it`);
  return fd;
}
