import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagerFor, withoutPagerFlag } from '../../src/cli/pager.js';
import { verbOf } from '../../src/cli/plain-args.js';
import { ROOT } from '../helpers/temp.js';

const env = (more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ PATH: process.env['PATH'], ...more });

describe('the pager (issue S)', () => {
  it('pages the long verbs and help on a terminal only, never with --no-pager, an empty pager, cat or CI', () => {
    expect(pagerFor(['timeline', 'xq'], env(), true)?.command).toBe('less');
    expect(pagerFor(['--base-dir', '/d', 'search', '猫'], env(), true)).not.toBeNull();
    expect(pagerFor(['analyze', 'xq', '--help'], env(), true)).not.toBeNull();
    expect(pagerFor(['timeline', 'xq'], env(), false)).toBeNull();
    expect(pagerFor(['timeline', 'xq', '--no-pager'], env(), true)).toBeNull();
    expect(pagerFor(['log', 'xq', 'chat_sent'], env(), true)).toBeNull();
    expect(pagerFor([], env(), true)).toBeNull();
    expect(pagerFor(['timeline', 'xq'], env({ SIMP_PAGER: '' }), true)).toBeNull();
    expect(pagerFor(['timeline', 'xq'], env({ PAGER: 'cat' }), true)).toBeNull();
    expect(pagerFor(['timeline', 'xq'], env({ CI: 'true' }), true)).toBeNull();
  });

  it('takes SIMP_PAGER over PAGER, and gives less FRX unless LESS is set', () => {
    expect(pagerFor(['list'], env({ SIMP_PAGER: 'most', PAGER: 'more' }), true)?.command).toBe('most');
    expect(pagerFor(['list'], env({ PAGER: 'more' }), true)?.command).toBe('more');
    expect(pagerFor(['list'], env(), true)?.env['LESS']).toBe('FRX');
    expect(pagerFor(['list'], env({ LESS: 'S' }), true)?.env['LESS']).toBe('S');
    expect(pagerFor(['list'], env({ PAGER: '/usr/bin/less -S' }), true)?.env['LESS']).toBe('FRX');
  });

  it('finds the verb past global options, and takes --no-pager out (not after --)', () => {
    expect(verbOf(['--base-dir', '/d', '--lang', 'en', 'timeline', 'xq'])).toBe('timeline');
    expect(verbOf(['--no-color'])).toBeUndefined();
    expect(withoutPagerFlag(['timeline', '--no-pager', 'xq'])).toEqual(['timeline', 'xq']);
    expect(withoutPagerFlag(['remember', 'xq', '--', '--no-pager'])).toEqual(['remember', 'xq', '--', '--no-pager']);
  });

  it('on a real terminal, the timeline reaches the pager; --no-pager and a missing pager print it straight', () => {
    const onTty = (command: string, pager: string): string => {
      const r = spawnSync('script', ['-qec', command, '/dev/null'], {
        encoding: 'utf8',
        env: { ...process.env, CI: '', SIMP_PAGER: pager, SIMP_LANG: 'en' },
        timeout: 60_000,
      });
      return r.stdout;
    };
    const simp = `node ${join(ROOT, 'dist', 'cli.js')} --base-dir ${join(ROOT, 'crushes')}`;
    const slug = 'ajie';
    expect(onTty(`${simp} timeline ${slug}`, 'sed s/^/PAGED:/')).toMatch(/^PAGED:.*timeline/im);
    expect(onTty(`${simp} timeline ${slug} --no-pager`, 'sed s/^/PAGED:/')).not.toMatch(/PAGED:/);
    const straight = onTty(`${simp} timeline ${slug}`, 'no-such-pager-here');
    expect(straight).toMatch(/timeline/i);
    expect(straight).not.toMatch(/not found/);
  });
});
