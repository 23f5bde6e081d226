import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quickSummaries } from '../../src/memory/crush/list-quick.js';
import { META_RULES, STATE_RULES, checkMeta, checkStateFields } from '../../src/model/meta-rules.js';
import { fieldIssues } from '../../src/model/field-issues.js';
import { OldMetaSchema, OldStateFieldsSchema } from '../helpers/zod-oracle.js';
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

const STATE_KEYS = [...Object.keys(STATE_RULES), 'custom_key'];
const stateLike = fc.dictionary(fc.constantFrom(...STATE_KEYS), fc.oneof(anyValue, fc.constantFrom('up', 'down', 'stable', 'strategic')), { maxKeys: STATE_KEYS.length });

describe('meta.json and state.md checked by their rule tables (model/meta-rules.ts)', () => {
  const TABLES = [
    { file: 'meta.json', raws: metaLike, mine: (raw: Record<string, unknown>) => checkMeta(raw, 'folder'), old: OldMetaSchema, fill: { slug: 'folder' } },
    { file: 'state.md', raws: stateLike, mine: checkStateFields, old: OldStateFieldsSchema, fill: {} },
  ] as const;
  it.each(TABLES)('$file: accepts exactly what its old schema accepted, with the same values and defaults, and the same issues otherwise', ({ raws, mine, old, fill }) => {
    fc.assert(
      fc.property(raws, (raw) => {
        const checked = mine(raw);
        const value = { ...fill, ...raw };
        const was = old.safeParse(value);
        expect(checked.ok, JSON.stringify(raw)).toBe(was.success);
        if (checked.ok && was.success) expect(checked.value).toEqual(was.data);
        if (!checked.ok && !was.success) expect(checked.issues).toEqual(fieldIssues(old, was.error, value));
      }),
      { numRuns: 3000 },
    );
  });

  it("the old schemas' bad cases: each wrong value of each field gets the old issue", () => {
    const wrong: unknown[] = [null, '', 'abc', true, 1.5, -1, 11, 30, -30, 2 ** 60, -(2 ** 60), [], {}, [1], '纯情', 'v', 'V2'];
    for (const [rules, schema, fill] of [[META_RULES, OldMetaSchema, { slug: 's' }], [STATE_RULES, OldStateFieldsSchema, {}]] as const) {
      for (const key of Object.keys(rules)) {
        for (const v of wrong) {
          const raw = { ...fill, [key]: v };
          const old = schema.safeParse(raw);
          const mine = rules === META_RULES ? checkMeta(raw, 's') : checkStateFields(raw);
          expect(mine.ok, `${key} ${JSON.stringify(v)}`).toBe(old.success);
          if (!mine.ok && !old.success) expect(mine.issues, `${key} ${JSON.stringify(v)}`).toEqual(fieldIssues(schema, old.error, raw));
        }
      }
    }
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
    fc.assert(fc.property(good, (raw) => checkMeta(raw, 'x').ok));
    expect(checkMeta({}, 'old')).toEqual({ ok: true, value: OldMetaSchema.parse({ slug: 'old' }) });
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
