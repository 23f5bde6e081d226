import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyReport } from '../../src/memory/index.js';
import { readTail } from '../../src/memory/log/event-read.js';
import { tempDir } from '../helpers/temp.js';

// Types, some of which look like each other or hide in other events' text.
const TYPES = ['signal_recorded', 'analysis_done', 'knowledge_recorded', '测试', 'a"b', 'a\\b', 'analysis'];
const typeArb = fc.constantFrom(...TYPES);
const textArb = fc.oneof(fc.constantFrom(...TYPES.map((t) => JSON.stringify(t)), '"type": "analysis_done"', '\\', '"'), fc.string({ maxLength: 12 }));
/** How a writer spelled the line: as Python does with ensure_ascii off, with it on, or with every type letter escaped. */
const spellingArb = fc.constantFrom('raw', 'ascii', 'escaped');

function spell(value: Record<string, unknown>, how: string): string {
  const raw = JSON.stringify(value);
  if (how === 'raw') return raw;
  if (how === 'ascii') return raw.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const t = JSON.stringify(value['type']);
  const escaped = `"${[...(value['type'] as string)].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
  return raw.replace(`"type":${t}`, `"type":${escaped}`);
}

describe('events --type reads only lines that could be of the type', () => {
  it('finds exactly the events a full parse finds, however the type is spelled or quoted in other text', () => {
    const dir = tempDir();
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: typeArb, text: textArb, how: spellingArb, broken: fc.boolean() }), { maxLength: 30 }),
        fc.subarray(TYPES, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 40 }),
        (rows, wanted, n) => {
          const file = join(dir, 'events.jsonl');
          const lines = rows.map((r, i) => {
            const line = spell({ ts: '2026-12-01T10:00:00', v: 1, type: r.type, slug: 'lin', data: { content: r.text, i } }, r.how);
            // A few lines are cut short: not JSON, never an event.
            return r.broken && i % 3 === 0 ? line.slice(0, -2) : line;
          });
          writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
          const all = readTail(file, 1_000, null, emptyReport());
          const expected = all.filter((e) => wanted.includes(e.type)).slice(-n);
          expect(readTail(file, n, wanted, emptyReport())).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
