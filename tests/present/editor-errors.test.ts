import { describe, expect, it } from 'vitest';
import { editExternally } from '../../src/memory/index.js';
import { errorText } from '../../src/present/field-errors.js';
import { chineseLeft, englishSentence } from '../helpers/sentences.js';

const refusal = (env: NodeJS.ProcessEnv): unknown => {
  try {
    editExternally('她怕猫', env);
  } catch (err) {
    return err;
  }
  throw new Error('the editor was expected to fail');
};

/** Ctrl-E's editor that fails is said in the user's language (issue S), naming the editor. */
describe('an external editor that fails, in zh and en', () => {
  it('exits with a failure status: the text is as it was', () => {
    const err = refusal({ ...process.env, VISUAL: 'sh -c "exit 3"' });
    expect(errorText(err, 'en')).toMatch(/^the editor \(sh -c "exit 3"\) exited with status 3; the text is as it was$/);
    const zh = errorText(err, 'zh');
    expect(zh).toMatch(/编辑器（sh -c "exit 3"）退出状态为 3；文字保持原样/);
    expect(englishSentence(zh)).toBeNull();
  });

  it('cannot start at all', () => {
    const err = refusal({ ...process.env, VISUAL: '/nonexistent/editor', PATH: '' });
    const [zh, en] = [errorText(err, 'zh'), errorText(err, 'en')];
    expect(englishSentence(zh)).toBeNull();
    expect(chineseLeft(en)).toBeNull();
    expect(zh).toContain('/nonexistent/editor');
  });
});
