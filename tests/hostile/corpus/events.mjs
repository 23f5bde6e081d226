// events.jsonl pathologies (what readers must skip and report, SPEC 3.4) and
// ill-typed event data (what the writer must refuse, naming the field).
import { goodEvents, pyLine, GOOD_STATE } from './template.mjs';

const MB10 = 10 * 1024 * 1024;
const nest = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const line = (type, data, extra = {}) => pyLine({ ts: '2026-04-13T09:00:00', v: 1, type, slug: 'ok', data, ...extra });
const withBad = (bad) => (good) => Buffer.concat([Buffer.from(`${good.slice(0, 2).join('\n')}\n`), Buffer.from(bad), Buffer.from(`\n${good.slice(2).join('\n')}\n`)]);

/**
 * Whole-file variants: `file` builds the bytes from the four good lines; `events`
 * is how many events readers must still return; `report` what stderr must say
 * (line 3 is where a bad line sits; the backwards tail read cannot number lines).
 */
const FILES = [
  { name: 'blank-lines', file: withBad('\n   \n\t'), events: 4, report: null },
  { name: 'not-json', file: withBad('hello, this is not JSON'), events: 4, report: 'not JSON|不是 JSON' },
  { name: 'torn-middle-line', file: withBad('{"ts": "2026-04-12T11:00:00", "v": 1, "type": "sig'), events: 4, report: 'not JSON|不是 JSON' },
  { name: 'torn-last-line', file: (g) => `${g.join('\n')}\n{"ts": "2026-04-13T09:00:00", "v": 1, "ty`, events: 4, report: 'no newline|没有换行符', tail: true },
  { name: 'bom', file: (g) => `\uFEFF${g.join('\n')}\n`, events: 4, report: null },
  { name: 'crlf', file: (g) => `${g.join('\r\n')}\r\n`, events: 4, report: null },
  { name: 'invalid-utf8', file: withBad(Buffer.concat([Buffer.from('{"ts": "2026-04-12T11:00:00", "type": "signal_recorded", "data": {"content": "'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}}')])), events: 4, report: 'not valid UTF-8|不是有效的 UTF-8' },
  { name: 'utf8-surrogate-half', file: withBad(Buffer.concat([Buffer.from('{"type": "signal_recorded", "data": {"content": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}}')])), events: 4, report: 'not valid UTF-8|不是有效的 UTF-8' },
  { name: 'nul-bytes', file: withBad('\u0000\u0000{"type": "x"}\u0000'), events: 4, report: 'not JSON|不是 JSON' },
  { name: '10mb-garbage-line', file: withBad('x'.repeat(MB10)), events: 4, report: 'not JSON|不是 JSON' },
  { name: '10mb-valid-line', file: withBad(line('signal_recorded', { direction: 'green', content: '长'.repeat(MB10 / 3), score_delta: 1 })), events: 5, report: null },
  { name: 'deep-nesting-extra-field', file: withBad(line('signal_recorded', { direction: 'green', content: 'x', score_delta: 1, extra: 'NEST' }).replace('"NEST"', nest(100_000))), events: 5, report: 'any' },
  { name: 'deep-nesting-content', file: withBad(line('signal_recorded', { direction: 'green', content: 'NEST', score_delta: 1 }).replace('"NEST"', nest(100_000))), events: 5, report: 'any' },
  { name: 'deep-nesting-whole-line', file: withBad(nest(100_000)), events: 4, report: 'not a JSON object|不是 JSON 对象' },
];

/** One bad line each: envelope fields of the wrong type. skipped: readers must drop it; else they show it. */
const ENVELOPE = [
  ['type-number', '{"ts": "2026-04-13T09:00:00", "type": 42, "data": {}}', true],
  ['type-null', '{"ts": "2026-04-13T09:00:00", "type": null, "data": {}}', true],
  ['type-object', '{"ts": "2026-04-13T09:00:00", "type": {"a": 1}, "data": {}}', true],
  ['type-missing', '{"ts": "2026-04-13T09:00:00", "data": {}}', true],
  ['ts-number', '{"ts": 1712900000, "type": "signal_recorded", "data": {}}', true],
  ['ts-object', '{"ts": {"$date": 1}, "type": "signal_recorded", "data": {}}', true],
  ['data-array', '{"ts": "2026-04-13T09:00:00", "type": "signal_recorded", "data": [1, 2]}', true],
  ['data-string', '{"ts": "2026-04-13T09:00:00", "type": "signal_recorded", "data": "green"}', true],
  ['data-null', '{"ts": "2026-04-13T09:00:00", "type": "signal_recorded", "data": null}', true],
  ['line-array', '[1, 2, 3]', true],
  ['line-string', '"just a string"', true],
  ['line-number', '12345', true],
  ['line-null', 'null', true],
  ['v-string-slug-number', '{"ts": "2026-04-13T09:00:00", "v": "one", "type": "signal_recorded", "slug": 7, "data": {"direction": "green", "content": "x", "score_delta": 1}}', false],
  ['unknown-type', '{"ts": "2026-04-13T09:00:00", "v": 1, "type": "future_event", "slug": "ok", "data": {"x": 1}}', false],
];

/** Required data of each type (SPEC 3.4): a valid example and each field's kind. */
export const EVENT_FIELDS = {
  profile_created: [{ nickname: '小雨', personality_type: '感性型' }, { nickname: 'text', personality_type: 'string' }],
  profile_updated: [{ field: 'city', old_value: '[待填写]', new_value: '上海' }, { field: 'text', old_value: 'any', new_value: 'any' }],
  stage_changed: [{ from: '升温期', to: '暧昧期', trigger: '深夜消息' }, { from: 'string', to: 'stage', trigger: 'string' }],
  signal_recorded: [{ direction: 'green', content: '主动约见面', score_delta: 3 }, { direction: 'direction', content: 'text', score_delta: 'int' }],
  analysis_done: [{ score: 17, stage: '暧昧期', summary: '偏绿' }, { score: 'score', stage: 'stage', summary: 'string' }],
  progress_evaluated: [{ score: 15, stage: '升温期', milestones_done: 4, next_actions: ['约咖啡'] }, { score: 'score', stage: 'stage', milestones_done: 'milestones', next_actions: 'list' }],
  strategy_updated: [{ old_stage: '升温期', new_stage: '暧昧期', reason: '阶段变化' }, { old_stage: 'string', new_stage: 'stage', reason: 'string' }],
  crisis_handled: [{ crisis_type: '冷战', resolution: '道歉' }, { crisis_type: 'text', resolution: 'string' }],
  quit_evaluated: [{ verdict: 'continue', reason: '还有信号' }, { verdict: 'verdict', reason: 'string' }],
  confess_prepared: [{ method: '当面', readiness_score: 4 }, { method: 'text', readiness_score: 'readiness' }],
};
const MISSING = Symbol('missing');
/** Wrong values per kind: a missing field, another JSON type, and a value just outside what is allowed. */
const WRONG = {
  text: [MISSING, 42, ''],
  string: [MISSING, 42, null],
  stage: [MISSING, '不存在的阶段', 3],
  direction: [MISSING, 'purple', true],
  verdict: [MISSING, 'maybe', 1],
  score: [MISSING, '17', 26],
  int: [MISSING, '3', 1.5],
  milestones: [MISSING, 11, '2'],
  readiness: [MISSING, 6, -1],
  list: [MISSING, 'do it', [1, 2]],
  any: [MISSING],
};
const label = (v) => (v === MISSING ? 'missing' : v === '' ? 'empty' : Array.isArray(v) ? 'list' : typeof v === 'string' ? 'bad-string' : String(v).replace('.', '_'));

function* wrongData() {
  for (const [type, [valid, kinds]] of Object.entries(EVENT_FIELDS)) {
    for (const [field, kind] of Object.entries(kinds)) {
      for (const value of WRONG[kind]) {
        const data = { ...valid };
        if (value === MISSING) delete data[field];
        else data[field] = value;
        yield { type, field, value, data };
      }
    }
  }
}

const READERS = [
  { verb: 'events', args: ['events', 'ok', '--last', '100'], count: { pattern: '^\\{', of: 'events' }, lineNo: false },
  { verb: 'timeline', args: ['timeline', 'ok'], count: { pattern: '^  \\S', of: 'events' }, lineNo: true },
  // rebuild reads the log from its end and parses only the lines that decide the state:
  // it must still give the right state and never crash, but reporting broken lines
  // elsewhere is the timeline's job (and rebuild --write's, which rewrites files).
  { verb: 'rebuild', args: ['rebuild', 'ok'], reports: false },
];

export function eventCases() {
  const good = goodEvents('ok');
  const out = [];
  for (const f of FILES) {
    for (const r of [...READERS, ...(f.name.startsWith('deep') ? [{ verb: 'timeline-json', args: ['timeline', 'ok', '--json'], count: { pattern: '^\\{', of: 'events' } }] : [])]) {
      const stderr = f.report === null || f.report === 'any' || r.reports === false ? [] : ['events\\.jsonl', f.report];
      if (f.report && f.report !== 'any' && !f.tail && r.lineNo) stderr.push('(?:line 3|第 3 行)');
      out.push({
        id: `events-${f.name}-${r.verb}`, group: 'events.jsonl lines', what: `${f.name} in events.jsonl, read by ${r.args.join(' ')}`,
        folders: [{ slug: 'ok', files: { 'events.jsonl': f.file(good) } }], args: r.args, exit: 0, stderr,
        notOut: f.report === null ? ['skipped|已跳过', 'no newline|没有换行符'] : [],
        // A line nested 100,000 deep may be shown or skipped (and reported); it may not stop the reader.
        count: r.count ? { pattern: r.count.pattern, n: f.report === 'any' ? [f.events - 1, f.events] : [f.events] } : undefined,
        state: r.verb === 'rebuild' ? GOOD_STATE : undefined,
      });
    }
  }
  // The streaming reader numbers the bad line; the backwards tail reader is checked on a few shapes.
  for (const [name, bad, skipped] of ENVELOPE) {
    for (const r of ['type-number', 'data-array', 'line-array', 'unknown-type'].includes(name) ? READERS.slice(0, 2) : [READERS[1]]) {
      out.push({
        id: `envelope-${name}-${r.verb}`, group: 'event envelope types', what: `events.jsonl line 3 is ${bad}`,
        folders: [{ slug: 'ok', files: { 'events.jsonl': withBad(bad)(good) } }], args: r.args, exit: 0,
        stderr: skipped ? ['events\\.jsonl', ...(r.lineNo ? ['(?:line 3|第 3 行)'] : [])] : [],
        count: { pattern: r.count.pattern, n: [skipped ? 4 : 5] },
      });
    }
  }
  // Ill-typed data already in the log (written by another tool): readers show it, never crash.
  const odd = [...wrongData()].map((w) => line(w.type, w.data));
  for (const r of READERS) {
    out.push({
      id: `log-ill-typed-data-${r.verb}`, group: 'event envelope types', what: `${odd.length} events with ill-typed data in the log, read by ${r.args.join(' ')}`,
      folders: [{ slug: 'ok', files: { 'events.jsonl': `${[...good, ...odd].join('\n')}\n` } }], args: r.args, exit: 0, stderr: [],
      count: r.count ? { pattern: r.count.pattern, n: [4 + odd.length] } : undefined,
    });
  }
  // The writer refuses each ill-typed field, naming it, and writes nothing.
  for (const w of wrongData()) {
    out.push({
      id: `append-${w.type}-${w.field}-${label(w.value)}`, group: 'append: ill-typed data', what: `append ${w.type} with ${w.field} ${label(w.value)}`,
      args: ['append', 'ok', w.type, JSON.stringify(w.data)], exit: 2, stderr: [w.type, `data\\.${w.field}`],
    });
  }
  const deep = `{"direction": "green", "content": "x", "score_delta": 1, "extra": ${nest(20_000)}}`;
  out.push(
    { id: 'append-unknown-type', group: 'append: ill-typed data', what: 'append an unknown event type', args: ['append', 'ok', 'love_bombing', '{"a": 1}'], exit: 2, stderr: ['unknown event type|没有这种事件类型', 'love_bombing'] },
    ...[['array', '[1, 2]'], ['string', '"green"'], ['number', '42'], ['null', 'null'], ['not-json', "{direction: 'green'}"], ['empty', '']].map(([name, json]) => ({
      id: `append-data-${name}`, group: 'append: ill-typed data', what: `append with <json> ${name}`, args: ['append', 'ok', 'signal_recorded', json], exit: 2, stderr: ['json|JSON'],
    })),
    { id: 'append-deeply-nested-data', group: 'append: ill-typed data', what: 'append with data nested 20,000 levels deep', args: ['append', 'ok', 'signal_recorded', deep], exit: 2, stderr: [] },
    // A folder not yet written today: a refused append must not leave the day's snapshot behind.
    { id: 'append-refused-before-first-snapshot', group: 'append: ill-typed data', what: 'refused append on a folder whose last_snapshot is not today', folders: [{ slug: 'ok', lastSnapshot: '2026-01-01' }], args: ['append', 'ok', 'analysis_done', '{"score": "high", "stage": "暧昧期", "summary": "x"}'], exit: 2, stderr: ['data\\.score'] },
    { id: 'append-unknown-type-before-first-snapshot', group: 'append: ill-typed data', what: 'append of an unknown type on a folder whose last_snapshot is null', folders: [{ slug: 'ok', lastSnapshot: null }], args: ['append', 'ok', 'love_bombing', '{}'], exit: 2, stderr: ['unknown event type|没有这种事件类型'] },
  );
  return out;
}
