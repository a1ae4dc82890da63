/**
 * Which Home Assistant sensors the boat has right now, and what each one says (docs/design.md#home-assistant-glue).
 * Pure: reads the vessel model through the same queries the MCP tools call, so every sensor's
 * `display` attribute is exactly the tool's `display` for the same data. No I/O, no clock but
 * `ctx.now`.
 *
 * Each family of sensors is one descriptor in its question's folder (questions/sensor.ts): its kind,
 * which sensors the boat has and how their ids are made, its name, its state, device class, unit,
 * state class, icon and freshness. The plan is a loop over the questions (questions/index.ts), in
 * their order, each family followed by the families that follow it (a bank's energy counters after
 * its battery). DOCS.md's sensor table lists them, generated from the same descriptors.
 *
 * States are numbers rounded as they are spoken (units.ts), `unknown` when the boat sends nothing
 * usable (a null or impossible value), and `unavailable` when the readings behind the answer are older
 * than {@link UNAVAILABLE_FACTOR} times their freshness limit: SignalK stopped publishing them.
 */
import { limitFor } from '../queries/common.js';
import { QUESTIONS } from '../questions/index.js';
import type { EntityState, Sensor, SensorBoat } from '../questions/sensor.js';
import type { BaseResult, Query, QueryContext } from '../queries/types.js';
import { roundTo } from '../domain/round.js';
import { LIMITS, RATIO_OVERSHOOT, type QuantityKind } from '../domain/quantities.js';
import { capitalised } from '../speech/answers/sentence.js';
import type { Speaker, UnitPreset } from '../speech/types.js';
import { UNIT_RULES } from '../speech/units.js';
import type { EnergyMeter } from '../vessel/energy.js';
import { SELF } from '../vessel/model.js';

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

/** Result fields that are not copied as attributes (they are given under other names). */
const NOT_COPIED = new Set(['display', 'timestamp']);

/**
 * A value in a state's unit, rounded as it is spoken (or to `decimals`); null when absent or impossible
 * for its kind (domain/quantities.ts LIMITS). Ratios from 1 to 1.05 are 100 percent. Returns the number
 * and its HA unit symbol.
 */
export function stateNumber(kind: QuantityKind, si: number | null | undefined, preset: UnitPreset, decimals?: number): { value: number | null; unit: string } {
  const rule = UNIT_RULES[kind]?.[preset];
  if (!rule) throw new RangeError(`stateNumber: ${kind} has no single unit`);
  const unit = HA_UNIT[rule.word] ?? rule.word;
  if (si === null || si === undefined || !Number.isFinite(si)) return { value: null, unit };
  const limits = LIMITS[kind];
  if (si < limits.min || si > limits.max) return { value: null, unit };
  const v = kind === 'ratio' && si > 1 && si <= RATIO_OVERSHOOT ? 1 : si;
  return { value: roundTo(rule.fromSI(v), decimals ?? rule.decimals), unit };
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
 * A sensor's name (`friendly_name`, shown on dashboard cards, not spoken) in the speaker's language, its
 * first letter capitalised: "Battery house", "Depth", "Fuel tank", "Port engine"; de "Batterie house".
 * `i` is the sensor of family `f` and `r` its answer.
 */
export function sensorName<I, R extends BaseResult>(speaker: Speaker, f: Sensor<I, R, unknown, unknown>, i: I, r: R): string {
  return speaker.answer({ words: f.name, say: (words, n, _r, locale) => capitalised(locale, f.named ? f.named(words, i, r, locale, n) : String(words)) }, null) ?? '';
}

/** One sensor of a family from its answer: name, state, common attributes, staleness, unavailability. */
function sensor(f: Sensor<unknown, BaseResult, unknown, unknown>, i: unknown, r: BaseResult, boat: SensorBoat, ids: Ids): EntityState {
  const { ctx } = boat;
  const now = ctx.now();
  const t = r.timestamp === null ? NaN : Date.parse(r.timestamp);
  const ageMs = Number.isFinite(t) ? Math.max(0, now - t) : null;
  const limit = f.freshness === undefined || (f.dated && !f.dated(r)) ? null : limitFor(f.freshness, SELF, ctx.staleness);
  const stale = limit !== null && ageMs !== null && ageMs > limit;
  const gone = limit !== null && ageMs !== null && ageMs > limit * UNAVAILABLE_FACTOR;
  const s = f.state(i, r, boat);
  const { value, unit } = 'quantity' in s ? stateNumber(s.quantity, s.si, boat.preset, s.decimals) : s;
  const deviceClass = typeof f.deviceClass === 'function' ? f.deviceClass(i) : f.deviceClass;
  const copied: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f.fields ? f.fields(i, r) : r)) if (!NOT_COPIED.has(k)) copied[k] = v;
  return {
    entityId: ids.take(f.id(i)),
    kind: f.kind,
    state: gone ? 'unavailable' : value === null ? 'unknown' : String(value),
    attributes: {
      friendly_name: sensorName(ctx.speaker, f, i, r),
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

/** Adds the sensors of family `f` (and of the family that follows each), in order; `query` answers them. */
function planFamily(query: Query, f: Sensor<unknown, BaseResult, unknown, unknown>, parent: unknown, boat: SensorBoat, ids: Ids, out: EntityState[]): void {
  for (const i of f.instances(boat, parent)) {
    const answer = () => query.run((f.args?.(i) ?? {}) as never, boat.ctx) as BaseResult;
    out.push(sensor(f, i, f.read ? f.read(i, boat, answer) : answer(), boat, ids));
    if (f.followedBy) planFamily(query, f.followedBy, i, boat, ids, out);
  }
}

/**
 * Every sensor the current model supports, in a stable order: a loop over the questions' sensors (see
 * the module doc). Names are in the speaker's language, numbers in its unit preset. `energy`: the
 * battery energy counters (vessel/energy.ts); without it there are no energy sensors.
 */
export function planEntities(ctx: QueryContext, energy?: EnergyMeter): EntityState[] {
  const boat: SensorBoat = { ctx, preset: ctx.speaker.units, energy, paths: [...ctx.model.paths()] };
  const ids = new Ids();
  const out: EntityState[] = [];
  for (const q of QUESTIONS) if (q.sensor) planFamily(q.query as Query, q.sensor as Sensor<unknown, BaseResult, unknown, unknown>, undefined, boat, ids, out);
  return out;
}
