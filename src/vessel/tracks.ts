/**
 * Where the other vessels are and how they move, kept by the vessel model as readings arrive: one row
 * per context (every context but our own, in the model's order), with
 * - `navigation.position`: `latitude`, `longitude` (degrees) and `time` (the reading's epoch ms);
 * - `navigation.courseOverGroundTrue`: `cog` (rad);
 * - `navigation.speedOverGround`: `sog` (m/s);
 * each NaN while unknown or not a finite number (a position needs both coordinates).
 *
 * Why: a traffic answer reads the track of every vessel. Read from the model, that is three
 * readings per vessel scattered over the heap, and inside the running add-on three quarters of that
 * time was waiting for memory. Here the tracks are columns of typed arrays: a few kilobytes read
 * in order. The model is still the truth: rows only mirror its latest readings.
 */

/** The paths a row mirrors. */
const POSITION = 'navigation.position';
const COG = 'navigation.courseOverGroundTrue';
const SOG = 'navigation.speedOverGround';

const INITIAL_ROWS = 64;

/** See module doc. Written only by the vessel model; read by queries. */
export class TrackTable {
  /** Rows in use: 0 .. count - 1. */
  count = 0;
  /** Context of each row (e.g. "vessels.urn:mrn:imo:mmsi:230035780"). */
  readonly contexts: string[] = [];
  latitude = new Float64Array(INITIAL_ROWS);
  longitude = new Float64Array(INITIAL_ROWS);
  /** Epoch ms of the position reading (`Reading.time`). */
  time = new Float64Array(INITIAL_ROWS);
  cog = new Float64Array(INITIAL_ROWS);
  sog = new Float64Array(INITIAL_ROWS);
  private readonly rows = new Map<string, number>();

  /** Adds an empty row for a new context, at the end (the model's order). */
  add(context: string): void {
    if (this.rows.has(context)) return;
    if (this.count === this.latitude.length) this.grow();
    const i = this.count++;
    this.rows.set(context, i);
    this.contexts[i] = context;
    this.latitude[i] = this.longitude[i] = this.time[i] = this.cog[i] = this.sog[i] = NaN;
  }

  /** Mirrors a new reading when its path is one a row holds and its context has a row; else does nothing. */
  update(context: string, path: string, value: unknown, time: number): void {
    if (path !== POSITION && path !== COG && path !== SOG) return;
    const i = this.rows.get(context);
    if (i === undefined) return;
    if (path === POSITION) {
      const p = value as { latitude?: unknown; longitude?: unknown } | null;
      const ok = typeof p === 'object' && p !== null && finite(p.latitude) && finite(p.longitude);
      this.latitude[i] = ok ? (p.latitude as number) : NaN;
      this.longitude[i] = ok ? (p.longitude as number) : NaN;
      this.time[i] = time;
    } else if (path === COG) {
      this.cog[i] = finite(value) ? value : NaN;
    } else {
      this.sog[i] = finite(value) ? value : NaN;
    }
  }

  /** Drops a context's row; the rows after it move up one, keeping the model's order. O(rows): the model only drops contexts at its cap. */
  remove(context: string): void {
    const i = this.rows.get(context);
    if (i === undefined) return;
    this.rows.delete(context);
    const last = this.count - 1;
    for (const column of [this.latitude, this.longitude, this.time, this.cog, this.sog]) column.copyWithin(i, i + 1, this.count);
    this.contexts.splice(i, 1);
    for (let j = i; j < last; j++) this.rows.set(this.contexts[j]!, j);
    this.count = last;
  }

  private grow(): void {
    const size = this.latitude.length * 2;
    const bigger = (a: Float64Array) => {
      const b = new Float64Array(size);
      b.set(a);
      return b;
    };
    this.latitude = bigger(this.latitude);
    this.longitude = bigger(this.longitude);
    this.time = bigger(this.time);
    this.cog = bigger(this.cog);
    this.sog = bigger(this.sog);
  }
}

function finite(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}
