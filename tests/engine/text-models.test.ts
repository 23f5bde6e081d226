import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guessCrisis, lintMessage, readTextModels, type TextModels } from '../../src/engine/index.js';
import { bayesScorer, trainBayes } from '../../src/engine/naive-bayes.js';
import { textFeatures } from '../../src/engine/text-features.js';
import { modelCrisisCodes, modelPressure } from '../../src/engine/text-models.js';
import { textModels } from '../../src/flows/index.js';
import { crisisGuessText, lintText } from '../../src/present/report-other.js';
import { MODEL_FILE, modelText } from '../../scripts/train-text-models.mjs';
import { ROOT } from '../helpers/temp.js';

const shipped = (): TextModels => {
  const m = textModels();
  if (!m) throw new Error('src/engine/data/text-models.json is missing or not a model file');
  return m;
};
/** The shipped models with the draft model's threshold moved so that it flags anything. */
const flagging = (): TextModels => {
  const m = structuredClone(shipped());
  m.drafts.zh.threshold = -1e9;
  m.drafts.en.threshold = -1e9;
  return m;
};

describe('the text models beside the rules', () => {
  it('retraining on the development parts gives the committed data file byte for byte', () => {
    expect(MODEL_FILE).toBe(join(ROOT, 'src', 'engine', 'data', 'text-models.json'));
    expect(modelText()).toBe(readFileSync(MODEL_FILE, 'utf8'));
  }, 60_000);

  it('features are sorted and distinct; the same text always gives the same probabilities', () => {
    const f = textFeatures('她說她不想再聊了 she said no!!');
    expect(f).toEqual([...new Set(f)].sort());
    // Gender and traditional characters fold: 她說 reads as 他说, she as he.
    expect(textFeatures('她說')).toEqual(textFeatures('他说'));
    expect(textFeatures('she left')).toEqual(textFeatures('he left'));
    const m = trainBayes(
      [
        { features: ['a', 'b'], label: 'x' },
        { features: ['b', 'c'], label: 'y' },
      ],
      ['x', 'y'],
      0.5,
      1,
    );
    const p = bayesScorer(m).posterior(['a']);
    expect(p[0]).toBeGreaterThan(p[1] as number);
    expect((p[0] as number) + (p[1] as number)).toBeCloseTo(1, 12);
    const models = shipped();
    const once = modelCrisisCodes(models, '我们最近好像越来越没话聊了', true);
    expect(modelCrisisCodes(models, '我们最近好像越来越没话聊了', true)).toEqual(once);
    expect(once.length).toBeGreaterThan(0);
    expect(once.map((c) => c.probability)).toEqual([...once.map((c) => c.probability)].sort((a, b) => b - a));
  });

  it('crisis matching puts the model after the rules, says when only the model speaks (zh and en), and leaves calm words alone', () => {
    const models = shipped();
    const ruled = guessCrisis('他已读不回两天了');
    const both = guessCrisis('他已读不回两天了', 3, models);
    expect(both.slice(0, ruled.length)).toEqual(ruled);
    expect(both.slice(ruled.length).every((g) => g.score === 0 && g.matched.length === 0)).toBe(true);
    expect(guessCrisis('以为她不理我了 结果是她手机坏了 虚惊一场哈哈', 3, models)).toEqual([]);
    const byModel = { description: 'x', suggestions: [{ id: 'C-3', score: 0, matched: [], name: { zh: '渐渐疏远', en: 'Drifting' }, timing: { zh: '', en: '' } }] };
    expect(crisisGuessText(byModel, 'zh', 'a').join('\n')).toContain('没有规则对上，但描述读起来像这一类（统计模型的猜测）');
    expect(crisisGuessText(byModel, 'en', 'a').join('\n')).toContain('No rule matched; the description reads like this type (a statistical guess)');
  });

  it('the draft model flags a draft no rule flags as manip.pattern, with its advice in zh and en; never where a rule spoke, never without the models', () => {
    const plain = '周六一起去看展吗？';
    expect(lintMessage(plain).some((f) => f.kind === 'manip.pattern')).toBe(false);
    expect(lintMessage(plain, undefined, { models: shipped() })).toEqual([]);
    const found = lintMessage(plain, undefined, { models: flagging() });
    expect(found.map((f) => f.kind)).toEqual(['manip.pattern']);
    expect(found[0]?.advice.zh).toContain('整条读起来很像施压的消息');
    expect(found[0]?.advice.en).toContain('reads like the pressuring messages');
    expect(lintText({ draft: plain, findings: found }, 'zh').join('\n')).toContain('读起来像在施压');
    expect(lintText({ draft: plain, findings: found }, 'en').join('\n')).toContain('Reads like pressure');
    // A rule's finding comes alone: the model adds nothing to a draft already flagged.
    const threat = lintMessage('要是你今晚不回我，我们就别联系了', undefined, { models: flagging() }).map((f) => f.kind);
    expect(threat.some((k) => k.startsWith('manip.') && k !== 'manip.pattern')).toBe(true);
    expect(threat).not.toContain('manip.pattern');
    expect(modelPressure(shipped(), plain)).toBe(false);
  });

  it('a data file that is not one is refused, and the rules work alone', () => {
    expect(readTextModels(null)).toBeUndefined();
    expect(readTextModels({ crisis: {} })).toBeUndefined();
    expect(readTextModels(JSON.parse(readFileSync(MODEL_FILE, 'utf8')))).toBeDefined();
  });
});
