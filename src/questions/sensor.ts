/**
 * A question's Home Assistant sensors, as data (docs/design.md#home-assistant-glue): which sensors the
 * boat has, their ids, names in every language, states, device classes, icons, freshness, what
 * change is worth writing at once, and their row in DOCS.md's sensor table. A question's folder holds
 * its descriptor (`sensor.ts`); src/entities/plan.ts loops over them in the questions' order, the
 * throttle (entities/throttle.ts) reads their `significant` and `news`. Pure data and types: no I/O.
 */
import type { ByLanguage } from '../domain/language.js';
import type { QuantityKind } from '../domain/quantities.js';
import type { BaseResult, QueryContext } from '../queries/types.js';
import type { Locale } from '../speech/locale.js';
import type { Numbers } from '../speech/numbers.js';
import type { UnitPreset } from '../speech/types.js';
import type { EnergyMeter } from '../vessel/energy.js';

/** One sensor as it is written to Home Assistant (`POST /api/states/<entityId>`). */
export interface EntityState {
  /** e.g. "sensor.signalk_battery_house" */
  entityId: string;
  /** Its descriptor's `kind` ("battery", "energy", "depth", ...). */
  kind: string;
  /** A number in `attributes.unit_of_measurement`, as text; or "unknown" / "unavailable". */
  state: string;
  /**
   * friendly_name, icon, unit_of_measurement, device_class, state_class (where they apply),
   * display, the query's structured fields, timestamp, age_seconds, stale, attribution.
   */
  attributes: Record<string, unknown>;
}

/** What the plan knows of the boat while it builds the sensors. */
export interface SensorBoat {
  ctx: QueryContext;
  preset: UnitPreset;
  /** The battery energy counters (vessel/energy.ts); none: no energy sensors. */
  energy: EnergyMeter | undefined;
  /** Every path the boat has sent (the vessel model's, once per plan). */
  paths: readonly string[];
}

/**
 * A sensor's state: an SI value shown in the unit preset's unit, rounded as spoken (`decimals` to round
 * otherwise, e.g. 0 for whole metres), or a number in a unit of its own (none: a count). A null value is "unknown".
 */
export type SensorState = { quantity: QuantityKind; si: number | null | undefined; decimals?: number } | { value: number | null; unit?: string };

/** A significant change of a numeric state, in the unit named; `relative` is a fraction of the smaller value. */
export interface Threshold {
  /** Absolute change, in `unit`. */
  absolute: number;
  /** Change as a fraction of the smaller of the two values, when larger than `absolute`. */
  relative?: number;
  /** The unit `absolute` is in (Home Assistant's symbol); states in other units are converted (entities/throttle.ts). */
  unit: string;
}

/** A sensor's row in DOCS.md's sensor table (generated). */
export interface SensorDocs {
  /** The entity id as the table shows it: "`sensor.signalk_depth`". Markdown. */
  entity: string;
  /** What its state is. */
  state: string;
  /** Its unit(s), Markdown; empty for a count. */
  unit: string;
}

/**
 * One family of sensors. `I` tells the family's sensors apart (a bank, a tank), `R` is the answer a
 * sensor shows, `P` the sensor a follower family hangs off (a bank's energy counters after its battery),
 * `N` one language's name words (default one template).
 */
export interface Sensor<I, R extends BaseResult, P = undefined, N = string> {
  /** Tells families apart (`EntityState.kind`): "battery". */
  kind: string;
  /** Its sensors on this boat, in plan order; none leaves the family out. */
  instances(boat: SensorBoat, parent: P): I[];
  /** The question's query arguments for one sensor; default none. */
  args?(i: I): Record<string, unknown>;
  /** How the answer is made when it is not the query's alone; `answer` runs the question's query with `args`. */
  read?(i: I, boat: SensorBoat, answer: () => BaseResult): R;
  /** The entity id after `sensor.signalk_` (the plan adds _2, _3 when two slug alike). */
  id(i: I): string;
  /** Its name's words (friendly_name, shown on cards, not spoken) in every language: "depth", "battery {bank}". */
  name: ByLanguage<N>;
  /** One sensor's name from the words ("battery house"); default the words as they are. `locale`: the language's shared words. The plan capitalises it. */
  named?(words: N, i: I, r: R, locale: Locale, n: Numbers): string;
  state(i: I, r: R, boat: SensorBoat): SensorState;
  /** Home Assistant's device class, if any. */
  deviceClass?: string | ((i: I) => string);
  /** Home Assistant's state class; default measurement. */
  stateClass?: 'measurement' | 'total_increasing';
  icon: string | ((i: I, r: R) => string);
  /** The path whose freshness limit (queries/common.ts) dates the readings, for `stale` and "unavailable"; none: never stale. */
  freshness?: string;
  /** Whether this answer is dated by the readings (default yes); no: never stale (a course is dated by when it was set). */
  dated?(r: R): boolean;
  /** The structured fields given as attributes; default the answer's own, minus display and timestamp. */
  fields?(i: I, r: R): Record<string, unknown>;
  /** A change of state at least this large is written at once (the first threshold in the state's unit counts). */
  significant?: readonly Threshold[];
  /**
   * Whether a change of a numeric state (`a` to `b`) is news beyond the common rules: true writes it at
   * once, false never on that account, undefined leaves it to `significant`.
   */
  news?(prev: EntityState, next: EntityState, a: number, b: number): boolean | undefined;
  /** Its row in DOCS.md's sensor table. */
  docs: SensorDocs;
  /** The family whose sensors follow each of this family's. */
  followedBy?: Sensor<unknown, BaseResult, I, unknown>;
}

/** Defines a family of sensors, its types erased for the lists the plan and the throttle loop over. */
export function defineSensor<I, R extends BaseResult, P = undefined, N = string>(s: Sensor<I, R, P, N>): Sensor<unknown, BaseResult, P, unknown> {
  return s as unknown as Sensor<unknown, BaseResult, P, unknown>;
}

/** Whether the boat ever sent a path `re` matches. */
export function sent(boat: SensorBoat, re: RegExp): boolean {
  return boat.paths.some((p) => re.test(p));
}

/** A family with one sensor, when the boat ever sent a path `re` matches. */
export function once(re: RegExp): (boat: SensorBoat) => [null] | [] {
  return (boat) => (sent(boat, re) ? [null] : []);
}

/** An entity id part from a SignalK key: "freshWater" -> "fresh_water", "Port Aft" -> "port_aft". */
export function slug(key: string): string {
  const s = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return s === '' ? 'unnamed' : s;
}
