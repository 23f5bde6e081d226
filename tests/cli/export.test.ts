import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';

function crush() {
  const base = join(tempDir(), 'crushes');
  const run = (...args: string[]) => simp([...args, '--base-dir', base]);
  run('init', 'mia', '--nickname', '米娅');
  run('update', 'mia', '--set', 'city=杭州', '--set', 'occupation=<script>x</script>');
  run('analyze', 'mia', '--signals', 'msg.initiates_often', '--note', '米娅说杭州下雨了');
  run('stage', 'mia', '暧昧期');
  run('log', 'mia', 'meeting', '--summary', '和米娅在西湖边散步', '--location', '西湖', '--time', '2026-05-01T19:00');
  run('remember', 'mia', '米娅怕猫');
  return { base, run };
}

describe('simp export', () => {
  it('JSON holds the profile, stage path, scores, every event and interaction, and the topics', () => {
    const { base, run } = crush();
    const story = JSON.parse(run('export', 'mia', '--format', 'json').stdout) as Record<string, unknown[] & Record<string, unknown>>;
    const lines = readFileSync(join(base, 'mia', 'events.jsonl'), 'utf8').trim().split('\n');
    expect(story['events']).toHaveLength(lines.length);
    expect(story['stage_path']?.at(-1)).toMatchObject({ to: '暧昧期' });
    expect(story['scores']).toHaveLength(1);
    expect(story['interactions']).toHaveLength(1);
    expect(story['topics']).toHaveLength(1);
    expect((story['profile'] as unknown as { fields: Record<string, unknown> }).fields['city']).toBe('杭州');
  });

  it('Markdown and HTML tell the same story in sections; HTML escapes what the files say', () => {
    const { run } = crush();
    const md = run('export', 'mia', '--lang', 'en').stdout;
    for (const heading of ['# 米娅 (mia) · exported from simp', '## Profile', '## Stage changes', '## Score history', '## Every event (', '## Interactions (1)', '## Topic memories (1)']) {
      expect(md).toContain(heading);
    }
    expect(md).toMatch(/Trend: [▁▂▃▄▅▆▇█]+ {2}\(\d+\)/);
    const html = run('export', 'mia', '--format', 'html').stdout;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('an English export names the stored values in English: no template placeholders, personality types or headings in Chinese', () => {
    const base = join(tempDir(), 'crushes');
    const run = (...args: string[]) => simp([...args, '--base-dir', base]);
    run('init', 'tess', '--personality', '傲娇型');
    const md = run('export', 'tess', '--lang', 'en').stdout;
    expect(md).toContain('# tess (tess) · exported from simp');
    expect(md).toContain('| Personality | Tsundere |');
    expect(md).toContain('| Nickname | (not filled in) |');
    expect(md).toContain('> ## Personality');
    expect(md).not.toMatch(/\p{Script=Han}/u);
    // Chinese keeps what the files say.
    const zh = run('export', 'tess').stdout;
    expect(zh).toContain('| 性格类型 | 傲娇型 |');
    expect(zh).toContain('> ## 性格画像');
  });

  it('--redact leaves no name or place anywhere; --out writes a private file and prints nothing; a wrong format is exit 2', () => {
    const { base, run } = crush();
    for (const format of ['md', 'html', 'json']) {
      const text = run('export', 'mia', '--format', format, '--redact').stdout;
      for (const secret of ['米娅', 'mia', '杭州', '西湖']) expect(text, `${format} ${secret}`).not.toContain(secret);
      expect(text).toContain('〔名字〕');
    }
    const out = join(tempDir(), 'story.md');
    const before = treeHash(base);
    const r = run('export', 'mia', '--out', out);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(out);
    expect(readFileSync(out, 'utf8')).toContain('## 全部事件');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(treeHash(base)).toBe(before);
    expect(run('export', 'mia', '--format', 'pdf').code).toBe(2);
    // Never over the crushes' own files: an --out inside the data folder is refused, nothing written.
    const inside = run('export', 'mia', '--out', join(base, 'mia', 'events.jsonl'));
    expect(inside.code).toBe(2);
    expect(inside.stderr).toContain('在数据文件夹');
    expect(run('export', 'mia', '--out', join(base, 'mia', 'events.jsonl'), '--lang', 'en').stderr).toContain('is inside the data folder');
    expect(run('rhythm', 'mia', '--output', join(base, 'mia', 'state.md')).code).toBe(2);
    expect(run('chart', 'mia', '--out', join(base, 'x.svg')).code).toBe(2);
    expect(treeHash(base)).toBe(before);
    expect(run('export', 'nobody').code).toBe(2);
  });

  it('an export that fails leaves the file at --out as it was and no temp beside it', () => {
    const { base, run } = crush();
    const dir = tempDir();
    const out = join(dir, 'story.html');
    writeFileSync(out, 'the last export');
    const missing = run('export', 'nobody', '--format', 'html', '--out', out);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    // A log that cannot be read (a FIFO in its place) fails after the temp file was opened.
    rmSync(join(base, 'mia', 'events.jsonl'));
    execFileSync('mkfifo', [join(base, 'mia', 'events.jsonl')]);
    expect(run('export', 'mia', '--format', 'html', '--out', out).code).not.toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('the last export');
    expect(readdirSync(dir)).toEqual(['story.html']);
  });
});
