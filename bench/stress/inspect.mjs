// Reads a crush folder the way a checker must: every file through the product's
// own readers (the library) plus raw JSON lines, and reports what it sees.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_SECTION } from './ops.mjs';

const MARKER = /^k\d+$/;

function readEvents(file) {
  const buf = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  const parts = buf.toString('utf8').split('\n');
  const tail = parts.pop();
  const events = [];
  const bad = [];
  parts.forEach((line, n) => {
    if (line.trim() === '') return;
    try {
      events.push(JSON.parse(line));
    } catch {
      bad.push(n + 1);
    }
  });
  return { events, bad, tornTail: tail !== '', size: buf.length };
}

function markersOf(events) {
  const counts = new Map();
  for (const e of events) {
    const d = e.data ?? {};
    const m = e.type === 'signal_recorded' ? d.content : e.type === 'profile_updated' && d.field === 'city' ? d.new_value : null;
    if (typeof m === 'string' && MARKER.test(m)) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  return counts;
}

/** Version folders: each complete (four files, meta.json parses) or absent; hidden ones are crash leftovers. */
function readVersions(dir, problems) {
  const vdir = join(dir, 'versions');
  if (!existsSync(vdir)) return { count: 0, leftovers: 0 };
  let count = 0;
  let leftovers = 0;
  for (const d of readdirSync(vdir, { withFileTypes: true })) {
    if (d.name.startsWith('.')) {
      leftovers += 1;
      continue;
    }
    count += 1;
    for (const f of ['profile.md', 'state.md', 'strategy.md', 'meta.json']) {
      if (!existsSync(join(vdir, d.name, f))) problems.push(`versions/${d.name} is incomplete: ${f} missing`);
    }
    try {
      JSON.parse(readFileSync(join(vdir, d.name, 'meta.json'), 'utf8'));
    } catch (err) {
      problems.push(`versions/${d.name}/meta.json does not parse: ${err.message}`);
    }
  }
  return { count, leftovers };
}

function readSnapshots(dir, problems) {
  const sdir = join(dir, 'snapshots');
  if (!existsSync(sdir)) return 0;
  let leftovers = 0;
  for (const name of readdirSync(sdir)) {
    if (name.startsWith('.')) {
      leftovers += 1;
      continue;
    }
    try {
      const snap = JSON.parse(readFileSync(join(sdir, name), 'utf8'));
      if (typeof snap.slug !== 'string' || typeof snap.snapshot_date !== 'string') problems.push(`snapshots/${name} lacks slug or snapshot_date`);
    } catch (err) {
      problems.push(`snapshots/${name} does not parse: ${err.message}`);
    }
  }
  return leftovers;
}

/** strategy.md as `init` writes it: only bracketed placeholders under its headings. */
function isTemplate(text) {
  const sections = text.split(/^## .*$/m).slice(1).map((s) => s.trim());
  return sections.every((s) => s === '' || /^\[[^\]\n]*\]$/.test(s));
}

/** Everything the crash checker compares, plus the problems found while reading. */
export function inspect(mem, slug) {
  const problems = [];
  const dir = join(mem.base, slug);
  const log = readEvents(join(dir, 'events.jsonl'));
  const counts = markersOf(log.events);
  for (const [m, n] of counts) if (n > 1) problems.push(`event ${m} is in events.jsonl ${n} times`);
  const model = { events: new Set(counts.keys()), body: new Set() };
  let meta;
  try {
    const view = mem.read(slug);
    meta = view.meta;
    const section = view.state.sections.find((s) => s.header === STATE_SECTION)?.content;
    Object.assign(model, {
      stateMarker: MARKER.test(section ?? '') ? section : null,
      stateStage: view.state.fields.current_stage,
      stateScore: view.state.fields.signal_score,
      city: view.profile.fields.city,
      body: new Set(view.profile.body.match(/\bk\d+\b/g) ?? []),
      metaStage: meta?.current_stage,
      metaScore: meta?.signal_score,
      metaMode: meta?.mode,
      version: Number(meta?.version.slice(1)),
      strategyTemplate: isTemplate(readFileSync(join(dir, 'strategy.md'), 'utf8')),
    });
  } catch (err) {
    problems.push(`a file does not parse: ${err.message}`);
  }
  const versions = readVersions(dir, problems);
  model.versions = versions.count;
  const snapLeft = readSnapshots(dir, problems);
  const rootLeft = readdirSync(dir).filter((n) => n.startsWith('.') && n.endsWith('.tmp')).length;
  let raw = {};
  try {
    raw = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  } catch (err) {
    problems.push(`meta.json does not parse: ${err.message}`);
  }
  return {
    model,
    problems,
    info: {
      valid: log.events.length,
      bad: log.bad,
      tornTail: log.tornTail,
      size: log.size,
      last: log.events.at(-1) ?? null,
      metaCount: raw.event_count,
      metaBytes: raw.events_bytes,
      leftovers: versions.leftovers + snapLeft + rootLeft,
      lock: existsSync(join(dir, '.simp.lock')),
      lockAgeMs: existsSync(join(dir, '.simp.lock')) ? Date.now() - statSync(join(dir, '.simp.lock')).mtimeMs : null,
    },
  };
}

/** Where the observed model breaks "each file is the old or the new version". */
export function compareModel(seen, final, alt) {
  const out = [];
  for (const key of ['stateMarker', 'stateStage', 'stateScore', 'city', 'metaStage', 'metaScore', 'metaMode', 'version', 'versions']) {
    const ok = seen[key] === final[key] || (alt !== null && seen[key] === alt[key]);
    if (!ok) out.push(`${key} is ${JSON.stringify(seen[key])}; expected ${JSON.stringify(final[key])}${alt ? ` or ${JSON.stringify(alt[key])}` : ''}`);
  }
  for (const key of ['events', 'body']) {
    const lost = [...final[key]].filter((m) => !seen[key].has(m));
    const stray = [...seen[key]].filter((m) => !final[key].has(m) && !(alt && alt[key].has(m)));
    if (lost.length) out.push(`${key}: acknowledged ${lost.join(', ')} missing`);
    if (stray.length) out.push(`${key}: ${stray.join(', ')} present but never written`);
  }
  return out;
}
