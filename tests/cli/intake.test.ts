import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, treeHash } from '../helpers/temp.js';
import { simp } from '../helpers/sync-runner.js';
import { referenceMemory } from '../helpers/reference-tool.js';
import { itWithShared } from '../helpers/shared.js';

describe('simp init with the intake', () => {
  itWithShared('writes how you met, the relationship now, their hobbies and your style into the profile, and starts in the mode asked for', () => {
    const base = join(tempDir(), 'crushes');
    const r = simp(['init', 'mia', '--nickname', '米娅', '--how-met', '读书会', '--status', '朋友', '--initiates', 'them', '--they-know', 'maybe', '--hobbies', '画画、猫', '--style', '话少，爱用表情', '--mode', 'sweet', '--base-dir', base]);
    expect(r.code).toBe(0);
    const profile = readFileSync(join(base, 'mia', 'profile.md'), 'utf8');
    expect(profile).toContain('how_met: 读书会');
    expect(profile).toMatch(/## 性格画像\n\n\[[^\]]+\]\n爱好：画画、猫\n/);
    expect(profile).toMatch(/## 用户自身风格\n\n\[[^\]]+\]\n话少，爱用表情\n偏好的模式：纯情\n/);
    expect(profile).toMatch(/## 关系现状\n\n关系：朋友\n谁更主动：ta 更多\nta 是否知道你的心意：可能猜到\n$/);
    expect(JSON.parse(readFileSync(join(base, 'mia', 'meta.json'), 'utf8'))['mode']).toBe('sweet');
    expect(readFileSync(join(base, 'mia', 'state.md'), 'utf8')).toContain('recommended_mode: sweet');
    // The reference reads the profile it finds.
    expect(referenceMemory(base, 'context', 'mia')).toContain('## 关系现状');
  });

  it('refuses an answer it does not know with exit 2 and creates nothing', () => {
    const base = join(tempDir(), 'crushes');
    simp(['init', 'a', '--base-dir', base]);
    const before = treeHash(base);
    expect(simp(['init', 'b', '--initiates', 'nobody', '--base-dir', base]).code).toBe(2);
    expect(simp(['init', 'b', '--mode', 'fast', '--base-dir', base]).code).toBe(2);
    expect(treeHash(base)).toBe(before);
  });
});
