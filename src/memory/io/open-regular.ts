import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { InputError } from '../../model/errors.js';

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
  if (!ok) throw notRegular(path);
  return fd;
}

/** The refusal of a FIFO, a device or a folder where a file is read, said in the user's language by the front ends. */
export function notRegular(path: string): InputError {
  return new InputError(`${path} is not a regular file (a FIFO, a device or a folder); refusing to read it`, [{ field: '', kind: 'not-regular' }], path);
}
