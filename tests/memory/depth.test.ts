import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DEPTH, mayBeTooDeep, tooDeep } from '../../src/memory/formats/depth.js';

describe('nesting depth', () => {
  it('the bracket count never clears a value that is too deep', () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'large', maxDepth: 80 }), fc.integer({ min: 1, max: MAX_DEPTH }), (value, limit) => {
        const text = JSON.stringify(value);
        if (!mayBeTooDeep(text, limit)) expect(tooDeep(value, limit)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('clears ordinary lines and flags deep ones', () => {
    expect(mayBeTooDeep('{"ts": "x", "type": "t", "data": {"a": [1, 2], "b": {"c": "[{"}}}')).toBe(false);
    const deep = `${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`;
    expect(mayBeTooDeep(deep)).toBe(true);
    expect(tooDeep(JSON.parse(deep))).toBe(true);
  });
});
