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
 * Significant changes (sent at once, whatever the interval):
 * - any sensor: the state becomes or stops being a number ("unknown", "unavailable"); `stale` flips;
 *   the name, icon, unit or device class changes (language or preset switched, a bank gained a state of charge);
 * - per family of sensors, what its descriptor (in its question's folder, questions/sensor.ts) says:
 *   `news` (the alarms changing, the course's next waypoint, an engine starting or stopping, the boat
 *   leaving its anchor circle) and `significant`, thresholds in the state's unit (1 percent of a
 *   battery, half a meter of depth, 3 knots of wind). A family with neither (AIS traffic, the energy
 *   counters) changes all the time: the interval shows it.
 */
import { findSensor } from '../questions/index.js';
import type { EntityState } from '../questions/sensor.js';

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

/** Whether going from `prev` to `next` (both as written) is a change worth writing at once. See the module doc. */
export function isSignificant(prev: EntityState, next: EntityState): boolean {
  for (const k of PRESENTATION) if (JSON.stringify(prev.attributes[k] ?? null) !== JSON.stringify(next.attributes[k] ?? null)) return true;
  const a = numeric(prev.state);
  const b = numeric(next.state);
  if ((a === null) !== (b === null)) return true;
  if (a === null || b === null) return prev.state !== next.state; // "unknown" <-> "unavailable"
  const family = findSensor(next.kind);
  const news = family?.news?.(prev, next, a, b);
  if (news !== undefined) return news;
  const unit = typeof next.attributes.unit_of_measurement === 'string' ? next.attributes.unit_of_measurement : '';
  for (const t of family?.significant ?? []) {
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
