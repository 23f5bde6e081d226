/** A stored time stamp as the timeline shows it: `ts[:16]` with the T shown as a space. */
export function shortTs(ts: string): string {
  return ts.slice(0, 16).replace('T', ' ');
}
