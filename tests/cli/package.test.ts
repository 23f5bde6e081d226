import { describe, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureBase, ROOT, tempDir } from '../helpers/temp.js';
import { itWithShared } from '../helpers/shared.js';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the installed package', () => {
  itWithShared('holds the bundle, docs and notices only, needs no runtime package, and runs', () => {
    const work = tempDir('simp-pack-');
    const tarball = execFileSync(npm, ['pack', ROOT, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop() as string;
    const prefix = join(work, 'prefix');
    execFileSync(npm, ['install', '-g', '--prefix', prefix, join(work, tarball), '--no-audit', '--no-fund', '--offline'], { cwd: work, stdio: 'pipe' });
    const installed = join(prefix, 'lib', 'node_modules', 'simp');
    expect(readdirSync(installed).sort()).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'docs', 'package.json']);
    expect(existsSync(join(installed, 'node_modules'))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg['dependencies']).toBeUndefined();
    // The manual page goes where man finds it.
    expect(readFileSync(join(prefix, 'share', 'man', 'man1', 'simp.1'), 'utf8')).toMatch(/^\.TH SIMP 1/);
    const bin = join(prefix, 'bin', 'simp');
    const version = spawnSync(bin, ['-V'], { encoding: 'utf8' });
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    const list = spawnSync(bin, ['list', '--base-dir', fixtureBase()], { encoding: 'utf8' });
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('xiaoyu');
  });
});
