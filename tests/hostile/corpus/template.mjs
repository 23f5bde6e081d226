// A valid crush folder in the reference layout (SPEC 2-3), written directly so
// each hostile case starts from known bytes and changes exactly one thing.

/** JSON as Python's json.dumps(ensure_ascii=False) writes one events.jsonl line. */
export function pyLine(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pyLine).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${pyLine(v)}`).join(', ')}}`;
}

export const NICKNAME = '小雨';

export function goodEvents(slug) {
  const ev = (ts, type, data) => pyLine({ ts, v: 1, type, slug, data });
  return [
    ev('2026-04-10T14:00:00', 'profile_created', { nickname: NICKNAME, personality_type: '感性型' }),
    ev('2026-04-11T20:30:00', 'signal_recorded', { direction: 'green', content: '深夜主动发消息说突然想到你', score_delta: 3 }),
    ev('2026-04-12T10:30:00', 'stage_changed', { from: '升温期', to: '暧昧期', trigger: '连续3天主动联系' }),
    ev('2026-04-12T10:30:00', 'analysis_done', { score: 17, stage: '暧昧期', summary: 'ta 主动性明显增强' }),
  ];
}

/** What `rebuild` prints for goodEvents (SPEC 5 rule). */
export const GOOD_STATE = { current_stage: '暧昧期', signal_score: 17, last_signal_score: null, score_trend: 'stable', recommended_mode: 'hybrid', milestones_done: 0 };

export const PROFILE =
  '---\nnickname: 小雨\nslug: SLUG\ngender: 女\nage: 24\noccupation: 设计师\ncity: 上海\nmbti: INFP\nzodiac: 双鱼座\n' +
  'personality_type: 感性型\nhow_met: 朋友聚会\ncreated_at: "2026-04-10"\n---\n\n## 性格画像\n\n慢热，但熟了以后很健谈。\n\n' +
  '## 最打动ta的方式\n\n记住细节。\n\n## 用户自身风格\n\n话不多。\n\n## 注意事项\n\n不喜欢被催。\n';

export const STATE =
  '---\ncurrent_stage: 暧昧期\nsignal_score: 17\nlast_signal_score: null\nscore_trend: stable\nrecommended_mode: hybrid\n' +
  'last_updated: "2026-04-12T10:30:00"\nmilestones_done: 0\n---\n\n## 当前状态（一句话）\n\nta 开始主动了。\n\n' +
  '## 最近信号（最新3条）\n\n🟢 深夜主动发消息\n\n## 当前策略方向\n\n保持节奏。\n\n## 下一步建议\n\n约一次咖啡。\n';

export const STRATEGY = '# 追求策略\n\n> 由 simp-skill 生成  |  最后更新：2026-04-12\n\n## 当前阶段\n\n暧昧期\n\n## 推荐模式\n\n混合模式\n\n## 本阶段重点\n\n稳住。\n\n## 近期行动计划\n\n见面。\n';

export function metaJson(slug, events, { lastSnapshot }) {
  const bytes = Buffer.byteLength(events);
  const meta = {
    slug, nickname: NICKNAME, created_at: '2026-04-10T14:00:00', updated_at: '2026-04-12T10:30:00', version: 'v2',
    current_stage: '暧昧期', signal_score: 17, mode: 'hybrid', event_count: 4, last_snapshot: lastSnapshot,
    interaction_count: 0, last_interaction: null, consecutive_days: 0, events_bytes: bytes,
  };
  return JSON.stringify(meta, null, 2);
}

/**
 * Files of a folder, by path relative to it. `lastSnapshot` is today by default
 * so a refused write has no reason to take the day's first snapshot.
 */
export function folderFiles(slug, { today, lastSnapshot = today } = {}) {
  const events = `${goodEvents(slug).join('\n')}\n`;
  const profile = PROFILE.replace('SLUG', slug);
  const meta = metaJson(slug, events, { lastSnapshot });
  const v1 = 'versions/v1_20260101_000000';
  return {
    'profile.md': profile,
    'state.md': STATE,
    'strategy.md': STRATEGY,
    'events.jsonl': events,
    'meta.json': meta,
    'knowledge.json': '{\n  "version": 1,\n  "entries": []\n}',
    'interactions.jsonl': '',
    'memories/chats/': null,
    'memories/social/': null,
    'memories/photos/': null,
    'snapshots/': null,
    ...(lastSnapshot === today && { [`snapshots/${today}.json`]: JSON.stringify({ slug, snapshot_date: today, meta: JSON.parse(meta) }, null, 2) }),
    [`${v1}/profile.md`]: profile,
    [`${v1}/state.md`]: STATE,
    [`${v1}/strategy.md`]: STRATEGY,
    [`${v1}/meta.json`]: meta.replace('"v2"', '"v1"'),
  };
}
