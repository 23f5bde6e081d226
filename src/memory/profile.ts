import { parseMarkdown, renderMarkdown, type FmFields, type FmScalar } from './frontmatter.js';
import { parseSections, type Section } from './state.js';
import { InputError } from './errors.js';
import { readText, type Folder } from './folder.js';

export interface ProfileDoc {
  exists: boolean;
  hasFrontmatter: boolean;
  fields: FmFields;
  /** The narrative exactly as stored; it only ever grows. */
  body: string;
  sections: Section[];
}

export function readProfile(folder: Folder): ProfileDoc {
  const path = folder.path('profile');
  const text = readText(path);
  if (text === null) return { exists: false, hasFrontmatter: false, fields: {}, body: '', sections: [] };
  const parsed = parseMarkdown(text, path);
  return {
    exists: true,
    hasFrontmatter: parsed.hasFrontmatter,
    fields: parsed.fields,
    body: parsed.body,
    sections: parseSections(parsed.body).sections,
  };
}

export function renderProfile(fields: FmFields, body: string): string {
  return renderMarkdown(fields, body);
}

/**
 * True when `next` only adds text to `prev`: every character of the old body is
 * still there, in order (a subsequence). Rewrites and deletions fail this.
 */
export function onlyGrows(prev: string, next: string): boolean {
  let i = 0;
  for (let j = 0; j < next.length && i < prev.length; j += 1) {
    if (next[j] === prev[i]) i += 1;
  }
  return i === prev.length;
}

export function assertOnlyGrows(prev: string, next: string, file: string): void {
  if (!onlyGrows(prev, next)) {
    throw new InputError(`${file}: the narrative only grows; this change would rewrite or delete existing text`);
  }
}

/**
 * Adds text at the end of one `## ` section, or a new section at the end of the
 * body when it does not exist yet. Existing text is never touched.
 */
export function appendToSection(body: string, header: string, text: string): string {
  const addition = text.trim();
  if (addition === '') throw new InputError('nothing to add: the text is empty');
  const heading = header.startsWith('## ') ? header : `## ${header}`;
  if (/[\r\n]/.test(heading)) throw new InputError('a section heading must be one line');
  const lines = body.split('\n');
  const start = lines.findIndex((l) => l.trimEnd() === heading);
  if (start === -1) {
    const sep = body === '' || body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n';
    return `${body}${sep}${heading}\n\n${addition}\n`;
  }
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end === -1) end = lines.length;
  let insertAt = end;
  while (insertAt - 1 > start && lines[insertAt - 1]?.trim() === '') insertAt -= 1;
  const next = [...lines.slice(0, insertAt), addition, ...lines.slice(insertAt)];
  const result = next.join('\n');
  return end === lines.length && !body.endsWith('\n') ? `${result}\n` : result;
}

/** Coerces a value typed by a user for a profile field: numbers stay numbers (age), text stays text. */
export function profileValue(field: string, value: string): FmScalar {
  if (field === 'age' && /^\d{1,3}$/.test(value)) return Number(value);
  return value;
}
