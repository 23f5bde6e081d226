import { parseMarkdown, renderMarkdown, sameSource, setField, type FmFields } from '../formats/frontmatter.js';
import { STATE_SECTIONS, MISSING_SECTION, type StateFields } from '../../model/schemas.js';
import { checkStateFields } from '../../model/meta-rules.js';
import { InputError } from '../../model/errors.js';
import { settled } from '../io/settle.js';
import { issueText } from '../../model/field-issues.js';
import { shownPath, type Folder } from './folder.js';
import { readMeta } from './meta.js';

/** The reference template's fields, in its order; a rewrite fills in whatever a file lacks. */
export const STATE_DEFAULTS: FmFields = {
  current_stage: '未知',
  signal_score: null,
  last_signal_score: null,
  score_trend: 'stable',
  recommended_mode: 'hybrid',
  last_updated: '',
  milestones_done: 0,
};

export interface Section {
  header: string;
  content: string;
}

export interface StateDoc {
  exists: boolean;
  /** Front matter as stored, unknown keys in their order. */
  raw: FmFields;
  fields: StateFields;
  /** The four sections first (missing ones as `[待生成]`), then any others the file has. */
  sections: Section[];
  /** Text before the first `## ` heading, kept on rewrite. */
  preamble: string;
}

/** Splits a Markdown body into its `## ` sections (content trimmed, as the reference reads it). */
export function parseSections(body: string): { preamble: string; sections: Section[] } {
  const sections: Section[] = [];
  const preamble: string[] = [];
  let current: { header: string; lines: string[] } | null = null;
  const flush = (): void => {
    if (current) sections.push({ header: current.header, content: current.lines.join('\n').trim() });
  };
  for (const line of body.split('\n')) {
    if (line.startsWith('## ')) {
      flush();
      current = { header: line.trimEnd(), lines: [] };
    } else if (current) current.lines.push(line);
    else preamble.push(line);
  }
  flush();
  return { preamble: preamble.join('\n').trim(), sections };
}

/** state.md's front matter and sections as written, without the field rules (for a repair). Null when missing. */
export function readStateParts(folder: Folder): { raw: FmFields; sections: Section[]; preamble: string } | null {
  const text = folder.read('state');
  if (text === null) return null;
  const parsed = parseMarkdown(text, shownPath(folder, 'state'));
  const { preamble, sections } = parseSections(parsed.body);
  return { raw: parsed.fields, sections: orderSections(sections), preamble };
}

export function readState(folder: Folder): StateDoc {
  const path = shownPath(folder, 'state');
  const text = folder.read('state');
  let parsed: ReturnType<typeof parseMarkdown> | null;
  try {
    parsed = text === null ? null : settled(() => parseMarkdown(folder.read('state') ?? '', path));
  } catch (err) {
    if (err instanceof InputError) throw new InputError(err.message, err.issues, err.scope, { kind: 'rebuild', slug: folder.slug });
    throw err;
  }
  const raw = parsed?.fields ?? legacyFields(folder);
  const checked = checkStateFields(raw);
  if (!checked.ok) throw new InputError(`${path}: ${checked.issues.map(issueText).join('; ')}`, checked.issues, path, { kind: 'rebuild', slug: folder.slug });
  const { preamble, sections } = parseSections(parsed?.body ?? '');
  return { exists: text !== null, raw, fields: checked.value, sections: orderSections(sections), preamble };
}

/**
 * A folder from before state.md existed kept its stage, score and mode in
 * meta.json: without a state.md those are "now", so no write (and no upgrade)
 * falls back to 未知 and loses them.
 */
export function legacyFields(folder: Folder): FmFields {
  let meta: ReturnType<typeof readMeta>;
  try {
    meta = readMeta(folder);
  } catch {
    return {};
  }
  if (meta === null) return {};
  const { current_stage, signal_score, mode } = meta.meta;
  return { current_stage, signal_score, recommended_mode: mode };
}

function orderSections(found: Section[]): Section[] {
  const byHeader = new Map(found.map((s) => [s.header, s.content]));
  const known: Section[] = STATE_SECTIONS.map((header) => ({
    header,
    content: byHeader.get(header) || MISSING_SECTION,
  }));
  const extra = found.filter((s) => !(STATE_SECTIONS as readonly string[]).includes(s.header));
  return [...known, ...extra];
}

/**
 * Renders state.md the way the reference writes it, keeping sections beyond the
 * four (the reference drops them; this program does not).
 */
export function renderState(raw: FmFields, sections: Section[], preamble: string): string {
  // Like the reference writer: the fence, a blank line, then each section.
  let body = '';
  if (preamble) body += `\n${preamble}\n`;
  for (const { header, content } of sections) body += `\n${header}\n\n${content || MISSING_SECTION}\n`;
  return renderMarkdown(raw, body);
}

/** Applies changes to a state document: fields merged in order, sections replaced by header. */
export function applyStateChanges(
  doc: StateDoc,
  fields: Partial<Record<keyof StateFields, unknown>>,
  sections: Record<string, string>,
  lastUpdated: string,
): { raw: FmFields; fields: StateFields; sections: Section[] } {
  const raw: FmFields = sameSource(doc.raw, { ...STATE_DEFAULTS, ...doc.raw });
  for (const [k, v] of Object.entries(fields)) setField(raw, k, v as FmFields[string]);
  raw['last_updated'] = lastUpdated;
  const checked = checkStateFields(raw);
  if (!checked.ok) throw new InputError(`state.md: ${checked.issues.map(issueText).join('; ')}`, checked.issues, 'state.md');
  const merged = doc.sections.map((s) => (s.header in sections ? { ...s, content: sections[s.header] ?? '' } : s));
  for (const [header, content] of Object.entries(sections)) {
    if (!merged.some((s) => s.header === header)) merged.push({ header, content });
  }
  return { raw, fields: checked.value, sections: merged };
}
