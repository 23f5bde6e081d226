import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneCrush } from '../helpers/one-crush.js';

describe('a folder that cannot be read is said in the user language (issue S)', () => {
  const scene = oneCrush();
  beforeAll(() => writeFileSync(join(scene.base, 'xq', 'meta.json'), '{\n  "nickname": \n'));

  it('list names the file, line and column in zh, and in en, and --json keeps the English for scripts', async () => {
    const zh = await scene.run.run(['--base-dir', scene.base, 'list'], { env: { SIMP_LANG: 'zh' } });
    expect(zh.stdout).toMatch(/meta\.json: 不是有效的 JSON：第 3 行第 1 列有错/);
    expect(zh.stdout).not.toMatch(/not valid JSON/);
    const en = await scene.run.run(['--base-dir', scene.base, 'list'], { env: { SIMP_LANG: 'en' } });
    expect(en.stdout).toMatch(/meta\.json: not valid JSON at line 3, column 1/);
    const json = JSON.parse((await scene.run.run(['--base-dir', scene.base, 'list', '--json'])).stdout) as { problem: string | null }[];
    expect(json[0]?.problem).toMatch(/not valid JSON at line 3, column 1$/);
    expect(Object.keys(json[0] ?? {})).not.toContain('problemError');
  });

  it('a verb reading it says the same in zh, with the repair to run', async () => {
    const r = await scene.run.run(['--base-dir', scene.base, 'progress', 'xq'], { env: { SIMP_LANG: 'zh' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/不是有效的 JSON：第 3 行第 1 列有错.*simp rebuild xq --write/);
  });
});
