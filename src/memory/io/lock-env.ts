// What the environment says about locking, read by both front ends.

/** SIMP_LOCK_WAIT: the longest wait, in seconds, for a folder another writer holds (unset: the default). */
export function lockWaitFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env['SIMP_LOCK_WAIT'];
  const seconds = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}
