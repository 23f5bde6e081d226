// Text clean-ups done by scanning, never by a pattern that backtracks: a run of
// spaces, quotes or `<` in what a user or another program wrote costs the same
// as any other text (a pattern such as /\s+$/ retries the run from each of its
// characters, so 80,000 spaces cost billions of steps).

/**
 * Each run of white space that holds a line break, as one space (what
 * `replace(/\s*\n\s*\/g, ' ')` gives); runs without one stay as they are.
 */
export function foldLineBreaks(text: string): string {
  if (!text.includes('\n')) return text;
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

/**
 * The text with every tag (`<` … `>`, with at least one character between when
 * `empty` is false) replaced by `by`: what `replace(/<[^>]+>/g, by)` gives, or
 * `/<[^>]*>/g` with `empty`. Each `<` is looked at once: once no `>` follows,
 * no later `<` can close either.
 */
export function replaceTags(text: string, by: string, empty = false): string {
  let out = '';
  let from = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const close = text.indexOf('>', at + 1);
    if (close === -1) break;
    if (close === at + 1 && !empty) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    out += text.slice(from, at) + by;
    from = close + 1;
    at = text.indexOf('<', from);
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The text without `ch` repeated at its start and end (`replace(/^"+|"+$/g, '')` for `"`). */
export function trimRepeated(text: string, ch: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === ch) start += 1;
  while (end > start && text[end - 1] === ch) end -= 1;
  return text.slice(start, end);
}

/** The text without the characters `drop` accepts at its start and end (a strip with its own set of white space). */
export function stripWith(text: string, drop: (ch: string) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && drop(text[start] as string)) start += 1;
  while (end > start && drop(text[end - 1] as string)) end -= 1;
  return text.slice(start, end);
}
