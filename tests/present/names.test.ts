import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, STAGES, PERSONALITY_TYPES, MODES } from '../../src/model/index.js';
import { runAdjust, runAnalyze, runCrisis, runProgress } from '../../src/flows/index.js';
import { messages } from '../../src/i18n/index.js';
import {
  headingName,
  personalityFromInput,
  personalityName,
  stageFromInput,
  stageName,
  storedText,
  timelineLine,
} from '../../src/present/index.js';
import { freshCrush } from '../flows/flow-helpers.js';

const HAN = /\p{Script=Han}/u;

describe('names of stored values', () => {
  it('every stage and personality type has an English name without Chinese, and reads back from it', () => {
    for (const stage of STAGES) {
      const en = stageName(stage, 'en');
      expect(en).not.toMatch(HAN);
      expect(stageName(stage, 'zh')).toBe(stage);
      expect(stageFromInput(en)).toBe(stage);
      expect(stageFromInput(en.toLowerCase().replaceAll(' ', '-'))).toBe(stage);
      expect(stageFromInput(stage)).toBe(stage);
    }
    for (const type of PERSONALITY_TYPES) {
      const en = personalityName(type, 'en') as string;
      expect(en).not.toMatch(HAN);
      expect(personalityFromInput(en.toUpperCase())).toBe(type);
    }
  });

  it('accepts the spellings people type and refuses what names no stage', () => {
    expect(stageFromInput('flirting')).toBe('暧昧期');
    expect(stageFromInput('Warming up')).toBe('升温期');
    expect(stageFromInput('friend_zone')).toBe('友谊区');
    expect(stageFromInput('ice-breaking')).toBe('破冰期');
    expect(stageFromInput('rejected')).toBe('表白后-被拒');
    expect(stageFromInput('dating')).toBeNull();
    expect(stageFromInput('')).toBeNull();
    expect(personalityFromInput('shy')).toBeNull();
  });

  it('a stage other tools wrote as free text is shown as written', () => {
    expect(stageName('热恋期', 'en')).toBe('热恋期');
    expect(personalityName('外向', 'en')).toBeNull();
  });
});

describe('generated text on an English screen', () => {
  it('what analyze, progress, set-by-hand and crisis write into state.md reads in English; what the user typed stays', async () => {
    for (const mode of MODES) {
      const c = freshCrush();
      await runAdjust(c.mem, c.slug, { mode, reason: 'test' });
      await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one'], note: '她约我周末看展', stage: '暧昧期' });
      const shown = () => c.mem.read(c.slug).state.sections.map((s) => `${headingName(s.header, 'en')}\n${storedText(s.content, 'en')}`).join('\n');
      let text = shown();
      expect(text).toContain('## Now (one line)');
      expect(text).toContain('Flirting, signals');
      expect(text.replaceAll('她约我周末看展', '')).not.toMatch(HAN);

      await runProgress(c.mem, c.slug, {});
      text = shown();
      expect(text).toMatch(/milestones \d+\/10, confession readiness \d\/5\./);
      expect(text).not.toMatch(HAN);

      await runAdjust(c.mem, c.slug, { stage: '友谊区', reason: 'set by hand' });
      text = shown();
      expect(text).toContain('Friend zone');
      expect(text).not.toMatch(HAN);

      await runCrisis(c.mem, c.slug, { type: 'C-2', what: '两天没回' });
      text = shown();
      expect(text.replaceAll('两天没回', '')).not.toMatch(HAN);
    }
  });

  it('the Chinese screen shows the files as they are', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often'] });
    for (const s of c.mem.read(c.slug).state.sections) {
      expect(storedText(s.content, 'zh')).toBe(s.content);
      expect(headingName(s.header, 'zh')).toBe(s.header);
    }
  });
});

describe('timeline descriptions', () => {
  it('the full column says something for every event type, in the reader language', async () => {
    const c = freshCrush();
    await runAnalyze(c.mem, c.slug, { signals: ['msg.initiates_often', 'offline.one_on_one'], stage: '升温期' });
    await runProgress(c.mem, c.slug, {});
    await runCrisis(c.mem, c.slug, { type: 'C-2', what: '两天没回' });
    await c.mem.updateProfile(c.slug, { city: '杭州' });
    await c.mem.append(c.slug, 'quit_evaluated', { verdict: 'reconsider', reason: '再观察两周' });
    await c.mem.append(c.slug, 'confess_prepared', { method: '当面', readiness_score: 3 });
    // The types this program adds (SPEC 8), each once, so the check below covers every type the rules know.
    await c.mem.append(c.slug, 'knowledge_recorded', { action: 'insert', id: 'k1', before: null, after: '喜欢看展', keywords: ['看展'] });
    await c.mem.append(c.slug, 'confess_outcome', { outcome: 'pending', note: '她说想想' });
    await c.mem.append(c.slug, 'respect_ended', { since: '2026-01-02T10:00:00+08:00' });
    await c.mem.append(c.slug, 'mood_recorded', { mood: 4 });
    await c.mem.append(c.slug, 'version_restored', { version: 'v1', backup: 'b1', files: ['state.md'] });
    await c.mem.append(c.slug, 'record_corrected', {
      file: 'events.jsonl', line: 2, offset: 0, target_ts: '2026-01-02T10:00:00+08:00', target_type: 'signal_recorded', action: 'void', changes: null,
    });
    await c.mem.append(c.slug, 'chat_imported', { report: 'memories/chats/a.md', files: ['wechat.txt'], proposals: [{ signal_id: 'msg.late_night', measure: 'late.often', value: 6 }] });
    const events = [];
    for await (const { event } of c.mem.events(c.slug)) events.push(event);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    const en = messages('en');
    for (const e of events) {
      const line = timelineLine(e, en, 'full');
      const label = en.timeline.labels[e.type] as string;
      expect(line.slice(line.indexOf(label) + label.length).trim(), e.type).not.toBe('');
    }
    const updated = events.find((e) => e.type === 'profile_updated');
    expect(timelineLine(updated!, en, 'full')).toContain('City: (not filled in) → 杭州');
    expect(timelineLine(updated!, messages('zh'), 'full')).toContain('城市: [待填写] → 杭州');
    expect(timelineLine(events.find((e) => e.type === 'quit_evaluated')!, en, 'full')).toContain('think again  再观察两周');
    expect(timelineLine(events.find((e) => e.type === 'stage_changed')!, en, 'full')).toContain('Unknown → Warming up');
    expect(timelineLine(events.find((e) => e.type === 'chat_imported')!, en, 'full')).toContain('Chat imported  wechat.txt · 1 signal proposed');
    expect(timelineLine(events.find((e) => e.type === 'chat_imported')!, messages('zh'), 'full')).toContain('导入聊天  wechat.txt · 建议勾选 1 个信号');
    // A type with no words of its own (another tool's, or a new one) says its first text in the full column only.
    const foreign = { ts: events[0]!.ts, type: 'other_tool_note', data: { n: 3, text: '一起吃了饭\n第二行' } };
    expect(timelineLine(foreign, en, 'full')).toMatch(/other_tool_note {2}一起吃了饭$/);
    expect(timelineLine(foreign, en)).toMatch(/other_tool_note$/);
    // The reference column stays the reference tool's: blank for a quit check.
    expect(timelineLine(events.find((e) => e.type === 'quit_evaluated')!, messages('zh'))).toMatch(/放弃判断$/);
  });
});
