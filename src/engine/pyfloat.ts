// Python's float rounding and printing, for reports that must match the
// reference tools byte for byte. JavaScript's toFixed rounds an exact tie up;
// Python rounds it to even. Every other value rounds the same way in both,
// since both work on the exact binary value.

/** True when `x` lies exactly halfway between two `digits`-place decimals: then x·2^(digits+1) is an odd integer. */
function isTie(x: number, digits: number): boolean {
  const scaled = x * 2 ** (digits + 1);
  return Number.isInteger(scaled) && Math.abs(scaled % 2) === 1;
}

/** Python's `round(x, digits)` on a float. */
export function pyRound(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  if (!isTie(x, digits)) return Number(x.toFixed(digits));
  const scale = 10 ** digits;
  const low = Math.floor(x * scale);
  return (low % 2 === 0 ? low : low + 1) / scale;
}

/** Python's `format(x, f'.{digits}f')`. */
export function pyFixed(x: number, digits: number): string {
  if (!isTie(x, digits)) return x.toFixed(digits);
  return pyRound(x, digits).toFixed(digits);
}

/** Python's `str(x)` of a float of ordinary size: always a decimal point (`50.0`). */
export function pyFloatRepr(x: number): string {
  const text = String(x);
  return /[.eE]|Infinity|NaN/.test(text) ? text : `${text}.0`;
}
