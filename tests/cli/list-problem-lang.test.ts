import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunner, type Runner } from '../helpers/in-process.js';
import { ROOT, tempDir } from '../helpers/temp.js';

describe('a folder that cannot be read is said in the user language (issue S)', () => {
  let run: Runner;
  let base: string;
  beforeAll(async () => {
    run = startRunner(join(ROOT, 'dist'));
    base = join(tempDir(), 'crushes');
    expect((await run.run(['--base-dir', base, 'create', 'xq', '--nickname', '小晴'])).code).toBe(0);
    writeFileSync(join(base, 'xq', 'meta.json'), '{\n  "nickname": \n');
  });
  afterAll(() => run.stop());

  it('list names the file, line and column in zh, and in en, and --json keeps the English for scripts', async () => {
    const zh = await run.run(['--base-dir', base, 'list'], { env: { SIMP_LANG: 'zh' } });
    expect(zh.stdout).toMatch(/meta\.json: 不是有效的 JSON：第 3 行第 1 列有错/);
    expect(zh.stdout).not.toMatch(/not valid JSON/);
    const en = await run.run(['--base-dir', base, 'list'], { env: { SIMP_LANG: 'en' } });
    expect(en.stdout).toMatch(/meta\.json: not valid JSON at line 3, column 1/);
    const json = JSON.parse((await run.run(['--base-dir', base, 'list', '--json'])).stdout) as { problem: string | null }[];
    expect(json[0]?.problem).toMatch(/not valid JSON at line 3, column 1$/);
    expect(Object.keys(json[0] ?? {})).not.toContain('problemError');
  });

  it('a verb reading it says the same in zh, with the repair to run', async () => {
    const r = await run.run(['--base-dir', base, 'progress', 'xq'], { env: { SIMP_LANG: 'zh' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/不是有效的 JSON：第 3 行第 1 列有错.*simp rebuild xq --write/);
  });
});
