import { parseMarkdown, renderMarkdown, type FmFields } from '../formats/frontmatter.js';
import { parseSections, type Section } from './state.js';
import { InputError, refused } from '../../model/errors.js';
import { shownPath, type Folder } from './folder.js';

export interface ProfileDoc {
  exists: boolean;
  hasFrontmatter: boolean;
  fields: FmFields;
  /** The narrative exactly as stored; it only ever grows. */
  body: string;
  sections: Section[];
}

export function readProfile(folder: Folder): ProfileDoc {
  const path = shownPath(folder, 'profile');
  const text = folder.read('profile');
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

interface RawSection {
  heading: string;
  content: string;
}

/** A body cut at its `## ` headings, content kept byte for byte. */
function rawSections(body: string): { preamble: string; sections: RawSection[] } {
  const parts = body.split(/^(?=## )/m);
  const preamble = parts[0]?.startsWith('## ') ? '' : (parts.shift() ?? '');
  const sections = parts.map((part) => {
    const nl = part.indexOf('\n');
    return nl === -1 ? { heading: part, content: '' } : { heading: part.slice(0, nl), content: part.slice(nl + 1) };
  });
  return { preamble, sections };
}

/**
 * True when `next` only adds to `prev`: every old heading is still there, in order
 * and unchanged, and each old section (and the text before the first heading)
 * still starts with all of its old text. New text may follow inside a section,
 * and new sections may be added.
 */
export function onlyGrows(prev: string, next: string): boolean {
  const a = rawSections(prev);
  const b = rawSections(next);
  if (!b.preamble.startsWith(a.preamble.trimEnd())) return false;
  let from = 0;
  for (const old of a.sections) {
    let found = -1;
    for (let j = from; j < b.sections.length; j += 1) {
      if (b.sections[j]?.heading === old.heading) {
        found = j;
        break;
      }
    }
    if (found === -1) return false;
    if (!(b.sections[found] as RawSection).content.startsWith(old.content.trimEnd())) return false;
    from = found + 1;
  }
  return true;
}

export function assertOnlyGrows(prev: string, next: string, file: string): void {
  if (!onlyGrows(prev, next)) {
    throw refused({ field: '', kind: 'only-grows' }, { scope: file });
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

