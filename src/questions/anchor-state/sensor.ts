/**
 * `sensor.signalk_anchor` (anchor_state): distance to the anchor in whole meters or feet, as spoken
 * (device class distance), `unknown` while no anchor is set; on a boat that ever sent a
 * `navigation.anchor.*` path.
 */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, once } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/**
 * Never stale: no distance is dated by the setting. Significant: 5 meters (16.4 feet) of distance,
 * leaving or re-entering the circle, and our drag alarm going off or clearing.
 */
export const SENSOR = defineSensor<null, BaseResult & { set: boolean; distance_m: number | null }>({
  kind: 'anchor',
  instances: once(/^navigation\.anchor\./),
  id: () => 'anchor',
  name: SENSOR_NAME,
  // Whole meters or feet, as the answer says them (speech/answers/anchor.ts).
  state: (_i, r) => ({ quantity: 'length', si: r.distance_m, decimals: 0 }),
  deviceClass: 'distance',
  icon: 'mdi:anchor',
  significant: [{ absolute: 5, unit: 'm' }],
  news: (prev, next) => (prev.attributes.inside !== next.attributes.inside || prev.attributes.dragging !== next.attributes.dragging ? true : undefined),
  docs: {
    entity: '`sensor.signalk_anchor`',
    state: "distance from the anchor (once an anchor was set); `inside` says whether the boat is inside its circle, `dragging` whether the add-on's own drag alarm is on",
    unit: '`m` or `ft`',
  },
});
