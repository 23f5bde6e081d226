import { type CrushView } from '../../../src/memory/index.js';
import { PROFILE_FIELDS } from '../../../src/model/index.js';
import type { TuiMessages } from '../../../src/i18n/tui-zh.js';
import type { Lang } from '../../../src/i18n/index.js';
import { fieldValueText, headingName, storedText } from '../../../src/present/names.js';
import { blank, line, paragraph, type Line } from '../../widgets/text/line.js';
import { padEnd } from '../../widgets/text/wrap-lines.js';
import { textWidth } from '../../widgets/text/text-width.js';


export function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** A field's value as the reader's language shows it: a personality type or the template's placeholder by name. */
export function shownValue(field: string, value: unknown, lang: Lang): string {
  return typeof value === 'string' && value !== '' ? fieldValueText(field, value, lang) : fieldText(value);
}

/** Front matter fields (known ones first, unknown ones kept), then the narrative sections. */
export function profileLines(view: CrushView, width: number, t: TuiMessages, lang: Lang): Line[] {
  const { fields, sections, exists } = view.profile;
  if (!exists) return [line(t.profile.missing, { token: 'warning' })];
  const known = PROFILE_FIELDS.filter((f) => f in fields);
  const extra = Object.keys(fields).filter((f) => !(PROFILE_FIELDS as readonly string[]).includes(f));
  const names = [...known, ...extra];
  const labelW = Math.max(0, ...names.map((f) => textWidth(t.profile.fields[f] ?? f))) + 2;
  const out: Line[] = names.map((f) => [
    { text: padEnd(t.profile.fields[f] ?? f, labelW), token: 'muted' },
    { text: shownValue(f, fields[f], lang) },
  ]);
  for (const s of sections) {
    out.push(blank, line(headingName(s.header, lang), { token: 'heading', bold: true }));
    out.push(...paragraph(storedText(s.content, lang) || '—', width));
  }
  return out;
}
