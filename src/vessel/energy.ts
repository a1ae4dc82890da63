/**
 * Energy into and out of each battery bank, counted from the live deltas, for Home Assistant's
 * energy dashboard (a battery source needs an "energy in" and an "energy out" sensor in
 * kWh, state class total_increasing).
 *
 * SignalK has no energy counter for a battery. Its schema (electrical.json, `electrical.batteries.<id>`)
 * gives `voltage` (V), `current` (A; "+ve = charging" for batteries, opposite to other DC devices),
 * and `lifetimeDischarge` / `lifetimeRecharge`, which are charge in coulombs, not energy: turning them
 * into kWh needs the voltage at every moment of the battery's life, so they are not used. The rule:
 * - power is integrated over time: `electrical.batteries.<id>.power` (W) when the bank publishes it
 *   (not in the schema, but battery monitor plugins such as Victron's publish it, with the current's
 *   sign), else `voltage × current`. A sample is taken at each reading of the power (or of the current,
 *   with the latest voltage); the per-bank "current is reversed" option flips its sign;
 * - between two samples the trapezoid rule; positive power (charging) adds to `chargedJ`, negative
 *   (discharging) to `dischargedJ`; when the power changes sign between two samples the trapezoid is
 *   split where the straight line crosses zero, so each counter gets its triangle;
 * - never across a gap: two samples more than {@link MAX_GAP_MS} apart are not joined (the time in
 *   between is not counted), and a voltage more than {@link MAX_GAP_MS} older than the current is not
 *   used (no sample); a sample not later than the last one (a repeated reading, a clock set back)
 *   only becomes the new starting point;
 * - sample times are the readings' times (model.ts `readingTime`: the delta's timestamp when plausible).
 *
 * This is the one energy counter: the energy sensors show its totals, and the recent history keeps
 * what it counts minute by minute (battery_history's "used" and "charged"), so the two agree.
 *
 * The counters live in memory and restart at 0 when the add-on restarts. Home Assistant's
 * total_increasing state class reads a decrease as a new meter cycle (HA docs "Sensor entity",
 * state classes), so the energy dashboard's sums stay right; only what flowed while the add-on was
 * down is missing. Pure apart from {@link attachEnergyMeter}'s model listener.
 */
import { SELF, type Reading, type VesselModel } from './model.js';
import { LIMITS } from '../domain/quantities.js';

/** Longest time between two samples that is still integrated, and the oldest voltage used with a current, ms. */
export const MAX_GAP_MS = 60_000;

/** One sample: epoch ms and watts, positive = charging. */
export interface PowerSample {
  time: number;
  watts: number;
}

/** What one bank's counters hold. */
export interface EnergyTotals {
  /** Joules into the battery (charging) since `since`. */
  chargedJ: number;
  /** Joules out of the battery (discharging) since `since`, a positive number. */
  dischargedJ: number;
  /** Epoch ms of the first sample: when counting began. */
  since: number;
  /** Epoch ms of the latest sample. */
  last: number;
}

/**
 * The energy between two samples by the trapezoid rule, split by sign: `{chargedJ, dischargedJ}`,
 * both ≥ 0. Power is taken to vary linearly from `a` to `b`; when it changes sign the split is at the
 * zero crossing. Example: 100 W to −100 W over 2 s gives 50 J charged and 50 J discharged.
 * Times in ms; `b.time` must be after `a.time` (else both are 0).
 */
export function trapezoid(a: PowerSample, b: PowerSample): { chargedJ: number; dischargedJ: number } {
  const dt = (b.time - a.time) / 1000;
  if (!(dt > 0)) return { chargedJ: 0, dischargedJ: 0 };
  const p = a.watts;
  const q = b.watts;
  if (p >= 0 && q >= 0) return { chargedJ: ((p + q) / 2) * dt, dischargedJ: 0 };
  if (p <= 0 && q <= 0) return { chargedJ: 0, dischargedJ: (-(p + q) / 2) * dt };
  // Opposite signs: the line crosses zero after dt × |p| / (|p| + |q|).
  const t0 = (dt * Math.abs(p)) / (Math.abs(p) + Math.abs(q));
  const first = (Math.abs(p) * t0) / 2;
  const second = (Math.abs(q) * (dt - t0)) / 2;
  return p > 0 ? { chargedJ: first, dischargedJ: second } : { chargedJ: second, dischargedJ: first };
}

/** One bank's counters, fed with power samples in time order (see the module doc for the rule). */
export class EnergyCounter {
  private chargedJ = 0;
  private dischargedJ = 0;
  private prev: PowerSample | null = null;
  private readonly since: number;

  constructor(first: PowerSample) {
    this.since = first.time;
    this.prev = first;
  }

  /**
   * Adds a sample: integrates from the previous one unless they are more than {@link MAX_GAP_MS} apart
   * or out of order. Returns what it added (null when nothing was integrated).
   */
  add(s: PowerSample): { chargedJ: number; dischargedJ: number } | null {
    if (!Number.isFinite(s.time) || !Number.isFinite(s.watts)) return null;
    const prev = this.prev;
    let added: { chargedJ: number; dischargedJ: number } | null = null;
    if (prev && s.time > prev.time && s.time - prev.time <= MAX_GAP_MS) {
      added = trapezoid(prev, s);
      this.chargedJ += added.chargedJ;
      this.dischargedJ += added.dischargedJ;
    }
    this.prev = s;
    return added;
  }

  totals(): EnergyTotals {
    return { chargedJ: this.chargedJ, dischargedJ: this.dischargedJ, since: this.since, last: this.prev?.time ?? this.since };
  }
}

const BANK_PATH_RE = /^electrical\.batteries\.([^.]+)\.(power|current)$/;

/**
 * Every bank's counters, fed from the vessel model (see the module doc). Banks appear with their
 * first sample. `invertCurrent`: banks whose sign the device reports reversed (QueryContext; SignalK's
 * positive is charging, and some battery monitors send the reverse).
 */
export class EnergyMeter {
  private readonly counters = new Map<string, EnergyCounter>();
  /** Banks that publish power: their current readings are not sampled. */
  private readonly withPower = new Set<string>();

  /**
   * @param onEnergy told of each amount counted, at the later sample's time: the recent history
   *   (vessel/history.ts `recordEnergy`) keeps these, so that battery_history's "used" and the energy
   *   sensors' kilowatt hours come from this one counter.
   */
  constructor(
    private readonly model: VesselModel,
    private readonly invertCurrent: ReadonlySet<string> = new Set(),
    private readonly onEnergy?: (bank: string, time: number, chargedJ: number, dischargedJ: number) => void,
  ) {}

  /** Takes a sample when `path` is a bank's power, or its current with a fresh voltage. Ignores anything else. */
  onReading(context: string, path: string, reading: Reading): void {
    if (context !== SELF) return;
    const m = BANK_PATH_RE.exec(path);
    const bank = m?.[1];
    if (!bank || typeof reading.value !== 'number' || !Number.isFinite(reading.value)) return;
    // What live answers refuse is not counted either (domain/quantities.ts LIMITS): a current of 1e9 A or
    // a voltage of -12.6 V would be the night's energy.
    let watts: number;
    if (m[2] === 'power') {
      if (!within(reading.value, LIMITS.power)) return;
      this.withPower.add(bank);
      watts = reading.value;
    } else {
      if (this.withPower.has(bank) || !within(reading.value, LIMITS.current)) return;
      const v = this.model.get(`electrical.batteries.${bank}.voltage`);
      if (!v || typeof v.value !== 'number' || !within(v.value, LIMITS.voltage) || Math.abs(reading.time - v.time) > MAX_GAP_MS) return;
      watts = v.value * reading.value;
    }
    if (this.invertCurrent.has(bank)) watts = -watts;
    const sample = { time: reading.time, watts };
    const c = this.counters.get(bank);
    if (!c) {
      this.counters.set(bank, new EnergyCounter(sample));
      return;
    }
    const added = c.add(sample);
    if (added && this.onEnergy) this.onEnergy(bank, sample.time, added.chargedJ, added.dischargedJ);
  }

  /** A bank's totals, or undefined before its first sample. */
  totals(bank: string): EnergyTotals | undefined {
    return this.counters.get(bank)?.totals();
  }

  /** Banks with counters, sorted. */
  banks(): string[] {
    return [...this.counters.keys()].sort();
  }
}

function within(v: number, limits: { min: number; max: number }): boolean {
  return Number.isFinite(v) && v >= limits.min && v <= limits.max;
}

/** Feeds `meter` from the model's change listener; returns the unsubscribe function. */
export function attachEnergyMeter(model: VesselModel, meter: EnergyMeter): () => void {
  return model.onChange((context, path, reading) => meter.onReading(context, path, reading));
}
