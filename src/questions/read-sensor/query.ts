/**
 * read_sensor: the generic read of one SignalK path on our own vessel, spoken in its unit.
 * Lenient where intent is clear (slashes, a `vessels.self.` prefix, wrong letter case); anything
 * else is an absent answer with a note pointing to list_paths (docs/design.md#the-answer-contract).
 */
import { z } from 'zod';
import { enumerationOf, isEastWestAngle, isIdentifier, kindOf, numberWithUnit, siUnitName, timestampOf, unitsOf } from '../../vessel/kinds.js';
import { isObject, type VesselModel } from '../../vessel/model.js';
import { notificationState } from '../../domain/notification.js';
import { sayable } from '../../speech/boat-text.js';
import { Freshness } from '../../queries/common.js';
import { boatZone } from '../../queries/timezone.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';

export interface ReadSensorResult extends BaseResult {
  /** The SignalK path answered (normalised), or the input when nothing matched. */
  path: string;
  /** As SignalK sent it (SI), or null. Identifiers and unreadable values are kept here though not spoken. */
  value: unknown;
  /**
   * The SI unit `value` is in, named ("kelvin", "meters per second", "radians"; SignalK's schema unit),
   * or null (no unit, a position, a value given as text). The display says the spoken unit.
   */
  unit: string | null;
  /** For an object value other than a position or notification: its field names, each readable as `<path>.<field>`. */
  fields?: string[];
  /** For the model, not spoken: what to do instead (unknown path, object value, value of the wrong kind). */
  note?: string;
}

/** Bound on the field names listed for an object value. */
const MAX_FIELDS = 20;
/** A field name readable as `<path>.<field>`: SignalK's path segments are letters, digits, `_` and `-` (and far shorter). */
const FIELD_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** Longest unit name kept from the boat's meta (SignalK's are a few characters: "m/s", "ratio", "Hz"). */
const UNIT_MAX = 20;

/** A unit named by the boat's meta, made safe to return ({@link sayable}, at most UNIT_MAX characters); null when none is left. */
function unitText(unit: string | undefined | null): string | null {
  if (unit === undefined || unit === null) return null;
  return sayable(unit, UNIT_MAX) || null;
}

/** Where a path was found: a path the model holds, possibly with fields inside its object value. */
interface Resolved {
  path: string;
  known: boolean;
  /** The model path holding the value (the path itself, or an ancestor whose object value holds `fields`). */
  holder?: string;
  fields?: string[];
}

/**
 * Maps what a user or model typed to a path the model has: "navigation/position",
 * "vessels.self.navigation.position", "Navigation.Position" -> "navigation.position". A path inside a
 * held object value ("environment.current.drift" where the model holds `environment.current` as
 * `{drift, setTrue}`) resolves to that object and its fields.
 * @returns the known path, or the cleaned-up input with `known: false`.
 */
export function resolvePath(model: VesselModel, input: string): Resolved {
  let p = input
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\//g, '.');
  p = p.replace(/^(vessels\.)?self\./i, '').replace(/\.value$/, '');
  if (model.get(p) !== undefined) return { path: p, known: true, holder: p, fields: [] };
  const lower = p.toLowerCase();
  for (const known of model.paths()) {
    if (known.toLowerCase() === lower) return { path: known, known: true, holder: known, fields: [] };
  }
  const parts = p.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const holder = parts.slice(0, i).join('.');
    const fields = parts.slice(i);
    if (dig(model.get(holder)?.value, fields) !== undefined) return { path: p, known: true, holder, fields };
  }
  return { path: p, known: false };
}

/** The value at `fields` inside an object value, or undefined. */
function dig(value: unknown, fields: readonly string[]): unknown {
  let v = value;
  for (const f of fields) {
    if (!isObject(v) || !Object.hasOwn(v, f)) return undefined;
    v = v[f];
  }
  return v;
}

export const query = defineQuery({
  name: 'read_sensor',
  title: 'Read one SignalK path',
  description:
    'Reads one SignalK path by exact name, with its unit. ' +
    'Water temperature: water_temperature; battery: battery_state; depth: depth_state; wind: wind_state; position and speed: navigation_state; alarms: get_active_alarms.',
  input: {
    path: z.string().min(1).max(256).describe('SignalK path, like navigation.speedOverGround'),
  },
  compact: ['fields'],
  subject: 'sensor',
  run({ path: input }, ctx): ReadSensorResult {
    const { path, known, holder, fields: inner } = resolvePath(ctx.model, input);
    if (!known || holder === undefined) {
      return {
        path,
        value: null,
        unit: null,
        display: null,
        timestamp: null,
        note: 'The boat does not publish this path. Call list_paths to see the paths that exist; do not guess values.',
      };
    }
    const fresh = new Freshness(ctx);
    const reading = fresh.use(holder, ctx.model.get(holder))!;
    const value = inner && inner.length ? dig(reading.value, inner) : reading.value;
    const units = unitsOf(path, ctx.model.meta(path)?.units);
    const kind = kindOf(path, units);
    const spoken = speak(path, value, kind, ctx);
    // A number as SignalK sent it is in the path's SI unit; text ("12V") and objects are not. A unit
    // the schema does not name is the boat's text (meta): cleaned like any.
    const unit = typeof value === 'number' && kind !== 'position' ? siUnitName(unitText(units) ?? undefined) : null;
    const result: ReadSensorResult = { path, value, unit, display: fresh.speak(spoken.display), timestamp: fresh.timestamp() };
    if (spoken.fields) result.fields = spoken.fields;
    if (spoken.note) result.note = spoken.note;
    return result;
  },
});

interface Spoken {
  display: string | null;
  fields?: string[];
  note?: string;
}

/**
 * How one value is said, by what the path is and what the value is:
 * quantities in their unit; magnetic variation East or West; timestamps as a day and
 * a clock time in the boat's zone, identifiers not read; enumerations in the answer's
 * language; a value of the wrong kind for its path not read; an object by
 * its field names (the display stays null: each field is its own question).
 */
function speak(path: string, value: unknown, kind: ReturnType<typeof kindOf>, ctx: QueryContext): Spoken {
  const speaker = ctx.speaker;
  if (kind === 'position') {
    const pos = isObject(value) ? value : {};
    return { display: speaker.position(asNumber(pos.latitude), asNumber(pos.longitude)) };
  }
  if (value === null || value === undefined) return { display: null };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { display: null };
    if (isEastWestAngle(path)) return { display: speaker.sensorValue({ kind: 'variation', radians: value }) };
    if (kind) return { display: speaker.quantity(kind, value).text };
    return { display: speaker.number(value, 2) };
  }
  const units = unitsOf(path, ctx.model.meta(path)?.units);
  const withUnit = kind && typeof value === 'string' ? numberWithUnit(value, units) : null;
  if (kind && withUnit !== null) return { display: speaker.quantity(kind, withUnit).text };
  if (kind) {
    // A quantity path holding a string, boolean or object: not a reading anyone should hear as one.
    return {
      display: speaker.sensorValue({ kind: 'unreadable' }),
      note: `SignalK expects a number for this path (${unitText(units) ?? 'SI'}); the boat sent a ${Array.isArray(value) ? 'list' : typeof value}. It is in value, not spoken.`,
    };
  }
  if (typeof value === 'boolean') return { display: speaker.sensorValue({ kind: 'boolean', value }) };
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { display: null };
    if (isIdentifier(path, text)) return { display: speaker.sensorValue({ kind: 'identifier' }) };
    const time = timestampOf(text);
    if (time) {
      const timeZone = boatZone(ctx.model, speaker.timeZone).zone;
      return { display: speaker.sensorValue({ kind: 'time', at: time.at, withTime: time.withTime, now: new Date(ctx.now()), timeZone }) };
    }
    const set = enumerationOf(path);
    // Looked up as sent ("towing > 200m"), then as said: "<b>motoring</b>" is motoring.
    const word = set === null ? null : (speaker.sensorValue({ kind: 'enumeration', set, value: text }) ?? speaker.sensorValue({ kind: 'enumeration', set, value: sayable(text) }));
    // Other text from the boat (a name, a destination, a state outside its set): made sayable and capped as alarm messages are.
    return { display: word ?? speaker.sensorValue({ kind: 'text', value: text }) };
  }
  const state = path.startsWith('notifications.') ? notificationState(value) : null;
  if (state !== null && isObject(value)) {
    return { display: speaker.alarm(state, typeof value.message === 'string' ? value.message : '', path.slice('notifications.'.length)) };
  }
  if (isObject(value)) {
    // Field names are the boat's text too: only those that can be read back as a path's last part are listed.
    const fields = Object.keys(value)
      .filter((f) => FIELD_NAME.test(f))
      .slice(0, MAX_FIELDS);
    return {
      display: null,
      fields,
      note: fields.length ? `This path holds several values; read one with read_sensor, e.g. ${path}.${fields[0]!}.` : 'This path holds an empty object.',
    };
  }
  return { display: null };
}

function asNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
