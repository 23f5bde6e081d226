import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startRunner, type Runner } from './in-process.js';
import { ROOT, tempDir } from './temp.js';

/** A base folder with one crush made by `simp create`, and a runner of the built verbs, for one describe block. */
export function oneCrush(slug = 'xq', nickname = '小晴'): { run: Runner; base: string } {
  const scene = { run: null as unknown as Runner, base: '' };
  beforeAll(async () => {
    scene.run = startRunner(join(ROOT, 'dist'));
    scene.base = join(tempDir(), 'crushes');
    expect((await scene.run.run(['--base-dir', scene.base, 'create', slug, '--nickname', nickname])).code).toBe(0);
  });
  afterAll(() => scene.run.stop());
  return scene;
}
