import { InputError } from '../../model/errors.js';

const PAUSES_MS = [20, 60, 120];
const nap = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs a read that failed because the file could not be parsed up to three more
 * times after short pauses. The reference tools rewrite meta.json and state.md
 * in place with no lock (truncate, then write): a reader that meets one half
 * written waits for it rather than calling a good file broken.
 */
export function settled<T>(read: () => T): T {
  for (const pause of PAUSES_MS) {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      Atomics.wait(nap, 0, 0, pause);
    }
  }
  return read();
}
