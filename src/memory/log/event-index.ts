import { readSync, closeSync, fstatSync, createReadStream, existsSync } from 'node:fs';
import { openRegular } from '../io/open-regular.js';
import { MAX_LINE_BYTES, TOO_LONG, readTail } from './event-read.js';
import { decodeEventLine, emptyReport, type ReadReport } from './event-lines.js';
import type { SimpEvent } from '../../model/schemas.js';

const NL = 0x0a;

/**
 * Random access to a large events.jsonl without holding it in memory: one scan
 * records where each valid event starts (8 bytes an event) and its type, then
 * screens read only the rows they show. Appends are picked up incrementally.
 */
export interface EventIndex {
  readonly count: number;
  readonly report: ReadReport;
  /** Reads lines appended since the last scan; rescans when the file shrank. True when something changed. */
  refresh(): Promise<boolean>;
  get(i: number): SimpEvent;
  slice(start: number, end: number): SimpEvent[];
  typeOf(i: number): string;
  /** The byte event i's line starts at (what a correction names it by). */
  offsetOf(i: number): number;
  /** Indices of events whose type is in `types` (no disk read). */
  byTypes(types: readonly string[]): number[];
  /** Every type the log holds, in the order first seen (unknown ones of other tools too). */
  typesPresent(): string[];
  /** Indices of events whose raw line contains `text` (case-insensitive), streamed from disk. */
  search(text: string): Promise<number[]>;
}

/** A column of numbers that grows by doubling: 2,000,000 events take 8 bytes each here, not a boxed array slot and its slack. */
class Column<T extends Float64Array | Uint32Array> {
  length = 0;
  constructor(private data: T) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new (this.data.constructor as new (n: number) => T)(Math.max(1024, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  at(i: number): number {
    return this.data[i] as number;
  }
  /** The same numbers in 8-byte cells (offsets past 4 GiB). */
  wide(): Column<Float64Array> {
    if (this.data instanceof Float64Array) return this as unknown as Column<Float64Array>;
    const out = new Column(new Float64Array(Math.max(1024, this.data.length)));
    for (let i = 0; i < this.length; i += 1) out.push(this.data[i] as number);
    return out;
  }
}
/** Byte offsets: 4 bytes each while the file is under 4 GiB (refresh widens them past that). */
const offsets = (): Column<Float64Array | Uint32Array> => new Column<Float64Array | Uint32Array>(new Uint32Array(0));

class FileEventIndex implements EventIndex {
  private starts = offsets();
  /** Each line's length (a line is at most MAX_LINE_BYTES). */
  private lengths = new Column(new Uint32Array(0));
  private types = new Column(new Uint32Array(0));
  private typeNames: string[] = [];
  private typeCodes = new Map<string, number>();
  private scanned = 0;
  report: ReadReport = emptyReport();
  private cache = new Map<number, SimpEvent>();

  constructor(private readonly path: string) {}

  get count(): number {
    return this.starts.length;
  }

  async refresh(): Promise<boolean> {
    const size = existsSync(this.path) ? statSize(this.path) : 0;
    if (size < this.scanned) this.reset();
    if (size === this.scanned) return false;
    const before = this.count;
    if (size >= 2 ** 32) this.starts = this.starts.wide();
    await this.scan(this.scanned, size);
    return this.count !== before || size !== this.scanned;
  }

  private reset(): void {
    this.starts = offsets();
    this.lengths = new Column(new Uint32Array(0));
    this.types = new Column(new Uint32Array(0));
    this.scanned = 0;
    this.report = emptyReport();
    this.cache.clear();
  }

  private async scan(from: number, to: number): Promise<void> {
    // The start of the line being read, joined once its end arrives (dropped past MAX_LINE_BYTES).
    let parts: Buffer[] = [];
    let partLen = 0;
    let lineStart = from;
    let lineNo = 0;
    this.report.tornTail = false;
    for await (const chunk of createReadStream('', { fd: openRegular(this.path), start: from, end: to - 1, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      let pos = 0;
      for (let nl = chunk.indexOf(NL, pos); nl !== -1; nl = chunk.indexOf(NL, pos)) {
        lineNo += 1;
        const length = partLen + nl - pos;
        if (length > MAX_LINE_BYTES) this.report.badLines.push({ line: null, reason: TOO_LONG });
        else this.add(parts.length > 0 ? Buffer.concat([...parts, chunk.subarray(pos, nl)]) : chunk.subarray(pos, nl), lineStart, lineStart + length, from === 0 && lineNo === 1);
        lineStart += length + 1;
        pos = nl + 1;
        parts = [];
        partLen = 0;
      }
      if (pos < chunk.length) {
        partLen += chunk.length - pos;
        parts = partLen > MAX_LINE_BYTES ? [] : [...parts, Buffer.from(chunk.subarray(pos))];
      }
    }
    // A line without its newline is left for the next refresh: it may still be being written.
    this.scanned = lineStart;
    if (partLen > MAX_LINE_BYTES || parts.some((p) => p.toString('utf8').trim() !== '')) this.report.tornTail = true;
  }

  private add(bytes: Buffer, start: number, end: number, first: boolean): void {
    const decoded = decodeEventLine(bytes, first);
    if (decoded === null) return;
    if (typeof decoded === 'string') {
      this.report.badLines.push({ line: null, reason: decoded });
      return;
    }
    let code = this.typeCodes.get(decoded.type);
    if (code === undefined) {
      code = this.typeNames.length;
      this.typeNames.push(decoded.type);
      this.typeCodes.set(decoded.type, code);
    }
    this.starts.push(start);
    this.lengths.push(end - start);
    this.types.push(code);
  }

  get(i: number): SimpEvent {
    const hit = this.cache.get(i);
    if (hit) return hit;
    const [event] = this.slice(i, i + 1);
    if (!event) throw new RangeError(`event ${i} is out of range (0..${this.count - 1})`);
    return event;
  }

  slice(start: number, end: number): SimpEvent[] {
    const from = Math.max(0, start);
    const out = this.read(from, end);
    if (this.cache.size > 2000) this.cache.clear();
    out.forEach((e, k) => this.cache.set(from + k, e));
    return out;
  }

  /** Events [start, end) straight from the file, without touching the cache the screens use. */
  private read(start: number, end: number): SimpEvent[] {
    const from = Math.max(0, start);
    const to = Math.min(this.count, end);
    if (from >= to) return [];
    const byteStart = this.starts.at(from);
    const byteEnd = this.starts.at(to - 1) + this.lengths.at(to - 1);
    const buf = Buffer.alloc(byteEnd - byteStart);
    const fd = openRegular(this.path);
    try {
      readSync(fd, buf, 0, buf.length, byteStart);
    } finally {
      closeSync(fd);
    }
    const out: SimpEvent[] = [];
    for (let i = from; i < to; i += 1) {
      const line = buf.subarray(this.starts.at(i) - byteStart, this.starts.at(i) + this.lengths.at(i) - byteStart);
      const decoded = decodeEventLine(line, false);
      // The file is append-only, so an indexed line decodes as it did when scanned.
      const event = decoded !== null && typeof decoded !== 'string' ? decoded : { ts: '', type: '?', data: {} };
      out.push(event);
    }
    return out;
  }

  typeOf(i: number): string {
    return this.typeNames[this.types.at(i)] ?? '?';
  }

  typesPresent(): string[] {
    return [...this.typeNames];
  }

  offsetOf(i: number): number {
    return this.starts.at(i);
  }

  byTypes(types: readonly string[]): number[] {
    const codes = new Set(types.map((t) => this.typeCodes.get(t)).filter((c) => c !== undefined));
    const out: number[] = [];
    for (let i = 0; i < this.types.length; i += 1) if (codes.has(this.types.at(i))) out.push(i);
    return out;
  }

  async search(text: string): Promise<number[]> {
    const needle = text.toLowerCase();
    if (!needle) return [];
    const out: number[] = [];
    const step = 2000;
    for (let i = 0; i < this.count; i += step) {
      // Read past the cache: a search must not evict the rows on screen.
      const rows = this.read(i, i + step);
      rows.forEach((e, k) => {
        if (JSON.stringify(e).toLowerCase().includes(needle)) out.push(i + k);
      });
      // Yield so a UI stays responsive while a long log is searched.
      await new Promise((r) => setImmediate(r));
    }
    return out;
  }
}

function statSize(path: string): number {
  const fd = openRegular(path);
  try {
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}

export async function openEventIndex(path: string): Promise<EventIndex> {
  const index = new FileEventIndex(path);
  await index.refresh();
  return index;
}

/**
 * The newest `n` events of a log whose whole count is already known (meta.json's
 * marks), addressed as the whole index will address them: event i is the i-th of
 * `total`. Screens show a long log's newest events at once through it while the
 * whole index is built; events before the newest `n` read as placeholders.
 */
export function tailIndex(path: string, total: number, n: number): EventIndex & { readonly partial: true } {
  const report = emptyReport();
  const events = readTail(path, n, null, report);
  const base = Math.max(0, total - events.length);
  const placeholder: SimpEvent = { ts: '', type: '…', data: {} };
  const get = (i: number): SimpEvent => events[i - base] ?? placeholder;
  return {
    partial: true,
    count: base + events.length,
    report,
    refresh: async () => false,
    get,
    slice: (start, end) => Array.from({ length: Math.max(0, Math.min(end, base + events.length) - Math.max(0, start)) }, (_, k) => get(Math.max(0, start) + k)),
    typeOf: (i) => get(i).type,
    byTypes: (types) => events.flatMap((e, k) => (types.includes(e.type) ? [base + k] : [])),
    typesPresent: () => [...new Set(events.map((e) => e.type))],
    // Offsets of a tail's events are not kept: the whole index replaces it before a correction is offered.
    offsetOf: () => -1,
    search: async (text) => {
      const needle = text.toLowerCase();
      return needle ? events.flatMap((e, k) => (JSON.stringify(e).toLowerCase().includes(needle) ? [base + k] : [])) : [];
    },
  };
}
