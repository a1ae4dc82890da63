/**
 * Which Home Assistant sensors the boat has right now, and what each one says (docs/design.md#home-assistant-glue).
 * Pure: reads the vessel model through the same queries the MCP tools call, so every sensor's
 * `display` attribute is exactly the tool's `display` for the same data. No I/O, no clock but
 * `ctx.now`.
 *
 * Each family of sensors is one descriptor (`FAMILIES`): its kind, the query it reads, which sensors
 * the boat has and how their ids are made, its name (`Speaker.entityName`), its state, device class, unit,
 * state class, icon and freshness. The plan is a loop over the descriptors. The families, in plan order:
 * - `sensor.signalk_battery_<bank>` (battery_state {bank}): state of charge in percent (device class
 *   battery); a bank that never reported a state of charge shows its voltage instead (device class voltage);
 * - `sensor.signalk_battery_<bank>_energy_in` and `_energy_out`: kilowatt hours charged into and
 *   discharged from the bank since counting began (vessel/energy.ts: power integrated over the live
 *   deltas), device class energy, state class total_increasing: what Home Assistant's energy
 *   dashboard takes for a battery ("energy going in to the battery", "energy coming out of the
 *   battery"). Only with an energy meter, for a bank it has counted (one that sends its current or power);
 * - `sensor.signalk_depth` (depth_state): under the keel, else below the surface, else below the
 *   transducer, in meters or feet per the unit preset (device class distance);
 * - `sensor.signalk_wind` (wind_state): true wind speed in knots, apparent on a boat that sends no
 *   true wind (device class wind_speed);
 * - `sensor.signalk_position` (navigation_state): speed over ground in knots (device class speed),
 *   with `latitude`/`longitude` attributes, so a map card can show the boat;
 * - `sensor.signalk_alarms` (get_active_alarms): how many alarms are active;
 * - `sensor.signalk_tank_<type>_<id>` (tank_levels {type}): level in percent;
 * - `sensor.signalk_engine_<id>` (engine_state {engine}): revolutions per minute;
 * - `sensor.signalk_barometer` (barometer_state): hectopascals or inches of mercury (device class
 *   atmospheric_pressure);
 * - `sensor.signalk_route` (get_route): distance to the next waypoint in nautical miles (no device
 *   class: Home Assistant 2024.3's distance class has no nautical mile);
 * - `sensor.signalk_ais` (get_ais_targets): how many AIS targets are in view;
 * - `sensor.signalk_anchor` (anchor_state): distance to the anchor in whole meters or feet, as spoken
 *   (device class distance), `unknown` while no anchor is set; on a boat that ever sent a
 *   `navigation.anchor.*` path.
 * A family whose query is not in the catalogue is left out; so is one the boat has never sent a path
 * of. get_local_time, read_sensor and list_paths have no natural sensor.
 *
 * States are numbers rounded as they are spoken (units.ts), `unknown` when the boat sends nothing
 * usable (a null or impossible value), and `unavailable` when the readings behind the answer are older
 * than {@link UNAVAILABLE_FACTOR} times their freshness limit: SignalK stopped publishing them.
 */
import { batteryBanks } from '../questions/battery-state/query.js';
import { limitFor } from '../queries/common.js';
import { engineIds } from '../questions/engine-state/query.js';
import { withFeed } from '../queries/feed.js';
import { findQuery } from '../questions/index.js';
import { tankIds, type TankItem } from '../questions/tank-levels/query.js';
import { TANKS } from '../questions/tank-levels/answer.js';
import type { BaseResult, Query, QueryContext } from '../queries/types.js';
import { roundTo } from '../domain/round.js';
import { LIMITS, RATIO_OVERSHOOT, type QuantityKind } from '../domain/quantities.js';
import type { EntityNameReading, UnitPreset } from '../speech/types.js';
import { UNIT_RULES } from '../speech/units.js';
import type { EnergyMeter, EnergyTotals } from '../vessel/energy.js';
import { SELF } from '../vessel/model.js';

/** The families of sensors. */
export type EntityKind = 'battery' | 'energy' | 'depth' | 'wind' | 'position' | 'alarms' | 'tank' | 'engine' | 'barometer' | 'route' | 'ais' | 'anchor';

/** One sensor as it is written to Home Assistant (`POST /api/states/<entityId>`). */
export interface EntityState {
  /** e.g. "sensor.signalk_battery_house" */
  entityId: string;
  kind: EntityKind;
  /** A number in `attributes.unit_of_measurement`, as text; or "unknown" / "unavailable". */
  state: string;
  /**
   * friendly_name, icon, unit_of_measurement, device_class, state_class (where they apply),
   * display, the query's structured fields, timestamp, age_seconds, stale, attribution.
   */
  attributes: Record<string, unknown>;
}

/** Past this many times its freshness limit (queries/common.ts) a reading no longer counts: the state is "unavailable". */
export const UNAVAILABLE_FACTOR = 10;

/** The `attribution` attribute: marks the states this add-on owns (and may remove). */
export const ATTRIBUTION = 'SignalK via signalk-assist';

/** Entity ids all start with this. */
export const ENTITY_PREFIX = 'sensor.signalk_';

/** Decimals of an energy sensor's state in kilowatt hours: watt hours, fine enough for the energy dashboard's hourly sums. */
export const ENERGY_STATE_DECIMALS = 3;

/** Home Assistant's unit symbol for each spoken unit a state uses. */
const HA_UNIT: Readonly<Record<string, string>> = {
  meter: 'm',
  foot: 'ft',
  kilowattHour: 'kWh',
  knot: 'kn',
  percent: '%',
  volt: 'V',
  revolutionPerMinute: 'rpm',
  hectopascal: 'hPa',
  inchOfMercury: 'inHg',
  nauticalMile: 'nmi',
};

/** Icons per tank type (Material Design Icons names known to HA 2024.3's frontend). */
const TANK_ICON: Readonly<Record<string, string>> = {
  fuel: 'mdi:fuel',
  freshWater: 'mdi:water',
  wasteWater: 'mdi:water-opacity',
  blackWater: 'mdi:toilet',
  lubrication: 'mdi:oil',
  liveWell: 'mdi:fish',
  baitWell: 'mdi:fish',
  gas: 'mdi:gas-cylinder',
  ballast: 'mdi:weight',
};

/** Result fields that are not copied as attributes (they are given under other names). */
const NOT_COPIED = new Set(['display', 'timestamp']);

/**
 * A value in a state's unit, rounded as it is spoken; null when absent or impossible for its kind
 * (domain/quantities.ts LIMITS). Ratios from 1 to 1.05 are 100 percent. Returns the number and its HA unit symbol.
 */
export function stateNumber(kind: QuantityKind, si: number | null | undefined, preset: UnitPreset): { value: number | null; unit: string } {
  const rule = UNIT_RULES[kind]?.[preset];
  if (!rule) throw new RangeError(`stateNumber: ${kind} has no single unit`);
  const unit = HA_UNIT[rule.word] ?? rule.word;
  if (si === null || si === undefined || !Number.isFinite(si)) return { value: null, unit };
  const limits = LIMITS[kind];
  if (si < limits.min || si > limits.max) return { value: null, unit };
  const v = kind === 'ratio' && si > 1 && si <= RATIO_OVERSHOOT ? 1 : si;
  return { value: roundTo(rule.fromSI(v), rule.decimals), unit };
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

/** What the plan knows of the boat while it builds the sensors. */
interface Boat {
  ctx: QueryContext;
  preset: UnitPreset;
  energy: EnergyMeter | undefined;
  /** Every path the boat has sent (the vessel model's, once per plan). */
  paths: readonly string[];
}

/** Whether the boat ever sent a path `re` matches. */
function sent(boat: Boat, re: RegExp): boolean {
  return boat.paths.some((p) => re.test(p));
}

/**
 * A sensor's state: an SI value shown in the unit preset's unit, rounded as spoken (`stateNumber`), or a
 * number in a unit of its own (none: a count). A null value is "unknown".
 */
type State = { quantity: QuantityKind; si: number | null | undefined } | { value: number | null; unit?: string };

/**
 * One family of sensors as data. `I` tells the family's sensors apart (a bank, a tank), `R` is the
 * answer a sensor shows, `P` the sensor a follower family hangs off (a bank's energy counters after its battery).
 */
interface Family<I, R extends BaseResult, P = undefined> {
  kind: EntityKind;
  /** The catalogue query whose answer the sensor shows (display, fields, timestamp); the family is left out when the catalogue has none. Null: no query (`read` makes the answer). */
  query: string | null;
  /** Its sensors on this boat, in plan order; none leaves the family out. */
  instances(boat: Boat, parent: P): I[];
  /** The query's arguments for one sensor; default none. */
  args?(i: I): Record<string, unknown>;
  /** How the answer is made when it is not the query's alone; `answer` runs the family's query (undefined: not in the catalogue). */
  read?(i: I, boat: Boat, answer: () => BaseResult | undefined): R | undefined;
  /** The entity id after `sensor.signalk_` (the plan adds _2, _3 when two slug alike). */
  id(i: I): string;
  /** What the sensor is called (`Speaker.entityName`, speech/answers/entities.ts). */
  name(i: I, r: R): EntityNameReading;
  state(i: I, r: R, boat: Boat): State;
  /** Home Assistant's device class, if any. */
  deviceClass?: string | ((i: I) => string);
  /** Home Assistant's state class; default measurement. */
  stateClass?: 'measurement' | 'total_increasing';
  icon: string | ((i: I, r: R) => string);
  /** The path whose freshness limit (queries/common.ts) dates the family's readings, for `stale` and "unavailable"; none: never stale. */
  freshness?: string;
  /** Whether this answer is dated by the readings (default yes); no: never stale (a course is dated by when it was set). */
  dated?(r: R): boolean;
  /** The structured fields given as attributes; default the answer's own, minus display and timestamp. */
  fields?(i: I, r: R): Record<string, unknown>;
  /** The family whose sensors follow each of this family's. */
  followedBy?: Family<unknown, BaseResult, I>;
}

/** A family with its types erased, for the list the plan loops over. */
function family<I, R extends BaseResult, P = undefined>(f: Family<I, R, P>): Family<unknown, BaseResult, P> {
  return f as unknown as Family<unknown, BaseResult, P>;
}

/** A family with one sensor, when the boat ever sent a path `re` matches. */
function once(re: RegExp): (boat: Boat) => [null] | [] {
  return (boat) => (sent(boat, re) ? [null] : []);
}

const DEPTH_RE = /^environment\.depth\.(belowKeel|belowSurface|belowTransducer)$/;
const WIND_RE = /^environment\.wind\.(speedApparent|angleApparent|speedTrue|angleTrueWater|angleTrueGround|directionTrue)$/;
const NAV_RE = /^navigation\.(position|speedOverGround|courseOverGroundTrue|headingTrue|headingMagnetic)$/;
const BARO_RE = /^environment\.outside\.(pressure|temperature)$/;
const COURSE_RE = /^navigation\.course\.(nextPoint|activeRoute)$/;
const ANCHOR_RE = /^navigation\.anchor\./;
const SOC_RE = /^electrical\.batteries\.([^.]+)\.(capacity\.)?stateOfCharge$/;

/** One battery energy counter: `in` is the energy charged into the bank, `out` the energy discharged from it. */
interface EnergyCount {
  bank: string;
  direction: 'in' | 'out';
  totals: EnergyTotals;
}

/**
 * `sensor.signalk_battery_<bank>_energy_in` and `_out`: kilowatt hours since counting began
 * (vessel/energy.ts), to {@link ENERGY_STATE_DECIMALS} decimals. Display: "3.2 kilowatt hours charged
 * since 14 05" (`Speaker.energyCounted`), with its age when the bank's last sample is older than the
 * electrical freshness limit, after the unreachable sentence while the SignalK feed is down. Fields:
 * bank, energy_j (joules), since (ISO).
 */
const ENERGY = family<EnergyCount, BaseResult & { energy_j: number }, { bank: string }>({
  kind: 'energy',
  query: null,
  instances: (boat, { bank }) => {
    const totals = boat.energy?.totals(bank);
    return totals ? (['in', 'out'] as const).map((direction) => ({ bank, direction, totals })) : [];
  },
  read: ({ bank, direction, totals }, { ctx }) => {
    const joules = direction === 'in' ? totals.chargedJ : totals.dischargedJ;
    let display = ctx.speaker.energyCounted({ direction, energy: joules, since: new Date(totals.since) });
    const ageMs = Math.max(0, ctx.now() - totals.last);
    if (ageMs > limitFor(`electrical.batteries.${bank}.current`, SELF, ctx.staleness)) display = ctx.speaker.withAge(display, ageMs);
    // While the SignalK feed is down the counters stand still: said as every answer says it (feed.ts).
    return withFeed({ display, timestamp: new Date(totals.last).toISOString(), bank, energy_j: joules, since: new Date(totals.since).toISOString() }, ctx);
  },
  id: ({ bank, direction }) => `battery_${slug(bank)}_energy_${direction}`,
  name: ({ bank, direction }) => ({ family: 'energy', bank, direction }),
  state: (_i, r) => ({ value: roundTo(r.energy_j / 3.6e6, ENERGY_STATE_DECIMALS), unit: 'kWh' }),
  deviceClass: 'energy',
  stateClass: 'total_increasing',
  icon: ({ direction }) => (direction === 'in' ? 'mdi:battery-arrow-up' : 'mdi:battery-arrow-down'),
  freshness: 'electrical.batteries',
});

/** Every family, in plan order. */
const FAMILIES: readonly Family<unknown, BaseResult>[] = [
  // A bank that never reported a state of charge shows its voltage.
  family<{ bank: string; soc: boolean }, BaseResult & { soc_fraction: number | null; voltage: number | null }>({
    kind: 'battery',
    query: 'battery_state',
    instances: (boat) => {
      const soc = new Set(boat.paths.map((p) => SOC_RE.exec(p)?.[1]));
      return batteryBanks(boat.ctx).map((bank) => ({ bank, soc: soc.has(bank) }));
    },
    args: ({ bank }) => ({ bank }),
    id: ({ bank }) => `battery_${slug(bank)}`,
    name: ({ bank }) => ({ family: 'battery', bank }),
    state: ({ soc }, r) => (soc ? { quantity: 'ratio', si: r.soc_fraction } : { quantity: 'voltage', si: r.voltage }),
    deviceClass: ({ soc }) => (soc ? 'battery' : 'voltage'),
    icon: 'mdi:car-battery',
    freshness: 'electrical.batteries',
    followedBy: ENERGY,
  }),
  family<null, BaseResult & { below_keel_m: number | null; below_surface_m: number | null; below_transducer_m: number | null }>({
    kind: 'depth',
    query: 'depth_state',
    instances: once(DEPTH_RE),
    id: () => 'depth',
    name: () => ({ family: 'depth' }),
    state: (_i, r) => ({ quantity: 'depth', si: r.below_keel_m ?? r.below_surface_m ?? r.below_transducer_m }),
    deviceClass: 'distance',
    icon: 'mdi:waves',
    freshness: 'environment.depth.belowKeel',
  }),
  // A boat that sends true wind shows it; one without (no speed through water) shows apparent.
  family<{ hasTrue: boolean }, BaseResult & { speed_true_mps: number | null; speed_apparent_mps: number | null }>({
    kind: 'wind',
    query: 'wind_state',
    instances: (boat) => (sent(boat, WIND_RE) ? [{ hasTrue: boat.ctx.model.get('environment.wind.speedTrue') !== undefined }] : []),
    id: () => 'wind',
    name: () => ({ family: 'wind' }),
    state: ({ hasTrue }, r) => ({ quantity: 'speed', si: hasTrue ? r.speed_true_mps : r.speed_apparent_mps }),
    deviceClass: 'wind_speed',
    icon: 'mdi:weather-windy',
    freshness: 'environment.wind.speedApparent',
    fields: ({ hasTrue }, r) => ({ ...r, state_shows: hasTrue ? 'speed_true_mps' : 'speed_apparent_mps' }),
  }),
  family<null, BaseResult & { sog_mps: number | null }>({
    kind: 'position',
    query: 'navigation_state',
    instances: once(NAV_RE),
    id: () => 'position',
    name: () => ({ family: 'position' }),
    state: (_i, r) => ({ quantity: 'speed', si: r.sog_mps }),
    deviceClass: 'speed',
    icon: 'mdi:crosshairs-gps',
    freshness: 'navigation.position',
  }),
  // Alarms stay active however old they are: never stale.
  family<null, BaseResult & { alarms: unknown[] }>({
    kind: 'alarms',
    query: 'get_active_alarms',
    instances: (boat) => (boat.paths.length > 0 ? [null] : []),
    id: () => 'alarms',
    name: () => ({ family: 'alarms' }),
    state: (_i, r) => ({ value: r.alarms.length }),
    icon: (_i, r) => (r.alarms.length > 0 ? 'mdi:alarm-light' : 'mdi:bell-check'),
  }),
  family<{ type: string; id: string; shared: boolean }, TankAnswer>({
    kind: 'tank',
    query: 'tank_levels',
    instances: (boat) => {
      const tanks = tankIds(boat.ctx);
      const perType = new Map<string, number>();
      for (const [t] of tanks) perType.set(t, (perType.get(t) ?? 0) + 1);
      return tanks.map(([type, id]) => ({ type, id, shared: (perType.get(type) ?? 0) > 1 }));
    },
    args: ({ type }) => ({ type }),
    read: tankAnswer,
    id: ({ type, id }) => `tank_${slug(type)}_${slug(id)}`,
    name: ({ type, id, shared }, r) => ({ family: 'tank', type, id, name: r.item?.name ?? null, shared }),
    state: (_i, r) => ({ quantity: 'ratio', si: r.item?.level_fraction ?? null }),
    icon: ({ type }) => TANK_ICON[type] ?? 'mdi:storage-tank',
    freshness: 'tanks',
    fields: ({ type, id }, r) => ({ ...(r.item ?? { type, id, name: null, level_fraction: null, volume_m3: null, capacity_m3: null }), available_types: r.available_types }),
  }),
  family<{ id: string; only: boolean }, BaseResult & { engines: { label: string | null; revolutions_hz: number | null }[] }>({
    kind: 'engine',
    query: 'engine_state',
    instances: (boat) => {
      const ids = engineIds(boat.ctx);
      return ids.map((id) => ({ id, only: ids.length === 1 }));
    },
    args: ({ id }) => ({ engine: id }),
    id: ({ id }) => `engine_${slug(id)}`,
    name: ({ id, only }, r) => ({ family: 'engine', id, label: r.engines[0]?.label ?? null, only }),
    state: (_i, r) => ({ quantity: 'revolutions', si: r.engines[0]?.revolutions_hz }),
    icon: 'mdi:engine',
    freshness: 'propulsion',
  }),
  family<null, BaseResult & { pressure_pa: number | null }>({
    kind: 'barometer',
    query: 'barometer_state',
    instances: once(BARO_RE),
    id: () => 'barometer',
    name: () => ({ family: 'barometer' }),
    state: (_i, r) => ({ quantity: 'pressure', si: r.pressure_pa }),
    deviceClass: 'atmospheric_pressure',
    icon: 'mdi:gauge',
    freshness: 'environment.outside.pressure',
  }),
  // No device class: Home Assistant 2024.3's distance class has no nautical mile.
  family<null, BaseResult & { active: boolean; distance_m: number | null }>({
    kind: 'route',
    query: 'get_route',
    instances: once(COURSE_RE),
    id: () => 'route',
    name: () => ({ family: 'route' }),
    state: (_i, r) => ({ quantity: 'distance', si: r.active ? r.distance_m : null }),
    icon: 'mdi:map-marker-path',
    freshness: 'navigation.course.calcValues.distance',
    // Without calculated values the answer is dated by when the course was set: that is not staleness.
    dated: (r) => r.active && r.distance_m !== null,
  }),
  // AIS targets are filtered for age by the query itself: never stale.
  family<null, BaseResult & { total_targets: number }>({
    kind: 'ais',
    query: 'get_ais_targets',
    instances: (boat) => (boat.ctx.model.otherContexts().next().done ? [] : [null]),
    id: () => 'ais',
    name: () => ({ family: 'ais' }),
    state: (_i, r) => ({ value: r.total_targets }),
    icon: 'mdi:radar',
  }),
  // Whole meters or feet, as the answer says them (speech/answers/anchor.ts); never stale: no distance is dated by the setting.
  family<null, BaseResult & { set: boolean; distance_m: number | null }>({
    kind: 'anchor',
    query: 'anchor_state',
    instances: once(ANCHOR_RE),
    id: () => 'anchor',
    name: () => ({ family: 'anchor' }),
    state: (_i, r, boat) => {
      const rule = UNIT_RULES.length![boat.preset];
      const d = r.distance_m;
      const value = d === null || d < LIMITS.length.min || d > LIMITS.length.max ? null : roundTo(rule.fromSI(d), 0);
      return { value, unit: HA_UNIT[rule.word] ?? rule.word };
    },
    deviceClass: 'distance',
    icon: 'mdi:anchor',
  }),
];

/** A tank's answer: what its sensor shows, its item of tank_levels and the boat's tank types. */
interface TankAnswer extends BaseResult {
  item: TankItem | null;
  available_types: string[];
}

/**
 * One tank. The type's only tank shows tank_levels {type} as the tool returns it. A tank sharing its
 * type with others shows its own item of that answer, and the display the speaker gives for that tank
 * alone (the tool would speak all of them), dated by that tank's readings.
 */
function tankAnswer({ type, id, shared }: { type: string; id: string; shared: boolean }, { ctx }: Boat, answer: () => BaseResult | undefined): TankAnswer | undefined {
  const r = answer() as (BaseResult & { tanks: TankItem[]; available_types: string[] }) | undefined;
  if (!r) return undefined;
  const item = r.tanks.find((t) => t.id === id) ?? null;
  if (!shared || !item) return { display: r.display, timestamp: r.timestamp, item, available_types: r.available_types };
  // Several tanks of the type: this tank's own words and age.
  const p = `tanks.${type}.${id}`;
  let oldest: { time: number; timestamp: string | null } | null = null;
  for (const leaf of ['currentLevel', 'currentVolume']) {
    const reading = ctx.model.get(`${p}.${leaf}`);
    if (reading && (oldest === null || reading.time < oldest.time)) oldest = reading;
  }
  const ageMs = oldest === null ? 0 : Math.max(0, ctx.now() - oldest.time);
  const spoken = ctx.speaker.answer(TANKS, [{ type, id, name: item.name, numbered: true, level: item.level_fraction, volume: item.volume_m3 }]);
  const limit = limitFor(`${p}.currentLevel`, SELF, ctx.staleness);
  const display = spoken === null || ageMs <= limit ? spoken : ctx.speaker.withAge(spoken, ageMs);
  const timestamp = oldest === null ? null : (oldest.timestamp ?? new Date(oldest.time).toISOString());
  return { display, timestamp, item, available_types: r.available_types };
}

/** Runs a catalogue query by tool name; undefined when the catalogue has no such query. */
function run(name: string, args: Record<string, unknown>, ctx: QueryContext): BaseResult | undefined {
  const q = findQuery(name) as Query | undefined;
  return q ? (q.run(args as never, ctx) as BaseResult) : undefined;
}

/** Hands out entity ids, adding _2, _3 when two keys slug to the same id ("House" and "house"). */
class Ids {
  private readonly used = new Set<string>();
  take(base: string): string {
    let id = `${ENTITY_PREFIX}${base}`;
    for (let n = 2; this.used.has(id); n++) id = `${ENTITY_PREFIX}${base}_${n}`;
    this.used.add(id);
    return id;
  }
}

/** One sensor of a family from its answer: name, state, common attributes, staleness, unavailability. */
function sensor<I>(f: Family<I, BaseResult, unknown>, i: I, r: BaseResult, boat: Boat, ids: Ids): EntityState {
  const { ctx } = boat;
  const now = ctx.now();
  const t = r.timestamp === null ? NaN : Date.parse(r.timestamp);
  const ageMs = Number.isFinite(t) ? Math.max(0, now - t) : null;
  const limit = f.freshness === undefined || (f.dated && !f.dated(r)) ? null : limitFor(f.freshness, SELF, ctx.staleness);
  const stale = limit !== null && ageMs !== null && ageMs > limit;
  const gone = limit !== null && ageMs !== null && ageMs > limit * UNAVAILABLE_FACTOR;
  const s = f.state(i, r, boat);
  const { value, unit } = 'quantity' in s ? stateNumber(s.quantity, s.si, boat.preset) : s;
  const deviceClass = typeof f.deviceClass === 'function' ? f.deviceClass(i) : f.deviceClass;
  const copied: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f.fields ? f.fields(i, r) : r)) if (!NOT_COPIED.has(k)) copied[k] = v;
  return {
    entityId: ids.take(f.id(i)),
    kind: f.kind,
    state: gone ? 'unavailable' : value === null ? 'unknown' : String(value),
    attributes: {
      friendly_name: ctx.speaker.entityName(f.name(i, r)),
      icon: typeof f.icon === 'function' ? f.icon(i, r) : f.icon,
      ...(unit !== undefined ? { unit_of_measurement: unit } : {}),
      ...(deviceClass !== undefined ? { device_class: deviceClass } : {}),
      state_class: f.stateClass ?? 'measurement',
      display: r.display,
      ...copied,
      timestamp: r.timestamp,
      age_seconds: ageMs === null ? null : Math.round(ageMs / 1000),
      stale,
      attribution: ATTRIBUTION,
    },
  };
}

/** Adds the sensors of family `f` (and of the family that follows each), in order. */
function planFamily<P>(f: Family<unknown, BaseResult, P>, parent: P, boat: Boat, ids: Ids, out: EntityState[]): void {
  for (const i of f.instances(boat, parent)) {
    const answer = () => (f.query === null ? undefined : run(f.query, f.args?.(i) ?? {}, boat.ctx));
    const r = f.read ? f.read(i, boat, answer) : answer();
    // The catalogue has no such query: the family is left out.
    if (!r) return;
    out.push(sensor(f, i, r, boat, ids));
    if (f.followedBy) planFamily(f.followedBy, i, boat, ids, out);
  }
}

/**
 * Every sensor the current model supports, in a stable order (see the module doc for the list): a loop
 * over `FAMILIES`. Names are in the speaker's language, numbers in its unit preset. `energy`: the
 * battery energy counters (vessel/energy.ts); without it there are no energy sensors.
 */
export function planEntities(ctx: QueryContext, energy?: EnergyMeter): EntityState[] {
  const boat: Boat = { ctx, preset: ctx.speaker.units, energy, paths: [...ctx.model.paths()] };
  const ids = new Ids();
  const out: EntityState[] = [];
  for (const f of FAMILIES) planFamily(f, undefined, boat, ids, out);
  return out;
}
