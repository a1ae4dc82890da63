/**
 * read_sensor: the generic read of one SignalK path on our own vessel, spoken in its unit.
 * Lenient where intent is clear (slashes, a `vessels.self.` prefix, wrong letter case); anything
 * else is an absent answer with a note pointing to list_paths (DESIGN.md "The tool contract").
 */
import { z } from 'zod';
import { kindOf, unitsOf } from '../vessel/kinds.js';
import { isObject, type VesselModel } from '../vessel/model.js';
import type { AlarmState } from '../speech/types.js';
import { Freshness } from './common.js';
import { defineQuery, type BaseResult } from './types.js';

export interface ReadSensorResult extends BaseResult {
  /** The SignalK path answered (normalised), or the input when nothing matched. */
  path: string;
  /** As SignalK sent it (SI), or null. */
  value: unknown;
  /** Spoken unit name ("knots"), or null. */
  unit: string | null;
  /** Present only when the path is unknown: what to do instead. */
  note?: string;
}

const ALARM_STATES = new Set(['nominal', 'normal', 'alert', 'warn', 'alarm', 'emergency']);

/**
 * Maps what a user or model typed to a path the model has: "navigation/position",
 * "vessels.self.navigation.position", "Navigation.Position" -> "navigation.position".
 * @returns the known path, or the cleaned-up input with `known: false`.
 */
export function resolvePath(model: VesselModel, input: string): { path: string; known: boolean } {
  let p = input.trim().replace(/^\/+|\/+$/g, '').replace(/\//g, '.');
  p = p.replace(/^(vessels\.)?self\./i, '').replace(/\.value$/, '');
  if (model.get(p) !== undefined) return { path: p, known: true };
  const lower = p.toLowerCase();
  for (const known of model.paths()) {
    if (known.toLowerCase() === lower) return { path: known, known: true };
  }
  return { path: p, known: false };
}

export const readSensor = defineQuery({
  name: 'read_sensor',
  title: 'Read one SignalK path',
  description:
    'Reads one SignalK path by its exact name, like environment.water.temperature, with its unit. ' +
    'Battery: battery_state; depth: depth_state; wind: wind_state; position and speed: navigation_state; alarms: get_active_alarms.',
  input: {
    path: z.string().min(1).max(256).describe('SignalK path, like navigation.speedOverGround'),
  },
  subject: 'sensor',
  run({ path: input }, ctx): ReadSensorResult {
    const { path, known } = resolvePath(ctx.model, input);
    if (!known) {
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
    const reading = fresh.use(path, ctx.model.get(path))!;
    const value = reading.value;
    const kind = kindOf(path, unitsOf(path, ctx.model.meta(path)?.units));
    let display: string | null = null;
    let unit: string | null = null;
    if (kind === 'position') {
      const pos = isObject(value) ? value : {};
      display = ctx.speaker.position(asNumber(pos.latitude), asNumber(pos.longitude));
    } else if (typeof value === 'number') {
      if (kind) {
        const q = ctx.speaker.quantity(kind, value);
        display = q.text;
        unit = q.unit;
      } else {
        display = Number.isFinite(value) ? ctx.speaker.number(value, 2) : null;
      }
    } else if (value === null) {
      unit = kind ? ctx.speaker.unitName(kind) : null;
    } else if (typeof value === 'string') {
      display = value.trim() === '' ? null : value; // text from the boat is spoken as given
    } else if (path.startsWith('notifications.') && isObject(value) && typeof value.state === 'string' && ALARM_STATES.has(value.state)) {
      display = ctx.speaker.alarm(value.state as AlarmState, typeof value.message === 'string' ? value.message : '', path.slice('notifications.'.length));
    }
    return { path, value, unit, display: fresh.speak(display), timestamp: fresh.timestamp() };
  },
});

function asNumber(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

