/**
 * `sensor.signalk_route` (get_route): distance to the next waypoint in nautical miles. No device class:
 * Home Assistant 2024.3's distance class has no nautical mile.
 */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, once, type EntityState } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/** The course: active, and which point is next. */
function courseKey(s: EntityState): string {
  return JSON.stringify([s.attributes.active ?? null, s.attributes.next_waypoint ?? null]);
}

/** Significant: the course starts or ends, or the next waypoint changes (the distance shrinks steadily: that is not news). */
export const SENSOR = defineSensor<null, BaseResult & { active: boolean; distance_m: number | null }>({
  kind: 'route',
  instances: once(/^navigation\.course\.(nextPoint|activeRoute)$/),
  id: () => 'route',
  name: SENSOR_NAME,
  state: (_i, r) => ({ quantity: 'distance', si: r.active ? r.distance_m : null }),
  icon: 'mdi:map-marker-path',
  freshness: 'navigation.course.calcValues.distance',
  // Without calculated values the answer is dated by when the course was set: that is not staleness.
  dated: (r) => r.active && r.distance_m !== null,
  news: (prev, next) => courseKey(prev) !== courseKey(next),
  docs: { entity: '`sensor.signalk_route`', state: 'distance to the next waypoint', unit: '`nmi`' },
});
