/** What goes between the reference text (ending as `end` ends) and the topic block. */
export function blockSeparator(end: string): string {
  return end === '' || end.endsWith('\n\n') ? '' : end.endsWith('\n') ? '\n' : '\n\n';
}
