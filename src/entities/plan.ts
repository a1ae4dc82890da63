/**
 * Which Home Assistant sensors the boat has right now, and what each one says (docs/design.md#home-assistant-glue).
 * Pure: reads the vessel model through the same queries the MCP tools call, so every sensor's
 * `display` attribute is exactly the tool's `display` for the same data. No I/O, no clock but
 * `ctx.now`.
 *
 * One sensor per query family and instance:
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
import { batteryBanks } from '../queries/battery.js';
import { limitFor } from '../queries/common.js';
import { engineIds } from '../queries/engine.js';
import { withFeed } from '../queries/feed.js';
import { findQuery } from '../queries/index.js';
import { tankIds } from '../queries/tanks.js';
import type { BaseResult, Query, QueryContext } from '../queries/types.js';
import { fill, type Locale } from '../speech/locale.js';
import { getLocale } from '../speech/locales/index.js';
import { roundTo } from '../domain/round.js';
import { LIMITS, RATIO_OVERSHOOT, type QuantityKind } from '../domain/quantities.js';
import type { UnitPreset } from '../speech/types.js';
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

/** Engine ids that name a place on board (as the speaker names them). */
const ENGINE_POSITIONS: Readonly<Record<string, keyof Locale['engines']['positions']>> = {
  port: 'port',
  starboard: 'starboard',
  stbd: 'starboard',
  center: 'center',
  centre: 'center',
  main: 'main',
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

/** Words for a SignalK key, as the speaker says them: "freshWater" -> "fresh water", "engine2" -> "engine 2". */
function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
}

function capitalise(s: string, tag: string): string {
  return s.charAt(0).toLocaleUpperCase(tag) + s.slice(1);
}

/** What the model holds, scanned once per plan. */
interface Scan {
  depth: boolean;
  wind: boolean;
  navigation: boolean;
  barometer: boolean;
  course: boolean;
  /** Whether the boat ever sent a navigation.anchor.* path (an anchor watch). */
  anchor: boolean;
  /** Whether the boat has sent anything at all. */
  any: boolean;
  /** Whether any other vessel (AIS) was ever heard. */
  others: boolean;
  /** Banks that ever sent a state of charge. */
  socBanks: Set<string>;
}

const DEPTH_RE = /^environment\.depth\.(belowKeel|belowSurface|belowTransducer)$/;
const WIND_RE = /^environment\.wind\.(speedApparent|angleApparent|speedTrue|angleTrueWater|angleTrueGround|directionTrue)$/;
const NAV_RE = /^navigation\.(position|speedOverGround|courseOverGroundTrue|headingTrue|headingMagnetic)$/;
const BARO_RE = /^environment\.outside\.(pressure|temperature)$/;
const COURSE_RE = /^navigation\.course\.(nextPoint|activeRoute)$/;
const SOC_RE = /^electrical\.batteries\.([^.]+)\.(capacity\.)?stateOfCharge$/;

function scan(ctx: QueryContext): Scan {
  const s: Scan = { depth: false, wind: false, navigation: false, barometer: false, course: false, anchor: false, any: false, others: false, socBanks: new Set() };
  for (const p of ctx.model.paths()) {
    s.any = true;
    if (DEPTH_RE.test(p)) s.depth = true;
    else if (WIND_RE.test(p)) s.wind = true;
    else if (NAV_RE.test(p)) s.navigation = true;
    else if (BARO_RE.test(p)) s.barometer = true;
    else if (COURSE_RE.test(p)) s.course = true;
    else if (p.startsWith('navigation.anchor.')) s.anchor = true;
    else {
      const m = SOC_RE.exec(p);
      if (m?.[1]) s.socBanks.add(m[1]);
    }
  }
  for (const _c of ctx.model.otherContexts()) {
    s.others = true;
    break;
  }
  return s;
}

/** What one sensor shows as its state. */
interface Shown {
  /** Home Assistant's state class; default measurement. */
  stateClass?: 'measurement' | 'total_increasing';
  /** The number, or null for "unknown". */
  value: number | null;
  unit?: string;
  deviceClass?: string;
  icon: string;
  /** Freshness limit in ms for `stale` and "unavailable"; default the family's, null: never stale. */
  limitMs?: number | null;
}

/** The freshness limit that applies to a family (the path stands for the family's readings). */
function familyLimit(kind: EntityKind, ctx: QueryContext): number | null {
  const path: Partial<Record<EntityKind, string>> = {
    battery: 'electrical.batteries',
    energy: 'electrical.batteries',
    tank: 'tanks',
    engine: 'propulsion',
    depth: 'environment.depth.belowKeel',
    wind: 'environment.wind.speedApparent',
    position: 'navigation.position',
    route: 'navigation.course.calcValues.distance',
    barometer: 'environment.outside.pressure',
  };
  const p = path[kind];
  // Alarms stay active however old they are; AIS targets are filtered for age by the query itself.
  return p === undefined ? null : limitFor(p, SELF, ctx.staleness);
}

/**
 * Builds one sensor from a query result: common attributes, staleness, unavailability.
 * `fields` are the structured fields given as attributes (default: the result's own, minus display and timestamp).
 */
function entity(ctx: QueryContext, kind: EntityKind, entityId: string, friendlyName: string, result: BaseResult, shown: Shown, fields?: Record<string, unknown>): EntityState {
  const now = ctx.now();
  const t = result.timestamp === null ? NaN : Date.parse(result.timestamp);
  const ageMs = Number.isFinite(t) ? Math.max(0, now - t) : null;
  const limit = shown.limitMs === undefined ? familyLimit(kind, ctx) : shown.limitMs;
  const stale = limit !== null && ageMs !== null && ageMs > limit;
  const gone = limit !== null && ageMs !== null && ageMs > limit * UNAVAILABLE_FACTOR;
  const state = gone ? 'unavailable' : shown.value === null ? 'unknown' : String(shown.value);
  const copied: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields ?? result)) if (!NOT_COPIED.has(k)) copied[k] = v;
  return {
    entityId,
    kind,
    state,
    attributes: {
      friendly_name: friendlyName,
      icon: shown.icon,
      ...(shown.unit !== undefined ? { unit_of_measurement: shown.unit } : {}),
      ...(shown.deviceClass !== undefined ? { device_class: shown.deviceClass } : {}),
      state_class: shown.stateClass ?? 'measurement',
      display: result.display,
      ...copied,
      timestamp: result.timestamp,
      age_seconds: ageMs === null ? null : Math.round(ageMs / 1000),
      stale,
      attribution: ATTRIBUTION,
    },
  };
}

/** Runs a catalogue query by tool name; undefined when the catalogue has no such query. */
function run<R extends BaseResult>(name: string, args: Record<string, unknown>, ctx: QueryContext): R | undefined {
  const q = findQuery(name) as Query | undefined;
  return q ? (q.run(args as never, ctx) as R) : undefined;
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

/**
 * Every sensor the current model supports, in a stable order (see the module doc for the list).
 * Names are in the speaker's language, numbers in its unit preset. `energy`: the battery energy
 * counters (vessel/energy.ts); without it there are no energy sensors.
 */
export function planEntities(ctx: QueryContext, energy?: EnergyMeter): EntityState[] {
  const s = scan(ctx);
  const out: EntityState[] = [];
  const ids = new Ids();
  const preset = ctx.speaker.units;
  const tag = ctx.speaker.language;
  const words = getLocale(tag);
  const names = words.entities;
  const name = (text: string) => capitalise(text, tag);

  for (const bank of batteryBanks(ctx)) {
    const r = run<BaseResult & { soc_fraction: number | null; voltage: number | null }>('battery_state', { bank }, ctx);
    if (!r) break;
    const hasSoc = s.socBanks.has(bank);
    const n = hasSoc ? stateNumber('ratio', r.soc_fraction, preset) : stateNumber('voltage', r.voltage, preset);
    out.push(
      entity(ctx, 'battery', ids.take(`battery_${slug(bank)}`), name(fill(names.battery, { bank })), r, {
        ...n,
        deviceClass: hasSoc ? 'battery' : 'voltage',
        icon: 'mdi:car-battery',
      }),
    );
    const totals = energy?.totals(bank);
    if (totals) {
      for (const direction of ['in', 'out'] as const) {
        const e = energyEntity(ctx, bank, direction, totals, words);
        out.push(
          entity(ctx, 'energy', ids.take(`battery_${slug(bank)}_energy_${direction}`), name(e.friendlyName), e.result, {
            value: e.kwh,
            unit: 'kWh',
            deviceClass: 'energy',
            stateClass: 'total_increasing',
            icon: direction === 'in' ? 'mdi:battery-arrow-up' : 'mdi:battery-arrow-down',
          }),
        );
      }
    }
  }

  if (s.depth) {
    const r = run<BaseResult & { below_keel_m: number | null; below_surface_m: number | null; below_transducer_m: number | null }>('depth_state', {}, ctx);
    if (r) {
      const m = r.below_keel_m ?? r.below_surface_m ?? r.below_transducer_m;
      out.push(entity(ctx, 'depth', ids.take('depth'), name(names.depth), r, { ...stateNumber('depth', m, preset), deviceClass: 'distance', icon: 'mdi:waves' }));
    }
  }

  if (s.wind) {
    const r = run<BaseResult & { speed_true_mps: number | null; speed_apparent_mps: number | null }>('wind_state', {}, ctx);
    if (r) {
      // A boat that sends true wind shows it; one without (no speed through water) shows apparent.
      const hasTrue = ctx.model.get('environment.wind.speedTrue') !== undefined;
      const speed = hasTrue ? r.speed_true_mps : r.speed_apparent_mps;
      out.push(
        entity(
          ctx,
          'wind',
          ids.take('wind'),
          name(names.wind),
          r,
          {
            ...stateNumber('speed', speed, preset),
            deviceClass: 'wind_speed',
            icon: 'mdi:weather-windy',
          },
          { ...r, state_shows: hasTrue ? 'speed_true_mps' : 'speed_apparent_mps' },
        ),
      );
    }
  }

  if (s.navigation) {
    const r = run<BaseResult & { sog_mps: number | null }>('navigation_state', {}, ctx);
    if (r) {
      out.push(
        entity(ctx, 'position', ids.take('position'), name(names.position), r, {
          ...stateNumber('speed', r.sog_mps, preset),
          deviceClass: 'speed',
          icon: 'mdi:crosshairs-gps',
        }),
      );
    }
  }

  if (s.any) {
    const r = run<BaseResult & { alarms: unknown[] }>('get_active_alarms', {}, ctx);
    if (r) {
      out.push(
        entity(ctx, 'alarms', ids.take('alarms'), name(names.alarms), r, {
          value: r.alarms.length,
          icon: r.alarms.length > 0 ? 'mdi:alarm-light' : 'mdi:bell-check',
        }),
      );
    }
  }

  const tanks = tankIds(ctx);
  const perType = new Map<string, number>();
  for (const [t] of tanks) perType.set(t, (perType.get(t) ?? 0) + 1);
  for (const [type, id] of tanks) {
    const t = tankEntity(ctx, type, id, (perType.get(type) ?? 0) > 1, words);
    if (!t) break;
    out.push(
      entity(
        ctx,
        'tank',
        ids.take(`tank_${slug(type)}_${slug(id)}`),
        name(t.friendlyName),
        t.result,
        {
          ...stateNumber('ratio', t.level, preset),
          icon: TANK_ICON[type] ?? 'mdi:storage-tank',
        },
        t.fields,
      ),
    );
  }

  const engines = engineIds(ctx);
  for (const id of engines) {
    const r = run<BaseResult & { engines: { label: string | null; revolutions_hz: number | null }[] }>('engine_state', { engine: id }, ctx);
    if (!r) break;
    const e = r.engines[0];
    const position = ENGINE_POSITIONS[id.toLowerCase()];
    // As the speaker names engines: the boat's label or the position only tells several apart.
    const friendly = engines.length === 1 ? names.engine : (e?.label ?? (position ? words.engines.positions[position] : fill(words.engines.numbered, { id: keyWords(id) })));
    out.push(
      entity(ctx, 'engine', ids.take(`engine_${slug(id)}`), name(friendly), r, {
        ...stateNumber('revolutions', e?.revolutions_hz, preset),
        icon: 'mdi:engine',
      }),
    );
  }

  if (s.barometer) {
    const r = run<BaseResult & { pressure_pa: number | null }>('barometer_state', {}, ctx);
    if (r) {
      out.push(
        entity(ctx, 'barometer', ids.take('barometer'), name(names.barometer), r, {
          ...stateNumber('pressure', r.pressure_pa, preset),
          deviceClass: 'atmospheric_pressure',
          icon: 'mdi:gauge',
        }),
      );
    }
  }

  if (s.course) {
    const r = run<BaseResult & { active: boolean; distance_m: number | null }>('get_route', {}, ctx);
    if (r) {
      out.push(
        entity(ctx, 'route', ids.take('route'), name(names.route), r, {
          ...stateNumber('distance', r.active ? r.distance_m : null, preset),
          icon: 'mdi:map-marker-path',
          // Without calculated values the answer is dated by when the course was set: that is not staleness.
          ...(r.active && r.distance_m !== null ? {} : { limitMs: null }),
        }),
      );
    }
  }

  if (s.others) {
    const r = run<BaseResult & { total_targets: number }>('get_ais_targets', {}, ctx);
    if (r) out.push(entity(ctx, 'ais', ids.take('ais'), name(names.ais), r, { value: r.total_targets, icon: 'mdi:radar' }));
  }

  if (s.anchor) {
    const r = run<BaseResult & { set: boolean; distance_m: number | null }>('anchor_state', {}, ctx);
    if (r) {
      // Whole meters or feet, as the answer says them (speech/anchor.ts).
      const rule = UNIT_RULES.length![preset];
      const d = r.distance_m;
      const value = d === null || d < LIMITS.length.min || d > LIMITS.length.max ? null : roundTo(rule.fromSI(d), 0);
      out.push(
        entity(ctx, 'anchor', ids.take('anchor'), name(words.anchor.entity), r, {
          value,
          unit: HA_UNIT[rule.word] ?? rule.word,
          deviceClass: 'distance',
          icon: 'mdi:anchor',
          // No distance (no anchor, or no position) is dated by the setting: that is not staleness.
          ...(d === null ? { limitMs: null } : {}),
        }),
      );
    }
  }
  return out;
}

interface TankItemLike {
  type: string;
  id: string;
  name: string | null;
  level_fraction: number | null;
  volume_m3: number | null;
  capacity_m3: number | null;
}

/**
 * One tank. The type's only tank shows tank_levels {type} as the tool returns it. A tank sharing its
 * type with others shows its own item of that answer, and the display the speaker gives for that tank
 * alone (the tool would speak all of them), dated by that tank's readings.
 */
function tankEntity(
  ctx: QueryContext,
  type: string,
  id: string,
  shared: boolean,
  words: Locale,
): { result: BaseResult; level: number | null; friendlyName: string; fields: Record<string, unknown> } | null {
  const r = run<BaseResult & { tanks: TankItemLike[]; available_types: string[] }>('tank_levels', { type }, ctx);
  if (!r) return null;
  const item = r.tanks.find((t) => t.id === id) ?? null;
  const typeWord = (words.tanks.types as Partial<Record<string, string>>)[type] ?? keyWords(type);
  // As the speaker names tanks: a type's only tank by its type, in the answer's language; the boat's
  // own name (or the id) only tells several tanks of one type apart.
  const friendlyName = !shared ? fill(words.entities.tank, { type: typeWord }) : (item?.name ?? fill(words.tanks.numbered, { type: typeWord, id: keyWords(id) }));
  const fields = { ...(item ?? { type, id, name: null, level_fraction: null, volume_m3: null, capacity_m3: null }), available_types: r.available_types };
  if (!shared || !item) return { result: r, level: item?.level_fraction ?? null, friendlyName, fields };
  // Several tanks of the type: this tank's own words and age.
  const p = `tanks.${type}.${id}`;
  let oldest: { time: number; timestamp: string | null } | null = null;
  for (const leaf of ['currentLevel', 'currentVolume']) {
    const reading = ctx.model.get(`${p}.${leaf}`);
    if (reading && (oldest === null || reading.time < oldest.time)) oldest = reading;
  }
  const ageMs = oldest === null ? 0 : Math.max(0, ctx.now() - oldest.time);
  const spoken = ctx.speaker.tanks([{ type, id, name: item.name, numbered: true, level: item.level_fraction, volume: item.volume_m3 }]);
  const limit = limitFor(`${p}.currentLevel`, SELF, ctx.staleness);
  const display = spoken === null || ageMs <= limit ? spoken : ctx.speaker.withAge(spoken, ageMs);
  const timestamp = oldest === null ? null : (oldest.timestamp ?? new Date(oldest.time).toISOString());
  return { result: { display, timestamp }, level: item.level_fraction, friendlyName, fields };
}

/** Decimals of an energy sensor's state in kilowatt hours: watt hours, fine enough for the energy dashboard's hourly sums. */
export const ENERGY_STATE_DECIMALS = 3;

/**
 * One battery energy sensor: `in` is the energy charged into the bank, `out` the energy discharged
 * from it, since counting began (vessel/energy.ts). State: kilowatt hours to {@link ENERGY_STATE_DECIMALS}
 * decimals. Display: "3.2 kilowatt hours charged since 14 05" (`energy.charged` / `energy.discharged`,
 * kilowatt hours as spoken, the clock time counting began), with its age when the bank's last
 * sample is older than the electrical freshness limit, after the unreachable sentence while the SignalK
 * feed is down. Fields: bank, energy_j (joules), since (ISO).
 */
function energyEntity(ctx: QueryContext, bank: string, direction: 'in' | 'out', totals: EnergyTotals, words: Locale): { result: BaseResult; kwh: number; friendlyName: string } {
  const joules = direction === 'in' ? totals.chargedJ : totals.dischargedJ;
  const spoken = ctx.speaker.quantity('energy', joules).text ?? ctx.speaker.number(joules / 3.6e6, 1);
  let display = fill(direction === 'in' ? words.energy.charged : words.energy.discharged, {
    energy: spoken,
    time: ctx.speaker.clockTime(new Date(totals.since)),
  });
  const ageMs = Math.max(0, ctx.now() - totals.last);
  if (ageMs > limitFor(`electrical.batteries.${bank}.current`, SELF, ctx.staleness)) display = ctx.speaker.withAge(display, ageMs);
  // While the SignalK feed is down the counters stand still: said as every answer says it (feed.ts).
  return {
    result: withFeed({ display, timestamp: new Date(totals.last).toISOString(), bank, energy_j: joules, since: new Date(totals.since).toISOString() }, ctx),
    kwh: roundTo(joules / 3.6e6, ENERGY_STATE_DECIMALS),
    friendlyName: fill(direction === 'in' ? words.energy.nameIn : words.energy.nameOut, { bank }),
  };
}
