/** `sensor.signalk_alarms` (get_active_alarms): how many alarms are active, on a boat that sent anything. */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, type EntityState } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/** Active alarms as path and severity, in order: a change in either is significant. */
function alarmKey(s: EntityState): string {
  const list = Array.isArray(s.attributes.alarms) ? (s.attributes.alarms as { path?: unknown; state?: unknown }[]) : [];
  return JSON.stringify(list.map((a) => [a.path, a.state]));
}

/** Alarms stay active however old they are: never stale. Any change in which alarms are active, or their severity, is written at once. */
export const SENSOR = defineSensor<null, BaseResult & { alarms: unknown[] }>({
  kind: 'alarms',
  instances: (boat) => (boat.paths.length > 0 ? [null] : []),
  id: () => 'alarms',
  name: SENSOR_NAME,
  state: (_i, r) => ({ value: r.alarms.length }),
  icon: (_i, r) => (r.alarms.length > 0 ? 'mdi:alarm-light' : 'mdi:bell-check'),
  news: (prev, next, a, b) => a !== b || alarmKey(prev) !== alarmKey(next),
  docs: { entity: '`sensor.signalk_alarms`', state: 'how many alarms are active', unit: '' },
});
