import { setJsonVerb } from './io.js';

/**
 * Wraps a verb's action so its code is imported only when the verb runs:
 * `simp events` then loads neither the schemas nor the YAML reader it does not need.
 */
export function lazy<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return async (...args: unknown[]): Promise<void> => {
    // Commander passes the command last: its name names the verb's JSON.
    const cmd = args.at(-1) as { name?: () => string } | undefined;
    if (typeof cmd?.name === 'function') setJsonVerb(cmd.name());
    const mod = await load();
    await (mod[name] as unknown as (...a: unknown[]) => unknown)(...args);
  };
}
