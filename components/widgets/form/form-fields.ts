/** What a form field edits; values are kept as typed text and converted on submit. */
export type FieldKind = 'text' | 'number' | 'choice' | 'list';

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  /** Choices of a `choice` field (an optional one may also be left empty). */
  readonly options?: readonly string[];
  /** How a choice is shown (an English name for a stored Chinese value); the value written is the option itself. */
  readonly optionLabel?: (value: string) => string;
  readonly optional?: boolean;
  /** A note that may hold several lines (pasted, or written in $EDITOR with Ctrl-E); Enter still moves on. */
  readonly multiline?: boolean;
  /** Left empty, the value written is null. */
  readonly nullable?: boolean;
  /** A short note after the value (allowed range, format). */
  readonly hint?: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Typed text → the value written: numbers stay text when they are not numbers, so validation names them. */
export function toValue(spec: FieldSpec, raw: string): unknown {
  const text = raw.trim();
  if (spec.kind === 'number') return NUMBER.test(text) ? Number(text) : text;
  if (spec.kind === 'list') return text.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  return spec.kind === 'text' ? raw : text;
}

/** The data of a form; empty optional fields are left out. */
export function toData(specs: readonly FieldSpec[], values: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    const raw = values[spec.name] ?? '';
    if (raw.trim() === '' && spec.nullable) out[spec.name] = null;
    if (raw.trim() === '' && (spec.optional || spec.nullable)) continue;
    out[spec.name] = toValue(spec, raw);
  }
  return out;
}

/** A choice field steps through its options (and "empty" when optional). */
export function cycleChoice(spec: FieldSpec, current: string, by: 1 | -1): string {
  const options = [...(spec.optional ? [''] : []), ...(spec.options ?? [])];
  if (options.length === 0) return current;
  const i = options.indexOf(current);
  const next = i === -1 ? (by === 1 ? 0 : options.length - 1) : (i + by + options.length) % options.length;
  return options[next] ?? current;
}
