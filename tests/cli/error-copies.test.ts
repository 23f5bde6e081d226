import { describe, expect, it } from 'vitest';
import { buildSync } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConflictError, InputError, NotFoundError, SimpError } from '../../src/model/errors.js';
import { PartialWriteError } from '../../src/memory/io/write-errors.js';
import { errorText } from '../../src/present/field-errors.js';
import { exitCodeOf } from '../../src/cli/io.js';
import { ROOT, tempDir } from '../helpers/temp.js';

/** A second copy of the error classes, as a file of the bundle carries its own. */
async function otherCopy(): Promise<typeof import('../../src/model/errors.js')> {
  const file = join(tempDir(), 'errors-copy.mjs');
  const out = buildSync({ entryPoints: [join(ROOT, 'src/model/errors.ts')], bundle: true, format: 'esm', write: false, minify: true });
  writeFileSync(file, out.outputFiles[0]?.text ?? '');
  return import(pathToFileURL(file).href) as Promise<typeof import('../../src/model/errors.js')>;
}

describe('errors made by another copy of the classes', () => {
  it('are known for what they are, so the command line says them in the user language with the right exit code', async () => {
    const copy = await otherCopy();
    expect(copy.InputError).not.toBe(InputError);
    const err = new copy.InputError('signal_recorded: data.score_delta must be a whole number from -5 to 5', [{ field: 'data.score_delta', kind: 'range', min: -5, max: 5, integer: true }], 'signal_recorded');
    expect(err).toBeInstanceOf(InputError);
    expect(err).toBeInstanceOf(SimpError);
    expect(err).not.toBeInstanceOf(NotFoundError);
    expect(err).not.toBeInstanceOf(ConflictError);
    expect(exitCodeOf(err)).toBe(2);
    expect(errorText(err, 'zh')).toBe('signal_recorded: 分值（data.score_delta）必须是 -5 到 5 之间的整数');
    const conflict = new copy.ConflictError('changed meanwhile');
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).not.toBeInstanceOf(InputError);
    expect(exitCodeOf(conflict)).toBe(1);
    // Subclasses are told apart too: another copy's plain SimpError is not a PartialWriteError.
    expect(new copy.SimpError('x', 'failure')).not.toBeInstanceOf(PartialWriteError);
    expect(new PartialWriteError('xiaoyu', new Error('disk'))).toBeInstanceOf(PartialWriteError);
    // A class without a tag of its own is known by its prototype alone, never by its parent's tag.
    class Untagged extends InputError {}
    expect(new copy.InputError('x')).not.toBeInstanceOf(Untagged);
    expect(new Untagged('x')).toBeInstanceOf(Untagged);
    // Nothing else passes for one of ours.
    expect(new Error('plain')).not.toBeInstanceOf(SimpError);
    expect(null).not.toBeInstanceOf(SimpError);
  });

  it('every error class of ours has a tag of its own, its name', () => {
    const classes: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          for (const m of text.matchAll(/class (\w+) extends (\w+Error)\b[^{]*\{\n(.*)\n/g)) {
            if (m[2] === 'Error') continue;
            classes.push(m[1] as string);
            expect(m[3], `${path}: ${m[1]}`).toBe(`  static override readonly tag: string = '${m[1]}';`);
          }
        }
      }
    };
    walk(join(ROOT, 'src'));
    walk(join(ROOT, 'components'));
    expect(classes.length).toBeGreaterThanOrEqual(10);
  });
});
