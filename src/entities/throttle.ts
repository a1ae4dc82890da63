/**
 * When a sensor is written to Home Assistant: at most once per interval, at once on a significant
 * change, never when nothing a person would see has changed. Pure: decisions from the last written
 * state, the new one and the time; the publisher (publisher.ts) does the writing.
 *
 * What counts is what Home Assistant shows: the state and its presentation (display, friendly_name,
 * icon, unit, device class, stale). The structured fields, `timestamp` and `age_seconds` change with
 * every reading; they ride along with the next write and never cause one on their own. So a sensor
 * whose readings keep arriving with the same value is not re-sent.
 *
 * Significant changes (sent at once, whatever the interval), per kind — {@link SIGNIFICANT}:
 * - any kind: the state becomes or stops being a number ("unknown", "unavailable"); `stale` flips;
 *   the name, icon, unit or device class changes (language or preset switched, a bank gained a state of charge);
 * - battery: 1 percent of state of charge; 0.2 volts on a bank that reports only voltage;
 * - depth: 0.5 meters, or 10 percent of the shallower depth when that is more (1.6 feet for 0.5 meters):
 *   half a meter matters at 3 meters, not at 40, where the N2K sample's sounder wanders by meters;
 * - wind: 3 knots, or 20 percent of the lighter wind when that is more (gusts are not news);
 * - position: 1 knot of speed over ground;
 * - tank: 2 percent;
 * - engine: 100 revolutions per minute, and starting or stopping;
 * - barometer: 1 hectopascal (0.03 inches of mercury);
 * - route: the course starts or ends, or the next waypoint changes (the distance shrinks steadily: that is not news);
 * - alarms: any change in which alarms are active or their severity;
 * - anchor: 5 meters (16.4 feet) of distance to the anchor, leaving or re-entering its circle, and the drag alarm going off or clearing;
 * - ais: nothing beyond the common rules: traffic changes all the time (the N2K sample's count climbs by
 *   one every half second as targets are heard), so the interval shows it.
 * - energy: nothing beyond the common rules: a battery's energy counters move with every reading of its
 *   current, so the interval shows them (Home Assistant's energy dashboard sums by the hour).
 */
import type { EntityKind, EntityState } from './plan.js';

/** The last write of one sensor. */
export interface Sent {
  state: EntityState;
  /** Epoch ms of the write. */
  at: number;
}

/** Why a sensor is written now. */
export type SendReason = 'new' | 'significant' | 'interval';

/** send: write now; wait: changed, but not significantly and within the interval; same: nothing to write. */
export type Decision = { action: 'send'; reason: SendReason } | { action: 'wait' } | { action: 'same' };

/** Attributes that make up what Home Assistant shows; the rest rides along. */
const SHOWN = ['display', 'friendly_name', 'icon', 'unit_of_measurement', 'device_class', 'state_class', 'stale'] as const;
/** Presentation attributes whose change is always significant. */
const PRESENTATION = ['friendly_name', 'icon', 'unit_of_measurement', 'device_class', 'state_class', 'stale'] as const;

/** Thresholds of a significant change in a numeric state, in the unit named; `relative` is a fraction of the smaller value. */
export interface Threshold {
  /** Absolute change, in `unit`. */
  absolute: number;
  /** Change as a fraction of the smaller of the two values, when larger than `absolute`. */
  relative?: number;
  /** The unit `absolute` is in; states in other units are converted by {@link TO_UNIT}. */
  unit: string;
}

/** Numeric thresholds per kind (see the module doc). Battery's depend on its unit (percent or volts). */
export const SIGNIFICANT: Readonly<Partial<Record<EntityKind, readonly Threshold[]>>> = {
  battery: [
    { absolute: 1, unit: '%' },
    { absolute: 0.2, unit: 'V' },
  ],
  depth: [{ absolute: 0.5, relative: 0.1, unit: 'm' }],
  wind: [{ absolute: 3, relative: 0.2, unit: 'kn' }],
  position: [{ absolute: 1, unit: 'kn' }],
  tank: [{ absolute: 2, unit: '%' }],
  engine: [{ absolute: 100, unit: 'rpm' }],
  barometer: [{ absolute: 1, unit: 'hPa' }],
  anchor: [{ absolute: 5, unit: 'm' }],
};

/** Factors from a state's unit to a threshold's unit: value × factor. */
export const TO_UNIT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  m: { ft: 0.3048 },
  hPa: { inHg: 33.86389 },
};

/** What Home Assistant shows of a sensor, as one comparable string. */
export function signature(s: EntityState): string {
  return JSON.stringify([s.state, ...SHOWN.map((k) => s.attributes[k] ?? null)]);
}

function numeric(state: string): number | null {
  if (state === '' || state === 'unknown' || state === 'unavailable') return null;
  const n = Number(state);
  return Number.isFinite(n) ? n : null;
}

/** Active alarms as path and severity, in order: a change in either is significant. */
function alarmKey(s: EntityState): string {
  const list = Array.isArray(s.attributes.alarms) ? (s.attributes.alarms as { path?: unknown; state?: unknown }[]) : [];
  return JSON.stringify(list.map((a) => [a.path, a.state]));
}

/** The course: active, and which point is next. */
function courseKey(s: EntityState): string {
  return JSON.stringify([s.attributes.active ?? null, s.attributes.next_waypoint ?? null]);
}

/** Whether going from `prev` to `next` (both as written) is a change worth writing at once. See the module doc. */
export function isSignificant(prev: EntityState, next: EntityState): boolean {
  for (const k of PRESENTATION) if (JSON.stringify(prev.attributes[k] ?? null) !== JSON.stringify(next.attributes[k] ?? null)) return true;
  const a = numeric(prev.state);
  const b = numeric(next.state);
  if ((a === null) !== (b === null)) return true;
  if (a === null || b === null) return prev.state !== next.state; // "unknown" <-> "unavailable"
  switch (next.kind) {
    case 'alarms':
      return a !== b || alarmKey(prev) !== alarmKey(next);
    case 'ais':
      return false;
    case 'route':
      return courseKey(prev) !== courseKey(next);
    case 'anchor':
      // Leaving or re-entering the circle, and our drag alarm going off or clearing, are news at once.
      if (prev.attributes.inside !== next.attributes.inside || prev.attributes.dragging !== next.attributes.dragging) return true;
      break;
    case 'engine':
      if ((a === 0) !== (b === 0)) return true;
      break;
    default:
      break;
  }
  const unit = typeof next.attributes.unit_of_measurement === 'string' ? next.attributes.unit_of_measurement : '';
  for (const t of SIGNIFICANT[next.kind] ?? []) {
    const factor = t.unit === unit ? 1 : TO_UNIT[t.unit]?.[unit];
    if (factor === undefined) continue;
    const x = a * factor;
    const y = b * factor;
    const bound = Math.max(t.absolute, (t.relative ?? 0) * Math.min(Math.abs(x), Math.abs(y)));
    // A hair under the bound still counts: states are rounded, and 0.1 steps in binary are not exact.
    return Math.abs(x - y) >= bound - 1e-9;
  }
  return false;
}

/**
 * Whether to write `next` now, given the last write of the same sensor (`prev`), the time and the
 * interval (ms) between ordinary writes.
 */
export function decide(prev: Sent | undefined, next: EntityState, now: number, intervalMs: number): Decision {
  if (!prev) return { action: 'send', reason: 'new' };
  if (signature(prev.state) === signature(next)) return { action: 'same' };
  if (isSignificant(prev.state, next)) return { action: 'send', reason: 'significant' };
  if (now - prev.at >= intervalMs) return { action: 'send', reason: 'interval' };
  return { action: 'wait' };
}
