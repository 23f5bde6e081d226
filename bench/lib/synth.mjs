// Synthetic data for the benchmark: one folder with a years-long event log
// (written as lines, far faster than appending one by one) and many small folders.
import { openSync, writeSync, closeSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pyLine, rng, localIso } from './pyjson.mjs';

const STAGES = ['破冰期', '升温期', '暧昧期', '表白前', '友谊区', '重启期'];
const SIGNALS = [
  ['green', '深夜主动发消息说突然想到你', 3],
  ['green', '记得我上周随口提过的那家咖啡店', 1],
  ['green', '主动约周末一起去看展', 3],
  ['green', '聊天时一直追问细节，话题延续了两个小时', 2],
  ['red', '已读不回，第二天才简单回了一个表情', -2],
  ['red', '敷衍地回了“哈哈”，都是我在找话题', -3],
  ['neutral', '在群里回复了我的消息，但没有私聊', 0],
  ['red', '说我是ta最好的朋友', -3],
];
const SUMMARIES = ['ta 主动性明显增强，信号偏绿', '互动平稳，没有明显变化', '回复变慢，需要观察一段时间', '线下见面气氛很好，距离拉近'];
const ACTIONS = ['约一次只有两个人的咖啡', '分享一首最近在听的歌', '聊聊ta最近在忙的项目', '减少主动频率，给彼此空间'];
const FIELDS = ['city', 'occupation', 'mbti', 'zodiac', 'how_met'];
// Share of each type in a long log: mostly signals, one analysis every few of them.
const MIX = [
  ['signal_recorded', 55], ['analysis_done', 12], ['progress_evaluated', 8], ['stage_changed', 5],
  ['strategy_updated', 5], ['profile_updated', 5], ['crisis_handled', 3], ['quit_evaluated', 2], ['confess_prepared', 5],
];
const BAG = MIX.flatMap(([type, weight]) => Array(weight).fill(type));

/** The SPEC 5 rebuild rule, written independently of src/ so the benchmark can check `rebuild`'s answer. */
function replay(s, type, d) {
  if (type === 'stage_changed') return { ...s, current_stage: d.to };
  if (type !== 'analysis_done' && type !== 'progress_evaluated') return s;
  const prev = s.signal_score;
  const diff = prev === null ? 0 : d.score - prev;
  const next = { ...s, last_signal_score: prev, signal_score: d.score, current_stage: d.stage };
  next.score_trend = prev === null ? 'stable' : diff >= 2 ? 'up' : diff <= -2 ? 'down' : 'stable';
  if (type === 'progress_evaluated') next.milestones_done = d.milestones_done;
  return next;
}

function eventData(type, r, st) {
  switch (type) {
    case 'signal_recorded': {
      const [direction, content, delta] = r.pick(SIGNALS);
      return { direction, content, score_delta: delta };
    }
    case 'analysis_done':
      return { score: r.int(-5, 25), stage: st.stage, summary: r.pick(SUMMARIES) };
    case 'progress_evaluated':
      return { score: r.int(0, 25), stage: st.stage, milestones_done: r.int(0, 10), next_actions: [r.pick(ACTIONS), r.pick(ACTIONS), r.pick(ACTIONS)] };
    case 'stage_changed': {
      const to = r.pick(STAGES);
      const d = { from: st.stage, to, trigger: '连续三天主动联系 + 深夜消息' };
      st.stage = to;
      return d;
    }
    case 'strategy_updated':
      return { old_stage: st.stage, new_stage: st.stage, reason: '阶段内策略微调：放慢节奏，多线下见面' };
    case 'profile_updated':
      return { field: r.pick(FIELDS), old_value: '[待填写]', new_value: `上海-${r.int(1, 99)}` };
    case 'crisis_handled':
      return { crisis_type: '冷战', resolution: '先道歉，说明自己的感受，不追问' };
    case 'quit_evaluated':
      return { verdict: r.pick(['continue', 'reconsider', 'let_go']), reason: '信号偏弱但我是真心的', conclusion: 'B' };
    default:
      return { method: r.pick(['当面', '写信', '微信']), readiness_score: r.int(0, 5) };
  }
}

/**
 * Appends `count` events to `file` (after what it holds) and returns what the
 * log implies: the rebuilt state, the last event line and the file size.
 */
export function appendSyntheticEvents(file, slug, count, seed = 7) {
  const r = rng(seed);
  const st = { stage: '破冰期' };
  let state = { current_stage: '未知', signal_score: null, last_signal_score: null, score_trend: 'stable', recommended_mode: 'hybrid', milestones_done: 0 };
  let t = new Date(2020, 0, 1, 8, 0, 0).getTime();
  const fd = openSync(file, 'a');
  let batch = [];
  let last = '';
  for (let i = 0; i < count; i += 1) {
    t += r.int(60, 14_400) * 1000;
    const type = r.pick(BAG);
    const data = eventData(type, r, st);
    state = replay(state, type, data);
    last = pyLine({ ts: localIso(new Date(t)), v: 1, type, slug, data });
    batch.push(last);
    if (batch.length === 5000 || i === count - 1) {
      writeSync(fd, `${batch.join('\n')}\n`);
      batch = [];
    }
  }
  closeSync(fd);
  return { state, lastLine: last, bytes: statSync(file).size };
}

/** Makes meta.json agree with a log that was written directly, as a clean folder would. */
export function syncMeta(dir, eventCount, patch = {}) {
  const path = join(dir, 'meta.json');
  const meta = JSON.parse(readFileSync(path, 'utf8'));
  // With the marks simp keeps beside the count (src/memory/log/log-marks.ts): the synthetic strategy
  // updates never change the mode, and there are no corrections.
  const marks = { mode_set_at: null, corrected_at: null };
  Object.assign(meta, patch, { event_count: eventCount, events_bytes: statSync(join(dir, 'events.jsonl')).size, events_counted: eventCount, ...marks });
  writeFileSync(path, JSON.stringify(meta, null, 2));
}

/** `n` crush folders through the real library `create`, with stage and score varied in meta.json. */
export function makeFolders(mem, n, seed = 11) {
  const r = rng(seed);
  for (let i = 0; i < n; i += 1) {
    const slug = `crush-${String(i).padStart(4, '0')}`;
    const { dir } = mem.create({ slug, nickname: `昵称${i}`, personality_type: r.pick(['感性型', '理性型', '傲娇型', '温柔型']) });
    syncMeta(dir, 1, { current_stage: r.pick(STAGES), signal_score: r.int(-15, 25) });
  }
}
