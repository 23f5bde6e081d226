// An export written as its story streams: each list (stage changes, scores, every
// event and interaction) goes to a spool as it comes, the score chart is drawn
// from a bounded series, and `finish` writes the document in its order. The
// bytes are those of the whole story rendered at once (the same blocks, joins
// and escapes), whatever the log's length.
import type { ExportFormat, ScorePoint, StagePoint, Story, StoryEvent, StoryHead, StoryInteraction, StoryVisitor } from '../flows/export.js';
import { messages, type Lang } from '../i18n/index.js';
import type { Spool, TextSink } from '../memory/outside/out-stream.js';
import type { SimpEvent } from '../model/index.js';
import { PLACEHOLDER, scoreOutOf } from '../model/enums.js';
import { ScoreSeries, scoreSpec } from './chart-spec.js';
import { chartBeside, type ChartDrawer } from './chart-beside.js';
import { fieldValueText, headingName, stageName, storedLine } from './names.js';
import { scoreBar, TEXT, topicsNotice } from './export-format.js';
import { interactionLine, timelineLine } from './format-timeline.js';

/** Takes a story as it streams (see `StoryVisitor`); `finish` writes the document to `out`. */
export interface StoryWriter extends StoryVisitor {
  finish(head: StoryHead, out: TextSink): Promise<void>;
  /** Lets go of the spools (after `finish`, or when the export is called off). */
  close(): void;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const ESCAPED = /[&<>"]/;
/** Text made safe for HTML (most lines need nothing: they are handed back as they are). */
const esc = (s: string) => (ESCAPED.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPES[c] as string) : s);
const mdCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const short = (ts: string) => ts.slice(0, 16).replace('T', ' ');
/** A value as JSON.stringify(…, null, 2) writes it `depth` levels down. */
const json = (value: unknown, depth: number) => {
  const text = JSON.stringify(value, null, 2);
  return depth === 0 ? text : text.replace(/\n/g, `\n${'  '.repeat(depth)}`);
};

/** One list of the document: its items rendered, the separator between them, how many. */
class Part {
  count = 0;
  constructor(
    readonly spool: Spool,
    private readonly sep: string,
  ) {}
  add(item: string): void {
    if (this.count > 0 && this.sep !== '') this.spool.write(this.sep);
    this.spool.write(item);
    this.count += 1;
  }
}

/** A writer of `format`; `spool` makes the spools the lists wait in. */
export function storyWriter(format: ExportFormat, lang: Lang, spool: () => Spool): StoryWriter {
  const t = TEXT[lang];
  const m = messages(lang);
  const sep = format === 'json' ? ',\n' : '\n';
  const parts = { stages: new Part(spool(), sep), bars: new Part(spool(), ''), nums: new Part(spool(), ' → '), scores: new Part(spool(), sep), events: new Part(spool(), sep), interactions: new Part(spool(), sep) };
  const series = new ScoreSeries();
  // The chart's renderer loads beside the stream from the first score on.
  let chart: ChartDrawer | null = null;
  const item = format === 'html' ? (text: string) => `<li>${esc(text)}</li>` : (text: string) => `- ${text}`;
  const row =
    format === 'html' ? (cells: string[]) => `<tr>${cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>` : (cells: string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  const element = (value: unknown) => `    ${json(value, 2)}`;
  const visitor: StoryVisitor =
    format === 'json'
      ? {
          stage: (p) => parts.stages.add(element(p)),
          score: (p) => parts.scores.add(element(p)),
          event: (e) => parts.events.add(element(e)),
          interaction: (i) => parts.interactions.add(element(i)),
        }
      : {
          stage: (p: StagePoint) => parts.stages.add(item(`${short(p.ts)}  ${stageName(p.from, lang)} → ${stageName(p.to, lang)}`)),
          score: (p: ScorePoint) => {
            parts.bars.add(scoreBar(p.score));
            parts.nums.add(`${p.score}`);
            parts.scores.add(row([short(p.ts), scoreOutOf(p.score), stageName(p.stage, lang)]));
            if (format === 'html') {
              chart ??= chartBeside();
              series.add(p.ts, p.score);
            }
          },
          event: (e: StoryEvent) => parts.events.add(item(timelineLine(e as SimpEvent, m, 'full').trim())),
          interaction: (i: StoryInteraction) => parts.interactions.add(item(interactionLine(i, m).trim())),
        };
  const close = () => {
    for (const p of Object.values(parts)) p.spool.close();
    chart?.close();
  };

  const finishJson = (head: StoryHead, out: TextSink) => {
    const list = (p: Part) => {
      if (p.count === 0) return void out.write('[]');
      out.write('[\n');
      p.spool.copyTo(out);
      out.write('\n  ]');
    };
    const notice = topicsNotice(head, lang);
    out.write(`{\n  "slug": ${json(head.slug, 1)},\n  "exported_at": ${json(head.exported_at, 1)},\n  "redacted": ${json(head.redacted, 1)},\n`);
    out.write(`  "profile": ${json(head.profile, 1)},\n  "state": ${json(head.state, 1)},\n  "stage_path": `);
    list(parts.stages);
    out.write(',\n  "scores": ');
    list(parts.scores);
    out.write(',\n  "events": ');
    list(parts.events);
    out.write(',\n  "interactions": ');
    list(parts.interactions);
    out.write(`,\n  "topics": ${json(head.topics, 1)}${notice === null ? '' : `,\n  "topics_unreadable": ${json(notice, 1)}`}\n}\n`);
  };

  const finishText = async (head: StoryHead, out: TextSink) => {
    const html = format === 'html';
    const f = head.profile.fields;
    const name = typeof f['nickname'] === 'string' && f['nickname'] !== '' && f['nickname'] !== PLACEHOLDER ? f['nickname'] : head.slug;
    const fieldName = (k: string) => (Object.hasOwn(m.fields, k) ? (m.fields[k] as string) : k);
    const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
    const title = t.title(name, head.slug);
    const svg = html && parts.scores.count > 0 ? await (chart ??= chartBeside()).draw(scoreSpec(head, series, lang)) : null;
    let first = true;
    // Each block after a separator: a blank line in Markdown, a newline in HTML.
    const block = (write: () => void) => {
      if (!first) out.write(html ? '\n' : '\n\n');
      first = false;
      write();
    };
    const heading = (level: 1 | 2, text: string) => block(() => out.write(html ? `<h${level}>${esc(text)}</h${level}>` : `${'#'.repeat(level)} ${text}`));
    const para = (text: string) => block(() => out.write(html ? `<p>${esc(text)}</p>` : text));
    const list = (write: () => void) =>
      block(() => {
        if (html) out.write('<ul>\n');
        write();
        if (html) out.write('\n</ul>');
      });
    const table = (headRow: string[], rows: () => void, empty: boolean) =>
      block(() => {
        if (html) out.write(`<table>\n<tr>${headRow.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>\n`);
        else out.write(`| ${headRow.map(mdCell).join(' | ')} |\n|${headRow.map(() => '---').join('|')}|${empty ? '' : '\n'}`);
        rows();
        if (html) out.write('\n</table>');
      });
    if (html)
      out.write(
        `<!doctype html>\n<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">\n<head>\n<meta charset="utf-8">\n<title>${esc(title)}</title>\n<style>body{font-family:system-ui,sans-serif;max-width:52em;margin:2em auto;padding:0 1em;line-height:1.5}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}blockquote{color:#444;border-left:3px solid #ccc;margin-left:0;padding-left:1em}</style>\n</head>\n<body>\n`,
      );
    heading(1, title);
    para(`${t.exported(head.exported_at)}${head.redacted ? ` · ${t.redacted}` : ''}`);
    heading(2, t.profile);
    // Stored values as the reader's language names them: an English export says Tsundere, not 傲娇型, and (not filled in), not [待填写].
    const fields = Object.entries(f).map(([k, v]) => [fieldName(k), typeof v === 'string' && v !== '' ? fieldValueText(k, v, lang) : show(v)]);
    table([t.field, t.value], () => out.write(fields.map(row).join('\n')), fields.length === 0);
    const body = shownBody(head.profile.body.trim(), lang);
    if (body !== '') {
      heading(2, t.narrative);
      block(() =>
        out.write(
          html
            ? `<blockquote>${esc(body).replace(/\n/g, '<br>')}</blockquote>`
            : body
                .split('\n')
                .map((l) => `> ${l}`)
                .join('\n'),
        ),
      );
    }
    heading(2, t.stages);
    if (parts.stages.count === 0) para(t.noStages);
    else list(() => parts.stages.spool.copyTo(out));
    heading(2, t.scores);
    if (parts.scores.count === 0) para(t.noScores);
    else {
      block(() => {
        out.write(html ? `<p>${esc(`${t.chart}: `)}` : `${t.chart}: `);
        parts.bars.spool.copyTo(out);
        out.write('  (');
        parts.nums.spool.copyTo(out);
        out.write(html ? ')</p>' : ')');
      });
      // An SVG drawn here from the story's scores (text in it escaped by the renderer).
      if (svg !== null) block(() => out.write(`<figure>${svg}</figure>`));
      table([t.when, t.score, t.stage], () => parts.scores.spool.copyTo(out), false);
    }
    heading(2, t.events(parts.events.count));
    list(() => parts.events.spool.copyTo(out));
    heading(2, t.interactions(parts.interactions.count));
    if (parts.interactions.count > 0) list(() => parts.interactions.spool.copyTo(out));
    heading(2, t.topics(head.topics.length));
    const notice = topicsNotice(head, lang);
    if (notice !== null) para(notice);
    if (head.topics.length > 0) list(() => out.write(head.topics.map((e) => item(`${e.canonical_meaning}（${t.keywords(e.trigger_keywords.join('、'))}）`)).join('\n')));
    out.write(html ? '\n</body>\n</html>\n' : '\n');
  };

  return {
    ...visitor,
    finish: (head, out) => (format === 'json' ? Promise.resolve(finishJson(head, out)) : finishText(head, out)),
    close,
  };
}

/** A spool kept in memory (a story already whole in memory). */
export function memorySpool(): Spool {
  let held: string[] = [];
  return {
    get empty() {
      return held.length === 0;
    },
    write: (text) => void held.push(typeof text === 'string' ? text : Buffer.from(text).toString('utf8')),
    copyTo: (sink) => {
      if (held.length > 0) sink.write(held.join(''));
    },
    close: () => {
      held = [];
    },
  };
}

/** A story already in memory, in one export format (the score chart drawn when there are scores). */
export async function storyText(story: Story, format: ExportFormat, lang: Lang): Promise<string> {
  const writer = storyWriter(format, lang, memorySpool);
  for (const p of story.stage_path) writer.stage(p);
  for (const p of story.scores) writer.score(p);
  for (const e of story.events) writer.event(e);
  for (const i of story.interactions) writer.interaction(i);
  const out: string[] = [];
  await writer.finish(story, { write: (text) => void out.push(typeof text === 'string' ? text : Buffer.from(text).toString('utf8')) });
  writer.close();
  return out.join('');
}

/** The profile's narrative as the reader's language shows it: the template's headings and hints by name, what the user wrote as written. */
function shownBody(body: string, lang: Lang): string {
  if (lang === 'zh') return body;
  return body
    .split('\n')
    .map((l) => (l.startsWith('#') ? headingName(l.trim(), lang) : storedLine(l, lang)))
    .join('\n');
}
