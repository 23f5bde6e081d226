import type { Story } from '../flows/export.js';
import { messages, type Lang } from '../i18n/index.js';
import { stageName } from './enum-names.js';
import { interactionLine, timelineLine } from './format-timeline.js';
import type { SimpEvent } from '../model/index.js';
import { SCORE_MAX } from '../model/enums.js';

interface Block {
  kind: 'h1' | 'h2' | 'p' | 'list' | 'table' | 'pre' | 'figure';
  text?: string;
  items?: string[];
  rows?: string[][];
}

const TEXT = {
  zh: {
    title: (name: string, slug: string) => `${name} (${slug}) · simp 档案导出`,
    exported: (at: string) => `导出时间：${at}`,
    redacted: '名字和地点已隐去。',
    profile: '档案',
    field: '字段',
    value: '值',
    narrative: '档案叙述',
    stages: '阶段变化',
    noStages: '还没有阶段变化。',
    scores: '评分记录',
    noScores: '还没有评分。',
    when: '时间',
    score: '评分',
    stage: '阶段',
    chart: '走势',
    events: (n: number) => `全部事件（${n} 条）`,
    interactions: (n: number) => `互动（${n} 条）`,
    topics: (n: number) => `话题记忆（${n} 条）`,
    keywords: (k: string) => `触发词：${k}`,
    topicsUnreadable: (why: string) => `⚠️ knowledge.json 读不了，这份导出里没有话题记忆（${why}）；\`simp rebuild <slug> --write\` 可以从 events.jsonl 重建它`,
    redaction: { name: '〔名字〕', place: '〔地点〕' },
  },
  en: {
    title: (name: string, slug: string) => `${name} (${slug}) · exported from simp`,
    exported: (at: string) => `Exported ${at}`,
    redacted: 'Names and places are left out.',
    profile: 'Profile',
    field: 'Field',
    value: 'Value',
    narrative: 'Narrative',
    stages: 'Stage changes',
    noStages: 'No stage change yet.',
    scores: 'Score history',
    noScores: 'No score yet.',
    when: 'When',
    score: 'Score',
    stage: 'Stage',
    chart: 'Trend',
    events: (n: number) => `Every event (${n})`,
    interactions: (n: number) => `Interactions (${n})`,
    topics: (n: number) => `Topic memories (${n})`,
    keywords: (k: string) => `keywords: ${k}`,
    topicsUnreadable: (why: string) => `⚠️ knowledge.json could not be read, so this export holds no topic memories (${why}); \`simp rebuild <slug> --write\` rebuilds it from events.jsonl`,
    redaction: { name: '[name]', place: '[place]' },
  },
};

/** What an export says when knowledge.json could not be read (null when it was): in the document, and on stderr. */
export function topicsNotice(story: Story, lang: Lang): string | null {
  return story.topics_unreadable === undefined ? null : TEXT[lang].topicsUnreadable(story.topics_unreadable);
}

/** The story as the JSON export writes it: the notice of unreadable topics in the reader's language. */
export function storyJson(story: Story, lang: Lang): string {
  const notice = topicsNotice(story, lang);
  return `${JSON.stringify(notice === null ? story : { ...story, topics_unreadable: notice }, null, 2)}\n`;
}

/** What a redacted export says instead of a name or a place, in the reader's language. */
export function redactionWords(lang: Lang): { name: string; place: string } {
  return TEXT[lang].redaction;
}

const BARS = '▁▂▃▄▅▆▇█';
/** Scores -15..25 as one bar each. */
export function scoreBars(scores: readonly number[]): string {
  return scores.map((s) => BARS[Math.max(0, Math.min(7, Math.round(((s + 15) / 40) * 7)))]).join('');
}

const short = (ts: string) => ts.slice(0, 16).replace('T', ' ');

function blocks(story: Story, lang: Lang, scoreSvg: string | null = null): Block[] {
  const t = TEXT[lang];
  const m = messages(lang);
  const f = story.profile.fields;
  const name = typeof f['nickname'] === 'string' && f['nickname'] !== '' ? f['nickname'] : story.slug;
  const fieldName = (k: string) => (Object.hasOwn(m.fields, k) ? (m.fields[k] as string) : k);
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const out: Block[] = [
    { kind: 'h1', text: t.title(name, story.slug) },
    { kind: 'p', text: `${t.exported(story.exported_at)}${story.redacted ? ` · ${t.redacted}` : ''}` },
    { kind: 'h2', text: t.profile },
    { kind: 'table', rows: [[t.field, t.value], ...Object.entries(f).map(([k, v]) => [fieldName(k), k === 'current_stage' ? stageName(show(v), lang) : show(v)])] },
  ];
  if (story.profile.body.trim() !== '') out.push({ kind: 'h2', text: t.narrative }, { kind: 'pre', text: story.profile.body.trim() });
  out.push({ kind: 'h2', text: t.stages });
  out.push(
    story.stage_path.length === 0
      ? { kind: 'p', text: t.noStages }
      : { kind: 'list', items: story.stage_path.map((s) => `${short(s.ts)}  ${stageName(s.from, lang)} → ${stageName(s.to, lang)}`) },
  );
  out.push({ kind: 'h2', text: t.scores });
  if (story.scores.length === 0) out.push({ kind: 'p', text: t.noScores });
  else {
    out.push({ kind: 'p', text: `${t.chart}: ${scoreBars(story.scores.map((s) => s.score))}  (${story.scores.map((s) => s.score).join(' → ')})` });
    if (scoreSvg !== null) out.push({ kind: 'figure', text: scoreSvg });
    out.push({ kind: 'table', rows: [[t.when, t.score, t.stage], ...story.scores.map((s) => [short(s.ts), `${s.score}/${SCORE_MAX}`, stageName(s.stage, lang)])] });
  }
  out.push({ kind: 'h2', text: t.events(story.events.length) });
  out.push({ kind: 'list', items: story.events.map((e) => timelineLine(e as SimpEvent, m, 'full').trim()) });
  out.push({ kind: 'h2', text: t.interactions(story.interactions.length) });
  if (story.interactions.length > 0) out.push({ kind: 'list', items: story.interactions.map((i) => interactionLine(i, m).trim()) });
  out.push({ kind: 'h2', text: t.topics(story.topics.length) });
  const notice = topicsNotice(story, lang);
  if (notice !== null) out.push({ kind: 'p', text: notice });
  if (story.topics.length > 0) out.push({ kind: 'list', items: story.topics.map((e) => `${e.canonical_meaning}（${t.keywords(e.trigger_keywords.join('、'))}）`) });
  return out;
}

const mdCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The story as Markdown. */
export function storyMarkdown(story: Story, lang: Lang): string {
  return `${blocks(story, lang)
    .map((b) => {
      switch (b.kind) {
        case 'h1':
          return `# ${b.text}`;
        case 'h2':
          return `## ${b.text}`;
        case 'p':
          return b.text ?? '';
        case 'figure':
          return '';
        case 'pre':
          return (b.text ?? '')
            .split('\n')
            .map((l) => `> ${l}`)
            .join('\n');
        case 'list':
          return (b.items ?? []).map((i) => `- ${i}`).join('\n');
        case 'table': {
          const [head, ...rest] = b.rows ?? [];
          return [`| ${(head ?? []).map(mdCell).join(' | ')} |`, `|${(head ?? []).map(() => '---').join('|')}|`, ...rest.map((r) => `| ${r.map(mdCell).join(' | ')} |`)].join('\n');
        }
      }
    })
    .join('\n\n')}\n`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The story as one self-contained HTML page (no script, no outside file); the score chart inline when drawn. */
export function storyHtml(story: Story, lang: Lang, scoreSvg: string | null = null): string {
  const body = blocks(story, lang, scoreSvg)
    .map((b) => {
      switch (b.kind) {
        case 'h1':
          return `<h1>${esc(b.text ?? '')}</h1>`;
        case 'h2':
          return `<h2>${esc(b.text ?? '')}</h2>`;
        case 'p':
          return `<p>${esc(b.text ?? '')}</p>`;
        case 'figure':
          // An SVG drawn here from the story's scores (text in it escaped by the renderer).
          return `<figure>${b.text ?? ''}</figure>`;
        case 'pre':
          return `<blockquote>${esc(b.text ?? '').replace(/\n/g, '<br>')}</blockquote>`;
        case 'list':
          return `<ul>\n${(b.items ?? []).map((i) => `<li>${esc(i)}</li>`).join('\n')}\n</ul>`;
        case 'table': {
          const [head, ...rest] = b.rows ?? [];
          return `<table>\n<tr>${(head ?? []).map((c) => `<th>${esc(c)}</th>`).join('')}</tr>\n${rest.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n')}\n</table>`;
        }
      }
    })
    .join('\n');
  const title = esc(blocks(story, lang)[0]?.text ?? story.slug);
  return `<!doctype html>\n<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n<style>body{font-family:system-ui,sans-serif;max-width:52em;margin:2em auto;padding:0 1em;line-height:1.5}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}blockquote{color:#444;border-left:3px solid #ccc;margin-left:0;padding-left:1em}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
