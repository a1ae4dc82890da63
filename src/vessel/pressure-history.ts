/**
 * Barometric pressure history and its three-hour tendency (rising, falling, steady).
 *
 * The SignalK model keeps only the latest value, so the trend needs a memory: the pressure series of
 * the recent history (history.ts: one-minute buckets, a day), of which this class reads the first
 * reading of each minute. In the add-on it shares the {@link History}'s series (one memory, fed once);
 * alone it keeps its own, fed by {@link attachPressureHistory}. Pure apart from the listener.
 *
 * The convention: marine forecasts give the pressure tendency as the change over the last three
 * hours (WMO code table 0200 "characteristic of pressure tendency"; the UK Met Office's shipping
 * forecast terms: steady below 0.1 hPa, "slowly" 0.1 to 1.5, then 1.6 to 3.5, "quickly" 3.6 to 6,
 * "very rapidly" above 6 hPa in 3 hours). We speak three words and the amount: steady below
 * {@link STEADY_PA_PER_3H} (1 hPa in 3 hours), rising or falling from there, with the change
 * spoken so that a fast fall is heard as one. The steady band is wider than the Met Office's 0.1 hPa
 * because a yacht's barometer drifts and resolves only a few tenths of a hectopascal.
 */
import type { PressureTrend } from '../domain/pressure.js';
import { SELF, type VesselModel } from './model.js';
import { Series } from './history.js';

/** One stored reading: epoch ms and pascals. */
export interface PressureSample {
  time: number;
  pa: number;
}

/** The tendency of the pressure as of its latest reading. */
export interface PressureTendency {
  trend: PressureTrend;
  /** Latest pressure minus the reference sample's, pascals (negative: falling). */
  changePa: number;
  /** Seconds between the reference sample and the latest reading (about 3 hours, at least 1 hour). */
  windowS: number;
}

/** The tendency window of the marine convention: three hours. */
export const TREND_WINDOW_MS = 3 * 3600_000;
/**
 * A shorter history still gives a tendency once it spans this much: ten minutes, as the recent
 * history's air_history says the pressure from its first minutes (the same rule, {@link pressureTrend}).
 */
export const MIN_WINDOW_MS = 10 * 60_000;
/** From this span on, the change is scaled to three hours to choose the word; under it, judged as it is. */
export const SCALED_FROM_MS = 3600_000;
/** Samples a little older than three hours still serve as the three-hour reference. */
const WINDOW_SLACK_MS = 10 * 60_000;
/** Change within which the pressure is steady, Pa per three hours (1 hPa). */
export const STEADY_PA_PER_3H = 100;
/** At most one sample per minute: the first reading of each UTC minute (history.ts buckets). */
export const SAMPLE_INTERVAL_MS = 60_000;
/** Atmospheric pressure at sea level stays within these (domain/quantities.ts LIMITS.pressure): anything else is not stored. */
const MIN_PA = 50_000;
const MAX_PA = 110_000;

/** See module doc. */
export class PressureHistory {
  /** @param series the pressure series to read (History.pressureSeries()); default a series of its own. */
  constructor(private readonly series: Series = new Series()) {}

  /** Number of stored samples (minutes with a reading, a day at most). */
  get size(): number {
    return this.series.minuteFirsts().length;
  }

  /**
   * Stores a reading (its minute's first is the sample). Non-finite or impossible pressures are
   * ignored. A reading more than a minute older than the newest one means the clock jumped back (a
   * GPS time fix, a replayed log): the history restarts from it.
   */
  record(time: number, pa: number): void {
    if (!Number.isFinite(time) || !Number.isFinite(pa) || pa < MIN_PA || pa > MAX_PA) return;
    this.series.record(time, pa);
  }

  /** Stored samples, oldest first: the first reading of each minute. */
  samples(): PressureSample[] {
    return this.series.minuteFirsts().map((s) => ({ time: s.time, pa: s.value }));
  }

  /** Forgets every sample. */
  clear(): void {
    this.series.clear();
  }

  /**
   * The tendency of `pa` read at `time` (the latest reading, which need not be stored yet): compared
   * with the oldest sample at most three hours (plus ten minutes) before it. A history shorter than
   * ten minutes gives null; from one to three hours the change is scaled to three hours to choose
   * the word (pressureTrend), and reported as measured over the span it covers.
   */
  tendency(time: number, pa: number): PressureTendency | null {
    if (!Number.isFinite(time) || !Number.isFinite(pa)) return null;
    const reference = this.samples().find((s) => s.time >= time - TREND_WINDOW_MS - WINDOW_SLACK_MS && s.time <= time);
    if (!reference) return null;
    const windowMs = time - reference.time;
    if (windowMs < MIN_WINDOW_MS) return null;
    const changePa = pa - reference.pa;
    return { trend: pressureTrend(changePa, windowMs), changePa, windowS: windowMs / 1000 };
  }
}

/**
 * The word for a pressure change `changePa` over `spanMs`: from an hour on, the change scaled to three
 * hours (a longer span scaled down); under an hour, the change as it is (ten minutes cannot be scaled
 * up thirty-fold: a barometer's 0.3 hPa jitter would be a storm). Steady within STEADY_PA_PER_3H.
 * The barometer's trend and air_history both say this word.
 */
export function pressureTrend(changePa: number, spanMs: number): PressureTrend {
  const per3h = spanMs >= SCALED_FROM_MS ? changePa * (TREND_WINDOW_MS / spanMs) : changePa;
  return Math.abs(per3h) < STEADY_PA_PER_3H ? 'steady' : per3h > 0 ? 'rising' : 'falling';
}

/** The SignalK path of the outside (atmospheric) pressure, Pa. */
export const PRESSURE_PATH = 'environment.outside.pressure';

/**
 * Feeds `history` with our vessel's outside pressure from every model change (readings at their
 * source time). Returns the unsubscribe function.
 */
export function attachPressureHistory(model: VesselModel, history: PressureHistory): () => void {
  return model.onChange((context, path, reading) => {
    if (context !== SELF || path !== PRESSURE_PATH) return;
    if (typeof reading.value === 'number') history.record(reading.time, reading.value);
  });
}
