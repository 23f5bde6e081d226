import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseKeepingNumbers, parseScanned, RawNumber } from '../../src/memory/formats/pyjson.js';

// Number tokens as files hold them: canonical integers, and the ones JSON.parse would change.
const token = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.constantFrom('1.0', '-0', '0.5', '1e3', '2E-2', '12345678901234567890', '9007199254740993', '-0.0', '3.14'),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
);
const str = fc.oneof(fc.string(), fc.constantFrom('2026-12-01T16:32:10.123456', 'x-0 y', '1.0', '-07', 'v1'));
const field = fc.tuple(fc.string({ maxLength: 8 }), fc.oneof(token, str.map((s) => JSON.stringify(s))));
const objectText = fc.array(field, { maxLength: 8 }).map((fields) => `{${fields.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')}}`);

describe('JSON read keeping numbers as written', () => {
  it('takes the shortcut only where the scan would keep nothing aside: the same value either way', () => {
    fc.assert(
      fc.property(objectText, (text) => {
        expect(parseKeepingNumbers(text)).toEqual(parseScanned(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a fraction, an exponent, -0 and a long integer as written, and reads plain integers as numbers', () => {
    const v = parseKeepingNumbers('{"a": 1.0, "b": -0, "c": 12345678901234567890, "d": 1e3, "e": 42, "f": "2026-12-01T16:32:10.5"}') as Record<string, unknown>;
    for (const k of ['a', 'b', 'c', 'd']) expect(v[k], k).toBeInstanceOf(RawNumber);
    expect(v['e']).toBe(42);
    expect(v['f']).toBe('2026-12-01T16:32:10.5');
  });
});
