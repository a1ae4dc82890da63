/**
 * The per-call usage log: one JSON line per tool call and per tools/list, in a
 * size-capped rotating file under the data dir, so the boat's owner can see which tools are used
 * and what the tool list costs (`signalk-assist usage` reads it, usage-report.ts).
 *
 * Lines (times ISO, latency ms, sizes bytes):
 *   {"t":"2026-07-01T10:00:00.000Z","tool":"battery_state","args":{},"outcome":"ok","ms":0.21,"bytes":164,"language":"en","units":"nautical-metric"}
 *   {"t":"...","tool":"tank_levels","via":"more_tools","args":{"type":"fuel"},"outcome":"absent","ms":0.3,"bytes":120}
 *   {"t":"...","list":["battery_state","depth_state","more_tools"],"bytes":2210}
 * outcome: ok, absent (the answer's display is null: nothing to say), error (isError, or a model's
 * mistake answered with a note: wrong arguments, a name that is no tool).
 *
 * Off the hot path: `record` only appends to an in-memory buffer; a timer writes it with async fs
 * calls, one write at a time. Bounded: argument strings are cut to 64 characters, a line to 1 KiB,
 * the buffer to 256 KiB (older lines are dropped when the disk cannot keep up), the files to
 * `maxBytes` each × `files` (rotation: usage.jsonl -> .1 -> .2, the oldest deleted). A failing disk
 * is logged once and never affects answers. Never holds a token: only tool names, arguments
 * (passed through the log's secret masking) and figures are written; no headers.
 */
import { appendFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { log, redact } from '../log.js';
import { roundBinary } from '../domain/round.js';

/** File name of the current log inside the data dir. */
export const USAGE_FILE = 'usage.jsonl';
/** Default size cap of one file (bytes) and number of files kept. */
export const USAGE_MAX_BYTES = 1024 * 1024;
export const USAGE_FILES = 3;

const MAX_STRING = 64;
const MAX_LINE = 1024;
const MAX_BUFFER = 256 * 1024;
const FLUSH_MS = 1000;

/** One tool call. */
export interface CallEntry {
  tool: string;
  /** Set when the call came through the discovery tool. */
  via?: string;
  args: Record<string, unknown>;
  outcome: 'ok' | 'absent' | 'error';
  /** Handler latency, ms. */
  ms: number;
  /** Size of the text block returned, bytes. */
  bytes: number;
  /** The language and units the call was answered in (a client may ask for its own in the URL). */
  language?: string;
  units?: string;
}

/** One tools/list answer: the tool names it listed and its size in bytes. */
export interface ListEntry {
  list: string[];
  bytes: number;
}

/** Where the usage is recorded; `null`-safe callers use NO_USAGE_LOG when logging is off. */
export interface UsageSink {
  call(entry: CallEntry): void;
  list(entry: ListEntry): void;
}

/** A sink that records nothing. */
export const NO_USAGE_LOG: UsageSink = { call() {}, list() {} };

/** Cuts strings and nesting so that an argument can never make a line large or carry much text. */
function boundArgs(v: unknown, depth = 0): unknown {
  if (typeof v === 'string') return redact(v.length > MAX_STRING ? `${v.slice(0, MAX_STRING)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return v;
  if (depth >= 2 || typeof v !== 'object') return typeof v;
  if (Array.isArray(v)) return v.slice(0, 8).map((x) => boundArgs(x, depth + 1));
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>)
      .slice(0, 8)
      .map(([k, x]) => [k.slice(0, MAX_STRING), boundArgs(x, depth + 1)]),
  );
}

/** The rotating JSON-lines file writer. */
export class UsageLog implements UsageSink {
  private readonly path: string;
  private readonly maxBytes: number;
  private readonly files: number;
  private readonly now: () => number;
  private buffer: string[] = [];
  private buffered = 0;
  /** Calls not yet made into lines: see `call`. */
  private pending: { at: number; entry: CallEntry }[] = [];
  private size = -1;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private warned = false;
  private closed = false;

  constructor(opts: { dir: string; maxBytes?: number; files?: number; now?: () => number }) {
    this.path = join(opts.dir, USAGE_FILE);
    this.maxBytes = opts.maxBytes ?? USAGE_MAX_BYTES;
    this.files = Math.max(1, opts.files ?? USAGE_FILES);
    this.now = opts.now ?? Date.now;
  }

  /**
   * Records a call. Its line is made after the answer has gone out (`setImmediate`, one batch for all
   * calls of a turn of the event loop): bounding the arguments, the ISO time and the JSON cost about
   * 8 µs inside a running add-on, a tenth of a tool call's own time.
   */
  call(entry: CallEntry): void {
    if (this.closed) return;
    this.pending.push({ at: this.now(), entry });
    if (this.pending.length === 1) setImmediate(this.drain);
  }

  /** Makes the pending calls into lines. */
  private readonly drain = (): void => {
    const calls = this.pending;
    this.pending = [];
    for (const { at, entry } of calls) {
      const line: Record<string, unknown> = { t: new Date(at).toISOString(), tool: entry.tool };
      if (entry.via) line.via = entry.via;
      line.args = boundArgs(entry.args);
      line.outcome = entry.outcome;
      line.ms = roundBinary(entry.ms, 3);
      line.bytes = entry.bytes;
      if (entry.language) line.language = entry.language;
      if (entry.units) line.units = entry.units;
      this.push(line);
    }
  };

  list(entry: ListEntry): void {
    this.drain(); // the calls before it keep their place
    this.push({ t: new Date(this.now()).toISOString(), list: entry.list, bytes: entry.bytes });
  }

  private push(line: Record<string, unknown>): void {
    if (this.closed) return;
    let text = JSON.stringify(line);
    if (text.length > MAX_LINE) text = JSON.stringify({ t: line.t, tool: line.tool, outcome: line.outcome, ms: line.ms, bytes: line.bytes });
    this.buffer.push(text + '\n');
    this.buffered += text.length + 1;
    while (this.buffered > MAX_BUFFER && this.buffer.length > 1) this.buffered -= this.buffer.shift()!.length;
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is buffered (waits for a write under way first). Never rejects. */
  async flush(): Promise<void> {
    this.drain();
    while (this.writing) await this.writing;
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.buffered = 0;
    this.writing = this.write(chunk).finally(() => {
      this.writing = null;
    });
    await this.writing;
  }

  private async write(chunk: string): Promise<void> {
    try {
      if (this.size < 0) {
        await mkdir(join(this.path, '..'), { recursive: true });
        this.size = await stat(this.path).then(
          (s) => s.size,
          () => 0,
        );
      }
      const bytes = Buffer.byteLength(chunk);
      if (this.size > 0 && this.size + bytes > this.maxBytes) await this.rotate();
      await appendFile(this.path, chunk);
      this.size += bytes;
    } catch (e) {
      if (!this.warned) log.warn(`usage log ${this.path} cannot be written (${(e as Error).message}); tool calls are not being logged.`);
      this.warned = true;
      this.size = -1;
    }
  }

  private async rotate(): Promise<void> {
    await rm(`${this.path}.${this.files - 1}`, { force: true });
    for (let i = this.files - 2; i >= 1; i--) await rename(`${this.path}.${i}`, `${this.path}.${i + 1}`).catch(() => {});
    if (this.files > 1) await rename(this.path, `${this.path}.1`);
    else await rm(this.path, { force: true });
    this.size = 0;
  }

  /** Flushes and stops recording. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
    this.closed = true;
  }
}
