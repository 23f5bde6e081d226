import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { openMemory, type Tx } from '../../src/memory/index.js';
import { InputError } from '../../src/model/errors.js';
import * as writeChecks from '../../src/memory/crush/write-checks.js';
import { ROOT, fixtureBase, treeHash } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

describe('the write path checks events with the rule table, which names a wrong field', () => {
  itWithShared('a wrong field staged with other changes refuses the whole write, in the words it always had, and changes no file', async () => {
    const base = fixtureBase();
    const mem = openMemory({ baseDir: base });
    await mem.append('xiaoyu', 'signal_recorded', { direction: 'green', content: 'first of the day', score_delta: 1 });
    const before = treeHash(base);
    const write = mem.transaction('xiaoyu', (tx) => {
      tx.append([{ type: 'analysis_done', data: { score: 30, stage: '暧昧期', summary: 's' } }]);
      tx.write(tx.folder.path('strategy'), 'replaced\n', 'strategy.md');
      tx.setMeta({ signal_score: 30 });
    });
    await expect(write).rejects.toThrow('analysis_done: data.score must be a whole number from -15 to 25');
    await expect(write).rejects.toBeInstanceOf(InputError);
    expect(treeHash(base)).toBe(before);
  });

  itWithShared('nothing can be staged once the write has ended (it would be neither checked nor written)', async () => {
    const mem = openMemory({ baseDir: fixtureBase() });
    let kept: Tx | null = null;
    await mem.transaction('xiaoyu', (tx) => {
      kept = tx;
    });
    const tx = kept as unknown as Tx;
    expect(() => tx.append([{ type: 'signal_recorded', data: { direction: 'green', content: 'late', score_delta: 1 } }])).toThrow('after its write had ended');
    expect(() => tx.write(tx.folder.path('strategy'), 'late\n', 'strategy.md')).toThrow('after its write had ended');
    expect(() => tx.setMeta({ nickname: 'late' })).toThrow('after its write had ended');
  });

  it('every name the write path imports lazily from the modules the binary maps to write-checks is exported there', () => {
    // scripts/build.mjs maps these dynamic imports of the append file to dist/write-checks.mjs.
    const build = readFileSync(join(ROOT, 'scripts', 'build.mjs'), 'utf8');
    // Named by their source files from the root (src/memory/.../state.ts).
    const mapped = [...build.matchAll(/'(src\/memory\/[\w/-]+\.ts)': '\.\/write-checks\.mjs'/g)].map((m) => m[1] as string);
    expect(mapped.map((p) => basename(p, '.ts')).sort()).toEqual(['state']);
    const wanted = new Set<string>();
    for (const file of readdirSync(join(ROOT, 'src', 'memory'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const path = join(ROOT, 'src', 'memory', file);
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/const \{([^}]+)\} = await import\('(\.\.?\/[\w./-]+)\.js'\)/g)) {
        const source = relative(ROOT, resolve(dirname(path), `${m[2] as string}.ts`)).replaceAll('\\', '/');
        if (mapped.includes(source)) for (const name of (m[1] as string).split(',')) wanted.add(name.trim().split(':')[0]?.trim() as string);
      }
    }
    expect([...wanted].sort()).toEqual(['readState']);
    for (const name of wanted) expect(typeof (writeChecks as Record<string, unknown>)[name], name).toBe('function');
  });
});
