// A knowledge.json of many topics (what `recall` reads), written directly in the layout simp writes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from './pyjson.mjs';

const THINGS = ['猫', '狗', '咖啡', '拿铁', '火锅', '电影', '村上春树', '跑步', '瑜伽', '考研', '雅思', '五月天', '露营', '寿司', '奶茶', '桌游', '滑板', '上海', '成都', '加班'];
const VERBS = ['喜欢', '讨厌', '最近在学', '周末常去', '提到过', '想试试'];

/** Writes `n` topics into `dir`/knowledge.json; topic i has two everyday words and a word of its own (`ti`). */
export function writeTopics(dir, n, seed = 5) {
  const r = rng(seed);
  const entries = [];
  for (let i = 0; i < n; i += 1) {
    const a = r.pick(THINGS);
    const b = r.pick(THINGS);
    const ts = `2026-0${1 + (i % 9)}-1${i % 10}T10:00:00`;
    const text = `她${r.pick(VERBS)}${a}，也${r.pick(VERBS)}${b}（第${i}条）`;
    entries.push({
      id: `k_${i.toString(16).padStart(8, '0')}`,
      trigger_keywords: [...new Set([a, b, `t${i}`])],
      canonical_meaning: text,
      created_at: ts,
      updated_at: ts,
      sources: [{ ts, kind: 'remember', text }],
    });
  }
  writeFileSync(join(dir, 'knowledge.json'), `${JSON.stringify({ version: 1, entries }, null, 2)}\n`);
}
