/**
 * Recent history: a bounded, time-decimated memory of the values a skipper asks about
 * after a night at anchor or a day's sail — wind, battery, depth, pressure, outside temperature —
 * since this process started, a day at most. The SignalK model keeps only the latest value.
 *
 * Decimation rule: every tracked path has one {@link Series}, a ring of {@link BUCKETS} one-minute
 * buckets (UTC minutes of the reading's source time, vessel/model.ts `Reading.time`); a bucket keeps
 * the minimum, maximum, sum and count of the readings of its minute and the first and last reading
 * with their times. So a day of history costs the same whatever the delta rate, the maximum and
 * minimum of a window are exact, an average is the mean of every reading, and memory is fixed per
 * series (`BUCKET_FIELDS` × 8 bytes × BUCKETS, allocated at the path's first reading).
 * Readings of a minute older than the newest bucket's are merged into their bucket while it is kept;
 * a reading more than a minute older than the newest one means the clock jumped back (a GPS time fix,
 * a replayed log): the series restarts from it. Bank ids are capped ({@link MAX_BANKS}).
 *
 * Derived series: the true wind direction is kept as its sine and cosine (a mean of angles across
 * North needs vectors); a battery bank's energy is what the bank's energy counter counts
 * (vessel/energy.ts, the one the energy sensors show; {@link History.recordEnergy}), kept in
 * `…energyIn` and `…energyOut` series of joules, positive = charging (SignalK spec
 * `electrical.batteries.<id>.current`).
 *
 * Pure apart from the model listener ({@link attachHistory}). Starts empty at each start.
 */
import { SELF, type VesselModel } from './model.js';
import { KEEL_DEPTH_MIN, LIMITS } from '../domain/quantities.js';

/** Minutes kept per series: one day. */
export const BUCKETS = 1440;
export const MINUTE_MS = 60_000;
/** Battery banks tracked at most (a boat has a few; a hostile feed could invent thousands). */
export const MAX_BANKS = 8;

/** Stored fields per bucket, each a Float64Array of BUCKETS. */
const BUCKET_FIELDS = 9;

/** Summary of a series over a window. Times are epoch ms, values SI as sent. */
export interface SeriesSummary {
  min: number;
  /** Time of the (first) reading at the minimum, to the minute bucket's first reading of that minute. */
  minTime: number;
  max: number;
  maxTime: number;
  /** Mean of every reading in the window. */
  mean: number;
  /** Sum of every reading in the window (energies). */
  sum: number;
  count: number;
  /** The first reading in the window and its time. */
  first: number;
  firstTime: number;
  /** The last reading in the window and its time. */
  last: number;
  lastTime: number;
  /** Longest interval without a reading between the first and the last reading, ms. */
  longestGapMs: number;
}

/** One path's ring of minute buckets (see the module doc). */
export class Series {
  private readonly minute = new Float64Array(BUCKETS).fill(NaN);
  private readonly min = new Float64Array(BUCKETS);
  private readonly max = new Float64Array(BUCKETS);
  private readonly sum = new Float64Array(BUCKETS);
  private readonly count = new Float64Array(BUCKETS);
  private readonly first = new Float64Array(BUCKETS);
  private readonly firstTime = new Float64Array(BUCKETS);
  private readonly last = new Float64Array(BUCKETS);
  private readonly lastTime = new Float64Array(BUCKETS);
  /** Newest reading time, or NaN while empty. */
  private newest = NaN;

  /** Bytes held by one series' buckets. */
  static readonly BYTES = BUCKET_FIELDS * 8 * BUCKETS;

  /** Whether nothing is stored. */
  get empty(): boolean {
    return Number.isNaN(this.newest);
  }

  /** Time of the newest reading, or null. */
  get newestTime(): number | null {
    return this.empty ? null : this.newest;
  }

  /** Adds a reading (non-finite ones are ignored). */
  record(time: number, value: number): void {
    if (!Number.isFinite(time) || !Number.isFinite(value)) return;
    if (time < this.newest - MINUTE_MS) this.clear();
    const m = Math.floor(time / MINUTE_MS);
    const i = ((m % BUCKETS) + BUCKETS) % BUCKETS;
    if (this.minute[i] !== m) {
      // The slot holds an older minute (overwritten: a day has passed) or a newer one (this reading
      // is over a day late: dropped).
      if (this.minute[i]! > m) return;
      this.minute[i] = m;
      this.min[i] = value;
      this.max[i] = value;
      this.sum[i] = value;
      this.count[i] = 1;
      this.first[i] = value;
      this.firstTime[i] = time;
      this.last[i] = value;
      this.lastTime[i] = time;
    } else {
      if (value < this.min[i]!) this.min[i] = value;
      if (value > this.max[i]!) this.max[i] = value;
      this.sum[i]! += value;
      this.count[i]! += 1;
      if (time < this.firstTime[i]!) {
        this.first[i] = value;
        this.firstTime[i] = time;
      }
      if (time >= this.lastTime[i]!) {
        this.last[i] = value;
        this.lastTime[i] = time;
      }
    }
    if (!(time <= this.newest)) this.newest = time;
  }

  /** Forgets everything. */
  clear(): void {
    this.minute.fill(NaN);
    this.newest = NaN;
  }

  /**
   * The summary of the readings whose minute bucket lies in [from, to] (epoch ms; buckets are
   * included by their minute: a window from 10:00:30 includes the minute 10:00), or null when none.
   * Gaps count from `runningSince` (epoch ms) at the earliest: a value handed over at the start is no
   * sign of readings missing while this process was not running.
   */
  summary(from: number, to: number, runningSince = -Infinity): SeriesSummary | null {
    if (this.empty) return null;
    const m0 = Math.floor(from / MINUTE_MS);
    const m1 = Math.min(Math.floor(to / MINUTE_MS), Math.floor(this.newest / MINUTE_MS));
    const start = Math.max(m0, m1 - BUCKETS + 1);
    let s: SeriesSummary | null = null;
    let previousLast = NaN;
    for (let m = start; m <= m1; m++) {
      const i = ((m % BUCKETS) + BUCKETS) % BUCKETS;
      if (this.minute[i] !== m) continue;
      // Time before `runningSince` (no process to receive readings: values handed over at a start) is no gap.
      const gap = this.firstTime[i]! - Math.max(previousLast, runningSince);
      previousLast = this.lastTime[i]!;
      if (s === null) {
        s = {
          min: this.min[i]!,
          minTime: this.firstTime[i]!,
          max: this.max[i]!,
          maxTime: this.firstTime[i]!,
          mean: 0,
          sum: this.sum[i]!,
          count: this.count[i]!,
          first: this.first[i]!,
          firstTime: this.firstTime[i]!,
          last: this.last[i]!,
          lastTime: this.lastTime[i]!,
          longestGapMs: 0,
        };
        continue;
      }
      if (this.min[i]! < s.min) {
        s.min = this.min[i]!;
        s.minTime = this.firstTime[i]!;
      }
      if (this.max[i]! > s.max) {
        s.max = this.max[i]!;
        s.maxTime = this.firstTime[i]!;
      }
      s.sum += this.sum[i]!;
      s.count += this.count[i]!;
      s.last = this.last[i]!;
      s.lastTime = this.lastTime[i]!;
      if (gap > s.longestGapMs) s.longestGapMs = gap;
    }
    if (s) s.mean = s.sum / s.count;
    return s;
  }

  /** The first reading of each stored minute, oldest first. */
  minuteFirsts(): { time: number; value: number }[] {
    if (this.empty) return [];
    const out: { time: number; value: number }[] = [];
    const m1 = Math.floor(this.newest / MINUTE_MS);
    for (let m = m1 - BUCKETS + 1; m <= m1; m++) {
      const i = ((m % BUCKETS) + BUCKETS) % BUCKETS;
      if (this.minute[i] === m) out.push({ time: this.firstTime[i]!, value: this.first[i]! });
    }
    return out;
  }
}

/** SignalK paths of our vessel the history keeps, besides battery banks (see {@link trackedKey}). */
export const HISTORY_PATHS = [
  'environment.wind.speedTrue',
  'environment.wind.speedApparent',
  'environment.wind.directionTrue',
  'environment.depth.belowKeel',
  'environment.depth.belowSurface',
  'environment.depth.belowTransducer',
  'environment.outside.pressure',
  'environment.outside.temperature',
] as const;

/** Battery leaves kept per bank: `electrical.batteries.<id>.<leaf>`. */
const BANK_LEAVES = ['voltage', 'current', 'capacity.stateOfCharge', 'stateOfCharge'] as const;
const BANK_RE = /^electrical\.batteries\.([^.]+)\.(voltage|current|capacity\.stateOfCharge|stateOfCharge)$/;

/** Derived series keys. */
export const DIRECTION_SIN = 'environment.wind.directionTrue#sin';
export const DIRECTION_COS = 'environment.wind.directionTrue#cos';
/** Energy series of a bank: joules per current reading into (charging) and out of it. */
export const energyInKey = (bank: string): string => `electrical.batteries.${bank}#energyIn`;
export const energyOutKey = (bank: string): string => `electrical.batteries.${bank}#energyOut`;

const TRACKED = new Set<string>(HISTORY_PATHS);

/**
 * Values outside these are not stored (a unit error would else be the night's "lowest"): the limits
 * past which live answers refuse a value (domain/quantities.ts LIMITS), so history never remembers what a
 * live answer would not say; under the keel from KEEL_DEPTH_MIN (the keel in the mud is the night's
 * shallowest); the air temperature stricter, -90..+70 °C (a hull or engine sensor on the path is not
 * the weather).
 */
const range = (kind: keyof typeof LIMITS): readonly [number, number] => [LIMITS[kind].min, LIMITS[kind].max];
const PLAUSIBLE: Readonly<Record<string, readonly [number, number]>> = {
  'environment.outside.pressure': range('pressure'),
  'environment.wind.speedTrue': range('speed'),
  'environment.wind.speedApparent': range('speed'),
  'environment.depth.belowKeel': [KEEL_DEPTH_MIN, LIMITS.depth.max],
  'environment.depth.belowSurface': range('depth'),
  'environment.depth.belowTransducer': range('depth'),
  'environment.outside.temperature': [183, 343],
};
/** The same for a bank's leaves: state of charge 0..1.05 (overshoot said as 100 percent), volts 0..1000, amps ±5000. */
const BANK_PLAUSIBLE: Readonly<Record<string, readonly [number, number]>> = {
  voltage: range('voltage'),
  current: range('current'),
  'capacity.stateOfCharge': range('ratio'),
  stateOfCharge: range('ratio'),
};

/** See module doc. */
export class History {
  private readonly series = new Map<string, Series>();
  private readonly banks = new Set<string>();

  /**
   * @param startedAt epoch ms this process started remembering (the answers' "since I started").
   * @param invertCurrent banks whose current sign the device reports reversed (SignalK's positive is
   *   charging; some battery monitors send the reverse).
   */
  constructor(
    readonly startedAt: number,
    private readonly invertCurrent: ReadonlySet<string> = new Set(),
  ) {}

  /** Whether a self path is kept (its key), else null. */
  static trackedKey(path: string): string | null {
    if (TRACKED.has(path)) return path;
    return BANK_RE.test(path) ? path : null;
  }

  /** Adds a reading of a self path at `time` (epoch ms); untracked paths and non-numbers are ignored. */
  record(path: string, time: number, value: unknown): void {
    if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isFinite(time)) return;
    if (TRACKED.has(path)) {
      const range = PLAUSIBLE[path];
      if (range && (value < range[0] || value > range[1])) return;
      this.add(path, time, value);
      if (path === 'environment.wind.directionTrue') {
        this.add(DIRECTION_SIN, time, Math.sin(value));
        this.add(DIRECTION_COS, time, Math.cos(value));
      }
      return;
    }
    // Most paths a boat sends are neither: a prefix test before the expression.
    const m = path.startsWith('electrical.batteries.') ? BANK_RE.exec(path) : null;
    if (!m) return;
    // Checked before the bank is counted: a bank that only ever sent nonsense takes no place.
    const bounds = BANK_PLAUSIBLE[m[2]!]!;
    if (value < bounds[0] || value > bounds[1]) return;
    const bank = m[1]!;
    if (!this.banks.has(bank)) {
      if (this.banks.size >= MAX_BANKS) return;
      this.banks.add(bank);
    }
    const leaf = m[2]!;
    const v = leaf === 'current' && this.invertCurrent.has(bank) ? -value : value;
    this.add(path, time, v);
  }

  /**
   * Energy the bank's energy counter (vessel/energy.ts EnergyMeter, the one counter the energy sensors
   * show) counted up to `time`, joules into and out of the bank. Both series get a reading, so that
   * "nothing in" is known as zero rather than unknown.
   */
  recordEnergy(bank: string, time: number, chargedJ: number, dischargedJ: number): void {
    if (!Number.isFinite(time) || !(chargedJ >= 0) || !(dischargedJ >= 0)) return;
    if (!this.banks.has(bank)) {
      if (this.banks.size >= MAX_BANKS) return;
      this.banks.add(bank);
    }
    this.add(energyInKey(bank), time, chargedJ);
    this.add(energyOutKey(bank), time, dischargedJ);
  }

  /** The series of a key, or undefined before its first reading. */
  get(key: string): Series | undefined {
    return this.series.get(key);
  }

  /** Summary of a key over [from, to], or null; gaps counted from this process's start. */
  summary(key: string, from: number, to: number): SeriesSummary | null {
    return this.series.get(key)?.summary(from, to, this.startedAt) ?? null;
  }

  /** Banks seen, sorted. */
  bankIds(): string[] {
    return [...this.banks].sort();
  }

  /** Number of series held, and their bytes (the buckets; the maps' few entries aside). */
  footprint(): { series: number; bytes: number } {
    return { series: this.series.size, bytes: this.series.size * Series.BYTES };
  }

  /** The pressure series, shared with the barometer's tendency (pressure-history.ts). */
  pressureSeries(): Series {
    return this.seriesOf('environment.outside.pressure');
  }

  private add(key: string, time: number, value: number): void {
    this.seriesOf(key).record(time, value);
  }

  private seriesOf(key: string): Series {
    let s = this.series.get(key);
    if (!s) {
      s = new Series();
      this.series.set(key, s);
    }
    return s;
  }
}

/** Bank leaves kept, for documentation and tests. */
export const HISTORY_BANK_LEAVES: readonly string[] = BANK_LEAVES;

/**
 * Feeds `history` with our vessel's readings from every model change (at their source time, the
 * model's `Reading.time`). Returns the unsubscribe function.
 */
export function attachHistory(model: VesselModel, history: History): () => void {
  return model.onChange((context, path, reading) => {
    if (context === SELF) history.record(path, reading.time, reading.value);
  });
}
