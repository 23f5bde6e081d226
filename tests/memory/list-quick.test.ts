import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MetaSchema } from '../../src/model/schemas.js';
import { quickSummaries } from '../../src/memory/crush/list-quick.js';
import { quickMeta } from '../../src/model/quick-meta.js';
import { listCrushes } from '../../src/memory/crush/ops-read.js';
import { ROOT, fixtureBase, tempDir } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

/** Values a meta.json key may hold in the wild: right ones, wrong types, edge numbers. */
const anyValue = fc.oneof(
  fc.constantFrom(null, true, false, '', 'v1', 'v12', 'V2', 'v', '未知', '暧昧期', 'hybrid', 'sweet', '纯情', '混合', 'turbo', '2026-11-30'),
  fc.integer({ min: -20, max: 30 }),
  fc.constantFrom(0.5, -1, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.string({ maxLength: 6 }),
  fc.constant([]),
  fc.constant({}),
);
const KEYS = [
  'slug', 'nickname', 'created_at', 'updated_at', 'version', 'current_stage', 'signal_score', 'mode', 'event_count',
  'last_snapshot', 'interaction_count', 'last_interaction', 'consecutive_days', 'archived_at', 'custom_key',
] as const;
const metaLike = fc.dictionary(fc.constantFrom(...KEYS), anyValue, { maxKeys: KEYS.length });

describe('meta.json read without the schema library (the list)', () => {
  it('accepts only what MetaSchema accepts, with the same values and defaults', () => {
    fc.assert(
      fc.property(metaLike, (raw) => {
        const quick = quickMeta(raw, 'folder');
        const schema = MetaSchema.safeParse({ slug: 'folder', ...raw });
        if (quick !== null) {
          expect(schema.success).toBe(true);
          expect(quick).toEqual(schema.data);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the usual files: every fixture and example meta.json, and a minimal old one', () => {
    const good = fc.record({
      nickname: fc.string(),
      version: fc.integer({ min: 1, max: 99 }).map((n) => `v${n}`),
      current_stage: fc.constantFrom('未知', '暧昧期', '友谊区'),
      signal_score: fc.oneof(fc.constant(null), fc.integer({ min: -15, max: 25 })),
      mode: fc.constantFrom('hybrid', 'sweet', 'strategic', '纯情'),
      event_count: fc.nat(),
    });
    fc.assert(fc.property(good, (raw) => quickMeta(raw, 'x') !== null));
    expect(quickMeta({}, 'old')).toEqual(MetaSchema.parse({ slug: 'old' }));
  });

  itWithShared('lists exactly what the full memory service lists, or leaves the list to it', () => {
    const example = join(tempDir(), 'crushes');
    cpSync(join(ROOT, 'crushes'), example, { recursive: true });
    for (const base of [example, fixtureBase()]) {
      const ctx = { base, now: () => new Date() };
      const quick = quickSummaries(ctx);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(listCrushes(ctx));
    }
    // A folder the quick reader does not fully accept: the whole list goes to the service.
    writeFileSync(join(example, 'xiaoyu', 'meta.json'), '{"signal_score": 99}');
    expect(quickSummaries({ base: example, now: () => new Date() })).toBeNull();
  });
});
